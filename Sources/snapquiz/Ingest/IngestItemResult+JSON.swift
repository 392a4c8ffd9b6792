import SnapQuizCore
import SnapQuizPipeline

extension IngestItemResult {
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
