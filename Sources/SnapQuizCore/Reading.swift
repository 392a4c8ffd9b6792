/// How well a page was read: a grade and the three figures it is made from.
public struct Reading: Codable, Sendable, Equatable {
    /// `good`: read as printed text; `fair`: read, but check it; `poor`: too little was read to trust.
    public enum Grade: String, Codable, Sendable, CaseIterable {
        case good, fair, poor
    }

    public var grade: Grade
    /// Mean Tesseract confidence (0–100) of the words found on the page.
    public var confidence: Double
    /// Share (0–1) of the page's words that the English dictionary knows; nil when no dictionary applies
    /// (not English, or the Hunspell dictionaries are not installed).
    public var dictionaryRate: Double?
    /// How many words were found.
    public var words: Int

    public init(grade: Grade, confidence: Double, dictionaryRate: Double?, words: Int) {
        self.grade = grade
        self.confidence = confidence
        self.dictionaryRate = dictionaryRate
        self.words = words
    }
}

/// A word that spelling repair changed: what the OCR engine read and what was stored instead.
public struct OCRCorrection: Codable, Sendable, Equatable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}
