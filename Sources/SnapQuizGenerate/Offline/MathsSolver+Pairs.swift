import Foundation

/// Two unknowns a sheet ties together: two numbers from their sum and difference, a square's side from its area, and
/// the other half of a group a fraction names ("3/8 of them are girls. How many boys …?").
extension MathsSolver {
    static var pairRules: [Rule] { [sumAndDifference, squareSideFromArea, otherHalfOfAFraction] }

    /// "The sum of two numbers is 50 and their difference is 12. What is the larger number?" → 31 (the smaller, 19).
    /// The slips: the difference taken from the sum without halving, the sum halved, the other number.
    static func sumAndDifference(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let sum = Regex.firstMatch(#"\b(?:sum|total)(?: of (?:the |these )?two numbers)? (?:is|=|of) "# + number, in: text).flatMap({ value($0.group(1)) }),
              let difference = Regex.firstMatch(#"\bdifference(?: between them)? (?:is|=|of) "# + number, in: text).flatMap({ value($0.group(1)) }),
              let asked = Regex.firstMatch(#"\b(larger|bigger|greater|smaller|lesser)\b"#, in: question.isEmpty ? text : question)?.group(1),
              sum > difference, Regex.allMatches(#"\d+"#, in: text).count == 2 else { return nil }
        let larger = (sum + difference) / 2, smaller = (sum - difference) / 2
        let wantsLarger = ["larger", "bigger", "greater"].contains(asked)
        let answer = wantsLarger ? larger : smaller
        return MathsSolution(value: answer, format: plain,
                             working: "(\(plain(sum)) \(wantsLarger ? "+" : "−") \(plain(difference))) ÷ 2 = \(plain(answer)); the other is \(plain(sum)) − \(plain(answer)) = \(plain(sum - answer))",
                             mistakes: [sum - difference, sum / 2, wantsLarger ? smaller : larger, sum + difference].filter { $0 > 0 && $0 != answer },
                             defaultQuestion: "What is the \(asked) number?")
    }

    /// "A square has an area of 81 cm². What is the length of one side?" → 9 cm: the number that times itself makes
    /// the area, when it is whole. The slips: the area divided by 4 (as for a perimeter), by 2, a side one out.
    static func squareSideFromArea(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard question(p, contains: ["side", "length", "how long", "how wide"]), text.contains("area"),
              // A square shape, not "square metres".
              Regex.firstMatch(#"\bsquare\b(?!\s+(?:metres|meters|centimetres|millimetres|kilometres|units|feet|inches))"#, in: text) != nil,
              let m = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*(?:(m|cm|mm|km)(?:²|2\b|\^2)|square (metres|centimetres|millimetres|kilometres)\b)"#, in: text),
              let area = value(m.group(1)), let rawUnit = m.group(2) ?? m.group(3),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text.replacingOccurrences(of: "²", with: "")).count == 1
        else { return nil }
        let side = area.squareRoot()
        guard side == side.rounded(), side > 1 else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit
        return MathsSolution(value: side, format: { plain($0) + " \(name)" },
                             working: "\(plain(side)) × \(plain(side)) = \(plain(area)), so each side is \(plain(side)) \(name)",
                             mistakes: [area / 4, area / 2, side + 1, side - 1].filter { $0 > 0 && $0 != side }, defaultQuestion: "How long is each side?")
    }

    /// The two halves of a group no third kind shares: a fraction of the children that are girls leaves boys.
    static let otherHalves: [String: String] = ["girls": "boys", "boys": "girls", "men": "women", "women": "men"]

    /// "There are 32 children on a bus. 3/8 of them are girls. How many boys are on the bus?" → 20 boys. Only for the
    /// two halves of a group of people (`otherHalves`); the slips: the girls themselves, one share, the whole less one
    /// share, one out.
    static func otherHalfOfAFraction(_ p: MathsProblem) -> MathsSolution? {
        let text = fractionDigits(p.lowered)
        guard let m = Regex.firstMatch(#"(?<![\d/])(\d+)/(\d+) of (?:them|the [a-z]+|these [a-z]+) (?:are|were|is) ([a-z]+)\b"#, in: text),
              let top = value(m.group(1)), let bottom = value(m.group(2)), top < bottom, bottom > 0,
              let named = m.group(3), let other = otherHalves[named],
              Regex.firstMatch(#"\bhow many "# + other + #"\b"#, in: asked(p)) != nil,
              let whole = Regex.firstMatch(#"(?<![\d/])(\d+) (?:[a-z]+ )?(?:children|pupils|people|students|adults|players|members|passengers|swimmers|runners)\b"#, in: text),
              let total = value(whole.group(1)), Regex.allMatches(#"\d+"#, in: text).count == 3 else { return nil }
        let part = total * top / bottom
        guard part == part.rounded() else { return nil }
        let answer = total - part
        return MathsSolution(value: answer, format: unit(other),
                             working: "\(plain(total)) ÷ \(plain(bottom)) = \(plain(total / bottom)); × \(plain(top)) = \(plain(part)) \(named); \(plain(total)) − \(plain(part)) = \(plain(answer)) \(other)",
                             mistakes: [part, total / bottom, total - total / bottom, answer + 1, answer - 1].filter { $0 > 0 && $0 != answer },
                             defaultQuestion: "How many \(other) are there?")
    }
}
