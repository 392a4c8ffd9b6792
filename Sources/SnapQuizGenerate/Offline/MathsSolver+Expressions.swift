import Foundation

/// KS3 algebra written with brackets or an inequality sign: "Expand and simplify 3(x + 4) − 2x", "Solve 2x + 3 < 15".
/// The answers are expressions, offered beside the ones a learner's slips give.
extension MathsSolver {
    static var expressionRules: [Rule] { [expandBrackets, inequality] }

    /// How a bracket is multiplied out: rightly, or as learners slip (the second term left alone, the number added to
    /// it, a minus in front given to the first term only).
    enum Expansion { case right, firstOnly, added, signOnFirst, letterAdded }

    /// `expression` with each "k(…)" multiplied out as `way` does it; nil when a bracket holds anything but a sum of
    /// terms or has a letter in front.
    static func expanded(_ expression: String, _ way: Expansion) -> String? {
        let pattern = #"([+\-]?)\s*(\d+(?:\.\d+)?)?\s*\(([^()]+)\)"#
        var text = expression
        for match in Regex.results(pattern, in: expression).reversed() {
            guard let range = Range(match.range, in: expression), let innerRange = Range(match.range(at: 3), in: expression) else { return nil }
            if range.lowerBound > expression.startIndex, expression[expression.index(before: range.lowerBound)].isLetter { return nil }
            let sign = Range(match.range(at: 1), in: expression).map { expression[$0] == "-" ? -1.0 : 1.0 } ?? 1
            let size = Range(match.range(at: 2), in: expression).flatMap { Double(expression[$0]) } ?? 1
            guard let inner = terms(String(expression[innerRange])), !inner.isEmpty else { return nil }
            let k = sign * size
            var out = ""
            for (index, term) in inner.enumerated() {
                let amount: Double
                switch way {
                case .right: amount = k * term.amount
                case .firstOnly: amount = index == 0 ? k * term.amount : sign * term.amount
                case .added: amount = index == 0 || term.letter != nil ? k * term.amount : sign * (term.amount + size * (term.amount < 0 ? -1 : 1))
                case .signOnFirst: amount = index == 0 ? k * term.amount : size * term.amount
                case .letterAdded: amount = term.letter == nil ? k * term.amount : sign * (size + abs(term.amount)) * (term.amount < 0 ? -1 : 1)
                }
                out += (amount < 0 ? "-" : "+") + plain(abs(amount)) + (term.letter ?? "")
            }
            // A bracket's place keeps its sign in the sum: "x + 2(…)" stays "x + …".
            let start = text.index(text.startIndex, offsetBy: expression.distance(from: expression.startIndex, to: range.lowerBound))
            let end = text.index(start, offsetBy: expression.distance(from: range.lowerBound, to: range.upperBound))
            text.replaceSubrange(start..<end, with: out)
        }
        return text
    }

    /// "Expand and simplify 3(x + 4) − 2x." → x + 12; "Expand 4(2y − 3)." → 8y − 12. The slips: the second term not
    /// multiplied (x + 4), the number added to it (x + 7), a minus in front of a bracket given to its first term only.
    static func expandBrackets(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: "×", with: "")
        guard let m = Regex.firstMatch(#"^(?:expand and simplify|expand and collect like terms|expand|multiply out(?: the brackets?)?(?: and simplify)?|simplify)(?: fully)?:?\s+([0-9a-z+\-.() ]+?)\s*[.?]?$"#, in: text),
              let expression = m.group(1)?.replacingOccurrences(of: " ", with: ""), expression.contains("("),
              let right = expanded(expression, .right), let result = linear(right), !result.letters.isEmpty else { return nil }
        let names = result.letters.keys.sorted()
        func say(_ way: Expansion) -> String? {
            guard let text = expanded(expression, way), let sum = linear(text) else { return nil }
            let letters = Set(names).union(sum.letters.keys).sorted()
            return written(letters.map { ($0, sum.letters[$0] ?? 0) }, constant: sum.constant)
        }
        let key = written(names.map { ($0, result.letters[$0] ?? 0) }, constant: result.constant)
        guard !key.isEmpty else { return nil }
        // The terms outside the brackets with their sign turned ("− 2x" taken as "+ 2x").
        let outside = Regex.results(#"[+\-]?\s*(\d+(?:\.\d+)?)?\s*\([^()]+\)"#, in: expression).reversed().reduce(expression) { text, match in
            (text as NSString).replacingCharacters(in: match.range, with: "")
        }
        let turned = linear(outside).map { rest in
            written(names.map { ($0, (result.letters[$0] ?? 0) - 2 * (rest.letters[$0] ?? 0)) }, constant: result.constant - 2 * rest.constant)
        }
        let shownExpanded = termByTerm(right).replacingOccurrences(of: "-", with: "−")
        let working = "\(expression.replacingOccurrences(of: "-", with: " − ").replacingOccurrences(of: "+", with: " + ")) = \(shownExpanded) = \(key)"
        return choice(key: key, slips: [say(.firstOnly), say(.added), say(.signOnFirst), say(.letterAdded), turned].compactMap { $0 }.filter { $0 != key && !$0.isEmpty },
                      working: working, question: "What is it when multiplied out and simplified?")
    }

    /// An expanded sum as it was written out, term by term ("+3x+12-2x" → "3x + 12 − 2x").
    static func termByTerm(_ sum: String) -> String {
        guard let found = terms(sum) else { return sum }
        var text = ""
        for term in found {
            let size = plain(abs(term.amount)) + (term.letter ?? "")
            text += text.isEmpty ? (term.amount < 0 ? "-" : "") + size : (term.amount < 0 ? " - " : " + ") + size
        }
        return text
    }

    /// "Solve the inequality 2x + 3 < 15." → x < 6: solved as an equation, the sign kept (turned round when dividing by a
    /// number below zero). The slips: the sign turned round, the number moved without changing its sign, the division
    /// left out, an equals sign for the inequality.
    static func inequality(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: "<=", with: "≤").replacingOccurrences(of: ">=", with: "≥")
        guard let m = Regex.firstMatch(#"^(?:(?:solve|find)(?: the inequality)?:?\s+)?([0-9a-z+\-./ ]+?)\s*([<>≤≥])\s*([0-9a-z+\-./ ]+?)\s*[.?]?$"#, in: text),
              let l = m.group(1)?.trimmingCharacters(in: .whitespaces), let r = m.group(3)?.trimmingCharacters(in: .whitespaces), let sign = m.group(2),
              let solved = oneLetter(l, r, in: text) else { return nil }
        let (x, a, b, coefficient, number, result) = solved
        let turned: [String: String] = ["<": ">", ">": "<", "≤": "≥", "≥": "≤"]
        let kept = coefficient < 0 ? turned[sign] ?? sign : sign
        let say = { (symbol: String, v: Double) in "\(x) \(symbol) \(plain(v))".replacingOccurrences(of: "-", with: "−") }
        let key = say(kept, result)
        let working = "\(l) \(sign) \(r); \(plain(coefficient))\(x) \(sign) \(plain(number))" + (coefficient == 1 ? "" : "; \(x) \(kept) \(plain(number)) ÷ \(plain(coefficient)) = \(plain(result))")
            + (coefficient < 0 ? " (the sign turns round: divided by a number below zero)" : "")
        return choice(key: key, slips: [say(turned[kept] ?? kept, result), say(kept, (b.constant + a.constant) / coefficient), say(kept, number), say("=", result)],
                      working: working.replacingOccurrences(of: "-", with: "−"), question: "What is the solution?")
    }
}
