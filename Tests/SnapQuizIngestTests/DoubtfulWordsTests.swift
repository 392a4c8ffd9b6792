import Testing
@testable import SnapQuizIngest

/// The two confidence stages: lines Tesseract doubts, and doubtful words of pure symbols.
@Suite struct DoubtfulWordsTests {
    typealias Word = TesseractAPI.Word
    typealias Line = TesseractAPI.Line

    static func line(_ words: [(String, Float)], block: Int = 0) -> Line {
        Line(words: words.map { Word(text: $0.0, confidence: $0.1, left: 0, right: 10, height: 30) }, block: block, startsParagraph: false)
    }

    @Test func aLineBelowTheMeanConfidenceGoes() {
        let lines = [Self.line([("Rivers", 90), ("carry", 80)]), Self.line([("ee", 30), ("~", 40)]), Self.line([("water", 45)])]
        #expect(DoubtfulLines(minimumConfidence: 45).apply(lines).map { $0.words.map(\.text) } == [["Rivers", "carry"], ["water"]])
    }

    @Test func aDoubtfulWordOfSymbolsGoesADoubtfulWordOfLettersStays() {
        let lines = [Self.line([("|", 30), ("Rivers", 20), ("4", 10), ("=", 80), ("¥", 49)])]
        #expect(DoubtfulSymbols(minimumConfidence: 50).apply(lines).map { $0.words.map(\.text) } == [["Rivers", "4", "="]])
    }
}
