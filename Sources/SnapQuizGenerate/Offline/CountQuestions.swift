import SnapQuizLexicon

/// "How many …?" where a sentence counts things: "Eight planets orbit the Sun" → "How many planets orbit the Sun? →
/// eight"; "There are 206 bones in the adult body" → "How many bones are there in the adult body?"; "Parliament has two
/// houses" → "How many houses does Parliament have?". Short sentences count too: "Eight planets orbit the Sun" has five
/// words, under the six a statement needs, and the solar system page asked nothing of it (issue 11).
enum CountQuestions {
    /// A count and the question that asks for it.
    struct Count {
        var stem: String
        /// As the page writes it: "eight", "206", "Eight" as "eight".
        var count: String
        var value: Int
        var sentence: Sentence
    }

    static let words: [String: Int] = RecallQuestions.numberWords.filter { $0.value < 100 }.merging(["one": 1], uniquingKeysWith: { a, _ in a })

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        page.sentences.compactMap { count(in: $0, page: page) }.compactMap { count in
            // Near counts in the key's form: "six | nine | ten" beside "eight", "204 | 210" beside "206".
            let inWords = Int(count.count) == nil
            let near = [count.value - 1, count.value + 1, count.value - 2, count.value + 2, count.value * 2, count.value + 3]
            var seen = Set([count.value])
            let pool = near.filter { $0 > 0 && seen.insert($0).inserted }.compactMap { value -> String? in
                inWords ? words.first { $0.value == value }?.key : String(value)
            }
            guard let distractors = picker.pick(for: count.count, from: pool, stem: count.stem, anyNumber: true, random: &random) else { return nil }
            let question = ItemText.question(count.stem, answer: count.count, distractors: distractors, evidence: count.sentence.text)
            return Candidate(kind: .quantity, sentences: [count.sentence.index], question: question, score: 3.9, position: count.sentence.index)
        }
    }

    /// The count a sentence gives of a plural noun, asked "How many …?", or nil. A bound ("more than eighty", "about 365")
    /// is no count: a near number may be true as well.
    static func count(in sentence: Sentence, page: Page) -> Count? {
        guard !sentence.isHeading, !sentence.isDatedLine, !sentence.text.contains("?"), (4...30).contains(sentence.wordCount),
              let wordNet = WordNet.shared else { return nil }
        let text = withoutFinalMark(sentence.text)
        var raw = text.split(separator: " ").map(String.init)
        // The question ends with the sentence's first clause: "Earth has one moon, while Saturn has more than eighty".
        if let comma = raw.firstIndex(where: { $0.hasSuffix(",") || $0.hasSuffix(";") }) { raw = Array(raw[...comma]) }
        raw = raw.map(TextTokens.trimmed)
        func value(_ word: String) -> Int? {
            if let number = words[word.lowercased()] { return number }
            guard word.allSatisfy(\.isNumber), let number = Int(word), !TextAnalysis.isYear(word) else { return nil }
            return number
        }
        func isPlural(_ word: String) -> Bool {
            word.first?.isLowercase == true && page.words.isCleanWord(word) && wordNet.nounReadings(of: word).contains(where: \.inflected)
                && !TextAnalysis.commonWords.contains(word)
        }
        let rest = { (from: Int) in raw.count > from ? " " + raw[from...].joined(separator: " ") : "" }
        // "two sets of teeth", "three types of rainfall": the counted noun goes with its "of" ("How many sets of teeth …?").
        func counted(at index: Int) -> (noun: String, next: Int) {
            guard index + 2 < raw.count, raw[index + 1] == "of", raw[index + 2].first?.isLowercase == true,
                  !RecallQuestions.determiners.contains(raw[index + 2]) else { return (raw[index], index + 1) }
            return (raw[index...(index + 2)].joined(separator: " "), index + 3)
        }
        // "Eight planets orbit the Sun."
        if raw.count >= 4, let number = value(raw[0]), isPlural(raw[1]) {
            let verb = raw[2].lowercased()
            guard !RecallQuestions.determiners.contains(verb), !TextAnalysis.commonWords.contains(verb) || ["are", "were", "have", "had"].contains(verb),
                  wordNet.readings(of: verb).contains(where: { $0.partOfSpeech == .verb }) else { return nil }
            let noun = counted(at: 1)
            guard noun.next < raw.count, noun.next == 2 || wordNet.readings(of: raw[noun.next].lowercased()).contains(where: { $0.partOfSpeech == .verb })
            else { return nil }
            return Count(stem: "How many \(noun.noun)\(rest(noun.next))?", count: raw[0].lowercased(), value: number, sentence: sentence)
        }
        // "There are 206 bones in the adult body."
        if raw.count >= 4, raw[0] == "There", ["are", "were"].contains(raw[1]), let number = value(raw[2]), isPlural(raw[3]) {
            let noun = counted(at: 3)
            return Count(stem: "How many \(noun.noun) \(raw[1]) there\(rest(noun.next))?", count: raw[2], value: number, sentence: sentence)
        }
        // "Parliament has two houses", "The Romans had four legions in Britain".
        if let has = raw.prefix(4).firstIndex(where: { ["has", "have", "had"].contains($0) }), has >= 1, has + 2 < raw.count,
           let number = value(raw[has + 1]), isPlural(raw[has + 2]) || number == 1 && wordNet.nounReadings(of: raw[has + 2]).contains(where: { !$0.inflected }) {
            var subject = raw[..<has].joined(separator: " ")
            guard !raw[..<has].contains(where: { RecallQuestions.subordinators.contains($0.lowercased()) || ["it", "they", "he", "she", "this"].contains($0.lowercased()) }),
                  raw[..<has].allSatisfy({ page.words.isCleanWord($0) }) else { return nil }
            subject = lowercasingFirst(subject, page: page)
            let auxiliary = raw[has] == "had" ? "did" : (raw[has] == "has" ? "does" : "do")
            // "one moon" is asked of moons.
            let noun = counted(at: has + 2)
            let asked = number == 1 ? (plural(of: raw[has + 2]) ?? raw[has + 2]) + noun.noun.dropFirst(raw[has + 2].count) : noun.noun
            return Count(stem: "How many \(asked) \(auxiliary) \(subject) have\(rest(noun.next))?", count: raw[has + 1], value: number, sentence: sentence)
        }
        return nil
    }

    /// The plural a page would write: "moon" → "moons", "body" → "bodies" (regular forms only), or nil.
    private static func plural(of noun: String) -> String? {
        guard noun.count > 2, noun.allSatisfy(\.isLetter) else { return nil }
        let candidates = noun.hasSuffix("y") ? [String(noun.dropLast()) + "ies", noun + "s"] : [noun + "s", noun + "es"]
        return candidates.first { form in WordNet.shared?.nounReadings(of: form).contains { $0.inflected && $0.lemma == noun } == true }
    }
}
