import Foundation

/// Rules of a measures-and-statistics sheet: unit changes, an amount for each of several things, equal parts, shares
/// in a ratio, means, rounding, average speed, "3 times as many as Sam", a shopping total and a scaled recipe. Each
/// needs exactly the amounts it works with; a problem with any other number is left to the rules that know it.
extension MathsSolver {
    static var measureRules: [Rule] {
        [conversion, amountForEach, equalParts, ratioShare, ratioOfKinds, mean, rounding, averageSpeed, timesAsManyAs, totalSpent, scaled]
    }

    static let imperial: Set<String> = ["feet", "inches", "yards", "miles"]

    /// "A bag of potatoes weighs 2.5 kg. How many grams is that?" → 2500 g; "Convert 3 hours to minutes." → 180 minutes.
    static func conversion(_ p: MathsProblem) -> MathsSolution? {
        // A unit asked for first: reading every amount is the dear part, and most problems ask for none.
        // "Convert 255 minutes into hours and minutes" asks for two units, not 4.25 hours: `minutesAsHoursAndMinutes`.
        guard !p.lowered.contains("hours and minutes"),
              [Quantity.Measure.length, .mass, .capacity, .time].contains(where: { askedUnit(p, of: $0) != nil }),
              // "It takes 3 hours. How many minutes longer is the trip back?" asks for something the page does not give.
              Regex.firstMatch(#"\b(?:more|less|fewer|longer|shorter|heavier|lighter|left|remain|each|per|between|difference)\b"#, in: asked(p)) == nil
        else { return nil }
        let all = Quantity.all(in: p.lowered)
        guard all.count == 1, let amount = all.first, [.length, .mass, .capacity, .time].contains(amount.measure),
              let target = askedUnit(p, of: amount.measure), let (_, to, canonical) = Quantity.units[target],
              let from = Quantity.units[amount.unit]?.1, from != to,
              // Metres to feet is an estimate, not a school conversion.
              imperial.contains(canonical) == imperial.contains(amount.unit) else { return nil }
        let stated = amount.value / from, ratio = from / to, result = amount.value / to
        let format = written(amount.measure, unit: target)
        let step = ratio >= 1 ? "× \(plain(ratio))" : "÷ \(plain(1 / ratio))"
        // The other way round, a power of ten out, the factors added, and a metric factor for an imperial or time unit.
        // (The factor added only when it is a whole one: "450 cm to metres" gave 450.01 metres.)
        let slips = [stated / ratio, result / 10, result * 10] + (ratio >= 1 ? [stated + ratio] : []) + (ratio == ratio.rounded() && ratio < 100 ? [stated * 10, stated * 100] : [])
        return MathsSolution(value: amount.value, format: format,
                             working: "\(plain(stated)) \(amount.unit) \(step) = \(plain(result)) \(target)",
                             mistakes: slips.filter { abs($0 * 1000 - ($0 * 1000).rounded()) < 1e-6 && $0 > 1 }.map { $0 * to },
                             defaultQuestion: "How many \(target) is that?")
    }

    /// "Each lap of the track is 400 m. Amy runs 6 laps. How many kilometres does she run?" → 2.4 km; "There are
    /// twelve eggs in a carton. How many eggs are in 5 cartons?" → 60 eggs: the amount for one, times how many.
    static func amountForEach(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard Regex.firstMatch(#"\b(?:how many|how much|how far|how long|how heavy|total|altogether)\b"#, in: question) != nil,
              Regex.firstMatch(#"\b(?:left|remain|more|fewer|less|change|each|needed|need|one|cost|costs|price)\b"#, in: question) == nil
        else { return nil }
        let all = Quantity.all(in: text)
        guard all.count == 2 else { return nil }
        for (index, amount) in all.enumerated() where ![.percent, .number].contains(amount.measure) && !isMoney(amount.measure) {
            let before = String(text[..<amount.range.lowerBound]), after = String(text[amount.range.upperBound...])
            guard let thing = Regex.firstMatch(#"\b(?:a|an|each|every|one)\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:of\s+(?:the\s+|a\s+|an\s+)?[a-z]+\s+)?(?:is|holds|contains|weighs|measures|can hold|has)\s+(?:about\s+)?$"#, in: before)?.group(1)
                    ?? Regex.firstMatch(#"^\s+(?:in|per|on|inside)\s+(?:a|an|each|every|one)\s+([a-z]+)\b"#, in: after)?.group(1),
                  case .count(let name) = all[1 - index].measure, sameNoun(String(name.split(separator: " ").last ?? ""), thing)
            else { continue }
            let many = all[1 - index].value
            // A count is asked by its own noun ("How many eggs …"), a measure by its unit or "how far / how much".
            if case .count(let noun) = amount.measure {
                guard let askedFor = Regex.firstMatch(#"how many ([a-z]+)"#, in: question)?.group(1), sameNoun(askedFor, String(noun.split(separator: " ").last ?? "")) else { continue }
            }
            guard many > 1, many == many.rounded() else { continue }
            let result = amount.value * many
            let format = answerFormat(p, like: amount), own = written(amount.measure, unit: amount.unit)
            let factor = Quantity.units[amount.unit]?.1 ?? 1, asked = Quantity.units[askedUnit(p, of: amount.measure) ?? amount.unit]?.1 ?? 1
            return MathsSolution(value: result, format: format,
                                 working: "\(own(amount.value)) × \(plain(many)) = \(own(result))" + (factor == asked ? "" : " = \(format(result))"),
                                 // Added instead of multiplied, one too few, the unit left unchanged.
                                 mistakes: [amount.value + many * factor, amount.value * (many - 1), result / factor * asked, result * 10].filter { abs($0 - result) > 1e-9 },
                                 defaultQuestion: "How much is that altogether?")
        }
        return nil
    }

    /// "A ribbon 3 m long is cut into 8 equal pieces. How long is each piece in centimetres?" → 37.5 cm; "£45 is shared
    /// equally between 5 friends. How much does each get?" → £9.00.
    static func equalParts(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard Regex.firstMatch(#"\b(?:equal|equally|share|shared|shares|split|divided)\b"#, in: text) != nil,
              let split = Regex.firstMatch(#"\b(?:into|between|among|amongst|by)\s+"# + number + #"\s+(?:equal\s+)?([a-z]+)"#, in: text),
              let parts = value(split.group(1)), parts > 1,
              question.isEmpty || Regex.firstMatch(#"\b(?:each|one|every)\b"#, in: question) != nil else { return nil }
        let all = Quantity.all(in: text)
        guard all.count == 2, let whole = all.first(where: { [.length, .mass, .capacity, .time].contains($0.measure) || isMoney($0.measure) }),
              all.contains(where: { $0.value == parts && $0.range != whole.range }) else { return nil }
        let result = whole.value / parts
        if isMoney(whole.measure) { guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil } }
        let format = answerFormat(p, like: whole), own = written(whole.measure, unit: whole.unit)
        let factor = Quantity.units[whole.unit]?.1 ?? 1, asked = Quantity.units[askedUnit(p, of: whole.measure) ?? whole.unit]?.1 ?? 1
        // In the asked unit first ("3 m = 300 cm; 300 cm ÷ 8 = 37.5 cm"), so that no step is rounded.
        return MathsSolution(value: result, format: format,
                             working: (factor == asked ? "" : "\(own(whole.value)) = \(format(whole.value)); ") + "\(format(whole.value)) ÷ \(plain(parts)) = \(format(result))",
                             // Multiplied, taken away, the unit left unchanged, a place out.
                             mistakes: [whole.value * parts, whole.value - parts * factor, result / factor * asked, result * 10]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much is each part?")
    }

    /// "Share £45 in the ratio 2:3. How much is the larger share?" → £27.00; "Amy and Ben share 30 sweets in the ratio
    /// 1:4. How many does Ben get?" → 24 sweets.
    static func ratioShare(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let ratio = Regex.firstMatch(#"\bin (?:the|a) ratio (?:of )?(\d+)\s*:\s*(\d+)\b(?!\s*:)"#, in: text),
              let a = value(ratio.group(1)), let b = value(ratio.group(2)), a > 0, b > 0, a != b,
              Regex.firstMatch(#"\b(?:share|shared|shares|divide|divided|divides|split|splits)\b"#, in: text) != nil else { return nil }
        let amounts = Quantity.all(in: text.replacingOccurrences(of: ratio.group(0) ?? "", with: " "))
        guard amounts.count == 1, let total = amounts.first, total.measure != .percent else { return nil }
        let unitShare = total.value / (a + b)
        // Which share: by how much they differ, the larger or smaller, or a named person's in the order the names come.
        var parts: Double?
        if Regex.firstMatch(#"how (?:much|many) more|difference"#, in: question) != nil { parts = abs(a - b) }
        else if Regex.firstMatch(#"\b(?:larger|largest|bigger|biggest|greater|greatest)\b"#, in: question) != nil { parts = max(a, b) }
        else if Regex.firstMatch(#"\b(?:smaller|smallest|lesser)\b"#, in: question) != nil { parts = min(a, b) }
        else if let names = Regex.firstMatch(#"\b([A-Z][a-z]+) and ([A-Z][a-z]+)\b"#, in: p.setup),
                let first = names.group(1)?.lowercased(), let second = names.group(2)?.lowercased() {
            let asksFirst = Regex.firstMatch(#"\b"# + first + #"\b"#, in: question) != nil
            let asksSecond = Regex.firstMatch(#"\b"# + second + #"\b"#, in: question) != nil
            if asksFirst != asksSecond { parts = asksFirst ? a : b }
        }
        guard let parts else { return nil }
        let result = unitShare * parts
        if case .count = total.measure { guard result == result.rounded() else { return nil } }
        if isMoney(total.measure) { guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil } }
        let format = answerFormat(p, like: total)
        let other = a + b - parts == parts ? total.value - result : unitShare * (a + b - parts)
        return MathsSolution(value: result, format: format,
                             working: "\(plain(a)) + \(plain(b)) = \(plain(a + b)) parts; \(format(total.value)) ÷ \(plain(a + b)) = \(format(unitShare)) a part; \(plain(parts)) × \(format(unitShare)) = \(format(result))",
                             // The other share, halves, one part, the ratio read as a fraction of the whole.
                             mistakes: [other, total.value / 2, unitShare, total.value * min(a, b) / max(a, b), total.value - unitShare]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much is that share?")
    }

    /// "The ratio of boys to girls is 3:4. There are 28 students. How many girls are there?" → 16; "… There are 12 boys.
    /// How many girls are there?" → 16: a total is shared in the ratio, one kind's number is scaled to the other's.
    static func ratioOfKinds(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let m = Regex.firstMatch(#"\bratio of ([a-z]+) to ([a-z]+)(?: [a-z ]+?)? (?:is|was) (\d+)\s*:\s*(\d+)\b(?!\s*:)"#, in: text),
              let first = m.group(1), let second = m.group(2), let whole = m.group(0),
              let a = value(m.group(3)), let b = value(m.group(4)), a > 0, b > 0,
              let askedFor = Regex.firstMatch(#"how many ([a-z]+)"#, in: question)?.group(1) else { return nil }
        let asksFirst = sameNoun(askedFor, first), asksSecond = sameNoun(askedFor, second)
        let known = Quantity.all(in: text.replacingOccurrences(of: whole, with: " "))
        // "There are 12 boys. How many children are there in all?": both kinds together, from one kind's number.
        // "How many children are in the class?" after "… in a class is 3:4" asks for the whole class too.
        let place = Regex.firstMatch(#"\b(?:in|at|on) (?:the|this|that|our|her|his|their) ([a-z]+)\s*\?"#, in: question)?.group(1)
        // Only by a word for everyone or everything in it: "How many adults are in the club?" asks for a third kind.
        let wholePlace = ["children", "pupils", "students", "people", "members", "players", "animals", "things", "items"].contains(askedFor)
            && place.map { Regex.firstMatch(#"\b(?:in|at|on) (?:a|an|the|one|our|her|his|their) "# + $0 + #"\b"#, in: p.setup.lowercased()) != nil } ?? false
        let asksTotal = !asksFirst && !asksSecond && (Regex.firstMatch(#"\b(?:altogether|in all|in total|total|all together)\b"#, in: question) != nil || wholePlace)
        guard asksFirst != asksSecond || asksTotal, known.count == 1, case .count(let noun) = known[0].measure else { return nil }
        let n = known[0].value, wanted = asksFirst ? a : b, other = asksFirst ? b : a
        let result: Double, working: String
        if asksTotal {
            guard sameNoun(noun, first) || sameNoun(noun, second) else { return nil }
            let given = sameNoun(noun, first) ? a : b, rest = sameNoun(noun, first) ? b : a
            result = n / given * (a + b)
            guard result > 0, result == result.rounded() else { return nil }
            working = "\(plain(n)) ÷ \(plain(given)) = \(plain(n / given)) for each part; \(plain(a)) + \(plain(b)) = \(plain(a + b)) parts; \(plain(a + b)) × \(plain(n / given)) = \(plain(result))"
            // The other kind only, the ratio's numbers added to the one given, the given number times all the parts.
            // The question's own word: "children" is already a plural.
            return MathsSolution(value: result, format: unit(askedFor), working: working,
                                 mistakes: [n / given * rest, n + a + b, n * (a + b), n + rest].filter { $0 > 0 && $0 != result && $0 == $0.rounded() },
                                 defaultQuestion: "How many \(askedFor) are there altogether?")
        }
        if sameNoun(noun, first) || sameNoun(noun, second) {
            // One kind's number is given: scale it. Asking for the kind given would copy it.
            let given = sameNoun(noun, first) ? a : b
            guard sameNoun(noun, first) != asksFirst else { return nil }
            result = n / given * wanted
            working = "\(plain(n)) ÷ \(plain(given)) = \(plain(n / given)) for each part; \(plain(wanted)) × \(plain(n / given)) = \(plain(result))"
        } else {
            result = n / (a + b) * wanted
            working = "\(plain(a)) + \(plain(b)) = \(plain(a + b)) parts; \(plain(n)) ÷ \(plain(a + b)) = \(plain(n / (a + b))) a part; \(plain(wanted)) × \(plain(n / (a + b))) = \(plain(result))"
        }
        guard result > 0, result == result.rounded() else { return nil }
        // The other kind, the ratio read as a fraction of the whole, one part, the whole less the answer's part.
        return MathsSolution(value: result, format: unit(plural(askedFor)), working: working,
                             mistakes: [result / wanted * other, n * wanted / other, result / wanted, n - result].filter { $0 > 0 && $0 != result && $0 == $0.rounded() },
                             defaultQuestion: "How many \(plural(askedFor)) are there?")
    }

    /// "Find the mean of 4, 7, 9 and 12." → 8; "What is the average of 12, 15 and 18?" → 15.
    static func mean(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\b(?:mean|average)\b"#, in: text) != nil,
              Regex.firstMatch(#"\b(?:speed|median|mode|range|per)\b"#, in: text) == nil,
              // "The mean of four numbers is eight. Three of them are 5, 7 and 9": the mean is given, a number asked.
              Regex.firstMatch(#"\b(?:mean|average)\b[^.?!]*\b(?:is|was|are|were|=)\s"#, in: text) == nil
        else { return nil }
        // A list of numbers: "4, 7, 9 and 12" (a comma inside "3,847" is no list).
        let list = Regex.firstMatch(#"(?<![\d.,])\d+(?:\.\d+)?(?:(?:,\s+(?:and\s+)?|\s+and\s+)\d+(?:\.\d+)?)+(?![\d:/])"#, in: text)?.group(0)
        // "12 cm, 15 cm, 9 cm, 18 cm and 16 cm": a unit after each number, answered in it.
        let measured = list == nil ? listedValues(in: text) : nil
        guard let values = list.map({ Regex.allMatches(#"\d+(?:\.\d+)?"#, in: $0).compactMap { Double($0.group(0) ?? "") } }) ?? measured?.values
        else { return nil }
        let sum = values.reduce(0, +), result = sum / Double(values.count)
        guard values.count >= 2, abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let middle = values.sorted()[values.count / 2]
        let unit = measured?.unit.map { $0 == "°c" ? "°C" : " " + $0 } ?? ""
        return MathsSolution(value: result, format: { plain($0) + unit },
                             working: "\(values.map(plain).joined(separator: " + ")) = \(plain(sum)); \(plain(sum)) ÷ \(values.count) = \(plain(result))",
                             // The total, divided by one too few, the middle value, one out.
                             mistakes: [sum, sum / Double(values.count - 1), middle, result + 1].filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "What is the mean?")
    }

    /// "Round 3,847 to the nearest hundred." → 3,800; "Round 6.47 to one decimal place." → 6.5.
    static func rounding(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let places: [String: Double] = ["ten": 10, "10": 10, "hundred": 100, "100": 100, "thousand": 1000, "1000": 1000, "1,000": 1000,
                                        "whole number": 1, "integer": 1, "unit": 1, "tenth": 0.1, "hundredth": 0.01]
        guard let m = Regex.firstMatch(#"\bround(?:ed|ing)?\s+(\d+(?:,\d{3})*(?:\.\d+)?)\s+to\s+(?:the\s+nearest\s+(ten|10|hundred|100|thousand|1,?000|whole number|integer|unit|tenth|hundredth)\b|"# + number + #"\s+decimal\s+places?\b)"#, in: text),
              let written = m.group(1), let x = value(written) else { return nil }
        let step: Double
        if let place = m.group(2) { guard let known = places[place.replacingOccurrences(of: ",", with: "")] ?? places[place] else { return nil }; step = known }
        else if let digits = value(m.group(3)), digits >= 1, digits <= 3 { step = pow(10, -digits) }
        else { return nil }
        // Half way rounds up, as schools teach; a small allowance keeps 2.45 from reading as 2.4499….
        let down = (x / step + 1e-9).rounded(.down) * step, up = down + step
        let result = x - down >= step / 2 - 1e-9 ? up : down
        guard result != x else { return nil }
        let decimals = step < 1 ? Int((-log10(step)).rounded()) : 0
        let grouped = written.contains(",")
        let format: (Double) -> String = { value in
            if decimals > 0 { return String(format: "%.\(decimals)f", value) }
            let whole = String(Int(value.rounded()))
            guard grouped, whole.count > 3 else { return whole }
            var text = "", digits = Array(whole)
            while digits.count > 3 { text = "," + String(digits.suffix(3)) + text; digits.removeLast(3) }
            return String(digits) + text
        }
        let place = decimals > 0 ? "\(decimals) decimal place\(decimals == 1 ? "" : "s")" : "the nearest \(plain(step))"
        return MathsSolution(value: result, format: format,
                             working: "\(written) lies between \(format(down)) and \(format(up)); "
                                 + (abs(x - down - step / 2) < 1e-9 ? "it is halfway, which rounds up" : "it is nearer \(format(result))")
                                 + ", so to \(place) it is \(format(result))",
                             // The wrong neighbour, one place too fine or too coarse, the rounded digits without their zeros.
                             mistakes: [result == up ? down : up, (x / (step / 10) + 0.5).rounded(.down) * step / 10,
                                        (x / (step * 10) + 0.5).rounded(.down) * step * 10, step > 1 ? result / step : result + step]
                                 .filter { $0 > 0 && format($0) != format(result) && format($0) != format(x) },
                             defaultQuestion: "What is the answer?")
    }

    /// "A car travels 150 miles in 3 hours. What is its average speed?" → 50 miles per hour.
    static func averageSpeed(_ p: MathsProblem) -> MathsSolution? {
        let question = asked(p)
        guard Regex.firstMatch(#"\b(?:speed|how fast)\b"#, in: question) != nil else { return nil }
        let all = Quantity.all(in: p.lowered)
        guard all.count == 2, let distance = all.first(where: { $0.measure == .length }), let time = all.first(where: { $0.measure == .time }),
              let distanceFactor = Quantity.units[distance.unit]?.1 else { return nil }
        let per = question.contains("per minute") || question.contains("a minute") ? "minute"
            : question.contains("per second") || question.contains("a second") ? "second" : "hour"
        guard let perFactor = Quantity.units[per]?.1 else { return nil }
        let miles = distance.value / distanceFactor, periods = time.value / perFactor
        let result = miles / periods
        guard periods > 0, abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let unit = distance.unit
        return MathsSolution(value: result, format: { plain($0) + " \(unit) per \(per)" },
                             working: "speed = distance ÷ time = \(plain(miles)) \(unit) ÷ \(plain(periods)) \(per)s = \(plain(result)) \(unit) per \(per)",
                             // Multiplied, taken away, the time divided by the distance, halved.
                             mistakes: [miles * periods, miles - periods, result * 2, result / 2].filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "What is the average speed?")
    }

    /// "Tom has 3 times as many stickers as Sam. Sam has 14 stickers. How many stickers does Tom have?" → 42 stickers; "… How
    /// many do they have altogether?" → 56. When the question asks about the one compared with, no guess.
    static func timesAsManyAs(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard let m = Regex.firstMatch(#"\b([a-z]+) (?:has|have|had|owns|collects|collected|scores|scored|reads|read|saves|saved|earns|earned|is|was|weighs|weighed|makes|made|sells|sold|grows|grew|runs|ran) (twice|half|"# + number + #" times) as (?:many|much|old|tall|long|heavy|far)(?: ([a-z]+))? as ([a-z]+)\b"#, in: text),
              let bigger = m.group(1), let other = m.group(5), let phrase = m.group(0),
              let factor = ["twice": 2, "half": 0.5][m.group(2) ?? ""] ?? value(m.group(3)), factor > 0 else { return nil }
        let rest = text.replacingOccurrences(of: phrase, with: " ")
        let known = Quantity.all(in: rest)
        guard known.count == 1, let base = known.first, base.measure != .percent else { return nil }
        // The amount known must be the other one's ("Sam has 14"), not a total ("Together they have 48").
        let told = rest[..<base.range.lowerBound].split(whereSeparator: { ".?!;".contains($0) }).last.map(String.init) ?? ""
        guard Regex.firstMatch(#"\b"# + other + #"\b"#, in: told) != nil,
              Regex.firstMatch(#"\b(?:together|altogether|total|both|in all)\b"#, in: told) == nil else { return nil }
        let mentions = { (name: String) in Regex.firstMatch(#"\b"# + name + #"\b"#, in: question) != nil }
        let together = Regex.firstMatch(#"\b(?:altogether|total|both|together|in all)\b"#, in: question) != nil
        let more = Regex.firstMatch(#"how (?:much|many) more|how much (?:older|taller|longer|heavier|further)|difference"#, in: question) != nil
        let times: Double
        if together { times = factor + 1 }
        else if more, factor > 1 { times = factor - 1 }
        else if mentions(bigger), !mentions(other), !more { times = factor }
        else { return nil }
        let result = base.value * times
        let noun = m.group(4).flatMap { isNoun($0) ? $0 : nil }
        let format: (Double) -> String = isCount(base.measure) || base.measure == .number ? (noun.map { unit(plural($0)) } ?? written(base.measure, unit: base.unit))
            : written(base.measure, unit: base.unit)
        let own = written(base.measure, unit: base.unit)
        return MathsSolution(value: result, format: format,
                             working: "\(own(base.value)) × \(plain(factor)) = \(own(base.value * factor))"
                                 + (together ? "; \(own(base.value)) + \(own(base.value * factor)) = \(own(result))" : "")
                                 + (more && !together ? "; \(own(base.value * factor)) − \(own(base.value)) = \(own(result))" : ""),
                             // Added instead of multiplied, the other question's answer, the amount given.
                             mistakes: [base.value + factor * (isCount(base.measure) || base.measure == .number ? 1 : Quantity.units[base.unit]?.1 ?? 1),
                                        base.value * factor, base.value * (factor + 1), base.value, result + base.value]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How many is that?")
    }

    /// "Ella buys two pens at 45p each and a ruler for 80p. How much does she spend altogether?" → £1.70.
    static func totalSpent(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        guard Regex.firstMatch(#"\b(?:spend|spent|pay|paid|cost|costs|total)\b"#, in: question) != nil,
              Regex.firstMatch(#"\b(?:left|change|more|less|each|one|save|saved|difference|back)\b"#, in: question) == nil,
              // Money someone has or hands over is no purchase: moneyLeft and costAndChange.
              Regex.firstMatch(#"\b(?:has|had|have|saved|pays with|paid with|hands over|gets|got|earns|earned|is given|was given)\s+(?:a |an )?[£$\d]"#, in: setup) == nil,
              Quantity.all(in: question).isEmpty else { return nil }
        let prices = Quantity.all(in: setup).filter { isMoney($0.measure) }
        let bought = purchases(prices, in: setup)
        guard !bought.isEmpty, bought.count > 1 || bought[0].count > 1, let first = prices.first else { return nil }
        let total = bought.map { $0.count * $0.price }.reduce(0, +)
        let format = written(first.measure, unit: first.unit)
        let eachOnce = bought.map(\.price).reduce(0, +)
        return MathsSolution(value: total, format: format, working: spendingWorking(bought, format) ?? format(total),
                             // Each price once (the "each" missed), one more of the first, 10p either way.
                             mistakes: [eachOnce, total + bought[0].price, total - 0.1, total + 0.1].filter { $0 > 0 && abs($0 - total) > 1e-9 },
                             defaultQuestion: "How much is spent altogether?")
    }

    /// "A cake recipe needs 250 g of sugar for 5 people. How much sugar is needed for 8 people?" → 400 g: an amount for so
    /// many, scaled to another number of the same. Not times or anything that lasts: more workers take less time.
    static func scaled(_ p: MathsProblem) -> MathsSolution? {
        let setup = p.setup.lowercased(), question = asked(p)
        // Times and anything that lasts may go the other way, unless the page says the rate stays ("At this rate, how many
        // pages will he read in 7 days?").
        let atRate = Regex.firstMatch(#"\bat (?:this|the same|that) rate\b"#, in: p.lowered) != nil
        guard Regex.firstMatch(#"\b(?:how much|how many)\b"#, in: question) != nil,
              Regex.firstMatch(#"\b(?:left|remain|more|fewer|less|change|each|one|workers?|builders?|machines?|pumps?|taps?|speed)\b"#, in: p.lowered) == nil,
              atRate || Regex.firstMatch(#"\b(?:long|last|lasts|take|takes|took|days?|weeks?|months?|years?)\b"#, in: p.lowered) == nil
        else { return nil }
        let given = Quantity.all(in: setup), wanted = Quantity.all(in: question)
        guard given.count == 2, wanted.count == 1, case .count(let noun) = wanted[0].measure,
              let fromIndex = given.firstIndex(where: { if case .count(let name) = $0.measure { return sameNoun(name, noun) } else { return false } })
        else { return nil }
        let amount = given[1 - fromIndex], from = given[fromIndex].value, to = wanted[0].value
        guard amount.measure != .time, ![.percent, .number].contains(amount.measure), from > 0, to != from else { return nil }
        if case .count(let name) = amount.measure {
            guard !sameNoun(name, noun), let askedFor = Regex.firstMatch(#"how many ([a-z]+)"#, in: question)?.group(1), sameNoun(askedFor, name) else { return nil }
        }
        let result = amount.value * to / from
        if isCount(amount.measure) { guard result == result.rounded() else { return nil } }
        guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let format = answerFormat(p, like: amount), own = written(amount.measure, unit: amount.unit)
        let factor = isCount(amount.measure) ? 1 : Quantity.units[amount.unit]?.1 ?? 1
        return MathsSolution(value: result, format: format,
                             // "for one" only when that is a tidy amount: "2 cups ÷ 12 = 0.17 cups" would show a rounded step.
                             working: abs(amount.value / from * 100 - (amount.value / from * 100).rounded()) < 1e-6
                                 ? "\(own(amount.value)) ÷ \(plain(from)) = \(own(amount.value / from)) for one; × \(plain(to)) = \(own(result))"
                                 : "\(own(amount.value)) × \(plain(to)) ÷ \(plain(from)) = \(own(result))",
                             // The difference added, multiplied without dividing, the amount for one.
                             mistakes: [amount.value + (to - from) * factor, amount.value * to, amount.value / from, result + amount.value / from]
                                 .filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much is needed?")
    }
}
