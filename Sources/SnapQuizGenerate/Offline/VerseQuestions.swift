import Foundation

/// Questions on a poem, line by line: the missing last word of a line (other line endings, often rhymes, as wrong
/// options), and which line comes next; and its sounds and figures (`VerseQuestions+Figures`).
enum VerseQuestions {
    /// Lines of verse: at least eight short lines, most opening with a capital, few running on as prose does; or
    /// lines so short (six words or fewer, as in free verse and haiku, which often open in lower case) that no
    /// printed prose has them.
    /// Long-line verse ("I have a little shadow that goes in and out with me,") is told by its line openings: a line
    /// ending on a comma or semicolon goes on in the next line, which verse opens with a capital and prose does not.
    static func lines(of page: Page) -> [String]? {
        let lines = page.lines.filter { !isByline($0) }
        guard lines.count >= 8 else { return nil }
        // A drill of sums ("2. 56 ÷ 7 =", "7. 25% of 80 =") is short lines too, but no poem: "In the poem, which line
        // comes right after “2. 56 ÷ 7 =”?". A poem's lines rarely hold a figure.
        let figures = lines.filter { line in line.contains(where: \.isNumber) || line.contains(where: { "=×÷+−%".contains($0) }) }.count
        guard 10 * figures < 3 * lines.count else { return nil }
        let counts = lines.map { $0.split(separator: " ").count }.sorted()
        let median = counts[counts.count / 2]
        let capitalised = lines.filter { $0.first?.isUppercase == true }.count
        let runOn = zip(lines, lines.dropFirst()).filter { line, _ in line.last.map { ",;".contains($0) } ?? false }
        let capitalAfterRunOn = runOn.filter { $0.1.first?.isUppercase == true }.count
        let longVerse = median <= 16 && runOn.count >= 3 && Double(capitalAfterRunOn) >= 0.8 * Double(runOn.count)
            && Double(capitalised) >= 0.8 * Double(lines.count)
        guard median <= 6 || median <= 10 && Double(capitalised) >= 0.6 * Double(lines.count) || longVerse else { return nil }
        return isProseInShortLines(lines) ? nil : lines
    }

    /// Prose set in short lines: notes of one sentence a line ("Equivalent fractions have the same value.") end most
    /// lines with a full stop, and a narrow column ends sentences inside its lines. Read as verse, they were asked
    /// "Which word completes this line of the poem? … heath and _____ → flat". A poem does either rarely: a quarter of
    /// the corpus poems' lines end in a full stop, and none holds one inside.
    static func isProseInShortLines(_ lines: [String]) -> Bool {
        let stopped = lines.filter { $0.last.map { ".!?".contains($0) } ?? false }.count
        let inside = lines.filter { line in
            zip(line, zip(line.dropFirst(), line.dropFirst(2))).contains { mark, next in ".!?".contains(mark) && next.0 == " " && next.1.isUppercase }
        }.count
        return 10 * stopped >= 6 * lines.count || 4 * inside >= lines.count
    }

    /// "by Robert Louis Stevenson", "— Christina Rossetti": who wrote the poem, not a line of it.
    static func isByline(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        guard (2...5).contains(words.count), let first = words.first else { return false }
        let opener = first.lowercased()
        let names = words.dropFirst().allSatisfy { $0.first?.isUppercase == true || ["de", "van", "von", "la"].contains($0) }
        return (opener == "by" || first.hasPrefix("—") || first.hasPrefix("–")) && names
    }

    /// Lines that stand after a blank line, every word of three letters or more capitalised, no closing mark: the
    /// titles of the poems on a page of several.
    static func titles(in text: String) -> Set<String> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var found = Set<String>()
        for (index, line) in lines.enumerated() where index > 0 && lines[index - 1].isEmpty && !line.isEmpty {
            let words = line.split(separator: " ")
            guard words.count <= 6, !(line.last.map { ".,;:!?".contains($0) } ?? false),
                  words.allSatisfy({ $0.count < 3 || $0.first?.isUppercase == true }),
                  index + 1 < lines.count, !lines[index + 1].isEmpty else { continue }
            found.insert(line)
        }
        return found
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard let allLines = lines(of: page) else { return [] }
        // The title (first line, no closing mark, followed by a line) is not a verse line.
        let body = Array(allLines.dropFirst(allLines.count > 8 && allLines[0].split(separator: " ").count <= 6 && !(allLines[0].last.map { ".,;!?".contains($0) } ?? false) ? 1 : 0))
        let offset = allLines.count - body.count
        var endings: [String] = []
        for line in body {
            if let last = TextTokens.words(in: line).last, last.count >= 3, page.words.isCleanWord(last) { endings.append(last.lowercased()) }
        }
        let titles = Self.titles(in: page.text)
        var result: [Candidate] = []
        for (index, line) in body.enumerated() {
            let lineNumber = index + offset
            let words = TextTokens.words(in: line)
            if let last = words.last, last.count >= 3, page.words.isCleanWord(last), words.count >= 4,
               !TextAnalysis.commonWords.contains(last.lowercased()), let blanked = OfflineQuizGenerator.blank(last, in: line) {
                let stem = "Which word completes this line of the poem? “\(blanked)”"
                let answer = last.first?.isUppercase == true && index > 0 ? last : last.lowercased()
                // Endings of the answer's kind ("silently" among nouns gives itself away); a noun, or a word WordNet
                // does not know, may stand among nouns of either number when there are too few of its kind, never
                // among verbs or pronouns ("And dances with the _____ → daffodils | brought", "pensive _____ → mood | they").
                // No pronoun or other little word among them ("pensive _____ → mood | they").
                let others = endings.filter { $0 != last.lowercased() && !TextAnalysis.commonWords.contains($0) }
                let anyNumber = page.kind(of: answer).map { $0.partOfSpeech == .noun } ?? true
                let nouns = others.filter { !TextAnalysis.commonWords.contains($0) && (page.kind(of: $0).map { $0.partOfSpeech == .noun } ?? true) }
                if let distractors = page.distractors(for: answer, from: others, stem: stem, picker: picker, random: &random)
                    ?? (anyNumber ? picker.pick(for: answer, from: nouns, stem: stem, random: &random) : nil) {
                    let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: line)
                    result.append(Candidate(kind: .verseLine, sentences: [lineNumber + 10_000], question: question, score: 4, position: lineNumber))
                }
            }
            // A poem's title ("The Red Wheelbarrow" after a blank line) is no line of the poem before it.
            if index + 1 < body.count, !titles.contains(body[index + 1]), !titles.contains(line) {
                let next = withoutFinalMark(body[index + 1])
                let stem = "In the poem, which line comes right after “\(withoutFinalMark(line))”?"
                let others = body.enumerated().filter { abs($0.offset - index) > 1 && !titles.contains($0.element) }.map { withoutFinalMark($0.element) }
                if next.split(separator: " ").count >= 3,
                   let distractors = picker.pick(for: next, from: others, stem: stem, random: &random) {
                    let question = ItemText.question(stem, answer: next, distractors: distractors, evidence: line + " " + body[index + 1])
                    result.append(Candidate(kind: .verseNext, sentences: [lineNumber + 10_001], question: question, score: 3.7, position: lineNumber))
                }
            }
        }
        result += rhymeCandidates(body: body, offset: offset, page: page, picker: picker, random: &random)
        if let simile = simileCandidate(body: body, offset: offset, titles: titles, picker: picker, random: &random) { result.append(simile) }
        return result
    }
}
