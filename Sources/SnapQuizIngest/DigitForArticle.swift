import SnapQuizCore
import SnapQuizLexicon

/// Puts back the article "a" a photo read as the digit "4" ("Rome began as 4 small town", history-cloth-photo): a
/// small italic or blurred "a" closes into a 4, and Tesseract is sure of it. The misread then becomes a number on the
/// page, and the quiz offered "4 BC" and "AD 4" beside the real dates.
///
/// The words around it prove it, as English allows no number there: a "4" standing alone after a word that stands
/// before an article ("as", "was", "in", "of" …), before a noun in the singular, with at most two adjectives between
/// ("4 small town", not "4 small towns", "4 times", "4 cm", "4 percent", "4 hundred", "is 4 more than", "4 squared",
/// "for 4 people").
/// Every change is recorded as spelling repair's are.
struct DigitForArticle {
    typealias Word = TesseractAPI.Word

    /// Adjectives allowed between the article and its noun ("a small town", "a long, narrow island").
    static let maximumAdjectives = 2
    /// Nouns a number stands before in the singular: units, amounts and number words ("4 percent", "4 hundred").
    static let countingNouns: Set<String> = ["percent", "per", "cent", "hundred", "thousand", "million", "billion", "dozen", "score", "times"]
    /// Nouns WordNet lists as lemmas of their own that count as plurals, or are the same in the plural, so a number
    /// stands before them as well as an article does, or only a number does: "a recipe for 4 people" (a maths photo
    /// read as "for a people" before this), "4 sheep", "4 fish", "4 species". WordNet's exception list does not give
    /// "people" as a plural of "person".
    static let pluralLemmas: Set<String> = ["people", "police", "cattle", "livestock", "poultry", "clergy", "folk", "sheep", "deer",
                                            "fish", "salmon", "trout", "aircraft", "offspring", "species", "series", "means"]

    let wordNet: WordNet

    /// `lines` with every "4" that stands for "a" put back, and what was changed.
    func repair(_ lines: [[Word]]) -> (lines: [[Word]], corrections: [OCRCorrection]) {
        var repaired = lines, corrections: [OCRCorrection] = []
        for (l, line) in lines.enumerated() {
            for (w, word) in line.enumerated() where word.text == "4" && w > 0 {
                let before = line[w - 1].text
                guard SpellingRepair.wordsBeforeArticle.contains(before) || before == "became",
                      standsBeforeASingularNoun(line[(w + 1)...].map(\.text)) else { continue }
                corrections.append(OCRCorrection(from: word.text, to: "a"))
                repaired[l][w].text = "a"
            }
        }
        return (repaired, corrections)
    }

    /// Whether `words` open with at most `maximumAdjectives` adjectives and then a noun in the singular, all in lower
    /// case and with no punctuation but a comma after an adjective until the noun.
    func standsBeforeASingularNoun(_ words: [String]) -> Bool {
        for (index, text) in words.prefix(Self.maximumAdjectives + 1).enumerated() {
            let word = text.trimmingCharacters(in: .punctuationCharacters)
            guard word.count >= 3, word.allSatisfy({ $0.isLetter && $0.isLowercase }), !SpellingRepair.functionWords.contains(word),
                  !Self.countingNouns.contains(word), !Self.pluralLemmas.contains(word) else { return false }
            let readings = wordNet.readings(of: word)
            if let noun = readings.first(where: { $0.partOfSpeech == .noun }), !noun.inflected,
               WordNet.commonest(of: readings)?.partOfSpeech == .noun {
                return !noun.categories.contains(Self.quantity)
            }
            // Not a noun: an adjective may stand between the article and its noun, followed by a space or a comma.
            guard readings.contains(where: { $0.partOfSpeech == .adjective }), text == word || text == word + ",",
                  index < Self.maximumAdjectives else { return false }
        }
        return false
    }

    /// WordNet's lexicographer file of units and amounts (noun.quantity: "metre", "hour", "kilogram").
    static let quantity = 23
}
