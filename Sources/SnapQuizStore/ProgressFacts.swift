import Foundation
import SnapQuizCore

/// The figures progress reports are built from, read from the progress rows and the summary tables that
/// each backend's triggers keep (so their cost follows the number of homework, not of attempts).
/// Each backend answers in its own SQL; SnapQuizProgress turns the answers into reports.
public protocol ProgressFacts {
    /// Each homework of `learner` (of `subject`, case-insensitive, when given) with its progress,
    /// last played first, never played last (newest first among them).
    func homeworkLines(learner: String, subject: String?) throws -> [ProgressLine]
    /// How many quizzes those homework have.
    func quizCount(learner: String, subject: String?) throws -> Int
    /// The 15-minute activity slots (`Streaks.slotSeconds`) holding attempts of `learner`, newest first,
    /// with how many attempts each holds; of `subject` only when given.
    func activitySlots(learner: String, subject: String?) throws -> [(slot: Int64, attempts: Int)]
    /// The questions missed most often, then by miss rate, then most recently missed.
    func weakestQuestions(learner: String, subject: String?, limit: Int) throws -> [WeakQuestionFact]
    /// The newest full attempts completed at or after `since`, newest first.
    func recentFullAttempts(learner: String, subject: String?, since: Date?, limit: Int) throws -> [ScoreFact]
    /// Homework with a quiz whose SM-2 due time (or, never taken, its creation) is before `before`,
    /// earliest due first, then lowest easiness, then oldest.
    func dueHomework(learner: String, before: Date) throws -> [DueFact]
    /// The earliest due time at or after `from`, if any.
    func nextDue(learner: String, from: Date) throws -> Date?
}

/// A homework with its progress figures.
public struct ProgressLine: Sendable, Equatable {
    public var id: String
    public var title: String
    public var subject: String?
    public var bestScore: Int?
    public var totalAttempts: Int
    public var completionPercentage: Int
    public var lastPlayedAt: Date?

    public init(id: String, title: String, subject: String?, bestScore: Int?, totalAttempts: Int,
                completionPercentage: Int, lastPlayedAt: Date?) {
        self.id = id
        self.title = title
        self.subject = subject
        self.bestScore = bestScore
        self.totalAttempts = totalAttempts
        self.completionPercentage = completionPercentage
        self.lastPlayedAt = lastPlayedAt
    }
}

/// How often one question was asked and missed, with the quiz it belongs to.
public struct WeakQuestionFact: Sendable, Equatable {
    public var homeworkID: String
    public var homeworkTitle: String
    public var quizID: String
    public var questionID: String
    /// The question as stored in its quiz (nil if the quiz no longer has it).
    public var question: Question?
    public var asked: Int
    public var missed: Int
}

/// One attempt's score.
public struct ScoreFact: Sendable, Equatable {
    public var score: Int
    public var total: Int
    public var completedAt: Date
}

/// One homework's SM-2 state (nil fields: never taken).
public struct DueFact: Sendable, Equatable {
    public var homeworkID: String
    public var title: String
    public var subject: String?
    public var dueAt: Date
    public var repetitions: Int?
    public var easiness: Double?
    public var intervalDays: Int?
    public var lastQuality: Int?
    public var lastScore: Int?
    public var lastTotal: Int?
    public var lastAttemptAt: Date?
}
