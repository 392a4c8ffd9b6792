/// How a number groups its thousands: "6,650" and "1,250,000" with commas, "6.650" with a stop. A stop before exactly
/// three digits is either a decimal point or a thousands comma the camera blurred; ingest repairs it where the page
/// leaves no doubt, and the offline generator asks nothing about one that is left.
public enum ThousandsGroups {
    /// Whether `number` is one to three digits (not a lone 0) followed by groups of exactly three after `separator`:
    /// "6.650" and "12.000" with ".", "6,650" with ",", not "0.650", "6.65" or "6650".
    public static func grouped(_ number: some StringProtocol, by separator: Character) -> Bool {
        let groups = number.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count >= 2, let first = groups.first, (1...3).contains(first.count), first.first != "0" else { return false }
        return groups.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } } && groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
