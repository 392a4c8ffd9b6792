import Foundation
import GRDB
import SnapQuizCore

extension Store {
    /// The progress upsert of SPEC §4, as one statement. A full attempt offers its score as a new best and
    /// its percentage as a new completion; a review attempt offers neither (NULL and 0), so it only counts
    /// as an attempt. `max(NULL, x)` is NULL in SQLite, hence the CASE for a NULL previous best.
    static let progressUpsertSQL = """
        INSERT INTO progress (id, homework_id, completion_percentage, best_score, total_attempts, last_played_at, created_at, updated_at)
        SELECT :progressID, q.homework_id, :completion, :best, 1, :completedAt, :now, :now
        FROM quiz q WHERE q.id = :quizID
        ON CONFLICT (homework_id) DO UPDATE SET
            total_attempts = total_attempts + 1,
            best_score = CASE
                WHEN excluded.best_score IS NULL THEN best_score
                WHEN best_score IS NULL THEN excluded.best_score
                ELSE max(best_score, excluded.best_score)
            END,
            completion_percentage = max(completion_percentage, excluded.completion_percentage),
            last_played_at = CASE
                WHEN last_played_at IS NULL OR excluded.last_played_at > last_played_at THEN excluded.last_played_at
                ELSE last_played_at
            END,
            updated_at = excluded.updated_at
        """

    /// Records a completed attempt and updates its homework's progress in one transaction; returns the new progress.
    @discardableResult
    public func recordAttempt(_ attempt: Attempt) throws -> HomeworkProgress {
        try attempt.checkFitsItsAnswers()
        return try mapErrors { try writer.write { db in try Self.record(attempt, db) } }
    }

    /// SPEC §4 in the caller's transaction: the attempt row (its triggers update the summaries), then the upsert.
    static func record(_ attempt: Attempt, _ db: Database) throws -> HomeworkProgress {
        let answers = String(decoding: try jsonEncoder.encode(attempt.answers), as: UTF8.self)
        let completion = attempt.kind == .full ? Int((100.0 * Double(attempt.score) / Double(attempt.totalQuestions)).rounded()) : 0
        guard let homeworkID = try String.fetchOne(db, sql: "SELECT homework_id FROM quiz WHERE id = ?",
                                                   arguments: [attempt.quizID]) else {
            throw StoreError.notFound(id: attempt.quizID)
        }
        try db.execute(sql: """
            INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, time_taken_seconds, answers, completed_at, kind)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [attempt.id, attempt.quizID, attempt.score, attempt.totalQuestions,
                             attempt.timeTakenSeconds, answers, attempt.completedAt, attempt.kind.rawValue])
        try db.execute(sql: Self.progressUpsertSQL, arguments: [
            "progressID": newIdentifier(), "quizID": attempt.quizID, "completedAt": attempt.completedAt,
            "now": Date(), "completion": completion,
            "best": attempt.kind == .full ? attempt.score : nil,
        ])
        let row = try Row.fetchOne(db, sql: "SELECT * FROM progress WHERE homework_id = ?", arguments: [homeworkID])
        guard let row, let progress = HomeworkProgress(row: row) else {
            throw StoreError.database(message: "progress row missing after upsert", sql: Self.progressUpsertSQL)
        }
        return progress
    }

    /// The progress row of a homework.
    public func progress(homeworkID: String) throws -> HomeworkProgress? {
        try mapErrors {
            try writer.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM progress WHERE homework_id = ?", arguments: [homeworkID])
                    .flatMap { HomeworkProgress(row: $0) }
            }
        }
    }

    /// The attempts at every quiz of a homework, newest first.
    public func attempts(homeworkID: String) throws -> [Attempt] {
        try mapErrors {
            try writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT a.* FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id
                    WHERE q.homework_id = ? ORDER BY a.completed_at DESC, a.rowid DESC
                    """, arguments: [homeworkID]).map(Attempt.init(row:))
            }
        }
    }
}

extension Attempt {
    /// The checks every backend makes before recording: 1–10 questions, a score in range, one answer per
    /// question with as many correct as the score says.
    func checkFitsItsAnswers() throws {
        guard totalQuestions >= 1, totalQuestions <= QuizShape.questionCount else {
            throw StoreError.invalidAttempt(reason: "an attempt has 1 to \(QuizShape.questionCount) questions, not \(totalQuestions)")
        }
        guard (0...totalQuestions).contains(score) else {
            throw StoreError.invalidAttempt(reason: "score \(score) is outside 0–\(totalQuestions)")
        }
        guard answers.count == totalQuestions, answers.filter(\.correct).count == score else {
            throw StoreError.invalidAttempt(reason: "the answers do not match the score and question count")
        }
    }
}
