import Foundation

/// A vocabulary list ("abundant – more than enough", "fragile: easily broken"): what a word means, and which word
/// has a meaning. The other entries' meanings and words are the wrong options.
enum VocabularyQuestions {
    struct Entry {
        var word: String
        var meaning: String
        var line: Int
    }

    /// How a word list's entries part word from meaning: "abundant – more than enough", "fragile: easily broken".
    static let separators = [" – ", " — ", " - ", ": ", " = "]

    /// `line` as a list's entry parted at `separator`: what comes before it (after a number or bullet: "1. word – meaning",
    /// "• word: meaning") and after it; nil when the line does not hold `separator`.
    static func parts(of line: String, at separator: String) -> (word: String, meaning: String)? {
        let body = Substring(line).drop { $0.isNumber || ".)•*-– ".contains($0) }
        guard let range = body.range(of: separator) else { return nil }
        return (body[..<range.lowerBound].trimmingCharacters(in: .whitespaces), String(body[range.upperBound...]))
    }

    static func entries(of page: Page) -> [Entry] {
        let entries = lines(of: page, separators: separators)
        // A word list is mostly entries; a few "Heading: subtitle" lines on a prose page are not one.
        guard entries.count >= 4, 2 * entries.count >= page.lines.count else { return [] }
        // A play's lines ("GRAN: Oh dear, oh dear. I put it in here …", "SAM: Did you look in your coat pocket?") name
        // their speakers again and again, where a word list names each word once: a scene was asked "What does “GRAN”
        // mean? → (searching in her handbag) Oh dear …".
        let words = Set(entries.map { $0.word.lowercased() })
        return 4 * words.count >= 3 * entries.count ? entries : []
    }

    /// Key words on a page of prose ("Orbit: the curved path of a planet around the Sun."): entries whose meaning
    /// is written as a definition, in lower case, so that "History: The Roman Empire" and "Questions: Which …?"
    /// are not taken for one.
    static func keyWords(of page: Page) -> [Entry] {
        let labels: Set<String> = ["question", "questions", "note", "notes", "name", "date", "title", "task", "tasks", "answer",
                                   "answers", "homework", "exercise", "exercises", "remember", "example", "hint", "tip", "key words"]
        let entries = lines(of: page, separators: [": ", " – ", " — "]).filter { entry in
            entry.line > 0 && entry.meaning.first?.isLowercase == true && !entry.meaning.contains("?")
                && !labels.contains(entry.word.lowercased()) && entry.meaning.split(separator: " ").count >= 4
        }
        return entries.count >= 2 ? entries : []
    }

    private static func lines(of page: Page, separators: [String]) -> [Entry] {
        var entries: [Entry] = []
        // The list's own separator: the one most lines use (a heading "Vocabulary: Week 6" uses another).
        guard let separator = separators.max(by: { a, b in page.lines.filter { $0.contains(a) }.count < page.lines.filter { $0.contains(b) }.count }) else { return [] }
        for (index, line) in page.lines.enumerated() {
            guard let (word, rest) = parts(of: line, at: separator) else { continue }
            let meaning = withoutFinalMark(rest)
            let wordCount = word.split(separator: " ").count
            // "Q: Who was the first Tudor king?" / "A: Henry VII": a label of one letter is no word ("What does “Q”
            // mean?"); a revision page of questions and answers is asked them (`RevisionAnswers`).
            guard (1...3).contains(wordCount), word.first?.isLetter == true, meaning.split(separator: " ").count >= 2,
                  !word.contains(where: \.isNumber), word.count >= 2, !RevisionAnswers.labels.contains(word.lowercased()),
                  // "Aim: To find out …", "Equipment: two beakers, …": a practical's or a recipe's parts, not its words.
                  !ProcedureQuestions.sectionLabels.contains(word.lowercased()) else { continue }
            entries.append(Entry(word: word, meaning: meaning, line: index))
        }
        return entries
    }

    /// The language of a word list's headwords, told by their articles ("le cahier", "la gomme", "der Tisch", "el
    /// libro"): nil for a list of English words, or one whose articles do not say.
    static func language(of page: Page) -> String? {
        let articles: [(String, Set<String>)] = [("French", ["le", "les", "l", "une", "des", "du"]), ("Spanish", ["el", "los", "las", "una", "unos", "unas"]),
                                                 ("German", ["der", "die", "das", "ein", "eine"]), ("Italian", ["il", "lo", "gli", "uno"])]
        let openings = entries(of: page).compactMap { entry in
            TextTokens.words(in: entry.word.replacingOccurrences(of: "'", with: " ").replacingOccurrences(of: "’", with: " ")).first?.lowercased()
        }
        let counts = articles.map { language, marks in (language, openings.filter(marks.contains).count) }
        // Most of the list opens with one language's own articles ("la" and "un" are French, Spanish and Italian alike).
        guard let best = counts.max(by: { $0.1 < $1.1 }), 2 * best.1 >= openings.count / 2, best.1 >= 2,
              counts.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        questions(on: entries(of: page), page: page, picker: picker, random: &random)
    }

    /// "Which word means …?" for each key word of a prose page, the other key words and the page's terms the wrong
    /// options.
    static func keyWordCandidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        // "Orbit: the curved path …" is offered as "orbit", beside terms written in lower case.
        let entries = keyWords(of: page).map { entry in
            var entry = entry
            entry.word = lowercasingFirst(entry.word, page: page)
            return entry
        }
        return entries.compactMap { entry in
            let stem = "Which word means “\(entry.meaning)”?"
            let pool = entries.map(\.word).filter { $0 != entry.word } + page.pool(.term).filter { !ItemFlaws.appears($0, in: entry.meaning) }
            guard let distractors = page.distractors(for: entry.word, from: pool, stem: stem, picker: picker, random: &random) else { return nil }
            let question = ItemText.question(stem, answer: entry.word, distractors: distractors, evidence: page.lines[entry.line])
            return Candidate(kind: .definition, sentences: [entry.line + 20_000], question: question, score: 5, position: entry.line)
        }
    }

    private static func questions(on entries: [Entry], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard !entries.isEmpty else { return [] }
        var result: [Candidate] = []
        for (index, entry) in entries.enumerated() {
            let others = entries.filter { $0.word != entry.word }
            // Both directions, alternating which one leads, so a list gives both kinds; the other direction of an
            // entry is weaker, asked only when a short list has no other tenth question.
            let meaningFirst = index % 2 == 0
            let meaningStem = "What does “\(entry.word)” mean?"
            if let distractors = picker.pick(for: entry.meaning, from: others.map(\.meaning), stem: meaningStem, random: &random) {
                let question = ItemText.question(meaningStem, answer: entry.meaning, distractors: distractors, evidence: page.lines[entry.line])
                result.append(Candidate(kind: .vocabulary, sentences: [entry.line + 20_000], question: question,
                                        score: meaningFirst ? 4.5 : 2.5, position: entry.line))
            }
            let wordStem = "Which word means “\(entry.meaning)”?"
            if let distractors = picker.pick(for: entry.word, from: others.map(\.word), stem: wordStem, random: &random) {
                let question = ItemText.question(wordStem, answer: entry.word, distractors: distractors, evidence: page.lines[entry.line])
                result.append(Candidate(kind: .definition, sentences: [entry.line + 20_000], question: question,
                                        score: meaningFirst ? 2.5 : 4.5, position: entry.line))
            }
        }
        return result
    }
}
