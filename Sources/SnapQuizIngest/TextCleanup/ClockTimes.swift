import Foundation

/// Puts back the colon a photo lost in a clock time: "arrives at 11 45" was printed "11:45" (the two dots of a colon are
/// a few pixels), and the maths problem "leaves at 09:15 and arrives at 11 45" could not be solved. Two numbers are one
/// time when the page prints another time with its colon ("09:15"), the first is an hour (0–23, one or two digits), the
/// second minutes (two digits, under 60), and a word of time comes before them ("at", "until", "from" …) or "am"/"pm"
/// after: "at 10 20 pupils" on a page with no printed time stays as read.
struct ClockTimes: TextStage {
    /// Words a clock time follows.
    static let timeWords: Set<String> = ["at", "by", "until", "till", "from", "to", "before", "after", "around", "about", "and"]
    /// Words that follow a clock time.
    static let dayHalves: Set<String> = ["am", "pm", "a.m.", "p.m."]

    func apply(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.split(separator: " ").contains { Self.isPrintedTime(String($0)) } }) else { return lines }
        return lines.map { line in
            var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            var t = 1
            while t + 1 < tokens.count {
                let next = t + 2 < tokens.count ? tokens[t + 2].lowercased().trimmingCharacters(in: .punctuationCharacters) : ""
                if Self.isHour(tokens[t]), Self.isMinutes(tokens[t + 1]),
                   Self.timeWords.contains(tokens[t - 1].lowercased()) || Self.dayHalves.contains(next) {
                    tokens[t] += ":" + tokens[t + 1]
                    tokens.remove(at: t + 1)
                }
                t += 1
            }
            return tokens.joined(separator: " ")
        }
    }

    /// "09:15", "11:45.", "7:30": a time printed with its colon.
    static func isPrintedTime(_ token: String) -> Bool {
        let parts = token.trimmingCharacters(in: CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: ":"))).split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 2 && isHour(String(parts[0])) && isMinutes(String(parts[1]))
    }

    static func isHour(_ token: String) -> Bool {
        (1...2).contains(token.count) && token.allSatisfy(\.isASCII) && Int(token).map { (0...23).contains($0) } == true
    }

    /// Two digits under 60, a stop or comma after them allowed ("11 45.").
    static func isMinutes(_ token: String) -> Bool {
        let core = token.hasSuffix(".") || token.hasSuffix(",") || token.hasSuffix("?") ? String(token.dropLast()) : token
        return core.count == 2 && core.allSatisfy(\.isASCII) && Int(core).map { (0...59).contains($0) } == true
    }
}
