import SnapQuizCore

/// The `reading` object of `ingest`, `list` and `show --json`: every key present, a missing figure null.
struct ReadingJSON: Encodable, JSONConvertible {
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

    var json: JSONValue {
        jsonObject(["confidence": .double(confidence), "dictionaryRate": dictionaryRate.json, "grade": .string(grade), "words": .int(words)])
    }

    func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
}
