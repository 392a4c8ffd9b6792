import Foundation

/// "Why …?" on a story: "Maya thanked Tom because he had been so kind" → "In the story, why did Maya thank Tom? →
/// because he had been so kind", among the story's other reasons put the same way ("because one of its sticks was
/// broken"); "Sam lit the great lamp to warn the ships" → "… why did Sam light the great lamp? → to warn the ships",
/// among its other purposes. A teacher asks a story why its characters act; the textbook's "Which reason does the text
/// give for this: “Maya thanked Tom”?" read stiffly, and its options were any clause of the story ("tom took Maya to
/// his workshop"). The reasons are the ones `ClauseQuestions` and `PurposeQuestions` read on any page.
extension StoryQuestions {
    /// A reason the story gives: its sentence, the question it answers where the story's clause reads as one, the key,
    /// and who did what for it (a reason for the same doing elsewhere is true too).
    struct Reason {
        var sentence: Int
        var stem: String?
        var answer: String
        /// "to …" or "so that …" (a purpose), else "because …": wrong options are put the same way.
        var isPurpose: Bool
        var doing: String?
    }

    /// The story's reasons, one a sentence, speech left out: a "because", "since" or ", so" (`ClauseQuestions.split`),
    /// else a purpose after the first clause's object (`PurposeQuestions.purpose`), its subject named as the story's
    /// clause reads it ("she" → "the fox").
    static func reasons(page: Page) -> [Reason] {
        page.statements.filter { !quotes($0) }.compactMap { sentence in
            if let cause = ClauseQuestions.split(sentence.text)?.cause {
                let reason = withoutFinalMark(cause.reason)
                let said = clause(saying: cause.effect, reason: reason, in: sentence, page: page)
                let stem = said.map { "In the story, why did \($0.subject) \(([$0.verb] + $0.words[($0.verbAt + 1)...]).joined(separator: " "))?" }
                return Reason(sentence: sentence.index, stem: stem.map(withoutFinalComma), answer: "because " + lowercasingFirst(reason, page: page),
                              isPurpose: false, doing: said.map { $0.subject + " " + $0.verb })
            }
            // "Every night he flew over the fields to hunt for mice" read as "The owl flew over the fields to hunt …".
            guard let first = clauses(of: sentence, page: page).first else { return nil }
            let told = capitalizingFirst(first.subject) + " " + first.words[first.verbAt...].joined(separator: " ")
            let plain = Sentence(text: told, index: sentence.index, wordCount: told.split(separator: " ").count)
            guard let purpose = PurposeQuestions.purpose(in: plain, page: page), purpose.stem.hasPrefix("Why did ") else { return nil }
            return Reason(sentence: sentence.index, stem: "In the story, why " + purpose.stem.dropFirst(4), answer: purpose.answer,
                          isPurpose: true, doing: first.subject + " " + first.verb)
        }
    }

    /// "In the story, why did the lamp go out? → because the wind had broken a window"; the wrong options the story's
    /// other reasons put the same way, none from the same sentence nor given for the same doing.
    static func whyEvents(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        for (reason, others) in asked(page: page) {
            guard let stem = reason.stem, let sentence = page.sentence(reason.sentence) else { continue }
            let alike = others.filter { $0.isPurpose == reason.isPurpose }.map(\.answer)
            // A story with too few reasons of the key's form fills with its others ("to keep out the rain" beside
            // "because the wind had broken a window"), its own form first.
            let picked = picker.pick(for: reason.answer, from: others.map(\.answer), stem: stem, random: &random)
            guard let distractors = picker.preferring(alike, over: picked, for: reason.answer, stem: stem, random: &random) else { continue }
            let question = ItemText.question(stem, answer: reason.answer, distractors: distractors, evidence: sentence.text)
            result.append(Candidate(kind: .causeEffect, sentences: [reason.sentence], question: question, score: 4.4, position: reason.sentence))
        }
        return result
    }

    /// The reasons a story asks why of, each with the others that may stand beside it: none from its sentence nor given
    /// for the same doing. Only where three do: another event of the story is no wrong reason ("Why did the fox snap
    /// up the cheese? → because the cheese fell down to the ground" is true), so a story with too few reasons leaves
    /// the sentence to `ClauseQuestions`.
    private static func asked(page: Page) -> [(Reason, [Reason])] {
        guard isStory(page) else { return [] }
        let reasons = reasons(page: page)
        return reasons.compactMap { reason in
            let others = reasons.filter { $0.sentence != reason.sentence && ($0.doing == nil || $0.doing != reason.doing) && $0.answer != reason.answer }
            return reason.stem != nil && others.count >= 3 ? (reason, others) : nil
        }
    }

    /// The sentences a story asks why of (`whyEvents`): no other kind asks their reason again. Whether a question has
    /// its options hangs on the draw only where two options are near-copies of each other, so one seed tells.
    static func whySentences(page: Page, picker: DistractorPicker) -> Set<Int> {
        page.wordKinds.whySentences {
            var random = QuizRandom(seed: 1)
            return Set(whyEvents(page: page, picker: picker, random: &random).flatMap(\.sentences))
        }
    }

    /// The clause of `sentence` that says what `reason` is given for, read as the story's clauses are (`clause(_:first:of:page:)`).
    /// A "he" or "she" after ", so" ("At first the kite would not fly, so she ran …") means whom the reason's own opening
    /// pronoun means, or, where the reason names no one, the character of the sentence before.
    private static func clause(saying effect: String, reason: String, in sentence: Sentence, page: Page) -> Clause? {
        var words = withoutFinalMark(effect).split(separator: " ").map(String.init)
        let opens = withoutFinalMark(sentence.text).hasPrefix(effect)
        if !opens, let pronoun = words.first?.lowercased(), ["he", "she"].contains(pronoun) {
            let reasonWords = reason.split(separator: " ").map { TextTokens.trimmed(String($0)) }
            let meant: String?
            if reasonWords.first?.lowercased() == pronoun, case .resolved(_, let named) = OpeningPronoun.meaning(ofSentence: sentence.index, on: page) {
                meant = named
            } else if !reasonWords.dropFirst().contains(where: { $0.first?.isUppercase == true })
                        && !reasonWords.contains(where: { ["he", "she", "him", "her", "his", "they", "them"].contains($0.lowercased()) }) {
                meant = OpeningPronoun.person(before: sentence.index, pronoun: pronoun, on: page)
                    ?? OpeningPronoun.character(before: sentence.index, pronoun: pronoun, on: page)
            } else {
                meant = nil
            }
            guard let meant, !meant.hasSuffix("’s") else { return nil }
            words[0] = capitalizingFirst(meant)
        }
        return clause(words, first: opens, of: sentence, page: page)
    }

    private static func withoutFinalComma(_ text: String) -> String {
        text.replacingOccurrences(of: ",?", with: "?")
    }
}
