import Foundation
import SnapQuizLexicon
import SnapQuizCore

/// How something is done, where the page says by what means: "Muscles push the food along by squeezing the walls of the
/// tube" → "How do muscles push the food along? → by squeezing the walls of the tube"; "Bicycle chains are protected by
/// coating them with oil or grease" → "How are bicycle chains protected?". Science and geography pages say how in this
/// form and were asked it by no kind (a cloze of one word inside it, at most). Wrong options are the page's other means,
/// then what its other sentences say things do, put the same way ("by pushing the current around the circuit").
enum MeansQuestions {
    /// A sentence read as what is done and the means it is done by.
    struct Means {
        var stem: String
        var answer: String
        var sentence: Int
        /// The verb asked ("slow" of "How does a parachute slow a skydiver?"), where the sentence is active.
        var verb: String? = nil
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let means = page.statements.compactMap { self.means(in: $0, page: page) }
        guard !means.isEmpty else { return [] }
        // Every means the page names, asked or not ("We can stop rusting by keeping water and air away …" has no subject to
        // ask of), and a doing that opens a sentence ("Painting a gate protects it …" → "by painting a gate").
        // A means "we" or "you" use is the page's general rule ("We can stop rusting by keeping water and air away from
        // the metal"), true of each case it then names: no wrong option to "How are bicycle chains protected?".
        let general: Set<String> = ["we", "you"]
        let named = page.statements.filter { !general.contains($0.text.split(separator: " ").first?.lowercased() ?? "") }
            .compactMap { sentence in meansPhrase(in: sentence).map { (sentence.index, $0) } }
            + page.statements.compactMap { sentence in openingDoing(of: sentence).map { (sentence.index, $0) } }
        // "by pushing the current around the circuit": a doing that names its own means is cut before it.
        // A doing with a condition or a comparison of its own ("by getting dimmer if more bulbs are added", "by rolling
        // further on ice than on a carpet") reads as no means; nor does a change of state ("by getting brighter").
        let doings = PurposeQuestions.doings(page: page).compactMap { doing -> (Int, String, String)? in
            let phrase = doing.phrase.components(separatedBy: " by ")[0]
            let words = phrase.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
            // "by coming on 28 June 1914" (of "The spark came on 28 June 1914"): a dated event is no way of doing a thing.
            guard words.count >= 2, !stateVerbs.contains(doing.base),
                  !words.contains(where: { RecallQuestions.subordinators.contains($0) || $0 == "than" || TextAnalysis.isYear($0) })
            else { return nil }
            return (doing.sentence, "by \(gerund(of: doing.base)) \(phrase)", doing.base)
        }
        var result: [Candidate] = []
        for asked in means {
            var seen: Set<String> = [QuizShape.fold(asked.answer)]
            let others = named.filter { $0.0 != asked.sentence }.map(\.1).filter { seen.insert(QuizShape.fold($0)).inserted }
            // "Air resistance slows down objects …" does what the parachute is asked to do: "by slowing down objects that move
            // through the air" is true of it too.
            let made = doings.filter { $0.0 != asked.sentence && $0.2 != asked.verb }.map(\.1).shuffled(using: &random)
            let pool = (others + made).filter { !ItemFlaws.appears($0, in: asked.stem) }
            guard let picked = picker.pick(for: asked.answer, from: pool, stem: asked.stem, random: &random),
                  let distractors = picker.preferring(others, over: picked, for: asked.answer, stem: asked.stem, random: &random),
                  let sentence = page.sentence(asked.sentence) else { continue }
            let question = ItemText.question(asked.stem, answer: asked.answer, distractors: distractors, evidence: sentence.text)
            result.append(Candidate(kind: .causeEffect, sentences: [asked.sentence], question: question, score: 4.3, position: asked.sentence))
        }
        return result
    }

    /// Verbs that say what a thing is or has, not what it does: "by including the flute" (from "Woodwind instruments
    /// include the flute …") was offered as how a conductor keeps the players together.
    static let stateVerbs: Set<String> = [
        "get", "be", "have", "become", "seem", "look", "include", "contain", "consist", "belong", "mean", "own", "remain",
        "weigh", "cost", "need", "know", "like", "want", "lack", "resemble", "equal", "matter", "deserve",
    ]

    /// "How do muscles push the food along? → by squeezing the walls of the tube", "How are bicycle chains protected? → by
    /// coating them with oil or grease", or nil. The means opens with "by" and a verb's -ing form, after a doing of one to
    /// eight words with no comma; a subject that is a pronoun ("We can see its shape by …") has nothing for the stem to name.
    static func means(in sentence: Sentence, page: Page) -> Means? {
        let words = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
        guard let by = byIndex(words), !words[..<by].contains(where: { $0.hasSuffix(",") || $0.hasSuffix(";") }),
              let answer = meansPhrase(in: sentence) else { return nil }
        let doing = Array(words[..<by])
        if let stem = passiveStem(doing, page: page) {
            return Means(stem: stem, answer: answer, sentence: sentence.index)
        }
        return activeStem(doing, page: page).map { Means(stem: $0.stem, answer: answer, sentence: sentence.index, verb: $0.verb) }
    }

    /// Where "by" and a verb's -ing form begin the means, if the sentence names one.
    private static func byIndex(_ words: [String]) -> Int? {
        words.indices.first { index in
            index + 1 < words.count && words[index] == "by" && isGerund(TextTokens.trimmed(words[index + 1]).lowercased())
        }
    }

    /// "by squeezing the walls of the tube": the means a sentence names, up to a clause of its own (", which …").
    static func meansPhrase(in sentence: Sentence) -> String? {
        let words = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
        guard let by = byIndex(words) else { return nil }
        var phrase = words[by...].joined(separator: " ")
        for cut in [", which ", ", and ", ", but ", ", while ", ", so ", "; "] {
            if let range = phrase.range(of: cut) { phrase = String(phrase[..<range.lowerBound]) }
        }
        return (2...14).contains(phrase.split(separator: " ").count) ? phrase : nil
    }

    /// "Chewing food well helps digestion …" → "by chewing food well": a sentence whose subject is a doing names a means.
    /// The subject ends before its verb, a word the page uses with -s ("helps") after two to five words.
    private static func openingDoing(of sentence: Sentence) -> String? {
        let words = sentence.text.split(separator: " ").map { TextTokens.trimmed(String($0)) }
        guard let first = words.first, first.first?.isUppercase == true, isGerund(first.lowercased()),
              let wordNet = WordNet.shared,
              let verb = words.indices.dropFirst(2).prefix(4).first(where: { index in
                  words[index].hasSuffix("s") && wordNet.readings(of: words[index].lowercased()).contains { $0.partOfSpeech == .verb && $0.inflected }
                      && !words[index - 1].hasSuffix(",")
              }) else { return nil }
        return "by " + lowercasingFirst(words[..<verb].joined(separator: " "))
    }

    /// "Painting a gate protects it" → "How does painting a gate protect it?": the page's subject, verb and object as
    /// `PurposeQuestions.predicate` reads them (a doing of one to eight words after the verb).
    private static func activeStem(_ doing: [String], page: Page) -> (stem: String, verb: String)? {
        guard let predicate = PurposeQuestions.predicate(of: doing + ["by", "means"], page: page) else { return nil }
        var base = predicate.base
        var object = Array(predicate.rest.dropLast(2))
        // "The conductor stands at the front and keeps the players together by beating time": the means is the last
        // verb's, and "How does the conductor stand at the front and keeps the players together?" was asked.
        if let and = object.lastIndex(of: "and"), and + 1 < object.count,
           let second = secondVerb(object[and + 1], auxiliary: predicate.auxiliary, next: object.dropFirst(and + 2).first, page: page) {
            base = second
            object = Array(object[(and + 2)...])
        }
        // "Imperialism means building an empire by taking control of other lands" defines a word: no "How does imperialism
        // mean building an empire?".
        guard !stateVerbs.contains(base), object.count <= 8,
              !["that", "which", "who", "to"].contains(where: { object.map { $0.lowercased() }.contains($0) }) else { return nil }
        return ((["How", predicate.auxiliary, predicate.subject, base] + object).joined(separator: " ") + "?", base)
    }

    /// The base of a verb that a subject's second doing opens with, in the first one's tense ("keeps" after "stands",
    /// "kept" after "stood"), or nil where the word after "and" is no such verb ("stands at the front and back").
    /// A plain form ("push" after "contract") is taken only before the words its object opens with ("push the food").
    private static func secondVerb(_ word: String, auxiliary: String, next: String?, page: Page) -> String? {
        guard word == TextTokens.trimmed(word), word.first?.isLowercase == true, let wordNet = WordNet.shared else { return nil }
        let readings = wordNet.readings(of: word)
        let objectOpeners: Set<String> = ["the", "a", "an", "their", "its", "them", "it", "his", "her", "our", "your"]
        let opensObject = next.map { objectOpeners.contains($0.lowercased()) } ?? false
        switch auxiliary {
        case "does":
            // "keeps the players together"; "stands at the front and sides" has no verb after "and".
            guard page.verbsWithS.contains(word) || opensObject else { return nil }
            return readings.first { $0.partOfSpeech == .verb && $0.inflected }?.lemma
        case "did":
            guard word.hasSuffix("ed") || ItemText.irregularPast[word] != nil else { return nil }
            return ItemText.base(ofPast: word, words: page.words) ?? ItemText.irregularPast[word]
        default:
            guard opensObject, readings.contains(where: { $0.partOfSpeech == .verb && !$0.inflected }) else { return nil }
            return word
        }
    }

    /// "Some steel is protected" → "How is some steel protected?": a subject of one to four words, "is", "are", "was" or
    /// "were", and a past participle.
    private static func passiveStem(_ doing: [String], page: Page) -> String? {
        guard (3...6).contains(doing.count), let wordNet = WordNet.shared else { return nil }
        let be = doing[doing.count - 2].lowercased(), participle = doing[doing.count - 1]
        guard ["is", "are", "was", "were"].contains(be), participle.first?.isLowercase == true,
              participle.hasSuffix("ed") || wordNet.readings(of: participle).contains(where: { $0.partOfSpeech == .verb && $0.inflected }) else { return nil }
        let subject = doing.dropLast(2).map(TextTokens.trimmed)
        let opening = subject[0].lowercased()
        guard !["it", "they", "he", "she", "we", "you", "this", "these", "there", "that", "i"].contains(opening),
              !RecallQuestions.subordinators.contains(opening), subject.allSatisfy({ page.words.isCleanWord($0) }) else { return nil }
        return "How \(be) \(lowercasingFirst(subject.joined(separator: " "), page: page)) \(participle)?"
    }

    /// Whether `word` is a verb's -ing form ("squeezing", "coating"), not a noun that ends so ("ceiling", "string").
    private static func isGerund(_ word: String) -> Bool {
        guard word.count > 5, word.hasSuffix("ing"), let wordNet = WordNet.shared else { return false }
        return wordNet.readings(of: word).contains { $0.partOfSpeech == .verb && $0.lemma != word }
    }

    /// The -ing form of a verb's base: "push" → "pushing", "make" → "making", "trap" → "trapping" (a one-syllable verb
    /// ending in one vowel and one consonant doubles it), "see" → "seeing".
    static func gerund(of base: String) -> String {
        let vowels = Set("aeiou")
        let letters = Array(base)
        if base.hasSuffix("ie") { return String(base.dropLast(2)) + "ying" }
        if base.hasSuffix("e"), !base.hasSuffix("ee"), !base.hasSuffix("ye"), !base.hasSuffix("oe"), base.count > 2 { return String(base.dropLast()) + "ing" }
        let groups = zip([" "] + letters, letters).filter { !vowels.contains($0.0) && vowels.contains($0.1) }.count
        if groups == 1, letters.count >= 3, let last = letters.last, !vowels.contains(last), !"wxy".contains(last),
           vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
            return base + String(last) + "ing"
        }
        return base + "ing"
    }
}
