import SnapQuizLexicon

/// "How many …?" of an amount a sentence gives with its unit, in figures or in words: "It beats about seventy times a
/// minute in a resting adult" → "About how many times a minute does the heart beat in a resting adult?"; "Hadrian's
/// Wall was about seventy-three miles long" → "About how many miles long was Hadrian's Wall?". Textbooks write such
/// numbers as words, which no other question read (the heart page's "seventy times a minute" was never asked), and a
/// pronoun subject is named as the page means it. Wrong options are the key scaled, in the key's form (words beside
/// words, figures beside figures), far enough apart that "about" cannot make two of them right.
enum MeasureQuestions {
    /// Words that make an amount approximate: the stem asks "About how many …?".
    static let approximations: Set<String> = ["about", "around", "roughly", "nearly", "almost", "approximately"]
    /// The units of time a rate is given per ("times a minute", "metres per second").
    static let timeUnits: Set<String> = ["second", "minute", "hour", "day", "week", "month", "year"]
    /// The words a size is given with ("seventy-three miles long").
    static let dimensions: Set<String> = ["long", "tall", "wide", "deep", "high", "old", "thick", "across"]

    /// The number words under twenty and the tens, as `MathsSolver.words` has them ("a dozen" is no amount here).
    static let ones = MathsSolver.words.filter { $0.value < 20 && !$0.key.contains("dozen") }.mapValues(Int.init)
    static let tens = MathsSolver.words.filter { (20..<100).contains($0.value) }.mapValues(Int.init)

    /// An amount, the stem that asks for it, and how the page writes it.
    struct Measure {
        var stem: String
        /// As the page writes it, lower case unless it opens the sentence: "seventy", "seventy-three", "6,650".
        var written: String
        var value: Int
        var inWords: Bool
        var sentence: Sentence
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        page.statements.compactMap { measure(in: $0, page: page) }.compactMap { measure in
            var seen = Set([measure.value])
            let pool = nearValues(measure.value).filter { seen.insert($0).inserted }.compactMap { value in
                measure.inWords ? spelled(value) : RecallQuestions.format(Double(value), grouped: measure.written.contains(","))
            }
            guard let distractors = picker.pick(for: measure.written, from: pool, stem: measure.stem, anyNumber: true, random: &random) else { return nil }
            let question = ItemText.question(measure.stem, answer: measure.written, distractors: distractors, evidence: measure.sentence.text)
            return Candidate(kind: .quantity, sentences: [measure.sentence.index], question: question, score: 3.9, position: measure.sentence.index)
        }
    }

    /// Values a learner who half-remembers might pick: the key halved, doubled and scaled, rounded as the key is
    /// ("seventy" → forty, fifty, ninety, twenty; 6,600 → 3,300, 9,900, 5,000 …). A key under a hundred keeps its wrong
    /// options under a hundred: "one hundred and forty" beside "seventy" stands out by length alone.
    static func nearValues(_ value: Int) -> [Int] {
        let grain = [1000, 100, 10].first { value % $0 == 0 && value > $0 } ?? 1
        let factors = value < 100 ? [0.5, 0.75, 1.25, 1.3, 0.25, 0.6] : [0.5, 1.5, 2, 0.75, 1.25, 3]
        return factors.compactMap { factor in
            let scaled = Int((Double(value) * factor / Double(grain)).rounded()) * grain
            return scaled > 1 && scaled != value && (value >= 100 || scaled < 100) ? scaled : nil
        }
    }

    /// The amount a sentence gives with its unit, asked "How many …?", or nil. Two shapes: a verb, an amount and a rate
    /// ("beats about seventy times a minute in a resting adult"); a form of "be", an amount and a size ("was about
    /// seventy-three miles long"). The subject is the sentence's own (a noun phrase before the verb) or its opening
    /// pronoun, named as the sentence before means it; a clause that opens the sentence ("When the plants are about
    /// fifteen centimetres tall, …") has none, and a range ("twelve to sixteen times") no one key.
    static func measure(in sentence: Sentence, page: Page) -> Measure? {
        guard !sentence.isHeading, !sentence.text.contains("?"), (5...30).contains(sentence.wordCount) else { return nil }
        let raw = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
        let words = raw.map { TextTokens.trimmed($0).lowercased() }
        guard !RecallQuestions.subordinators.contains(words[0]) else { return nil }
        for at in words.indices.dropFirst() {
            let approximate = approximations.contains(words[at])
            let start = approximate ? at + 1 : at
            guard start < words.count, !raw[at - 1].hasSuffix(","), let amount = number(in: raw, at: start), amount.end + 1 < words.count,
                  !raw[start..<(amount.end - 1)].contains(where: { $0.hasSuffix(",") }) else { continue }
            // "twelve to sixteen", "twenty and twenty thousand": no one amount.
            guard !["to", "and", "or"].contains(words[amount.end]), approximate || at == start else { continue }
            let verbAt = at - 1
            let unit = words[amount.end]
            // The cheap checks first: the subject asks WordNet and the sentence before.
            guard unit.count >= 3, unit.allSatisfy(\.isLetter), !raw[amount.end].hasSuffix(","),
                  WordNet.shared?.nounReadings(of: unit).contains(where: \.inflected) == true,
                  let subject = subject(of: sentence, raw: raw, verbAt: verbAt, page: page) else { continue }
            let lead = approximate ? "About how many" : "How many"
            let verb = words[verbAt]
            var stem: String?
            if ["is", "are", "was", "were"].contains(verb), dimensions.contains(words[amount.end + 1]) {
                let rest = clause(raw, from: amount.end + 2)
                stem = "\(lead) \(unit) \(words[amount.end + 1]) \(verb) \(subject)\(rest)?"
            } else if amount.end + 2 < words.count, ["a", "an", "per", "each", "every"].contains(words[amount.end + 1]),
                      timeUnits.contains(words[amount.end + 2]), let asked = question(verb: verb, plural: subjectIsPlural(subject, page: page)) {
                let rest = clause(raw, from: amount.end + 3)
                stem = "\(lead) \(unit) \(words[amount.end + 1]) \(words[amount.end + 2]) \(asked.auxiliary) \(subject) \(asked.base)\(rest)?"
            }
            // "They brought about forty thousand soldiers across the sea": an approximate count of things a subject acts on.
            // "travels about four times faster" is a ratio, no count of things.
            if stem == nil, approximate, !["is", "are", "was", "were"].contains(verb), unit != "times",
               !timeUnits.contains(unit.hasSuffix("s") ? String(unit.dropLast()) : unit),
               page.nounNumber(unit) == true, let asked = question(verb: verb, plural: subjectIsPlural(subject, page: page)) {
                let rest = clause(raw, from: amount.end + 1)
                stem = "\(lead) \(unit) \(asked.auxiliary) \(subject) \(asked.base)\(rest)?"
            }
            guard let stem else { continue }
            let written = raw[start..<amount.end].map(TextTokens.trimmed).joined(separator: " ")
            // The page's own spelling of the amount must be the one wrong options are written in.
            guard !amount.inWords || spelled(amount.value) == written.lowercased() else { continue }
            return Measure(stem: stem, written: amount.inWords ? written.lowercased() : written, value: amount.value,
                           inWords: amount.inWords, sentence: sentence)
        }
        return nil
    }

    /// The rest of the clause after the amount, up to a comma: " in a resting adult".
    private static func clause(_ raw: [String], from start: Int) -> String {
        guard start < raw.count else { return "" }
        var kept: [String] = []
        for word in raw[start...] {
            kept.append(TextTokens.trimmed(word))
            if word.hasSuffix(",") || word.hasSuffix(";") { break }
        }
        // "and flows north into the sea", "and chose a narrow valley": a second verb is another clause ("About how many
        // soldiers did Suetonius Paulinus gather and chose …?" was asked).
        let secondVerb = { (word: String) in
            RecallQuestions.presentBase(of: word) != nil || ItemText.irregularPast[word] != nil
                || word.hasSuffix("ed") && WordNet.shared?.commonest(word)?.partOfSpeech == .verb
        }
        if let and = kept.firstIndex(of: "and"), and + 1 < kept.count, secondVerb(kept[and + 1].lowercased()) {
            kept = Array(kept[..<and])
        }
        return kept.isEmpty ? "" : " " + kept.joined(separator: " ")
    }

    /// Who or what the sentence says does it: its opening pronoun named ("It" → "the heart"), or the noun phrase before
    /// the verb at `verbAt` (or before the first verb, when an "and" joins this one to it).
    private static func subject(of sentence: Sentence, raw: [String], verbAt: Int, page: Page) -> String? {
        guard verbAt >= 1 else { return nil }
        let joined = TextTokens.trimmed(raw[verbAt - 1]).lowercased() == "and"
        if OpeningPronoun.pronouns.contains(TextTokens.trimmed(raw[0]).lowercased()) {
            guard case .resolved(let text, let meant) = OpeningPronoun.meaning(ofSentence: sentence.index, on: page),
                  text == raw[0], !["its", "their", "his", "her"].contains(text.lowercased()),
                  verbAt == 1 || joined && !raw[1..<(verbAt - 1)].contains(where: { OpeningPronoun.pronouns.contains(TextTokens.trimmed($0).lowercased()) })
            else { return nil }
            return meant
        }
        guard let found = RecallQuestions.subject(of: sentence, page: page) else {
            // "Hadrian's Wall was …": a name and a form of "be".
            let phrase = raw[..<verbAt].map(TextTokens.trimmed)
            guard (1...4).contains(phrase.count), !joined, ["is", "are", "was", "were"].contains(raw[verbAt]),
                  !raw[..<verbAt].contains(where: { $0.hasSuffix(",") }),
                  phrase.allSatisfy({ page.words.isCleanWord($0) && !RecallQuestions.subordinators.contains($0.lowercased()) }),
                  let last = phrase.last, last.first?.isUppercase == true || page.kind(of: last.lowercased())?.partOfSpeech == .noun else { return nil }
            return lowercasingFirst(phrase.joined(separator: " "), page: page)
        }
        return found.verbIndex == verbAt || joined ? found.phrase : nil
    }

    private static func subjectIsPlural(_ subject: String, page: Page) -> Bool {
        guard let last = subject.split(separator: " ").last.map(String.init), last.first?.isLowercase == true else { return false }
        return page.nounNumber(last) == true
    }

    /// The auxiliary and base a question needs: "beats" → does … beat; "flowed" → did … flow; "grow" (after a plural)
    /// → do … grow.
    private static func question(verb: String, plural: Bool) -> (auxiliary: String, base: String)? {
        if ["has", "have", "had"].contains(verb) { return (verb == "had" ? "did" : plural ? "do" : "does", "have") }
        if let base = ItemText.irregularPast[verb] { return ("did", base) }
        if verb.hasSuffix("ed"), let base = WordNet.shared?.readings(of: verb).first(where: { $0.partOfSpeech == .verb && $0.inflected })?.lemma {
            return ("did", base)
        }
        if !plural, verb.hasSuffix("s"), let base = RecallQuestions.presentBase(of: verb) { return ("does", base) }
        if plural, !verb.hasSuffix("s"), let base = RecallQuestions.presentBase(of: verb) { return ("do", base) }
        return nil
    }

    /// A number at `start`: figures ("6,650", "73") or words ("seventy", "seventy-three", "six thousand six hundred",
    /// "three hundred and forty"), its value, and the index after it. Years and decimals are no amounts here.
    static func number(in raw: [String], at start: Int) -> (value: Int, end: Int, inWords: Bool)? {
        let first = TextTokens.trimmed(raw[start])
        if first.first?.isNumber == true {
            guard first.allSatisfy({ $0.isNumber || $0 == "," }), !TextAnalysis.isYear(first), let value = Int(first.replacingOccurrences(of: ",", with: "")),
                  value > 1 else { return nil }
            return (value, start + 1, false)
        }
        var total = 0, current = 0, index = start, read = false
        while index < raw.count {
            let word = TextTokens.trimmed(raw[index]).lowercased()
            if let value = wordValue(word) {
                guard current % 100 == 0 || value < 10 && current % 10 == 0 && current % 100 >= 20 else { return nil }
                current += value
            } else if word == "hundred", current > 0, current < 10 {
                current *= 100
            } else if word == "thousand" || word == "million", current > 0 || total > 0 {
                total = (total + current) * (word == "thousand" ? 1000 : 1_000_000)
                current = 0
            } else if word == "and", read, index + 1 < raw.count, total + current >= 100,
                      wordValue(TextTokens.trimmed(raw[index + 1]).lowercased()) != nil {
                // "three hundred and forty"
            } else {
                break
            }
            read = true
            index += 1
            if raw[index - 1].hasSuffix(",") { break }
        }
        let value = total + current
        return read && value > 1 ? (value, index, true) : nil
    }

    /// "seven", "seventy", "seventy-three" → 7, 70, 73.
    private static func wordValue(_ word: String) -> Int? {
        ones[word] ?? tens[word] ?? hyphenated(word)
    }

    /// "seventy-three" → 73.
    private static func hyphenated(_ word: String) -> Int? {
        let parts = word.split(separator: "-").map(String.init)
        guard parts.count == 2, let ten = tens[parts[0]], let one = ones[parts[1]], one < 10 else { return nil }
        return ten + one
    }

    /// A number in words as a British textbook writes it: 73 → "seventy-three", 340 → "three hundred and forty",
    /// 6600 → "six thousand six hundred"; nil from a million up.
    static func spelled(_ value: Int) -> String? {
        guard value > 0, value < 1_000_000 else { return nil }
        func underHundred(_ n: Int) -> String {
            if let word = ones.first(where: { $0.value == n })?.key { return word }
            let ten = tens.first { $0.value == n / 10 * 10 }!.key
            return n % 10 == 0 ? ten : ten + "-" + ones.first { $0.value == n % 10 }!.key
        }
        func underThousand(_ n: Int) -> String {
            guard n >= 100 else { return underHundred(n) }
            let hundreds = underHundred(n / 100) + " hundred"
            return n % 100 == 0 ? hundreds : hundreds + " and " + underHundred(n % 100)
        }
        guard value >= 1000 else { return underThousand(value) }
        let thousands = underThousand(value / 1000) + " thousand"
        let rest = value % 1000
        return rest == 0 ? thousands : thousands + (rest < 100 ? " and " : " ") + underThousand(rest)
    }
}
