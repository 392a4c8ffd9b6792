import Foundation

/// A vocabulary list ("abundant – more than enough", "fragile: easily broken"): what a word means, and which word
/// has a meaning. The other entries' meanings and words are the wrong options.
enum VocabularyQuestions {
    struct Entry {
        var word: String
        var meaning: String
        var line: Int
    }

    static func entries(of page: Page) -> [Entry] {
        var entries: [Entry] = []
        // The list's own separator: the one most lines use (a heading "Vocabulary: Week 6" uses another).
        let separators = [" – ", " — ", " - ", ": ", " = "]
        guard let separator = separators.max(by: { a, b in page.lines.filter { $0.contains(a) }.count < page.lines.filter { $0.contains(b) }.count }) else { return [] }
        for (index, line) in page.lines.enumerated() {
            var body = Substring(line)
            // "1. word – meaning" or "• word: meaning"
            body = body.drop { $0.isNumber || ".)•*-– ".contains($0) }
            for separator in [separator] {
                guard let range = body.range(of: separator) else { continue }
                let word = body[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                let meaning = withoutFinalMark(String(body[range.upperBound...]))
                let wordCount = word.split(separator: " ").count
                guard (1...3).contains(wordCount), word.first?.isLetter == true, meaning.split(separator: " ").count >= 2,
                      !word.contains(where: \.isNumber) else { break }
                entries.append(Entry(word: word, meaning: meaning, line: index))
                break
            }
        }
        // A word list is mostly entries; a few "Heading: subtitle" lines on a prose page are not one.
        return entries.count >= 4 && 2 * entries.count >= page.lines.count ? entries : []
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let entries = entries(of: page)
        guard !entries.isEmpty else { return [] }
        var result: [Candidate] = []
        for (index, entry) in entries.enumerated() {
            let others = entries.filter { $0.word != entry.word }
            // Alternate the two directions so a list gives both kinds.
            if index % 2 == 0 {
                let stem = "What does “\(entry.word)” mean?"
                if let distractors = picker.pick(for: entry.meaning, from: others.map(\.meaning), stem: stem, random: &random) {
                    let question = ItemText.question(stem, answer: entry.meaning, distractors: distractors, evidence: page.lines[entry.line])
                    result.append(Candidate(kind: .vocabulary, sentences: [entry.line + 20_000], question: question, score: 4.5, position: entry.line))
                }
            } else {
                let stem = "Which word means “\(entry.meaning)”?"
                if let distractors = picker.pick(for: entry.word, from: others.map(\.word), stem: stem, random: &random) {
                    let question = ItemText.question(stem, answer: entry.word, distractors: distractors, evidence: page.lines[entry.line])
                    result.append(Candidate(kind: .definition, sentences: [entry.line + 20_000], question: question, score: 4.5, position: entry.line))
                }
            }
        }
        return result
    }
}
