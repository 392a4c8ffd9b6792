import Testing
@testable import SnapQuizIngest

@Suite struct WhitespaceTests {
    @Test func collapsesSpacesAndTrimsEachLine() {
        #expect(Whitespace().apply(["  The  water\tcycle ", "Clouds\u{A0}\u{A0}form.\r", "\u{0C}"])
            == ["The water cycle", "Clouds form.", ""])
    }

    @Test func dropsControlAndFormatCharacters() {
        #expect(Whitespace().apply(["wa\u{200B}ter\u{07}"]) == ["water"])
    }
}
