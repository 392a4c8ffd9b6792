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
            ocrConfidence: row[prefix + "ocr_confidence"], ocrRawText: row[prefix + "ocr_raw_text"],
            ocrCorrections: Self.array(json: row[prefix + "ocr_corrections"]),
            ocrDoubted: Self.array(json: row[prefix + "ocr_doubted"]),
            reading: Self.reading(row: row, prefix: prefix),
            createdAt: row[prefix + "created_at"], updatedAt: row[prefix + "updated_at"]
        )
    }

    /// A JSON array column (`ocr_corrections`, `ocr_doubted`); empty when NULL (nothing recorded).
    static func array<Element: Decodable>(json: String?) -> [Element] {
        guard let json else { return [] }
        return (try? JSONDecoder().decode([Element].self, from: Data(json.utf8))) ?? []
    }

    /// `ocrDoubted` as the `ocr_doubted` column stores it: NULL when no word was doubted.
    var doubtedJSON: String? {
        ocrDoubted.isEmpty ? nil : (try? jsonEncoder.encode(ocrDoubted)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func reading(row: Row, prefix: String) -> Reading? {
        guard let grade: String = row[prefix + "reading_grade"], let value = Reading.Grade(rawValue: grade) else { return nil }
        return Reading(grade: value, confidence: row[prefix + "reading_confidence"],
                       dictionaryRate: row[prefix + "reading_dictionary_rate"], words: row[prefix + "reading_words"] ?? 0,
                       source: row[prefix + "reading_source"] ?? Reading.tesseract)
    }

    /// The columns of migrations 0004, 0005 and 0007 as bound values, in the order `readingColumns` names them.
    var readingValues: StatementArguments {
        let corrections = (try? jsonEncoder.encode(ocrCorrections)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return [ocrRawText, corrections, reading?.grade.rawValue, reading?.confidence, reading?.dictionaryRate, reading?.words,
                reading?.source, doubtedJSON]
    }

    static let readingColumns = "ocr_raw_text, ocr_corrections, reading_grade, reading_confidence, reading_dictionary_rate, reading_words, reading_source, ocr_doubted"
    static let readingColumnCount = readingColumns.split(separator: ",").count
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
