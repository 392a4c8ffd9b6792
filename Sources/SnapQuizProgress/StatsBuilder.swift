import Foundation
import GRDB
import SnapQuizCore
import SnapQuizStore

/// Builds a learner's progress report from the progress rows and the summaries of migration 0003,
/// so its cost follows the number of homework, not the number of attempts.
public struct StatsBuilder: Sendable {
    /// How many recent full attempts the trend shows.
    public var trendLength = 20
    /// How many weakest questions are listed.
    public var weakestCount = 10

    public init() {}

    /// The report of `learner` (only homework of `subject`, case-insensitive, when given), days counted in `timeZone`.
    public func report(store: Store, learner: String, subject: String? = nil, timeZone: TimeZone, now: Date = Date()) throws -> StatsReport {
        try withDatabaseErrors { try store.writer.read { db in
            // Cursors decode straight from the statement instead of copying ten thousand rows first.
            let homework = try Array(Row.fetchCursor(db, sql: """
                SELECT h.id, h.title, h.subject, h.created_at, p.best_score, p.total_attempts, p.completion_percentage, p.last_played_at
                FROM homework h LEFT JOIN progress p ON p.homework_id = h.id
                WHERE h.learner = ? AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
                ORDER BY p.last_played_at IS NULL, p.last_played_at DESC, h.created_at DESC, h.rowid DESC
                """, arguments: [learner, subject, subject]).map { row in
                // Columns by position: with ten thousand rows, lookups by name were a quarter of the query's time.
                StatsReport.HomeworkLine(
                    id: row[0], title: row[1], subject: row[2], bestScore: row[4],
                    totalAttempts: row[5] ?? 0, completionPercentage: row[6] ?? 0,
                    lastPlayedAt: row[7]
                )
            })
            let quizCount = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM quiz q JOIN homework h ON h.id = q.homework_id
                WHERE h.learner = ? AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
                """, arguments: [learner, subject, subject]) ?? 0

            let slots: [Int64]
            // The newest slots holding enough attempts for the trend bound how far back the trend query reads.
            var trendSince: Date?
            if subject == nil {
                var newestFirst: [Int64] = []
                var seen = 0
                let activity = try Row.fetchCursor(db, sql: """
                    SELECT slot, attempts FROM attempt_activity WHERE learner = ? AND attempts > 0 ORDER BY slot DESC
                    """, arguments: [learner])
                while let row = try activity.next() {
                    let slot: Int64 = row[0]
                    newestFirst.append(slot)
                    // Twice the trend length: review attempts are counted in the slots but left out of the trend.
                    if trendSince == nil {
                        seen += row[1] as Int
                        if seen >= 2 * trendLength {
                            trendSince = Date(timeIntervalSince1970: TimeInterval(slot * Int64(Streaks.slotSeconds)))
                        }
                    }
                }
                slots = newestFirst
            } else {
                // The activity summary is per learner; a subject's streak reads that subject's attempts.
                slots = try Int64.fetchAll(db, sql: """
                    SELECT DISTINCT CAST(unixepoch(a.completed_at) AS INTEGER) / 900
                    FROM homework h JOIN quiz q ON q.homework_id = h.id JOIN quiz_attempts a ON a.quiz_id = q.id
                    WHERE h.learner = ? AND h.subject = ? COLLATE NOCASE
                    """, arguments: [learner, subject])
            }
            let streaks = Streaks.compute(
                instants: slots.map { Date(timeIntervalSince1970: TimeInterval($0 * Int64(Streaks.slotSeconds))) },
                now: now, timeZone: timeZone
            )

            return StatsReport(
                learner: learner, subjectFilter: subject, timeZone: timeZone.identifier,
                homeworkCount: homework.count, quizCount: quizCount,
                attemptCount: homework.reduce(0) { $0 + $1.totalAttempts },
                averageBestScore: Self.averageBest(homework),
                currentStreakDays: streaks.current, longestStreakDays: streaks.longest,
                subjects: Self.subjects(homework),
                homework: homework,
                weakestQuestions: try weakest(db, learner: learner, subject: subject),
                recentScores: homework.contains(where: { $0.totalAttempts > 0 })
                    ? try recent(db, learner: learner, subject: subject, since: trendSince) : []
            )
        } }
    }

    static func averageBest(_ lines: [StatsReport.HomeworkLine]) -> Double? {
        let bests = lines.compactMap(\.bestScore)
        guard !bests.isEmpty else { return nil }
        return (Double(bests.reduce(0, +)) / Double(bests.count) * 100).rounded() / 100
    }

    static func subjects(_ lines: [StatsReport.HomeworkLine]) -> [StatsReport.Subject] {
        // Grouped case-insensitively (as --subject matches), named by the first spelling seen.
        var order: [String] = []
        var groups: [String: [StatsReport.HomeworkLine]] = [:]
        for line in lines {
            let key = line.subject?.lowercased() ?? "\u{0}"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(line)
        }
        return order.map { key in
            let group = groups[key]!
            return StatsReport.Subject(subject: group[0].subject, homeworkCount: group.count,
                                       attemptCount: group.reduce(0) { $0 + $1.totalAttempts },
                                       averageBestScore: averageBest(group))
        }.sorted { ($0.subject == nil ? 1 : 0, $0.subject?.lowercased() ?? "") < ($1.subject == nil ? 1 : 0, $1.subject?.lowercased() ?? "") }
    }

    private func weakest(_ db: Database, learner: String, subject: String?) throws -> [StatsReport.WeakQuestion] {
        // Ranked by how often missed, then by miss rate, then by how recently.
        let rows = try Row.fetchAll(db, sql: """
            SELECT s.quiz_id, s.question_id, s.asked, s.missed, h.id AS homework_id, h.title, q.questions
            FROM question_stats s JOIN quiz q ON q.id = s.quiz_id JOIN homework h ON h.id = q.homework_id
            WHERE s.learner = ? AND s.missed > 0 AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
            ORDER BY s.missed DESC, CAST(s.missed AS REAL) / s.asked DESC, s.last_missed_at DESC, s.question_id
            LIMIT ?
            """, arguments: [learner, subject, subject, weakestCount])
        var decoded: [String: [Question]] = [:]
        return rows.map { row in
            let quizID: String = row["quiz_id"]
            if decoded[quizID] == nil {
                let json: String = row["questions"]
                decoded[quizID] = (try? JSONDecoder().decode(QuizDocument.self, from: Data(json.utf8)))?.questions ?? []
            }
            let questionID: String = row["question_id"]
            let question = decoded[quizID]?.first { $0.id == questionID }
            let asked: Int = row["asked"]
            let missed: Int = row["missed"]
            return StatsReport.WeakQuestion(
                homeworkId: row["homework_id"], homeworkTitle: row["title"], quizId: quizID, questionId: questionID,
                question: question?.question,
                correctAnswer: question.flatMap { $0.options.indices.contains($0.correctIndex) ? $0.options[$0.correctIndex] : nil },
                asked: asked, missed: missed, missRate: asked > 0 ? (Double(missed) / Double(asked) * 1000).rounded() / 1000 : 0
            )
        }
    }

    private func recent(_ db: Database, learner: String, subject: String?, since: Date?) throws -> [StatsReport.RecentScore] {
        // Walk attempts newest first through the completed_at index (CROSS JOIN keeps that loop outermost),
        // instead of gathering and sorting every attempt of the learner; `since` bounds the walk when known.
        let rows = try Row.fetchAll(db, sql: """
            SELECT a.score, a.total_questions, a.completed_at
            FROM quiz_attempts a INDEXED BY quiz_attempts_completed_at CROSS JOIN quiz q CROSS JOIN homework h
            WHERE q.id = a.quiz_id AND h.id = q.homework_id AND a.completed_at >= ?
              AND h.learner = ? AND a.kind = 'full' AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
            ORDER BY a.completed_at DESC LIMIT ?
            """, arguments: [since ?? Date.distantPast, learner, subject, subject, trendLength])
        if rows.count < trendLength, since != nil {
            return try recent(db, learner: learner, subject: subject, since: nil)
        }
        return rows.reversed().map { row in
            let score: Int = row["score"]
            let total: Int = row["total_questions"]
            return StatsReport.RecentScore(completedAt: row["completed_at"], score: score, total: total,
                                           percentage: percentage(score, total))
        }
    }
}
