import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizProgress
import SnapQuizTestSupport

/// One learner never reaches another's homework: on SQLite through the learner name every command scopes
/// to, on PostgreSQL through the login (row-level security), whatever id the other learner types.
@Suite struct CrossLearnerTests {
    @Test(arguments: Backend.available)
    func anotherLearnerCannotFindListOrReport(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework(title: "Ann's")
        try fixture.record(quiz, correct: 5, at: utc("2026-03-01 10:00"))
        let other = fixture.otherStore, name = fixture.otherLearner
        #expect(throws: StoreError.self) { try other.resolveHomeworkID(homework.id, learner: name) }
        #expect(throws: StoreError.self) { try other.resolveHomeworkID(quiz.id, learner: name) }
        #expect(try other.listHomework(learner: name).isEmpty)
        #expect(try other.export(learner: name).homework.isEmpty)
        let stats = try StatsBuilder().report(store: other, learner: name, timeZone: TimeZone(identifier: "UTC")!, now: utc("2026-03-01 12:00"))
        #expect(stats.homeworkCount == 0)
        #expect(stats.attemptCount == 0)
        #expect(stats.weakestQuestions.isEmpty)
        #expect(stats.currentStreakDays == 0)
        #expect(try DueSchedule().report(store: other, learner: name, timeZone: TimeZone(identifier: "UTC")!).due.isEmpty)
    }

    /// On PostgreSQL even the exact ids do not help: the other login's rows do not exist for it.
    @Test(arguments: Backend.available.filter { $0 == .postgres })
    func anotherLoginCannotReadChangeOrDeleteByExactID(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework(title: "Ann's")
        try fixture.record(quiz, correct: 5, at: utc("2026-03-01 10:00"))
        let bob = fixture.otherStore
        #expect(try bob.homework(id: homework.id) == nil)
        #expect(try bob.homework(learner: fixture.learner, imageSHA256: homework.imageSHA256) == nil)
        #expect(try bob.currentQuiz(homeworkID: homework.id) == nil)
        #expect(try bob.progress(homeworkID: homework.id) == nil)
        #expect(try bob.attempts(homeworkID: homework.id).isEmpty)
        #expect(try bob.editHomework(id: homework.id, HomeworkEdit(title: "Bob was here")) == nil)
        #expect(throws: StoreError.self) { try bob.deleteHomework(id: homework.id) }
        #expect(throws: StoreError.self) { try fixture.record(quiz, correct: 10, at: Date(), in: bob) }
        #expect(throws: StoreError.self) {
            try bob.insertQuiz(Quiz(homeworkID: homework.id, questions: BackendFixture.questions(title: "x"), topic: nil, subtopic: nil,
                                    classificationConfidence: nil, generator: "offline"))
        }
        // Ann's rows are as she left them.
        let progress = try #require(try fixture.store.progress(homeworkID: homework.id))
        #expect(progress.totalAttempts == 1)
        #expect(progress.bestScore == 5)
        #expect(try fixture.store.homework(id: homework.id)?.title == "Ann's")
        #expect(try fixture.store.quizzes(homeworkID: homework.id).count == 1)
        // Bob's own homework with the same photo is his, beside Ann's.
        var same = homework
        same.id = newIdentifier()
        #expect(try bob.insertHomework(same, imageData: Data([0xFF, 0xD8, 2]), imageExtension: "jpg").created)
        #expect(try fixture.adminSQL("SELECT count(DISTINCT user_id) FROM homework WHERE image_sha256 = '\(homework.imageSHA256)'") == "2")
    }

    @Test(arguments: Backend.available.filter { $0 == .postgres })
    func aLoginThatIsNoLearnerCannotStoreHomework(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        _ = try fixture.adminSQL("CREATE ROLE stranger_\(UUID().uuidString.prefix(8).lowercased()) LOGIN")
        let role = try #require(try fixture.adminSQL("SELECT rolname FROM pg_roles WHERE rolname LIKE 'stranger_%' ORDER BY oid DESC LIMIT 1"))
        let stranger = try PostgresStore(conninfo: "\(fixture.database[0]) user=\(role)")
        #expect(stranger.userID == nil)
        do {
            try stranger.insertHomework(Homework(learner: "x", title: "t", subject: nil, imageURL: "", imageSHA256: String(repeating: "c", count: 64),
                                                 ocrText: nil, ocrConfidence: nil), imageData: Data([1]), imageExtension: "jpg")
            Issue.record("a login that is no learner stored a homework")
        } catch let error as StoreError {
            #expect(error.description.contains("is not a snapquiz learner"))
            #expect(error.kind == .usage)
        }
        _ = try? fixture.adminSQL("DROP OWNED BY \(role); DROP ROLE \(role)")
    }
}
