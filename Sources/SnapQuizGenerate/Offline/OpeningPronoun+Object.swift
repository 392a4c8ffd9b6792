/// "In 1534 Parliament made him the head of the Church of England" asked "When did Parliament make him the head …?":
/// an object "him" lifted out of its page names no one, as an opening "he" does not. It is named as a teacher quoting the
/// text would name it ("make him [Henry VIII] the head …"), or the question is not asked.
extension OpeningPronoun {
    /// `stem` with a "him" after its opening words named by the person the sentence before `index` means
    /// (`person(before:pronoun:on:)`); nil when no one can be. A who-question's `answer` is left as the sentence has it
    /// where "him" is that person ("Who wanted a son to rule after him?").
    static func namingObjectPronoun(in stem: String, sentence index: Int, on page: Page, answer: String? = nil) -> String? {
        var words = stem.split(separator: " ").map(String.init)
        guard let at = words.indices.dropFirst(2).first(where: { TextTokens.trimmed(words[$0]) == "him" }) else { return stem }
        guard let meant = person(before: index, pronoun: "him", on: page) else { return nil }
        if let answer, answer == meant || TrueOptions.samePerson(meant, answer) { return stem }
        words[at] = "him [\(meant)]" + String(words[at].drop(while: \.isLetter))
        return words.joined(separator: " ")
    }
}
