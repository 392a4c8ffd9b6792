import Foundation

/// Works out one- and two-step word problems and bare exercises: equal groups, sharing, costs and change, time
/// between two clock times, rectangles, capacity with a unit change, speed and rates, percentages, proportion,
/// "twice as much", taking away and adding on, and simple equations. Each rule recognises its own kind of
/// problem; a problem no rule recognises gets no maths question rather than a guessed one.
enum MathsSolver {
    /// One way of reading a problem: its solution, or nil when the problem is not of its kind.
    typealias Rule = (MathsProblem) -> MathsSolution?

    static func solve(_ problem: MathsProblem) -> MathsSolution? { solved(problem)?.solution }

    /// The solution and the rule that found it, so that a second question or new numbers are worked out the same way.
    static func solved(_ original: MathsProblem) -> (solution: MathsSolution, rule: Rule)? {
        let problem = withoutLabels(original)
        let rules: [Rule] = [
            equation, bareExpression, percentScore, percentageOf, fractionOf, fractionSum, timeBetween, rectangle, capacity, speed,
            fillRate, proportion, unitPrice, costAndChange, measureChange, sharing, groupsInto, groupsOf, timesAsMuch, takeAwayAndAdd,
        ]
        // Only the age rule reads a comparison ("4 years older than his sister").
        // "10 more than 3,995" compares numbers, not people: the place-value rule reads it.
        // A number below zero is read only by the rules that keep its sign.
        let known = compares(problem) ? [ageDifference, powerOfTenStep]
            : statesNegative(problem) ? signedRules
            : stepRules + rules + measureRules + quantityRules + shapeRules + distanceRules + numberRules + ratioRules + numberSenseRules
                + dataRules + factorRules + algebraRules + percentageRules + moreShapeRules + [distanceFromSpeed] + clockRules + durationRules + pairRules + backwardsRules + priceRules
                // Forms added for sheets of geometry, charts and bracketed algebra: last, so that no problem an earlier rule reads changes.
                + geometryRules + chartRules + expressionRules + namedRules
        for rule in known {
            if let solution = solve(problem, by: rule) { return (solution, rule) }
        }
        return nil
    }

    /// A number that names a group, not an amount: "Year 6 collected 98 cans", "Class 5 voted", "Bus 42 leaves …".
    /// Only nouns that are no verb at a sentence's start ("Group 12 pupils …" is an instruction).
    static let label = #"\b(Year|Class|Grade|Room|Team|Bus|Route|Platform|Gate|Level|Flight|Floor|Lane|Block)\s+(\d{1,3})\b"#

    /// The problem with its labels' numbers written as letters ("Year 6" → "Year ng"), so that no rule reads them as
    /// amounts and every rule still sees the label: Year 5's 145 cans and Year 6's 98 were four numbers, and the
    /// problem went unsolved. The page's own words stay in the stem.
    static func withoutLabels(_ problem: MathsProblem) -> MathsProblem {
        guard problem.setup.contains(where: \.isNumber) || problem.question?.contains(where: \.isNumber) == true else { return problem }
        func relabel(_ text: String) -> String {
            var result = text
            for match in Regex.results(label, in: text).reversed() {
                guard let name = Range(match.range(at: 1), in: text), text[name].first?.isUppercase == true,
                      let digits = Range(match.range(at: 2), in: text), let whole = Range(match.range, in: result) else { continue }
                let letters = String(text[digits].compactMap { $0.wholeNumberValue.map { Character(UnicodeScalar(UInt8(97 + $0))) } })
                result.replaceSubrange(whole, with: text[name] + " n" + letters)
            }
            return result
        }
        var relabelled = problem
        relabelled.setup = relabel(problem.setup)
        relabelled.question = problem.question.map(relabel)
        return relabelled
    }

    /// The problem worked out by one rule, if that rule reads it and its working uses every stated number.
    static func solve(_ problem: MathsProblem, by rule: Rule) -> MathsSolution? {
        guard let solution = rule(problem), usesEveryNumber(of: problem, in: solution) else { return nil }
        return solution
    }

    /// Whether the working uses every number the problem states (in the same or a converted unit: 95p as £0.95,
    /// 5 m as 500 cm). A rule that left a number out answered a simpler problem than the page's: "5 packs of 10
    /// pencils; 7 are lost; how many are left?" is not 50.
    static func usesEveryNumber(of problem: MathsProblem, in solution: MathsSolution) -> Bool {
        func numbers(_ text: String) -> [Double] {
            Regex.allMatches(#"\d+(?:,\d{3})*(?:\.\d+)?"#, in: text).compactMap { $0.group(0).flatMap { Double($0.replacingOccurrences(of: ",", with: "")) } }
        }
        // The working's last number is its result: a stated number must be worked with, not merely equal the answer
        // ("A path 1 m wide goes around a 12 m by 5 m garden": 1 m as 60 of something matched the area 60).
        let used = Array(numbers(solution.working).dropLast()) + solution.counts
        let whole = problem.setup + " " + (problem.question ?? "")
        // Numbers in words count too: "Six friends … Each ticket costs £7 … popcorn for £9" was keyed £16, the six left out.
        // "One" is left to the rules: "one apple", "in one hour" name a thing, not an amount to work with.
        let spelled = Regex.allMatches(number, in: whole.lowercased()).compactMap { $0.group(0) }
            .filter { $0.first?.isLetter == true && $0 != "one" }.compactMap(value)
        let stated = numbers(whole) + spelled
        return stated.allSatisfy { number in
            [1, 100, 0.01, 1000, 0.001, 60, 1.0 / 60].contains { factor in used.contains { abs($0 - number * factor) < 1e-6 } }
        }
    }

    /// The problem's answer, then the answer to a second question the same working reaches on the way or beside it
    /// (the perimeter as well as the area, the cost before the change, the part before the rest): a short sheet of
    /// problems still gives a full quiz.
    static func solutions(_ problem: MathsProblem) -> (solutions: [MathsSolution], rule: Rule)? {
        guard let (first, rule) = solved(problem) else { return nil }
        var result = [first]
        // By the rule that read the problem: trying every rule again for each second question was a tenth of all
        // offline generation time, and only the rectangle and shopping rules answer these.
        for asked in ["What is its perimeter?", "What is its area?", "How much do they cost altogether?"] {
            var other = problem
            other.question = asked
            if let second = solve(other, by: rule), second.defaultQuestion == asked, abs(second.value - first.value) > 1e-9 {
                var second = second
                second.defaultQuestion = asked
                result.append(second)
                break
            }
        }
        return (result, rule)
    }

    // MARK: Numbers

    static let words: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
        "hundred": 100, "a dozen": 12, "dozen": 12,
    ]
    static let fractions: [String: Double] = [
        "half": 0.5, "a half": 0.5, "a third": 1.0 / 3, "one third": 1.0 / 3, "a quarter": 0.25, "one quarter": 0.25,
        "three quarters": 0.75, "two thirds": 2.0 / 3, "a fifth": 0.2, "a tenth": 0.1,
    ]
    /// A number in digits or in words; a word only whole ("ten", not the "ten" of "often" or the "one" of "someone"), and
    /// "twenty-four" as one number, not the "four" after its hyphen.
    static let number = #"(\d+(?:,\d{3})*(?:\.\d+)?|\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine)\b|(?<!-)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a dozen)\b(?!-))"#

    static func value(_ text: String?) -> Double? {
        guard let text = text?.lowercased().trimmingCharacters(in: .whitespaces) else { return nil }
        if let known = words[text] { return known }
        if let hyphen = text.firstIndex(of: "-"), let tens = words[String(text[..<hyphen])], let ones = words[String(text[text.index(after: hyphen)...])],
           tens >= 20, ones < 10 { return tens + ones }
        return Double(text.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "£", with: "").replacingOccurrences(of: "$", with: ""))
    }

    static func plain(_ value: Double) -> String {
        if abs(value - value.rounded()) < 1e-9 { return String(Int(value.rounded())) }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func unit(_ noun: String) -> (Double) -> String {
        { value in
            let singular: String
            if noun.hasSuffix("ies") { singular = String(noun.dropLast(3)) + "y" }
            else if ["sses", "xes", "ches", "shes", "zes"].contains(where: { noun.hasSuffix($0) }) { singular = String(noun.dropLast(2)) }
            else if noun.hasSuffix("s"), !noun.hasSuffix("ss") { singular = String(noun.dropLast()) }
            else { singular = noun }
            return plain(value) + " " + (value == 1 ? singular : noun)
        }
    }

    static func money(_ symbol: String) -> (Double) -> String {
        // Always with pence: "£100" beside "£96.00" would mark the key out by its shape.
        { value in symbol + String(format: "%.2f", value) }
    }

    /// Whether two phrases share a word that says something ("walk" in "walks to school" and "How many walk …?"), by the
    /// first four letters; "how", "many", "are", "the" and the like say nothing.
    static func sharesWord(_ a: String, _ b: String) -> Bool {
        let empty: Set<String> = ["how", "many", "much", "are", "is", "was", "were", "there", "the", "a", "an", "of", "them", "these",
                                  "those", "does", "do", "did", "have", "has", "had", "in", "to", "and", "what", "which", "who", "they",
                                  "their", "he", "she", "his", "her", "it", "its", "be", "by", "for", "with", "on", "at", "that", "class"]
        func stems(_ text: String) -> Set<String> {
            Set(TextTokens.lowered(text).filter { $0.first?.isLetter == true && !empty.contains($0) }.map { String($0.prefix(4)) })
        }
        return !stems(a).isDisjoint(with: stems(b))
    }

    /// Verbs that move an amount to or from someone: a question with one asks about what moved.
    static let movingVerbs = #"\b(?:sold|sell|sells|gave|give|gives|ate|eat|eats|lost|lose|loses|spent|spend|spends|used|use|uses|bought|buy|buys|received|receive|found|find|won|win|wins|got|get|gets)\b"#

    /// A problem comparing two amounts ("£8 more than Amy", "80p less than the pen") states one through the other: rules
    /// that add or take away what is written would answer a simpler problem.
    static func compares(_ p: MathsProblem) -> Bool {
        Regex.firstMatch(#"\b(?:more|less|fewer|older|younger|taller|shorter|longer|heavier|lighter|cheaper|dearer|further|farther)\s+than\b"#, in: p.setup) != nil
    }

    static func question(_ problem: MathsProblem, contains any: [String]) -> Bool {
        let text = (problem.question ?? "").lowercased()
        return any.contains { text.contains($0) }
    }

    // MARK: Rules

    /// "Solve 3x + 5 = 20", "2y - 4 = 10", "x/3 = 4".
    static func equation(_ p: MathsProblem) -> MathsSolution? {
        let text = p.setup + " " + (p.question ?? "")
        // "2(x + 3) = 16": the bracket undone by dividing first, then the sum inside it.
        if let m = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*\(\s*([a-z])\s*([+\-−])\s*(\d+(?:\.\d+)?)\s*\)\s*=\s*(-?\d+(?:\.\d+)?)"#, in: text),
           let a = value(m.group(1)), let b = value(m.group(4)), let c = Double(m.group(5) ?? ""), let x = m.group(2), a != 0 {
            let adds = m.group(3) == "+"
            let inside = c / a, solution = adds ? inside - b : inside + b
            return MathsSolution(value: solution, format: { "\(x) = \(plain($0))" },
                                 working: "\(plain(c)) ÷ \(plain(a)) = \(plain(inside)), so \(x) \(adds ? "+" : "−") \(plain(b)) = \(plain(inside)); \(x) = \(plain(inside)) \(adds ? "−" : "+") \(plain(b)) = \(plain(solution))",
                                 // The bracket not multiplied out (ax + b = c), the wrong way back, the division left out, one out.
                                 mistakes: [adds ? (c - b) / a : (c + b) / a, adds ? inside + b : inside - b, adds ? c - b : c + b, solution + 1],
                                 defaultQuestion: "What is \(x)?")
        }
        if let m = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*([a-z])\s*([+\-−])\s*(\d+(?:\.\d+)?)\s*=\s*(-?\d+(?:\.\d+)?)"#, in: text),
           let a = value(m.group(1)), let b = value(m.group(4)), let c = Double(m.group(5) ?? ""), let x = m.group(2), a != 0 {
            let sign: Double = m.group(3) == "+" ? 1 : -1
            let solution = (c - sign * b) / a
            return MathsSolution(value: solution, format: { "\(x) = \(plain($0))" },
                                 working: "\(plain(a))\(x) = \(plain(c)) \(sign > 0 ? "−" : "+") \(plain(b)) = \(plain(c - sign * b)), so \(x) = \(plain(c - sign * b)) ÷ \(plain(a)) = \(plain(solution))",
                                 mistakes: [(c + sign * b) / a, c - sign * b, (c / a) - sign * b, solution + 1], defaultQuestion: "What is \(x)?")
        }
        // "5x = 35": one step, a division.
        if let m = Regex.firstMatch(#"(?<![\d.])(\d+(?:\.\d+)?)\s*([a-z])\s*=\s*(\d+(?:\.\d+)?)(?![\d.]*\s*[+\-−×÷/])"#, in: text),
           let a = value(m.group(1)), let c = value(m.group(3)), let x = m.group(2), a > 0 {
            return MathsSolution(value: c / a, format: { "\(x) = \(plain($0))" }, working: "\(x) = \(plain(c)) ÷ \(plain(a)) = \(plain(c / a))",
                                 mistakes: [c * a, c - a, c + a, c / a + 1], defaultQuestion: "What is \(x)?")
        }
        // "n + 17 = 42", "x − 4 = 10": one step, the other operation.
        if let m = Regex.firstMatch(#"(?<![\w.])([a-z])\s*([+\-−])\s*(\d+(?:\.\d+)?)\s*=\s*(\d+(?:\.\d+)?)"#, in: text),
           let b = value(m.group(3)), let c = value(m.group(4)), let x = m.group(1) {
            let adds = m.group(2) == "+"
            let solution = adds ? c - b : c + b
            guard solution > 0 else { return nil }
            return MathsSolution(value: solution, format: { "\(x) = \(plain($0))" },
                                 working: "\(x) = \(plain(c)) \(adds ? "−" : "+") \(plain(b)) = \(plain(solution))",
                                 mistakes: [adds ? c + b : c - b, c, solution + 1, solution - 1].filter { $0 > 0 }, defaultQuestion: "What is \(x)?")
        }
        if let m = Regex.firstMatch(#"\b([a-z])\s*/\s*(\d+)\s*=\s*(\d+(?:\.\d+)?)"#, in: text), let a = value(m.group(2)), let c = value(m.group(3)), let x = m.group(1) {
            return MathsSolution(value: a * c, format: { "\(x) = \(plain($0))" }, working: "\(x) = \(plain(c)) × \(plain(a)) = \(plain(a * c))",
                                 mistakes: [c / a, c + a, a * c + 1], defaultQuestion: "What is \(x)?")
        }
        return nil
    }

    /// `x op y` for a written operator ("+", "-", "−", "×", "x", "*", "÷", "/"); nil for another or a division by zero.
    static func apply(_ x: Double, _ op: String, _ y: Double) -> Double? {
        switch op {
        case "+": return x + y
        case "-", "−": return x - y
        case "×", "x", "*": return x * y
        case "÷", "/": return y == 0 ? nil : x / y
        default: return nil
        }
    }

    /// "24 × 3 =", "156 ÷ 12", "What is 7.5 + 2.25?", "48 - 19 + 6 = ?"
    static func bareExpression(_ p: MathsProblem) -> MathsSolution? {
        let text = (p.question ?? p.setup)
        let n = #"(\d+(?:,\d{3})*(?:\.\d+)?)"#
        guard let m = Regex.firstMatch(#"(?:^|what is |work out |calculate |evaluate )\s*"# + n + #"\s*([+\-−×x*÷/])\s*"# + n + #"(?:\s*([+\-−×x*÷/])\s*"# + n + #")?\s*(?:=|\?|\.?$)"#, in: text.trimmingCharacters(in: .whitespaces)),
              let a = value(m.group(1)), let op = m.group(2), let b = value(m.group(3)) else { return nil }
        guard var result = apply(a, op, b) else { return nil }
        var working = "\(plain(a)) \(op) \(plain(b)) = \(plain(result))"
        var mistakes = [result + 1, result - 1, result * 10]
        let swapped: [String: String] = ["+": "-", "-": "+", "−": "+", "×": "+", "x": "+", "*": "+", "÷": "×", "/": "×"]
        if let wrong = swapped[op], let value = apply(a, wrong, b) { mistakes.insert(value, at: 0) }
        if let op2 = m.group(4), let c = value(m.group(5)) {
            let precedence = ["×", "x", "*", "÷", "/"].contains(op2) && ["+", "-", "−"].contains(op)
            if precedence, let product = apply(b, op2, c), let total = apply(a, op, product) {
                mistakes.insert(apply(result, op2, c) ?? result, at: 0) // left to right, ignoring × before +
                result = total
                working = "\(plain(b)) \(op2) \(plain(c)) = \(plain(product)) first, then \(plain(a)) \(op) \(plain(product)) = \(plain(total))"
            } else if let total = apply(result, op2, c) {
                mistakes.insert(result, at: 0) // the second step left out
                result = total
                working += ", then \(op2) \(plain(c)) = \(plain(total))"
            }
        }
        guard result.isFinite, abs(result) < 1e9 else { return nil }
        return MathsSolution(value: result, format: plain, working: working, mistakes: mistakes, defaultQuestion: "What is the answer?")
    }

    /// "40% of 30", "In a class of 30 pupils, 40% walk to school and the rest come by bus."
    static func percentageOf(_ p: MathsProblem) -> MathsSolution? {
        let text = p.setup + " " + (p.question ?? "")
        if let m = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*%\s*of\s*(£|\$)?(\d+(?:\.\d+)?)"#, in: text), let rate = value(m.group(1)), let whole = value(m.group(3)) {
            let part = rate * whole / 100
            let format: (Double) -> String = m.group(2).map(money) ?? plain
            return MathsSolution(value: part, format: format, working: "\(plain(rate))% of \(plain(whole)) = \(plain(rate)) ÷ 100 × \(plain(whole)) = \(plain(part))",
                                 mistakes: [whole - part, rate * whole / 10, whole / rate, part + 1], defaultQuestion: "What is \(plain(rate))% of \(plain(whole))?")
        }
        guard let m = Regex.firstMatch(#"of (\d+) ([a-z]+),? (\d+(?:\.\d+)?)\s*%\s+([a-z][a-z ]+?)(?: and (the rest|the others) ([a-z][a-z ]+?))?[.,]"#, in: text),
              let whole = value(m.group(1)), let noun = m.group(2), let rate = value(m.group(3)), let action = m.group(4) else { return nil }
        let part = (rate * whole / 100).rounded()
        let askRest = m.group(6) != nil && question(p, contains: m.group(6).map { [String($0.split(separator: " ").prefix(2).joined(separator: " "))] } ?? [])
        // "40% are boys. How many girls …?": the question must repeat what the percentage does, or ask for the rest.
        if !askRest, let own = p.question, own != p.setup { guard sharesWord(own, action) else { return nil } }
        let answer = askRest ? whole - part : part
        let asked = askRest ? (m.group(6) ?? "") : action
        return MathsSolution(value: answer, format: unit(noun), working: "\(plain(rate))% of \(plain(whole)) = \(plain(part))" + (askRest ? "; \(plain(whole)) − \(plain(part)) = \(plain(answer))" : ""),
                             mistakes: [askRest ? part : whole - part, rate, rate * whole / 10, answer + 1], defaultQuestion: "How many \(noun) \(asked)?")
    }

    /// "leaves at 09:15 and arrives at 11:45. How long is the journey in minutes?"
    static func timeBetween(_ p: MathsProblem) -> MathsSolution? {
        let times = Regex.allMatches(#"\b(\d{1,2})[:.](\d{2})(?:\s*(am|pm)\b)?"#, in: p.setup + " " + (p.question ?? ""))
        guard times.count == 2 else { return nil }
        func minutes(_ m: [String?]) -> Int? {
            guard var hours = Int(m.group(1) ?? ""), let minutes = Int(m.group(2) ?? ""), hours < 24, minutes < 60 else { return nil }
            if m.group(3)?.lowercased() == "pm", hours < 12 { hours += 12 }
            return hours * 60 + minutes
        }
        guard let start = minutes(times[0]), let end = minutes(times[1]) else { return nil }
        let difference = end >= start ? end - start : end + 24 * 60 - start
        guard difference > 0 else { return nil }
        let decimalSlip = (Int((times[1].group(1) ?? "0") + (times[1].group(2) ?? "0")) ?? 0) - (Int((times[0].group(1) ?? "0") + (times[0].group(2) ?? "0")) ?? 0)
        let inMinutes = question(p, contains: ["minutes"])
        let format: (Double) -> String = inMinutes ? unit("minutes") : { value in
            let total = Int(value), hours = total / 60, minutes = total % 60
            return [hours > 0 ? "\(hours) hour\(hours == 1 ? "" : "s")" : nil, minutes > 0 ? "\(minutes) minutes" : nil].compactMap { $0 }.joined(separator: " ")
        }
        return MathsSolution(value: Double(difference), format: format,
                             working: "from \(times[0].group(0) ?? "") to \(times[1].group(0) ?? "") is \(difference / 60) h \(difference % 60) min = \(difference) minutes",
                             mistakes: [Double(decimalSlip), Double(difference - 60), Double(difference + 60), Double(difference - 30)],
                             defaultQuestion: "How long is it from \(times[0].group(0) ?? "") to \(times[1].group(0) ?? "")?")
    }

    /// "12 metres long and 7 metres wide": area, or perimeter when the question is about going around it.
    static func rectangle(_ p: MathsProblem) -> MathsSolution? {
        // "a length of 9 cm and a width of 4 cm" reads as "9 cm long and 4 cm wide".
        var p = p
        p.setup = p.setup.replacingOccurrences(of: #"(?i)an? length of (\d+(?:\.\d+)?)\s*([a-z]+) and an? width of (\d+(?:\.\d+)?)\s*[a-z]*"#,
                                               with: "$1 $2 long and $3 $2 wide", options: .regularExpression)
        // "a rectangle 7 cm by 4 cm" likewise.
        p.setup = p.setup.replacingOccurrences(of: #"(?i)(\d+(?:\.\d+)?)\s*(m|cm|mm|km|metres|meters|centimetres|feet|ft)\s+by\s+(\d+(?:\.\d+)?)\s*(?:\2\b)?(?!\s*(?:long|wide))"#,
                                               with: "$1 $2 long and $3 $2 wide", options: .regularExpression)
        let lengths = #"(m|cm|mm|km|metres|meters|centimetres|feet|ft)"#
        let length: Double, width: Double, rawUnit: String
        var isSquare = false
        if let m = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*"# + lengths + #"\b\s*long\s*(?:and|by)\s*(\d+(?:\.\d+)?)\s*(?:m|cm|mm|km|metres|meters|centimetres|feet|ft)?\s*wide"#, in: p.setup),
           let long = value(m.group(1)), let wide = value(m.group(3)), let name = m.group(2) {
            (length, width, rawUnit) = (long, wide, name)
        } else if let m = Regex.firstMatch(#"\bsquare\b(?!\s+(?:metres|meters|centimetres|cm|m|km|feet|units))[^.]*?\bsides?(?: length)?(?: of| is| are| measuring| that are)? (\d+(?:\.\d+)?)\s*"# + lengths + #"\b"#, in: p.setup),
                  let side = value(m.group(1)), let name = m.group(2) {
            // "A square has sides of 6 m": a rectangle whose length and width are the side.
            (length, width, rawUnit, isSquare) = (side, side, name, true)
        } else { return nil }
        // Units in words, as a learner reads them: "84 square metres", not "84 m²".
        let long = lengthNames[rawUnit] ?? rawUnit
        let area = length * width, perimeter = 2 * (length + width)
        let asksPerimeter = question(p, contains: ["perimeter", "around", "fenc", "border", "edge"]) || (p.question == nil && p.lowered.contains("perimeter"))
        let asksArea = question(p, contains: ["area", "carpet", "cover", "turf"]) || (p.question == nil && p.lowered.contains("area"))
        if asksArea || !asksPerimeter {
            return MathsSolution(value: area, format: { plain($0) + " square \(long)" }, working: "area = \(plain(length)) × \(plain(width)) = \(plain(area)) square \(long)",
                                 mistakes: [perimeter, length + width, 2 * area, area + length], defaultQuestion: "What is its area?")
        }
        return MathsSolution(value: perimeter, format: { plain($0) + " \(long)" },
                             // A square's four equal sides, as a teacher works it: 4 × 12, not 2 × (12 + 12).
                             working: isSquare ? "perimeter = 4 × \(plain(length)) = \(plain(perimeter)) \(long)"
                                 : "perimeter = 2 × (\(plain(length)) + \(plain(width))) = \(plain(perimeter)) \(long)",
                             mistakes: [area, length + width, 2 * length + width, perimeter + 2], defaultQuestion: "What is its perimeter?")
    }

    /// "A bottle holds 1.5 litres … glasses of 250 millilitres … from three bottles."
    static func capacity(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        // "… filled from a 2 litre bottle" names the whole by what it is poured from.
        guard let whole = Regex.firstMatch(#"(?:holds|contains|has|from an?|from one) (\d+(?:\.\d+)?)[ -]?(litres|liters|litre|liter|l|kilograms|kg)\b"#, in: text),
              let part = Regex.firstMatch(#"([a-z]+) of (\d+(?:\.\d+)?)\s*(millilitres|milliliters|ml|grams|g)\b"#, in: text)
                  // "How many 250 ml glasses …": the portion named after its size.
                  ?? Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*(millilitres|milliliters|ml|grams|g) ([a-z]+)"#, in: text).map({ [$0[0], $0[3], $0[1], $0[2]] }),
              let big = value(whole.group(1)), let small = value(part.group(2)), small > 0, let portions = part.group(1) else { return nil }
        var count = 1.0
        if let many = Regex.firstMatch(#"from "# + number + #" ([a-z]+)"#, in: text), let n = value(many.group(1)) { count = n }
        let answer = (count * big * 1000 / small).rounded(.down)
        return MathsSolution(value: answer, format: unit(portions),
                             working: (count == 1 ? "\(plain(big)) \(whole.group(2) ?? "")" : "\(plain(count)) × \(plain(big)) = \(plain(count * big)) \(whole.group(2) ?? "")") + " = \(plain(count * big * 1000)) \(part.group(3) ?? ""); \(plain(count * big * 1000)) ÷ \(plain(small)) = \(plain(answer))",
                             // From one bottle when there are several; a slip of ×100 for ×1000; one out.
                             mistakes: [(big * 1000 / small).rounded(.down), (count * big * 100 / small).rounded(), answer + 1, answer - 1]
                                 .filter { $0 != answer },
                             defaultQuestion: "How many \(portions) is that?")
    }

    /// "travels 180 kilometres at an average speed of 60 kilometres per hour" → 3 hours.
    static func speed(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"(\d+(?:\.\d+)?) (kilometres|km|miles|metres) at (?:an average speed of |a speed of )?(\d+(?:\.\d+)?) (?:kilometres|km|miles|metres) (?:per|an|a) hour"#, in: p.lowered),
              let distance = value(m.group(1)), let rate = value(m.group(3)), rate > 0 else { return nil }
        let hours = distance / rate
        // "leaves at 9:15 and travels 180 kilometres at 60 kilometres per hour": when it arrives.
        if let clock = Regex.firstMatch(#"\b(?:at|leaves at|sets off at|starts at) (\d{1,2})[:.](\d{2})\b"#, in: p.lowered),
           let h = Double(clock.group(1) ?? ""), let m = Double(clock.group(2) ?? ""), h < 24, m < 60,
           p.question == nil || question(p, contains: ["what time", "when does", "when will", "arrive"]) {
            let start = h * 60 + m, arrival = start + hours * 60
            let time: (Double) -> String = { value in
                let minutes = Int(value.rounded()) % (24 * 60)
                return String(format: "%d:%02d", minutes / 60, minutes % 60)
            }
            return MathsSolution(value: arrival, format: time,
                                 working: "\(plain(distance)) ÷ \(plain(rate)) = \(plain(hours)) hours; \(time(start)) + \(plain(hours)) hours = \(time(arrival))",
                                 // The journey's length read as minutes, an hour out either way.
                                 mistakes: [start + hours, arrival - 60, arrival + 60, start + distance / rate * 100],
                                 defaultQuestion: "At what time does it arrive?")
        }
        let format: (Double) -> String = { value in
            let whole = Int(value), minutes = Int(((value - Double(whole)) * 60).rounded())
            return [whole > 0 ? "\(whole) hour\(whole == 1 ? "" : "s")" : nil, minutes > 0 ? "\(minutes) minutes" : nil].compactMap { $0 }.joined(separator: " ")
        }
        return MathsSolution(value: hours, format: format, working: "time = distance ÷ speed = \(plain(distance)) ÷ \(plain(rate)) = \(plain(hours)) hours",
                             mistakes: [hours + 1, hours * 2, rate / distance * 10, max(0.5, hours - 1)], defaultQuestion: "How long does the journey take?")
    }

    /// "A tank holds 500 litres and a pipe fills it at 20 litres per minute" → 25 minutes.
    static func fillRate(_ p: MathsProblem) -> MathsSolution? {
        guard let whole = Regex.firstMatch(#"holds (\d+(?:\.\d+)?) ([a-z]+)"#, in: p.lowered),
              let rate = Regex.firstMatch(#"(\d+(?:\.\d+)?) ([a-z]+) (?:per|a|an|each) (minute|hour|second|day)"#, in: p.lowered),
              whole.group(2) == rate.group(2), let total = value(whole.group(1)), let speed = value(rate.group(1)), speed > 0,
              let per = rate.group(3) else { return nil }
        let time = total / speed
        return MathsSolution(value: time, format: unit(per + "s"), working: "\(plain(total)) ÷ \(plain(speed)) = \(plain(time)) \(per)s",
                             mistakes: [total * speed, total - speed, time + 1, time * 60], defaultQuestion: "How long does it take to fill?")
    }

    /// "A recipe for 4 people uses 300 grams of flour … for 6 people" → 450 grams.
    static func proportion(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(#"for (\d+) ([a-z]+) (?:uses|needs|takes|costs|requires) (£|\$)?(\d+(?:\.\d+)?) ?([a-z]*).*?for (\d+) \2"#, in: p.lowered),
              let from = value(m.group(1)), let amount = value(m.group(4)), let to = value(m.group(6)), from > 0 else { return nil }
        let answer = amount * to / from
        let format: (Double) -> String = m.group(3).flatMap { $0.isEmpty ? nil : $0 }.map(money) ?? (m.group(5).flatMap { $0.isEmpty ? nil : unit($0) } ?? plain)
        return MathsSolution(value: answer, format: format,
                             working: "\(plain(amount)) ÷ \(plain(from)) = \(plain(amount / from)) for one; × \(plain(to)) = \(plain(answer))",
                             mistakes: [amount + (to - from), amount * to, amount / from, answer + amount / from], defaultQuestion: "How much is needed for \(plain(to)) \(m.group(2) ?? "")?")
    }

    /// "buys 3 notebooks that cost £2.50 each and pays with a £10 note" → change £2.50 (or total £7.50).
    static func costAndChange(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(number + #" ([a-z]+)(?: that| which)? (?:cost|costs|costing|at|for) (£|\$)(\d+(?:\.\d+)?) each"#, in: p.lowered),
              let count = value(m.group(1)), let symbol = m.group(3), let price = value(m.group(4)) else { return nil }
        let total = count * price
        let pounds = money(symbol)
        let paid = Regex.firstMatch(#"pays? with (?:a |an )?(?:£|\$)(\d+(?:\.\d+)?)"#, in: p.lowered).flatMap { value($0.group(1)) }
        let asksChange = p.question == nil || question(p, contains: ["change", "left", "back"])
        // "5 comics at £1.20 each … pays with a £5 note": no change to give, and the cost is no answer to "how much change".
        if let paid, paid <= total { return nil }
        if paid == nil, p.question != nil, asksChange { return nil }
        if let paid, asksChange {
            let change = paid - total
            return MathsSolution(value: change, format: money(symbol), working: "\(plain(count)) × \(pounds(price)) = \(pounds(total)); \(pounds(paid)) − \(pounds(total)) = \(pounds(change))",
                                 mistakes: [total, paid - price, paid - count - price, change + 1], defaultQuestion: "How much change does she get?")
        }
        return MathsSolution(value: total, format: money(symbol), working: "\(plain(count)) × \(pounds(price)) = \(pounds(total))",
                             mistakes: [count + price, price, total + price, total - price], defaultQuestion: "How much do they cost altogether?")
    }

    /// "shares 24 sweets equally between 4 friends" → 6 sweets each.
    /// "24 sweets are shared equally between 4 children", "Three friends share 27 sweets equally" → each one's share.
    static func sharing(_ p: MathsProblem) -> MathsSolution? {
        // "£45 is shared equally …" is money, not 45 things called "is": equalParts.
        // "Three friends share 27 sweets equally": the sharers first.
        let sharers = Regex.firstMatch(number + #" ([a-z]+) (?:share|split|divide) (?<![£$\d.])"# + number + #" ([a-z]+) equally\b"#, in: p.lowered)
        guard let m = Regex.firstMatch(#"(?<![£$\d.])"# + number + #" ([a-z]+) (?:are )?(?:shared |split |divided )?equally (?:between|among|by) "# + number + #" ([a-z]+)"#, in: p.lowered)
                ?? sharers,
              let total = value(m.group(sharers == nil ? 1 : 3)), let items = m.group(sharers == nil ? 2 : 4), isNoun(items),
              let people = value(m.group(sharers == nil ? 3 : 1)), people > 0 else { return nil }
        let each = total / people
        return MathsSolution(value: each, format: unit(items), working: "\(plain(total)) ÷ \(plain(people)) = \(plain(each))",
                             mistakes: [total * people, total - people, each + 1, each - 1], defaultQuestion: "How many \(items) does each get?")
    }

    /// "makes 48 muffins and packs them into boxes of 6" → 8 boxes.
    static func groupsInto(_ p: MathsProblem) -> MathsSolution? {
        guard let m = Regex.firstMatch(number + #" ([a-z]+)\b.*?\b(?:into|in) ([a-z]+) of "# + number, in: p.lowered),
              let total = value(m.group(1)), let groups = m.group(3), let size = value(m.group(4)), size > 0 else { return nil }
        let count = total / size
        let rounded = question(p, contains: ["need", "needed"]) ? count.rounded(.up) : count.rounded(.down)
        return MathsSolution(value: rounded, format: unit(groups), working: "\(plain(total)) ÷ \(plain(size)) = \(plain(count))",
                             mistakes: [total * size, total - size, rounded + 1, rounded - 1], defaultQuestion: "How many \(groups) are filled?")
    }

    /// "18 rows of seats with 24 seats in each row", "6 boxes of 12 eggs" → the total.
    static func groupsOf(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let patterns = [number + #" ([a-z]+) (?:of [a-z]+ )?with "# + number + #" ([a-z]+) (?:in )?each"#,
                        #"each of (?:the )?"# + number + #" ([a-z]+) (?:has|have|holds|contains|had) "# + number + #" ([a-z]+)"#,
                        number + #" ([a-z]+) of "# + number + #" ([a-z]+)"#]
        for pattern in patterns {
            // "18 out of 24 in a test" is a score, not 18 groups of 24: both words must be nouns.
            guard let m = Regex.firstMatch(pattern, in: text), let a = value(m.group(1)), let b = value(m.group(3)), let items = m.group(4),
                  let groups = m.group(2), isNoun(groups), isNoun(items)
            else { continue }
            let total = a * b
            return MathsSolution(value: total, format: unit(items), working: "\(plain(a)) × \(plain(b)) = \(plain(total))",
                                 mistakes: [a + b, total - b, a * (b - 1), total + a], defaultQuestion: "How many \(items) are there altogether?")
        }
        return nil
    }

    /// "saved 25 pounds in March and twice as much in April … in total" → 75 pounds. "… 3 times as many as Sam" compares
    /// with someone else, and which amount is known decides the sum: `timesAsManyAs`.
    static func timesAsMuch(_ p: MathsProblem) -> MathsSolution? {
        // The pattern below tries every number against every later one: only where "as much" or "as many" is written.
        guard p.lowered.contains(" as much") || p.lowered.contains(" as many") else { return nil }
        guard let m = Regex.firstMatch(#"(£|\$)?"# + number + #" ([a-z]+)?.*?\b(twice|half|"# + number + #" times) as (?:much|many)(?! (?:[a-z]+ )?as\b)"#, in: p.lowered),
              let first = value(m.group(2)) else { return nil }
        guard let factor = ["twice": 2, "half": 0.5][m.group(4) ?? ""] ?? value(m.group(5)), factor > 0 else { return nil }
        let second = first * factor
        let total = first + second
        let asksTotal = p.question == nil || question(p, contains: ["total", "altogether", "both", "in all"])
        let answer = asksTotal ? total : second
        // "fifteen cows and three times as many sheep … how many animals altogether": the question's noun.
        let askedNoun = Regex.firstMatch(#"how many ([a-z]+)"#, in: asked(p))?.group(1).flatMap { isNoun($0) ? $0 : nil }
        let noun = asksTotal ? askedNoun ?? m.group(3) : m.group(3)
        let format: (Double) -> String = m.group(1).map(money) ?? noun.map(unit) ?? plain
        let step = "\(plain(first)) × \(plain(factor)) = \(plain(second))"
        let working = asksTotal ? step + "; \(plain(first)) + \(plain(second)) = \(plain(total))" : step
        let mistakes: [Double] = asksTotal ? [second, first + factor, first * factor * factor, total + first] : [total, first + factor, first, second + 1]
        return MathsSolution(value: answer, format: format, working: working, mistakes: mistakes,
                             defaultQuestion: asksTotal ? "How much is that in total?" : "How much is the second amount?")
    }

    /// "Sam has 120 stickers. He gives a quarter of them to his sister and 15 to his friend." → 75 left.
    static func takeAwayAndAdd(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let start = Regex.firstMatch(#"(?:has|had|have|starts with|collects|collected|there are|there were|bakes|baked|buys|bought) "# + number + #" ([a-z]+)"#, in: text),
              var amount = value(start.group(1)), let items = start.group(2) else { return nil }
        let initial = amount
        var working = plain(amount)
        // "40% of 500 = 200": a part taken as a fraction is worked out first, so its number shows in the working.
        var parts: [String] = []
        var steps: [Double] = []
        var changed = false
        let after = text.range(of: start.group(0) ?? "").map { String(text[$0.upperBound...]) } ?? ""
        let fraction = #"(half|a half|a third|one third|a quarter|one quarter|three quarters|two thirds|a fifth|a tenth|\d+%)"#
        let moves = Regex.allMatches(#"\b(gives away|gave away|gives|gave|eats|ate|loses|lost|sells|sold|spends|spent|uses|used|gets|got|buys|bought|receives|received|finds|found|wins|won|is given|was given|and(?: then)?(?: [a-z]+)?)\s+(?:away\s+)?(?:"# + fraction + #"(?: of them| of these| of her [a-z]+| of his [a-z]+| of the [a-z]+)?|"# + number + #"(?: more)?)"#, in: after)
        for move in moves {
            let verb = move.group(1) ?? ""
            let gains = ["gets", "got", "buys", "bought", "receives", "received", "finds", "found", "wins", "won", "is given", "was given"]
            // "and then won 7": the verb after "and" decides.
            let last = String(verb.split(separator: " ").last ?? "")
            let removes = !gains.contains(verb) && !gains.contains(last)
            var quantity: Double?
            if let f = move.group(2) { quantity = f.hasSuffix("%") ? initial * (Double(f.dropLast()) ?? 0) / 100 : fractions[f].map { initial * $0 } }
            else { quantity = value(move.group(3)) }
            guard let quantity, quantity > 0 else { continue }
            if let f = move.group(2), !verb.hasPrefix("and") || changed { parts.append("\(f) of \(plain(initial)) = \(plain(quantity))") }
            if verb.hasPrefix("and"), !changed { continue }
            steps.append(quantity)
            amount += removes ? -quantity : quantity
            working += removes ? " − \(plain(quantity))" : " + \(plain(quantity))"
            changed = true
        }
        guard changed, amount >= 0, amount != initial, question(p, contains: ["left", "now", "remain", "have", "altogether", "in total"]) || p.question == nil else { return nil }
        // "How many apples were sold altogether?" asks about what moved, not what is left.
        guard Regex.firstMatch(movingVerbs, in: asked(p)) == nil else { return nil }
        let skipped = steps.count >= 2 ? amount + steps[steps.count - 1] : initial
        return MathsSolution(value: amount, format: unit(items), working: (parts.map { $0 + "; " }.joined()) + working + " = \(plain(amount))",
                             mistakes: [skipped, initial + steps.reduce(0, +), amount + 1, amount - 1], defaultQuestion: "How many \(items) are left?")
    }
}
