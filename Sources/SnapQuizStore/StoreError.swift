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
    /// The PostgreSQL server could not be reached or refused the login.
    case cannotConnect(reason: String)
    /// A PostgreSQL statement failed; `sqlstate` is the server's five-character error code.
    case postgres(sqlstate: String, message: String, sql: String?)
    /// The PostgreSQL login is not a snapquiz learner (no row in `learners` maps it to a user id).
    case notALearner(role: String)
    /// Something the chosen backend does not do, with what to do instead.
    case unsupported(String)

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
        case .cannotConnect: .temporary
        case let .postgres(sqlstate, _, _): Self.kind(sqlstate: sqlstate)
        case .notALearner: .usage
        case .unsupported: .usage
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
        case let .cannotConnect(reason):
            "cannot connect to the PostgreSQL database: \(reason); check the --db/SNAPQUIZ_DB connection string and that the server is running"
        case let .postgres(sqlstate, message, _) where Self.kind(sqlstate: sqlstate) == .usage:
            "the PostgreSQL server refused: \(message) (SQLSTATE \(sqlstate)); a learner can reach only their own homework"
        case let .postgres(sqlstate, message, _) where Self.kind(sqlstate: sqlstate) == .temporary:
            "the PostgreSQL server is busy: \(message) (SQLSTATE \(sqlstate)); try again"
        case let .postgres(sqlstate, message, sql):
            "PostgreSQL error \(sqlstate): \(message)" + (sql.map { " (while running: \($0))" } ?? "")
        case let .notALearner(role):
            "the PostgreSQL login '\(role)' is not a snapquiz learner; an administrator adds it with 'snapquiz learner add \(role)'"
        case let .unsupported(what):
            what
        }
    }

    /// The failure kind of a PostgreSQL error code (SQLSTATE, PostgreSQL manual appendix A).
    static func kind(sqlstate: String) -> FailureKind {
        switch sqlstate {
        case "42501": .usage                                              // insufficient_privilege, row-level security
        case "40001", "40P01", "55P03", "53300", "57P03", "57014": .temporary  // serialization, deadlock, lock, too many connections
        case _ where sqlstate.hasPrefix("08"): .temporary                 // connection exception
        case _ where sqlstate.hasPrefix("22"), _ where sqlstate.hasPrefix("23"): .badData  // data exception, integrity constraint
        default: .internalError
        }
    }
}
