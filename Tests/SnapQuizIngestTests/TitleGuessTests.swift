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
}
