import Foundation
import SnapQuizLexicon

/// Why someone does something, where the page says what for: "Councils build wooden groynes to trap the sand" → "Why do
/// councils build wooden groynes? → to trap the sand"; "The Romans built straight roads so that soldiers could march
/// quickly" → "Why did the Romans build straight roads?". Wrong options are the page's other purposes, then what its other
/// sentences say things do, put the same way ("to move sand along the beach").
enum PurposeQuestions {
    /// A sentence read as subject, verb, object and purpose.
    struct Purpose {
        var stem: String
        var answer: String
        var sentence: Int
    }

    /// A sentence's subject, its verb's base form, its tense and what follows the verb.
    struct Predicate {
        var subject: String
        var base: String
        /// "do", "does" or "did": how "Why …?" asks it.
        var auxiliary: String
        var rest: [String]
    }

    /// Verbs whose "to …" is what they take, not what they are done for: "Bile helps the body to break down fats" asks
    /// no "why".
    static let takingInfinitive: Set<String> = [
        "help", "want", "need", "allow", "let", "ask", "tell", "try", "begin", "start", "order", "force", "cause", "enable",
        "encourage", "teach", "like", "decide", "plan", "hope", "expect", "seem", "appear", "learn", "choose", "agree", "refuse",
        "fail", "manage", "use", "get", "persuade", "urge", "continue", "love", "prefer", "promise", "forbid", "warn", "invite",
        "be", "have", "go", "come", "tend", "wish", "mean", "intend", "remind", "require", "train", "pay",
    ]

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let storyAsks = StoryQuestions.whySentences(page: page, picker: picker)
        let purposes = page.statements.filter { !storyAsks.contains($0.index) }.compactMap { purpose(in: $0, page: page) }
        guard !purposes.isEmpty else { return [] }
        // What the page's other sentences say things do, as purposes: "to erode the coast in several ways".
        let doings = Self.doings(page: page).map { ($0.sentence, "to \($0.base) \($0.phrase)") }
        var result: [Candidate] = []
        for purpose in purposes {
            let isSoThat = purpose.answer.hasPrefix("so that")
            let others = purposes.filter { $0.sentence != purpose.sentence && $0.answer.hasPrefix("so that") == isSoThat }.map(\.answer)
            let made = isSoThat ? [] : doings.filter { $0.0 != purpose.sentence }.map(\.1).shuffled(using: &random)
            let pool = (others + made).filter { !ItemFlaws.appears($0, in: purpose.stem) }
            guard let picked = picker.pick(for: purpose.answer, from: pool, stem: purpose.stem, random: &random),
                  let distractors = picker.preferring(others, over: picked, for: purpose.answer, stem: purpose.stem, random: &random)
            else { continue }
            guard let sentence = page.sentence(purpose.sentence) else { continue }
            let question = ItemText.question(purpose.stem, answer: purpose.answer, distractors: distractors, evidence: sentence.text)
            result.append(Candidate(kind: .causeEffect, sentences: [purpose.sentence], question: question, score: 4.3, position: purpose.sentence))
        }
        return result
    }

    /// What the page's sentences say things do, one doing each: the verb's base form and what follows it ("erode" | "the
    /// coast in several ways"), as a purpose ("to …") or a means ("by eroding …", `MeansQuestions`) puts it. Read once a
    /// page (`WordKinds.doings`).
    static func doings(page: Page) -> [(sentence: Int, base: String, phrase: String)] {
        page.wordKinds.doings { readDoings(page: page) }
    }

    private static func readDoings(page: Page) -> [(sentence: Int, base: String, phrase: String)] {
        page.statements.compactMap { sentence -> (sentence: Int, base: String, phrase: String)? in
            // "Hydraulic action happens when …" gives no "to happen when …".
            guard let predicate = predicate(of: sentence.text.split(separator: " ").map(String.init), page: page),
                  !["happen", "occur", "become", "seem", "appear", "mean"].contains(predicate.base),
                  let opening = predicate.rest.first?.lowercased(), !RecallQuestions.subordinators.contains(opening), opening != "that"
            else { return nil }
            var rest = predicate.rest
            if let cut = rest.firstIndex(where: { $0.hasSuffix(",") || $0.hasSuffix(";") }) { rest = Array(rest[...cut]) }
            // One doing, as a purpose reads: "to settle there" (not "… and builds a delta"), "to plant trees along the banks"
            // (not "… to stop the soil washing away", a purpose of its own).
            if let cut = rest.indices.dropFirst().first(where: { index in
                let word = rest[index].lowercased()
                return word == "to" || word == "so" || word == "and" && index + 1 < rest.count
                    && Self.isFiniteVerb(TextTokens.trimmed(rest[index + 1]).lowercased(), page: page)
            }) { rest = Array(rest[..<cut]) }
            let phrase = withoutFinalMark(rest.joined(separator: " ")).trimmingCharacters(in: CharacterSet(charactersIn: ",;"))
            let count = phrase.split(separator: " ").count
            guard (2...10).contains(count), !phrase.split(separator: " ").contains(where: { ["it", "they", "them", "this", "these"].contains($0.lowercased()) })
            else { return nil }
            return (sentence.index, predicate.base, phrase)
        }
    }

    /// Whether `word` is a verb in the present -s form or the past ("builds", "built"), as after "and" a second doing is.
    static func isFiniteVerb(_ word: String, page: Page) -> Bool {
        if page.verbsWithS.contains(word) || ItemText.base(ofPast: word, words: page.words) != nil { return true }
        return word.hasSuffix("s") && WordNet.shared?.readings(of: word).contains { $0.partOfSpeech == .verb && $0.inflected } == true
    }

    /// "Why do councils build wooden groynes? → to trap the sand and protect the beach", or nil.
    static func purpose(in sentence: Sentence, page: Page) -> Purpose? {
        let text = withoutFinalMark(sentence.text)
        let words = text.split(separator: " ").map(String.init)
        guard let predicate = predicate(of: words, page: page), !takingInfinitive.contains(predicate.base),
              let wordNet = WordNet.shared else { return nil }
        let rest = predicate.rest
        // The purpose opens after an object of one to eight words with no comma: "to trap …", "in order to …", "so that …".
        guard let mark = rest.indices.first(where: { index in
            let word = rest[index].lowercased()
            if word == "to", index + 1 < rest.count {
                let next = TextTokens.trimmed(rest[index + 1]).lowercased()
                return next != "be" && next.first?.isLetter == true && !RecallQuestions.determiners.contains(next)
                    && wordNet.readings(of: next).contains { $0.partOfSpeech == .verb && !$0.inflected }
            }
            return word == "so" && index + 1 < rest.count && rest[index + 1].lowercased() == "that"
        }), (1...8).contains(mark), !rest[..<mark].contains(where: { $0.hasSuffix(",") || $0.hasSuffix(";") }),
              !rest[..<mark].contains(where: { ["that", "which", "who", "is", "are", "was", "were", "be", "been"].contains($0.lowercased()) })
        else { return nil }
        var object = Array(rest[..<mark])
        if object.count >= 2, object[object.count - 2].lowercased() == "in", object[object.count - 1].lowercased() == "order" { object.removeLast(2) }
        guard !object.isEmpty else { return nil }
        // "to trap the sand and protect the beach"; a second clause with its own subject is no part of the purpose, nor
        // the example after a colon or a dash ("to show tense: we walk today, but we walked yesterday").
        var answer = rest[mark...].joined(separator: " ")
        for cut in [", and ", ", but ", ", while ", "; ", ", which ", ": ", " – ", " — ", " - "] {
            if let range = answer.range(of: cut) { answer = String(answer[..<range.lowerBound]) }
        }
        let answerWords = answer.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        // "Tourists pay to visit them": a purpose whose words stand for something out of the question reads as nothing.
        guard (3...14).contains(answerWords.count), !answerWords.contains(where: { ["it", "them", "this", "these", "those"].contains($0) })
        else { return nil }
        let stem = "Why \(predicate.auxiliary) \(predicate.subject) \(predicate.base) \(object.joined(separator: " "))?"
        return Purpose(stem: stem, answer: answer, sentence: sentence.index)
    }

    /// The subject (one to four words, no pronoun, opening the sentence), the verb and the words after it: "Councils |
    /// build | wooden groynes to trap the sand …", "The Romans | built | straight roads so that …".
    static func predicate(of words: [String], page: Page) -> Predicate? {
        guard words.count >= 4, let wordNet = WordNet.shared else { return nil }
        let opening = words[0].lowercased()
        // "In 1779 Jan Ingenhousz showed …": a sentence opening with a phrase of time or place has its subject further on.
        let prepositions: Set<String> = ["in", "on", "at", "by", "during", "for", "from", "with", "without", "under", "over", "between",
                                         "about", "around", "through", "across", "into", "to", "of", "near", "later", "then", "today"]
        guard !RecallQuestions.subordinators.contains(opening), !prepositions.contains(opening),
              !["it", "they", "he", "she", "we", "this", "these", "there", "that", "you", "i"].contains(opening) else { return nil }
        let finite: Set<String> = ["is", "are", "was", "were", "has", "have", "had", "can", "could", "will", "would", "may", "might", "must",
                                   "should", "do", "does", "did"]
        for verb in 1...min(4, words.count - 2) {
            let raw = words[verb]
            let word = TextTokens.trimmed(raw).lowercased()
            guard raw == TextTokens.trimmed(raw), word.first?.isLetter == true, raw.first?.isLowercase == true else { continue }
            let before = words[..<verb].map(TextTokens.trimmed)
            // "Every night he flew …": a time before the subject, which "Why did every night he fly …?" asked as one.
            guard !before.contains(where: { ["he", "she", "it", "they", "we", "i", "you"].contains($0.lowercased()) }) else { return nil }
            guard before.allSatisfy({ page.words.isCleanWord($0) }), !words[..<verb].contains(where: { $0.hasSuffix(",") }),
                  !before.dropFirst().contains(where: { RecallQuestions.determiners.contains($0.lowercased()) && $0 != "the" }) else { return nil }
            // "Wooden fences called groynes are built …": a name given on the way, then a passive; "Waves are made by …".
            guard !finite.contains(word), !before.contains(where: { ["called", "known", "named"].contains($0.lowercased()) || $0.contains(where: \.isNumber) })
            else { return nil }
            let last = before[before.count - 1].lowercased()
            guard !RecallQuestions.determiners.contains(last), !["and", "of", "or", "such", "as"].contains(last) else { continue }
            // "Sea walls protect towns": "walls" is the subject's noun, not its verb.
            if verb + 1 < words.count, RecallQuestions.headsCompound(after: last, word, next: TextTokens.trimmed(words[verb + 1]).lowercased(), page: page) {
                continue
            }
            let readings = wordNet.readings(of: word)
            let subjectPlural = wordNet.nounReadings(of: last).first.map(\.inflected) ?? last.hasSuffix("s")
            let base: String, auxiliary: String
            if let past = ItemText.base(ofPast: word, words: page.words) ?? ItemText.irregularPast[word], !["was", "were", "had"].contains(word),
               word.hasSuffix("ed") || ItemText.irregularPast[word] != nil {
                base = past; auxiliary = "did"
            } else if page.verbsWithS.contains(word), let lemma = readings.first(where: { $0.partOfSpeech == .verb && $0.inflected })?.lemma, !subjectPlural {
                base = lemma; auxiliary = "does"
            } else if subjectPlural, !word.hasSuffix("s") || word.hasSuffix("ss"),
                      readings.contains(where: { $0.partOfSpeech == .verb && !$0.inflected }), wordNet.commonest(word)?.partOfSpeech != .adjective {
                base = word; auxiliary = "do"
            } else {
                continue
            }
            // A passive ("made by the wind") or a clause after the verb ("showed that plants need light to …") is no object.
            if let next = words[(verb + 1)...].first.map({ TextTokens.trimmed($0).lowercased() }), ["by", "that", "which", "who", "how", "why", "what"].contains(next) {
                return nil
            }
            // A name keeps its capital; "The Romans" is asked "the Romans".
            let subject = lowercasingFirst(before.joined(separator: " "), page: page)
            return Predicate(subject: subject, base: base, auxiliary: auxiliary, rest: Array(words[(verb + 1)...]))
        }
        return nil
    }
}
