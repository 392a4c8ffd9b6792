import Foundation
import SnapQuizCore

extension PostgresStore {
    /// `limit` homework (all when nil) of the learner's list after the first `offset`, newest first, each with its
    /// current quiz and progress, and the size of the whole list: a count and one page query in one snapshot,
    /// no OCR text read (as `Store.homeworkPage`).
    public func homeworkPage(learner: String, subject: String?, limit: Int?, offset: Int) throws -> HomeworkListPage {
        let offset = max(0, offset)
        let filter: [PGParam] = [.text(learner), PGValues.text(subject)]
        return try run { connection in
            try connection.transaction(readOnly: true) {
                let total = try connection.execute("""
                    SELECT count(*) AS n FROM homework h
                    WHERE h.learner = $1 AND ($2::text IS NULL OR lower(h.subject) = lower($2::text))
                    """, filter).first?.int("n") ?? 0
                // The page's ids are chosen first, then joined to their current quiz and progress, so a page of 50
                // looks up 50 quizzes, not one per homework of the learner. LIMIT NULL is LIMIT ALL.
                let rows = try connection.execute("""
                    WITH page AS (
                        SELECT h.id, h.created_at FROM homework h
                        WHERE h.learner = $1 AND ($2::text IS NULL OR lower(h.subject) = lower($2::text))
                        ORDER BY h.created_at DESC, h.id DESC
                        LIMIT $3::bigint OFFSET $4::bigint)
                    SELECT h.id, h.learner, h.title, h.subject, h.image_url, h.image_sha256, h.ocr_confidence,
                           h.reading_grade, h.reading_confidence, h.reading_dictionary_rate, h.reading_words, h.reading_source,
                           h.created_at, h.updated_at, cq.id AS current_quiz_id, cq.topic AS topic,
                           (SELECT count(*) FROM quiz q WHERE q.homework_id = h.id) AS quiz_count,
                           p.homework_id AS p_homework_id, p.completion_percentage AS p_completion_percentage,
                           p.best_score AS p_best_score, p.total_attempts AS p_total_attempts, p.last_played_at AS p_last_played_at
                    FROM page JOIN homework h ON h.id = page.id
                    LEFT JOIN progress p ON p.homework_id = h.id
                    LEFT JOIN LATERAL (SELECT q.id, q.topic FROM quiz q WHERE q.homework_id = h.id
                                       ORDER BY q.created_at DESC, q.id DESC LIMIT 1) cq ON true
                    ORDER BY page.created_at DESC, page.id DESC
                    """, filter + [PGValues.int(limit), PGValues.int(offset)])
                return HomeworkListPage(total: total, offset: offset, summaries: rows.all.map { row in
                    HomeworkSummary(homework: Homework(pg: row), currentQuizID: row["current_quiz_id"],
                                    quizCount: row.int("quiz_count") ?? 0, topic: row["topic"],
                                    progress: HomeworkProgress(pg: row, prefix: "p_"))
                })
            }
        }
    }
}
