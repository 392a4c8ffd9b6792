import SnapQuizLexicon

/// Whether a wrong option would be true as well: one check for cloze options, name and recall options and the words
/// a false statement swaps in. An option is true where its meaning overlaps the key's (WordNet: the same sense, a kind
/// or a part of it, a place in it, the same thing of another size — "oceans" for "seas", "electromagnet" for
/// "magnet", "Sudan" for "Africa", "rivulets" for "rivers") or overlaps a word the page lists beside the key ("heats
/// water in _____, lakes and seas → oceans": the sentence is then true of the oceans too).
///
/// Such an option is no candidate at all (`DistractorPicker`): where the page has too few others, other options or
/// no question, never a true one. It was a cost until then (`Candidate.partlyTrue`), and a learner still met
/// "An electromagnet attracts objects made of iron" as the false statement.
enum TrueOptions {
    /// Whether `option`, put in the place of `key`, would be true as well; `siblings` are the words listed with the key
    /// where it stands (`siblings(ofBlankIn:)`).
    static func alsoTrue(_ option: String, for key: String, listedWith siblings: [String] = []) -> Bool {
        guard let wordNet = WordNet.shared, let mine = form(of: option) else { return false }
        if let theirs = form(of: key), mine.lowercased() != theirs.lowercased(), wordNet.overlap(mine, theirs) != nil { return true }
        return siblings.contains { sibling in
            guard let theirs = form(of: sibling), mine.lowercased() != theirs.lowercased() else { return false }
            return wordNet.overlap(mine, theirs) != nil
        }
    }

    /// How WordNet is asked about a word or phrase: a phrase it lists as it is ("power stations", "Lake Victoria"), a
    /// common-noun phrase it does not list by its last word ("long chains" as "chains"); nil for numbers and for names
    /// it does not list (no part of a name stands for the whole).
    private static func form(of text: String) -> String? {
        guard !text.isEmpty, !text.contains(where: \.isNumber), let wordNet = WordNet.shared else { return nil }
        let words = text.split(separator: " ")
        guard words.count > 1 else { return text }
        if !wordNet.nounReadings(of: text).isEmpty { return text }
        return text.first?.isLowercase == true ? words.last.map(String.init) : nil
    }

    /// The words listed with the blank of `text` ("in _____, lakes and seas" → "lakes", "seas"; "sailors and _____" →
    /// "sailors"), one word each; none where the blank is in no list joined by "and" or "or". A comma alone makes no
    /// list ("Once it reaches the surface, _____ …").
    static func siblings(ofBlankIn text: String) -> [String] {
        let words = text.split(separator: " ").map(String.init)
        guard let at = words.firstIndex(where: { $0.contains("_____") }) else { return [] }
        let joins: Set<String> = ["and", "or"], articles: Set<String> = ["the", "a", "an"]
        let isJoin = { (index: Int) in words.indices.contains(index) && joins.contains(words[index].lowercased()) }
        var found: [String] = [], joined = isJoin(at - 1)
        // To the right: "_____, lakes and seas", "_____ and the cranes".
        var index = at
        while words[index].hasSuffix(",") || isJoin(index + 1) {
            index += 1
            if isJoin(index) {
                joined = true
                index += 1
                while words.indices.contains(index), articles.contains(words[index].lowercased()) { index += 1 }
            }
            guard words.indices.contains(index), !words[index].contains("_____") else { break }
            found.append(words[index])
            if joined { break }
        }
        // To the left: "rivers, _____ and seas", "sailors and _____", "rain, snow, _____ or hail".
        index = isJoin(at - 1) ? at - 2 : at - 1
        if words.indices.contains(index), isJoin(at - 1) || words[index].hasSuffix(",") {
            found.append(words[index])
            index -= 1
            while words.indices.contains(index), words[index].hasSuffix(",") {
                found.append(words[index])
                index -= 1
            }
        }
        guard joined else { return [] }
        return found.map(TextTokens.trimmed).filter { !$0.isEmpty }
    }
}
