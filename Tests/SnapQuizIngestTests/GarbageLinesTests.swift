import Testing
@testable import SnapQuizIngest

@Suite struct GarbageLinesTests {
    @Test func dropsSpecksAndRulesWithoutLeavingABreak() {
        #expect(GarbageLines().apply(["Title of the page", "~ — , ‘ | ;", "\\ | /", "Real text here.", "="])
            == ["Title of the page", "Real text here."])
    }

    @Test func keepsShortLinesWithAWordOrANumberAndParagraphBreaks() {
        let lines = ["48 ÷ 6 = ?", "", "Q3", "1.", "x = 12", "2) 6 × 7 = ?", "1) 3 × (4 + 5) = ?"]
        #expect(GarbageLines().apply(lines) == lines)
    }
}
