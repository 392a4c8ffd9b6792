import Foundation

/// Number work without a story of things: the next term of a sequence, a temperature that rises or falls past zero, a
/// decimal, fraction or percentage written another way, and powers and square roots.
extension MathsSolver {
    static var numberRules: [Rule] {
        [sequenceNext, temperatureChange, asPercentage, asFraction, asDecimal, power, squareRoot, simplify, missingForMean, hoursAndMinutes]
    }

    /// "What is the next number in the sequence 5, 9, 13, 17, ...?" → 21: the same step each time (or the same factor).
    /// At least four terms, so that the step is seen three times; any other number in the problem ("the 10th term") is
    /// left to no rule.
    static func sequenceNext(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\bnext\b|\bcomes? after\b|\bcontinue\b"#, in: text) != nil,
              let list = Regex.firstMatch(#"(?:-?\d+(?:\.\d+)?\s*,\s*){3,}-?\d+(?:\.\d+)?"#, in: text)?.group(0) else { return nil }
        let terms = list.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard terms.count >= 4, let last = terms.last else { return nil }
        let steps = zip(terms.dropFirst(), terms).map { $0 - $1 }
        let listed = terms.map(plain).joined(separator: ", ")
        if let step = steps.first, step != 0, steps.allSatisfy({ abs($0 - step) < 1e-9 }) {
            let next = last + step
            return MathsSolution(value: next, format: plain, working: "\(listed): \(step > 0 ? "+" : "−") \(plain(abs(step))) each time; \(plain(last)) \(step > 0 ? "+" : "−") \(plain(abs(step))) = \(plain(next))",
                                 // A step skipped, the step the wrong way, one out.
                                 mistakes: [last + 2 * step, last - step, next + 1, next - 1], defaultQuestion: "What is the next number?")
        }
        let factors = zip(terms.dropFirst(), terms).map { $1 == 0 ? 0 : $0 / $1 }
        if let factor = factors.first, factor > 1, factor == factor.rounded(), factors.allSatisfy({ $0 == factor }) {
            let next = last * factor
            return MathsSolution(value: next, format: plain, working: "\(listed): × \(plain(factor)) each time; \(plain(last)) × \(plain(factor)) = \(plain(next))",
                                 // The last step added again instead of multiplied, a step skipped, the factor added.
                                 mistakes: [last + (last - terms[terms.count - 2]), next * factor, last + factor, next + 1],
                                 defaultQuestion: "What is the next number?")
        }
        return nil
    }

    /// "The temperature was -3°C at 6 am. By noon it had risen by 8 degrees." → 5°C; "4°C … fell by 9 degrees" → −5°C.
    static func temperatureChange(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered.replacingOccurrences(of: "−", with: "-")
        let degrees = #"\s*(?:°\s*c\b|°|degrees?(?: celsius| c\b)?)"#
        guard text.contains("temperature"), p.question == nil || question(p, contains: ["temperature", "how warm", "how cold"]),
              let start = Regex.firstMatch(#"(-|minus |negative )?(\d+(?:\.\d+)?)"# + degrees + #"(\s*below (?:zero|freezing))?"#, in: text),
              let move = Regex.firstMatch(#"\b(rose|rises|risen|rise|went up|goes up|gone up|increased|increases|climbed|warmed up|fell|falls|fallen|fall|dropped|drops|went down|goes down|gone down|decreased|decreases|cooled) by (\d+(?:\.\d+)?)"# + degrees, in: text),
              var from = value(start.group(2)), let by = value(move.group(2)),
              // Two temperatures, the first where it starts: "rose by 8 degrees from -3°C" or a third reading is not this sum.
              Regex.allMatches(#"\d+(?:\.\d+)?"# + degrees, in: text).count == 2,
              let starts = start.group(0).flatMap({ text.range(of: $0) }), let moves = move.group(0).flatMap({ text.range(of: $0) }),
              starts.lowerBound < moves.lowerBound else { return nil }
        if start.group(1) != nil || start.group(3) != nil { from = -from }
        let rises = ["rose", "rises", "risen", "rise", "went up", "goes up", "gone up", "increased", "increases", "climbed", "warmed up"].contains(move.group(1) ?? "")
        let result = rises ? from + by : from - by
        let unit = text.contains("°") ? "°C" : " degrees"
        let format: (Double) -> String = { ($0 < 0 ? "−" : "") + plain(abs($0)) + unit }
        // Times of day say when, not how much: named in the working so that every number the page states is seen there.
        let clocks = Regex.allMatches(#"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b"#, in: text).compactMap { $0.group(0) }
        let when = clocks.isEmpty ? "" : clocks.joined(separator: " to ") + ": "
        return MathsSolution(value: result, format: format,
                             working: "\(when)\(format(from)) \(rises ? "+" : "−") \(plain(by)) = \(format(result))",
                             // The change the wrong way, the minus sign of a start below zero dropped, the answer's sign lost, one out.
                             mistakes: [rises ? from - by : from + by] + (from < 0 ? [rises ? -from + by : -from - by] : []) + [-result, result + 1, result - 1],
                             defaultQuestion: "What is the temperature now?", signed: true)
    }

    /// "Write 0.35 as a percentage." → 35%; "Convert 3/5 to a percentage." → 60%.
    static func asPercentage(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"\b(?:write|convert|express|change|what is) (\d*\.\d+|\d+/\d+) (?:as|to|into) an? (?:percentage|per ?cent)\b"#, in: p.lowered),
              let written = m.group(1) else { return nil }
        let value: Double, working: String, slips: [Double]
        if let slash = written.firstIndex(of: "/"), let top = Double(written[..<slash]), let bottom = Double(written[written.index(after: slash)...]), bottom > 0 {
            value = top / bottom * 100
            working = "\(written) = \(plain(top)) ÷ \(plain(bottom)) = \(decimal(top / bottom)); × 100 = \(plain(value))%"
            // The digits read as the percentage ("3/5" as 35%), × 10 for × 100, the parts swapped.
            slips = [Double(written.replacingOccurrences(of: "/", with: "")) ?? 0, value / 10, bottom / top * 100, top * bottom]
        } else if let decimal = Double(written), decimal > 0, decimal < 10 {
            value = decimal * 100
            working = "\(written) × 100 = \(plain(value))%"
            slips = [decimal * 10, decimal * 1000, decimal, value + 1]
        } else { return nil }
        return MathsSolution(value: value, format: { plain($0) + "%" }, working: working, mistakes: slips, defaultQuestion: "What is it as a percentage?")
    }

    /// "Write 0.75 as a fraction." → 3/4; "Write 40% as a fraction in its simplest form." → 2/5.
    static func asFraction(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"\b(?:write|convert|express|change|what is) (\d*\.\d+|\d+(?:\.\d+)?%) (?:as|to|into) an? (?:vulgar |proper )?fraction\b"#, in: p.lowered),
              let written = m.group(1) else { return nil }
        let percent = written.hasSuffix("%")
        guard let number = Double(written.replacingOccurrences(of: "%", with: "")) else { return nil }
        let value = percent ? number / 100 : number
        guard value > 0, value < 100 else { return nil }
        // Over a power of ten, then simplified: "0.75 = 75/100 = 3/4".
        let places = percent ? 2 + (written.split(separator: ".").dropFirst().first.map { $0.count - 1 } ?? 0)
            : written.split(separator: ".").last.map(\.count) ?? 0
        let ten = pow(10, Double(places))
        let over = "\(plain(value * ten))/\(plain(ten))"
        let working = "\(written) = \(over)" + (fraction(value) == over ? "" : " = \(fraction(value))")
        // One place short ("75/10"), one too many ("75/1000"), the rest of a whole ("1/4" for 0.75), the digits over ten,
        // the two digits read as top and bottom ("0.35" as 3/5). A slip no fraction up to /100 writes ("0.03" for 7/200)
        // would stand out among fractions.
        let digits = percent ? [] : Array(written.split(separator: ".").last ?? "").compactMap { $0.wholeNumberValue }.map(Double.init)
        let digitSlip = digits.count == 2 && digits[1] > 0 && digits[0] < digits[1] ? [digits[0] / digits[1]] : []
        let slips = ([value * 10, value / 10, 1 - value, value * ten / 10] + digitSlip).filter { !fraction($0).contains(".") }
        return MathsSolution(value: value, format: fraction, working: working, mistakes: slips, defaultQuestion: "What is it as a fraction?")
    }

    /// "Write 3/4 as a decimal." → 0.75; "Write 45% as a decimal." → 0.45.
    static func asDecimal(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"\b(?:write|convert|express|change|what is) (\d+/\d+|\d+(?:\.\d+)?%) (?:as|to|into) an? decimal\b"#, in: p.lowered),
              let written = m.group(1) else { return nil }
        let value: Double, working: String, slips: [Double]
        if let slash = written.firstIndex(of: "/"), let top = Double(written[..<slash]), let bottom = Double(written[written.index(after: slash)...]), bottom > 0 {
            value = top / bottom
            working = "\(written) = \(plain(top)) ÷ \(plain(bottom)) = \(plain(value))"
            // The digits either side of a point ("3.4"), the parts swapped, ten times too big.
            slips = [Double("\(plain(top)).\(plain(bottom))") ?? 0, bottom / top, value * 10, value / 10]
        } else if let percent = Double(written.dropLast()) {
            value = percent / 100
            working = "\(written) = \(plain(percent)) ÷ 100 = \(plain(value))"
            slips = [percent / 10, 1 - value, percent, value * 10]
        } else { return nil }
        // Up to four places ("3/8" → 0.375); a decimal that does not end ("1/3" → 0.333…) is no exact key.
        let decimal = { (value: Double) -> String in
            var text = String(format: "%.4f", value)
            while text.hasSuffix("0") { text.removeLast() }
            return text.hasSuffix(".") ? String(text.dropLast()) : text
        }
        guard value > 0, abs(value * 10_000 - (value * 10_000).rounded()) < 1e-7 else { return nil }
        return MathsSolution(value: value, format: decimal, working: working.replacingOccurrences(of: " = \(plain(value))", with: " = \(decimal(value))"),
                             mistakes: slips, defaultQuestion: "What is it as a decimal?")
    }

    /// "12² =", "5³ = ?", "What is 9 squared?", "2^5" → 144, 125, 81, 32.
    static func power(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"(?<![\d.])(\d{1,3})\s*(²|³|\^\s*(\d)|\s+squared\b|\s+cubed\b)"#, in: text),
              let base = value(m.group(1)), let sign = m.group(2) else { return nil }
        // Nothing else to work out: "12² =", "What is 9 squared?", "Work out 2^5".
        let rest = text.replacingOccurrences(of: m.group(0) ?? "", with: " ")
        guard Regex.firstMatch(#"\d"#, in: rest) == nil,
              Regex.firstMatch(#"^[\s=?.]*(?:what is|work out|calculate|find)?[\s=?.]*$"#, in: rest) != nil else { return nil }
        let exponent: Double = sign.contains("²") || sign.contains("squared") ? 2 : sign.contains("³") || sign.contains("cubed") ? 3 : value(m.group(3)) ?? 0
        guard exponent >= 2, exponent <= 9 else { return nil }
        let result = pow(base, exponent)
        guard result < 1e9 else { return nil }
        let factors = Array(repeating: plain(base), count: Int(exponent)).joined(separator: " × ")
        let named = sign.contains("^") ? "\(plain(base)) to the power \(plain(exponent))" : "\(plain(base))\(exponent == 2 ? "²" : "³")"
        // Base times exponent ("12² = 24"), base plus exponent, one power short, one out.
        return MathsSolution(value: result, format: plain, working: "\(named) = \(factors) = \(plain(result))",
                             mistakes: [base * exponent, pow(base, exponent - 1), result + base, result - 1, base + exponent],
                             defaultQuestion: "What is the answer?")
    }

    /// "√81 =", "What is the square root of 144?" → 9, 12 (whole roots only).
    static func squareRoot(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"(?:√|\bsquare root of )\s*(\d{1,6})\b"#, in: text), let number = value(m.group(1)) else { return nil }
        let rest = text.replacingOccurrences(of: m.group(0) ?? "", with: " ")
        let root = number.squareRoot().rounded()
        guard root * root == number, root >= 2, Regex.firstMatch(#"\d"#, in: rest) == nil,
              Regex.firstMatch(#"^[\s=?.]*(?:what is|work out|calculate|find)?(?: the)?[\s=?.]*$"#, in: rest) != nil else { return nil }
        // Halved instead of rooted, squared, one out.
        return MathsSolution(value: root, format: plain, working: "\(plain(root)) × \(plain(root)) = \(plain(number)), so √\(plain(number)) = \(plain(root))",
                             mistakes: [number / 2, root + 1, root - 1, number * number], defaultQuestion: "What is the answer?")
    }

    /// "Simplify the fraction 12/18." → 2/3.
    static func simplify(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"\bsimplify (?:the fraction )?(\d+)/(\d+)\b"#, in: p.lowered),
              let top = value(m.group(1)), let bottom = value(m.group(2)), top > 0, bottom > 0 else { return nil }
        let value = top / bottom
        let written = fraction(value)
        guard written != "\(plain(top))/\(plain(bottom))" else { return nil }
        // One more on top and below, one more below, one fewer or one more on top (the parts swapped read as a near
        // duplicate: "1 1/2" beside "1/2").
        let simple = written.split(separator: "/").compactMap { Double($0) }
        let (n, d) = simple.count == 2 ? (simple[0], simple[1]) : (value, 1)
        return MathsSolution(value: value, format: fraction, working: "\(plain(top))/\(plain(bottom)) = \(written) (÷ \(plain(top / n)))",
                             mistakes: [(n + 1) / (d + 1), n / (d + 1), (n - 1) / d, (n + 1) / d], defaultQuestion: "What is it in its simplest form?")
    }

    /// "The mean of three numbers is 8. Two of the numbers are 5 and 9. What is the third number?" → 10.
    static func missingForMean(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"\bmean (?:of (\w+) numbers )?is (\d+(?:\.\d+)?)"#, in: text),
              let count = value(m.group(1)), let mean = value(m.group(2)), count >= 2,
              let known = Regex.firstMatch(#"\bnumbers are ((?:\d+(?:\.\d+)?, )*\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)"#, in: text),
              let listed = known.group(1), let last = value(known.group(2)),
              Regex.firstMatch(#"\b(?:third|fourth|fifth|other|missing|last) number\b"#, in: text) != nil else { return nil }
        let others = listed.split(separator: ",").compactMap { value(String($0)) } + [last]
        guard Double(others.count) == count - 1 else { return nil }
        let total = count * mean, result = total - others.reduce(0, +)
        guard result >= 0 else { return nil }
        let named = others.map(plain).joined(separator: " + ")
        return MathsSolution(value: result, format: plain,
                             working: "\(plain(count)) × \(plain(mean)) = \(plain(total)); the \(others.count) given: \(named) = \(plain(others.reduce(0, +))); \(plain(total)) − \(plain(others.reduce(0, +))) = \(plain(result))",
                             // The total left whole, the mean itself, the mean of the two known, one out.
                             mistakes: [total, mean, others.reduce(0, +) / Double(others.count), result + 1], defaultQuestion: "What is the missing number?")
    }

    /// "Write 3 hours and 15 minutes in minutes." → 195; "A runner finished in 3 hours 48 minutes. How many minutes is
    /// that?" → 228. The hours and minutes are all the problem states.
    static func hoursAndMinutes(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"(\d+) hours? (?:and )?(\d+) minutes?\b"#, in: p.lowered),
              Regex.firstMatch(#"\b(?:in|into|as|to) minutes\b"#, in: p.lowered) != nil || asked(p).hasPrefix("how many minutes"),
              Regex.allMatches(#"\d+"#, in: p.lowered).count == 2,
              let hours = value(m.group(1)), let minutes = value(m.group(2)), minutes < 60 else { return nil }
        let result = hours * 60 + minutes
        // Hours as hundreds, hours and minutes added, the minutes left out, one out.
        return MathsSolution(value: result, format: unit("minutes"), working: "\(plain(hours)) × 60 = \(plain(hours * 60)); + \(plain(minutes)) = \(plain(result)) minutes",
                             mistakes: [hours * 100 + minutes, hours + minutes, hours * 60, result + 1], defaultQuestion: "How many minutes is that?")
    }
}
