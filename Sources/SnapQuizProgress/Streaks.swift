import Foundation

/// Streaks of consecutive local days with at least one completed attempt.
public struct Streaks: Sendable, Equatable {
    public var current: Int
    public var longest: Int

    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }

    /// Length of a summary slot (`attempt_activity.slot`): 15 minutes, the granularity of every UTC offset.
    public static let slotSeconds = 900

    /// The local day number (days since 1970-01-01 in `timeZone`) of an instant.
    public static func localDay(_ date: Date, in timeZone: TimeZone) -> Int {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        return Int((Double(seconds) / 86_400).rounded(.down))
    }

    /// Streaks from the instants of completed attempts, counted in `timeZone`'s calendar days.
    /// The current streak ends today, or yesterday when nothing was completed yet today (it is still alive).
    public static func compute(instants: [Date], now: Date, timeZone: TimeZone) -> Streaks {
        // A zone's offset only changes at its transitions: look it up once per stretch between them,
        // not once per instant (a year of attempts fills tens of thousands of slots).
        var days = Set<Int>()
        var offset = 0
        var validFrom = Date.distantFuture, validUntil = Date.distantPast
        for instant in instants.sorted() {
            if instant < validFrom || instant >= validUntil {
                offset = timeZone.secondsFromGMT(for: instant)
                validFrom = instant
                validUntil = timeZone.nextDaylightSavingTimeTransition(after: instant) ?? .distantFuture
            }
            let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
            days.insert(Int((Double(seconds) / 86_400).rounded(.down)))
        }
        return compute(days: days, today: localDay(now, in: timeZone))
    }

    /// Streaks from local day numbers.
    public static func compute(days: Set<Int>, today: Int) -> Streaks {
        var longest = 0
        for day in days where !days.contains(day - 1) {
            var length = 1
            while days.contains(day + length) { length += 1 }
            longest = max(longest, length)
        }
        var end = today
        if !days.contains(end) { end -= 1 }
        var current = 0
        while days.contains(end - current) { current += 1 }
        return Streaks(current: current, longest: longest)
    }
}

/// The time zone reports are made in: `TZ` when it names a zone, else the system's.
public func reportTimeZone(environment: [String: String]) -> TimeZone {
    if var name = environment["TZ"], !name.isEmpty {
        if name.hasPrefix(":") { name.removeFirst() }
        if let zone = zone(fromPath: name) ?? TimeZone(identifier: name) ?? TimeZone(abbreviation: name) { return zone }
    }
    // TimeZone.current costs tens of milliseconds here (it searches the zoneinfo folder for a name);
    // the /etc/localtime link or Debian's /etc/timezone says the same thing at once.
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"), let zone = zone(fromPath: target) {
        return zone
    }
    if let name = try? String(contentsOfFile: "/etc/timezone", encoding: .utf8),
       let zone = TimeZone(identifier: name.trimmingCharacters(in: .whitespacesAndNewlines)) {
        return zone
    }
    return TimeZone.current
}

/// The zone named by a path inside a zoneinfo folder (`/usr/share/zoneinfo/Europe/Paris`).
private func zone(fromPath path: String) -> TimeZone? {
    guard let range = path.range(of: "zoneinfo/") else { return nil }
    return TimeZone(identifier: String(path[range.upperBound...]))
}
