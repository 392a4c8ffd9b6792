import Testing
@testable import SnapQuizIngest

@Suite struct ParagraphBreaksTests {
    @Test func oneBlankLineBetweenParagraphsNoneAtTheEnds() {
        #expect(ParagraphBreaks().apply(["", "", "The water cycle", "", "", "", "Clouds form.", "", ""])
            == ["The water cycle", "", "Clouds form."])
    }

    @Test func linesOfAParagraphStayTogether() {
        #expect(ParagraphBreaks().apply(["one", "two"]) == ["one", "two"])
        #expect(ParagraphBreaks().apply([]) == [])
    }
}
