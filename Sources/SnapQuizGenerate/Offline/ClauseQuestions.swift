import Foundation
import SnapQuizLexicon
import SnapQuizCore

/// Cause and effect, and what comes next: "What happens when the droplets become too heavy?",
/// "What reason does the text give for …?". Wrong options are other statements of the page, which are true
/// elsewhere but do not answer this question.
enum ClauseQuestions {
    /// A sentence split into the part the stem shows and the part the learner must recognise.
    struct Split {
        var stem: String
        var answer: String
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let splits = page.statements.compactMap { sentence in split(sentence.text).map { (sentence, $0) } }
        // Wrong options: answer-like clauses of other sentences (their effects or their main clauses).
        let clauses = page.statements.compactMap { sentence -> (Int, String)? in
            if let split = split(sentence.text) { return (sentence.index, split.answer) }
            let words = withoutFinalMark(sentence.text).split(separator: " ")
            // A key word's line ("Orbit: the curved path …") is no clause.
            guard (5...16).contains(words.count), !(words.prefix(3).contains { $0.hasSuffix(":") }) else { return nil }
            return (sentence.index, lowercasingFirst(words.joined(separator: " "), page: page))
        }
        // "If one bulb breaks, the whole circuit stops working" and, of another circuit, "If one bulb breaks, the
        // others stay lit": one stem with two true answers. Each is asked in the setting its paragraph names ("In a
        // series circuit, what happens if …?"), or not at all; and neither answer is the other's wrong option.
        let stems = Dictionary(grouping: splits, by: { QuizShape.fold($0.1.stem) })
        var result: [Candidate] = []
        for (sentence, var split) in splits {
            let alike = stems[QuizShape.fold(split.stem), default: []].filter { $0.0.index != sentence.index }
            if !alike.isEmpty {
                guard let setting = setting(of: sentence, page: page),
                      !alike.contains(where: { self.setting(of: $0.0, page: page).map(QuizShape.fold) == QuizShape.fold(setting) })
                else { continue }
                split.stem = "\(setting), \(split.stem.prefix(1).lowercased())\(split.stem.dropFirst())"
            }
            let sameCondition = Set(alike.map { QuizShape.fold($0.1.answer) })
            let pool = clauses.filter { $0.0 != sentence.index && !sameCondition.contains(QuizShape.fold($0.1)) }.map(\.1)
                .filter { !ItemFlaws.appears($0, in: split.stem) }
            // Other effects first ("it boils and turns into a gas" beside "its particles vibrate faster"): a plain
            // statement ("everything around us is made of matter") is plainly no answer to "What happens when …?".
            let effects = splits.filter { $0.0.index != sentence.index }.map(\.1.answer)
                .filter { !sameCondition.contains(QuizShape.fold($0)) && !ItemFlaws.appears($0, in: split.stem) }
            let picked = picker.pick(for: split.answer, from: pool, stem: split.stem, random: &random)
            guard let distractors = picker.preferring(effects, over: picked, for: split.answer, stem: split.stem, random: &random) else { continue }
            let question = ItemText.question(split.stem, answer: split.answer, distractors: distractors, evidence: sentence.text)
            result.append(Candidate(kind: .causeEffect, sentences: [sentence.index], question: question, score: 4.4, position: sentence.index))
        }
        return result
    }

    /// The setting a sentence's paragraph gives it: the opening phrase of the sentence before ("In a series circuit,
    /// all the components …" → "In a series circuit"), when that sentence opens with a place or time phrase.
    private static func setting(of sentence: Sentence, page: Page) -> String? {
        let before = sentence.index - 1
        guard page.sentences.indices.contains(before), !page.sentences[before].isHeading,
              let comma = page.sentences[before].text.firstIndex(of: ",") else { return nil }
        let phrase = String(page.sentences[before].text[..<comma])
        let words = phrase.split(separator: " ")
        guard (2...6).contains(words.count), ["In", "On", "At", "During", "For", "Inside", "Within"].contains(String(words[0])) else { return nil }
        return phrase
    }

    /// "When X, Y." → What happens when X? / Y; "X because Y." → reason; "After X, Y." → what happens after X.
    /// A sentence about the past is asked in the past: "What happened when the Second World War began in 1939?"
    static func split(_ sentence: String) -> Split? {
        guard var split = clauses(of: sentence) else { return nil }
        if split.stem.contains("hat happens"), isPast(split.stem) || isPast(split.answer) {
            split.stem = split.stem.replacingOccurrences(of: "hat happens", with: "hat happened")
        }
        return split
    }

    /// Whether a clause tells of the past: a past form ("began", "feared", "was") and no present one ("is", "has").
    static func isPast(_ clause: String) -> Bool {
        let words = clause.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        if words.contains(where: ["is", "are", "am", "has", "have", "does", "do", "can", "will", "happens"].contains) { return false }
        if words.contains(where: ["was", "were", "had", "did"].contains) { return true }
        guard let wordNet = WordNet.shared else { return false }
        return words.contains { word in
            guard word.count > 2, !word.hasSuffix("s"), !word.hasSuffix("ing") else { return false }
            guard let verb = wordNet.readings(of: word).first(where: { $0.partOfSpeech == .verb }), verb.inflected, verb.lemma != word
            else { return false }
            // A past form, not a noun or adjective that looks like one ("the expected bombing").
            return wordNet.commonest(word)?.partOfSpeech == .verb
        }
    }

    private static func clauses(of sentence: String) -> Split? {
        let text = withoutFinalMark(sentence)
        let words = text.split(separator: " ")
        guard words.count >= 7 else { return nil }
        let lead = words[0].lowercased()
        if ["when", "after", "once", "if", "as", "whenever", "before"].contains(lead), text.firstIndex(of: ",") == nil,
           let pronoun = words.dropFirst(3).firstIndex(where: { ["it", "they"].contains($0.lowercased()) }), pronoun < words.count - 2 {
            // "As the vapour rises it cools …": the clause ends where its pronoun subject begins.
            let condition = words[1..<pronoun].joined(separator: " ")
            let effect = words[pronoun...].joined(separator: " ")
            guard (2...12).contains(pronoun - 1), (3...14).contains(words.count - pronoun) else { return nil }
            return Split(stem: "What happens \(lead) \(condition)?", answer: effect)
        }
        if ["when", "after", "once", "if", "as", "whenever", "before"].contains(lead), let comma = text.firstIndex(of: ",") {
            let condition = String(text[text.index(text.startIndex, offsetBy: lead.count + 1)..<comma])
            var effect = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            for cut in [", and ", ", which "] { if let range = effect.range(of: cut) { effect = String(effect[..<range.lowerBound]) } }
            let conditionWords = condition.split(separator: " ").count, effectWords = effect.split(separator: " ").count
            guard (3...16).contains(conditionWords), (3...14).contains(effectWords), !condition.contains(",") else { return nil }
            let connective = lead == "as" ? "as" : lead
            let stem = lead == "before"
                ? "According to the text, what happens before \(condition)?"
                : "What happens \(connective) \(condition)?"
            return Split(stem: stem, answer: lowercasingFirst(effect))
        }
        // "Mountains form when two tectonic plates push against each other": the effect comes first.
        if let range = text.range(of: " when "), !text[..<range.lowerBound].contains(",") {
            let effect = String(text[..<range.lowerBound]), condition = String(text[range.upperBound...])
            let effectWords = effect.split(separator: " ").count, conditionWords = condition.split(separator: " ").count
            if (2...10).contains(effectWords), (3...16).contains(conditionWords), !condition.contains(","),
               !RecallQuestions.subordinators.contains(words[0].lowercased()) {
                return Split(stem: "What happens when \(condition)?", answer: lowercasingFirst(effect))
            }
        }
        for marker in [" because ", " since ", ", so "] {
            guard let range = text.range(of: marker) else { continue }
            let before = withoutFinalMark(String(text[..<range.lowerBound]))
            let after = withoutFinalMark(String(text[range.upperBound...]))
            let beforeWords = before.split(separator: " ").count, afterWords = after.split(separator: " ").count
            guard (3...16).contains(beforeWords), (3...14).contains(afterWords) else { continue }
            if marker == ", so " {
                return Split(stem: "According to the text, what follows from this: “\(before)”?", answer: lowercasingFirst(after))
            }
            return Split(stem: "Which reason does the text give for this: “\(before)”?", answer: lowercasingFirst(after))
        }
        return nil
    }
}
