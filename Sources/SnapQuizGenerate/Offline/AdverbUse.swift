import SnapQuizLexicon

extension Page {
    /// Whether `word` works as an adverb where `sentence` uses it, though WordNet reads it first as an adjective: a word
    /// WordNet also knows as an adverb ("underground", "nearby", "overhead"), written after a noun or a verb rather than
    /// before a noun or after "is" ("The heat underground can also be used", "people who live nearby"). Blanked or
    /// swapped among adjectives ("The heat _____ → underground | ancient | violent") it is found by its place alone.
    func usedAsAdverb(_ word: String, in sentence: String) -> Bool {
        guard !word.contains(" "), word.first?.isLowercase == true, let wordNet = WordNet.shared,
              wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .adverb }) else { return false }
        let words = sentence.split(separator: " ").map(String.init)
        guard let at = words.firstIndex(where: { TextTokens.trimmed($0).lowercased() == word }) else { return false }
        // Before a noun it describes the noun: "underground water".
        if at + 1 < words.count, !words[at].hasSuffix(","), kind(of: TextTokens.trimmed(words[at + 1]))?.partOfSpeech == .noun { return false }
        // After "is" (past "very") it says what something is: "the rock is very hot".
        var before = at - 1
        while before >= 0, Self.intensifiers.contains(TextTokens.trimmed(words[before]).lowercased()) { before -= 1 }
        return before < 0 || !Self.linkingVerbs.contains(TextTokens.trimmed(words[before]).lowercased())
    }

    private static let intensifiers: Set<String> = ["very", "so", "too", "quite", "rather", "extremely", "really", "more", "most", "less", "not"]
    private static let linkingVerbs: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "become", "becomes", "became", "seem", "seems", "seemed",
        "stay", "stays", "stayed", "remain", "remains", "remained", "feel", "feels", "felt", "look", "looks", "looked",
        "get", "gets", "got", "grow", "grows", "grew", "turn", "turns", "turned", "keep", "keeps", "kept",
    ]
}
