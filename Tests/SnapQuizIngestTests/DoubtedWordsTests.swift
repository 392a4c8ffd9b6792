import Testing
import SnapQuizCore
@testable import SnapQuizIngest

/// Each word Tesseract doubted everywhere the page shows it is recorded once, with its highest confidence.
@Suite struct DoubtedWordsTests {
    typealias Word = TesseractAPI.Word

    static func word(_ text: String, _ confidence: Float) -> Word { Word(text: text, confidence: confidence, left: 0, right: 10, height: 10) }

    @Test func wordsDoubtedEverywhereAreRecordedOnce() {
        let lines = [[Self.word("The", 96), Self.word("rest", 93), Self.word("mins", 84.17), Self.word("off,", 61)],
                     [Self.word("Off", 95), Self.word("MINS", 40), Self.word("12", 20), Self.word("—", 5), Self.word("hall.", 86.5)]]
        // "off" is read at 95 once: no doubt. Numbers and marks are no words.
        #expect(DoubtedWords.find(in: lines) == [OCRDoubt(word: "mins", confidence: 84.1), OCRDoubt(word: "hall", confidence: 86.5)])
    }

    @Test func aWordOnePageReadsSurelyIsNotDoubtedAcrossPages() {
        let pages = [(text: "The rest mins off into hall.", doubted: [OCRDoubt(word: "mins", confidence: 70), OCRDoubt(word: "hall", confidence: 60)]),
                     (text: "Rain, sleet or hall; the mins", doubted: [OCRDoubt(word: "mins", confidence: 80)]),
                     (text: "caring for it", doubted: [OCRDoubt(word: "caring", confidence: 0)])]
        #expect(DoubtedWords.merge(pages) == [OCRDoubt(word: "mins", confidence: 80), OCRDoubt(word: "caring", confidence: 0)])
    }
}
