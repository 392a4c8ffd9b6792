import Foundation

/// Problems worked backwards or from a part: the price before a percentage change, a missing number in a box, two
/// amounts from their total and how many times one is the other, a fraction taken off or added on, an amount of a
/// mixture from its ratio, and sums with powers in them. Tried after every other rule.
extension MathsSolver {
    static var backwardsRules: [Rule] { [originalBeforeChange, missingBox, sumAndMultiple, fractionChange, ratioOfMeasures, powerExpression] }

    /// Whether a question asks for the amount before a change ("What was the original price?", "How much did it cost
    /// before the sale?"): `percentChange` would answer with the amount after.
    static func asksOriginal(_ question: String) -> Bool {
        Regex.firstMatch(#"\b(?:original|originally|usual|normal|full|old|previous)\b|\bbefore (?:the|its|it|a|that)\b|\bat first\b|\bto (?:start|begin) with\b"#, in: question) != nil
    }

    /// "After a 20% discount, a coat costs £40. What was the original price?" → £50.00: £40 is 80% of it. "A price rose
    /// by 10% to £55. What was it before?" → £50.00. The slips: the percentage taken of the new amount and put back
    /// (£48), the change applied again (£32), the percentage added as pounds (£60).
    static func originalBeforeChange(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard text.contains("%"), asksOriginal(question) else { return nil }
        let amounts = Quantity.all(in: text)
        guard amounts.count == 2, let percent = amounts.first(where: { $0.measure == .percent }), percent.value > 0, percent.value < 100,
              let now = amounts.first(where: { $0.measure != .percent && !isCount($0.measure) && $0.measure != .number }) else { return nil }
        let down = Regex.firstMatch(#"\b(?:discount|reduced|reduction|off|decrease|decreased|sale|cut|fell|falls|dropped|less)\b"#, in: text) != nil
        let up = Regex.firstMatch(#"\b(?:increase|increased|rise|rose|rises|raised|vat|added|grew|more|went up|goes up)\b"#, in: text) != nil
        guard down != up else { return nil }
        let share = down ? 100 - percent.value : 100 + percent.value
        let result = now.value / share * 100
        let format = written(now.measure, unit: now.unit)
        guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let change = now.value * percent.value / 100
        return MathsSolution(value: result, format: format,
                             working: "\(format(now.value)) is \(plain(share))% of the original (100% \(down ? "−" : "+") \(plain(percent.value))%); \(format(now.value)) ÷ \(plain(share)) × 100 = \(format(result))",
                             mistakes: [down ? now.value + change : now.value - change, down ? now.value - change : now.value + change,
                                        now.value + (down ? 1 : -1) * percent.value * (Quantity.units[now.unit]?.1 ?? 1), result + (down ? change : -change)]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "What was it before the change?")
    }

    /// The marks a sheet prints for a missing number: "□", "☐", "▢", "[ ]", "___".
    static let box = #"(?:[□☐▢◻⬜]|\[\s*\]|_{2,})"#

    /// "□ × 7 = 56" → 8; "45 − □ = 17" → 28; "72 ÷ □ = 8" → 9: the inverse operation. The slips: the operation done as
    /// written instead of undone (56 × 7, 45 + 17), the wrong inverse, the number given, one out.
    static func missingBox(_ p: MathsProblem) -> MathsSolution? {
        let text = (p.question ?? p.setup).trimmingCharacters(in: .whitespaces)
        let n = #"(\d+(?:,\d{3})*(?:\.\d+)?)"#
        guard let m = Regex.firstMatch(#"^(?:"# + box + #"|"# + n + #")\s*([+\-−×x*÷/])\s*(?:"# + box + #"|"# + n + #")\s*=\s*"# + n + #"\s*\.?$"#, in: text),
              let op = m.group(2), let c = value(m.group(4)), (m.group(1) == nil) != (m.group(3) == nil),
              let known = value(m.group(1) ?? m.group(3)) else { return nil }
        let boxFirst = m.group(1) == nil
        let result: Double?, slips: [Double]
        switch (op, boxFirst) {
        case ("+", _): result = c - known; slips = [c + known]
        case ("-", true), ("−", true): result = c + known; slips = [c - known]
        case ("-", false), ("−", false): result = known - c; slips = [known + c]
        case ("×", _), ("x", _), ("*", _): result = known == 0 ? nil : c / known; slips = [c * known, c - known]
        case ("÷", true), ("/", true): result = c * known; slips = [c / known, c + known]
        default: result = c == 0 ? nil : known / c; slips = [known * c, known - c]
        }
        guard let result, result > 0, result == result.rounded() || abs(result * 100 - (result * 100).rounded()) < 1e-9 else { return nil }
        let inverse: String
        switch (op, boxFirst) {
        case ("+", _): inverse = "\(plain(c)) − \(plain(known))"
        case ("-", true), ("−", true): inverse = "\(plain(c)) + \(plain(known))"
        case ("-", false), ("−", false): inverse = "\(plain(known)) − \(plain(c))"
        case ("×", _), ("x", _), ("*", _): inverse = "\(plain(c)) ÷ \(plain(known))"
        case ("÷", true), ("/", true): inverse = "\(plain(c)) × \(plain(known))"
        default: inverse = "\(plain(known)) ÷ \(plain(c))"
        }
        return MathsSolution(value: result, format: plain, working: "the missing number is \(inverse) = \(plain(result))",
                             mistakes: slips + [c, result + 1, result - 1], defaultQuestion: "What is the missing number?")
    }

    /// "Amy has twice as many stickers as Ben. Together they have 36 stickers. How many stickers does Amy have?" → 24:
    /// the total is 3 equal parts. The slips: the total halved, the other one's amount, the total times the factor.
    static func sumAndMultiple(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard text.contains(" as m"),
              let m = Regex.firstMatch(#"\b([a-z]+) (?:has|have|had|owns|collects|collected|scores|scored|saves|saved|earns|earned|weighs|is|gets|got) (twice|three times|four times|five times|(\d+) times) as (?:many|much|heavy|old)(?: [a-z]+)? as ([a-z]+)\b"#, in: text),
              let bigger = m.group(1), let smaller = m.group(4),
              let factor = ["twice": 2.0, "three times": 3, "four times": 4, "five times": 5][m.group(2) ?? ""] ?? value(m.group(3)), factor > 1,
              let phrase = m.group(0) else { return nil }
        let rest = text.replacingOccurrences(of: phrase, with: " ")
        let known = Quantity.all(in: rest)
        guard known.count == 1, let total = known.first, total.measure != .percent,
              Regex.firstMatch(#"\b(?:together|altogether|between them|in total|total of|in all|both)\b"#, in: rest) != nil else { return nil }
        let asksBigger = Regex.firstMatch(#"\b"# + bigger + #"\b"#, in: question) != nil
        let asksSmaller = Regex.firstMatch(#"\b"# + smaller + #"\b"#, in: question) != nil
        guard asksBigger != asksSmaller else { return nil }
        let part = total.value / (factor + 1)
        let result = asksBigger ? part * factor : part
        guard result == result.rounded() || isMoney(total.measure) else { return nil }
        let format = written(total.measure, unit: total.unit)
        return MathsSolution(value: result, format: format,
                             working: "\(plain(factor)) + 1 = \(plain(factor + 1)) equal parts; \(format(total.value)) ÷ \(plain(factor + 1)) = \(format(part))"
                                 + (asksBigger ? "; \(format(part)) × \(plain(factor)) = \(format(result))" : ""),
                             mistakes: [total.value / 2, asksBigger ? part : part * factor, total.value / factor, total.value * factor, result + 1]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much does each have?")
    }

    /// "A jumper costs £36. Its price is reduced by 1/3. What is the new price?" → £24.00; "… increased by a quarter" →
    /// more. The slips: the fraction taken (£12), the change the other way, the bottom number taken off (£33).
    static func fractionChange(_ p: MathsProblem) -> MathsSolution? {
        var text = p.lowered
        guard Regex.firstMatch(#"\b(?:reduced|decreased|increased|cut|raised|rises|rose|falls|fell) by\b"#, in: text) != nil else { return nil }
        for (words, digits) in fractionWords { text = text.replacingOccurrences(of: "by " + words, with: "by " + digits) }
        guard let f = Regex.firstMatch(#"\b(reduced|decreased|cut|falls|fell|increased|raised|rises|rose) by (\d+)/(\d+)\b"#, in: text),
              let top = value(f.group(2)), let bottom = value(f.group(3)), top > 0, top < bottom, let whole = f.group(0),
              !asksOriginal(asked(p)) else { return nil }
        let amounts = Quantity.all(in: text.replacingOccurrences(of: whole, with: " "))
        guard amounts.count == 1, let base = amounts.first, base.measure != .percent, base.measure != .number else { return nil }
        let down = ["reduced", "decreased", "cut", "falls", "fell"].contains(f.group(1) ?? "")
        let change = base.value * top / bottom, result = down ? base.value - change : base.value + change
        let asksChange = Regex.firstMatch(#"\bhow much (?:is|was) (?:taken|saved|knocked)|\bby how much\b|\bhow much (?:less|more|cheaper)\b"#, in: asked(p)) != nil
        let answer = asksChange ? change : result
        let format = written(base.measure, unit: base.unit)
        if isMoney(base.measure) { guard abs(answer * 100 - (answer * 100).rounded()) < 1e-6 else { return nil } }
        else { guard answer == answer.rounded() else { return nil } }
        return MathsSolution(value: answer, format: format,
                             working: "\(plain(top))/\(plain(bottom)) of \(format(base.value)) = \(format(change))"
                                 + (asksChange ? "" : "; \(format(base.value)) \(down ? "−" : "+") \(format(change)) = \(format(result))"),
                             mistakes: (asksChange ? [result, change * 2] : [change, down ? base.value + change : base.value - change])
                                 + [down ? base.value - bottom * (Quantity.units[base.unit]?.1 ?? 1) : base.value + bottom * (Quantity.units[base.unit]?.1 ?? 1), answer * 2]
                                 .filter { $0 > 0 && abs($0 - answer) > 1e-9 },
                             defaultQuestion: asksChange ? "How much is the change?" : "What is the new amount?")
    }

    /// "Orange squash is mixed with water in the ratio 1:5. How much water is needed for 60 ml of squash?" → 300 ml; a
    /// measured amount of one kind of a mixture scaled to the other kind (counts of two kinds are `ratioOfKinds`'s).
    /// The slips: the ratio's difference added (additive thinking), the ratio read the other way, the whole mixture.
    static func ratioOfMeasures(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard text.contains("ratio"),
              let m = Regex.firstMatch(#"\bratio of ([a-z]+) to ([a-z]+)(?: [a-z ]+?)? (?:is|was) (\d+)\s*:\s*(\d+)\b(?!\s*:)"#, in: text)
                ?? Regex.firstMatch(#"\b([a-z]+) (?:is|are) (?:mixed|combined|blended) with ([a-z]+) in the ratio (?:of )?(\d+)\s*:\s*(\d+)\b(?!\s*:)"#, in: text)
                ?? Regex.firstMatch(#"\b(?:mix|mixes|mixed|combine|combines|makes) ([a-z]+) and ([a-z]+) in the ratio (?:of )?(\d+)\s*:\s*(\d+)\b(?!\s*:)"#, in: text),
              let first = m.group(1), let second = m.group(2), let whole = m.group(0), first != second,
              let a = value(m.group(3)), let b = value(m.group(4)), a > 0, b > 0 else { return nil }
        let rest = text.replacingOccurrences(of: whole, with: " ")
        let known = Quantity.all(in: rest)
        guard known.count == 1, let amount = known.first, [.length, .mass, .capacity].contains(amount.measure) || isMoney(amount.measure) else { return nil }
        // Whose amount: "60 ml of squash"; what is asked: "How much water …?", "How many ml of water …?".
        let after = String(rest[amount.range.upperBound...].prefix(30))
        guard let owner = Regex.firstMatch(#"^\s*of (?:the )?([a-z]+)"#, in: after)?.group(1),
              let askedFor = Regex.firstMatch(#"\bhow (?:much|many [a-z]+ of) (?:the )?([a-z]+)"#, in: question)?.group(1) else { return nil }
        let givenFirst = sameNoun(owner, first), givenSecond = sameNoun(owner, second)
        let asksFirst = sameNoun(askedFor, first), asksSecond = sameNoun(askedFor, second)
        guard givenFirst != givenSecond, asksFirst != asksSecond, givenFirst != asksFirst else { return nil }
        let given = givenFirst ? a : b, wanted = asksFirst ? a : b
        let result = amount.value / given * wanted
        let format = answerFormat(p, like: amount)
        let own = written(amount.measure, unit: amount.unit), factor = Quantity.units[amount.unit]?.1 ?? 1
        return MathsSolution(value: result, format: format,
                             working: "\(own(amount.value)) ÷ \(plain(given)) = \(own(amount.value / given)) a part; \(plain(wanted)) × \(own(amount.value / given)) = \(format(result))",
                             mistakes: [amount.value + (wanted - given) * factor, amount.value / wanted * given, amount.value / given * (a + b), result * 10]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much of it is needed?")
    }

    /// "2³ + 4² =" → 24; "5² − 3 × 4" → 13: each power worked out first, then the sum as `bareExpression` does it. The
    /// slips: a power read as a product (2³ as 6), and the sum's own slips.
    static func powerExpression(_ p: MathsProblem) -> MathsSolution? {
        let text = p.question ?? p.setup
        guard text.contains("²") || text.contains("³") else { return nil }
        let powers = Regex.allMatches(#"(?<![\d.])(\d{1,3})\s*([²³])"#, in: text)
        guard !powers.isEmpty else { return nil }
        var worked = text, multiplied = text, steps: [String] = []
        for power in powers {
            guard let written = power.group(0), let base = value(power.group(1)), let sign = power.group(2) else { return nil }
            let exponent: Double = sign == "²" ? 2 : 3
            let result = pow(base, exponent)
            worked = worked.replacingOccurrences(of: written, with: plain(result))
            multiplied = multiplied.replacingOccurrences(of: written, with: plain(base * exponent))
            steps.append("\(written) = \(Array(repeating: plain(base), count: Int(exponent)).joined(separator: " × ")) = \(plain(result))")
        }
        guard let sum = bareExpression(MathsProblem(setup: worked, question: p.question.map { _ in worked }, position: p.position)) else { return nil }
        let slip = bareExpression(MathsProblem(setup: multiplied, question: p.question.map { _ in multiplied }, position: p.position))?.value
        return MathsSolution(value: sum.value, format: sum.format, working: steps.joined(separator: "; ") + "; then \(sum.working)",
                             mistakes: (slip.map { [$0] } ?? []) + sum.mistakes, defaultQuestion: sum.defaultQuestion)
    }
}
