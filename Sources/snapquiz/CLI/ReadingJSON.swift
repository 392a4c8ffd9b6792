import SnapQuizCore

/// The `reading` object of `ingest`, `list` and `show --json`: every key present, a missing figure null.
struct ReadingJSON: Encodable, JSONConvertible {
    let grade: String
    /// Tesseract's mean word confidence; null for a page an LLM transcribed.
    let confidence: Double?
    let dictionaryRate: Double?
    let words: Int
    /// `tesseract` or `llm:<model>`.
    let source: String

    init(_ reading: Reading) {
        grade = reading.grade.rawValue
        confidence = reading.confidence.map { ($0 * 10).rounded() / 10 }
        dictionaryRate = reading.dictionaryRate.map { ($0 * 1000).rounded() / 1000 }
        words = reading.words
        source = reading.source
    }

    var json: JSONValue {
        jsonObject(["confidence": confidence.json, "dictionaryRate": dictionaryRate.json, "grade": .string(grade), "source": .string(source),
                    "words": .int(words)])
    }

    func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
}
