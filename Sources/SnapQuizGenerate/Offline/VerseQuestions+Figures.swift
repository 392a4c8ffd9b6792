import Foundation
import SnapQuizLexicon

/// What a teacher asks of a poem beyond its words in order: which word rhymes with another, and which line holds a
/// simile. A quiz of line endings and next lines alone was two kinds of question on every poem.
extension VerseQuestions {
    /// The sound a word ends on, as its spelling shows it: the last vowel group and what follows ("night" → "ight",
    /// "frames" → "ame", "way" → "ay"), a plural's "s" and a silent final "e" read through. Nil where the spelling does not
    /// tell the sound (`unsureEndings`: "love" and "move", "though" and "through").
    static func rhymeEnding(_ word: String) -> String? {
        var letters = Array(word.lowercased())
        guard letters.count >= 2, letters.allSatisfy(\.isLetter) else { return nil }
        if letters.count > 3, letters.last == "s", letters[letters.count - 2] != "s" { letters.removeLast() }
        let isVowel = { (index: Int) in "aeiou".contains(letters[index]) || letters[index] == "y" && index > 0 && !"aeiou".contains(letters[index - 1]) }
        // A silent "e" after a consonant: the vowel before that consonant carries the sound ("frame", "place").
        var end = letters.count - 1
        if letters[end] == "e", end >= 2, !isVowel(end - 1) { end -= 2 }
        while end >= 0, !isVowel(end) { end -= 1 }
        guard end >= 0 else { return nil }
        var start = end
        while start > 0, isVowel(start - 1) { start -= 1 }
        let ending = String(letters[start...])
        guard !unsureEndings.contains(where: { ending.hasPrefix($0) }), ending.count >= 2 || letters.count <= 3 else { return nil }
        return ending
    }

    /// Spellings that end words of different sounds ("love / move / drove", "good / food", "bear / fear", "now /
    /// snow", "though / through / tough"): a pair spelt alike there may not rhyme, and is not asked.
    static let unsureEndings: [String] = ["ove", "ough", "ome", "ood", "ear", "ead", "ow", "ost", "one", "eat", "int", "oot",
                                          "ull", "ush", "our", "ive", "ey", "oe", "ose", "ind", "ild", "omb", "ave", "ere", "ord", "orm"]

    /// "In the poem, which word rhymes with “night”?": two line endings near each other spelt to rhyme, the wrong
    /// options other line endings that share neither the vowel nor the last letter of the word asked about (so no
    /// "they" or "grey" beside "way", no "bed" beside "lead").
    static func rhymeCandidates(body: [String], offset: Int, page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let endings: [(line: Int, word: String)] = body.enumerated().compactMap { index, line in
            guard let last = TextTokens.words(in: line).last, last.count >= 2, page.words.isCleanWord(last),
                  !TextAnalysis.commonWords.contains(last.lowercased()) || last.count >= 4 else { return nil }
            return (index, last.lowercased())
        }
        var result: [Candidate] = []
        var asked = Set<String>()
        for (i, cue) in endings.enumerated() {
            guard let sound = rhymeEnding(cue.word), !asked.contains(cue.word) else { continue }
            // The partner: a later ending within four lines (couplets, alternate and enclosed rhymes), spelt to rhyme,
            // not the same word nor one holding the other ("light" / "delight").
            guard let partner = endings[(i + 1)...].prefix(while: { $0.line - cue.line <= 4 }).first(where: {
                rhymeEnding($0.word) == sound && !$0.word.hasSuffix(cue.word) && !cue.word.hasSuffix($0.word)
            }) else { continue }
            let vowels = Set(sound.prefix { "aeiouy".contains($0) })
            let rhymes = Set(endings.filter { rhymeEnding($0.word) == sound }.map(\.word))
            let others = Set(endings.map(\.word)).filter { word in
                !rhymes.contains(word) && !TextAnalysis.commonWords.contains(word) && word.last != cue.word.last
                    && rhymeEnding(word).map { Set($0.prefix { "aeiouy".contains($0) }).isDisjoint(with: vowels) } == true
            }.sorted()
            let stem = "In the poem, which word rhymes with “\(cue.word)”?"
            guard let distractors = picker.pick(for: partner.word, from: others, stem: stem, anyNumber: true, random: &random)
                    ?? (others.count >= 3 ? Array(others.shuffled(using: &random).prefix(3)) : nil) else { continue }
            asked.formUnion([cue.word, partner.word])
            // The evidence quotes the page (one line); the feedback shows both rhyming lines.
            let question = ItemText.question(stem, answer: partner.word, distractors: distractors, evidence: body[partner.line],
                                             explanation: "The text says: “\(body[cue.line])” … “\(body[partner.line])”")
            result.append(Candidate(kind: .verseRhyme, sentences: [cue.line + offset + 10_000, partner.line + offset + 10_000],
                                    question: question, score: 4.3, position: cue.line + offset))
        }
        // Two at most: a quiz of rhymes tests spelling, not the poem.
        return Array(result.shuffled(using: &random).prefix(2))
    }

    /// The lines of `body` that hold a simile: "as grey as lead", "lonely as a cloud" (a describing word, then "as" and a
    /// thing), "like a …" after a verb or describing word ("runs like the wind", not "animals like the fox" nor "I like
    /// the sea").
    static func simileLines(_ body: [String]) -> [Int] {
        guard let wordNet = WordNet.shared else { return [] }
        let articles: Set<String> = ["a", "an", "the"]
        let notCompared: Set<String> = ["soon", "long", "well", "far", "much", "many", "little", "often", "such", "same"]
        func isNoun(_ word: String) -> Bool {
            // "india-rubber ball", "sleepy-head": a compound by its last part.
            let word = word.split(separator: "-").last.map(String.init) ?? word
            return !TextAnalysis.commonWords.contains(word) && wordNet.readings(of: word).contains { $0.partOfSpeech == .noun }
        }
        func describes(_ word: String) -> Bool {
            let readings = wordNet.readings(of: word)
            return !TextAnalysis.commonWords.contains(word) && readings.contains { $0.partOfSpeech == .adjective || $0.partOfSpeech == .adverb }
        }
        func acts(_ word: String) -> Bool {
            wordNet.readings(of: word).contains { $0.partOfSpeech == .verb } && !["would", "should", "could", "to", "i", "you", "we", "they", "do", "does", "did"].contains(word)
        }
        return body.indices.filter { index in
            let words = TextTokens.words(in: body[index]).map { $0.lowercased() }
            for (i, word) in words.enumerated() {
                let next = i + 1 < words.count ? words[i + 1] : ""
                let afterNext = i + 2 < words.count ? words[i + 2] : ""
                // The thing compared: after the article, past at most two describing words ("like an arrant sleepy-head").
                var thing = articles.contains(next) ? afterNext : next
                var at = articles.contains(next) ? i + 2 : i + 1
                while at + 1 < words.count, at < i + 4, describes(thing), !isNoun(thing) || isNoun(words[at + 1]) {
                    at += 1
                    thing = words[at]
                }
                // "as grey as lead"
                if word == "as", i + 3 < words.count, words[i + 2] == "as", !notCompared.contains(next), describes(next), isNoun(words[i + 3]) || articles.contains(words[i + 3]) {
                    return true
                }
                // "lonely as a cloud", "Continuous as the stars", "white as winter snow"; not "known as the Red Tower" nor
                // "worked as a miller" (a participle or a verb before "as" names a role or a name, not a likeness).
                let before = i > 0 ? words[i - 1] : ""
                if word == "as", !before.isEmpty, describes(before), !notCompared.contains(before),
                   !["ed", "wn", "en"].contains(where: before.hasSuffix), isNoun(thing) { return true }
                // "runs like the wind", "white like snow"; not "animals like the fox" (a noun, no verb: an example)
                if word == "like", !before.isEmpty, !thing.isEmpty, isNoun(thing), acts(before) || describes(before) {
                    return true
                }
            }
            return false
        }
    }

    /// "Which line of the poem holds a simile?": the key a line with one, the wrong options lines without "as" or "like".
    static func simileCandidate(body: [String], offset: Int, titles: Set<String>, picker: DistractorPicker, random: inout QuizRandom) -> Candidate? {
        let similes = simileLines(body)
        guard let line = similes.randomElement(using: &random) else { return nil }
        let plain = body.enumerated().filter { index, text in
            let words = Set(TextTokens.words(in: text).map { $0.lowercased() })
            return !similes.contains(index) && !titles.contains(text) && words.isDisjoint(with: ["as", "like", "than"]) && words.count >= 3
        }.map { withoutFinalMark($0.element) }
        let stem = "Which line of the poem holds a simile (a comparison using “as” or “like”)?"
        let answer = withoutFinalMark(body[line])
        guard let distractors = picker.pick(for: answer, from: plain, stem: stem, random: &random) else { return nil }
        let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: body[line])
        return Candidate(kind: .verseSimile, sentences: [line + offset + 10_000], question: question, score: 4.4, position: line + offset)
    }
}
