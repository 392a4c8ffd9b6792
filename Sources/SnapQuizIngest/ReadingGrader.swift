import SnapQuizCore
import SnapQuizLexicon

/// Grades how well a page was read from three figures of what Tesseract found: mean word confidence,
/// the share of words the dictionary knows, and the number of words.
struct ReadingGrader {
    typealias Word = TesseractAPI.Word

    /// Below any of these the reading is `poor`. Measured on the 20 bench images (TestImages, ../shared/ocr-dev):
    /// the six pages read at CER 0.30–0.82 had confidence 39–64 or dictionary rate 0.46–0.78; every page read
    /// at CER ≤ 0.16 had confidence ≥ 72 and dictionary rate ≥ 0.85.
    static let poorConfidence = 65.0, poorDictionaryRate = 0.75, poorWords = 20
    /// At or above both of these it is `good`; between, `fair`.
    static let goodConfidence = 80.0, goodDictionaryRate = 0.85

    let lexicon: Lexicon?

    /// The figures and grade of every word found on the page (with a letter or digit), before any is dropped.
    func measure(_ lines: [[Word]]) -> Reading {
        let words = lines.joined().filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        let confidence = words.isEmpty ? 0 : Double(words.map(\.confidence).reduce(0, +)) / Double(words.count)
        let rate = dictionaryRate(words)
        return Reading(grade: Self.grade(confidence: confidence, dictionaryRate: rate, words: words.count),
                       confidence: confidence, dictionaryRate: rate, words: words.count)
    }

    /// Share of the words made only of letters that the dictionary knows; nil without a dictionary or such words.
    func dictionaryRate(_ words: [Word]) -> Double? {
        dictionaryRate(words.map(\.text))
    }

    /// As `dictionaryRate(_:)` for words given as text.
    func dictionaryRate(_ words: [String]) -> Double? {
        guard let lexicon else { return nil }
        let checked = words.map { SpellingRepair.Token($0).core }.filter { !$0.isEmpty && $0.allSatisfy(\.isLetter) }
        guard !checked.isEmpty else { return nil }
        return Double(checked.filter(lexicon.knows).count) / Double(checked.count)
    }

    /// A missing confidence (a model's transcription has none) leaves the grade to the words and the dictionary.
    static func grade(confidence: Double?, dictionaryRate: Double?, words: Int) -> Reading.Grade {
        let rate = dictionaryRate ?? 1
        let confidence = confidence ?? 100
        if words < poorWords || confidence < poorConfidence || rate < poorDictionaryRate { return .poor }
        if confidence >= goodConfidence && rate >= goodDictionaryRate { return .good }
        return .fair
    }
}

/// Grades text that Tesseract did not read (a vision model's transcription) by the same rules: the number of words
/// and the share the dictionary knows; there is no word confidence to weigh.
public enum TranscriptReading {
    /// The reading of `text`, recorded as read by `source` (`llm:<model>`); the dictionary applies to English only.
    public static func measure(_ text: String, source: String, language: String = "eng",
                               lexicon: Lexicon? = Lexicon.shared) -> Reading {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.contains { $0.isLetter || $0.isNumber } }
        let grader = ReadingGrader(lexicon: language.hasPrefix("eng") ? lexicon : nil)
        let rate = grader.dictionaryRate(words)
        return Reading(grade: ReadingGrader.grade(confidence: nil, dictionaryRate: rate, words: words.count),
                       confidence: nil, dictionaryRate: rate, words: words.count, source: source)
    }
}
