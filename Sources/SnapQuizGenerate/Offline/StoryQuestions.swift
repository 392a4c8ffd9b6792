import Foundation
import SnapQuizLexicon

/// Questions on a story (a reading-comprehension passage): what happens next, and the details of what the characters
/// have, do and see. Textbook kinds find little in one: a 220-word story of a girl and her kite gave two good
/// questions and no quiz, for its facts are told in short concrete words ("kite", "hill", "mill", "red") that no
/// definition, date or technical term holds.
enum StoryQuestions {
    /// Whether `page` tells a story: most of its sentences in the past tense and telling events, a character followed by
    /// "she", "he" or "I", and no dates (a life story with its years is asked as history).
    static func isStory(_ page: Page) -> Bool {
        let statements = page.statements
        guard statements.count >= 6, !page.terms.contains(where: { $0.kind == .year }) else { return false }
        let words = statements.map { TextTokens.words(in: $0.text).map { $0.lowercased() } }
        let characters = words.joined().filter { ["she", "he", "her", "his", "him", "i", "my"].contains($0) }.count
        let past = words.filter { sentence in sentence.contains(where: isPast) }.count
        // Most of its sentences tell what happened: a history page in the past that tells how things were ("Sparta was a
        // city built for war", "Zeus was the king of the gods": 8 of 17 events) was asked "what happens next" of them.
        // Ten stories tell 69–100% events, Boudica's revolt 73%.
        let told = statements.compactMap(tellsEvent)
        return characters >= 4 && 10 * past >= 7 * statements.count && 10 * told.filter { $0 }.count >= 6 * told.count
    }

    /// Whether a sentence tells something that happened: its first verb is neither "be" nor "have" nor a modal ("Sparta
    /// was a city built for war", "Each city-state had its own laws", "Only free men could vote" tell how things were),
    /// or is one before a participle ("The Britons were defeated", "she had gone"). Nil when it has no verb in the past.
    static func tellsEvent(_ sentence: Sentence) -> Bool? {
        let words = TextTokens.words(in: sentence.text).map { $0.lowercased() }
        for (index, word) in words.enumerated().dropFirst() where isPast(word) || ["is", "are", "has", "have"].contains(word) {
            guard ["was", "were", "is", "are", "had", "has", "have", "could", "would"].contains(word) else { return true }
            let next = index + 1 < words.count ? words[index + 1] : ""
            return !["could", "would"].contains(word)
                && (next.hasSuffix("ed") && next.count >= 5 || ItemText.irregularPast[next] != nil || participles.contains(next))
        }
        return nil
    }

    /// Participles that are no past tense as well ("was given", "were born").
    private static let participles: Set<String> = [
        "given", "taken", "known", "written", "born", "seen", "done", "gone", "chosen", "shown", "thrown", "broken", "grown",
        "drawn", "eaten", "beaten", "driven", "spoken", "stolen", "begun", "sunk", "frozen", "forgotten", "hidden", "ridden",
        "risen", "shaken", "woken", "worn", "torn", "sworn", "flown", "swum", "sung", "drunk", "rung", "fallen", "overthrown",
    ]

    /// Whether a sentence tells the story in the past: its first verb (of those known here) is in the past. A worksheet's
    /// words around the story are in the present ("Myths are very old stories …", "This myth comes from ancient Greece",
    /// "Remember: a newspaper report answers …") and were asked "what happens next" as if they were events.
    static func narrates(_ sentence: Sentence) -> Bool {
        let present: Set<String> = ["is", "are", "am", "has", "have", "do", "does", "can", "will", "shall", "must", "may"]
        let verb = TextTokens.words(in: sentence.text).map { $0.lowercased() }.first { isPast($0) || present.contains($0) }
        return verb.map(isPast) ?? false
    }

    /// A verb in the past: "was", "could", an irregular past (`ItemText.irregularPast`) or a word in "-ed".
    private static func isPast(_ word: String) -> Bool {
        ["was", "were", "had", "did", "could", "would"].contains(word) || ItemText.irregularPast[word] != nil
            || word.count >= 5 && word.hasSuffix("ed") && !["need", "seed", "speed", "feed", "bleed"].contains(word)
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard isStory(page) else { return [] }
        let read = storyClauses(page)
        let places = whereEvents(page: page, read: read, picker: picker, random: &random)
        // "took her red kite to the _____ behind the village" is "Where did Maya take her red kite?" with its answer shown.
        let details = details(page: page, picker: picker, random: &random).filter { detail in
            !places.contains { $0.sentences == detail.sentences && TextTokens.lowered($0.answer).contains(detail.answer.lowercased()) }
        }
        return nextEvents(page: page, picker: picker, random: &random) + details + places
            + whatEvents(page: page, read: read, picker: picker, random: &random) + whyEvents(page: page, picker: picker, random: &random)
    }

    /// "In the story, what happens next, after “Suddenly a strong gust tore the string from her hands”?" → the next
    /// sentence; the wrong options other events of the story, none next to either.
    static func nextEvents(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let events = page.statements.filter { !$0.text.contains("“") && !$0.text.contains("\"") && $0.wordCount <= 30 && narrates($0) }
        var result: [Candidate] = []
        // Every pair of events, for the quiz to choose from: "after A → B" and "after B → C" share B, so no quiz takes
        // both, but a fixed choice of pairs (A-B, C-D, …) shut out of a short story the sentences other kinds ask
        // (the kite story: 1.6 pairs of questions on one sentence a quiz).
        for (position, event) in events.enumerated().dropLast() {
            let next = events[position + 1]
            guard next.index == event.index + 1 else { continue }
            let stem = "In the story, what happens next, after “\(withoutFinalMark(event.text))”?"
            let answer = withoutFinalMark(next.text)
            let others = events.enumerated().filter { abs($0.offset - position) > 2 }.map { withoutFinalMark($0.element.text) }
            guard let distractors = picker.pick(for: answer, from: others, stem: stem, random: &random) else { continue }
            let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: next.text)
            result.append(Candidate(kind: .storyNext, sentences: [event.index, next.index], question: question, score: 2.9,
                                    position: event.index))
        }
        return result
    }

    /// WordNet's noun kinds a story's details are told in: things made (6), animals (5), the body (8), food (13),
    /// places (15), natural objects (17), plants (20), substances (27).
    private static let concreteKinds: Set<Int> = [5, 6, 8, 13, 15, 17, 20, 27]

    /// WordNet's kinds of the nouns that name a story's places: buildings and things made (6), places (15), natural
    /// objects such as hills and rivers (17), trees and grass (20); not "soaked to the skin".
    static let placeKinds: Set<Int> = [6, 15, 17, 20]

    /// Things made (6), food (13), plants (20) and substances (27): a story's things of one of these kinds stand among
    /// the others.
    private static let materialKinds: Set<Int> = [6, 13, 20, 27]

    /// Words that put a thing in a place: "to the hill", "behind the mill".
    private static let spatial: Set<String> = ["to", "into", "onto", "over", "behind", "above", "below", "under", "across", "along",
                                               "beside", "near", "through", "towards", "from", "in", "at", "on", "past", "around",
                                               "down", "up", "by", "against"]

    /// The colour words: a detail a story tells and a reader is asked ("her red kite", "a silver moon").
    static let colours: Set<String> = ["red", "blue", "green", "yellow", "white", "black", "brown", "grey", "orange",
                                       "purple", "pink", "golden", "silver"]

    /// "Complete the sentence from the story: “Her grandfather had made it for her from _____ and paper”" → bamboo, the
    /// wrong options the story's other things of the same kind; a colour among other colours, the story's own first.
    static func details(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard let wordNet = WordNet.shared else { return [] }
        // The story's concrete nouns, each with its kind (WordNet's commonest reading, a noun).
        var kinds: [String: Int] = [:]
        var coloursUsed: [String] = []
        for sentence in page.statements {
            let words = TextTokens.words(in: sentence.text)
            for (index, word) in words.enumerated() where word == word.lowercased() && word.count >= 3 && word.allSatisfy(\.isLetter) {
                if colours.contains(word) { if !coloursUsed.contains(word) { coloursUsed.append(word) }; continue }
                // "the oak trees": a noun before a noun describes it, and names no thing of the story alone.
                let next = index + 1 < words.count ? words[index + 1] : ""
                // (Not before "behind" or "three", which WordNet also lists as nouns.)
                let beforeNoun = next == next.lowercased() && !TextAnalysis.commonWords.contains(next) && !spatial.contains(next)
                    && !["behind", "inside", "outside", "ahead", "apart", "again"].contains(next) && RecallQuestions.numberWords[next] == nil
                    && wordNet.commonest(next)?.partOfSpeech == .noun && !sentence.text.contains(word + ",")
                // ("felt" very foolish: a verb in the past, though WordNet's commonest "felt" is a cloth.)
                guard !beforeNoun, kinds[word] == nil, !TextAnalysis.commonWords.contains(word), page.words.isCleanWord(word),
                      ItemText.irregularPast[word] == nil,
                      let reading = wordNet.commonest(word), reading.partOfSpeech == .noun,
                      let kind = reading.categories.first, concreteKinds.contains(kind) else { continue }
                kinds[word] = kind
            }
        }
        // The places of the story: what follows "to the", "over the", "behind the" … ("the hill", "the river", "the mill").
        // A place in a blank stands among places ("took her kite to the _____ → hill | river | mill"), not among the
        // story's other things ("sun", "moon").
        var places = Set<String>()
        let determiners: Set<String> = ["the", "a", "an", "his", "her", "their", "my", "our", "its"]
        for sentence in page.statements {
            let words = TextTokens.words(in: sentence.text).map { $0.lowercased() }
            // "to the hill", "into the long grass", "to his workshop": a word that places, a determiner, at most one
            // describing word, the noun.
            for index in words.indices where kinds[words[index]].map(placeKinds.contains) == true {
                let before = words[..<index].suffix(3)
                guard let determiner = before.lastIndex(where: determiners.contains), index - determiner <= 2, determiner > 0,
                      spatial.contains(words[determiner - 1]) else { continue }
                places.insert(words[index])
            }
        }
        var result: [Candidate] = []
        for sentence in page.statements where sentence.wordCount >= 6 {
            var asked = 0
            for word in TextTokens.words(in: sentence.text) where asked < 2 {
                let pool: [String]
                if colours.contains(word) {
                    pool = coloursUsed.filter { $0 != word } + colours.subtracting(coloursUsed).sorted()
                } else if places.contains(word) {
                    pool = places.filter { $0 != word }.sorted()
                } else if let kind = kinds[word] {
                    // Things of the key's kind first; where the story has too few, its other things made, eaten or
                    // grown ("from _____ and paper → bamboo | string | rope"), never a body part or the sky beside them.
                    let things = kinds.filter { $0.key != word && !places.contains($0.key) }
                    let akin = materialKinds.contains(kind) ? things.filter { $0.value != kind && materialKinds.contains($0.value) } : [:]
                    pool = things.filter { $0.value == kind }.map(\.key).sorted() + akin.map(\.key).sorted()
                } else { continue }
                guard let blanked = OfflineQuizGenerator.blank(word, in: sentence.text) else { continue }
                let stem = "Complete the sentence from the story: “\(blanked)”"
                // Not a word the sentence shows beside the blank ("the red kite … red").
                let shown = Set(TextTokens.lowered(blanked))
                let usable = pool.filter { !shown.contains($0) }
                guard let distractors = picker.pick(for: word, from: usable, stem: stem, random: &random) else { continue }
                let question = ItemText.question(stem, answer: word, distractors: distractors, evidence: sentence.text)
                result.append(Candidate(kind: .storyDetail, sentences: [sentence.index], question: question, score: 3.1,
                                        position: sentence.index))
                asked += 1
            }
        }
        return result
    }
}
