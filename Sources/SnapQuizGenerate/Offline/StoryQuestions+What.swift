import Foundation
import SnapQuizLexicon

/// "What …?" on a story: "Maya took her red kite to the hill behind the village" → "In the story, what did Maya take to
/// the hill behind the village? → her red kite", among the other things the story names ("a lantern", "a silver moon",
/// "the string"). What a character carries, makes or finds is what a teacher asks of a story, and its wrong options are
/// things of the same story.
extension StoryQuestions {
    /// WordNet's kinds of the things a story's characters take, make and find: animals (5), things made (6), food (13),
    /// natural objects (17), plants (20), substances (27).
    static let thingKinds: Set<Int> = [5, 6, 13, 17, 20, 27]

    /// Verbs whose object is a sound ("heard a bark", "listened to the whistle"), so no thing a character has.
    static let hearingVerbs: Set<String> = ["hear", "hears", "heard", "hearing", "listen", "listens", "listened"]

    /// `read`: the story's sentences with their clauses (`storyClauses`), where the caller has them.
    static func whatEvents(page: Page, read: [(Sentence, [Clause])]? = nil, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        // Every thing the story names, with its sentence and its noun: the options.
        var things: [(sentence: Int, text: String, noun: String)] = []
        for sentence in page.statements where !quotes(sentence) {
            let words = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
            var covered = 0
            for at in words.indices where at >= covered {
                guard var end = nounPhrase(in: words, from: at, kinds: thingKinds, page: page) else { continue }
                // "a piece of bread": what the thing holds goes with it, as with the key ("a piece" alone is no thing).
                if end + 1 < words.count, words[end] == "of", !words[end - 1].hasSuffix(",") {
                    end = nounPhrase(in: words, from: end + 1, kinds: thingKinds, page: page)
                        ?? nounPhrase(in: ["the"] + words[(end + 1)...], from: 0, kinds: thingKinds, page: page).map { end + $0 } ?? end
                }
                covered = end
                // "he heard a bark": a thing heard is a sound, no thing to hug, throw or take ("What did Leo hug? → a bark").
                let before = words[max(0, at - 2)..<at].map { TextTokens.trimmed($0).lowercased() }
                if let verb = before.last == "to" ? before.dropLast().last : before.last, Self.hearingVerbs.contains(verb) { continue }
                let text = words[at..<end].map(TextTokens.trimmed).joined(separator: " ")
                things.append((sentence.index, lowercasingFirst(text, page: page), TextTokens.trimmed(words[end - 1]).lowercased()))
            }
        }
        // The nouns of the story's places ("to the hill behind the village": hill, village).
        var placeNouns = Set<String>()
        for sentence in page.statements {
            let words = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
            for place in placePhrases(in: words, page: page) {
                placeNouns.formUnion(words[place.start..<place.end].map { TextTokens.trimmed($0).lowercased() })
            }
        }
        let read = read ?? storyClauses(page)
        // A verb the story uses once: "What did Maya paint?" has two answers where she painted a sun and a moon.
        let verbs = Dictionary(grouping: read.flatMap { $0.1 }, by: { $0.verb }).mapValues(\.count)
        var result: [Candidate] = []
        for (sentence, clauses) in read {
            for clause in clauses {
                let words = clause.words
                // "snapped up the cheese": the verb's particle goes into the stem ("What did the fox snap up?").
                let particle = clause.verbAt + 1 < words.count && ["up", "down", "out", "off", "away", "back"].contains(words[clause.verbAt + 1])
                let objectAt = clause.verbAt + (particle ? 2 : 1)
                guard var end = nounPhrase(in: words, from: objectAt, kinds: thingKinds, page: page) else { continue }
                // "a box of matches", "a basket of fresh fish": what the thing holds goes with it.
                if end + 1 < words.count, words[end] == "of", !words[end - 1].hasSuffix(",") {
                    end = nounPhrase(in: words, from: end + 1, kinds: thingKinds, page: page)
                        ?? nounPhrase(in: ["the"] + words[(end + 1)...], from: 0, kinds: thingKinds, page: page).map { end + $0 } ?? end
                }
                let answer = words[objectAt..<end].map(TextTokens.trimmed).joined(separator: " ")
                // What follows the thing: a place that ends the clause ("… to the hill behind the village"), or nothing
                // where the verb is the story's only one of its kind.
                var rest = ""
                if end < words.count, let place = placePhrase(in: words, at: end, page: page), closes(place.end, in: words) {
                    rest = " " + place.text
                } else if !(closes(end, in: words) && verbs[clause.verb] == 1) {
                    continue
                }
                let stem = "In the story, what did \(clause.subject) \(clause.verb)\(particle ? " " + words[clause.verbAt + 1] : "")\(rest)?"
                let noun = TextTokens.trimmed(words[end - 1]).lowercased()
                let shown = Set(TextTokens.lowered(stem))
                // Things of the key's kind ("a lantern" for "the rope"), never a place the story goes to ("the hill",
                // "his workshop": no one takes those anywhere); other things only where the story has too few.
                // Nor one from a sentence that names the key ("a coil" of rope for "the rope"), nor "its tail" (whose?).
                let pool = things.filter { thing in
                    thing.sentence != sentence.index && thing.noun != noun && !shown.contains(thing.noun) && !placeNouns.contains(thing.noun)
                        && !(page.sentence(thing.sentence).map { TextTokens.lowered($0.text).contains(noun) } ?? true)
                        && !["its", "their"].contains(thing.text.split(separator: " ").first.map { $0.lowercased() } ?? "")
                }
                let sameKind = Array(Set(pool.filter { kind(of: $0.noun, among: thingKinds) == kind(of: noun, among: thingKinds) }.map(\.text))).sorted()
                let picked = picker.pick(for: answer, from: Array(Set(pool.map(\.text))).sorted(), stem: stem, anyNumber: true, random: &random)
                guard let distractors = picker.preferring(sameKind, over: picked, for: answer, stem: stem, random: &random) else { continue }
                let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: sentence.text)
                result.append(Candidate(kind: .storyWhat, sentences: [sentence.index], question: question, score: 3.2, position: sentence.index))
                break
            }
        }
        return result
    }
}
