import Foundation
import GRDB
import SnapQuizCore

/// Everything a learner has in the store, as `export --format json` writes it.
public struct ExportDocument: Codable, Sendable, Equatable {
    /// One homework with all that hangs off it.
    public struct Entry: Codable, Sendable, Equatable {
        public var homework: Homework
        public var progress: HomeworkProgress?
        public var quizzes: [Quiz]
        public var attempts: [Attempt]

        public init(homework: Homework, progress: HomeworkProgress?, quizzes: [Quiz], attempts: [Attempt]) {
            self.homework = homework
            self.progress = progress
            self.quizzes = quizzes
            self.attempts = attempts
        }
    }

    public var formatVersion: Int
    public var learner: String
    public var exportedAt: Date
    public var homework: [Entry]
}

extension Store {
    /// A consistent copy of the whole database at `destination`, taken with SQLite's online backup
    /// while other processes may keep writing. The copy is 0600. An existing file is refused, or with `replacing`
    /// swapped for the new copy only once that is complete (it is written beside it, then renamed over it).
    public func backup(to destination: URL, replacing: Bool = false) throws {
        let target = replacing
            ? destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(newIdentifier()).partial")
            : destination
        let path = target.path
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let reason = errno == EEXIST ? "the file already exists (choose a new name)" : String(cString: strerror(errno))
            throw StoreError.cannotCreate(path: destination.path, reason: reason)
        }
        close(fd)
        do {
            let copy = try DatabaseQueue(path: path)
            try writer.backup(to: copy)
            try copy.close()
            if replacing, rename(path, destination.path) != 0 {
                throw StoreError.cannotCreate(path: destination.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: target)
            throw StoreError.cannotCreate(path: destination.path, reason: Self.reason(error))
        }
    }

    /// Every homework of `learner`, oldest first, with its progress, quizzes and attempts, read in one snapshot.
    public func export(learner: String) throws -> ExportDocument {
        try mapErrors {
            try writer.read { db in
                let homework = try Row.fetchAll(db, sql: "SELECT * FROM homework WHERE learner = ? ORDER BY created_at, rowid",
                                                arguments: [learner]).map { Homework(row: $0) }
                var progress: [String: HomeworkProgress] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT p.* FROM progress p JOIN homework h ON h.id = p.homework_id WHERE h.learner = ?
                    """, arguments: [learner]) {
                    if let value = HomeworkProgress(row: row) { progress[value.homeworkID] = value }
                }
                var quizzes: [String: [Quiz]] = [:]
                var homeworkOfQuiz: [String: String] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT q.* FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE h.learner = ?
                    ORDER BY q.created_at, q.rowid
                    """, arguments: [learner]) {
                    let quiz = try Quiz(row: row)
                    quizzes[quiz.homeworkID, default: []].append(quiz)
                    homeworkOfQuiz[quiz.id] = quiz.homeworkID
                }
                var attempts: [String: [Attempt]] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT a.* FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id JOIN homework h ON h.id = q.homework_id
                    WHERE h.learner = ? ORDER BY a.completed_at, a.rowid
                    """, arguments: [learner]) {
                    let attempt = try Attempt(row: row)
                    if let homeworkID = homeworkOfQuiz[attempt.quizID] { attempts[homeworkID, default: []].append(attempt) }
                }
                return ExportDocument(
                    formatVersion: 1, learner: learner, exportedAt: Date(),
                    homework: homework.map { item in
                        ExportDocument.Entry(homework: item, progress: progress[item.id],
                                             quizzes: quizzes[item.id] ?? [], attempts: attempts[item.id] ?? [])
                    }
                )
            }
        }
    }
}
