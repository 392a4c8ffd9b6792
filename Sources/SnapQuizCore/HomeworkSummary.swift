import Foundation

/// A homework as listed: its metadata with its current quiz and progress, read in one query.
public struct HomeworkSummary: Codable, Sendable, Equatable {
    public var homework: Homework
    public var currentQuizID: String?
    public var quizCount: Int
    public var topic: String?
    public var progress: HomeworkProgress?

    public init(homework: Homework, currentQuizID: String?, quizCount: Int, topic: String?, progress: HomeworkProgress?) {
        self.homework = homework
        self.currentQuizID = currentQuizID
        self.quizCount = quizCount
        self.topic = topic
        self.progress = progress
    }
}
