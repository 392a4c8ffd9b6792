import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// The stores every test of this suite runs against: SQLite always, PostgreSQL when a server was provided
/// (scripts/test.sh starts one). When PostgreSQL is required (CI) and missing, `PostgresServerTests` fails.
enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres

    static var available: [Backend] {
        PostgresTestDatabase.serverConninfo == nil ? [.sqlite] : [.sqlite, .postgres]
    }

    var testDescription: String { rawValue }
}

/// A fresh store of one backend for one test, with a second learner beside the first: on SQLite another
/// `--learner` name in the same file, on PostgreSQL another login (its own connection) in the same database.
final class BackendFixture {
    let backend: Backend
    let store: any QuizStore
    let learner = "ann"
    /// The other learner's store and name.
    let otherStore: any QuizStore
    let otherLearner: String
    /// What `--db` takes for each learner, and the extra arguments naming them (SQLite: `--learner`).
    let database: [String]
    let folder: URL
    private let postgres: PostgresTestDatabase?

    init(_ backend: Backend) throws {
        self.backend = backend
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-backend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        switch backend {
        case .sqlite:
            postgres = nil
            let location = StoreLocation(home: folder.appendingPathComponent("home"))
            store = try Store(location: location)
            otherStore = store
            otherLearner = "bob"
            database = [location.database.path, location.database.path]
        case .postgres:
            let database = try PostgresTestDatabase(learnerCount: 2)
            postgres = database
            store = try PostgresStore(conninfo: database.conninfo(learner: 0))
            otherStore = try PostgresStore(conninfo: database.conninfo(learner: 1))
            otherLearner = "ann"   // same name, other login: the login is what separates them
            self.database = [database.conninfo(learner: 0), database.conninfo(learner: 1)]
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// SQL as the PostgreSQL administrator (nil on SQLite).
    func adminSQL(_ sql: String) throws -> String? { try postgres?.admin(sql) }

    /// A homework with one 10-question quiz whose correct answers are `key` (default A,B,C,D,A,…).
    @discardableResult
    func addHomework(in store: (any QuizStore)? = nil, learner: String? = nil, title: String = "Homework",
                     subject: String? = "Science", createdAt: Date = Date(), key: [Int]? = nil) throws -> (homework: Homework, quiz: Quiz) {
        let store = store ?? self.store
        let sha = (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
        let homework = Homework(learner: learner ?? self.learner, title: title, subject: subject, imageURL: "",
                                imageSHA256: String(sha.prefix(64)), ocrText: "text", ocrConfidence: 90,
                                createdAt: createdAt, updatedAt: createdAt)
        let photo = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(sha.utf8))
        let stored = try store.insertHomework(homework, imageData: photo, imageExtension: "jpg").homework
        let quiz = Quiz(homeworkID: stored.id, questions: Self.questions(title: title, key: key), topic: "topic", subtopic: nil,
                        classificationConfidence: 0.5, generator: "offline", createdAt: createdAt)
        try store.insertQuiz(quiz)
        return (stored, quiz)
    }

    static func questions(title: String, key: [Int]? = nil) -> [Question] {
        let key = key ?? (0..<10).map { $0 % 4 }
        return key.enumerated().map { index, correct in
            Question(question: "Question \(index + 1) of \(title)?", options: ["alpha \(index)", "beta \(index)", "gamma \(index)", "delta \(index)"],
                     correctIndex: correct, explanation: "Because \(index).", evidence: "evidence \(index)")
        }
    }

    /// Records an attempt answering the first `correct` of `questions` (default: the whole quiz) right.
    @discardableResult
    func record(_ quiz: Quiz, correct: Int, at date: Date, kind: AttemptKind = .full, questions: [Question]? = nil,
                in store: (any QuizStore)? = nil) throws -> HomeworkProgress {
        let questions = questions ?? quiz.questions
        let answers = questions.enumerated().map { index, question in
            AnswerRecord(questionId: question.id, chosenIndex: index < correct ? question.correctIndex : (question.correctIndex + 1) % 4,
                         correct: index < correct)
        }
        return try (store ?? self.store).recordAttempt(Attempt(quizID: quiz.id, score: correct, totalQuestions: questions.count,
                                                               timeTakenSeconds: 30, answers: answers, completedAt: date, kind: kind))
    }
}

/// A UTC instant from "YYYY-MM-DD HH:MM".
func utc(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.date(from: text)!
}

@Suite struct PostgresServerTests {
    /// Under CI (or SNAPQUIZ_TEST_PG_REQUIRED=1) the PostgreSQL half of this suite must run, never skip.
    @Test func aServerIsThereWhenRequired() throws {
        guard PostgresTestDatabase.required else { return }
        let conninfo = try #require(PostgresTestDatabase.serverConninfo,
                                    "PostgreSQL tests are required here (CI=true) but SNAPQUIZ_TEST_PG_URL is not set; run scripts/test.sh")
        #expect(!conninfo.isEmpty)
        _ = try PostgresTestDatabase(learnerCount: 1)
    }

    @Test func connectionStringsChooseTheBackend() {
        for value in ["postgres://ann@db/snapquiz", "postgresql://ann@/snapquiz?host=/tmp", "host=/tmp dbname=snapquiz user=ann",
                      "dbname=snapquiz", "PostgreSQL://x/y"] {
            #expect(StoreTarget.resolve(databaseOption: value, environment: [:]) == .postgres(conninfo: value), "\(value)")
        }
        for value in ["/tmp/a.sqlite", "snapquiz.sqlite", "./host=x.sqlite", "a=b.sqlite", "~/quiz.db"] {
            guard case .sqlite = StoreTarget.resolve(databaseOption: value, environment: ["HOME": "/root"]) else {
                Issue.record("\(value) should be a SQLite path"); continue
            }
        }
        #expect(StoreTarget.resolve(databaseOption: nil, environment: ["SNAPQUIZ_DB": "postgresql:///q"]) == .postgres(conninfo: "postgresql:///q"))
    }
}
