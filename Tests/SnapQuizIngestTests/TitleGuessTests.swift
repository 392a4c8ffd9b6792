import Testing
@testable import SnapQuizIngest

@Suite struct TitleGuessTests {
    @Test func firstMeaningfulLineIsTheTitle() {
        #expect(TitleGuess.firstMeaningfulLine(of: "| 3\n\nScience Homework: The Water Cycle\nmore") == "Science Homework: The Water Cycle")
        #expect(TitleGuess.firstMeaningfulLine(of: "12 34\n") == nil)
        let long = String(repeating: "word ", count: 40)
        let title = try! #require(TitleGuess.firstMeaningfulLine(of: long, maxLength: 30))
        #expect(title.count <= 30 && title.hasSuffix("…"))
    }

    /// Specks read after a title's last word under a coloured lamp go; a title's own number, letter or short word stays.
    @Test func specksAfterTheTitleGo() {
        #expect(TitleGuess.firstMeaningfulLine(of: "History: The Roman Empire 7 7 oi\ntext") == "History: The Roman Empire")
        #expect(TitleGuess.firstMeaningfulLine(of: "Science Homework: The Water Cycle Oo\n") == "Science Homework: The Water Cycle")
        for title in ["Maths: Unit 7", "Vitamin C", "Fractions, Part 2", "What Plants Live On", "Who Is It"] {
            #expect(TitleGuess.firstMeaningfulLine(of: title + "\n") == title)
        }
    }
}
