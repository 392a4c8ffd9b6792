import Foundation
import SnapQuizCore

/// PostgreSQL's text forms of the values the store reads and binds. The session runs with
/// `TimeZone = 'UTC'`, so timestamps come back as `2026-03-01 10:00:00.123456+00`.
enum PGValues {
    /// A timestamp bound as text, to the microsecond PostgreSQL keeps.
    static func timestamp(_ date: Date) -> PGParam {
        var seconds = floor(date.timeIntervalSince1970)
        var micros = Int(((date.timeIntervalSince1970 - seconds) * 1_000_000).rounded())
        if micros >= 1_000_000 { seconds += 1; micros -= 1_000_000 }
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return .text(String(format: "%04d-%02d-%02d %02d:%02d:%02d.%06d+00", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                            Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), micros))
    }

    /// Reads `YYYY-MM-DD HH:MM:SS[.ffffff]+00` (the UTC session's output).
    static func date(_ text: String) -> Date? {
        let scalars = Array(text.utf8)
        guard scalars.count >= 19 else { return nil }
        func number(_ from: Int, _ length: Int) -> Int? {
            var value = 0
            for index in from..<(from + length) {
                let digit = Int(scalars[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else { return nil }
        var fraction = 0.0
        var index = 19
        if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            while index < scalars.count, let digit = number(index, 1) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
        }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)) + fraction)
    }

    static func text(_ value: String?) -> PGParam { value.map(PGParam.text) ?? .null }
    static func int(_ value: Int?) -> PGParam { value.map { .text(String($0)) } ?? .null }
    static func double(_ value: Double?) -> PGParam { value.map { .text(String($0)) } ?? .null }
    static func bool(_ value: Bool) -> PGParam { .text(value ? "true" : "false") }
}

extension PGRow {
    func string(_ name: String) -> String { self[name] ?? "" }
    func int(_ name: String) -> Int? { self[name].flatMap { Int($0) } }
    func double(_ name: String) -> Double? { self[name].flatMap { Double($0) } }
    func date(_ name: String) -> Date? { self[name].flatMap(PGValues.date) }
}

extension Homework {
    init(pg row: PGRow) {
        let reading = row["reading_grade"].flatMap(Reading.Grade.init(rawValue:)).map { grade in
            Reading(grade: grade, confidence: row.double("reading_confidence"),
                    dictionaryRate: row.double("reading_dictionary_rate"), words: row.int("reading_words") ?? 0,
                    source: row["reading_source"] ?? Reading.tesseract)
        }
        self.init(
            id: row.string("id"), learner: row.string("learner"), title: row.string("title"), subject: row["subject"],
            imageURL: row.string("image_url"), imageSHA256: row.string("image_sha256"), ocrText: row["ocr_text"],
            ocrConfidence: row.double("ocr_confidence"), ocrRawText: row["ocr_raw_text"],
            ocrCorrections: Self.array(json: row["ocr_corrections"]), ocrDoubted: Self.array(json: row["ocr_doubted"]),
            reading: reading,
            createdAt: row.date("created_at") ?? Date(timeIntervalSince1970: 0),
            updatedAt: row.date("updated_at") ?? Date(timeIntervalSince1970: 0)
        )
    }
}

extension Quiz {
    init(pg row: PGRow) throws {
        let document = try JSONDecoder().decode(QuizDocument.self, from: Data(row.string("questions").utf8))
        self.init(id: row.string("id"), homeworkID: row.string("homework_id"), questions: document.questions,
                  topic: row["topic"], subtopic: row["subtopic"], classificationConfidence: row.double("classification_confidence"),
                  generator: row.string("generator"), createdAt: row.date("created_at") ?? Date(timeIntervalSince1970: 0))
    }
}

extension Attempt {
    init(pg row: PGRow) throws {
        self.init(id: row.string("id"), quizID: row.string("quiz_id"), score: row.int("score") ?? 0,
                  totalQuestions: row.int("total_questions") ?? 0, timeTakenSeconds: row.int("time_taken_seconds"),
                  answers: try JSONDecoder().decode([AnswerRecord].self, from: Data(row.string("answers").utf8)),
                  completedAt: row.date("completed_at") ?? Date(timeIntervalSince1970: 0),
                  kind: AttemptKind(rawValue: row.string("kind")) ?? .full)
    }
}

extension HomeworkProgress {
    /// Progress from columns carrying `prefix`; nil when the row has none (LEFT JOIN).
    init?(pg row: PGRow, prefix: String = "") {
        guard let homeworkID = row[prefix + "homework_id"] else { return nil }
        self.init(homeworkID: homeworkID, completionPercentage: row.int(prefix + "completion_percentage") ?? 0,
                  bestScore: row.int(prefix + "best_score"), totalAttempts: row.int(prefix + "total_attempts") ?? 0,
                  lastPlayedAt: row.date(prefix + "last_played_at"))
    }
}
