import Testing
@testable import SnapQuizIngest

@Suite struct HyphenJoinTests {
    @Test func joinsAWordBrokenAcrossLines() {
        #expect(HyphenJoin().apply(["Water evap-", "orates from the sea.", "It rises."])
            == ["Water evaporates", "from the sea.", "It rises."])
        // A soft hyphen, and a break whose next line is the rest of the word alone.
        #expect(HyphenJoin().apply(["bath\u{AD}", "houses"]) == ["bathhouses"])
    }

    @Test func keepsRealHyphensAndDashes() {
        #expect(HyphenJoin().apply(["Sanford-Smith", "West Ryan"]) == ["Sanford-Smith", "West Ryan"])
        // A capital after the break means the hyphen belongs there ("self-\nControl" is rare; "Anglo-\nSaxon" is common).
        #expect(HyphenJoin().apply(["Anglo-", "Saxon kings"]) == ["Anglo-", "Saxon kings"])
        // A dash standing alone, or after a digit, is no broken word.
        #expect(HyphenJoin().apply(["Answer -", "see below"]) == ["Answer -", "see below"])
        #expect(HyphenJoin().apply(["pages 12-", "fourteen"]) == ["pages 12-", "fourteen"])
    }

    @Test func neverJoinsAcrossAParagraphBreak() {
        #expect(HyphenJoin().apply(["a magma cham-", "", "ber forms"]) == ["a magma cham-", "", "ber forms"])
    }
}
