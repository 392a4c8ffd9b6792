import SnapQuizCore

/// The outcome of one photo of a batch.
struct IngestItemResult: Sendable {
    var photo: String
    var homework: Homework?
    /// False when the photo had been ingested before and the existing homework was returned.
    var created = false
    var quiz: Quiz?
    /// The failure that stopped this item (before storing), or that left it without a quiz.
    var failure: FailureKind?
    var errorMessage: String?
    /// Things the user should know that are not failures (a fallback taken, an option not applied).
    var notices: [String] = []
    /// Which generator was used (or tried).
    var generatorName: String?
    var ocrSeconds: Double?
    var rotation = 0

    /// SPEC §5 `ingest` JSON item.
    struct JSON: Encodable {
        struct QuizSummary: Encodable {
            var id: String
            var questionCount: Int
            var generator: String
        }

        var photo: String
        var id: String?
        var title: String?
        var subject: String?
        var ocrConfidence: Double?
        var reading: ReadingJSON?
        var created: Bool
        var quiz: QuizSummary?
        var error: String?
    }

    var json: JSON {
        JSON(photo: photo, id: homework?.id, title: homework?.title, subject: homework?.subject,
             ocrConfidence: homework?.ocrConfidence, reading: homework?.reading.map(ReadingJSON.init), created: created,
             quiz: quiz.map { .init(id: $0.id, questionCount: $0.questions.count, generator: $0.generator) },
             error: errorMessage)
    }
}
