import SnapQuizCore
import SnapQuizLexicon

/// Repairs a verb misread as a word that cannot be one, where an adverb particle says a verb stands there: "the rest
/// mins off into streams" is "runs off". The misread is a dictionary word ("mins"), so spelling repair leaves it, and
/// the page prints "runs" nowhere else, so `RealWordMisreads` cannot either: the proof is the phrase.
///
/// A doubted word (below `DoubtedWords.recordedBelow`) that WordNet knows but never as a verb, after a word in lower
/// case that can be a noun (its subject, "the rest"; not a number word nor an article) and before a particle ("off",
/// "out", "away" …) that no noun phrase follows (there it may be a preposition: "inns up the hill"), is taken for the
/// one verb form within `maximumStrokeChanges` letters of minim strokes (`minims`: "m" read for "r", "i" for "u")
/// whose verb and that particle make a phrasal verb WordNet's tagged corpus uses ("run off"; not "rail off", listed
/// but never seen). Two such forms, or none, leave the word as read.
struct ParticleVerbs {
    typealias Word = TesseractAPI.Word

    /// Adverb particles that follow a verb and make a phrasal verb with it; not "along", "around" or "through", which
    /// stand after a noun mostly as prepositions ("the inns along the road").
    static let particles: Set<String> = ["off", "out", "away", "up", "down", "back", "over", "apart", "aside"]
    /// Words that open a noun phrase: after one the particle may be a preposition ("ten inns up the hill"), and the
    /// word before it a noun.
    static let phraseOpeners: Set<String> = ["the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her",
                                             "its", "our", "their", "some", "every", "each"]
    /// Number words: a noun after one is counted ("ten miles out to sea"), no subject.
    static let numbers: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                       "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand",
                                       "few", "many", "several"]
    /// Letters made of upright strokes, which a blurred photo splits and joins into one another.
    static let minims: Set<Character> = ["i", "l", "m", "n", "r", "u"]
    /// At most this many letters swapped for other minim letters ("mins" → "runs" is two).
    static let maximumStrokeChanges = 2
    /// Shorter words lie too close together for strokes to say which was meant.
    static let minimumLetters = 3

    let lexicon: Lexicon
    let wordNet: WordNet?

    init(lexicon: Lexicon, wordNet: WordNet? = WordNet.shared) {
        self.lexicon = lexicon
        self.wordNet = wordNet
    }

    /// `lines` with verbs misread before a particle repaired, and what was changed, in reading order.
    func repair(_ lines: [[Word]]) -> (lines: [[Word]], corrections: [OCRCorrection]) {
        guard wordNet != nil else { return (lines, []) }
        var repaired = lines, corrections: [OCRCorrection] = []
        for (l, line) in lines.enumerated() {
            for (w, word) in line.enumerated() where word.confidence < DoubtedWords.recordedBelow && w > 0 {
                let next = Self.word(after: w, in: l, of: lines)
                let afterNext = Self.word(after: w + 1, in: l, of: lines)
                guard let next, let fixed = verb(word.text, after: line[w - 1].text, before: next.text, then: afterNext?.text) else { continue }
                corrections.append(OCRCorrection(from: word.text, to: fixed))
                repaired[l][w].text = fixed
            }
        }
        return (repaired, corrections)
    }

    /// The word after the `w`th of line `l`, on the next line with words when it is the last of its line.
    static func word(after w: Int, in l: Int, of lines: [[Word]]) -> Word? {
        w + 1 < lines[l].count ? lines[l][w + 1] : lines.dropFirst(l + 1).first { !$0.isEmpty }?.first
    }

    /// `text` repaired to the verb form its place before the particle `next` (and `following`, the word after that)
    /// needs, or nil.
    func verb(_ text: String, after previous: String, before next: String, then following: String? = nil) -> String? {
        guard let wordNet else { return nil }
        let token = SpellingRepair.Token(text), before = SpellingRepair.Token(previous), after = SpellingRepair.Token(next)
        let core = token.core
        guard core.count >= Self.minimumLetters, core.allSatisfy({ $0.isLetter && $0.isLowercase }), token.leading.isEmpty,
              token.possessive.isEmpty, token.trailing.isEmpty,
              // The subject: a word that can be a noun, with nothing between it and the verb.
              before.leading.isEmpty || before.leading.allSatisfy(SpellingRepair.punctuation.contains),
              before.trailing.isEmpty, before.possessive.isEmpty, before.core.allSatisfy({ $0.isLetter && $0.isLowercase }),
              wordNet.readings(of: before.core).contains(where: { $0.partOfSpeech == .noun }),
              !Self.numbers.contains(before.core), !Self.phraseOpeners.contains(before.core),
              after.leading.isEmpty, Self.particles.contains(after.core),
              // "mins off into streams", "off." — not "off the roof", where "off" may be a preposition after a noun.
              !after.trailing.isEmpty || following.map({ !Self.phraseOpeners.contains(SpellingRepair.Token($0).core.lowercased())
                  && !Self.numbers.contains(SpellingRepair.Token($0).core.lowercased()) && !$0.contains(where: \.isNumber) }) ?? true,
              lexicon.knows(core) else { return nil }
        let readings = wordNet.readings(of: core)
        guard !readings.isEmpty, !readings.contains(where: { $0.partOfSpeech == .verb }) else { return nil }
        let candidates = Self.strokeVariants(of: core).filter { candidate in
            guard candidate.last == core.last, lexicon.knows(candidate),
                  let verb = wordNet.readings(of: candidate).first(where: { $0.partOfSpeech == .verb }) else { return false }
            return wordNet.readings(of: verb.lemma + " " + after.core).contains { $0.partOfSpeech == .verb && $0.taggedSenses > 0 }
        }
        guard candidates.count == 1, let fixed = candidates.first else { return nil }
        return fixed
    }

    /// Every spelling of `word` with one to `maximumStrokeChanges` of its minim letters changed to other minim letters.
    static func strokeVariants(of word: String) -> Set<String> {
        var found = Set<String>(), frontier: Set<[Character]> = [Array(word)]
        for _ in 0..<maximumStrokeChanges {
            var next = Set<[Character]>()
            for letters in frontier {
                for (index, letter) in letters.enumerated() where minims.contains(letter) {
                    for other in minims where other != letter {
                        var changed = letters
                        changed[index] = other
                        next.insert(changed)
                    }
                }
            }
            found.formUnion(next.map { String($0) })
            frontier = next
        }
        found.remove(word)
        return found
    }
}
