import SnapQuizLexicon

/// A definition written as "X is a Y that …" with no "called": "A moon is a natural satellite that orbits a planet" →
/// "What is a natural satellite that orbits a planet called? → moon"; "Comets are balls of ice and dust" → "What are
/// balls of ice and dust called? → comets". The solar system page defined four things this way and got no question on
/// any of them (issue 11: 8 good questions, no quiz).
enum GenusDefinition {
    /// The questions on the page's definitions of this form, beside its other defined terms.
    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let defined = Set(page.definitions.map(\.sentence))
        let found = page.sentences.filter { !$0.isHeading && !$0.text.contains("?") && !defined.contains($0.index) }
            .compactMap { definition(withoutFinalMark($0.text), sentence: $0, page: page) }
        return found.isEmpty ? [] : DefinitionQuestions.candidates(asking: found, page: page, picker: picker, random: &random)
    }

    /// The definition `text` (one sentence, its final mark gone) gives, or nil. The subject must be a common noun of one to
    /// three words (a name is asked with "who"); what it is said to be must be a noun of its own, narrowed by "of", a
    /// relative clause or a participle, so "Jupiter is a planet" and "Composite volcanoes are tall and steep" give none.
    static func definition(_ text: String, sentence: Sentence, page: Page) -> DefinitionQuestions.Definition? {
        guard let wordNet = WordNet.shared, !text.contains(","), !text.contains(";"), !text.contains(":") else { return nil }
        let words = text.split(separator: " ").map(String.init)
        guard let be = words.prefix(5).firstIndex(where: { ["is", "are"].contains($0) }), be >= 1, be + 5 <= words.count else { return nil }
        var subject = Array(words[..<be])
        let opening = subject[0].lowercased()
        if ["a", "an", "the"].contains(opening) { subject.removeFirst() }
        guard (1...3).contains(subject.count), !subject.contains(where: { $0.contains(where: { !$0.isLetter && $0 != "-" }) }) else { return nil }
        // A common noun, written in lower case but for the sentence's first word, and no name the page uses ("A moon" is
        // one of many though the page writes "The Moon" as a name too).
        let head = subject[subject.count - 1].lowercased()
        guard subject.enumerated().allSatisfy({ index, word in
            (word.first?.isLowercase == true || index == 0 && subject.count == words[..<be].count) && page.words.isCleanWord(word)
                && !TextAnalysis.commonWords.contains(word.lowercased())
        }), ["a", "an"].contains(opening) || !page.usesAsName(capitalizingFirst(head)),
              wordNet.commonest(head)?.partOfSpeech == .noun else { return nil }
        // The number agrees: "A moon is …", "Comets are …".
        let plural = wordNet.nounReadings(of: head).first.map(\.inflected) ?? head.hasSuffix("s")
        guard plural == (words[be] == "are") else { return nil }
        var rest = Array(words[(be + 1)...])
        let article = rest[0].lowercased()
        guard ["a", "an", "the"].contains(article) || plural else { return nil }
        if ["a", "an", "the"].contains(article) { rest.removeFirst() }
        guard (4...14).contains(rest.count) else { return nil }
        let lower = rest.map { TextTokens.trimmed($0).lowercased() }
        // The class: a noun within the first three words, only describing words before it ("natural satellite", "muscular bag").
        guard let noun = lower.prefix(3).firstIndex(where: { wordNet.commonest($0)?.partOfSpeech == .noun }),
              lower[..<noun].allSatisfy({ wordNet.readings(of: $0).contains { $0.partOfSpeech == .adjective } }),
              noun + 1 < lower.count else { return nil }
        // Narrowed: "of …", "that …", "which …", "who …", "where …", "made of", "filled with", "found in" …
        let narrowing = lower[noun + 1]
        let narrows = ["of", "that", "which", "who", "where", "with", "from", "in", "inside", "between", "around", "for", "used", "at", "on",
                       "near", "under", "above", "below", "behind"].contains(narrowing)
            || wordNet.readings(of: narrowing).contains { $0.partOfSpeech == .verb && $0.inflected && narrowing.hasSuffix("ed") }
        // What it is said to be shows the term no more ("A plant cell is a cell that …").
        guard narrows, !lower.contains(head), !lower.contains(wordNet.nounReadings(of: head).first?.lemma ?? head) else { return nil }
        let described = ([article == "the" ? "the" : (plural && !["a", "an"].contains(article) ? nil : article)].compactMap { $0 } + rest)
            .joined(separator: " ")
        let term = subject.map { $0.lowercased() }.joined(separator: " ")
        let stem = "What \(words[be]) \(ItemText.withoutLinkWords(described)) called?"
        return DefinitionQuestions.Definition(term: term, stem: stem, sentence: sentence.index, evidence: sentence.text, sentences: [sentence.index])
    }
}
