import Foundation

/// Problems of two steps that the one-step rules would get half right: brackets before the rest, a clock time plus a
/// length of time, an age from a difference, and equal groups from which some are taken or to which some are added;
/// and sums named in words ("the product of 6 and 7", "Double 36").
extension MathsSolver {
    static var stepRules: [Rule] {
        [bracketExpression, namedOperation, clockAfter, ageDifference, groupsThenChange]
    }

    /// "Find the difference between 84 and 37." → 47; "What is the product of 6 and 7?" → 42; "Double 36." → 72.
    static func namedOperation(_ p: MathsProblem) -> MathsSolution? {
        let text = (p.question ?? p.setup).lowercased()
        let n = #"(\d+(?:,\d{3})*(?:\.\d+)?)"#
        var result: Double, working: String, slips: [Double]
        if let m = Regex.firstMatch(#"^(?:what is |find |work out |calculate )?(?:the )?(sum|difference|product) (?:of|between) "# + n + #" and "# + n + #"\s*[?.]?$"#, in: text),
           let a = value(m.group(2)), let b = value(m.group(3)) {
            switch m.group(1) {
            case "sum": (result, working, slips) = (a + b, "\(plain(a)) + \(plain(b)) = \(plain(a + b))", [abs(a - b), a * b])
            case "difference": (result, working, slips) = (abs(a - b), "\(plain(max(a, b))) − \(plain(min(a, b))) = \(plain(abs(a - b)))", [a + b, a * b])
            default: (result, working, slips) = (a * b, "\(plain(a)) × \(plain(b)) = \(plain(a * b))", [a + b, a * (b - 1)])
            }
        } else if let m = Regex.firstMatch(#"^(double|halve|treble|triple) "# + n + #"\s*[?.]?$"#, in: text), let a = value(m.group(2)) {
            let factors: [String: Double] = ["double": 2, "halve": 0.5, "treble": 3, "triple": 3]
            let factor = factors[m.group(1) ?? ""] ?? 1
            let step = factor < 1 ? "÷ 2" : "× \(plain(factor))"
            (result, working, slips) = (a * factor, "\(plain(a)) \(step) = \(plain(a * factor))", [a + 2, a * 2 == a * factor ? a / 2 : a * 2])
        } else { return nil }
        guard result > 0 else { return nil }
        return MathsSolution(value: result, format: plain, working: working,
                             mistakes: (slips + [result + 1, result - 1, result + 10]).filter { $0 > 0 && $0 != result }, defaultQuestion: "What is the answer?")
    }

    /// "3 × (4 + 5) = ?" → 27: the brackets first (3 × 4 + 5 = 17 is the slip).
    static func bracketExpression(_ p: MathsProblem) -> MathsSolution? {
        let text = (p.question ?? p.setup)
        guard let bracket = Regex.firstMatch(#"\((\d+(?:\.\d+)?\s*[+\-−×x*÷/]\s*\d+(?:\.\d+)?)\)"#, in: text),
              let whole = bracket.group(0), let inside = bracket.group(1),
              let inner = bareExpression(MathsProblem(setup: inside, question: nil, position: p.position)) else { return nil }
        var outer = p
        outer.question = p.question.map { $0.replacingOccurrences(of: whole, with: plain(inner.value)) }
        outer.setup = p.setup.replacingOccurrences(of: whole, with: plain(inner.value))
        guard let result = bareExpression(outer) else { return nil }
        var plainOrder = p
        plainOrder.question = p.question.map { $0.replacingOccurrences(of: whole, with: inside) }
        plainOrder.setup = p.setup.replacingOccurrences(of: whole, with: inside)
        let ignored = bareExpression(plainOrder)?.value
        return MathsSolution(value: result.value, format: result.format,
                             working: "brackets first: \(inner.working); then \(result.working)",
                             mistakes: (ignored.map { [$0] } ?? []) + result.mistakes, defaultQuestion: result.defaultQuestion)
    }

    /// "A film starts at 7:15 pm and lasts 1 hour 50 minutes. What time does it finish?" → 9:05 pm; "The bus arrives at
    /// 13:20 after a journey of 45 minutes. What time did it leave?" → 12:35.
    static func clockAfter(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard Regex.firstMatch(#"\bwhat time\b|^when\b"#, in: question) != nil else { return nil }
        let ends = Regex.firstMatch(#"\b(?:end|ends|finish|finishes|finished|arrive|arrives|arrived|get|gets|over|stop|stops|land|lands|ready|done|home|back|come out|comes out|be taken out)\b"#, in: question) != nil
        let starts = Regex.firstMatch(#"\b(?:start|starts|started|begin|begins|began|leave|leaves|left|set off|sets off|depart|departs|departed)\b"#, in: question) != nil
        guard ends != starts else { return nil }
        // "7:15", "19:15", "7.15 pm": one clock time. "1.25 hours" is no time of day.
        let clocks = Quantity.matches(#"\b(\d{1,2})(?::(\d{2})|\.(\d{2})(?=\s*[ap]\.?m\b))\s*([ap])?\.?(m\b)?\.?"#, in: text)
        guard clocks.count == 1, let clock = clocks.first, var hours = Int(clock.text(1)),
              let minutes = Int(clock.text(2).isEmpty ? clock.text(3) : clock.text(2)), hours <= 23, minutes < 60 else { return nil }
        let half = clock.text(5).isEmpty ? "" : clock.text(4).lowercased()
        if half == "p", hours < 12 { hours += 12 }
        if half == "a", hours == 12 { hours = 0 }
        // The clock is when the other end happens: a start for a finishing time, a finish for a starting time.
        let before = String(text[..<clock.range.lowerBound].suffix(25))
        // "It goes into the oven at 11:50": what goes in starts there.
        let startVerb = Regex.firstMatch(#"\b(?:start|starts|started|begin|begins|began|leave|leaves|left|sets off|set off|departs|departed|put|puts|goes in|goes into|went in|went into)\b"#, in: before) != nil
        let endVerb = Regex.firstMatch(#"\b(?:end|ends|ended|finish|finishes|finished|arrive|arrives|arrived|stop|stops|stopped|lands|landed)\b"#, in: before) != nil
        guard ends ? startVerb && !endVerb : endVerb && !startVerb else { return nil }
        var rest = text
        rest.replaceSubrange(clock.range, with: " ")
        // The clock the answer is written in is no length of time.
        rest = rest.replacingOccurrences(of: #"\b(?:12|24)[ -]hour\b"#, with: " ", options: .regularExpression)
        let lengths = Quantity.all(in: rest)
        guard !lengths.isEmpty, lengths.count <= 2, lengths.allSatisfy({ $0.measure == .time }) else { return nil }
        // Two lengths make one only when written together ("1 hour 50 minutes"); "takes 35 minutes … is 10 minutes late" is not a sum.
        if lengths.count == 2 {
            guard rest[lengths[0].range.upperBound..<lengths[1].range.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
                    || rest[lengths[0].range.upperBound..<lengths[1].range.lowerBound].trimmingCharacters(in: .whitespaces) == "and" else { return nil }
        }
        let duration = lengths.map(\.value).reduce(0, +)
        guard duration > 0, duration == duration.rounded(), duration < 24 * 60 else { return nil }
        let start = Double(hours * 60 + minutes)
        let result = ends ? start + duration : start - duration
        let day = 24.0 * 60
        // "Give your answer using the 24-hour clock": 13:10, not 1:10, for a cake in at 11:50 for 80 minutes.
        let asks24 = Regex.firstMatch(#"\b24[ -]hour\b"#, in: text) != nil
        let twentyFour = half.isEmpty && (hours >= 13 || clock.text(1).hasPrefix("0") || hours == 0 || asks24)
        let format: (Double) -> String = { value in
            let total = Int(((value.truncatingRemainder(dividingBy: day)) + day).truncatingRemainder(dividingBy: day).rounded())
            let h = total / 60, m = total % 60
            if twentyFour { return String(format: "%02d:%02d", h, m) }
            let twelve = h % 12 == 0 ? 12 : h % 12
            return String(format: "%d:%02d", twelve, m) + (half.isEmpty ? "" : (h < 12 ? " am" : " pm"))
        }
        let spoken = [Int(duration) / 60 > 0 ? "\(Int(duration) / 60) h" : nil, Int(duration) % 60 > 0 ? "\(Int(duration) % 60) min" : nil].compactMap { $0 }.joined(separator: " ")
        // One length as the page gave it ("95 minutes (1 h 35 min)", "2.5 hours (2 h 30 min)"), two as hours and minutes.
        let one = lengths[0], factor = Quantity.units[one.unit]?.1 ?? 1
        let stated = lengths.count == 1 ? "\(plain(one.value / factor)) \(one.unit)" + (one.unit != "minutes" && duration == duration.rounded(.down) && duration.truncatingRemainder(dividingBy: 60) == 0 || duration < 60 ? "" : " (\(spoken))") : spoken
        let working = "\(format(start)) \(ends ? "+" : "−") \(stated) = \(format(result))"
        // An hour out either way, the other direction, the minutes without the hours.
        let minutesOnly = Double(Int(duration) % 60)
        let time = { (value: Double) in (value + day).truncatingRemainder(dividingBy: day) }
        var solution = MathsSolution(value: time(result), format: format, working: working,
                                     mistakes: [result - 60, result + 60, ends ? start - duration : start + duration, ends ? start + minutesOnly : start - minutesOnly]
                                         .map(time).filter { $0 != time(result) },
                                     defaultQuestion: ends ? "At what time does it end?" : "At what time does it start?")
        solution.counts = asks24 ? [24] : []
        return solution
    }

    /// "Ben is 4 years older than his sister, who is nine. How old is Ben?" → 13; "Lily is 12 years old. Her brother is
    /// 5 years older. How old is her brother?" → 17; "Lucy is 4 years older than her brother. Their ages add up to 20.
    /// How old is Lucy?" → 12. The one asked about must be the one the difference is told of.
    static func ageDifference(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let person = Regex.firstMatch(#"^how old (?:is|was) ([a-z]+(?: [a-z]+)?)\s*\?$"#, in: question)?.group(1),
              let who = person.split(separator: " ").last.map(String.init),
              let m = Regex.firstMatch(#"\b([a-z]+(?: [a-z]+)?) (?:is|was) "# + number + #" years? (older|younger)\b"#, in: text),
              let subject = m.group(1)?.split(separator: " ").last.map(String.init), subject == who,
              let difference = value(m.group(2)), let whole = m.group(0), let range = text.range(of: whole) else { return nil }
        var rest = text
        rest.replaceSubrange(range, with: " ")
        let known = Quantity.all(in: rest)
        guard known.count == 1, let age = known.first else { return nil }
        // The age told must be someone else's: "Ben is 13. Ben is 4 years older …" asks what it states.
        let clause = rest[..<age.range.lowerBound].split(whereSeparator: { ".,;".contains($0) }).last.map(String.init) ?? ""
        guard Regex.firstMatch(#"\b"# + who + #"\b"#, in: clause) == nil else { return nil }
        let older = m.group(3) == "older"
        // "Lucy is 4 years older than her brother. Their ages add up to 20.": the number told is both ages together, not
        // the brother's ("20 + 4 = 24" was the key); Lucy is half of the total and the difference, 12.
        if Regex.firstMatch(#"\b(?:adds? up to|add together to make|total|altogether|together|combined|sum)\b"#, in: rest) != nil {
            let twice = older ? age.value + difference : age.value - difference
            let result = twice / 2
            guard twice > 0, result == result.rounded() else { return nil }
            let other = older ? (age.value - difference) / 2 : (age.value + difference) / 2
            return MathsSolution(value: result, format: { plain($0) + ($0 == 1 ? " year old" : " years old") },
                                 working: "(\(plain(age.value)) \(older ? "+" : "−") \(plain(difference))) ÷ 2 = \(plain(result))",
                                 mistakes: [twice, older ? age.value - difference : age.value + difference, other, age.value / 2]
                                     .filter { $0 > 0 && $0 != result },
                                 defaultQuestion: "How old is \(person)?")
        }
        let result = older ? age.value + difference : age.value - difference
        guard result > 0 else { return nil }
        return MathsSolution(value: result, format: { plain($0) + ($0 == 1 ? " year old" : " years old") },
                             working: "\(plain(age.value)) \(older ? "+" : "−") \(plain(difference)) = \(plain(result))",
                             mistakes: [older ? age.value - difference : age.value + difference, age.value, result + 1, result - 1].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How old is \(person)?")
    }

    /// "A school has 6 classes of 30 pupils. 15 pupils are absent. How many pupils are in school?" → 165 pupils; "There are 5
    /// packs of pencils with 10 pencils in each pack. 7 pencils are lost. How many pencils are left?" → 43 pencils.
    static func groupsThenChange(_ p: MathsProblem) -> MathsSolution? {
        let sentences = MathsPages.sentences(in: p.setup)
        guard sentences.count == 2, let many = Regex.firstMatch(#"how many ([a-z]+)"#, in: asked(p))?.group(1),
              Regex.firstMatch(#"\b(?:left|remain|remaining|now|in|there|present|still|altogether|total)\b"#, in: asked(p)) != nil else { return nil }
        let first = MathsProblem(setup: sentences[0], question: nil, position: p.position)
        guard let groups = groupsOf(first), usesEveryNumber(of: first, in: groups) else { return nil }
        let second = sentences[1].lowercased()
        let changes = Quantity.all(in: second)
        guard changes.count == 1, let change = changes.first else { return nil }
        if case .count(let noun) = change.measure {
            guard sameNoun(String(noun.split(separator: " ").last ?? ""), many) || ["more", "extra", "new"].contains(noun) else { return nil }
        } else if change.measure != .number { return nil }
        // Taken away: passive ("15 pupils are absent") or done by the owner ("She gives 15 crayons to her brother", "sells 20").
        let removes = Regex.firstMatch(#"\b(?:absent|lost|loses|broken|broke|breaks|sold|sells|eaten|eats|ate|used|uses|taken|missing|away|damaged|ill|sick|leave|leaves|left|fall|fell|burst|popped|given|drops|dropped)\b|\b(?:gives|gave) \S+ (?:[a-z]+ )?to\b"#, in: second) != nil
        let adds = Regex.firstMatch(#"\b(?:more|arrive|arrives|arrived|join|joins|joined|added|extra|new|bought|found|delivered)\b"#, in: second) != nil
        let total = groups.value
        guard removes != adds, !removes || change.value < total else { return nil }
        let result = removes ? total - change.value : total + change.value
        return MathsSolution(value: result, format: groups.format,
                             working: "\(groups.working); \(plain(total)) \(removes ? "−" : "+") \(plain(change.value)) = \(plain(result))",
                             // The second step left out or turned round, the first one added instead of multiplied.
                             mistakes: [total, removes ? total + change.value : total - change.value] + groups.mistakes.prefix(1).map { removes ? $0 - change.value : $0 + change.value } + [result - 10],
                             defaultQuestion: "How many are there now?")
    }
}
