import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// `due` through the built binary, on crafted histories.
@Suite struct DueCommandTests {
    @Test func mostUrgentFirstAndOnlyThisLearner() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let store = try cli.openStore()
        let day: TimeInterval = 86_400
        let now = Date()
        let (weak, weakQuiz) = try cli.seedHomework(title: "Weak")
        let (strong, strongQuiz) = try cli.seedHomework(title: "Strong")
        let (stale, staleQuiz) = try cli.seedHomework(title: "Stale")
        try cli.seedHomework(learner: "other", title: "Someone else's")
        // Weak: failed yesterday (due today). Stale: passed 10 days ago (due 9 days ago).
        // Strong: passed three times on schedule, last just now (due in 16 days).
        try StatsCommandTests.record(store, weakQuiz, correct: 2, at: now.addingTimeInterval(-day))
        try StatsCommandTests.record(store, staleQuiz, correct: 8, at: now.addingTimeInterval(-10 * day))
        try StatsCommandTests.record(store, strongQuiz, correct: 10, at: now.addingTimeInterval(-7 * day - 60))
        try StatsCommandTests.record(store, strongQuiz, correct: 10, at: now.addingTimeInterval(-6 * day - 30))
        try StatsCommandTests.record(store, strongQuiz, correct: 10, at: now.addingTimeInterval(-1))

        let result = try cli.run(["due", "--json"], environment: ["TZ": "UTC"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let due = try #require(json["due"] as? [[String: Any]])
        #expect(due.map { $0["homeworkId"] as? String } == [stale.id, weak.id])
        #expect(due.map { $0["reason"] as? String } == ["review", "retry"])
        #expect(json["model"] as? String == "SM-2")
        #expect(json["nextDueAt"] is String)
        _ = strong

        let human = try cli.run(["due"], environment: ["TZ": "UTC"])
        #expect(human.stdout.contains("1.  \(stale.id.prefix(8))"))
        #expect(human.stdout.contains("overdue"))
        #expect(!human.stdout.contains("Someone else's"))
        #expect(!human.stdout.contains("Strong"))
    }

    @Test func neverTakenHomeworkIsDueAndEmptyStoreSaysSo() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let empty = try cli.run(["due"])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("Nothing is due"))
        let (homework, _) = try cli.seedHomework(title: "Fresh")
        let result = try cli.run(["due", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let due = try #require(json["due"] as? [[String: Any]])
        #expect(due.map { $0["homeworkId"] as? String } == [homework.id])
        #expect(due.first?["reason"] as? String == "new")
    }
}
