import Foundation
import SnapQuizCore

/// What every snapquiz store offers, whatever keeps the data: the SQLite file (`Store`) or a PostgreSQL
/// database (`PostgresStore`). Commands and the progress reports call only this; no connection or SQL
/// leaves the store. The progress rules themselves (SPEC §4's upsert, SM-2, the summaries behind stats)
/// run inside each database, in the attempt's own transaction (Migrations/0003 and Migrations/postgres/0003);
/// what is built from them (streaks, averages, the due list) is built once, in SnapQuizProgress.
public protocol QuizStore: AnyObject, Sendable {
    /// Where the data lives, for messages: the database file, or the PostgreSQL database and login.
    var storeDescription: String { get }
    /// Where a homework's photo can be found: a file path (SQLite) or the row that holds it (PostgreSQL).
    func imageLocation(of homework: Homework) -> String

    /// The homework of `learner` whose photo has this sha256, if it was ingested before.
    func homework(learner: String, imageSHA256: String) throws -> Homework?
    /// The homework with exactly this id (nil when there is none the caller may see).
    func homework(id: String) throws -> Homework?
    /// Stores a new homework with its photo bytes and empty progress; an existing photo returns the stored homework.
    func insertHomework(_ homework: Homework, imageData: Data, imageExtension: String) throws -> (homework: Homework, created: Bool)
    /// Resolves a homework id, or a unique prefix of ≥ 4 characters of a homework or quiz id, for `learner`.
    func resolveHomeworkID(_ prefix: String, learner: String) throws -> String
    /// The learner's homework, newest first, each with its current quiz and progress.
    func listHomework(learner: String, subject: String?) throws -> [HomeworkSummary]
    /// `limit` homework (all when nil) of the learner's list after the first `offset`, and the size of the whole list.
    func homeworkPage(learner: String, subject: String?, limit: Int?, offset: Int) throws -> HomeworkListPage
    /// Deletes a homework with its quizzes, progress, attempts and photo.
    func deleteHomework(id: String) throws
    /// Applies `edit` and returns the homework as stored now; nil when there is no such homework.
    func editHomework(id: String, _ edit: HomeworkEdit) throws -> Homework?

    /// Stores a quiz after checking its shape; it becomes the homework's current quiz.
    func insertQuiz(_ quiz: Quiz) throws
    /// The newest quiz of a homework, which is the one a learner takes.
    func currentQuiz(homeworkID: String) throws -> Quiz?
    /// Every quiz of a homework, newest first.
    func quizzes(homeworkID: String) throws -> [Quiz]

    /// Records a completed attempt and updates its homework's progress in one transaction (SPEC §4).
    @discardableResult
    func recordAttempt(_ attempt: Attempt) throws -> HomeworkProgress
    /// The progress row of a homework.
    func progress(homeworkID: String) throws -> HomeworkProgress?
    /// The attempts at every quiz of a homework, newest first.
    func attempts(homeworkID: String) throws -> [Attempt]
    /// The newest attempt at a homework (of `kind` when given).
    func latestAttempt(homeworkID: String, kind: AttemptKind?) throws -> Attempt?

    /// Everything of `learner`, as `export --format json` writes it, read in one snapshot.
    func export(learner: String) throws -> ExportDocument
    /// A consistent copy of the whole store at `destination` (where the backend can make one).
    func backup(to destination: URL, replacing: Bool) throws

    /// The photo bytes of a homework (nil when it has none, e.g. typed notes on PostgreSQL).
    func imageData(of homework: Homework) throws -> Data?
    /// Stores homework copied from another store — each with its quizzes, its attempts (replayed through this
    /// store's progress rules, oldest first) and its photo — all in one transaction. A homework already here
    /// (same id, or the learner's same photo) is skipped, so copying twice copies nothing twice.
    func importHomework(_ items: [TransferItem]) throws -> TransferCount

    /// Runs `body` against one consistent snapshot of the summaries behind stats and due.
    func readProgress<T>(_ body: (any ProgressFacts) throws -> T) throws -> T
}

extension QuizStore {
    /// Stores a new homework whose photo is read from `source`.
    @discardableResult
    public func insertHomework(_ homework: Homework, copyingImageFrom source: URL, imageExtension: String) throws -> (homework: Homework, created: Bool) {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw StoreError.file(path: source.path, reason: (error as NSError).localizedDescription)
        }
        return try insertHomework(homework, imageData: data, imageExtension: imageExtension)
    }

    /// The learner's homework, newest first (all subjects).
    public func listHomework(learner: String) throws -> [HomeworkSummary] {
        try listHomework(learner: learner, subject: nil)
    }
}
