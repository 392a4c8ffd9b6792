import Foundation
import SnapQuizCore

/// The summaries of Migrations/postgres/0003 as PostgreSQL holds them, read inside one
/// REPEATABLE READ transaction (see `PostgresStore.readProgress`). Row-level security keeps them to the
/// login's own rows; `learner` narrows them as in the SQLite store. Orders match SQLite's, where NULLs sort
/// first ascending (hence NULLS LAST on descending keys) and text compares bytewise (hence COLLATE "C").
struct PostgresProgressFacts: ProgressFacts {
    let connection: PGConnection

    private static let subjectFilter = "($2::text IS NULL OR lower(h.subject) = lower($2::text))"

    func homeworkLines(learner: String, subject: String?) throws -> [ProgressLine] {
        try connection.execute("""
            SELECT h.id, h.title, h.subject, p.best_score, p.total_attempts, p.completion_percentage, p.last_played_at
            FROM homework h LEFT JOIN progress p ON p.homework_id = h.id
            WHERE h.learner = $1 AND \(Self.subjectFilter)
            ORDER BY p.last_played_at DESC NULLS LAST, h.created_at DESC, h.id DESC
            """, [.text(learner), PGValues.text(subject)]).all.map { row in
            ProgressLine(id: row.string("id"), title: row.string("title"), subject: row["subject"], bestScore: row.int("best_score"),
                         totalAttempts: row.int("total_attempts") ?? 0, completionPercentage: row.int("completion_percentage") ?? 0,
                         lastPlayedAt: row.date("last_played_at"))
        }
    }

    func quizCount(learner: String, subject: String?) throws -> Int {
        try connection.execute("""
            SELECT count(*) AS n FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE h.learner = $1 AND \(Self.subjectFilter)
            """, [.text(learner), PGValues.text(subject)]).first?.int("n") ?? 0
    }

    func activitySlots(learner: String, subject: String?) throws -> [(slot: Int64, attempts: Int)] {
        let rows: PGRows
        if let subject {
            rows = try connection.execute("""
                SELECT activity_slot(a.completed_at) AS slot, count(*) AS attempts
                FROM homework h JOIN quiz q ON q.homework_id = h.id JOIN quiz_attempts a ON a.quiz_id = q.id
                WHERE h.learner = $1 AND lower(h.subject) = lower($2::text)
                GROUP BY 1 ORDER BY 1 DESC
                """, [.text(learner), .text(subject)])
        } else {
            rows = try connection.execute("""
                SELECT slot, attempts FROM attempt_activity WHERE learner = $1 AND attempts > 0 ORDER BY slot DESC
                """, [.text(learner)])
        }
        return rows.all.map { (slot: Int64($0.string("slot")) ?? 0, attempts: $0.int("attempts") ?? 0) }
    }

    func weakestQuestions(learner: String, subject: String?, limit: Int) throws -> [WeakQuestionFact] {
        var decoded = QuestionCache()
        return try connection.execute("""
            SELECT s.quiz_id, s.question_id, s.asked, s.missed, h.id AS homework_id, h.title, q.questions
            FROM question_stats s JOIN quiz q ON q.id = s.quiz_id JOIN homework h ON h.id = q.homework_id
            WHERE s.learner = $1 AND s.missed > 0 AND \(Self.subjectFilter)
            ORDER BY s.missed DESC, s.missed::float8 / s.asked DESC, s.last_missed_at DESC NULLS LAST, s.question_id COLLATE "C"
            LIMIT $3
            """, [.text(learner), PGValues.text(subject), PGValues.int(limit)]).all.map { row in
            let quizID = row.string("quiz_id"), questionID = row.string("question_id")
            return WeakQuestionFact(homeworkID: row.string("homework_id"), homeworkTitle: row.string("title"), quizID: quizID,
                                    questionID: questionID, question: decoded.question(questionID, quizID: quizID, json: row["questions"]),
                                    asked: row.int("asked") ?? 0, missed: row.int("missed") ?? 0)
        }
    }

    func recentFullAttempts(learner: String, subject: String?, since: Date?, limit: Int) throws -> [ScoreFact] {
        try connection.execute("""
            SELECT a.score, a.total_questions, a.completed_at
            FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id JOIN homework h ON h.id = q.homework_id
            WHERE h.learner = $1 AND \(Self.subjectFilter) AND a.kind = 'full'
              AND ($3::timestamptz IS NULL OR a.completed_at >= $3::timestamptz)
            ORDER BY a.completed_at DESC LIMIT $4
            """, [.text(learner), PGValues.text(subject), since.map(PGValues.timestamp) ?? .null, PGValues.int(limit)]).all.map { row in
            ScoreFact(score: row.int("score") ?? 0, total: row.int("total_questions") ?? 0,
                      completedAt: row.date("completed_at") ?? Date(timeIntervalSince1970: 0))
        }
    }

    func dueHomework(learner: String, before: Date) throws -> [DueFact] {
        try connection.execute("""
            SELECT h.id, h.title, h.subject, s.repetitions, s.easiness, s.interval_days,
                   s.last_score, s.last_total, s.last_attempt_at, s.last_quality,
                   coalesce(s.due_at, h.created_at) AS due
            FROM homework h LEFT JOIN review_schedule s ON s.homework_id = h.id
            WHERE h.learner = $1 AND EXISTS (SELECT 1 FROM quiz q WHERE q.homework_id = h.id)
              AND coalesce(s.due_at, h.created_at) < $2::timestamptz
            ORDER BY due, coalesce(s.easiness, 2.5), h.created_at, h.id
            """, [.text(learner), PGValues.timestamp(before)]).all.map { row in
            DueFact(homeworkID: row.string("id"), title: row.string("title"), subject: row["subject"],
                    dueAt: row.date("due") ?? Date(timeIntervalSince1970: 0), repetitions: row.int("repetitions"),
                    easiness: row.double("easiness"), intervalDays: row.int("interval_days"), lastQuality: row.int("last_quality"),
                    lastScore: row.int("last_score"), lastTotal: row.int("last_total"), lastAttemptAt: row.date("last_attempt_at"))
        }
    }

    func nextDue(learner: String, from: Date) throws -> Date? {
        try connection.execute("""
            SELECT min(due_at) AS next FROM review_schedule s
            WHERE s.learner = $1 AND s.due_at >= $2::timestamptz AND EXISTS (SELECT 1 FROM homework h WHERE h.id = s.homework_id)
            """, [.text(learner), PGValues.timestamp(from)]).first?.date("next")
    }
}
