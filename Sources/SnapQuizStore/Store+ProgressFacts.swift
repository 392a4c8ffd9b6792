import Foundation
import GRDB
import SnapQuizCore

extension Store {
    /// Runs `body` in one read transaction (a snapshot other processes' writes do not change).
    public func readProgress<T>(_ body: (any ProgressFacts) throws -> T) throws -> T {
        try mapErrors { try writer.read { db in try body(SQLiteProgressFacts(db: db)) } }
    }

    /// The newest attempt at a homework (of `kind` when given).
    public func latestAttempt(homeworkID: String, kind: AttemptKind?) throws -> Attempt? {
        try mapErrors {
            try writer.read { db in
                try Row.fetchOne(db, sql: """
                    SELECT a.* FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id
                    WHERE q.homework_id = ? AND (? IS NULL OR a.kind = ?)
                    ORDER BY a.completed_at DESC, a.rowid DESC LIMIT 1
                    """, arguments: [homeworkID, kind?.rawValue, kind?.rawValue]).map(Attempt.init(row:))
            }
        }
    }
}

/// The summaries of Migrations/0003 as SQLite holds them.
struct SQLiteProgressFacts: ProgressFacts {
    let db: Database

    func homeworkLines(learner: String, subject: String?) throws -> [ProgressLine] {
        // Cursors decode straight from the statement instead of copying ten thousand rows first;
        // columns by position: with ten thousand rows, lookups by name were a quarter of the query's time.
        try Array(Row.fetchCursor(db, sql: """
            SELECT h.id, h.title, h.subject, h.created_at, p.best_score, p.total_attempts, p.completion_percentage, p.last_played_at
            FROM homework h LEFT JOIN progress p ON p.homework_id = h.id
            WHERE h.learner = ? AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
            ORDER BY p.last_played_at IS NULL, p.last_played_at DESC, h.created_at DESC, h.rowid DESC
            """, arguments: [learner, subject, subject]).map { row in
            ProgressLine(id: row[0], title: row[1], subject: row[2], bestScore: row[4], totalAttempts: row[5] ?? 0,
                         completionPercentage: row[6] ?? 0, lastPlayedAt: row[7])
        })
    }

    func quizCount(learner: String, subject: String?) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT count(*) FROM quiz q JOIN homework h ON h.id = q.homework_id
            WHERE h.learner = ? AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
            """, arguments: [learner, subject, subject]) ?? 0
    }

    func activitySlots(learner: String, subject: String?) throws -> [(slot: Int64, attempts: Int)] {
        guard let subject else {
            return try Array(Row.fetchCursor(db, sql: """
                SELECT slot, attempts FROM attempt_activity WHERE learner = ? AND attempts > 0 ORDER BY slot DESC
                """, arguments: [learner]).map { (slot: $0[0] as Int64, attempts: $0[1] as Int) })
        }
        // The activity summary is per learner; a subject's streak reads that subject's attempts.
        return try Row.fetchAll(db, sql: """
            SELECT CAST(unixepoch(a.completed_at) AS INTEGER) / 900 AS slot, count(*)
            FROM homework h JOIN quiz q ON q.homework_id = h.id JOIN quiz_attempts a ON a.quiz_id = q.id
            WHERE h.learner = ? AND h.subject = ? COLLATE NOCASE
            GROUP BY slot ORDER BY slot DESC
            """, arguments: [learner, subject]).map { (slot: $0[0] as Int64, attempts: $0[1] as Int) }
    }

    func weakestQuestions(learner: String, subject: String?, limit: Int) throws -> [WeakQuestionFact] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT s.quiz_id, s.question_id, s.asked, s.missed, h.id AS homework_id, h.title, q.questions
            FROM question_stats s JOIN quiz q ON q.id = s.quiz_id JOIN homework h ON h.id = q.homework_id
            WHERE s.learner = ? AND s.missed > 0 AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
            ORDER BY s.missed DESC, CAST(s.missed AS REAL) / s.asked DESC, s.last_missed_at DESC, s.question_id
            LIMIT ?
            """, arguments: [learner, subject, subject, limit])
        var decoded = QuestionCache()
        return rows.map { row in
            let quizID: String = row["quiz_id"]
            let questionID: String = row["question_id"]
            return WeakQuestionFact(homeworkID: row["homework_id"], homeworkTitle: row["title"], quizID: quizID,
                                    questionID: questionID, question: decoded.question(questionID, quizID: quizID, json: row["questions"]),
                                    asked: row["asked"], missed: row["missed"])
        }
    }

    func recentFullAttempts(learner: String, subject: String?, since: Date?, limit: Int) throws -> [ScoreFact] {
        // Walk attempts newest first through the completed_at index (CROSS JOIN keeps that loop outermost),
        // instead of gathering and sorting every attempt of the learner; `since` bounds the walk.
        try Row.fetchAll(db, sql: """
            SELECT a.score, a.total_questions, a.completed_at
            FROM quiz_attempts a INDEXED BY quiz_attempts_completed_at CROSS JOIN quiz q CROSS JOIN homework h
            WHERE q.id = a.quiz_id AND h.id = q.homework_id AND a.completed_at >= ?
              AND h.learner = ? AND a.kind = 'full' AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
            ORDER BY a.completed_at DESC LIMIT ?
            """, arguments: [since ?? Date.distantPast, learner, subject, subject, limit]).map { row in
            ScoreFact(score: row["score"], total: row["total_questions"], completedAt: row["completed_at"])
        }
    }

    func dueHomework(learner: String, before: Date) throws -> [DueFact] {
        try Row.fetchAll(db, sql: """
            SELECT h.id, h.title, h.subject, s.repetitions, s.easiness, s.interval_days,
                   s.last_score, s.last_total, s.last_attempt_at, s.last_quality,
                   coalesce(s.due_at, h.created_at) AS due
            FROM homework h LEFT JOIN review_schedule s ON s.homework_id = h.id
            WHERE h.learner = ? AND EXISTS (SELECT 1 FROM quiz q WHERE q.homework_id = h.id)
              AND coalesce(s.due_at, h.created_at) < ?
            ORDER BY due, coalesce(s.easiness, 2.5), h.created_at, h.rowid
            """, arguments: [learner, before]).map { row in
            DueFact(homeworkID: row["id"], title: row["title"], subject: row["subject"], dueAt: row["due"],
                    repetitions: row["repetitions"], easiness: row["easiness"], intervalDays: row["interval_days"],
                    lastQuality: row["last_quality"], lastScore: row["last_score"], lastTotal: row["last_total"],
                    lastAttemptAt: row["last_attempt_at"])
        }
    }

    func nextDue(learner: String, from: Date) throws -> Date? {
        try Date.fetchOne(db, sql: """
            SELECT min(due_at) FROM review_schedule s
            WHERE s.learner = ? AND s.due_at >= ? AND EXISTS (SELECT 1 FROM homework h WHERE h.id = s.homework_id)
            """, arguments: [learner, from])
    }
}

/// Decodes each quiz's questions once, however many of its questions a report lists.
struct QuestionCache {
    private var quizzes: [String: [Question]] = [:]

    mutating func question(_ questionID: String, quizID: String, json: String?) -> Question? {
        if quizzes[quizID] == nil {
            quizzes[quizID] = json.flatMap { try? JSONDecoder().decode(QuizDocument.self, from: Data($0.utf8)) }?.questions ?? []
        }
        return quizzes[quizID]?.first { $0.id == questionID }
    }
}
