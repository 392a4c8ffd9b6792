/// How well a page was read: a grade, the figures it is made from, and who read it.
public struct Reading: Codable, Sendable, Equatable {
    /// `good`: read as printed text; `fair`: read, but check it; `poor`: too little was read to trust.
    public enum Grade: String, Codable, Sendable, CaseIterable {
        case good, fair, poor
    }

    /// `source` of a page read by Tesseract (every page stored before LLM readers existed).
    public static let tesseract = "tesseract"

    public var grade: Grade
    /// Mean Tesseract confidence (0–100) of the words found on the page; nil when Tesseract did not read the text
    /// (an LLM transcribed it, and models give no per-word confidence).
    public var confidence: Double?
    /// Share (0–1) of the page's words that the English dictionary knows; nil when no dictionary applies
    /// (not English, or the Hunspell dictionaries are not installed).
    public var dictionaryRate: Double?
    /// How many words were found.
    public var words: Int
    /// Who read the stored text: `tesseract`, or `llm:<model>` when a vision model transcribed the photo.
    public var source: String

    public init(grade: Grade, confidence: Double?, dictionaryRate: Double?, words: Int, source: String = Reading.tesseract) {
        self.grade = grade
        self.confidence = confidence
        self.dictionaryRate = dictionaryRate
        self.words = words
        self.source = source
    }

    /// Whether a model, not Tesseract, read the stored text.
    public var isLLM: Bool { source.hasPrefix("llm:") }

    private enum CodingKeys: String, CodingKey { case grade, confidence, dictionaryRate, words, source }

    /// Exports written before readings had a source were all read by Tesseract.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        grade = try container.decode(Grade.self, forKey: .grade)
        confidence = try container.decodeIfPresent(Double.self, forKey: .confidence)
        dictionaryRate = try container.decodeIfPresent(Double.self, forKey: .dictionaryRate)
        words = try container.decode(Int.self, forKey: .words)
        source = try container.decodeIfPresent(String.self, forKey: .source) ?? Self.tesseract
    }
}

/// A word that spelling repair changed: what the OCR engine read and what was stored instead.
public struct OCRCorrection: Codable, Sendable, Equatable {
    public var from: String
    public var to: String
    /// The repair is sure enough for a quiz to ask it as a key: the page bears it out ("rain, snow, sleet or hall": a
    /// list of weather makes it "hail"; "Romuius" beside "Romulus"), or it was the only word one letter confusion away
    /// ("nver" → "river"). False for any other repair, which stands on a guess. Written to JSON only when true, and
    /// absent from corrections stored before it existed.
    public var confirmed: Bool

    public init(from: String, to: String, confirmed: Bool = false) {
        self.from = from
        self.to = to
        self.confirmed = confirmed
    }

    private enum CodingKeys: String, CodingKey { case from, to, confirmed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decode(String.self, forKey: .from)
        to = try container.decode(String.self, forKey: .to)
        confirmed = try container.decodeIfPresent(Bool.self, forKey: .confirmed) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        if confirmed { try container.encode(true, forKey: .confirmed) }
    }
}

/// A word of the stored text that Tesseract was not sure of: its highest confidence (0–100) wherever the page shows
/// it. A dictionary word read with doubt may be another word misread ("mins" for "runs"), which no spelling check
/// can tell; the offline generator keeps such words out of its questions where the page offers others.
public struct OCRDoubt: Codable, Sendable, Equatable {
    public var word: String
    public var confidence: Double

    public init(word: String, confidence: Double) {
        self.word = word
        self.confidence = confidence
    }
}
