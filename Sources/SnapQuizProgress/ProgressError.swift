import SnapQuizCore

/// What taking a quiz or reporting progress can refuse, with the context a user needs to act.
public enum ProgressError: SnapQuizFailure, Equatable {
    /// `--answers` gave a different number of answers than the quiz has questions.
    case wrongAnswerCount(expected: Int, got: Int)
    /// `--review` on a quiz with no earlier full attempt to review.
    case nothingToReview(homeworkID: String)
    /// `--review` after a perfect last attempt.
    case noMistakesToReview(homeworkID: String)
    /// Another process held the database past the busy timeout.
    case busy
    /// An SQLite failure while reading a report.
    case database(message: String)

    public var kind: FailureKind {
        switch self {
        case .wrongAnswerCount: .usage
        case .nothingToReview, .noMistakesToReview: .usage
        case .busy: .temporary
        case .database: .internalError
        }
    }

    public var description: String {
        switch self {
        case let .wrongAnswerCount(expected, got):
            "--answers needs exactly \(expected) answers (one per question, e.g. A,C,B,…), got \(got); nothing was recorded"
        case let .nothingToReview(homeworkID):
            "homework \(homeworkID.prefix(8)) has no earlier attempt to review; take it first with 'snapquiz take \(homeworkID.prefix(8))'"
        case let .noMistakesToReview(homeworkID):
            "the last attempt at homework \(homeworkID.prefix(8)) had no wrong answers: nothing to review"
        case .busy:
            "the database is busy (another snapquiz held it for too long); try again"
        case let .database(message):
            "database error: \(message)"
        }
    }
}
