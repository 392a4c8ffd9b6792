import Foundation
import SnapQuizCore

/// "Which statement agrees with the text?": the page's own sentence against three copies of it with one key fact
/// changed (a name, number, year or term swapped for another of the same kind from the page).
enum StatementQuestions {
    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        let bySentence = Dictionary(grouping: page.terms, by: \.sentence)
        for sentence in page.statements where (7...24).contains(sentence.wordCount) {
            let statement = withoutFinalMark(sentence.text) + "."
            guard page.words.isClean(statement) || sentence.wordCount <= 24 else { continue }
            var changed: [String] = []
            for term in (bySentence[sentence.index] ?? []).sorted(by: { $0.score > $1.score }) where page.words.isClean(term.text) {
                let shape = page.shape(of: term.text)
                // Swapping a verb or an adverb makes nonsense ("the warm water describes"), easy to rule out: change
                // things — names, numbers, dates, nouns.
                if term.kind == .term, [.verbS, .past, .gerund, .adverb, .adjective].contains(shape) { continue }
                let afterThe = term.kind == .name ? page.namesAfterThe : []
                let others = page.pool(term.kind).filter {
                    !OptionSimilarity.nearDuplicate($0, term.text) && (term.kind != .term || page.shape(of: $0).matches(shape))
                        && afterThe.contains($0) == afterThe.contains(term.text)
                        && $0.split(separator: " ").count == term.text.split(separator: " ").count
                }.shuffled(using: &random)
                for other in others.prefix(3) where !ItemFlaws.appears(other, in: statement) {
                    guard let swapped = replacingOnce(term.text, with: other, in: statement), !sentenceOnPage(swapped, page: page),
                          !changed.contains(swapped) else { continue }
                    changed.append(swapped)
                }
            }
            // Three false statements, and the true one is not the only full-length one.
            guard changed.count >= 3 else { continue }
            // Several statement questions in one quiz need stems of their own.
            let stems = ["Which statement agrees with the text?", "According to the text, which of these sentences is true?",
                         "Which sentence says what the page says?", "Which of these is correct, according to the text?"]
            let stem = stems[sentence.index % stems.count]
            let picked = Array(changed.shuffled(using: &random).prefix(3))
            guard picked.allSatisfy(page.words.isClean) else { continue }
            let question = ItemText.question(stem, answer: statement, distractors: picked, evidence: sentence.text)
            result.append(Candidate(kind: .statement, sentences: [sentence.index], question: question, score: 3.9, position: sentence.index))
        }
        return result
    }

    /// `statement` with `term` swapped for `other`, when the term occurs exactly once as a whole word.
    static func replacingOnce(_ term: String, with other: String, in statement: String) -> String? {
        guard let blanked = OfflineQuizGenerator.blank(term, in: statement) else { return nil }
        return blanked.replacingOccurrences(of: "_____", with: other)
    }

    /// A changed statement that happens to be true elsewhere on the page is not a wrong option.
    private static func sentenceOnPage(_ statement: String, page: Page) -> Bool {
        page.folded.contains(QuizShape.fold(withoutFinalMark(statement)))
    }
}
