import Foundation
import SnapQuizLexicon

/// Fractions, scores as percentages, unit prices and measured amounts: the rules of a fractions-and-decimals sheet.
extension MathsSolver {
    /// A fraction in lowest terms, written as a learner writes it: "1/2", "1 1/4", "3".
    static func fraction(_ value: Double) -> String {
        for denominator in 1...100 {
            let numerator = value * Double(denominator)
            guard abs(numerator - numerator.rounded()) < 1e-9 else { continue }
            let top = Int(numerator.rounded())
            if denominator == 1 { return String(top) }
            let whole = top / denominator, rest = top % denominator
            return whole > 0 ? "\(whole) \(rest)/\(denominator)" : "\(rest)/\(denominator)"
        }
        return plain(value)
    }

    /// Whether a word can name what is counted ("pupils", "rows"; not "out" in "18 out of 24"). Without WordNet, any
    /// word but a few function words.
    static func isNoun(_ word: String) -> Bool {
        guard let wordNet = WordNet.shared else { return !["out", "of", "in", "the", "a", "an", "and", "to"].contains(word) }
        return wordNet.readings(of: word).contains { $0.partOfSpeech == .noun } && !["out", "in", "a", "an"].contains(word)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : greatestCommonDivisor(b, a % b) }

    /// "Sam scored 18 out of 24 in a test. What percentage did he score?" → 75%.
    static func percentScore(_ p: MathsProblem) -> MathsSolution? {
        guard question(p, contains: ["percent", "%"]) else { return nil }
        // "18 out of 24", or "Out of 40 students, 15 walk to school".
        let scored = Regex.firstMatch(#"(\d+(?:\.\d+)?) out of (\d+(?:\.\d+)?)"#, in: p.lowered).map { ($0.group(1), $0.group(2)) }
            ?? Regex.firstMatch(#"\bout of (\d+(?:\.\d+)?)(?: [a-z]+)?,? (\d+(?:\.\d+)?)\b"#, in: p.lowered).map { ($0.group(2), $0.group(1)) }
        guard let scored, let part = value(scored.0), let whole = value(scored.1), whole > 0, part <= whole else { return nil }
        let percent = part / whole * 100
        guard abs(percent * 10 - (percent * 10).rounded()) < 1e-6 else { return nil }
        return MathsSolution(value: percent, format: { plain($0) + "%" },
                             working: "\(plain(part)) ÷ \(plain(whole)) × 100 = \(plain(percent))%",
                             mistakes: [100 - percent, part, whole - part, part / whole * 10], defaultQuestion: "What percentage is that?")
    }

    /// "There are 36 pupils in a class. 2/3 of them walk to school." → 24 pupils; "3/5 of 40 apples" → 24 apples.
    /// Fractions in words as a learner reads them in digits: "one third of" is "1/3 of".
    static let fractionWords: [(String, String)] = [
        ("three quarters", "3/4"), ("two thirds", "2/3"), ("two fifths", "2/5"), ("three fifths", "3/5"), ("four fifths", "4/5"),
        ("one half", "1/2"), ("a half", "1/2"), ("half", "1/2"), ("one third", "1/3"), ("a third", "1/3"), ("one quarter", "1/4"),
        ("a quarter", "1/4"), ("one fifth", "1/5"), ("a fifth", "1/5"), ("one tenth", "1/10"), ("a tenth", "1/10"),
    ]

    /// `text` with its fractions in words written in digits ("two fifths of them" → "2/5 of them").
    static func fractionDigits(_ text: String) -> String {
        var text = text
        for (words, digits) in fractionWords where text.contains(words + " of ") {
            text = text.replacingOccurrences(of: #"\b"# + words + #" of "#, with: digits + " of ", options: .regularExpression)
        }
        return text
    }

    static func fractionOf(_ p: MathsProblem) -> MathsSolution? {
        let text = fractionDigits(p.lowered)
        guard let m = Regex.firstMatch(#"(?<![\d/])(\d+)/(\d+) of (?:(them|these|those|it|the [a-z]+|her [a-z]+|his [a-z]+|their [a-z]+|a [a-z]+|an [a-z]+)|(?:the |an? |her |his |their |my |your |its )?(£|\$)?(\d+(?:\.\d+)?)( |-)?([a-z]+)?)"#, in: text),
              let top = value(m.group(1)), let bottom = value(m.group(2)), bottom > 0, top < bottom else { return nil }
        var total: Double?, noun: String?, symbol = m.group(4)
        // "3/5 of a 240-page book" counts pages: the number's hyphened word is the thing counted, in the plural.
        if let amount = value(m.group(5)) { total = amount; noun = m.group(6) == "-" ? m.group(7).map(plural) : m.group(7) }
        // The whole the fraction is taken of: a number that is not the fraction's own ("3/4 of a class of 28 pupils").
        // A describing word is not the thing counted: "12 equal slices" counts slices. A sum of money names nothing
        // after it ("Amy had £24. She spent 5/6 of her money": "of it", "of her money" are the £24).
        else if let whole = Regex.firstMatch(#"(£|\$)?(?<![\d/.])(\d+(?:\.\d+)?)(?![\d/])(?: ([a-z]+)(?: ([a-z]+))?)?"#, in: text),
                whole.group(0) != m.group(0) {
            total = value(whole.group(2)); symbol = whole.group(1)
            noun = whole.group(3).flatMap { Quantity.isDescribing($0) && whole.group(4).map(isNoun) == true ? whole.group(4) : $0 }
        }
        guard let total, total > 0 else { return nil }
        let part = total * top / bottom
        guard abs(part - part.rounded()) < 1e-9 || symbol != nil else { return nil }
        let format: (Double) -> String = symbol.map(money) ?? noun.flatMap { isNoun($0) ? unit($0) : nil } ?? plain
        let asksRest = question(p, contains: ["rest", "left", "remain", "do not", "don't", "not "])
        // "3/4 of them are girls. How many boys …?" asks for the other part, in words no rule can map: the question must
        // ask for the rest in so many words or repeat what the fraction is of ("… walk to school. How many walk to school?").
        if !asksRest, let own = p.question, own != p.setup, Regex.firstMatch(#"\d+/\d+ of"#, in: own.lowercased()) == nil {
            let found = m.group(0).flatMap { text.range(of: $0) }
            let after = found.map { String(text[$0.upperBound...]) } ?? ""
            let clause = after.prefix { !".?!".contains($0) }
            // "Tom eats 1/4 of it. How many grams does he eat?" asks what the fraction's verb did with it. (A question of
            // another verb, "gives 1/4 of them to Ann. How many does Tom have?", may ask for the rest, and is left.)
            let verb = found.map { String(text[..<$0.lowerBound]) }?.split(separator: " ").last.map(String.init) ?? ""
            let asksVerb = verb.count >= 3 && verb.allSatisfy(\.isLetter) && !["has", "have", "had", "are", "was", "were"].contains(verb)
                && TextTokens.lowered(own).contains { $0.count >= 3 && $0.prefix(3) == verb.prefix(3) }
            guard asksVerb || sharesWord(own, String(clause)) else { return nil }
        }
        let answer = asksRest ? total - part : part
        return MathsSolution(value: answer, format: format,
                             working: "\(plain(total)) ÷ \(plain(bottom)) = \(plain(total / bottom)); × \(plain(top)) = \(plain(part))"
                                 + (asksRest ? "; \(plain(total)) − \(plain(part)) = \(plain(answer))" : ""),
                             mistakes: [total / bottom, asksRest ? part : total - part, total * bottom / top, answer + 1].filter { abs($0 - answer) > 1e-9 },
                             defaultQuestion: "How many is that?")
    }

    /// "Priya has 3/4 of a pizza and eats 1/4 of a pizza. How much is left?" → 1/2; "1/2 + 1/3" → 5/6.
    static func fractionSum(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let found = Regex.allMatches(#"(?<![\d/.])(\d+)/(\d+)(?![\d/])"#, in: text)
        guard found.count == 2, let a = Int(found[0].group(1) ?? ""), let b = Int(found[0].group(2) ?? ""),
              let c = Int(found[1].group(1) ?? ""), let d = Int(found[1].group(2) ?? ""), b > 0, d > 0 else { return nil }
        let takes = ["eats", "ate", "gives", "gave", "uses", "used", "loses", "lost", "left", "less", "minus", "take", "subtract",
                     "spends", "cuts", "drinks", "sells", "difference", " - ", " − "]
        let adds = ["more", "another", "adds", "altogether", "total", "plus", "in all", "together", " + "]
        let subtract = takes.contains { text.contains($0) }
        guard subtract || adds.contains(where: { text.contains($0) }) else { return nil }
        let first = Double(a) / Double(b), second = Double(c) / Double(d)
        let result = subtract ? first - second : first + second
        guard result > 0 else { return nil }
        let lcm = b / greatestCommonDivisor(b, d) * d
        let sign = subtract ? "−" : "+"
        // Adding tops and bottoms (3/4 − 1/4 = 2/0, 1/2 + 1/3 = 2/5) and the other operation: the classic slips.
        let tops = subtract ? a - c : a + c, bottoms = subtract ? abs(b - d) : b + d
        var mistakes: [Double] = [subtract ? first + second : abs(first - second)]
        if bottoms > 0 { mistakes.append(Double(tops) / Double(bottoms)) }
        mistakes += [first, second, result + 0.5]
        return MathsSolution(value: result, format: fraction,
                             working: "\(a)/\(b) \(sign) \(c)/\(d) = \(a * (lcm / b))/\(lcm) \(sign) \(c * (lcm / d))/\(lcm) = \(fraction(result))",
                             mistakes: mistakes, defaultQuestion: subtract ? "How much is left?" : "How much is that altogether?")
    }

    /// "A school trip costs £12.50 per pupil. How much does it cost for 8 pupils?" → £100.00.
    static func unitPrice(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        // "sells pencils at 12p each": the thing before its price, in pence.
        let pence = Regex.firstMatch(#"\b([a-z]+) (?:at|for|cost|costs) (\d+)p each\b"#, in: text)
        guard let price = Regex.firstMatch(#"(£|\$)(\d+(?:\.\d+)?) (?:per|a|an|each|for each|for one) ([a-z]+)"#, in: text) ?? pence,
              let symbol = pence == nil ? price.group(1) : "£", let amount = value(price.group(2)),
              let noun = price.group(pence == nil ? 3 : 1), case let each = pence == nil ? amount : amount / 100,
              let count = Regex.allMatches(#"(?<![£$\d.])"# + number + #" ([a-z]+)"#, in: text)
                  .first(where: { ($0.group(2) ?? "").hasPrefix(String(noun.prefix(4))) }).flatMap({ value($0.group(1)) }), count > 1 else { return nil }
        let total = each * count
        return MathsSolution(value: total, format: money(symbol), working: "\(plain(count)) × \(money(symbol)(each)) = \(money(symbol)(total))",
                             mistakes: [each + count, each * (count - 1), each.rounded(.down) * count, total / 10],
                             defaultQuestion: "How much does it cost altogether?")
    }

    /// "A ribbon is 2.5 metres long. Tom cuts off 0.8 metres. How long is the ribbon now?" → 1.7 metres.
    static func measureChange(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let units = #"(metres|meters|m|centimetres|cm|millimetres|mm|kilometres|km|kilograms|kg|grams|g|litres|liters|l|millilitres|ml)"#
        guard let start = Regex.firstMatch(#"(?:is|was|measures|weighs|holds|has|had|contains) (\d+(?:\.\d+)?) ?"# + units + #"\b"#, in: text),
              let amount = value(start.group(1)), let unitName = start.group(2),
              let move = Regex.firstMatch(#"(cuts off|cut off|uses|used|removes|drinks|drank|pours out|pours away|eats|loses|lost|takes off|takes away|spills|gives away|sells|adds|added|grows|grew|gains|pours in|puts in) (?:another |a further )?(\d+(?:\.\d+)?) ?"# + units + #"\b"#, in: text),
              let changeUnit = move.group(3), let change = value(move.group(2)), let verb = move.group(1) else { return nil }
        let grows = ["adds", "added", "grows", "grew", "gains", "pours in", "puts in"].contains(verb)
        if changeUnit != unitName { return mixedUnitChange(p, amount: amount, unit: unitName, change: change, changeUnit: changeUnit, grows: grows) }
        let result = grows ? amount + change : amount - change
        guard result > 0 else { return nil }
        let names = ["m": "metres", "meters": "metres", "cm": "centimetres", "mm": "millimetres", "km": "kilometres", "kg": "kilograms",
                     "g": "grams", "l": "litres", "liters": "litres", "ml": "millilitres"]
        let written = names[unitName] ?? unitName
        let decimals = [amount, change].contains { $0 != $0.rounded() }
        let step = decimals ? 0.1 : 1
        return MathsSolution(value: result, format: { plain($0) + " " + written },
                             working: "\(plain(amount)) \(grows ? "+" : "−") \(plain(change)) = \(plain(result)) \(written)",
                             mistakes: [grows ? amount - change : amount + change, grows ? amount + change / 10 : amount - change / 10, result + step, result - step],
                             defaultQuestion: grows ? "How much is there now?" : "How much is left?")
    }

    /// "A bag of flour weighs 1.5 kg. A baker uses 350 g. How much flour is left in grams?" → 1150 grams: both amounts in
    /// one unit first (the unit asked for, else the smaller), then the change.
    private static func mixedUnitChange(_ p: MathsProblem, amount: Double, unit: String, change: Double, changeUnit: String, grows: Bool) -> MathsSolution? {
        guard let (measure, from, _) = Quantity.units[unit], let (changeMeasure, by, _) = Quantity.units[changeUnit], measure == changeMeasure else { return nil }
        let target = askedUnit(p, of: measure) ?? (by < from ? changeUnit : unit)
        guard let to = Quantity.units[target]?.1 else { return nil }
        let start = amount * from, moved = change * by
        let result = grows ? start + moved : start - moved
        guard result > 0 else { return nil }
        let format = written(measure, unit: target)
        let inTarget = { (value: Double) in plain(value / to) }
        return MathsSolution(value: result, format: format,
                             // Only the amount whose unit changes is written twice ("1.5 kg = 1500 grams").
                             working: [from == to ? nil : "\(plain(amount)) \(unit) = \(inTarget(start)) \(target)",
                                       by == to ? nil : "\(plain(change)) \(changeUnit) = \(inTarget(moved)) \(target)",
                                       "\(inTarget(start)) \(grows ? "+" : "−") \(inTarget(moved)) = \(format(result))"].compactMap { $0 }.joined(separator: "; "),
                             // The other operation, the units not changed (1.5 − 350 read as 1500 − 35 or 150 − 350), one out.
                             mistakes: [grows ? start - moved : start + moved, grows ? start + moved / 10 : start - moved / 10,
                                        grows ? start / 10 + moved : start * 10 - moved, result + to]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: grows ? "How much is there now?" : "How much is left?")
    }
}
