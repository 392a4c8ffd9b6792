import Foundation
import SnapQuizLexicon

/// "Herbivores, which eat only plants, are primary consumers" → "According to the text, which of these eat only
/// plants? → herbivores | carnivores | omnivores | decomposers": a term the page names and then says what it does in a
/// "which" or "who" clause, asked by what it does, among the page's terms of its kind. Science and geography pages
/// define so in passing ("nomads, who move from place to place"), where no "is called" or "means" is written, and no
/// other kind asked for the term (a food-chain page was asked "predator | rabbit | humans").
enum RelativeWhich {
    /// The term before ", which" or ", who" (one common noun, as written) and the clause after it, to the next comma,
    /// semicolon or full stop; nil when the clause does not open with a verb that agrees with a plural term (a singular
    /// "which" may mean a whole clause: "the Sun, which is why …"), or says less than three words.
    static func clause(in sentence: String, page: Page) -> (term: String, doing: String)? {
        guard let wordNet = WordNet.shared else { return nil }
        for relative in [", which ", ", who "] {
            guard let range = sentence.range(of: relative) else { continue }
            let before = sentence[..<range.lowerBound].split(separator: " ").map(String.init)
            guard let last = before.last, last.count >= 3, last.allSatisfy(\.isLetter) else { return nil }
            // "The knee and the elbow are hinge joints, which move back and forth like a door": the clause tells of hinge
            // joints, not of joints; a noun before the term makes a compound the options could not match.
            // "The water carries stones and rocks, which wear away the river bed": the clause tells of both.
            if before.count >= 2, let previous = before.dropLast().last.map(TextTokens.trimmed), previous.first?.isLowercase == true,
               ["and", "or"].contains(previous) || !TextAnalysis.commonWords.contains(previous) && wordNet.commonest(previous)?.partOfSpeech == .noun {
                return nil
            }
            // "Herbivores" opening the sentence is the common noun "herbivores"; a name is `RelativeWho`'s.
            let opens = sentence.hasPrefix(last + ",")
            let term = opens ? last.lowercased() : last
            guard term.first?.isLowercase == true, !TextAnalysis.commonWords.contains(term),
                  wordNet.commonest(term)?.partOfSpeech == .noun, page.words.isCleanWord(term) else { return nil }
            let doing = String(sentence[range.upperBound...].prefix { !",;.".contains($0) }).trimmingCharacters(in: .whitespaces)
            let words = doing.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
            // A plural term and a verb that agrees with it: "This returns nutrients to the soil, which helps new plants
            // to grow" (what helps is the returning) holds no term's clause.
            guard words.count >= 3, let verb = words.first, !verb.hasSuffix("s"), verb != "was",
                  wordNet.nounReadings(of: term).contains(where: \.inflected),
                  wordNet.readings(of: verb).contains(where: { $0.partOfSpeech == .verb }),
                  !words.contains(where: { ClozeQuestions.sameNoun($0, term.lowercased()) }) else { return nil }
            return (term, doing)
        }
        return nil
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        page.statements.compactMap { sentence in
            guard let (term, doing) = clause(in: sentence.text, page: page) else { return nil }
            let stem = "According to the text, which of these \(doing)?"
            // Not a term the page says does it too, or names beside the key: "Carnivores, which eat other animals" beside
            // "Omnivores … eat both plants and animals", or "sharks" ("Foxes, owls and sharks are carnivores").
            // The page's own terms only: of the world's ("bats" for "eat other animals") the page says nothing.
            // Plural nouns filed with the key's commonest sense (animals beside "herbivores"), or that WordNet does not
            // know and the page writes as a class ("decomposers such as fungi"); not "returns" or "disappears" (verbs of
            // the page that WordNet lists as nouns, or not at all).
            let file = { (word: String) in WordNet.shared?.nounReadings(of: word).first(where: \.inflected)?.categories.first }
            let pool = page.pool(.term).filter { option in
                let filed = file(option).map { $0 == file(term) } ?? (WordNet.shared?.readings(of: option).isEmpty == true && page.folded.contains(option.lowercased() + " such as "))
                return option != term && filed && page.akin(option, to: term)
                    && !doesToo(option, doing, key: term, on: page, besides: sentence.index)
            }
            guard let distractors = picker.pick(for: term, from: pool, stem: stem, random: &random) else { return nil }
            let question = ItemText.question(stem, answer: term, distractors: distractors, evidence: sentence.text)
            return Candidate(kind: .definition, sentences: [sentence.index], question: question, score: 4.2, position: sentence.index)
        }
    }

    /// Whether a sentence of the page other than `besides` says `option` does what `doing` says, or names it beside
    /// `key`: it names the option (either number) with the clause's verb and its last word ("Omnivores such as badgers
    /// eat both plants and animals" for "eat other animals"), or with the key ("Rabbits, caterpillars and deer are
    /// herbivores": caterpillars eat only plants too).
    static func doesToo(_ option: String, _ doing: String, key: String, on page: Page, besides: Int) -> Bool {
        let clause = TextTokens.lowered(doing)
        guard let verb = clause.first, let object = clause.last else { return false }
        return page.statements.contains { other in
            guard other.index != besides else { return false }
            let words = TextTokens.lowered(other.text)
            let names = { (term: String) in words.contains { ClozeQuestions.sameNoun($0, term.lowercased()) } }
            return names(option) && (words.contains(verb) && words.contains(object) || names(key))
        }
    }
}
