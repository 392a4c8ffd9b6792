import Foundation
import SnapQuizLexicon

/// An amount a word problem states: its value in a base unit (pounds, metres, grams, millilitres, minutes, days, or a
/// count of a noun), what it measures, and where it stands in the lower-cased problem.
struct Quantity {
    enum Measure: Equatable {
        case money(String), length, mass, capacity, time, percent
        /// A number of things: "6 pencils" counts "pencils" (a singular noun when the page says "a pencil").
        case count(String)
        /// A number with nothing named after it ("… and 175 on Sunday").
        case number
    }

    var value: Double
    var measure: Measure
    /// The unit as the page wrote it ("cm", "litres", "p"), for writing the answer the same way.
    var unit: String
    var range: Range<String.Index>

    /// Base-unit factors: what one of each unit is in metres, grams, millilitres or minutes.
    static let units: [String: (Measure, Double, String)] = {
        var table: [String: (Measure, Double, String)] = [:]
        for (names, measure, factor, written) in [
            (["km", "kilometre", "kilometres", "kilometer", "kilometers"], Measure.length, 1000.0, "km"),
            (["m", "metre", "metres", "meter", "meters"], .length, 1, "m"),
            (["cm", "centimetre", "centimetres", "centimeter", "centimeters"], .length, 0.01, "cm"),
            (["mm", "millimetre", "millimetres", "millimeter", "millimeters"], .length, 0.001, "mm"),
            (["kg", "kilogram", "kilograms", "kilo", "kilos"], .mass, 1000, "kg"),
            (["g", "gram", "grams"], .mass, 1, "g"),
            (["l", "litre", "litres", "liter", "liters"], .capacity, 1000, "litres"),
            (["ml", "millilitre", "millilitres", "milliliter", "milliliters"], .capacity, 1, "ml"),
            (["second", "seconds", "secs"], .time, 1.0 / 60, "seconds"),
            (["minute", "minutes", "mins", "min"], .time, 1, "minutes"),
            (["hour", "hours", "hrs", "hr"], .time, 60, "hours"),
            // US pages measure in feet, inches, yards and miles ("A rope is 12 feet long. How many inches …?").
            (["ft", "foot", "feet"], .length, 0.3048, "feet"),
            (["inch", "inches"], .length, 0.0254, "inches"),
            (["yd", "yard", "yards"], .length, 0.9144, "yards"),
            (["mile", "miles"], .length, 1609.344, "miles"),
        ] {
            for name in names { table[name] = (measure, factor, written) }
        }
        return table
    }()

    /// Amounts already read, by text: every rule reads the same problem's amounts, and the count nouns ask WordNet.
    private final class Known: @unchecked Sendable {
        let lock = NSLock()
        var amounts: [String: [Quantity]] = [:]
    }

    private static let known = Known()

    /// Every amount in `text` (lower case): money, measures, percentages and counts, in order.
    static func all(in text: String) -> [Quantity] {
        known.lock.lock()
        let cached = known.amounts[text]
        known.lock.unlock()
        if let cached { return cached }
        let found = read(text)
        known.lock.lock()
        if known.amounts.count > 4096 { known.amounts.removeAll() }
        known.amounts[text] = found
        known.lock.unlock()
        return found
    }

    private static func read(_ text: String) -> [Quantity] {
        var found: [Quantity] = []
        func add(_ quantity: Quantity) {
            guard !found.contains(where: { $0.range.overlaps(quantity.range) }) else { return }
            found.append(quantity)
        }
        for m in matches(#"([£$])\s?(\d+(?:,\d{3})*(?:\.\d+)?)"#, in: text) {
            if let value = MathsSolver.value(m.text(2)) { add(Quantity(value: value, measure: .money(m.text(1)), unit: m.text(1), range: m.range)) }
        }
        for m in matches(#"(?<![\d.£$])(\d+(?:\.\d+)?)\s?(p|pence)\b"#, in: text) {
            if let value = MathsSolver.value(m.text(1)) { add(Quantity(value: value / 100, measure: .money("£"), unit: "p", range: m.range)) }
        }
        for m in matches(#"(?<![\d.£$])(\d+(?:\.\d+)?)\s?(cents?\b|¢)"#, in: text) {
            if let value = MathsSolver.value(m.text(1)) { add(Quantity(value: value / 100, measure: .money("$"), unit: "c", range: m.range)) }
        }
        // "costs 40 pounds", "20 dollars": money in words, on a problem about buying or selling (else pounds weigh).
        if Regex.firstMatch(#"\b(?:cost|price|pay|paid|spend|spent|buy|bought|sell|sold|sale|save|saved|earn|money|change)"#, in: text) != nil {
            for m in matches(#"(?<![\d.£$])(\d+(?:\.\d+)?)\s(pounds|dollars|euros)\b"#, in: text) {
                let symbol = ["pounds": "£", "dollars": "$", "euros": "€"][m.text(2)] ?? "£"
                if let value = MathsSolver.value(m.text(1)) { add(Quantity(value: value, measure: .money(symbol), unit: symbol, range: m.range)) }
            }
        }
        for m in matches(#"(?<![\d.£$/])(\d+(?:\.\d+)?)\s?(%|per ?cent\b)"#, in: text) {
            if let value = MathsSolver.value(m.text(1)) { add(Quantity(value: value, measure: .percent, unit: "%", range: m.range)) }
        }
        for m in matches(#"(?<![\d.£$/:])(\d+(?:\.\d+)?)\s?([a-z]+)\b(?![/:])"#, in: text) {
            guard let value = MathsSolver.value(m.text(1)), let (measure, factor, written) = units[m.text(2)] else { continue }
            add(Quantity(value: value * factor, measure: measure, unit: written, range: m.range))
        }
        // Counts: "30 pupils", "12 red marbles" (the noun after a describing word), "250 ice creams" (a compound).
        for m in matches(#"(?<![\d.£$/:,])"# + MathsSolver.number + #"(?![\d/:])(?:\s+([a-z]+))?(?:\s+([a-z]+))?"#, in: text) {
            guard let value = MathsSolver.value(m.text(1)) else { continue }
            let first = m.text(2), second = m.text(3)
            var noun = first, end = m.range.upperBound
            if isDescribing(first), MathsSolver.isNoun(second) { noun = second }
            else if MathsSolver.isNoun(first), !first.hasSuffix("s"), second.hasSuffix("s"), commonlyNoun(second) { noun = first + " " + second }
            else if let firstEnd = text.range(of: first, range: m.range)?.upperBound { end = firstEnd }
            guard !noun.isEmpty, MathsSolver.isNoun(noun.split(separator: " ").last.map(String.init) ?? noun),
                  !["of", "and", "in", "more", "times", "out", "on", "at", "to", "for", "by"].contains(noun) else {
                // A bare number: "250 ice creams on Saturday and 175 on Sunday" leaves the noun to be understood.
                let digits = text[m.range].prefix { $0.isNumber || $0 == "." }
                add(Quantity(value: value, measure: .number, unit: "", range: m.range.lowerBound..<text.index(m.range.lowerBound, offsetBy: digits.count)))
                continue
            }
            add(Quantity(value: value, measure: .count(noun), unit: noun, range: m.range.lowerBound..<end))
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A describing word before a noun ("red marbles", "large boxes"): WordNet's commonest reading is an adjective.
    static func isDescribing(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        if ["extra", "more", "fewer", "spare", "whole", "empty", "full", "equal"].contains(word) { return true }
        return WordNet.shared?.commonest(word)?.partOfSpeech == .adjective
    }

    /// A word most often used as a noun ("creams" in "ice creams"; not "go" in "30 pupils go").
    static func commonlyNoun(_ word: String) -> Bool {
        WordNet.shared?.commonest(word)?.partOfSpeech == .noun
    }

    /// One match of a pattern: where it stands and its capture groups ("" for a group that took no part).
    struct Match {
        var range: Range<String.Index>
        var groups: [String?]
        func text(_ index: Int) -> String { groups.indices.contains(index) ? (groups[index] ?? "") : "" }
    }

    static func matches(_ pattern: String, in text: String) -> [Match] {
        Regex.results(pattern, in: text).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            return Match(range: range, groups: (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } })
        }
    }
}

/// Nouns of one thing match in singular and plural ("pencil", "pencils"; "bus", "buses"; "party", "parties").
func sameNoun(_ a: String, _ b: String) -> Bool {
    let x = a.lowercased(), y = b.lowercased()
    return x == y || MathsSolver.plural(x) == y || MathsSolver.plural(y) == x || x + "es" == y || y + "es" == x
}

/// The general rules: they read the amounts a problem states and what its question asks for ("how much … cost",
/// "how many boxes", "left", "in 2 weeks"), rather than one fixed wording. Each rule still needs its own cues;
/// a problem they cannot place gets no question.
extension MathsSolver {
    static var quantityRules: [Rule] {
        [percentChange, percentOfAmount, pricePerThing, containersNeeded, piecesFrom, moneyLeft, perPeriod, savingUntil, howMuchMore, complement, totalOf, howManyAfford]
    }

    /// The question in lower case, or "" when the page states none.
    static func asked(_ p: MathsProblem) -> String { (p.question ?? "").lowercased() }

    /// An amount written in the unit the page used for it: "£2.10", "1.7 m", "210 pages".
    static func written(_ measure: Quantity.Measure, unit: String) -> (Double) -> String {
        switch measure {
        case .money(let symbol): return money(symbol)
        case .percent: return { plain($0) + "%" }
        case .count(let noun): return MathsSolver.unit(plural(noun))
        case .number: return plain
        case .length, .mass, .capacity, .time:
            let factor = Quantity.units[unit]?.1 ?? 1
            return { plain(($0 / factor * 1000).rounded() / 1000) + " " + unit }
        }
    }

    /// The unit a question wants its answer in ("How many grams …?", "… in centimetres?"), when it names one of this
    /// measure; a problem without a question may name it itself ("Convert 2.5 kg to grams.").
    static func askedUnit(_ p: MathsProblem, of measure: Quantity.Measure) -> String? {
        for m in Quantity.matches(#"\b(?:how many|in|into|to)\s+([a-z]+)"#, in: (p.question ?? p.setup).lowercased()) {
            // In the question's own word ("2.4 kilometres" for "How many kilometres …?"): an answer in words the page uses.
            if let (kind, _, _) = Quantity.units[m.text(1)], kind == measure { return m.text(1) }
        }
        return nil
    }

    /// How to write an answer of this amount's kind: in the unit the question asks for, else in the amount's own.
    static func answerFormat(_ p: MathsProblem, like amount: Quantity) -> (Double) -> String {
        written(amount.measure, unit: askedUnit(p, of: amount.measure) ?? amount.unit)
    }

    static func isMoney(_ measure: Quantity.Measure) -> Bool {
        if case .money = measure { return true }
        return false
    }

    /// What each price in a problem pays for: "3 books at £4.50 each" is 3 × £4.50, "a ruler for 80p" 1 × £0.80.
    static func purchases(_ prices: [Quantity], in text: String) -> [(count: Double, price: Double)] {
        prices.map { price in
            let before = text[..<price.range.lowerBound].suffix(40)
            let after = text[price.range.upperBound...].prefix(6)
            var count = 1.0
            if after.hasPrefix(" each"), let many = Regex.allMatches(number + #" [a-z]+"#, in: String(before)).last.flatMap({ value($0.group(1)) }) {
                count = many
            }
            return (count, price.value)
        }
    }

    /// What was spent, step by step: "2 × £0.45 = £0.90; £0.90 + £0.80 = £1.70", "3 × £4.50 = £13.50", "£2.40 + £0.95 =
    /// £3.35"; nil for one price paid once. Every price and count is shown, for the check that each stated number is used.
    static func spendingWorking(_ bought: [(count: Double, price: Double)], _ format: (Double) -> String) -> String? {
        let many = bought.filter { $0.count != 1 }.map { "\(plain($0.count)) × \(format($0.price)) = \(format($0.count * $0.price))" }
        let total = format(bought.map { $0.count * $0.price }.reduce(0, +))
        let sum = bought.count > 1 ? ["\(bought.map { format($0.count * $0.price) }.joined(separator: " + ")) = \(total)"] : []
        return many.isEmpty && sum.isEmpty ? nil : (many + sum).joined(separator: "; ")
    }

    static func plural(_ noun: String) -> String {
        if noun.hasSuffix("ss") || noun.hasSuffix("us") { return noun + "es" }
        if noun.hasSuffix("s") { return noun }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        if ["x", "ch", "sh", "z"].contains(where: noun.hasSuffix) { return noun + "es" }
        return noun + "s"
    }

    /// "A coat costs £60. In a sale the price is reduced by 25%." → £45.00; "increased by 10%" → more.
    static func percentChange(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        let quantities = Quantity.all(in: text)
        guard let percent = quantities.first(where: { $0.measure == .percent }),
              let base = quantities.first(where: { $0.measure != .percent && !isCount($0.measure) }), percent.value < 100 else { return nil }
        let down = ["reduced by", "reduction of", "discount", "% off", "per cent off", "decreases by", "decreased by", "falls by", "fell by", "cut by"]
        let up = ["increased by", "increases by", "rises by", "rose by", "goes up by", "went up by", "grows by", "grew by"]
        // "Increase 40 by 25%." is an exercise: the instruction is its question.
        let instruction = Regex.firstMatch(#"^(increase|decrease|reduce) "#, in: text)?.group(1)
        let falls = down.contains(where: text.contains) || instruction == "decrease" || instruction == "reduce"
        let rises = up.contains(where: text.contains) || instruction == "increase"
        // "… now costs £40. What was the original price?" asks for the amount before: `originalBeforeChange`.
        guard falls != rises, !question.isEmpty || instruction != nil, !asksOriginal(question) else { return nil }
        let change = base.value * percent.value / 100
        let format = written(base.measure, unit: base.unit)
        // "How much is taken off?" asks for the change itself; "What is the sale price?" for the new amount.
        let asksChange = ["how much is saved", "how much does she save", "how much does he save", "how much do they save", "discount",
                          "how much is taken off", "how much off", "by how much", "how much less", "how much more"].contains(where: question.contains)
        let result = asksChange ? change : (falls ? base.value - change : base.value + change)
        let pounds = { (value: Double) in format(value) }
        return MathsSolution(value: result, format: pounds,
                             working: "\(plain(percent.value))% of \(format(base.value)) = \(format(change))"
                                 + (asksChange ? "" : "; \(format(base.value)) \(falls ? "−" : "+") \(format(change)) = \(format(result))"),
                             mistakes: asksChange ? [base.value - change, base.value * percent.value / 10, percent.value, change * 2]
                                 : [change, falls ? base.value + change : base.value - change, base.value - percent.value, base.value],
                             defaultQuestion: asksChange ? "How much is the change?" : "What is the new amount?")
    }

    /// "A tank holds 200 litres of water. 35% of the water is used. How many litres are used?" → 70 litres ("… are
    /// left?" → 130 litres); "There are 600 people at a concert. 15% of them are children. How many children are
    /// there?" → 90 children. The percentage is of the one amount stated before it, named again by "of the water",
    /// "of it", "of them" (`percentageOf` reads "of 30 pupils, 40% walk", the amount written after "of").
    static func percentOfAmount(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard question.hasPrefix("how many") || question.hasPrefix("how much") else { return nil }
        let amounts = Quantity.all(in: setup).filter { $0.measure != .number }
        let percents = amounts.filter { $0.measure == .percent }
        guard percents.count == 1, let percent = percents.first, percent.value > 0, percent.value < 100,
              Regex.firstMatch(#"^ of (?:the|it|them|these|those|this|that|his|her|their|its)\b"#, in: String(setup[percent.range.upperBound...])) != nil,
              amounts.count == 2, let base = amounts.first, base.measure != .percent, base.range.upperBound <= percent.range.lowerBound
        else { return nil }
        let rest = ["left", "remain", "rest", " not ", "n't"].contains(where: question.contains)
        // The question asks about what the percentage does ("… is used. How many litres are used?"), or for the rest of
        // the same things ("How many cows are left?"): not "How many adults …?" after "15% of them are children".
        let clause = setup[percent.range.upperBound...].prefix { $0 != "." }
        let askedFor = Regex.firstMatch(#"^how many ([a-z]+)"#, in: question)?.group(1)
        if rest {
            if case .count(let noun) = base.measure, let askedFor, Quantity.units[askedFor] == nil, !sameNoun(askedFor, noun) { return nil }
        } else if !sharesWord(question, String(clause)) {
            return nil
        }
        let part = base.value * percent.value / 100
        let result = rest ? base.value - part : part
        var format = answerFormat(p, like: base)
        if case .count(let noun) = base.measure {
            // "How many children …?" counts what the percentage picks out; "How many are left?" the amount's own things.
            guard result == result.rounded() else { return nil }
            format = unit(askedFor.flatMap { isNoun($0) && !["are", "were", "is", "of"].contains($0) ? $0 : nil } ?? plural(noun))
        }
        // The percentage taken for an amount ("35 litres") is a mistake in the amount's own unit.
        let asAmount = percent.value * (Quantity.units[base.unit]?.1 ?? 1)
        return MathsSolution(value: result, format: format,
                             working: "\(plain(percent.value))% of \(format(base.value)) = \(format(part))"
                                 + (rest ? "; \(format(base.value)) − \(format(part)) = \(format(result))" : ""),
                             mistakes: (rest ? [part, base.value + part, base.value - asAmount, result + 1]
                                 : [base.value - part, base.value * percent.value / 10, asAmount, part * 2])
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: rest ? "How much is left?" : "How much is that?")
    }

    static func isCount(_ measure: Quantity.Measure) -> Bool {
        if case .count = measure { return true }
        return false
    }

    /// "A pencil costs 35p. How much do 6 pencils cost?" → £2.10; "A bag of 8 apples costs £2. How much does one apple
    /// cost?" → £0.25; "4 notebooks cost £3. How much do 10 notebooks cost?" → £7.50.
    static func pricePerThing(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard ["cost", "price", "pay", "how much"].contains(where: question.contains) else { return nil }
        let inSetup = Quantity.all(in: setup)
        guard let price = inSetup.first(where: { if case .money = $0.measure { return true } else { return false } }),
              inSetup.filter({ if case .money = $0.measure { return true } else { return false } }).count == 1 else { return nil }
        // What the price buys: "8 apples" in the same sentence, or "a pencil" / "each pencil" / "per pupil".
        var noun: String?, count = 1.0
        // "3 notebooks for $2.25 each": the price is for one notebook, not for three.
        let priceOfOne = Regex.firstMatch(#"^\s*(?:each|per|a piece|apiece)\b"#, in: String(setup[price.range.upperBound...])) != nil
        if let counted = inSetup.first(where: { isCount($0.measure) }), case .count(let name) = counted.measure {
            guard !priceOfOne else { return nil } // things bought at a price each: costAndChange and totalSpent
            noun = name; count = counted.value
        } else if let many = Regex.firstMatch(#"(?:^|\s)"# + number + #" for [£$]?\d"#, in: setup).flatMap({ value($0.group(1)) }), many > 1,
                  let wanted = Quantity.all(in: question).first(where: { isCount($0.measure) }), case .count(let name) = wanted.measure {
            // "apples at 3 for $1.50 … 12 apples": the things are named in the question.
            noun = name; count = many
        } else if let single = Regex.firstMatch(#"(?:^|\b)(?:a|an|one|each|per) (?:[a-z]+ )?([a-z]+) (?:of [a-z]+ )?(?:costs|cost|is|sells for)\b"#, in: setup)
                    ?? Regex.firstMatch(#"(?:per|each|a|an|for one|for each) ([a-z]+)\b"#, in: String(setup[price.range.upperBound...])) {
            noun = single.group(1)
        } else if priceOfOne, let things = Regex.firstMatch(#"\b([a-z]+) (?:cost|costs|are|sell for|sells for)\s*$"#, in: String(setup[..<price.range.lowerBound])) {
            // "Apples cost 30p each."
            noun = things.group(1)
        }
        // "juice boxes": the last word names the thing.
        guard let noun, isNoun(String(noun.split(separator: " ").last ?? "")) else { return nil }
        let each = price.value / count
        let format = written(price.measure, unit: price.unit)
        // "If 5 notebooks cost $8.75, how much do 8 notebooks cost?" is one sentence: what is wanted comes after the price.
        let askedPart = p.question == p.setup ? String(setup[price.range.upperBound...]) : question
        let wanted = Quantity.all(in: askedPart).first { if case .count(let name) = $0.measure { return sameNoun(name, noun) } else { return false } }
        if let wanted, wanted.value != count, wanted.value != 1 {
            let total = each * wanted.value
            return MathsSolution(value: total, format: format,
                                 working: count == 1 ? "\(plain(wanted.value)) × \(format(each)) = \(format(total))"
                                     : "\(format(price.value)) ÷ \(plain(count)) = \(format(each)) each; × \(plain(wanted.value)) = \(format(total))",
                                 mistakes: [price.value * wanted.value, price.value + wanted.value, each * (wanted.value - 1), total * 10]
                                     .filter { $0 != total }, defaultQuestion: "How much do \(plain(wanted.value)) \(plural(noun)) cost?")
        }
        let one = #"\b(?:one|each|a single|1|a|an) "# + String(noun.prefix(max(3, noun.count - 2)))
        guard count > 1, Regex.firstMatch(one, in: question) != nil else { return nil }
        return MathsSolution(value: each, format: format, working: "\(format(price.value)) ÷ \(plain(count)) = \(format(each))",
                             mistakes: [price.value * count, price.value - count / 100, price.value / (count - 1), each * 10].filter { $0 > 0 && $0 != each },
                             defaultQuestion: "How much does one cost?")
    }

    /// "Apples cost 30p each. Amir has £2. How many apples can he buy?" → 6 apples: only whole ones, the rest is change.
    static func howManyAfford(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let wanted = Regex.firstMatch(#"how many ([a-z]+) (?:can|could) (?:[a-z]+ )?(?:buy|afford|get|pay for)\b"#, in: asked(p))?.group(1),
              isNoun(wanted) else { return nil }
        // The price and the money held, and nothing else: "5 apples cost £2" or a second price is another problem.
        let amounts = Quantity.all(in: text)
        guard amounts.count == 2, amounts.allSatisfy({ isMoney($0.measure) }) else { return nil }
        let holding = #"(?:has|had|have|got|saved|with|is given|was given)\s+(?:a |an |only )?$"#
        guard let held = amounts.first(where: { Regex.firstMatch(holding, in: String(text[..<$0.range.lowerBound].suffix(16))) != nil }),
              let price = amounts.first(where: { $0.range != held.range }), price.value > 0, held.value >= price.value else { return nil }
        let exact = held.value / price.value, count = (exact + 1e-9).rounded(.down)
        let format = written(held.measure, unit: "£")
        return MathsSolution(value: count, format: unit(wanted),
                             working: "\(format(held.value)) ÷ \(format(price.value)) = \(plain(exact)), so \(plain(count)) whole",
                             // Rounded up (one he cannot pay for), one fewer, the pence read as pounds.
                             mistakes: [exact.rounded(.up) == count ? count + 1 : exact.rounded(.up), count - 1, count * 10, count + 2],
                             defaultQuestion: "How many can be bought?")
    }

    /// "A box holds 24 eggs. How many boxes are needed for 168 eggs?" → 7 boxes (rounded up when a part box is
    /// still needed, down when only full ones count).
    static func containersNeeded(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let holds = Regex.firstMatch(#"(?:a|an|each|one|every) (?:[a-z]+ )?([a-z]+) (?:holds|contains|can hold|takes|can take|fits|carries|can carry|seats|has room for) "# + number + #" ([a-z]+)"#, in: text),
              let container = holds.group(1), let size = value(holds.group(2)), let thing = holds.group(3), size > 0,
              let many = Regex.firstMatch(#"how many ([a-z]+)"#, in: question), let askedFor = many.group(1), sameNoun(askedFor, container) else { return nil }
        let amounts = Quantity.all(in: text).filter { if case .count(let name) = $0.measure { return sameNoun(name, thing) } else { return false } }
        guard let total = amounts.first(where: { $0.value != size })?.value else { return nil }
        let exact = total / size
        let full = ["full", "filled", "fill", "complete"].contains(where: question.contains) && !question.contains("need")
        let result = full ? exact.rounded(.down) : exact.rounded(.up)
        return MathsSolution(value: result, format: unit(plural(container)),
                             working: "\(plain(total)) ÷ \(plain(size)) = \(plain((exact * 100).rounded() / 100))"
                                 + (result == exact ? "" : (full ? ", so \(plain(result)) full" : ", so \(plain(result)) (one more for the rest)")),
                             mistakes: [full ? exact.rounded(.up) : exact.rounded(.down), total - size, total * size, result + 1, result - 1]
                                 .filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many \(plural(container)) are needed?")
    }

    /// "A rope is 5 m long. It is cut into pieces 25 cm long." → 20 pieces (both lengths in one unit first).
    static func piecesFrom(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let many = Regex.firstMatch(#"how many ([a-z]+)"#, in: question), let pieces = many.group(1),
              ["piece", "pieces", "length", "lengths", "strip", "strips", "bit", "bits", "slice", "slices", "glass", "glasses",
               "cup", "cups", "bottle", "bottles", "portion", "portions", "jug", "jugs"].contains(pieces) else { return nil }
        let measures = Quantity.all(in: text).filter { [.length, .mass, .capacity].contains($0.measure) }
        guard measures.count == 2, measures[0].measure == measures[1].measure else { return nil }
        let (whole, part) = measures[0].value >= measures[1].value ? (measures[0], measures[1]) : (measures[1], measures[0])
        guard part.value > 0, whole.value > part.value else { return nil }
        let result = (whole.value / part.value + 1e-9).rounded(.down)
        let wholeUnit = Quantity.units[whole.unit]?.1 ?? 1, partUnit = Quantity.units[part.unit]?.1 ?? 1
        let sameUnits = wholeUnit == partUnit
        // Dividing the numbers as written, without changing units, is the slip to catch.
        let slip = (whole.value / wholeUnit) / (part.value / partUnit)
        return MathsSolution(value: result, format: unit(plural(pieces)),
                             working: (sameUnits ? "" : "\(plain(whole.value / wholeUnit)) \(whole.unit) = \(plain(whole.value / partUnit)) \(part.unit); ")
                                 + "\(plain(whole.value / partUnit)) ÷ \(plain(part.value / partUnit)) = \(plain(result))",
                             mistakes: [slip, result * 10, result + 1, result - 1, result / 10].filter { $0 >= 1 && $0 != result && $0 == $0.rounded() },
                             defaultQuestion: "How many \(plural(pieces)) are there?")
    }

    /// "Mia has £5. She buys a sandwich for £2.40 and a drink for 95p. How much money does she have left?" → £1.65.
    static func moneyLeft(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard ["left", "change", "remain"].contains(where: question.contains) else { return nil }
        let amounts = Quantity.all(in: text).filter { if case .money = $0.measure { return true } else { return false } }
        guard amounts.count >= 2, amounts.count <= 4,
              Regex.firstMatch(#"(?:has|had|have|saved|got|was given|is given|gets|pays with|paid with|with a|hands over|takes|change [a-z ]*from)\s+(?:a |an )?[£$\d]"#, in: text) != nil
        else { return nil }
        // The money someone has or hands over is where they start ("buys … for £2.75 and … for £1.85. He pays with a £10
        // note"), else the first amount; "buys 3 pens for 40p each" counts each price as many times as things bought.
        // "How much change does she get from £10?" hands the £10 over in the question.
        let holding = #"(?:has|had|have|saved|got|was given|is given|gets|pays with|paid with|with a|hands over|takes|change [a-z ]*from|get from|gets from)\s+(?:a |an )?$"#
        let first = amounts.firstIndex { Regex.firstMatch(holding, in: String(text[..<$0.range.lowerBound].suffix(20))) != nil } ?? 0
        var others = amounts
        let held = others.remove(at: first)
        let bought = purchases(others, in: text)
        let spent = bought.map { $0.count * $0.price }
        let start = held.value, total = spent.reduce(0, +)
        guard start > total else { return nil }
        let result = start - total
        let format = written(held.measure, unit: "£")
        return MathsSolution(value: result, format: format,
                             working: (spendingWorking(bought, format).map { $0 + "; " } ?? "") + "\(format(start)) − \(format(total)) = \(format(result))",
                             mistakes: [total, start - (spent.first ?? 0), start + total, result + 1].filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much is left?")
    }

    /// Periods a problem counts in, in days (and hours and minutes for a rate per hour).
    static let periods: [String: Double] = ["day": 1, "days": 1, "week": 7, "weeks": 7, "fortnight": 14, "fortnights": 14,
                                            "month": 30, "months": 30, "year": 365, "years": 365, "morning": 1, "night": 1, "evening": 1]

    /// "Sara reads 15 pages a day. How many pages does she read in 2 weeks?" → 210 pages; "walks 1.2 km to school and
    /// 1.2 km home every day … in 5 days" → 12 km.
    static func perPeriod(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard let rate = Regex.firstMatch(#"\b(?:a|an|each|every|per) (day|week|month|year|morning|night|evening|fortnight)\b"#, in: setup),
              let per = rate.group(1), let perDays = periods[per],
              let span = Regex.firstMatch(#"\b(?:in|over|for|after) (?:"# + number + #"|a|one) (days?|weeks?|months?|years?|fortnights?|mornings|nights)\b"#, in: question),
              let spanDays = periods[span.group(2) ?? ""] else { return nil }
        let count = span.group(1).flatMap { value($0) } ?? 1
        let amounts = Quantity.all(in: setup).filter { $0.measure != .percent }
        guard let first = amounts.first, amounts.allSatisfy({ $0.measure == first.measure }) else { return nil }
        // The question must ask for what is done each period: money, the measure, or the counted thing.
        switch first.measure {
        case .count(let noun): guard Regex.firstMatch(#"how many ([a-z]+)"#, in: question).flatMap({ $0.group(1) }).map({ sameNoun($0, noun) }) ?? false else { return nil }
        case .money: guard ["how much", "money"].contains(where: question.contains) else { return nil }
        case .length: guard ["how far", "distance", "how many metres", "how many kilometres", "how much"].contains(where: question.contains) else { return nil }
        default: guard question.contains("how much") || question.contains("how many") else { return nil }
        }
        let each = amounts.map(\.value).reduce(0, +)
        let times = count * spanDays / perDays
        guard times >= 1, times == times.rounded() else { return nil }
        let result = each * times
        let format = answerFormat(p, like: first)
        var working = amounts.count > 1 ? "\(amounts.map { format($0.value) }.joined(separator: " + ")) = \(format(each)) each \(per); " : ""
        working += spanDays != perDays ? "\(plain(count)) \(span.group(2) ?? "") = \(plain(times)) \(plural(per)); " : ""
        working += "\(format(each)) × \(plain(times)) = \(format(result))"
        return MathsSolution(value: result, format: format, working: working,
                             // One leg of a journey, the number of weeks taken as days, one period too many.
                             mistakes: [first.value * times, each * count, result + each, each * (times - 1)].filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much is that in all?")
    }

    /// "Ali saves £4 each week. How many weeks will it take him to save £30?" → 8 weeks (a part week still counts).
    static func savingUntil(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard let rate = Regex.firstMatch(#"\b(?:a|an|each|every|per) (day|week|month|year|hour|minute)\b"#, in: setup),
              let per = rate.group(1), let many = Regex.firstMatch(#"how many (days|weeks|months|years|hours|minutes)"#, in: question),
              many.group(1) == plural(per) else { return nil }
        let each = Quantity.all(in: setup).filter { $0.measure != .percent }
        let goal = Quantity.all(in: question).filter { $0.measure != .percent }
        guard each.count == 1, goal.count == 1, each[0].measure == goal[0].measure, each[0].value > 0, goal[0].value > each[0].value else { return nil }
        let exact = goal[0].value / each[0].value
        let result = exact.rounded(.up)
        let format = written(each[0].measure, unit: each[0].unit)
        return MathsSolution(value: result, format: unit(plural(per)),
                             working: "\(format(goal[0].value)) ÷ \(format(each[0].value)) = \(plain((exact * 100).rounded() / 100))"
                                 + (result == exact ? "" : ", so \(plain(result)) \(plural(per)) to reach it"),
                             mistakes: [exact.rounded(.down), goal[0].value * each[0].value, goal[0].value - each[0].value, result + 1]
                                 .filter { $0 > 0 && $0 != result && $0 == $0.rounded() }, defaultQuestion: "How many \(plural(per)) does it take?")
    }

    /// "A tree is 7.5 m tall. A fence is 1.8 m tall. How much taller is the tree?" → 5.7 m; "how many more …" likewise.
    static func howMuchMore(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p)
        guard Regex.firstMatch(#"how (?:much|many) (?:more|fewer|less|longer|shorter|taller|heavier|lighter|further|farther|older|younger)\b|difference between"#, in: question) != nil
        else { return nil }
        let amounts = Quantity.all(in: p.lowered).filter { $0.measure != .percent }
        // Two amounts of one kind, or a count and a bare number that leaves its noun understood.
        guard amounts.count == 2, amounts[0].measure == amounts[1].measure || amounts[1].measure == .number && isCount(amounts[0].measure)
        else { return nil }
        let big = max(amounts[0].value, amounts[1].value), small = min(amounts[0].value, amounts[1].value)
        let result = big - small
        guard result > 0 else { return nil }
        let format = answerFormat(p, like: amounts[0])
        let decimals = [big, small].contains { $0 != $0.rounded() }
        return MathsSolution(value: result, format: format, working: "\(format(big)) − \(format(small)) = \(format(result))",
                             mistakes: [big + small, big, result + (decimals ? 0.1 : 1), result - (decimals ? 0.1 : 1)].filter { $0 > 0 },
                             defaultQuestion: "What is the difference?")
    }

    /// "There are 32 children in a class. 12 of them are boys. How many girls are there?" → 20 girls.
    static func complement(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard let whole = Regex.firstMatch(#"(?:there are|there were|has|have|had) "# + number + #" ([a-z]+)"#, in: setup),
              let total = value(whole.group(1)), let group = whole.group(2),
              let part = Regex.firstMatch(number + #" (?:of them|of the [a-z]+|of these) (?:are|were|is) ([a-z]+)"#, in: setup),
              let some = value(part.group(1)), let kind = part.group(2), some < total,
              let many = Regex.firstMatch(#"how many (?:(?:of them|of the [a-z]+) )?(?:are |were )?(not |n't )?([a-z]+)"#, in: question),
              let askedFor = many.group(2) else { return nil }
        let rest = many.group(1) != nil ? sameNoun(askedFor, kind) : !sameNoun(askedFor, kind) && !sameNoun(askedFor, group) && isNoun(askedFor)
        guard rest, !["more", "fewer"].contains(askedFor) else { return nil }
        let result = total - some
        let noun = many.group(1) != nil ? group : askedFor
        return MathsSolution(value: result, format: unit(plural(noun)), working: "\(plain(total)) − \(plain(some)) = \(plain(result))",
                             mistakes: [total + some, some, result + 1, result - 1].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many are left?")
    }

    /// "Ann has 23 stickers and Ben has 38 stickers. How many stickers do they have altogether?" → 61 stickers.
    static func totalOf(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p)
        guard ["altogether", "in total", "in all", "total", "both", "together", "combined"].contains(where: question.contains),
              !["each", "every", "per "].contains(where: p.lowered.contains) else { return nil }
        // "Lucy had 50 beads. She used 18." is what she had and what moved, not two parts of one total.
        let setup = p.setup.lowercased()
        guard Regex.firstMatch(#"\b(?:has|had|have|there are|there were)\b"#, in: setup) == nil || Regex.firstMatch(movingVerbs, in: setup) == nil
        else { return nil }
        let amounts = Quantity.all(in: p.setup.lowercased()).filter { $0.measure != .percent }
        guard amounts.count >= 2, amounts.count <= 4, let first = amounts.first,
              amounts.allSatisfy({ $0.measure == first.measure }) else { return nil }
        if case .count(let noun) = first.measure {
            // The question counts the same things ("How many stickers …", or no noun at all).
            if let askedFor = Regex.firstMatch(#"how many ([a-z]+)"#, in: question)?.group(1), !sameNoun(askedFor, noun), isNoun(askedFor) { return nil }
        }
        let result = amounts.map(\.value).reduce(0, +)
        let format = answerFormat(p, like: first)
        let decimals = amounts.contains { $0.value != $0.value.rounded() }
        let step = decimals ? 0.1 : (result >= 100 ? 10 : 1)
        return MathsSolution(value: result, format: format, working: "\(amounts.map { format($0.value) }.joined(separator: " + ")) = \(format(result))",
                             mistakes: [abs(amounts[0].value - amounts[1].value), result - step, result + step, result - amounts[amounts.count - 1].value]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 }, defaultQuestion: "How much is that altogether?")
    }
}
