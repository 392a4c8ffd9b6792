import Foundation
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
    public func report(store: any QuizStore, learner: String, subject: String? = nil, timeZone: TimeZone, now: Date = Date()) throws -> StatsReport {
        try store.readProgress { facts in
            let homework = try facts.homeworkLines(learner: learner, subject: subject).map { line in
                StatsReport.HomeworkLine(id: line.id, title: line.title, subject: line.subject, bestScore: line.bestScore,
                                         totalAttempts: line.totalAttempts, completionPercentage: line.completionPercentage,
                                         lastPlayedAt: line.lastPlayedAt)
            }
            let quizCount = try facts.quizCount(learner: learner, subject: subject)
            let activity = try facts.activitySlots(learner: learner, subject: subject)
            // The newest slots holding enough attempts for the trend bound how far back the trend query reads
            // (twice the trend length: review attempts are counted in the slots but left out of the trend).
            var trendSince: Date?
            if subject == nil {
                var seen = 0
                for (slot, attempts) in activity {
                    seen += attempts
                    if seen >= 2 * trendLength {
                        trendSince = Date(timeIntervalSince1970: TimeInterval(slot * Int64(Streaks.slotSeconds)))
                        break
                    }
                }
            }
            let streaks = Streaks.compute(
                instants: activity.map { Date(timeIntervalSince1970: TimeInterval($0.slot * Int64(Streaks.slotSeconds))) },
                now: now, timeZone: timeZone
            )
            let weakest = try facts.weakestQuestions(learner: learner, subject: subject, limit: weakestCount).map { fact in
                StatsReport.WeakQuestion(
                    homeworkId: fact.homeworkID, homeworkTitle: fact.homeworkTitle, quizId: fact.quizID, questionId: fact.questionID,
                    question: fact.question?.question,
                    correctAnswer: fact.question.flatMap { $0.options.indices.contains($0.correctIndex) ? $0.options[$0.correctIndex] : nil },
                    asked: fact.asked, missed: fact.missed,
                    missRate: fact.asked > 0 ? (Double(fact.missed) / Double(fact.asked) * 1000).rounded() / 1000 : 0
                )
            }
            return StatsReport(
                learner: learner, subjectFilter: subject, timeZone: timeZone.identifier,
                homeworkCount: homework.count, quizCount: quizCount,
                attemptCount: homework.reduce(0) { $0 + $1.totalAttempts },
                averageBestScore: Self.averageBest(homework),
                currentStreakDays: streaks.current, longestStreakDays: streaks.longest,
                subjects: Self.subjects(homework),
                homework: homework,
                weakestQuestions: weakest,
                recentScores: homework.contains(where: { $0.totalAttempts > 0 })
                    ? try recent(facts, learner: learner, subject: subject, since: trendSince) : []
            )
        }
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

    private func recent(_ facts: any ProgressFacts, learner: String, subject: String?, since: Date?) throws -> [StatsReport.RecentScore] {
        let rows = try facts.recentFullAttempts(learner: learner, subject: subject, since: since, limit: trendLength)
        if rows.count < trendLength, since != nil {
            return try recent(facts, learner: learner, subject: subject, since: nil)
        }
        return rows.reversed().map { row in
            StatsReport.RecentScore(completedAt: row.completedAt, score: row.score, total: row.total,
                                    percentage: percentage(row.score, row.total))
        }
    }
}
