import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// The stages after recognition together: the grade counts every word found, repairs and left-out lines change
/// `text` only, and `rawText` keeps what the engine read.
@Suite struct PageReadingTests {
    typealias Word = TesseractAPI.Word
    typealias Line = TesseractAPI.Line

    static func line(_ text: String, confidence: Float, paragraph: Bool = false) -> Line {
        Line(words: text.split(separator: " ").map { Word(text: String($0), confidence: confidence, left: 0, right: 10, height: 30) },
             block: 0, startsParagraph: paragraph)
    }

    @Test func repairsAndLeavesOutWithoutLosingWhatWasRead() throws {
        let lexicon = try #require(Lexicon.shared)
        let lines = [
            Self.line("Energy from the Sun heats water in nivers, lakes and seas.", confidence: 88, paragraph: true),
            Self.line("oe ~ vw tpe bn", confidence: 30),
            Self.line("Plants also release water vapour from their leaves.", confidence: 93),
        ]
        let result = PageReading(lexicon: lexicon).read(all: lines, kept: lines)
        #expect(result.text == "Energy from the Sun heats water in rivers, lakes and seas.\nPlants also release water vapour from their leaves.")
        #expect(result.rawText == "Energy from the Sun heats water in nivers, lakes and seas.\noe ~ vw tpe bn\nPlants also release water vapour from their leaves.")
        #expect(result.corrections == [OCRCorrection(from: "nivers,", to: "rivers,", confirmed: true)])
        #expect(result.unreadableLines == ["oe ~ vw tpe bn"])
        // Graded on everything found, as read: 11 + 4 + 8 words with letters, 10 + 0 + 8 of them English.
        #expect(result.grade.words == 23)
        #expect(abs((result.grade.dictionaryRate ?? 0) - 18.0 / 23) < 0.001)
    }

    /// A receipt of my own with a price's point lost: the point is put back and recorded beside the spelling repairs.
    @Test func pricesGetTheirPointsBackAfterSpelling() throws {
        let lexicon = try #require(Lexicon.shared)
        let lines = [Self.line("Pencil case 2 1.75 350", confidence: 80), Self.line("Rubber 1 0.45 0.45", confidence: 90)]
        let result = PageReading(lexicon: lexicon).read(all: lines, kept: lines)
        #expect(result.text == "Pencil case 2 1.75 3.50\nRubber 1 0.45 0.45")
        #expect(result.corrections == [OCRCorrection(from: "350", to: "3.50")])
        #expect(result.rawText == "Pencil case 2 1.75 350\nRubber 1 0.45 0.45")
    }

    @Test func rawOptionsOnlyGrade() throws {
        let lexicon = try #require(Lexicon.shared)
        let lines = [Self.line("heats water in nivers", confidence: 50), Self.line("oe ~ vw tpe bn", confidence: 30)]
        let result = PageReading(lexicon: lexicon, options: .raw).read(all: lines, kept: lines)
        #expect(result.text == result.rawText && result.corrections.isEmpty && result.unreadableLines.isEmpty)
        #expect(result.grade.grade == .poor)
    }

    @Test func withoutADictionaryTheTextIsAsRead() {
        let lines = [Self.line("heats water in nivers", confidence: 50)]
        let result = PageReading(lexicon: nil).read(all: lines, kept: lines)
        #expect(result.text == "heats water in nivers" && result.grade.dictionaryRate == nil)
    }
}
