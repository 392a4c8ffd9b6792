import Foundation

/// Ratio beyond sharing an amount: a ratio in its simplest form, and one part of a ratio as a fraction of the whole.
/// (Sharing is `ratioShare`, one kind's number from the other's `ratioOfKinds`, a scaled recipe `proportion`.)
extension MathsSolver {
    static var ratioRules: [Rule] { [simplifyRatio, ratioOfCounts, ratioAsFraction] }

    /// "Simplify the ratio 12:18." → 2:3; "Write 8:20 in its simplest form." → 2:5. The slips: the parts swapped, part
    /// way simplified (6:9), a part over the whole (2:5), one side divided only.
    static func simplifyRatio(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"(?<![\d:.])(\d+)(\s*:\s*)(\d+)(?:\s*:\s*(\d+))?(?![\d:]|\.\d)"#, in: text),
              asksSimplestForm(text),
              // "Simplify 12:18" or a ratio named as one: not a clock time "12:30" in another problem.
              text.contains("ratio") || Regex.firstMatch(#"^simplify (?:the ratio )?\d"#, in: text) != nil,
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: m.group(0) ?? "", with: " ")) == nil else { return nil }
        let parts = [m.group(1), m.group(3), m.group(4)].compactMap { $0.flatMap { Int($0) } }
        return simplified(parts, separator: (m.group(2) ?? ":").contains(" ") ? " : " : ":")
    }

    /// "A bag has 12 red beads and 18 blue beads. What is the ratio of red beads to blue beads in its simplest form?" →
    /// 2:3: the counts the problem gives of the two things the ratio names, in the order it names them, simplified as
    /// `simplifyRatio` does. Asked only for the simplest form (12:18 is the ratio too), and only where each thing is
    /// counted once.
    static func ratioOfCounts(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard asksSimplestForm(text),
              let m = Regex.firstMatch(#"\bratio of ([a-z]+(?: [a-z]+)?) to ([a-z]+(?: [a-z]+)?)\b"#, in: text),
              let first = m.group(1), let second = m.group(2) else { return nil }
        func count(of thing: String) -> Int? {
            // "12 red beads", or "12 red" where the ratio names "red beads" ("12 red and 18 blue beads").
            let head = thing.split(separator: " ").first.map(String.init) ?? thing
            let found = Regex.allMatches(#"\b(\d+) "# + NSRegularExpression.escapedPattern(for: head) + #"\b"#, in: text).compactMap { $0.group(1).flatMap { Int($0) } }
            return found.count == 1 ? found[0] : nil
        }
        guard first != second, let a = count(of: first), let b = count(of: second), a > 0, b > 0,
              Regex.allMatches(#"\d+"#, in: text).count == 2 else { return nil }
        return simplified([a, b], separator: ":")
    }

    /// Whether a problem asks for a ratio in its simplest form ("Simplify …", "… in its simplest form", "… in lowest terms").
    private static func asksSimplestForm(_ text: String) -> Bool {
        Regex.firstMatch(#"\bsimplif|\bsimplest form\b|\blowest terms\b"#, in: text) != nil
    }

    /// `parts` in their simplest form, with the slips of `simplifyRatio`; nil where they have no common factor.
    private static func simplified(_ parts: [Int], separator: String) -> MathsSolution? {
        guard parts.count >= 2, parts.allSatisfy({ $0 > 0 }) else { return nil }
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let common = parts.reduce(0, gcd)
        guard common > 1 else { return nil }
        let write = { (numbers: [Int]) in numbers.map(String.init).joined(separator: separator) }
        let simplest = parts.map { $0 / common }
        // Divided by a smaller common factor only, largest first (12:18 ÷ 3 = 4:6, ÷ 2 = 6:9).
        let partial = (2..<common).reversed().filter { common % $0 == 0 }.map { factor in write(parts.map { $0 / factor }) }
        var slips = [write(simplest.reversed())] + partial.prefix(1)
        if simplest.count == 2 { slips.append(write([simplest[0], simplest[0] + simplest[1]])) }
        slips += partial.dropFirst().prefix(1) + [write([simplest[0]] + parts.dropFirst()), write(simplest.map { $0 + 1 })]
        return choice(key: write(simplest), slips: slips,
                      working: "\(parts.map(String.init).joined(separator: ", ")) all divide by \(common): " + parts.map { "\($0) ÷ \(common) = \($0 / common)" }.joined(separator: ", ")
                          + "; so \(write(parts)) = \(write(simplest))",
                      question: "What is the ratio in its simplest form?")
    }

    /// "The ratio of boys to girls is 3:5. What fraction of the class are boys?" → 3/8; "Write the ratio 3:5 as a fraction
    /// of the whole. What fraction is the first part?" → 3/8. The slips: the ratio read as the fraction (3/5), the other
    /// part's fraction, one over the whole.
    static func ratioAsFraction(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p).isEmpty ? text : asked(p)
        guard Regex.firstMatch(#"\bwhat fraction\b|\bas a fraction\b"#, in: question) != nil,
              let m = Regex.firstMatch(#"\bratio (?:of ([a-z]+) to ([a-z]+)(?: [a-z ]+?)? (?:is|was) )?(\d+)\s*:\s*(\d+)(?![\d:])"#, in: text),
              let a = value(m.group(3)), let b = value(m.group(4)), a > 0, b > 0,
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: m.group(0) ?? "", with: " ")) == nil else { return nil }
        let first: Bool
        if let x = m.group(1), let y = m.group(2) {
            let words = TextTokens.lowered(question)
            let asksFirst = words.contains { sameNoun($0, x) }, asksSecond = words.contains { sameNoun($0, y) }
            guard asksFirst != asksSecond else { return nil }
            first = asksFirst
        } else {
            let asksFirst = Regex.firstMatch(#"\bfirst\b"#, in: question) != nil, asksSecond = Regex.firstMatch(#"\bsecond\b"#, in: question) != nil
            guard asksFirst != asksSecond else { return nil }
            first = asksFirst
        }
        let part = first ? a : b, other = first ? b : a, whole = a + b
        let result = part / whole
        return MathsSolution(value: result, format: fraction,
                             working: "\(plain(a)) + \(plain(b)) = \(plain(whole)) parts in all; \(plain(part)) of the \(plain(whole)) parts = \(plain(part))/\(plain(whole))",
                             mistakes: [part / other, other / whole, 1 / whole, other / part], defaultQuestion: "What fraction is that part?")
    }
}
