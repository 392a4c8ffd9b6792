/// A cause given across two sentences: "The left side pumps this oxygen-rich blood around the rest of the body. This
/// is why the wall of the left ventricle is thicker …" states a reason, then points back to it; "As a result, …" states
/// what follows. Textbooks write causes this way as often as with "because" in one sentence, and a short page that
/// does gave no cause question (the heart page: 8 good questions, no quiz).
extension ClauseQuestions {
    /// Openings that say "the sentence before is the reason for what follows".
    static let reasonLinks = ["This is why ", "That is why ", "This is the reason why ", "For this reason, "]
    /// Openings that say "what follows is the result of the sentence before".
    static let resultLinks = ["As a result, ", "As a result of this, ", "Because of this, ", "Consequently, "]

    /// The question a sentence opening with a link to the sentence before asks: the reason (the sentence before) for
    /// what it says, or what follows (what it says) from the sentence before. Each part is a whole clause a learner can
    /// read alone: a pronoun opening either is named as the page means it ("She [Marie Curie] moved to Paris …") or
    /// the sentence gives no question.
    static func linkedSplit(_ sentence: Sentence, page: Page) -> Split? {
        guard !sentence.isHeading, let previous = page.sentence(sentence.index - 1), !previous.isHeading,
              !previous.isDatedLine, !previous.text.contains("?"), !sentence.text.contains("?") else { return nil }
        let text = withoutFinalMark(sentence.text)
        let reason = reasonLinks.first { text.hasPrefix($0) }
        guard let link = reason ?? resultLinks.first(where: { text.hasPrefix($0) }) else { return nil }
        guard let said = named(String(text.dropFirst(link.count)), sentence: sentence.index, page: page),
              let before = stated(previous, page: page) else { return nil }
        let saidWords = said.split(separator: " ").count, beforeWords = before.split(separator: " ").count
        guard (3...16).contains(saidWords), (4...18).contains(beforeWords), ClauseGrammar.isMainClause(said),
              ClauseGrammar.isMainClause(before) else { return nil }
        if reason != nil {
            return Split(stem: "Which reason does the text give for this: “\(capitalizingFirst(said))”?", answer: lowercasingFirst(before, page: page),
                         isReason: true, linked: previous.index)
        }
        return Split(stem: "According to the text, what follows from this: “\(capitalizingFirst(before))”?", answer: lowercasingFirst(said, page: page),
                     linked: previous.index)
    }

    /// The sentence before, as a clause that stands alone: its opening pronoun named ("it [sound] travels …"); nil when
    /// it opens with one nobody can name, or says nothing a learner can check alone ("This means …").
    private static func stated(_ sentence: Sentence, page: Page) -> String? {
        let text = withoutFinalMark(sentence.text)
        switch OpeningPronoun.meaning(ofSentence: sentence.index, on: page) {
        case .none: return text
        case .unresolved, .vague: return nil
        case .resolved(let opening, let meant):
            return OpeningPronoun.bracketed(opening, meant: meant) + text.dropFirst(opening.count)
        }
    }

    /// What follows the link, its pronoun subject named from the sentence before, as the whole sentence would be read:
    /// "she moved to Paris" after "Women could not study at the university in Warsaw" on Marie Curie's page is "she
    /// [Marie Curie] moved to Paris".
    private static func named(_ clause: String, sentence index: Int, page: Page) -> String? {
        guard let first = clause.split(separator: " ").first.map({ TextTokens.trimmed(String($0)).lowercased() }) else { return nil }
        guard OpeningPronoun.pronouns.contains(first) else { return clause }
        let meant: String? = switch first {
        case "he", "she": OpeningPronoun.person(before: index, pronoun: first, on: page)
        case "it", "they": OpeningPronoun.topic(before: index, plural: first == "they", on: page)
            ?? OpeningPronoun.mainSubject(before: index, plural: first == "they", on: page)
        default: nil
        }
        guard let meant else { return nil }
        let word = String(clause.split(separator: " ")[0])
        return word + " [" + meant + "]" + clause.dropFirst(word.count)
    }
}
