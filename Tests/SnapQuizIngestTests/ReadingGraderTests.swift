import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// The reading grade, its advice, and which lines are left out as unreadable (real Hunspell dictionaries).
@Suite struct ReadingGraderTests {
    typealias Word = TesseractAPI.Word

    static func line(_ text: String, confidence: Float) -> [Word] {
        text.split(separator: " ").map { Word(text: String($0), confidence: confidence, left: 0, right: 10, height: 30) }
    }

    static let page = "The water cycle describes how water moves between the land the oceans and the air"

    @Test func gradesFromTheThreeFigures() {
        #expect(ReadingGrader.grade(confidence: 90, dictionaryRate: 0.95, words: 150) == .good)
        #expect(ReadingGrader.grade(confidence: 72, dictionaryRate: 0.88, words: 190) == .fair)
        #expect(ReadingGrader.grade(confidence: 90, dictionaryRate: 0.80, words: 150) == .fair)
        #expect(ReadingGrader.grade(confidence: 55, dictionaryRate: 0.95, words: 150) == .poor)
        #expect(ReadingGrader.grade(confidence: 90, dictionaryRate: 0.50, words: 150) == .poor)
        #expect(ReadingGrader.grade(confidence: 95, dictionaryRate: 1.00, words: 12) == .poor)
        #expect(ReadingGrader.grade(confidence: 0, dictionaryRate: nil, words: 0) == .poor)
    }

    @Test func measuresEveryWordFound() throws {
        let lexicon = try #require(Lexicon.shared)
        let lines = [Self.line(Self.page, confidence: 90), Self.line("oe ~ vw tpe bn", confidence: 20)]
        let reading = ReadingGrader(lexicon: lexicon).measure(lines)
        // 15 + 4 words with letters ("~" has none); 15 of the 19 letter words are English.
        #expect(reading.words == 19)
        #expect(abs((reading.confidence ?? 0) - (15 * 90 + 4 * 20) / 19) < 0.01)
        #expect(abs((reading.dictionaryRate ?? 0) - 15.0 / 19) < 0.001)
        #expect(ReadingGrader(lexicon: nil).measure(lines).dictionaryRate == nil)
    }

    @Test func adviceSaysWhatLooksWrong() {
        #expect(ReadingAdvice.advice(for: Reading(grade: .good, confidence: 90, dictionaryRate: 0.95, words: 150)) == nil)
        let nothing = ReadingAdvice.advice(for: Reading(grade: .poor, confidence: 0, dictionaryRate: nil, words: 0))
        #expect(nothing?.contains("no text was found") == true)
        let small = ReadingAdvice.advice(for: Reading(grade: .poor, confidence: 90, dictionaryRate: 1, words: 8))
        #expect(small?.contains("very little text") == true && small?.contains("closer") == true)
        let blurred = ReadingAdvice.advice(for: Reading(grade: .poor, confidence: 40, dictionaryRate: 0.5, words: 90))
        #expect(blurred?.contains("blurred") == true && blurred?.contains("handwritten") == true && blurred?.contains("40%") == true)
    }

    @Test func leavesOutDoubtfulLinesOfNonWords() throws {
        let lexicon = try #require(Lexicon.shared)
        let unreadable = UnreadableLines(lexicon: lexicon)
        #expect(unreadable.isUnreadable(Self.line("oe ~ vw tpe bn", confidence: 40)))
        #expect(!unreadable.isUnreadable(Self.line("oe ~ vw tpe bn", confidence: 90)))   // Tesseract is sure of it
        #expect(!unreadable.isUnreadable(Self.line(Self.page, confidence: 40)))           // doubtful but English
        #expect(!unreadable.isUnreadable(Self.line("Set of 4 moulds 10 246 2460", confidence: 40)))
        #expect(!unreadable.isUnreadable(Self.line("thomas@foster-edwards.co 072 4241", confidence: 40)))
    }
}
