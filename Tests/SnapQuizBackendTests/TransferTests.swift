import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizProgress
import SnapQuizTestSupport

/// `transfer`: SQLite → PostgreSQL → SQLite with identical counts, progress, reports and photo bytes; twice copies nothing twice.
@Suite struct TransferTests {
    let zone = TimeZone(identifier: "UTC")!
    let now = utc("2026-04-01 12:00")

    /// A SQLite store with `homework` homework, each attempted a few times (full and review) over March.
    func seededSQLite(_ fixture: BackendFixture, homework count: Int) throws -> [Homework] {
        var stored: [Homework] = []
        for index in 0..<count {
            let created = utc("2026-03-01 08:00").addingTimeInterval(TimeInterval(index * 3600))
            let (homework, quiz) = try fixture.addHomework(title: "Page \(index)", subject: ["Science", "History", nil][index % 3], createdAt: created)
            for round in 0..<(index % 7) {
                let at = created.addingTimeInterval(TimeInterval(round * 86_400 + index * 60))
                try fixture.record(quiz, correct: (index * 3 + round * 5) % 11, at: at)
                if round == 2 {
                    try fixture.record(quiz, correct: 1, at: at.addingTimeInterval(600), kind: .review, questions: Array(quiz.questions.suffix(3)))
                }
            }
            stored.append(homework)
        }
        return stored
    }

    /// What must come out the same on both sides.
    func snapshot(_ store: any QuizStore, learner: String) throws -> [String] {
        let stats = try StatsBuilder().report(store: store, learner: learner, timeZone: zone, now: now)
        let due = try DueSchedule().report(store: store, learner: learner, timeZone: zone, now: now)
        var lines = try store.listHomework(learner: learner).map { summary in
            let p = summary.progress
            return "\(summary.homework.id) \(summary.homework.title) \(summary.quizCount) \(p?.bestScore ?? -1) \(p?.totalAttempts ?? -1) "
                + "\(p?.completionPercentage ?? -1) \(p?.lastPlayedAt?.timeIntervalSince1970 ?? 0) "
                + "\(try store.imageData(of: summary.homework)?.count ?? -1)"
        }
        lines.append("stats \(stats.homeworkCount) \(stats.quizCount) \(stats.attemptCount) \(stats.averageBestScore ?? -1) "
            + "\(stats.currentStreakDays) \(stats.longestStreakDays) \(stats.recentScores.map(\.percentage)) "
            + "\(stats.weakestQuestions.map { "\($0.questionId) \($0.missed)/\($0.asked)" })")
        lines.append("due \(due.due.map { "\($0.homeworkId) \($0.reason) \($0.repetitions) \($0.intervalDays ?? 0) \($0.dueAt.timeIntervalSince1970)" }) "
            + "\(due.nextDueAt?.timeIntervalSince1970 ?? 0)")
        return lines
    }

    @Test(arguments: Backend.available.filter { $0 == .postgres })
    func sqliteToPostgresAndBackIsIdenticalAndIdempotent(_ backend: Backend) throws {
        let source = try BackendFixture(.sqlite)
        try seededSQLite(source, homework: 30)
        let postgres = try BackendFixture(.postgres)
        let before = try snapshot(source.store, learner: source.learner)

        let first = try StoreTransfer.copy(learner: source.learner, from: source.store, to: postgres.store)
        #expect(first.homework == 30)
        #expect(first.images == 30)
        #expect(first.skipped == 0)
        #expect(try snapshot(postgres.store, learner: postgres.learner) == before)
        let again = try StoreTransfer.copy(learner: source.learner, from: source.store, to: postgres.store)
        #expect(again.homework == 0)
        #expect(again.skipped == 30)
        #expect(try snapshot(postgres.store, learner: postgres.learner) == before)

        let back = try BackendFixture(.sqlite)
        let returned = try StoreTransfer.copy(learner: postgres.learner, from: postgres.store, to: back.store)
        #expect(returned.homework == 30)
        #expect(returned.attempts == first.attempts)
        #expect(try snapshot(back.store, learner: back.learner) == before)
        for homework in try source.store.listHomework(learner: source.learner).map(\.homework) {
            #expect(try back.store.imageData(of: try #require(try back.store.homework(id: homework.id))) == source.store.imageData(of: homework))
        }
    }

    @Test(arguments: Backend.available)
    func theTransferCommandCopiesIntoAnotherStore(_ backend: Backend) throws {
        let source = try BackendFixture(.sqlite)
        try seededSQLite(source, homework: 5)
        let target = try BackendFixture(backend)
        let commands = CommandsTests()
        let sourcePath = source.database[0]
        // SQLite → the target's first learner, named "ann" there too (on PostgreSQL --learner names the rows, the login owns them).
        let named = backend == .postgres ? ["--learner", target.learner] : []
        let run = try commands.run(target, as: 0, ["transfer", "--from", sourcePath, "--to", target.database[0], "--json"] + named)
        #expect(run.status == 0, "\(run.stderr)")
        #expect((run.json as? [String: Any])?["homework"] as? Int == 5)
        let twice = try commands.run(target, as: 0, ["transfer", "--from", sourcePath, "--to", target.database[0], "--json"] + named)
        #expect((twice.json as? [String: Any])?["skipped"] as? Int == 5)
        #expect(try snapshot(target.store, learner: target.learner) == snapshot(source.store, learner: source.learner))
        let missing = try commands.run(target, as: 0, ["transfer", "--from", source.folder.appendingPathComponent("nope.sqlite").path,
                                                       "--to", target.database[0]])
        #expect(missing.status == 66)
    }
}
