import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// Against the real WordNet; words as Tesseract reports them.
@Suite struct DigitForArticleTests {
    static func repair(_ text: String) throws -> (text: String, corrections: [OCRCorrection]) {
        let wordNet = try #require(WordNet.shared, "install wordnet-base")
        let result = DigitForArticle(wordNet: wordNet).repair([SpellingRepairTests.line(text)])
        return (result.lines[0].map(\.text).joined(separator: " "), result.corrections)
    }

    /// history-cloth-photo read "Rome began as a small town" as "as 4 small town", and the quiz offered "4 BC".
    @Test func aFourBeforeASingularNounIsTheArticle() throws {
        #expect(try Self.repair("Rome began as 4 small town on the river Tiber.").text == "Rome began as a small town on the river Tiber.")
        #expect(try Self.repair("The mill was 4 noisy, dusty place").corrections == [OCRCorrection(from: "4", to: "a")])
        #expect(try Self.repair("It grew into 4 city of a million people.").text == "It grew into a city of a million people.")
    }

    /// Where English allows a number, the 4 is one.
    @Test func aFourThatCountsIsKept() throws {
        for text in ["Rome began as 4 small towns on the river.", "The tank holds 4 litres.", "Prices rose by 4 percent last year.",
                     "Seven is 4 more than three.", "Sixteen is 4 squared.", "It was 4 hundred years old.", "Cut it into 4 equal parts.",
                     "The wall is 4 metre high.", "Divide 4 apples among two children.", "It was 4 kilometre walk.", "at 4 pm",
                     "The answer is 4 .", "It ends in 4 Roman towns.", "Eight is 4 less than twelve.",
                     // A maths photo read "A recipe needs 250 grams of flour for 4 people." as "for a people".
                     "A recipe needs 250 grams of flour for 4 people.", "The farm keeps 4 sheep.", "There are 4 species of bear."] {
            #expect(try Self.repair(text).corrections.isEmpty, "\(text)")
        }
    }
}
