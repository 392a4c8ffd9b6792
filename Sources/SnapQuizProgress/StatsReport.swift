import Foundation
import SnapQuizCore

/// The progress report of one learner (SPEC §5 `stats --json`).
public struct StatsReport: Encodable, JSONConvertible, Sendable, Equatable {
    /// Totals of one subject (homework without a subject are grouped under nil).
    public struct Subject: Encodable, JSONConvertible, Sendable, Equatable {
        public var subject: String?
        public var homeworkCount: Int
        public var attemptCount: Int
        public var averageBestScore: Double?

        public var json: JSONValue {
            jsonObject([
                "subject": subject,
                "homeworkCount": homeworkCount,
                "attemptCount": attemptCount,
                "averageBestScore": averageBestScore,
            ])
        }

        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
    }

    /// One homework's progress.
    public struct HomeworkLine: Encodable, JSONConvertible, Sendable, Equatable {
        public var id: String
        public var title: String
        public var subject: String?
        public var bestScore: Int?
        public var totalAttempts: Int
        public var completionPercentage: Int
        public var lastPlayedAt: Date?

        public var json: JSONValue {
            // Keys in sorted order, as they are written: the renderer then skips sorting ten thousand lines.
            jsonObject([
                "bestScore": bestScore.json,
                "completionPercentage": .int(completionPercentage),
                "id": .string(id),
                "lastPlayedAt": lastPlayedAt.json,
                "subject": subject.json,
                "title": .string(title),
                "totalAttempts": .int(totalAttempts),
            ])
        }

        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
    }

    /// A question the learner often gets wrong.
    public struct WeakQuestion: Encodable, JSONConvertible, Sendable, Equatable {
        public var homeworkId: String
        public var homeworkTitle: String
        public var quizId: String
        public var questionId: String
        /// The question text, nil when the quiz no longer holds it.
        public var question: String?
        public var correctAnswer: String?
        public var asked: Int
        public var missed: Int
        /// missed / asked, 0–1.
        public var missRate: Double

        public var json: JSONValue {
            jsonObject([
                "homeworkId": homeworkId,
                "homeworkTitle": homeworkTitle,
                "quizId": quizId,
                "questionId": questionId,
                "question": question,
                "correctAnswer": correctAnswer,
                "asked": asked,
                "missed": missed,
                "missRate": missRate,
            ])
        }

        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
    }

    /// One recent full attempt, for the trend.
    public struct RecentScore: Encodable, JSONConvertible, Sendable, Equatable {
        public var completedAt: Date
        public var score: Int
        public var total: Int
        public var percentage: Int

        public var json: JSONValue {
            jsonObject(["completedAt": completedAt, "score": score, "total": total, "percentage": percentage])
        }

        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
    }

    public var learner: String
    public var subjectFilter: String?
    public var timeZone: String
    public var homeworkCount: Int
    public var quizCount: Int
    public var attemptCount: Int
    /// Mean best score (out of 10) over homework with at least one full attempt; nil when there is none.
    public var averageBestScore: Double?
    public var currentStreakDays: Int
    public var longestStreakDays: Int
    public var subjects: [Subject]
    /// Most recently played first, never-played last.
    public var homework: [HomeworkLine]
    /// Most often missed first.
    public var weakestQuestions: [WeakQuestion]
    /// The last full attempts, oldest first.
    public var recentScores: [RecentScore]

    public var json: JSONValue {
        jsonObject([
            "learner": learner,
            "subjectFilter": subjectFilter,
            "timeZone": timeZone,
            "homeworkCount": homeworkCount,
            "quizCount": quizCount,
            "attemptCount": attemptCount,
            "averageBestScore": averageBestScore,
            "currentStreakDays": currentStreakDays,
            "longestStreakDays": longestStreakDays,
            "subjects": subjects,
            "homework": homework,
            "weakestQuestions": weakestQuestions,
            "recentScores": recentScores,
        ])
    }

    public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
}
