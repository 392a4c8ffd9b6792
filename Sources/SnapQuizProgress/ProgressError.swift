import SnapQuizCore

/// What taking a quiz or reporting progress can refuse, with the context a user needs to act.
public enum ProgressError: SnapQuizFailure, Equatable {
    /// `--answers` gave a different number of answers than the quiz has questions.
    case wrongAnswerCount(expected: Int, got: Int)
    /// An answer that is not A–D or 1–4.
    case badAnswer(position: Int, value: String)
    /// `--review` on a quiz with no earlier full attempt to review.
    case nothingToReview(homeworkID: String)
    /// `--review` after a perfect last attempt.
    case noMistakesToReview(homeworkID: String)
    /// The learner stopped before the last answer (Ctrl-C, SIGTERM or end of input).
    case abandoned(answered: Int, of: Int)
    /// Another process held the database past the busy timeout.
    case busy
    /// An SQLite failure while reading a report.
    case database(message: String)

    public var kind: FailureKind {
        switch self {
        case .wrongAnswerCount, .badAnswer: .usage
        case .nothingToReview, .noMistakesToReview: .usage
        case .abandoned: .interrupted
        case .busy: .temporary
        case .database: .internalError
        }
    }

    public var description: String {
        switch self {
        case let .wrongAnswerCount(expected, got):
            "--answers needs exactly \(expected) answers (one per question, e.g. A,C,B,…), got \(got); nothing was recorded"
        case let .badAnswer(position, value):
            "answer \(position) is '\(value)': use a letter A–D or a number 1–4; nothing was recorded"
        case let .nothingToReview(homeworkID):
            "homework \(homeworkID.prefix(8)) has no earlier attempt to review; take it first with 'snapquiz take \(homeworkID.prefix(8))'"
        case let .noMistakesToReview(homeworkID):
            "the last attempt at homework \(homeworkID.prefix(8)) had no wrong answers: nothing to review"
        case let .abandoned(answered, total):
            "stopped after \(answered) of \(total) answers: the attempt was not recorded"
        case .busy:
            "the database is busy (another snapquiz held it for too long); try again"
        case let .database(message):
            "database error: \(message)"
        }
    }
}
