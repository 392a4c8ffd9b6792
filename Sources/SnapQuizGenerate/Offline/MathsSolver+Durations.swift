import Foundation

/// Lengths of time worked with: how much longer one is than another when they are written in different units
/// ("95 minutes" and "1 hour 10 minutes"), and the clock time something ends after lengths of time from a start.
extension MathsSolver {
    static var durationRules: [Rule] { [durationDifference, endTime] }

    /// A length of time as a sheet writes it: "1 hour 10 minutes", "2 h 5 min", "95 minutes", "3 hours".
    static let duration = #"(?:(\d+)\s*(?:hours?|hrs?|h)\b(?:,?\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)\b)?|(\d+)\s*(?:minutes?|mins?)\b)"#

    /// A clock time: "2:15 pm", "14:15", "9.40am".
    static let clockTime = #"\b(\d{1,2})[:.](\d{2})(?:\s*([ap])\.?m\b\.?)?"#

    /// A length of time a text states: in minutes, its hours and the minutes after them as written, and where it stands.
    typealias Duration = (minutes: Double, hours: Double, rest: Double, match: NSTextCheckingResult)

    /// The lengths of time a text states.
    static func durations(in text: String) -> [Duration] {
        Regex.results(duration, in: text).compactMap { match in
            func group(_ i: Int) -> Double? { Range(match.range(at: i), in: text).flatMap { Double(text[$0]) } }
            if let hours = group(1) {
                let rest = group(2) ?? 0
                return rest < 60 ? (hours * 60 + rest, hours, rest, match) : nil
            }
            return group(3).map { ($0, 0, $0, match) }
        }
    }

    /// "A film lasts 95 minutes. Another lasts 1 hour 10 minutes. How many minutes longer is the first film?" → 25
    /// minutes. Two lengths of time and no clock time; the question asks how much longer, shorter or the difference.
    /// The slips: an hour taken as 100 minutes (1 hour 10 minutes as 110), the hours left out, the two added.
    static func durationDifference(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard Regex.firstMatch(#"\bhow (?:many|much)\b"#, in: question) != nil,
              Regex.firstMatch(#"\b(?:longer|shorter|difference|more|less|fewer)\b"#, in: question) != nil,
              Regex.firstMatch(clockTime, in: text) == nil else { return nil }
        let found = durations(in: text)
        guard found.count == 2, found[0].minutes != found[1].minutes else { return nil }
        let (a, b) = (found[0], found[1])
        let answer = abs(a.minutes - b.minutes)
        func written(_ d: Duration) -> String {
            d.hours > 0 ? "\(plain(d.hours)) × 60" + (d.rest > 0 ? " + \(plain(d.rest))" : "") + " = \(plain(d.minutes)) minutes" : "\(plain(d.minutes)) minutes"
        }
        let hundred = { (d: Duration) in d.hours * 100 + d.rest }
        let slips = [abs(hundred(a) - hundred(b)), abs(a.rest - b.rest), a.minutes + b.minutes, answer + 10]
        let inMinutes = question.contains("minute")
        return MathsSolution(value: answer, format: inMinutes ? unit("minutes") : { spokenDuration($0) },
                             working: "\(written(a)); \(written(b)); \(plain(max(a.minutes, b.minutes))) − \(plain(min(a.minutes, b.minutes))) = \(plain(answer)) minutes",
                             mistakes: slips.filter { $0 > 0 && $0 != answer }, defaultQuestion: "How much longer is it?")
    }

    /// "Three lessons of 45 minutes each start at 2:15 pm with no breaks. At what time does the last lesson end?" →
    /// 4:30 pm; "A film starts at 6:45 pm and lasts 1 hour 50 minutes. What time does it finish?" → 8:35 pm. One clock
    /// time, lengths of time after it (one of them so many times over), and a question for the time something ends.
    /// Breaks between the parts are left: how many there are is the learner's to count. The slips: the minutes added
    /// without carrying the hour, one part only (or one too few), an hour out.
    static func endTime(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard Regex.firstMatch(#"\b(?:what|which) time\b|\bwhen\b"#, in: question) != nil,
              Regex.firstMatch(#"\b(?:end|ends|finish|finishes|finished|arrive|arrives|over|stop|stops|done|land|lands|ready|complete)\b"#, in: question) != nil,
              Regex.firstMatch(#"(?<!no )\bbreaks?\b|\b(?:late|early|delayed|delay|earlier|before)\b"#, in: text) == nil else { return nil }
        let times = Regex.allMatches(clockTime, in: text)
        guard times.count == 1, let time = times.first, var hours = Int(time.group(1) ?? ""), let minutes = Int(time.group(2) ?? ""),
              minutes < 60, hours < 24 else { return nil }
        // The clock time is when it starts ("starts at", "leaves at", "played from"), not when it ends.
        guard let stated = time.group(0), let at = text.range(of: stated) else { return nil }
        let before = text[..<at.lowerBound].split(whereSeparator: { ".?!".contains($0) }).last.map(String.init) ?? ""
        guard Regex.firstMatch(#"\b(?:starts?|started|begins?|began|leaves?|left|departs?|departed|sets? off|set out|opens?|from)\b"#, in: before) != nil,
              Regex.firstMatch(#"\b(?:ends?|ended|finish(?:es|ed)?|arrives?|arrived|closes?|closed)\b"#, in: before) == nil else { return nil }
        let half = time.group(3)
        if let half {
            guard (1...12).contains(hours) else { return nil }
            if half == "p", hours < 12 { hours += 12 }
            if half == "a", hours == 12 { hours = 0 }
        }
        let found = durations(in: text)
        guard !found.isEmpty else { return nil }
        // "Three lessons of 45 minutes", "4 songs lasting 3 minutes each": that length so many times.
        var repeats = 1.0, repeated = -1
        for (index, d) in found.enumerated() {
            guard let range = Range(d.match.range, in: text) else { continue }
            let before = String(text[..<range.lowerBound])
            if let m = Regex.firstMatch(number + #" (?:[a-z]+ ){1,2}(?:of|lasting|last|that last|which last|each lasting|each of)\s*$"#, in: before),
               let count = value(m.group(1)), count > 1, count == count.rounded() {
                repeats = count; repeated = index
            }
        }
        let total = found.enumerated().map { $0.offset == repeated ? $0.element.minutes * repeats : $0.element.minutes }.reduce(0, +)
        let start = Double(hours * 60 + minutes)
        let end = start + total
        // In the start's own clock: "2:15 pm" → "4:30 pm", "14:15" → "16:30", "9:40" (no am or pm) → "10:15".
        let format: (Double) -> String
        if half != nil { format = { twelveHour($0) } }
        else if hours >= 13 || (time.group(1) ?? "").hasPrefix("0") { format = { twentyFourHour($0) } }
        else {
            guard end < 13 * 60 else { return nil }
            format = { String(twelveHour($0).dropLast(3)) }
        }
        let carried = (total / 60).rounded(.down), left = total - carried * 60
        // The minutes added without carrying the hour: 6:45 pm + 1 hour 50 minutes as 7:35 pm.
        var slips = Double(minutes) + left >= 60 ? [start - Double(minutes) + carried * 60 + Double((minutes + Int(left)) % 60)] : []
        if repeated >= 0 {
            let one = found[repeated].minutes
            slips += [end - one, start + one]
        }
        slips += [end + 60, end - 60, end + 10]
        let parts = found.enumerated().map { $0.offset == repeated ? "\(plain(repeats)) × \(plain($0.element.minutes)) = \(plain($0.element.minutes * repeats)) minutes"
                                                                   : "\(plain($0.element.minutes)) minutes" }
        let working = parts.joined(separator: " + ") + (parts.count > 1 ? " = \(plain(total)) minutes" : "")
            + " = \(spokenDuration(total)); \(stated.trimmingCharacters(in: CharacterSet(charactersIn: "."))) + \(spokenDuration(total)) = \(format(end))"
        var solution = MathsSolution(value: end, format: format, working: working,
                                     mistakes: slips.filter { $0 != end && $0 > 0 }, defaultQuestion: "At what time does it end?")
        // The hours and minutes of each length of time as the page writes them ("1 hour 50 minutes").
        solution.counts = found.flatMap { $0.hours > 0 ? [$0.hours, $0.rest] : [$0.rest] }
        return solution
    }
}
