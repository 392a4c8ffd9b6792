import SnapQuizCore

/// The `reading` object of `ingest`, `list` and `show --json`: every key present, a missing figure null.
struct ReadingJSON: Encodable {
    let grade: String
    let confidence: Double
    let dictionaryRate: Double?
    let words: Int

    init(_ reading: Reading) {
        grade = reading.grade.rawValue
        confidence = (reading.confidence * 10).rounded() / 10
        dictionaryRate = reading.dictionaryRate.map { ($0 * 1000).rounded() / 1000 }
        words = reading.words
    }

    enum CodingKeys: String, CodingKey { case grade, confidence, dictionaryRate, words }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(grade, forKey: .grade)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(dictionaryRate, forKey: .dictionaryRate)
        try c.encode(words, forKey: .words)
    }
}

