@testable import SnapQuizIngest
import Testing

/// NameCapitals: a name's capital read small is put back only where the page prints the name with its capitals.
@Suite struct NameCapitalsTests {
    @Test func aNameTheTitlePrintsGetsItsCapitalBack() {
        let lines = ["History Homework: The Industrial Revolution", "",
                     "The industrial Revolution began in Britain in the middle of the eighteenth century."]
        #expect(NameCapitals().apply(lines)[2] == "The Industrial Revolution began in Britain in the middle of the eighteenth century.")
    }

    @Test func aWordIsLeftWhenThePageNeverPrintsTheNameWithCapitals() {
        let lines = ["The industrial Revolution began in Britain.", "The Moon does not make its own light.",
                     "It reflects light from the Moon. Comets orbit the Sun, Mars and the Moon."]
        // "The Moon" opens a sentence, "Sun, Mars" runs across a comma: neither is a name that says "the" is wrong.
        #expect(NameCapitals().apply(lines) == lines)
    }

    /// A title in title case capitalises small words that are no names: "Life In Britain" says nothing of "in Britain".
    @Test func aTitleCaseSmallWordStaysSmall() {
        let lines = ["Topic: Everyday Life In Britain Under Victoria", "People in Britain worked long hours under Victoria."]
        #expect(NameCapitals().apply(lines) == lines)
    }

    @Test func onlyALetterWhoseCapitalHasTheSameShapeIsChanged() {
        let lines = ["A visit to Old Trafford Stadium and the Old trafford Stadium shop.",
                     "He sailed the Pacific Ocean and then the pacific Ocean again."]
        let out = NameCapitals().apply(lines)
        #expect(out[0] == lines[0])   // "t" and "T" differ in shape: no photo reads one for the other
        #expect(out[1] == "He sailed the Pacific Ocean and then the Pacific Ocean again.")
    }
}
