import Foundation

/// Percentages worked backwards: what percentage one amount is of another, and the percentage by which an amount
/// rose or fell. The two amounts are all the problem states, each of one kind (both money, or both plain numbers).
extension MathsSolver {
    static var percentageRules: [Rule] { [whatPercentage, percentageChangeBetween] }

    /// A percentage a learner writes: to one decimal place at most, or no key ("33.333…%" is no option to choose).
    static func tidyPercent(_ value: Double) -> Bool { value.isFinite && abs(value * 10 - (value * 10).rounded()) < 1e-6 }

    /// "What percentage of 60 is 15?" → 25%; "What percentage is 15 of 60?", "Write 15 as a percentage of 60.", "Express
    /// £12 as a percentage of £48." likewise. The slips: the whole over the part, the part itself as a percentage, the
    /// rest of 100, ten for a hundred.
    static func whatPercentage(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let n = #"[£$]?(\d+(?:,\d{3})*(?:\.\d+)?)"#, noun = #"(?:\s*[a-z]+)?"#
        let part: Double, whole: Double
        if let m = Regex.firstMatch(#"\bwhat percent(?:age)? of "# + n + noun + #" (?:is|are) "# + n + #"\b"#, in: text), let w = value(m.group(1)), let q = value(m.group(2)) {
            (part, whole) = (q, w)
        } else if let m = Regex.firstMatch(#"\bwhat percent(?:age)? (?:is|are) "# + n + noun + #" of "# + n + #"\b"#, in: text)
                    ?? Regex.firstMatch(#"\b(?:write|express|give|show) "# + n + noun + #" as a percent(?:age)? of "# + n + #"\b"#, in: text),
                  let q = value(m.group(1)), let w = value(m.group(2)) {
            (part, whole) = (q, w)
        } else { return nil }
        guard whole > 0, part > 0, Regex.allMatches(#"\d+(?:,\d{3})*(?:\.\d+)?"#, in: text).count == 2 else { return nil }
        let percent = part / whole * 100
        guard tidyPercent(percent) else { return nil }
        return MathsSolution(value: percent, format: { plain($0) + "%" },
                             working: "\(plain(part)) ÷ \(plain(whole)) = \(decimal(part / whole)); × 100 = \(plain(percent))%",
                             mistakes: [whole / part * 100, part, 100 - percent, percent / 10].filter(tidyPercent), defaultQuestion: "What percentage is it?")
    }

    /// "A shirt costs £40. In a sale it costs £30. What is the percentage decrease?" → 25%; "The price rose from £50 to
    /// £60. Find the percentage increase." → 20%. The change over the first amount; the asked direction must be the
    /// one the amounts go. The slips: the change over the new amount, the change itself as a percentage, the new amount
    /// as a percentage of the old, the rest of 100.
    static func percentageChangeBetween(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let asked = Regex.firstMatch(#"\bpercentage (increase|decrease|reduction|rise|fall|drop|change|profit|loss|discount)\b|\bby what percentage (?:did|does|has|was|is) [a-z ]*?\b(increase|decrease|rise|fall|go up|go down|drop|grow|shrink|reduced|increased|decreased|cut)\b"#, in: text)
        else { return nil }
        let word = asked.group(1) ?? asked.group(2) ?? ""
        let amounts = Regex.allMatches(#"([£$])?(\d+(?:,\d{3})*(?:\.\d+)?)(?!\s*%)"#, in: text)
        guard amounts.count == 2, Regex.firstMatch(#"%"#, in: text) == nil, amounts[0].group(1) == amounts[1].group(1),
              let old = value(amounts[0].group(2)), let new = value(amounts[1].group(2)), old > 0, old != new else { return nil }
        let up = ["increase", "rise", "go up", "grow", "increased", "profit"].contains(word)
        let down = ["decrease", "reduction", "fall", "drop", "go down", "shrink", "reduced", "decreased", "cut", "loss", "discount"].contains(word)
        guard up ? new > old : down ? new < old : true else { return nil }
        let change = abs(new - old), percent = change / old * 100
        guard tidyPercent(percent) else { return nil }
        let symbol = amounts[0].group(1) ?? ""
        let shown = { (value: Double) in symbol.isEmpty ? plain(value) : money(symbol)(value) }
        return MathsSolution(value: percent, format: { plain($0) + "%" },
                             working: "the change is \(shown(max(old, new))) − \(shown(min(old, new))) = \(shown(change)); \(plain(change)) ÷ \(plain(old)) × 100 = \(plain(percent))%",
                             // A slip is written as a learner would round it: "33.3%" for 10 ÷ 30.
                             mistakes: [change / new * 100, change, new / old * 100, 100 - percent].map { ($0 * 10).rounded() / 10 }.filter { $0 > 0 },
                             defaultQuestion: "What is the percentage change?")
    }
}
