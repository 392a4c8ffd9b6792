import Foundation

/// A sentence of the page with one key term blanked: the fallback kind when a sentence offers no better question.
enum ClozeQuestions {
    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        // The fallback kind needs only a few blanks per sentence: its strongest terms (each costs a distractor search).
        var perSentence: [Int: Int] = [:]
        let strongest = page.terms.sorted { $0.score > $1.score }
        for term in strongest where page.words.isClean(term.text) && (term.kind != .name || Page.isNameLike(term.text)) {
            guard perSentence[term.sentence, default: 0] < 3 else { continue }
            guard let sentence = page.sentence(term.sentence), let blanked = OfflineQuizGenerator.blank(term.text, in: sentence.text),
                  blanked.split(separator: " ").count >= 6 else { continue }
            let stem: String
            switch term.kind {
            case .year: stem = "Which year is missing from this sentence? “\(blanked)”"
            case .number: stem = "Which number is missing from this sentence? “\(blanked)”"
            case .name: stem = "Which name completes this sentence from the text? “\(blanked)”"
            case .term: stem = "Complete the sentence from the text: “\(blanked)”"
            }
            var distractors: [String]?
            var mixed = false
            if term.kind == .term {
                // Verbs make poor blanks (and give nouns away as wrong options).
                if page.shape(of: term.text) == .verbS || page.kind(of: term.text).map({ [.verb, .adverb].contains($0.partOfSpeech) }) == true { continue }
                distractors = page.distractors(for: term.text, from: page.pool(.term) + page.definitions.map(\.term), stem: stem,
                                               picker: picker, random: &random)
            } else if term.kind == .name {
                let found = page.nameDistractors(for: term.text, from: page.pool(.name), stem: stem, picker: picker, random: &random)
                (distractors, mixed) = (found?.options, found?.mixed ?? false)
            } else {
                distractors = picker.pick(for: term.text, from: page.pool(term.kind), stem: stem, random: &random)
            }
            guard let distractors else { continue }
            let question = ItemText.question(stem, answer: term.text, distractors: distractors, evidence: sentence.text)
            perSentence[term.sentence, default: 0] += 1
            var candidate = Candidate(kind: .cloze, sentences: [sentence.index], question: question, score: term.score, position: sentence.index)
            candidate.mixedKinds = mixed
            result.append(candidate)
        }
        return result
    }
}
