import Foundation

/// Answers read from amounts the problem names: a rate for one of something ("252 miles on 9 gallons … per gallon"),
/// one named amount against another in a list ("Apples got 12 votes, … oranges 4 votes"), and a group's fraction of
/// the whole ("28 students, 12 of them boys: what fraction are girls?").
extension MathsSolver {
    static var namedRules: [Rule] { [unitRate, namedDifference, fractionOfGroup] }

    /// "A car travels 252 miles on 9 gallons of gas. How many miles does it travel per gallon?" → 28 miles: the first
    /// amount shared over the second. The slips: multiplied, taken away, one out either way.
    static func unitRate(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p), setup = p.setup.lowercased()
        guard let m = Regex.firstMatch(#"^how (?:many|much|far) ([a-z]+)\b.*?\b(?:per|each|in one|in each|for each|for every|for one|on one|on each|on a|in a|a|an) ([a-z]+)\s*\??$"#, in: question),
              let things = m.group(1), let per = m.group(2), isNoun(things), isNoun(per),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: setup + " " + question).count == 2 else { return nil }
        let amounts = Regex.allMatches(#"(\d+(?:\.\d+)?) ([a-z]+)"#, in: setup)
        guard amounts.count == 2,
              let total = amounts.first(where: { sameNoun($0.group(2) ?? "", things) }).flatMap({ value($0.group(1)) }),
              let count = amounts.first(where: { sameNoun($0.group(2) ?? "", per) }).flatMap({ value($0.group(1)) }), count > 0 else { return nil }
        let result = total / count
        guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        return MathsSolution(value: result, format: unit(plural(things)), working: "\(plain(total)) ÷ \(plain(count)) = \(plain(result)) \(plural(things)) per \(per)",
                             mistakes: [total * count, total - count, result + 1, result - 1].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many \(plural(things)) per \(per)?")
    }

    /// The number written after a name in a list ("apples got 12 votes", "oranges 4"), when the name is written once and
    /// no number stands before it ("12 apples and 7 bananas" names its numbers the other way round).
    static func amount(after name: String, in text: String) -> Double? {
        let forms = [name, plural(name), name.hasSuffix("s") ? String(name.dropLast()) : name].map(NSRegularExpression.escapedPattern(for:))
        let word = #"\b(?:"# + forms.joined(separator: "|") + #")\b"#
        guard Regex.allMatches(word, in: text).count == 1, Regex.firstMatch(#"\d\s+(?:[a-z]+\s+)?"# + word, in: text) == nil,
              let m = Regex.firstMatch(word + #"[^.\d,;]{0,20}?(\d+(?:\.\d+)?)"#, in: text) else { return nil }
        return value(m.group(1))
    }

    /// "Apples got 12 votes, bananas 7 votes, grapes 9 votes and oranges 4 votes. How many more children chose apples
    /// than oranges?" → 8: the two named amounts of the list, the others read and left. The slips: added, one of them,
    /// one out.
    static func namedDifference(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p), setup = p.setup.lowercased()
        guard let m = Regex.firstMatch(#"\bhow many (more|fewer|less)\b(?: ([a-z]+))?.*?\b([a-z]+) than (?:the )?([a-z]+)\s*\??$"#, in: question),
              let first = m.group(3), let second = m.group(4), first != second,
              let a = amount(after: first, in: setup), let b = amount(after: second, in: setup) else { return nil }
        let more = m.group(1) == "more"
        let result = more ? a - b : b - a
        guard result > 0 else { return nil }
        let listed = Regex.allMatches(#"\d+(?:\.\d+)?"#, in: setup).compactMap { value($0.group(0)) }
        let noun = m.group(2).flatMap { isNoun($0) && $0 != first ? $0 : nil }
        var solution = MathsSolution(value: result, format: noun.map(unit) ?? plain,
                                     working: "\(first) \(plain(a)), \(second) \(plain(b)): \(plain(max(a, b))) − \(plain(min(a, b))) = \(plain(result))",
                                     mistakes: [a + b, max(a, b), min(a, b), result + 1, result - 1].filter { $0 > 0 && $0 != result },
                                     defaultQuestion: "How many more?")
        // The list's other amounts are read to find these two (and a number in a question is none of them).
        solution.counts = listed
        return Regex.firstMatch(#"\d"#, in: question) == nil ? solution : nil
    }

    /// "There are 28 students in the class. 12 of them are boys. What fraction of the class are girls?" → 4/7: the rest
    /// over the whole, in lowest terms; the named group's own fraction when it is the one asked. The slips: the other
    /// group's fraction, one group over the other.
    static func fractionOfGroup(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard let whole = Regex.firstMatch(#"(?:there are|there were|has|have|had) (\d+) ([a-z]+)"#, in: setup),
              let total = value(whole.group(1)), let group = whole.group(2),
              let part = Regex.firstMatch(#"(\d+) (?:of them |of the [a-z]+ |of these )?(?:are|were|is) ([a-z]+)"#, in: setup),
              let some = value(part.group(1)), let kind = part.group(2), some > 0, some < total,
              let asked = Regex.firstMatch(#"what fraction of (?:the )?(?:[a-z]+ )?(?:are|were|is) ([a-z]+)\s*\??$"#, in: question)?.group(1),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: setup + " " + question).count == 2 else { return nil }
        let own = sameNoun(asked, kind)
        guard own || (isNoun(asked) && !sameNoun(asked, group)) else { return nil }
        let wanted = own ? some : total - some, other = total - wanted
        let key = fraction(wanted / total)
        return choice(key: key, slips: [fraction(other / total), fraction(wanted / other), fraction(other / wanted), "\(plain(wanted))/\(plain(other))"],
                      working: "\(plain(total)) − \(plain(some)) = \(plain(total - some)); \(plain(wanted))/\(plain(total)) = \(key)",
                      question: "What fraction are they?")
    }
}
