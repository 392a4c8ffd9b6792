import Foundation

/// Algebra of a KS3 sheet: "I think of a number" undone step by step, an expression's value for given letters, an
/// equation with the letter on both sides or over a number, and a term of a sequence far along (from its first terms or
/// from its nth-term rule).
extension MathsSolver {
    static var algebraRules: [Rule] { [thinkOfANumber, substitution, termOfRule, termOfSequence, linearEquation, collectTerms] }

    /// The terms of one side of an equation or an expression, each with its sign ("5x - 3" → 5 of x, −3; "x/4" → 0.25 of
    /// x). Nil for anything else: a bracket, a power, two letters side by side.
    static func terms(_ text: String) -> [(letter: String?, amount: Double)]? {
        var rest = text.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: " ", with: "")
        guard !rest.isEmpty else { return nil }
        if !rest.hasPrefix("-") && !rest.hasPrefix("+") { rest = "+" + rest }
        var found: [(letter: String?, amount: Double)] = []
        while !rest.isEmpty {
            guard let m = Regex.firstMatch(#"^([+-])(\d+(?:\.\d+)?)?([a-z])?(?:/(\d+(?:\.\d+)?))?(?![a-z\d.(])"#, in: rest), let whole = m.group(0),
                  m.group(2) != nil || m.group(3) != nil else { return nil }
            var amount = value(m.group(2)) ?? 1
            if let under = value(m.group(4)) { guard under != 0 else { return nil }; amount /= under }
            found.append((m.group(3), m.group(1) == "-" ? -amount : amount))
            rest.removeFirst(whole.count)
        }
        return found
    }

    /// One side of an equation or an expression: each letter's coefficient and the number added ("5x - 3", "2a + 5b",
    /// "x/4 + 3").
    static func linear(_ text: String) -> (letters: [String: Double], constant: Double)? {
        guard let found = terms(text) else { return nil }
        var letters: [String: Double] = [:], constant = 0.0
        for term in found {
            if let letter = term.letter { letters[letter, default: 0] += term.amount } else { constant += term.amount }
        }
        return (letters, constant)
    }

    /// An expression as a learner writes it: "5a + 4b", "3x − 2", "−x + 7".
    static func written(_ letters: [(String, Double)], constant: Double) -> String {
        var text = ""
        for (letter, amount) in letters where amount != 0 {
            let size = abs(amount) == 1 ? letter : plain(abs(amount)) + letter
            text += text.isEmpty ? (amount < 0 ? "−" : "") + size : (amount < 0 ? " − " : " + ") + size
        }
        if constant != 0 { text += text.isEmpty ? plain(constant) : (constant < 0 ? " − " : " + ") + plain(abs(constant)) }
        return text
    }

    /// "Simplify 4x + 3x − 2x." → 5x; "Simplify 3a + 5b + 2a − b." → 5a + 4b: like terms collected. The slips: every term
    /// added (the minus signs ignored), unlike terms joined into one (9ab), the letters left off.
    static func collectTerms(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        guard let m = Regex.firstMatch(#"^simplify:?\s+([0-9a-z+\-. ]+?)\s*[.?]?$"#, in: text), let expression = m.group(1),
              let found = terms(expression), found.count >= 2, let simple = linear(expression), !simple.letters.isEmpty else { return nil }
        let names = simple.letters.keys.sorted()
        // Something to collect: two terms of one letter ("3a + 5b" is already as simple as it goes).
        guard names.contains(where: { name in found.filter { $0.letter == name }.count >= 2 }) else { return nil }
        let key = written(names.map { ($0, simple.letters[$0] ?? 0) }, constant: simple.constant)
        guard !key.isEmpty else { return nil }
        let unsigned = written(names.map { name in (name, found.filter { $0.letter == name }.map { abs($0.amount) }.reduce(0, +)) }, constant: simple.constant)
        let total = simple.letters.values.reduce(0, +)
        let joined = plain(abs(total)) + names.joined() + (names.count == 1 ? (found.count == 2 ? "²" : "³") : "")
        let bare = plain(total + simple.constant)
        let each = names.map { name in "\(name): " + found.filter { $0.letter == name }.map { plain($0.amount) }.joined(separator: " + ") + " = \(plain(simple.letters[name] ?? 0))" }
        return choice(key: key, slips: [unsigned, joined, bare].filter { $0 != key },
                      working: each.joined(separator: "; ").replacingOccurrences(of: "+ -", with: "− ") + "; so " + key,
                      question: "What is it in its simplest form?")
    }

    /// "I think of a number, double it and add 7. The answer is 31. What was my number?" → 12; "A number is multiplied by
    /// 4 and then 9 is added. The result is 45." → 9. Undone from the last step back. The slips: the steps done to the
    /// answer, undone in the wrong order, only the last undone, adding back what was added.
    static func thinkOfANumber(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        guard let start = Regex.firstMatch(#"\bthinks? of a number\b|^a number\b|\bthought of a number\b"#, in: text)?.group(0),
              let end = Regex.firstMatch(#"\b(?:the answer is|the result is|(?:my|his|her|their) answer is|i get|(?:he|she|they) gets?|gives|the total is|it makes|makes|equals) (\d+(?:\.\d+)?)\b"#, in: text),
              let result = value(end.group(1)), let from = text.range(of: start), let to = end.group(0).flatMap({ text.range(of: $0) }),
              from.upperBound <= to.lowerBound else { return nil }
        let steps = String(text[from.upperBound..<to.lowerBound])
        let n = #"(\d+(?:\.\d+)?)"#
        let pattern = [#"\b(double)[sd]?\b|\bis (doubled)\b"#, #"\b(halve)[sd]?\b|\bis (halved)\b"#, #"\b(treble|triple)[sd]?\b|\bis (trebled|tripled)\b"#,
                       #"\b(?:multipl(?:y|ies)(?: it)?|is multiplied|times it) by "# + n + #"|\btimes "# + n,
                       #"\b(?:divides?(?: it)?|is divided) by "# + n,
                       #"\badds?(?: on)? "# + n + #"|\b"# + n + #" is added\b|\bplus "# + n,
                       #"\b(?:subtracts?|takes? away|takes? off|minus) "# + n + #"|\b"# + n + #" is (?:subtracted|taken away|taken off)\b|\btakes? "# + n + #" (?:away|off)\b"#]
            .map { "(?:" + $0 + ")" }.joined(separator: "|")
        var operations: [(String, Double)] = []
        var written = 0
        for m in Regex.allMatches(pattern, in: steps) {
            if m.group(1) != nil || m.group(2) != nil { operations.append(("×", 2)); continue }
            if m.group(3) != nil || m.group(4) != nil { operations.append(("÷", 2)); continue }
            if m.group(5) != nil || m.group(6) != nil { operations.append(("×", 3)); continue }
            written += 1
            if let k = value(m.group(7) ?? m.group(8)) { operations.append(("×", k)) }
            else if let k = value(m.group(9)) { operations.append(("÷", k)) }
            else if let k = value(m.group(10) ?? m.group(11) ?? m.group(12)) { operations.append(("+", k)) }
            else if let k = value(m.group(13) ?? m.group(14) ?? m.group(15)) { operations.append(("-", k)) }
        }
        // Every number before the answer is a step's: "add 7 and then 3 more" read as one step would be a simpler sum.
        guard !operations.isEmpty, operations.count <= 4, Regex.allMatches(#"\d+(?:\.\d+)?"#, in: steps).count == written else { return nil }
        let inverse: [String: String] = ["×": "÷", "÷": "×", "+": "-", "-": "+"]
        func run(_ start: Double, _ list: [(String, Double)], inverted: Bool) -> Double? {
            list.reduce(Optional(start)) { x, step in x.flatMap { apply($0, inverted ? inverse[step.0] ?? step.0 : step.0, step.1) } }
        }
        // A number thought of is whole when every step is: "double it and add 14, the answer is 31" (8.5) was misread.
        let wholeSteps = ([result] + operations.map(\.1)).allSatisfy { $0 == $0.rounded() }
        guard let answer = run(result, operations.reversed(), inverted: true), answer.isFinite, answer > 0,
              wholeSteps ? answer == answer.rounded() : abs(answer * 100 - (answer * 100).rounded()) < 1e-6 else { return nil }
        var working: [String] = []
        var x = result
        for step in operations.reversed() {
            let undo = inverse[step.0] ?? step.0
            guard let next = apply(x, undo, step.1) else { return nil }
            working.append("\(plain(x)) \(undo == "-" ? "−" : undo) \(plain(step.1)) = \(plain(next))")
            x = next
        }
        let last = operations[operations.count - 1]
        let slips = [run(result, operations, inverted: false), run(result, operations, inverted: true), apply(result, inverse[last.0] ?? last.0, last.1),
                     run(result, operations.reversed().map { ($0.0 == "+" || $0.0 == "-") ? ($0.0 == "+" ? "-" : "+", $0.1) : $0 }, inverted: true),
                     answer + 1].compactMap { $0 }
        return MathsSolution(value: answer, format: plain, working: "undo each step from the last: " + working.joined(separator: "; "),
                             mistakes: slips, defaultQuestion: "What was the number?")
    }

    /// The letters a problem gives values ("when n = 6", "If a = 4 and b = 3"): single letters, each once.
    static func letterValues(in text: String) -> [String: Double]? {
        let found = Regex.allMatches(#"(?<![a-z\d])([a-z])\s*=\s*(-?\d+(?:\.\d+)?)(?![\d.]*(?:[a-z]|\s*[+\-−×÷/*(]))"#, in: text.replacingOccurrences(of: "−", with: "-"))
        var values: [String: Double] = [:]
        for m in found {
            guard let letter = m.group(1), let number = Double(m.group(2) ?? ""), values[letter] == nil else { return nil }
            values[letter] = number
        }
        return values.isEmpty ? nil : values
    }

    /// An expression worked out for given letters, with the slips learners make: "3n" with n = 6 read as 36, the sign of
    /// the number added turned round, the coefficients added instead of multiplied.
    static func evaluate(_ expression: (letters: [String: Double], constant: Double), at values: [String: Double]) -> (value: Double, working: String, slips: [Double])? {
        guard !expression.letters.isEmpty, expression.letters.keys.allSatisfy({ values[$0] != nil }) else { return nil }
        let letters = expression.letters.sorted { $0.key < $1.key }
        var total = expression.constant, parts: [String] = [], joined = expression.constant, added = expression.constant
        var joinable = true
        for (letter, coefficient) in letters {
            let x = values[letter] ?? 0
            total += coefficient * x
            added += coefficient + x
            parts.append("\(plain(coefficient)) × \(x < 0 ? "(−\(plain(-x)))" : plain(x))")
            if coefficient == coefficient.rounded(), coefficient > 1, x == x.rounded(), x >= 0, x < 10, let digits = Double(plain(coefficient) + plain(x)) {
                joined += digits
            } else { joinable = false }
        }
        let constant = expression.constant
        let shown = parts.joined(separator: " + ") + (constant == 0 ? "" : " \(constant < 0 ? "−" : "+") \(plain(abs(constant)))")
        let slips = (joinable ? [joined] : []) + [total - 2 * constant, added, total + 1]
        return (total, "\(shown) = \(plain(total))", constant == 0 ? slips.filter { $0 != total } : slips)
    }

    /// "Find the value of 3n - 2 when n = 6." → 16; "If a = 4 and b = 3, find the value of 2a + 5b." → 23.
    static func substitution(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        guard let values = letterValues(in: text),
              let m = Regex.firstMatch(#"\b(?:(?:find |work out |calculate |what is )?the value of|work out|evaluate|calculate|what is|find)\s+([0-9a-z+\-/.²³ ]+?)\s*(?:,|\bwhen\b|\bif\b|\bwhere\b|[.?]?$)"#, in: text),
              let written = m.group(1),
              // The expression's letters are all given, and no other number is stated.
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == Regex.allMatches(#"\d+(?:\.\d+)?"#, in: written).count + values.count
        else { return nil }
        // "2a + b²" with b = 5: each power worked out first and added as its number (25), then the rest as before. A
        // learner's slips with it: b² read as 2 × b, or as b.
        var powered = written, powers: [String] = [], asDouble = 0.0, asLetter = 0.0, asBracket = 0.0
        for power in Regex.allMatches(#"(\d*)([a-z])([²³])"#, in: written) {
            guard let whole = power.group(0), let letter = power.group(2), let x = values[letter], let mark = power.group(3) else { return nil }
            let k = value(power.group(1)) ?? 1, n: Double = mark == "²" ? 2 : 3, term = k * pow(x, n)
            powers.append("\(whole) = \(k == 1 ? "" : plain(k) + " × ")\(plain(x))\(mark) = \(plain(term))")
            asDouble += k * n * x - term
            asLetter += k * x - term
            asBracket += pow(k * x, n) - term // "3p²" taken as (3p)²
            powered = powered.replacingOccurrences(of: whole, with: plain(term))
        }
        guard let expression = linear(powered) else { return nil }
        // "3p² − 4" is all powers: once they are numbers, the sum is its constant.
        let worked: (value: Double, working: String, slips: [Double])? = expression.letters.isEmpty && !powers.isEmpty
            ? (value: expression.constant, working: termByTerm(powered.replacingOccurrences(of: " ", with: "")) + " = \(plain(expression.constant))", slips: [expression.constant + 1])
            : evaluate(expression, at: values)
        guard let (result, working, slips) = worked else { return nil }
        let given = values.sorted { $0.key < $1.key }.map { "\($0.key) = \(plain($0.value))" }.joined(separator: ", ")
        let shown = powers.isEmpty ? working : powers.joined(separator: "; ") + "; " + working
        let powerSlips = powers.isEmpty ? [] : [result + asDouble, result + asLetter, result + asBracket]
        return MathsSolution(value: result, format: plain, working: "\(given): \(shown)", mistakes: powerSlips + slips, defaultQuestion: "What is its value?", signed: result < 0)
    }

    /// The term asked for by its place: "the 8th term", "the 10th term", "the 100th term".
    static func askedTerm(_ text: String) -> Double? {
        Regex.firstMatch(#"\b(\d+)(?:st|nd|rd|th) term\b"#, in: text).flatMap { value($0.group(1)) }
    }

    /// "The nth term of a sequence is 5n + 2. What is the 8th term?" → 42. The slips as `evaluate` gives them ("5n" with
    /// n = 8 read as 58), and the number added left out.
    static func termOfRule(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        guard let rule = Regex.firstMatch(#"\bnth term (?:of [a-z ]+ )?(?:is|=)\s*([0-9n+\-. ]+?)\s*(?:[.,?]|$)"#, in: text)?.group(1),
              let expression = linear(rule), expression.letters.keys.sorted() == ["n"], let place = askedTerm(asked(p).isEmpty ? text : asked(p)),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == Regex.allMatches(#"\d+(?:\.\d+)?"#, in: rule).count + 1,
              let (result, working, slips) = evaluate(expression, at: ["n": place]) else { return nil }
        return MathsSolution(value: result, format: plain, working: "n = \(plain(place)): \(working)",
                             mistakes: slips + [result - expression.constant], defaultQuestion: "What is the term?", signed: result < 0)
    }

    /// "What is the 10th term of the sequence 4, 7, 10, 13, ...?" → 31: the first term and nine steps. The slips: ten
    /// steps, the step times the place, the next term.
    static func termOfSequence(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let place = askedTerm(text), place <= 1000,
              let list = Regex.firstMatch(#"(?:\d+\s*,\s*){2,}\d+"#, in: text)?.group(0),
              Regex.allMatches(#"\d+"#, in: text.replacingOccurrences(of: list, with: " ")).count == 1 else { return nil }
        let terms = list.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard terms.count >= 3, place > Double(terms.count), let first = terms.first, let last = terms.last else { return nil }
        let step = terms[1] - first
        guard step != 0, zip(terms.dropFirst(), terms).allSatisfy({ $0 - $1 == step }) else { return nil }
        let result = first + (place - 1) * step
        return MathsSolution(value: result, format: plain,
                             working: "\(terms.map(plain).joined(separator: ", ")): + \(plain(step)) each time; the \(plain(place))th term is \(plain(first)) + \(plain(place - 1)) × \(plain(step)) = \(plain(result))",
                             mistakes: [first + place * step, place * step, last + step, result - step], defaultQuestion: "What is the term?")
    }

    /// "Solve 5x - 3 = 2x + 12." → x = 5; "Solve x/4 + 3 = 9." → x = 24: the letter gathered on one side, the numbers on
    /// the other. Forms `equation` reads (3x + 5 = 20) are its; this takes a letter on both sides or over a number.
    static func linearEquation(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        let side = #"((?:[\d.+\-/ ]|(?<![a-z])[a-z](?![a-z]))+)"#
        guard text.filter({ $0 == "=" }).count == 1,
              let left = Regex.firstMatch(side + #"=\s*$"#, in: String(text[..<(text.firstIndex(of: "=") ?? text.endIndex)]) + "="),
              let right = Regex.firstMatch(#"^"# + side, in: String(text[text.index(after: text.firstIndex(of: "=") ?? text.startIndex)...])),
              let l = left.group(1).map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: " .")) }),
              let r = right.group(1).map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: " .")) }),
              let solved = oneLetter(l, r, in: text) else { return nil }
        let (x, a, b, coefficient, number, result) = solved
        let la = a.letters[x] ?? 0, lb = b.letters[x] ?? 0
        // "x/4 = 6, x = 6 × 4", not "0.25x = 6, x = 6 ÷ 0.25".
        let over = 1 / coefficient
        let divides = coefficient > 0 && coefficient < 1 && abs(over - over.rounded()) < 1e-9
        let term = divides ? "\(x)/\(plain(over))" : coefficient == 1 ? x : "\(plain(coefficient))\(x)"
        let last = coefficient == 1 ? "" : divides ? "; \(x) = \(plain(number)) × \(plain(over)) = \(plain(result))" : "; \(x) = \(plain(number)) ÷ \(plain(coefficient)) = \(plain(result))"
        let working = ("\(l) = \(r); \(term) = \(plain(b.constant)) \(a.constant < 0 ? "+" : "−") \(plain(abs(a.constant))) = \(plain(number))" + last)
            .replacingOccurrences(of: "-", with: "−")
        return MathsSolution(value: result, format: { "\(x) = \(plain($0))" }, working: working,
                             // The number moved without changing its sign, the letter moved without changing its sign,
                             // the division left out, one out.
                             mistakes: [(b.constant + a.constant) / coefficient, number / (la + lb), number, (b.constant + a.constant), result + 1]
                                 .filter { $0.isFinite },
                             defaultQuestion: "What is \(x)?", signed: result < 0)
    }

    /// Two linear sides of one letter solved for it: the letter, the sides, the letter's coefficient gathered on the
    /// left, the number gathered on the right, and the result; nil for another letter too, a number of the problem
    /// outside the two sides ("Solve … when …" is another sum), no letter left, or more than two decimal places.
    static func oneLetter(_ l: String, _ r: String, in text: String)
        -> (letter: String, left: (letters: [String: Double], constant: Double), right: (letters: [String: Double], constant: Double),
            coefficient: Double, number: Double, result: Double)? {
        guard let a = linear(l), let b = linear(r) else { return nil }
        let names = Set(a.letters.keys).union(b.letters.keys)
        guard names.count == 1, let x = names.first,
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == Regex.allMatches(#"\d+(?:\.\d+)?"#, in: l + " " + r).count else { return nil }
        let coefficient = (a.letters[x] ?? 0) - (b.letters[x] ?? 0), number = b.constant - a.constant
        guard coefficient != 0 else { return nil }
        let result = number / coefficient
        guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        return (x, a, b, coefficient, number, result)
    }
}
