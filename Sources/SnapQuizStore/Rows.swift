import Foundation
import GRDB
import SnapQuizCore

// Row <-> value mapping, kept in one place so every query reads columns the same way.

let jsonEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}()

extension Homework {
    /// Reads a homework from a row whose columns carry `prefix` (e.g. "h_" when joined).
    init(row: Row, prefix: String = "") {
        self.init(
            id: row[prefix + "id"], learner: row[prefix + "learner"], title: row[prefix + "title"],
            subject: row[prefix + "subject"], imageURL: row[prefix + "image_url"],
            imageSHA256: row[prefix + "image_sha256"], ocrText: row[prefix + "ocr_text"],
            ocrConfidence: row[prefix + "ocr_confidence"], createdAt: row[prefix + "created_at"],
            updatedAt: row[prefix + "updated_at"]
        )
    }
}

extension Quiz {
    init(row: Row) throws {
        let json: String = row["questions"]
        let document = try JSONDecoder().decode(QuizDocument.self, from: Data(json.utf8))
        self.init(
            id: row["id"], homeworkID: row["homework_id"], questions: document.questions, topic: row["topic"],
            subtopic: row["subtopic"], classificationConfidence: row["classification_confidence"],
            generator: row["generator"], createdAt: row["created_at"]
        )
    }
}

extension Attempt {
    init(row: Row) throws {
        let json: String = row["answers"]
        self.init(
            id: row["id"], quizID: row["quiz_id"], score: row["score"], totalQuestions: row["total_questions"],
            timeTakenSeconds: row["time_taken_seconds"],
            answers: try JSONDecoder().decode([AnswerRecord].self, from: Data(json.utf8)),
            completedAt: row["completed_at"], kind: AttemptKind(rawValue: row["kind"]) ?? .full
        )
    }
}

extension HomeworkProgress {
    /// Reads progress from a row whose columns carry `prefix`; nil when the row has none (LEFT JOIN).
    init?(row: Row, prefix: String = "") {
        guard let homeworkID: String = row[prefix + "homework_id"] else { return nil }
        self.init(
            homeworkID: homeworkID, completionPercentage: row[prefix + "completion_percentage"],
            bestScore: row[prefix + "best_score"], totalAttempts: row[prefix + "total_attempts"],
            lastPlayedAt: row[prefix + "last_played_at"]
        )
    }
}
