import Foundation
import SnapQuizCore

/// A science page's formula practised with numbers ("speed = distance ÷ time", "density is mass divided by volume",
/// "V = I × R"): the learner works out one quantity from the others, and the wrong options are the slips learners
/// make (multiplying where the formula divides, dividing the wrong way, the unit of a given). Only a formula the page
/// states is asked; the numbers are the generator's, chosen so that the answer is a whole number of sensible size.
enum FormulaQuestions {
    /// A formula the page states: `result` = `left` × or ÷ `right`, each a quantity's name ("speed") or a symbol ("V").
    struct Formula: Equatable {
        var result: String
        var left: String
        var right: String
        var divides: Bool
        /// As the stem writes it: "speed = distance ÷ time".
        var written: String { "\(result) = \(left) \(divides ? "÷" : "×") \(right)" }
    }

    static func candidates(page: Page, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        var seen = Set<String>()
        let naming = page.text.lowercased()
        // The page's sentences as printed: `Page.sentences` drop words without a letter or digit ("=", "×", "÷"), and a
        // formula on a line of its own reads like a title.
        for (number, printed) in printedSentences(of: page.text).enumerated() {
            guard let formula = formula(in: printed, naming: naming), formula.result.count > 2,
                  seen.insert(formula.written.lowercased()).inserted else { continue }
            let units = Self.units(for: formula)
            // Where the page says it, for reading order: the first sentence that shares its opening words.
            let opening = TextTokens.lowered(printed).prefix(3)
            let sentence = page.sentences.first { TextTokens.lowered($0.text).starts(with: opening) }?.index
            // The quantity the formula gives, or the formula turned round ("What is the mass when …"): both on the
            // formula's sentence, so a quiz asks one of them, and another question on that sentence makes its one pair.
            let on: Set<Int> = [sentence ?? 50_000 + number]
            if let direct = question(formula, units: units, rearranged: false, evidence: printed, random: &random) {
                result.append(Candidate(kind: .maths, sentences: on, question: direct, score: 5.5, position: sentence ?? 0))
            }
            if let turned = question(formula, units: units, rearranged: true, evidence: printed, random: &random) {
                result.append(Candidate(kind: .maths, sentences: on, question: turned, score: 4.2, position: sentence ?? 0))
            }
        }
        return result
    }

    // MARK: Reading the formula

    /// The page's lines cut at each full stop, question or exclamation mark before a capital, symbols kept.
    static func printedSentences(of text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.contains("=") || trimmed.range(of: " by ", options: .caseInsensitive) != nil else { return [] }
            return trimmed.replacingOccurrences(of: #"([.!?]) +(?=[A-Z])"#, with: "$1\n", options: .regularExpression)
                .split(separator: "\n").map(String.init)
        }
    }

    private static let name = #"([A-Za-z][A-Za-z'’]*(?: [a-z]+)?)"#
    /// "speed = distance ÷ time", "V = I × R", "density = mass / volume", "P = I x V".
    private static let symbolic = try! NSRegularExpression(pattern: #"(?:^|[\s:(])"# + name + #"\s*=\s*"# + name + #"\s*([÷/×x*])\s*"# + name + #"(?=$|[\s.,;)])"#)
    /// "density is mass divided by volume", "Speed equals distance divided by time", "work is force multiplied by distance".
    private static let worded = try! NSRegularExpression(
        pattern: #"(?:^|\s)"# + name + #" (?:is|equals|is equal to|is calculated as|is found by) (?:the )?"# + name
            + #" (divided by|multiplied by|times) (?:the )?"# + name + #"(?=$|[\s.,;])"#, options: [.caseInsensitive])

    /// The quantities physics writes as letters: a letter is read as the quantity the page names (`naming`), and a
    /// formula whose letters the page does not name is not asked ("W" is work or weight: the page must name one).
    static let symbols: [String: [String]] = [
        "V": ["voltage", "potential difference"], "I": ["current"], "R": ["resistance"], "P": ["power", "pressure"],
        "E": ["energy"], "F": ["force"], "m": ["mass"], "a": ["acceleration"], "d": ["distance"], "t": ["time"],
        "s": ["speed", "distance"], "v": ["speed", "velocity"], "W": ["work", "weight"], "Q": ["charge"], "A": ["area"],
    ]

    /// The formula `text` states, if it states one with three different quantities; with the page's text
    /// (`naming`, lower case), letters are read as the quantities the page names.
    static func formula(in text: String, naming: String? = nil) -> Formula? {
        let range = NSRange(text.startIndex..., in: text)
        for (regex, isWorded) in [(symbolic, false), (worded, true)] {
            guard let match = regex.firstMatch(in: text, range: range) else { continue }
            let part = { (group: Int) in Range(match.range(at: group), in: text).map { String(text[$0]) } ?? "" }
            var (result, left, sign, right) = (part(1), part(2), part(3).lowercased(), part(4))
            if isWorded {
                // "The speed of an object is …": the sentence's own subject, not its article.
                for article in ["The ", "the "] where result.hasPrefix(article) { result.removeFirst(article.count) }
            }
            let names = [result, left, right].map { $0.lowercased() }
            guard Set(names).count == 3, names.allSatisfy({ !notQuantities.contains($0) && !$0.contains(where: \.isNumber) }) else { continue }
            // A symbol stands for itself ("V"); a word must name a quantity, not a sentence's start ("It").
            let symbols = [result, left, right].filter { $0.count <= 2 }.count
            guard symbols == 0 || symbols == 3 else { continue }
            // Words must name quantities a science page measures: "The speed of an object is …" caught "an object".
            if symbols == 0, ![result, left, right].allSatisfy({ units[$0.lowercased()] != nil }) { continue }
            let divides = ["÷", "/", "divided by"].contains(sign)
            guard symbols == 3, let naming else {
                return Formula(result: result.lowercased(), left: left.lowercased(), right: right.lowercased(), divides: divides)
            }
            let named = [result, left, right].compactMap { letter in
                Self.symbols[letter].flatMap { names in
                    let used = names.filter { TextTokens.lowered(naming).contains($0.split(separator: " ").first.map(String.init) ?? $0) }
                    return used.count == 1 ? used[0] : nil
                }
            }
            guard named.count == 3, Set(named).count == 3 else { continue }
            return Formula(result: named[0], left: named[1], right: named[2], divides: divides)
        }
        return nil
    }

    /// Words a formula's pattern can catch that name no quantity ("it is this multiplied by that").
    private static let notQuantities: Set<String> = ["it", "this", "that", "which", "what", "there", "they", "he", "she", "one", "x", "answer"]

    // MARK: Units

    /// The unit each quantity is given in, in one set of units that agree (speed in km/h from km and hours; power in
    /// watts from joules and seconds). A quantity not listed is a plain number.
    static let units: [String: String] = [
        "speed": "kilometres per hour", "distance": "kilometres", "time": "hours", "mass": "grams", "volume": "cubic centimetres",
        "density": "grams per cubic centimetre", "force": "newtons", "area": "square metres", "pressure": "newtons per square metre",
        "weight": "newtons", "work": "joules", "energy": "joules", "power": "watts", "voltage": "volts", "current": "amps",
        "resistance": "ohms", "charge": "coulombs", "potential difference": "volts", "acceleration": "metres per second squared",
    ]

    /// The words of every unit a formula question writes ("km", "h", "ohms", "hours"): what its keys may add to the page.
    static let unitWords: Set<String> = Set((units.values + ["seconds"]).flatMap { unit in
        unit.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    })

    /// The units of the formula's three quantities, or none when any is unknown: a page's formula is then asked in plain
    /// numbers, so no unit is made up. Time is in seconds where the formula is no speed.
    static func units(for formula: Formula) -> [String: String]? {
        var found: [String: String] = [:]
        let names = [formula.result, formula.left, formula.right].map { $0.lowercased() }
        for quantity in [formula.result, formula.left, formula.right] {
            guard var unit = units[quantity.lowercased()] else { return nil }
            // One set of units that agree: kilometres and hours only beside a speed in kilometres per hour, else metres
            // and seconds (work = force × distance in joules, power = energy ÷ time in watts); grams only beside a
            // density, else kilograms (force = mass × acceleration in newtons).
            if !names.contains("speed") { unit = ["hours": "seconds", "kilometres": "metres"][unit] ?? unit }
            if !names.contains("density"), unit == "grams" { unit = "kilograms" }
            found[quantity] = unit
        }
        return found
    }

    // MARK: Writing the question

    /// "The text gives the formula speed = distance ÷ time. What is the speed when the distance is 150 km and the time
    /// is 3 hours?" (or, `rearranged`, the formula turned round for one of its other quantities).
    static func question(_ formula: Formula, units: [String: String]?, rearranged: Bool, evidence: String, random: inout QuizRandom) -> Question? {
        // Whole numbers of a size a learner works with, and that the quantities take in a school's examples (a density
        // up to 20 g/cm³, a current up to 20 amps, a journey of a few hours): the answer and the givens from small ranges.
        let small = Double(Int.random(in: 2...9, using: &random))
        let answer = Double(Int.random(in: 2...20, using: &random))
        // result = left ÷ right: left = result × right. result = left × right.
        let (result, left, right) = formula.divides ? (answer, answer * small, small) : (answer * small, answer, small)
        guard result != left, result != right, left != right else { return nil }
        let values = [formula.result: result, formula.left: left, formula.right: right]
        // Asked: the result (direct), or the left quantity from the result and the right one (turned round).
        let asked = rearranged ? formula.left : formula.result
        let givens = [formula.result, formula.left, formula.right].filter { $0 != asked }
        guard let key = values[asked] else { return nil }
        let unit = { (quantity: String) in units?[quantity].map { " " + $0 } ?? "" }
        let show = { (value: Double, quantity: String) in MathsSolver.plain(value) + unit(quantity) }
        let givenText = givens.map { "the \($0) is \(show(values[$0]!, $0))" }.joined(separator: " and ")
        let stem = "The text gives the formula \(formula.written). What is the \(asked) when \(givenText)?"
        // The slips: the other operation, the division the wrong way round, the given's unit on the right number.
        let a = values[givens[0]]!, b = values[givens[1]]!
        var slips: [String] = []
        let keyText = show(key, asked)
        // Multiplying where the working divides, or dividing where it multiplies; dividing the wrong way round.
        let multiplies = formula.divides == rearranged
        let other = multiplies ? a / b : a * b
        let turned = b / a
        for wrong in [other, turned, a + b, abs(a - b), key * 10] where wrong > 0 && isTidy(wrong) {
            let text = show(wrong, asked)
            if text != keyText, !slips.contains(text) { slips.append(text) }
        }
        // The right number in a given's unit: "50 km" for a speed.
        if let units, let slipUnit = givens.map({ units[$0] }).first(where: { $0 != units[asked] }) ?? nil {
            let text = MathsSolver.plain(key) + " " + slipUnit
            if !slips.contains(text) { slips.insert(text, at: min(1, slips.count)) }
        }
        guard slips.count >= 3 else { return nil }
        let working = "\(MathsSolver.plain(a)) \(multiplies ? "×" : "÷") \(MathsSolver.plain(b)) = \(MathsSolver.plain(key))"
        return ItemText.question(stem, answer: keyText, distractors: Array(slips.prefix(3)), evidence: evidence,
                                 explanation: "The text says: “\(evidence)” Working: \(working)\(unit(asked)).")
    }

    /// A number a learner would write as an answer: whole, or with at most two decimals.
    private static func isTidy(_ value: Double) -> Bool {
        value.isFinite && abs(value * 100 - (value * 100).rounded()) < 1e-9 && value < 100_000
    }
}
