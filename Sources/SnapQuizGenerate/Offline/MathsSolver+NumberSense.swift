import Foundation

/// Number sense of a KS2/KS3 sheet: numbers put in order, a calculation estimated by rounding, the value of a digit,
/// ten more or less, multiplying and dividing by 10, 100 or 1000, the nth term of a sequence, and the difference
/// between two numbers either side of zero.
extension MathsSolver {
    static var numberSenseRules: [Rule] { [ordering, extreme, estimate, placeValue, powerOfTenStep, nthTerm, signedDifference, oddOneOut] }

    /// Rules that read a minus sign: any other rule takes "-6" for 6 ("the difference between -6 and 4" was keyed 2).
    static var signedRules: [Rule] { [equation, temperatureChange, sequenceNext, ordering, extreme, nthTerm, signedDifference, signedArithmetic] }

    /// Whether the problem states a number below zero: "-6" after a word, a comma, a colon or "=", not the "- 289" of
    /// "612 - 289" (which reaches the solver as "612 -289") or the "-4" of "2y -4 = 10".
    static func statesNegative(_ p: MathsProblem) -> Bool {
        Regex.firstMatch(#"(?:^|[,:(=]|[a-z]{2,}|\bminus)\s*[-−]\d|\bminus \d|\bnegative \d"#, in: p.lowered) != nil
    }

    /// An answer that is no single number (numbers in order, a ratio, the rule for the nth term): the key and the slips as
    /// written, numbered 1, 2, 3 … so that the question is built like any other. Nil with fewer than three different slips.
    static func choice(key: String, slips: [String], working: String, question: String) -> MathsSolution? {
        var written = [key]
        for slip in slips where !slip.isEmpty && !written.contains(slip) { written.append(slip) }
        guard written.count >= 4 else { return nil }
        return MathsSolution(value: 1, format: { value in
            let index = Int(value.rounded()) - 1
            return written.indices.contains(index) && abs(value - value.rounded()) < 1e-9 ? written[index] : ""
        }, working: working, mistakes: (2...written.count).map(Double.init), defaultQuestion: question)
    }

    /// A number as a learner writes it, up to six places, without trailing zeros ("0.003", not "0"), and with thousands
    /// commas when `grouped` ("4,005").
    static func decimal(_ value: Double, grouped: Bool = false) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        guard grouped, let whole = text.split(separator: ".").first, whole.filter(\.isNumber).count > 3 else { return text }
        let sign = whole.hasPrefix("-") ? "-" : "", fraction = text.dropFirst(whole.count)
        var digits = Array(whole.drop { $0 == "-" }), result = ""
        while digits.count > 3 { result = "," + String(digits.suffix(3)) + result; digits.removeLast(3) }
        return sign + String(digits) + result + fraction
    }

    /// A number as a page writes it: "-3", "−3", "1,204", "0.45", "3/8", "65%" (a list to order may mix the three forms).
    static let writtenNumber = #"[-−]?\d+(?:,\d{3})*(?:\.\d+)?(?:/\d+|%)?"#

    static func signedValue(_ written: String) -> Double? {
        let text = written.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: ",", with: "")
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        if let slash = text.firstIndex(of: "/") {
            guard let top = Double(text[..<slash]), let bottom = Double(text[text.index(after: slash)...]), bottom != 0 else { return nil }
            return top / bottom
        }
        return Double(text)
    }

    /// The list of numbers a problem asks about ("0.5, 0.45, 0.405 or 0.54"), as written and by value: `count` of them,
    /// each once, and no other number in the problem ("Put these 4 numbers in order" has a count that is no item).
    /// `distinct`: each value once (an order, a largest); an odd one out lists equal values written differently.
    static func numberList(in text: String, count: ClosedRange<Int>, distinct: Bool = true) -> (items: [String], values: [Double])? {
        guard let run = Regex.firstMatch(writtenNumber + #"(?:\s*(?:,|\bor\b|\band\b)\s*"# + writtenNumber + "){2,}", in: text)?.group(0),
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: run, with: " ")) == nil else { return nil }
        let items = Regex.allMatches(writtenNumber, in: run).compactMap { $0.group(0) }
        let values = items.compactMap(signedValue)
        guard values.count == items.count, count.contains(items.count), !distinct || Set(values).count == items.count else { return nil }
        return (items, values)
    }

    /// A decimal as a learner who reads the digits after the point as a whole number weighs it: 0.405 above 0.54.
    static func readAsWhole(_ item: String) -> Double {
        let parts = item.replacingOccurrences(of: ",", with: "").split(separator: ".")
        return (Double(parts[0]) ?? 0) * 1e6 + (parts.count > 1 ? Double(parts[1]) ?? 0 : 0)
    }

    /// A fraction by its bottom or its top number alone, as a learner who compares those weighs it.
    static func fractionPart(_ item: String, bottom: Bool) -> Double {
        let parts = item.split(separator: "/")
        return Double((bottom ? parts.last : parts.first) ?? "") ?? 0
    }

    /// "Put these numbers in order from smallest to largest: 0.5, 0.45, 0.405, 0.54." → 0.405, 0.45, 0.5, 0.54; "Order
    /// these fractions: 1/2, 3/8, 2/3"; "coldest first: -3, 5, -7, 2". ("Which is the largest …?" is `extreme`.)
    /// The slips are the orders a learner gets by mistake: the wrong way round, decimals read as whole numbers ("0.405 is
    /// biggest, it has most digits"), a minus sign ignored, fractions by their bottom number, two close neighbours swapped.
    static func ordering(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let ascending = Regex.firstMatch(#"\b(?:smallest|lowest|least|coldest|shortest|lightest) (?:to|first)\b|\bascending\b"#, in: text) != nil
        let descending = Regex.firstMatch(#"\b(?:largest|biggest|greatest|highest|warmest|hottest|longest|heaviest) (?:to|first)\b|\bdescending\b"#, in: text) != nil
        guard ascending != descending, Regex.firstMatch(#"\b(?:order|arrange|sort)\b"#, in: text) != nil,
              let (items, values) = numberList(in: text, count: 3...8) else { return nil }
        let up = ascending
        func ordered(by key: (Int) -> Double) -> [String] {
            items.indices.sorted { up ? key($0) < key($1) : key($0) > key($1) }.map { items[$0] }
        }
        let key = ordered { values[$0] }
        // Decimals read as whole numbers after the point (0.405 > 0.54), a minus sign ignored, fractions by their bottoms.
        var slips: [[String]] = []
        if items.contains(where: { $0.contains(".") }) { slips.append(ordered { readAsWhole(items[$0]) }) }
        if values.contains(where: { $0 < 0 }) { slips.append(ordered { abs(values[$0]) }) }
        if items.allSatisfy({ $0.contains("/") }) {
            slips.append(ordered { fractionPart(items[$0], bottom: true) })
            slips.append(ordered { fractionPart(items[$0], bottom: false) })
        }
        if items.allSatisfy({ !$0.contains(".") && !$0.contains("/") && !$0.hasPrefix("-") && !$0.hasPrefix("−") }) {
            // Whole numbers by their first digits ("405" before "45").
            slips.append(items.sorted { up ? $0.filter(\.isNumber) < $1.filter(\.isNumber) : $0.filter(\.isNumber) > $1.filter(\.isNumber) })
        }
        slips.append(key.reversed())
        // Two neighbours swapped, the closest pair first: the pair a learner most easily mixes up.
        let sortedValues = key.compactMap(signedValue)
        for index in key.indices.dropLast().sorted(by: { abs(sortedValues[$0] - sortedValues[$0 + 1]) < abs(sortedValues[$1] - sortedValues[$1 + 1]) }) {
            var swapped = key
            swapped.swapAt(index, index + 1)
            slips.append(swapped)
        }
        let places = items.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 }.max() ?? 0
        let compared = items.map { item in
            guard let value = signedValue(item) else { return item }
            if item.contains("/") { return "\(item) = \(decimal(value))" }
            return places > 0 && !item.contains("/") ? String(format: "%.\(places)f", value) : item
        }
        let direction = up ? "smallest to largest" : "largest to smallest"
        return choice(key: key.joined(separator: ", "), slips: slips.map { $0.joined(separator: ", ") },
                      working: "compared: \(compared.joined(separator: ", ")); from \(direction): \(key.joined(separator: ", "))",
                      question: "What is the right order?")
    }

    /// "Which is the largest: 0.6, 0.45, 0.506 or 0.09?" → 0.6; "Which fraction is the smallest: 3/4, 2/3, 5/8 or
    /// 7/12?" → 7/12. The options are the list's own numbers, the slips first: the one a learner picks who reads decimals
    /// as whole numbers after the point (0.506), ignores a minus sign, or goes by a fraction's bottom or top number.
    /// A list of four or more numbers, each once, and no other number in the problem.
    static func extreme(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let asked = Regex.firstMatch(#"\bwhich (?:\w+ )?(?:is|was) (?:the )?(largest|biggest|greatest|highest|smallest|lowest|least)\b"#, in: text)?.group(1),
              let (items, values) = numberList(in: text, count: 4...8) else { return nil }
        let largest = ["largest", "biggest", "greatest", "highest"].contains(asked)
        func pick(by key: (Int) -> Double) -> String {
            let index = items.indices.max { largest ? key($0) < key($1) : key($0) > key($1) } ?? 0
            return items[index]
        }
        let answer = pick { values[$0] }
        var slips: [String] = []
        if items.contains(where: { $0.contains(".") }) { slips.append(pick { readAsWhole(items[$0]) }) }
        if values.contains(where: { $0 < 0 }) { slips.append(pick { abs(values[$0]) }) }
        if items.allSatisfy({ $0.contains("/") }) {
            slips.append(pick { fractionPart(items[$0], bottom: true) })
            slips.append(pick { fractionPart(items[$0], bottom: false) })
        }
        // Then the rest, nearest the key first: the one a learner most easily takes for it.
        let key = values[items.firstIndex(of: answer) ?? 0]
        slips += items.indices.sorted { abs(values[$0] - key) < abs(values[$1] - key) }.map { items[$0] }
        let compared = items.map { item in item.contains("/") ? "\(item) = \(decimal(signedValue(item) ?? 0))" : item }
        return choice(key: answer, slips: slips.filter { $0 != answer },
                      working: "compared: \(compared.joined(separator: ", ")); the \(asked) is \(answer)",
                      question: "Which is the \(asked)?")
    }

    /// "Estimate 49 × 21 by rounding each number to the nearest ten." → 50 × 20 = 1000; "Round each number to 1
    /// significant figure to estimate 3.8 × 61." → 240; with no place named, to 1 significant figure. The slips: the
    /// exact answer, only one number rounded, both rounded down, a place out.
    static func estimate(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let n = #"(\d+(?:,\d{3})*(?:\.\d+)?)"#
        guard Regex.firstMatch(#"\bestimat"#, in: text) != nil,
              let m = Regex.firstMatch(#"\bestimate (?:the answer to |the value of |the result of )?"# + n + #"\s*([+\-−×x*÷/])\s*"# + n + #"(?!\d|\.\d)"#, in: text),
              let a = value(m.group(1)), let op = m.group(2), let b = value(m.group(3)), a > 0, b > 0,
              // Nothing else to work with: "Estimate 49 × 21 + 7" is a longer sum.
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: m.group(0) ?? "", with: " ")
                  .replacingOccurrences(of: #"\b(?:1|one) significant figure"#, with: " ", options: .regularExpression)
                  .replacingOccurrences(of: #"\bnearest (?:10|100|1,?000)\b"#, with: " ", options: .regularExpression)) == nil
        else { return nil }
        let places: [String: Double] = ["ten": 10, "10": 10, "hundred": 100, "100": 100, "thousand": 1000, "1000": 1000, "whole number": 1, "integer": 1]
        let named = Regex.firstMatch(#"\bnearest (ten|10|hundred|100|thousand|1,?000|whole number|integer)\b"#, in: text)?.group(1)
        let step = named.flatMap { places[$0.replacingOccurrences(of: ",", with: "")] }
        if named != nil, step == nil { return nil }
        // With no place named, to 1 significant figure; decimal places or more figures are another rounding.
        if Regex.firstMatch(#"\bdecimal place|\b(?:2|3|two|three) significant|\bnearest (?:tenth|hundredth)"#, in: text) != nil { return nil }
        func round(_ x: Double) -> Double {
            let place = step ?? pow(10, (log10(x) + 1e-9).rounded(.down))
            return (x / place + 0.5 + 1e-9).rounded(.down) * place
        }
        func roundDown(_ x: Double) -> Double {
            let place = step ?? pow(10, (log10(x) + 1e-9).rounded(.down))
            return (x / place + 1e-9).rounded(.down) * place
        }
        func apply(_ x: Double, _ y: Double) -> Double? { MathsSolver.apply(x, op, y) }
        let ra = round(a), rb = round(b)
        guard ra > 0, rb > 0, ra != a || rb != b, let result = apply(ra, rb), result > 0,
              abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let grouped = m.group(1)?.contains(",") == true || m.group(3)?.contains(",") == true
        let format = { (value: Double) in decimal(value, grouped: grouped) }
        let how = step.map { $0 == 1 ? "to the nearest whole number" : "to the nearest \(plain($0))" } ?? "to 1 significant figure"
        let symbol = ["x": "×", "*": "×", "/": "÷", "-": "−"][op] ?? op
        // The exact answer, one number left unrounded, both rounded down, a place out: the first three are asked, so a
        // sum of near misses (601, 603, 598 for 600) is not all a learner sees.
        let slips = [apply(a, b), apply(ra, b), apply(roundDown(a), roundDown(b)), result * 10, apply(a, rb), result / 10].compactMap { $0 }
        return MathsSolution(value: result, format: format,
                             working: "\(m.group(1) ?? "") rounds to \(format(ra)) and \(m.group(3) ?? "") to \(format(rb)) (\(how)); \(format(ra)) \(symbol) \(format(rb)) = \(format(result))",
                             mistakes: slips.filter { $0 > 0 && abs($0 - result) > 1e-9 }, defaultQuestion: "What is the estimate?")
    }

    /// "What is the value of the 7 in 3,742?" → 700; "… the digit 4 in 6.48?" → 0.4. The slips: the digit itself and the
    /// places either side.
    static func placeValue(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"\bvalue of (?:the )?(?:digit )?(\d) in (?:the number )?(\d+(?:,\d{3})*(?:\.\d+)?)(?![\d,])"#, in: p.lowered),
              let digit = m.group(1), let written = m.group(2), digit != "0" else { return nil }
        let plainDigits = written.replacingOccurrences(of: ",", with: "")
        let parts = plainDigits.split(separator: ".", omittingEmptySubsequences: false)
        let whole = Array(parts[0]), fraction = parts.count > 1 ? Array(parts[1]) : []
        let wholeAt = whole.indices.filter { String(whole[$0]) == digit }, fractionAt = fraction.indices.filter { String(fraction[$0]) == digit }
        // The digit must stand once: "the 4 in 4,453" does not say which.
        guard wholeAt.count + fractionAt.count == 1, let d = Double(digit) else { return nil }
        let power = wholeAt.first.map { Double(whole.count - 1 - $0) } ?? -Double((fractionAt.first ?? 0) + 1)
        let result = d * pow(10, power)
        let names = [-3: "thousandths", -2: "hundredths", -1: "tenths", 0: "ones", 1: "tens", 2: "hundreds", 3: "thousands",
                     4: "ten thousands", 5: "hundred thousands", 6: "millions"]
        guard let place = names[Int(power)] else { return nil }
        let grouped = written.contains(",")
        let format = { (value: Double) in decimal(value, grouped: grouped) }
        let pieces = (whole.enumerated().map { (Double(String($1)) ?? 0) * pow(10, Double(whole.count - 1 - $0)) }
            + fraction.enumerated().map { (Double(String($1)) ?? 0) * pow(10, -Double($0 + 1)) }).filter { $0 > 0 }
        return MathsSolution(value: result, format: format,
                             working: "\(written) = \(pieces.map(format).joined(separator: " + ")); the \(digit) is in the \(place) place, so it is worth \(format(result))",
                             mistakes: [d, result * 10, result / 10, result * 100].filter { abs($0 - result) > 1e-12 }, defaultQuestion: "What is the digit worth?")
    }

    /// "Multiply 4.6 by 100." → 460; "Divide 72 by 10." → 7.2; "What is 10 more than 3,995?" → 4,005 (read with the
    /// comparisons: "more than" sends a problem there). The slips: a place out either way, the other operation.
    static func powerOfTenStep(_ p: MathsProblem) -> MathsSolution? {
        let text = (p.question ?? p.setup).lowercased()
        let n = #"(\d+(?:,\d{3})*(?:\.\d+)?)"#
        if let m = Regex.firstMatch(#"^(?:what is |find |work out )?(multiply|divide) "# + n + #" by (10|100|1,?000)\s*[?.]?$"#, in: text),
           let a = value(m.group(2)), let by = value(m.group(3)) {
            let multiplies = m.group(1) == "multiply"
            let result = multiplies ? a * by : a / by
            let format = { (value: Double) in decimal(value, grouped: m.group(2)?.contains(",") == true) }
            return MathsSolution(value: result, format: format,
                                 working: "\(format(a)) \(multiplies ? "×" : "÷") \(plain(by)) = \(format(result)): each digit moves \(plain(log10(by))) place\(by == 10 ? "" : "s") \(multiplies ? "left" : "right")",
                                 mistakes: [result * 10, result / 10, multiplies ? a / by : a * by, result * 100].filter { $0 > 0 && abs($0 - result) > 1e-12 },
                                 defaultQuestion: "What is the answer?")
        }
        if let m = Regex.firstMatch(#"^(?:what is |find |work out |write )?(?:the number )?(10|100|1,?000|ten|one hundred|a hundred|one thousand|a thousand) (more|less) than "# + n + #"\s*[?.]?$"#, in: text),
           let by = ["ten": 10, "one hundred": 100, "a hundred": 100, "one thousand": 1000, "a thousand": 1000][m.group(1) ?? ""] ?? value(m.group(1)),
           let a = value(m.group(3)), a == a.rounded() {
            let more = m.group(2) == "more"
            let result = more ? a + by : a - by
            guard result > 0 else { return nil }
            let format = { (value: Double) in decimal(value, grouped: m.group(3)?.contains(",") == true) }
            // The other way, a place out (100 for 10), and the digit changed without carrying ("3,995 + 10" as 3,905).
            let digit = (a / by).rounded(.down).truncatingRemainder(dividingBy: 10)
            let carried = a + (((digit + (more ? 1 : 9)).truncatingRemainder(dividingBy: 10)) - digit) * by
            return MathsSolution(value: result, format: format,
                                 working: "\(format(a)) \(more ? "+" : "−") \(plain(by)) = \(format(result))",
                                 mistakes: [more ? a - by : a + by, more ? a + by * 10 : a - by * 10, carried].filter { $0 > 0 && $0 != result },
                                 defaultQuestion: "What is the answer?")
        }
        return nil
    }

    /// "Find the nth term of 3, 7, 11, 15." → 4n − 1: the step times n, and what makes the first term. The slips: the step
    /// added to n, the first term as the number added, the two swapped, the sign of the number added changed.
    static func nthTerm(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        guard Regex.firstMatch(#"\b(?:nth|n th|n-th|general) term\b"#, in: text) != nil,
              let list = Regex.firstMatch(#"(?:-?\d+\s*,\s*){2,}-?\d+"#, in: text)?.group(0),
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: list, with: " ")) == nil else { return nil }
        let terms = list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard terms.count >= 3 else { return nil }
        let step = terms[1] - terms[0]
        guard step != 0, zip(terms.dropFirst(), terms).allSatisfy({ $0 - $1 == step }) else { return nil }
        func rule(_ d: Int, _ c: Int) -> String {
            let times = d == 1 ? "n" : d == -1 ? "−n" : "\(d < 0 ? "−" : "")\(abs(d))n"
            if c == 0 { return times }
            return d < 0 ? "\(c) \(d == -1 ? "− n" : "− \(abs(d))n")" : "\(times) \(c < 0 ? "−" : "+") \(abs(c))"
        }
        let c = terms[0] - step
        return choice(key: rule(step, c), slips: [rule(1, step), rule(step, terms[0]), rule(terms[0], step), rule(step, -c), rule(step, c + 1)],
                      working: "\(terms.map(String.init).joined(separator: ", ")): \(step > 0 ? "+" : "−") \(abs(step)) each time, so \(step)n; the first term \(terms[0]) = \(step) × 1 \(c < 0 ? "−" : "+") \(abs(c)); so the nth term is \(rule(step, c))",
                      question: "What is the nth term?")
    }

    /// "What is the difference between -6 and 4?" → 10: the distance across zero. The slips: the signs dropped (6 − 4).
    static func signedDifference(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        let n = #"(-?\d+(?:\.\d+)?)"#
        guard let m = Regex.firstMatch(#"\bdifference between "# + n + #"(?:\s*°c)? and "# + n + #"(?:\s*°c)?\s*[?.]?$"#, in: text),
              let a = Double(m.group(1) ?? ""), let b = Double(m.group(2) ?? ""), a < 0 || b < 0,
              Regex.firstMatch(#"\d"#, in: text.replacingOccurrences(of: m.group(0) ?? "", with: " ")) == nil else { return nil }
        let result = abs(a - b)
        let signed = { (value: Double) in (value < 0 ? "−" : "") + plain(abs(value)) }
        return MathsSolution(value: result, format: plain,
                             working: "\(signed(max(a, b))) − (\(signed(min(a, b)))) = \(plain(result))",
                             mistakes: [abs(abs(a) - abs(b)), result + 1, result - 1, result + 2].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "What is the difference?")
    }

    /// "Calculate -7 + 12." → 5; "What is -4 × 6?" → −24; "-3 - 5 =" → −8; "6 - (-2)" → 8: one sum with a number below
    /// zero. The slips: the signs dropped, the answer's sign turned, the other operation.
    static func signedArithmetic(_ p: MathsProblem) -> MathsSolution? {
        let text = (p.question ?? p.setup).lowercased().replacingOccurrences(of: "−", with: "-").trimmingCharacters(in: .whitespaces)
        let n = #"(\()?\s*(-?\d+(?:\.\d+)?)\s*(\))?"#
        guard let m = Regex.firstMatch(#"^(?:what is |work out |calculate |find |evaluate )?"# + n + #"\s*([+\-×x*÷/])\s*"# + n + #"\s*(?:=\s*)?\??\s*[?.]?$"#, in: text),
              (m.group(1) == nil) == (m.group(3) == nil), (m.group(5) == nil) == (m.group(7) == nil),
              let a = Double(m.group(2) ?? ""), let op = m.group(4), let b = Double(m.group(6) ?? ""), a < 0 || b < 0,
              let result = apply(a, op, b), result.isFinite, abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let signed = { (value: Double) in (value < 0 ? "−" : "") + plain(abs(value)) }
        let symbol = ["x": "×", "*": "×", "/": "÷", "-": "−"][op] ?? op
        let other = ["+": "-", "-": "+", "×": "÷", "x": "÷", "*": "÷", "÷": "×", "/": "×"][op] ?? op
        let slips = [apply(abs(a), op, abs(b)), -result, apply(a, other, b), result + 1, result - 1].compactMap { $0 }
            .filter { $0.isFinite && abs($0 * 100 - ($0 * 100).rounded()) < 1e-6 }
        return MathsSolution(value: result, format: signed,
                             working: "\(signed(a)) \(symbol) \(b < 0 ? "(\(signed(b)))" : signed(b)) = \(signed(result))",
                             mistakes: slips, defaultQuestion: "What is the answer?", signed: true)
    }

    /// "Which of these is not equal to the others: 0.25, 1/4, 25%, 2/5?" → 2/5; "Which is the odd one out: 0.5, 1/2,
    /// 50%, 0.05?" → 0.05: all but one of the list have one value. The options are the list's own numbers.
    static func oddOneOut(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\bodd one out\b|\bnot equal to the others\b|\bdifferent (?:value )?from the others\b|\bnot (?:the same as|equivalent to) the others\b"#, in: text) != nil,
              let (items, values) = numberList(in: text, count: 4...6, distinct: false) else { return nil }
        let odd = values.indices.filter { index in !values.indices.contains { $0 != index && abs(values[$0] - values[index]) < 1e-9 } }
        guard odd.count == 1, let index = odd.first, Set(values.indices.filter { $0 != index }.map { values[$0] }).count == 1 else { return nil }
        let compared = items.map { item in item.contains("/") || item.hasSuffix("%") ? "\(item) = \(decimal(signedValue(item) ?? 0))" : item }
        return choice(key: items[index], slips: items.indices.filter { $0 != index }.map { items[$0] },
                      working: "compared: \(compared.joined(separator: ", ")); only \(items[index]) is not \(decimal(values[index == 0 ? 1 : 0]))",
                      question: "Which is the odd one out?")
    }
}
