import Foundation
import SnapQuizCore

/// Everything the store can refuse or fail at, with the context a user needs to act.
public enum StoreError: SnapQuizFailure {
    /// The database was written by a newer snapquiz (it records migrations this binary does not know).
    case newerDatabase(path: String, unknownMigrations: [String])
    /// The folder or database file could not be created or opened.
    case cannotCreate(path: String, reason: String)
    /// No homework (or quiz) of this learner matches the id or prefix.
    case notFound(id: String)
    /// Several homework match the prefix.
    case ambiguousID(prefix: String, matches: [String])
    /// An id prefix shorter than the minimum.
    case idTooShort(prefix: String)
    /// A quiz whose questions break the shape rules of SPEC §3.
    case invalidQuiz(problems: [String])
    /// An attempt that does not fit its quiz (wrong number of answers, score out of range).
    case invalidAttempt(reason: String)
    /// The homework has no quiz to take.
    case noQuiz(homeworkID: String)
    /// Another process held the database past the busy timeout.
    case busy(path: String)
    /// An SQLite failure nobody could have prevented from outside, with the SQL involved.
    case database(message: String, sql: String?)
    /// A file operation on the image folder failed.
    case file(path: String, reason: String)

    public var kind: FailureKind {
        switch self {
        case .newerDatabase: .badData
        case .cannotCreate: .cannotCreate
        case .notFound, .ambiguousID, .idTooShort: .usage
        case .invalidQuiz, .invalidAttempt: .badData
        case .noQuiz: .badData
        case .busy: .temporary
        case .database: .internalError
        case .file: .cannotCreate
        }
    }

    public var description: String {
        switch self {
        case let .newerDatabase(path, unknown):
            "\(path) was written by a newer snapquiz (it has migrations \(unknown.joined(separator: ", ")) that this version does not know); upgrade snapquiz, or point --db at another file"
        case let .cannotCreate(path, reason):
            "cannot create or open \(path): \(reason); check that the folder is writable, or choose another with SNAPQUIZ_HOME or --db"
        case let .notFound(id):
            "no homework or quiz matches '\(id)'; run 'snapquiz list' to see the ids"
        case let .ambiguousID(prefix, matches):
            "'\(prefix)' matches several homework (\(matches.prefix(5).joined(separator: ", "))); type more characters of the id"
        case let .idTooShort(prefix):
            "'\(prefix)' is too short: give at least 4 characters of the id"
        case let .invalidQuiz(problems):
            "the quiz is not valid: \(problems.joined(separator: "; "))"
        case let .invalidAttempt(reason):
            "the attempt is not valid: \(reason)"
        case let .noQuiz(homeworkID):
            "homework \(homeworkID.prefix(8)) has no quiz yet; run 'snapquiz regenerate \(homeworkID.prefix(8))'"
        case let .busy(path):
            "\(path) is busy (another snapquiz held it for too long); try again"
        case let .database(message, sql):
            "database error: \(message)" + (sql.map { " (while running: \($0))" } ?? "")
        case let .file(path, reason):
            "cannot write \(path): \(reason)"
        }
    }
}
