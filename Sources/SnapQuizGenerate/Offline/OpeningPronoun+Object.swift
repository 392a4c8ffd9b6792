/// "In 1534 Parliament made him the head of the Church of England" asked "When did Parliament make him the head …?":
/// an object "him" lifted out of its page names no one, as an opening "he" does not. It is named as a teacher quoting the
/// text would name it ("make him [Henry VIII] the head …"), or the question is not asked.
extension OpeningPronoun {
    /// `stem` with a "him" after its opening words named by the person the sentence before `index` means
    /// (`person(before:pronoun:on:)`); nil when no one can be. A who-question's `answer` is left as the sentence has it
    /// where "him" is that person ("Who wanted a son to rule after him?").
    static func namingObjectPronoun(in stem: String, sentence index: Int, on page: Page, answer: String? = nil) -> String? {
        var words = stem.split(separator: " ").map(String.init)
        // "When was a statue of her unveiled …?": "her" after a preposition and before no noun is an object as "him" is
        // ("with her husband" is whose).
        let object = { (at: Int) in
            let word = TextTokens.trimmed(words[at])
            guard word != "him" else { return true }
            guard word == "her", objectPrepositions.contains(words[at - 1].lowercased()) else { return false }
            guard at + 1 < words.count, words[at].last?.isLetter == true else { return true }
            let next = TextTokens.trimmed(words[at + 1]).lowercased()
            return PageQuestions.functionWords.contains(next) || ItemText.base(ofPast: next, words: page.words) != nil
                || page.kind(of: next).map { $0.partOfSpeech != .noun && $0.partOfSpeech != .adjective } ?? false
        }
        guard let at = words.indices.dropFirst(2).first(where: object) else { return stem }
        let pronoun = TextTokens.trimmed(words[at])
        guard let meant = person(before: index, pronoun: pronoun, on: page) else { return nil }
        if let answer, answer == meant || TrueOptions.samePerson(meant, answer) { return stem }
        words[at] = "\(pronoun) [\(meant)]" + String(words[at].drop(while: \.isLetter))
        return words.joined(separator: " ")
    }

    /// Prepositions after which "her" is an object ("a statue of her", "sent for her"), not whose.
    private static let objectPrepositions: Set<String> = ["of", "to", "for", "with", "about", "by", "from", "after", "before", "beside", "against"]
}
