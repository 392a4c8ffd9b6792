import Foundation

/// Data read from a chart the sheet describes in words: a pictogram's key and symbols, a pie chart's angle from a
/// fraction or its count from an angle, and the rest of a tally once its named parts are taken away.
extension MathsSolver {
    static var chartRules: [Rule] { [pictogram, pieChartAngle, pieChartCount, restOfTotal] }

    /// "In a pictogram, each symbol stands for 4 cars. The row for Monday shows 6 symbols. How many cars …?" → 24 cars;
    /// "6 and a half symbols" → 26. The slips: the symbols counted as things, the key added, a half symbol left out or
    /// counted whole.
    static func pictogram(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let shapes = #"(?:symbols?|pictures?|icons?|circles?|stars?|squares?|faces?|smileys?|pictograms?|[^\s\w.,])"#
        guard question(p, contains: ["how many"]),
              let key = Regex.firstMatch(#"\beach "# + shapes + #" (?:stands for|represents|=|is worth|means|shows) (\d+) ([a-z]+)"#, in: text),
              let size = value(key.group(1)), let things = key.group(2), size > 0,
              let shown = Regex.firstMatch(#"\b(?:shows|has|have|there are|draws|drew|uses|used) (\d+)( and a half| ½| 1/2)? "# + shapes, in: text),
              let count = value(shown.group(1)), Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 2 + (shown.group(2) == " 1/2" ? 2 : 0)
        else { return nil }
        let half = shown.group(2) != nil
        let symbols = count + (half ? 0.5 : 0), result = symbols * size
        guard result == result.rounded() else { return nil }
        return MathsSolution(value: result, format: unit(plural(things)),
                             working: (half ? "\(plain(count)) and a half = " : "") + "\(plain(symbols)) symbols × \(plain(size)) = \(plain(result))",
                             mistakes: [symbols, count + size, count * size + (half ? 1 : size), (count + 1) * size, count * size].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many \(plural(things)) does the row show?")
    }

    /// A fraction or percentage a sheet writes ("1/3", "a quarter", "25%"), as a number.
    static func share(_ text: String) -> (value: Double, written: String)? {
        if let m = Regex.firstMatch(#"(?<![\d/])(\d+)/(\d+)(?![\d/])"#, in: text), let a = value(m.group(1)), let b = value(m.group(2)), b > 0, a < b {
            return (a / b, m.group(0) ?? "")
        }
        if let m = Regex.firstMatch(#"(?<![\d.])(\d+(?:\.\d+)?)%"#, in: text), let a = value(m.group(1)), a < 100 { return (a / 100, m.group(0) ?? "") }
        if let m = Regex.firstMatch(#"\b(a half|half|a third|one third|a quarter|one quarter|three quarters|two thirds|a fifth|a tenth)\b"#, in: text),
           let word = m.group(1), let f = fractions[word] { return (f, word) }
        return nil
    }

    /// "In a pie chart, 1/3 of the pupils chose football. What angle should the football sector have?" → 120°: the share
    /// of 360°. The slips: the share of 180° (a half turn), the rest of the circle, the share of 100.
    static func pieChartAngle(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("pie chart"), question(p, contains: ["angle", "degrees"]) || (p.question == nil && text.contains("angle")),
              let (part, written) = share(text), Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == Regex.allMatches(#"\d+(?:\.\d+)?"#, in: written).count
        else { return nil }
        let angle = 360 * part
        guard abs(angle - angle.rounded()) < 1e-9 else { return nil }
        return MathsSolution(value: angle.rounded(), format: { plain($0) + "°" }, working: "\(written) of 360° = \(plain(angle))°",
                             mistakes: [180 * part, 360 - angle, 100 * part, angle + 10].filter { $0 > 0 && $0 != angle },
                             defaultQuestion: "What angle is its sector?")
    }

    /// "A pie chart shows how 36 pupils travel to school. The angle for bus is 80°. How many pupils travel by bus?" → 8:
    /// the angle's share of the whole. The slips: the share of 180°, the rest, the angle itself.
    static func pieChartCount(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("pie chart"), question(p, contains: ["how many"]),
              let whole = Regex.firstMatch(#"\b(?:shows|of|represents|for|surveyed|asked) (?:how |the |what )?(\d+) ([a-z]+)"#, in: text),
              let total = value(whole.group(1)), let things = whole.group(2), isNoun(things),
              let sector = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*(?:°|degrees?\b)"#, in: text), let angle = value(sector.group(1)), angle < 360,
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 2 else { return nil }
        let result = total * angle / 360
        guard result == result.rounded(), result > 0 else { return nil }
        return MathsSolution(value: result, format: unit(plural(things)),
                             working: "\(plain(angle))° of 360° is \(plain(angle))/360; \(plain(angle)) ÷ 360 × \(plain(total)) = \(plain(result))",
                             mistakes: [total * angle / 180, total - result, angle, total * angle / 100].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many \(plural(things)) is that?")
    }

    /// "Sam recorded the colour of 40 cars. 15 were red, 11 were blue and the rest were silver. How many cars were
    /// silver?" → 14: the named parts taken from the whole. The slips: one part left out, the parts added, the whole
    /// less only the last part.
    static func restOfTotal(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard let rest = Regex.firstMatch(#"\b(?:the rest|the others|all the others|the remaining [a-z]+|the remainder)(?: of them)? (?:were|are|was|is|chose|picked|liked|had|have) (?:a |an )?([a-z]+)"#, in: setup),
              let kind = rest.group(1), question.contains("how many"), question.contains(kind) else { return nil }
        // Each part with its verb ("15 were red, 11 were blue"), and one number more: the whole ("of 40 cars").
        let amounts = Regex.allMatches(#"(?<![\d.£$])(\d+)(?![\d.%])"#, in: setup).compactMap { value($0.group(1)) }
        let parts = Regex.allMatches(#"(?<![\d.£$])(\d+) (?:of them )?(?:were|are|chose|picked|liked|had|have|said|voted)\b"#, in: setup).compactMap { value($0.group(1)) }
        var others = amounts
        for part in parts { if let index = others.firstIndex(of: part) { others.remove(at: index) } }
        guard parts.count >= 2, others.count == 1, let total = others.first, Regex.allMatches(#"\d+(?:\.\d+)?"#, in: question).isEmpty,
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: setup).count == amounts.count else { return nil }
        let taken = parts.reduce(0, +), result = total - taken
        guard result > 0 else { return nil }
        let noun = Regex.firstMatch(#"how many ([a-z]+)"#, in: question)?.group(1).flatMap { isNoun($0) && $0 != kind ? $0 : nil }
        return MathsSolution(value: result, format: noun.map(unit) ?? plain,
                             working: "\(plain(total)) − " + parts.map(plain).joined(separator: " − ") + " = \(plain(result))",
                             mistakes: [total - parts[0], total - parts[parts.count - 1], taken, result + 1, result - 1]
                                 .filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many are left?")
    }
}
