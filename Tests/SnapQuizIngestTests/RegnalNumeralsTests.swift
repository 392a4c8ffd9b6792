import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// Against the real Hunspell dictionaries; words as Tesseract reports them.
@Suite struct RegnalNumeralsTests {
    static func repair(_ text: String, doubtful: [String: Float]) throws -> String {
        let lexicon = try #require(Lexicon.shared, "install hunspell-en-us and hunspell-en-gb")
        let result = RegnalNumerals(lexicon: lexicon).repair([SpellingRepairTests.line(text, confidence: 96, doubtful: doubtful)])
        return result.lines[0].map(\.text).joined(separator: " ")
    }

    /// fire-edges-photo read "King Charles II ordered" as "King Charles tl ordered".
    @Test func aNumeralReadAsThinStrokesAfterATitleAndANameIsPutBack() throws {
        #expect(try Self.repair("King Charles tl ordered that houses be pulled down.", doubtful: ["tl": 87]) == "King Charles II ordered that houses be pulled down.")
        #expect(try Self.repair("King Henry Vlll had six wives.", doubtful: ["Vlll": 70]) == "King Henry VIII had six wives.")
        #expect(try Self.repair("Pope Gregory 1X, then Queen Elizabeth l.", doubtful: ["1X,": 60, "l.": 50]) == "Pope Gregory IX, then Queen Elizabeth I.")
    }

    /// No title, a word the dictionary knows, a word Tesseract is sure of, or no numeral: left as read.
    @Test func anythingElseIsLeftAsRead() throws {
        for (text, doubted) in [("Charles tl ordered it.", "tl"), ("Under King Alfred it grew.", "it"), ("King Charles tl ordered it.", "none"),
                                ("King Charles XVX ordered it.", "XVX"), ("King Charles ttttttt ordered it.", "ttttttt")] {
            #expect(try Self.repair(text, doubtful: [doubted: 60]) == text, "\(text)")
        }
    }
}
