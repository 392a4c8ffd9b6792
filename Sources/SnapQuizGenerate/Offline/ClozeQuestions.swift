import Foundation

/// A sentence of the page with one key term blanked: the fallback kind when a sentence offers no better question.
enum ClozeQuestions {
    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        // The fallback kind needs only a few blanks per sentence: its strongest terms (each costs a distractor search).
        var perSentence: [Int: Int] = [:]
        let strongest = page.terms.sorted { $0.score > $1.score }
        // "the first _____ king of England → Stuart" among kings: a name that describes a noun stands only among
        // names the page also uses so ("the first Tudor king", "the Spanish king").
        let describing = page.describingNames()
        for term in strongest where page.words.isClean(term.text) && (term.kind != .name || Page.isNameLike(term.text)) {
            guard perSentence[term.sentence, default: 0] < 3 else { continue }
            guard let sentence = page.sentence(term.sentence), !leadsIn(sentence.text),
                  let blanked = OfflineQuizGenerator.blank(term.text, in: sentence.text), blanked.split(separator: " ").count >= 6 else { continue }
            var stem: String
            var answer = term.text
            switch term.kind {
            case .year: stem = "Which year is missing from this sentence? “\(blanked)”"
            case .number: stem = "Which number is missing from this sentence? “\(blanked)”"
            case .name: stem = "Which name completes this sentence from the text? “\(blanked)”"
            case .term: stem = "Complete the sentence from the text: “\(blanked)”"
            }
            var distractors: [String]?
            var mixed = false
            if term.kind == .term {
                // "march _____ kilometres → thirty" among "frontier" and "legend": a number word is a quantity
                // question's (with its unit, among other numbers), no term's.
                // "There are about 1.9 _____ Muslims → billion | iftar | fasting": nor is a count's scale word.
                if RecallQuestions.numberWords[term.text.lowercased()] != nil || DistractorPicker.roundCounts.contains(term.text.lowercased())
                    || RecallQuestions.scaleWords[term.text.lowercased()] != nil { continue }
                // "boxing and _____ racing → chariot | temple | medicine": only the page's word names that activity.
                if StatementQuestions.namesActivity(term.text, in: sentence.text) { continue }
                // "soothed with _____ of soda → bicarbonate": half of a compound WordNet lists is no key.
                if TextAnalysis.isInsideCompound(term.text, in: sentence.text) { continue }
                // "droplets of _____ water → liquid", "died in a/an _____ accident → street": a word describing the noun
                // after the blank, said once in passing, is nothing the page teaches. Such a key stands where the page
                // makes it a point: it says the word again, or defines it.
                if isPassingModifier(term.text, in: sentence.text, on: page) { continue }
                // Verbs make poor blanks (and give nouns away as wrong options).
                if page.shape(of: term.text) == .verbS || page.kind(of: term.text).map({ [.verb, .adverb].contains($0.partOfSpeech) }) == true
                    || page.usedAsAdverb(term.text, in: sentence.text) { continue }
                let pool = page.pool(.term) + page.definitions.map(\.term)
                distractors = page.distractors(for: term.text, from: pool, stem: stem, picker: picker, random: &random)
                // "one of the largest _____" → "artificial lakes" among "sources", "millions" and "farmers": the one
                // phrase is the key. It stands among the page's phrases of its shape (`PhraseOptions`); with too few, a noun
                // after describing words has its head alone blanked instead ("the largest artificial _____" → "lakes"),
                // among single words as it is one. A compound ("water vapour") is one term: half of it is no key, and
                // without phrases beside it there is no question.
                let words = term.text.split(separator: " ").map(String.init)
                let described = words.dropLast().allSatisfy { page.kind(of: $0)?.partOfSpeech == .adjective }
                if described, words.count >= 2, distractors.map({ Candidate.isLonePhrase(term.text, among: $0) }) ?? true {
                    distractors = nil
                    // Not where the stem shows the head in another form ("Lake Nasser, one of the largest artificial _____").
                    if let head = words.last,
                       let headBlanked = OfflineQuizGenerator.blank(head, in: sentence.text),
                       !TextTokens.lowered(headBlanked).contains(where: { Self.sameNoun($0, head) }) {
                        answer = head
                        stem = "Complete the sentence from the text: “\(headBlanked)”"
                        distractors = page.distractors(for: head, from: pool.filter { $0 != term.text }, stem: stem, picker: picker, random: &random)
                    }
                }
            } else if term.kind == .name {
                // "Hadrian’s _____ was built → Wall": the end of a name after its owner's is no name of its own.
                if let blank = stem.range(of: "_____"),
                   let owner = stem[..<blank.lowerBound].split(separator: " ").last.map({ TextTokens.trimmed(String($0)) }),
                   owner.hasSuffix("’s") || owner.hasSuffix("'s"), owner.first?.isUppercase == true { continue }
                // "became king of _____ in 1660 → England | Tudor | Viking": the name describes nothing here.
                let describes = describing.contains(term.text) && StatementQuestions.usedAttributively(term.text, in: sentence.text, page: page)
                    && !StatementQuestions.beforeFunctionWord(term.text, in: sentence.text)
                // A describing name is no person nor place: "Henry's son _____ → Edward VI | Stuart" offered it.
                let pool = page.pool(.name).filter { describing.contains($0) == describes }
                let found = describes
                    ? picker.pick(for: term.text, from: pool, stem: stem, random: &random).map { (options: $0, mixed: false) }
                    : page.nameDistractors(for: term.text, from: pool, stem: stem, picker: picker, random: &random)
                (distractors, mixed) = (found?.options, found?.mixed ?? false)
            } else {
                // "About _____ of the people → 40% | 3,530 | 2,850": a percentage among percentages.
                var pool = page.pool(term.kind).filter { term.kind != .number || page.sameMeasure(term.text, $0) }
                // "bake it at _____ °C": where the page gives too few other temperatures, the key's own neighbours.
                if term.kind == .number, pool.filter({ $0 != term.text }).count < 3 {
                    pool += page.measuredStandIns(for: term.text).filter { !pool.contains($0) }
                }
                // "By _____, railway lines linked almost every town in Britain → 1900": 1901 is true as well.
                if term.kind == .year, TrueOptions.doneBy(beforeBlankIn: blanked) {
                    pool = pool.filter { !TrueOptions.withinBound($0, for: term.text, .atMost) }
                }
                distractors = picker.pick(for: term.text, from: pool, stem: stem, random: &random)
            }
            guard let distractors else { continue }
            let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: sentence.text)
            perSentence[term.sentence, default: 0] += 1
            var candidate = Candidate(kind: .cloze, sentences: [sentence.index], question: question, score: term.score, position: sentence.index)
            candidate.mixedKinds = mixed
            result.append(candidate)
        }
        return result
    }

    /// Whether `sentence` only leads in to what the next ones say, ending in a word that names nothing itself: "Many
    /// rainforest plants have special features." ("Many _____ plants have special features" asks nothing the page teaches.)
    static func leadsIn(_ sentence: String) -> Bool {
        sentence.split(separator: " ").last.map { TextAnalysis.generalNouns.contains(TextTokens.trimmed(String($0)).lowercased()) } ?? false
    }

    /// Whether `word` describes the noun right after it in `sentence` ("liquid water", "street accident") and the page
    /// says it nowhere else and defines no such term.
    static func isPassingModifier(_ word: String, in sentence: String, on page: Page) -> Bool {
        // "as precipitation: rain, snow …": a mark after the word ends its phrase.
        let token = sentence.split(separator: " ").first { TextTokens.trimmed(String($0)) == word }
        guard !word.contains(" "), let token, token.last?.isLetter == true, StatementQuestions.usedAttributively(word, in: sentence, page: page),
              !StatementQuestions.beforeFunctionWord(word, in: sentence) else { return false }
        let mentions = page.sentences.filter { !$0.isHeading }.reduce(0) { count, other in
            count + TextTokens.lowered(other.text).filter { sameNoun($0, word) }.count
        }
        return mentions < 2 && !page.definitions.contains { sameNoun($0.term, word) }
    }

    /// Whether the two are one noun, singular or plural ("Lake" and "lakes", "box" and "boxes").
    static func sameNoun(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.lowercased(), b.lowercased())
        return x == y || x + "s" == y || y + "s" == x || x + "es" == y || y + "es" == x
    }
}
