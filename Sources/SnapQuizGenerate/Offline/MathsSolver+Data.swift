import Foundation

/// Handling data and chance: the median, range and mode of a list of numbers, a range's missing end, and the probability
/// of taking one kind from a bag, of a dice's roll, or of something not happening. Each asks for one statistic by name
/// and lists its numbers together, with no other number in the problem.
extension MathsSolver {
    static var dataRules: [Rule] { [listStatistic, rangeEnd, probabilityOfKind, probabilityOfRoll, probabilityNot] }

    /// The numbers a problem lists ("7, 3, 9, 4, 12", "12 cm, 15 cm, 9 cm and 16 cm", "14, 17, 12, 17 and 20"), as written,
    /// with the unit they share: three or more, and no other number in the problem. A comma inside "3,847" is no list.
    static func listedValues(in text: String) -> (values: [Double], unit: String?)? {
        let item = #"(?<![\d.,])-?\d+(?:\.\d+)?(?:\s?(?!and\b|or\b)[a-z°]+\b)?"#
        guard let run = Regex.firstMatch(item + #"(?:(?:,\s+(?:and\s+)?|\s+and\s+)"# + item + "){2,}", in: text)?.group(0),
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: run, with: " ")) == nil else { return nil }
        let items = Regex.allMatches(#"(-?\d+(?:\.\d+)?)(?:\s?(?!and\b|or\b)([a-z°]+))?"#, in: run)
        let values = items.compactMap { Double($0.group(1) ?? "") }
        // One unit for all or none: "12 cm, 15 cm and 9" has none on its last, and "12 cm, 15 m" two.
        let units = Set(items.map { $0.group(2) ?? "" })
        guard values.count == items.count, values.count >= 3, units.count == 1 else { return nil }
        return (values, units.first.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// "Find the median of 7, 3, 9, 4, 12." → 7; "Find the range of 15, 8, 23, 11, 6." → 17; "What is the mode of 4, 6, 4,
    /// 8, 6, 4, 9?" → 4. The statistic is named once; the slips are what learners give: the middle of the list as written
    /// (not put in order), a middle neighbour, the mean; the largest number, the last take the first; how many times the
    /// mode appears, the largest number.
    static func listStatistic(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let named = Regex.allMatches(#"\b(median|range|mode|modal)\b"#, in: text).compactMap { $0.group(1) }
        guard let asked = named.first, Set(named).count == 1, Regex.firstMatch(#"\b(?:mean|average)\b"#, in: text) == nil,
              let (values, unit) = listedValues(in: text) else { return nil }
        let sorted = values.sorted(), n = values.count
        let format: (Double) -> String = { value in plain(value) + (unit.map { $0 == "°c" ? "°C" : " " + $0 } ?? "") }
        let listed = sorted.map(plain).joined(separator: ", ")
        func middle(_ list: [Double]) -> Double { n % 2 == 1 ? list[n / 2] : (list[n / 2 - 1] + list[n / 2]) / 2 }
        let mean = values.reduce(0, +) / Double(n)
        var solution: MathsSolution
        switch asked {
        case "median":
            let median = middle(sorted)
            let neighbours = n % 2 == 1 ? [sorted[n / 2 - 1], sorted[n / 2 + 1]] : [sorted[n / 2 - 1], sorted[n / 2]]
            let working = n % 2 == 1 ? "in order: \(listed); the middle of the \(n) is \(plain(median))"
                : "in order: \(listed); the middle two of the \(n) are \(plain(sorted[n / 2 - 1])) and \(plain(sorted[n / 2])), halfway between is \(plain(median))"
            // An odd list's median is one of its numbers, shown in the stem: its slips are the list's numbers too, or the
            // key alone would be one the stem shows.
            // An even list's: the middle two added but not halved.
            let slips = n % 2 == 1 ? [middle(values)] + neighbours + [sorted[0], sorted[n - 1]]
                : [middle(values)] + neighbours + [sorted[n / 2 - 1] + sorted[n / 2], mean, sorted[n - 1] - sorted[0]]
            solution = MathsSolution(value: median, format: format, working: working, mistakes: slips, defaultQuestion: "What is the median?")
        case "range":
            let range = sorted[n - 1] - sorted[0]
            solution = MathsSolution(value: range, format: format,
                                     working: "the largest is \(plain(sorted[n - 1])) and the smallest \(plain(sorted[0])) (of \(values.map(plain).joined(separator: ", "))); \(plain(sorted[n - 1])) − \(plain(sorted[0])) = \(plain(range))",
                                     mistakes: [sorted[n - 1], abs(values[n - 1] - values[0]), sorted[n - 1] - sorted[1], sorted[n - 2] - sorted[0], sorted[n - 1] + sorted[0]],
                                     defaultQuestion: "What is the range?")
        default:
            var counts: [Double: Int] = [:]
            for value in values { counts[value, default: 0] += 1 }
            let most = counts.values.max() ?? 0
            let modes = counts.filter { $0.value == most }.map(\.key)
            // One number most often, and more than once: "3, 5, 7" or "4, 4, 6, 6" has no single mode to ask for.
            guard most >= 2, modes.count == 1, let mode = modes.first else { return nil }
            let others = counts.keys.filter { $0 != mode }.sorted { counts[$0] ?? 0 > counts[$1] ?? 0 || (counts[$0] == counts[$1] && $0 > $1) }
            solution = MathsSolution(value: mode, format: format,
                                     working: "of \(values.map(plain).joined(separator: ", ")), \(plain(mode)) appears most often, \(most) times",
                                     // The list's other numbers, the commonest first, and its largest: all shown in the stem, as the key is.
                                     mistakes: [sorted[n - 1]] + others, defaultQuestion: "What is the mode?")
        }
        // "The heights of five plants are …": the count is read, though no step writes it.
        solution.counts = [Double(n)]
        return solution
    }

    /// "The range of a set of marks is 24. The lowest mark is 38. What is the highest mark?" → 62, and back. The slips:
    /// the other way, the range itself, one out.
    static func rangeEnd(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        let low = #"(lowest|smallest|least|minimum)"#, high = #"(highest|largest|greatest|biggest|maximum)"#
        guard let range = Regex.firstMatch(#"\brange\b[^.?!\d]*?\bis (\d+(?:\.\d+)?)\b"#, in: setup), let width = value(range.group(1)),
              let end = Regex.firstMatch(#"\b(?:"# + low + "|" + high + #")\b[^.?!\d]*?\bis (\d+(?:\.\d+)?)\b"#, in: setup), let known = value(end.group(3)),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: setup).count == 2 else { return nil }
        let knowsLowest = end.group(1) != nil
        guard Regex.firstMatch(knowsLowest ? #"\b"# + high + #"\b"# : #"\b"# + low + #"\b"#, in: question) != nil else { return nil }
        let result = knowsLowest ? known + width : known - width
        guard result >= 0 else { return nil }
        return MathsSolution(value: result, format: plain,
                             working: knowsLowest ? "highest = lowest + range = \(plain(known)) + \(plain(width)) = \(plain(result))"
                                 : "lowest = highest − range = \(plain(known)) − \(plain(width)) = \(plain(result))",
                             mistakes: [knowsLowest ? known - width : known + width, width, result + 1, result - 1].filter { $0 > 0 },
                             defaultQuestion: knowsLowest ? "What is the highest?" : "What is the lowest?")
    }

    /// A probability as a fraction in its simplest form ("3/8", "1/3"); a certainty or an impossibility as 1 or 0.
    static func chance(_ value: Double) -> String { value <= 0 ? "0" : value >= 1 ? "1" : fraction(value) }

    /// "A bag has 3 red counters and 5 blue counters. One counter is taken at random. What is the probability that it is
    /// red?" → 3/8; "… that it is not red?" → 5/8. The kinds are counted in one sentence ("3 red, 4 green and 5 blue
    /// sweets"); the asked kind is one of them. The slips: one kind over the other (3/5), the other kind's chance, one
    /// over the total.
    static func probabilityOfKind(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p)
        guard question.contains("probability") || question.contains("chance"),
              let wanted = Regex.firstMatch(#"\b(?:that it is|that it's|that it will be|that (?:a|an|the|this) [a-z]+ (?:is|will be)|of (?:taking|picking|choosing|getting|pulling|drawing|selecting)(?: out)?)\s+(not\s+)?(?:a |an )?([a-z]+)(?: [a-z]+)?\s*[?.]?$"#, in: question),
              let kind = wanted.group(2), !["a", "an", "the", "not"].contains(kind) else { return nil }
        // The sentence that counts the kinds: two or more "number word" pairs, none of them "one".
        let kinds = #"(?<![\d.£$])"# + number + #"\s+([a-z]+)"#
        for sentence in MathsPages.sentences(in: p.setup.lowercased()) {
            let pairs = Regex.allMatches(kinds, in: sentence).compactMap { m -> (Double, String)? in
                guard let count = value(m.group(1)), m.group(1) != "one", let word = m.group(2) else { return nil }
                return (count, word)
            }
            guard pairs.count >= 2, Set(pairs.map(\.1)).count == pairs.count,
                  let index = pairs.firstIndex(where: { $0.1 == kind || sameNoun($0.1, kind) }) else { continue }
            // Every other number of the problem is "one" (taken at random): a third count elsewhere changes the bag.
            let elsewhere = Regex.allMatches(number, in: p.lowered.replacingOccurrences(of: sentence, with: " ")).compactMap { $0.group(0) }
            guard elsewhere.allSatisfy({ $0 == "one" }) else { return nil }
            let total = pairs.map(\.0).reduce(0, +), count = pairs[index].0, rest = total - count
            guard total > 0, count > 0, rest > 0 else { return nil }
            let not = wanted.group(1) != nil
            let result = (not ? rest : count) / total
            let named = pairs.map { "\(plain($0.0)) \($0.1)" }.joined(separator: " + ")
            return MathsSolution(value: result, format: chance,
                                 working: "\(named) = \(plain(total)) in all; \(not ? "not \(kind): \(plain(total)) − \(plain(count)) = \(plain(rest)), " : "")\(plain(not ? rest : count)) out of \(plain(total)) = \(chance(result))",
                                 // Also one chance for each kind ("two colours, so 1/2") and the one taken out first.
                                 mistakes: [not ? rest / count : count / rest, not ? count / total : rest / total, 1 / Double(pairs.count), 1 / total,
                                            (not ? rest : count) / (total + 1), (not ? rest : count) / (total - 1)].filter { $0 > 0 && $0 < 1 },
                                 defaultQuestion: "What is the probability?")
        }
        return nil
    }

    /// "A fair dice is rolled. What is the probability of rolling a number greater than 4?" → 1/3; a spinner "numbered 1
    /// to 8": an even number, an odd number, a prime, a multiple or a factor of a number, more or less than one, or one
    /// number. The slips: the numbers counted wrong by one ("greater than 4" taken as 4, 5, 6), the rest, one of them.
    static func probabilityOfRoll(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard question.contains("probability") || question.contains("chance") else { return nil }
        let faces: Int
        if let m = Regex.firstMatch(#"\bnumbered (?:from )?1 to (\d+)\b"#, in: text), let last = Int(m.group(1) ?? ""), last >= 2, last <= 100 { faces = last }
        else if Regex.firstMatch(#"\b(?:dice|die)\b"#, in: text) != nil, Regex.firstMatch(#"\b(?:two|2|both|pair of) dice\b|\bsides?\b|\bfaces?\b"#, in: text) == nil { faces = 6 }
        else { return nil }
        let outcomes = Array(1...faces)
        let n = #"(\d+)"#
        let event: (Int) -> Bool, slip: (Int) -> Bool, named: String
        if let m = Regex.firstMatch(#"\b(?:greater|more|bigger|higher) than "# + n, in: question), let k = Int(m.group(1) ?? "") {
            (event, slip, named) = ({ $0 > k }, { $0 >= k }, "greater than \(k)")
        } else if let m = Regex.firstMatch(#"\b(?:less|smaller|lower|fewer) than "# + n, in: question), let k = Int(m.group(1) ?? "") {
            (event, slip, named) = ({ $0 < k }, { $0 <= k }, "less than \(k)")
        } else if let m = Regex.firstMatch(#"\bmultiple of "# + n, in: question), let k = Int(m.group(1) ?? ""), k > 1 {
            (event, slip, named) = ({ $0 % k == 0 }, { k % $0 == 0 }, "a multiple of \(k)")
        } else if let m = Regex.firstMatch(#"\bfactor of "# + n, in: question), let k = Int(m.group(1) ?? ""), k > 1 {
            (event, slip, named) = ({ k % $0 == 0 }, { $0 % k == 0 }, "a factor of \(k)")
        } else if question.contains("even") {
            (event, slip, named) = ({ $0 % 2 == 0 }, { $0 % 2 == 1 }, "even")
        } else if question.contains("odd") {
            (event, slip, named) = ({ $0 % 2 == 1 }, { $0 % 2 == 0 }, "odd")
        } else if question.contains("prime") {
            // 1 counted as a prime is the usual slip.
            (event, slip, named) = ({ isPrime($0) }, { isPrime($0) || $0 == 1 }, "prime")
        } else if let m = Regex.firstMatch(#"\b(?:rolling|getting|landing on|scoring|spinning) (?:a|an) "# + n + #"\s*[?.]?$"#, in: question),
                  let k = Int(m.group(1) ?? ""), outcomes.contains(k) {
            (event, slip, named) = ({ $0 == k }, { $0 >= k }, "\(k)")
        } else { return nil }
        // The numbers the question states, and the faces, are the only numbers.
        let stated = Regex.allMatches(#"\d+"#, in: p.setup.lowercased()).compactMap { $0.group(0).flatMap { Int($0) } }
        guard stated.allSatisfy({ $0 == 1 || $0 == faces }) else { return nil }
        let good = outcomes.filter(event), wrong = outcomes.filter(slip)
        let result = Double(good.count) / Double(faces)
        guard !good.isEmpty, good.count < faces else { return nil }
        return MathsSolution(value: result, format: chance,
                             working: "\(faces) equally likely numbers, 1 to \(faces); \(named): \(good.map(String.init).joined(separator: ", ")), \(good.count) of them; \(good.count) out of \(faces) = \(chance(result))",
                             // Also one of them missed in the count.
                             mistakes: [Double(wrong.count) / Double(faces), Double(faces - good.count) / Double(faces), 1 / Double(faces), Double(good.count - 1) / Double(faces),
                                        Double(good.count) / Double(faces - good.count)].filter { $0 > 0 && $0 < 1 },
                             defaultQuestion: "What is the probability?")
    }

    /// "The probability that it rains tomorrow is 0.3. What is the probability that it does not rain?" → 0.7; as a
    /// fraction ("2/7" → 5/7) or a percentage ("35%" → 65%). The slips: the probability given, the rest of 10 or 100 for 1.
    static func probabilityNot(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p)
        guard question.contains("probability") || question.contains("chance"),
              Regex.firstMatch(#"\b(?:not|does not|doesn't|won't|will not|isn't|fails?)\b"#, in: question) != nil,
              let m = Regex.firstMatch(#"\b(?:probability|chance)\b[^.?!]*?\b(?:is|=|of)\s+(\d*\.\d+|\d+/\d+|\d+(?:\.\d+)?%)(?!\d)"#, in: p.setup.lowercased()),
              let written = m.group(1), Regex.allMatches(#"\d+(?:[./]\d+)?%?"#, in: p.lowered).count == 1 else { return nil }
        let given: Double, format: (Double) -> String
        if written.hasSuffix("%"), let percent = Double(written.dropLast()) {
            (given, format) = (percent / 100, { decimal($0 * 100) + "%" })
        } else if written.contains("/"), let v = signedValue(written) {
            (given, format) = (v, { fraction($0) })
        } else if let v = Double(written) {
            (given, format) = (v, { decimal($0) })
        } else { return nil }
        guard given > 0, given < 1 else { return nil }
        let result = 1 - given
        return MathsSolution(value: result, format: format, working: "the two chances add up to 1: 1 − \(written) = \(format(result))",
                             mistakes: [given, abs(0.5 - given) > 1e-9 ? 0.5 : result + 0.1, result + 0.1, result - 0.1, given / 2].filter { $0 > 0 && $0 < 1 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "What is the probability that it does not happen?")
    }
}
