import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// Every store command through the built binary, as a user runs it, on both stores: `--db PATH --learner NAME`
/// on SQLite, `--db CONNINFO` on PostgreSQL (where the login is the learner).
@Suite struct CommandsTests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        var json: Any? { try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
    }

    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapquiz")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let products = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("snapquiz")
        if FileManager.default.isExecutableFile(atPath: products.path) { return products }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/snapquiz")
    }()

    /// Runs snapquiz as learner `who` (0 or 1) of the fixture's store.
    func run(_ fixture: BackendFixture, as who: Int, _ arguments: [String]) throws -> Run {
        let learner = fixture.backend == .sqlite ? ["--learner", who == 0 ? fixture.learner : fixture.otherLearner] : []
        return try Self.snapquiz(arguments + ["--db", fixture.database[who]] + learner, environment: [
            "SNAPQUIZ_HOME": fixture.folder.appendingPathComponent("home").path, "SNAPQUIZ_GENERATOR": "offline", "TZ": "UTC",
        ])
    }

    /// The built binary with the caller's environment minus any SNAPQUIZ_ setting, plus `environment` and NO_COLOR.
    static func snapquiz(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SNAPQUIZ_") }
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        let result = try SpawnedProcess.run(executable.path, arguments, environment: environment)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    @Test(arguments: Backend.available)
    func everyStoreCommandWorksAndStaysWithItsLearner(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let notes = fixture.folder.appendingPathComponent("photosynthesis.txt")
        try SampleHomework.photosynthesis.write(to: notes, atomically: true, encoding: .utf8)

        let ingest = try run(fixture, as: 0, ["ingest", notes.path, "--subject", "science", "--json"])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let item = try #require((ingest.json as? [[String: Any]])?.first)
        let id = try #require(item["id"] as? String)
        let short = String(id.prefix(8))
        #expect((item["quiz"] as? [String: Any])?["questionCount"] as? Int == 10)
        #expect(try run(fixture, as: 0, ["ingest", notes.path, "--json"]).status == 0)   // the same file again: the stored homework

        let list = try run(fixture, as: 0, ["list", "--json"])
        #expect((list.json as? [[String: Any]])?.map { $0["id"] as? String } == [id])
        let show = try run(fixture, as: 0, ["show", short, "--answers", "--json"])
        let quiz = try #require((show.json as? [String: Any])?["quiz"] as? [String: Any])
        let key = try #require((quiz["questions"] as? [[String: Any]])?.compactMap { $0["correctIndex"] as? Int })
        #expect(key.count == 10)
        let letters = key.enumerated().map { index, correct in ["A", "B", "C", "D"][index < 6 ? correct : (correct + 1) % 4] }

        let take = try run(fixture, as: 0, ["take", short, "--answers", letters.joined(separator: ","), "--json"])
        #expect(take.status == 0, "\(take.stderr)")
        let outcome = try #require(take.json as? [String: Any])
        #expect(outcome["score"] as? Int == 6)
        #expect(outcome["bestScore"] as? Int == 6)
        #expect(outcome["completionPercentage"] as? Int == 60)
        let review = try run(fixture, as: 0, ["take", short, "--review", "--answers", key.suffix(4).map { ["A", "B", "C", "D"][$0] }.joined(separator: ","), "--json"])
        #expect(review.status == 0, "\(review.stderr)")
        #expect((review.json as? [String: Any])?["kind"] as? String == "review")
        #expect((review.json as? [String: Any])?["bestScore"] as? Int == 6)
        #expect((review.json as? [String: Any])?["totalAttempts"] as? Int == 2)
        #expect(try run(fixture, as: 0, ["take", short, "--answers", "A,B"]).status == 64)   // wrong count: nothing recorded

        let history = try run(fixture, as: 0, ["history", short, "--json"])
        #expect((history.json as? [[String: Any]])?.map { $0["kind"] as? String } == ["review", "full"])
        let stats = try #require(try run(fixture, as: 0, ["stats", "--json"]).json as? [String: Any])
        #expect(stats["attemptCount"] as? Int == 2)
        #expect(stats["currentStreakDays"] as? Int == 1)
        let due = try run(fixture, as: 0, ["due", "--json"])
        #expect(due.status == 0)
        #expect(((due.json as? [String: Any])?["due"] as? [Any])?.isEmpty == true)   // taken today: next due tomorrow
        #expect((due.json as? [String: Any])?["nextDueAt"] is String)

        let edit = try run(fixture, as: 0, ["edit", short, "--title", "Plants", "--json"])
        #expect((edit.json as? [String: Any])?["title"] as? String == "Plants")
        let regenerate = try run(fixture, as: 0, ["regenerate", short, "--json"])
        #expect(regenerate.status == 0, "\(regenerate.stderr)")
        #expect((regenerate.json as? [String: Any])?["quizCount"] as? Int == 2)
        let export = try #require(try run(fixture, as: 0, ["export", "--format", "json"]).json as? [String: Any])
        #expect((export["homework"] as? [Any])?.count == 1)
        #expect(try run(fixture, as: 0, ["export", "--format", "csv"]).stdout.contains("Plants"))

        // The other learner, with Ann's full id: nothing to see, change or delete.
        for arguments in [["show", id], ["take", id, "--answers", "A,A,A,A,A,A,A,A,A,A"], ["history", id], ["edit", id, "--title", "Mine"],
                          ["regenerate", id], ["delete", id, "--yes"], ["take", id, "--review", "--answers", "A"]] {
            let refused = try run(fixture, as: 1, arguments)
            #expect(refused.status == 64, "\(arguments[0]) by the other learner: \(refused.status) \(refused.stderr)")
        }
        #expect((try run(fixture, as: 1, ["list", "--json"]).json as? [Any])?.isEmpty == true)
        #expect((try run(fixture, as: 1, ["stats", "--json"]).json as? [String: Any])?["attemptCount"] as? Int == 0)
        let after = try #require(try run(fixture, as: 0, ["show", short, "--json"]).json as? [String: Any])
        #expect(after["title"] as? String == "Plants")
        #expect(after["totalAttempts"] as? Int == 2)

        let backup = try run(fixture, as: 0, ["backup", fixture.folder.appendingPathComponent("copy.sqlite").path])
        #expect(backup.status == (backend == .sqlite ? 0 : 64), "\(backup.stderr)")

        let delete = try run(fixture, as: 0, ["delete", short, "--yes", "--json"])
        #expect(delete.status == 0, "\(delete.stderr)")
        #expect((try run(fixture, as: 0, ["list", "--json"]).json as? [Any])?.isEmpty == true)
        if backend == .postgres {
            #expect(try fixture.adminSQL("SELECT (SELECT count(*) FROM homework) + (SELECT count(*) FROM quiz) + (SELECT count(*) FROM quiz_attempts) + (SELECT count(*) FROM homework_image) + (SELECT count(*) FROM progress)") == "0")
        }
    }

    @Test(arguments: Backend.available)
    func learnerManagementNeedsPostgreSQLAndAnAdministrator(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let asLearner = try run(fixture, as: 0, ["learner", "list"])
        #expect(asLearner.status == 64, "\(asLearner.stderr)")
        guard backend == .postgres, let database = PostgresTestDatabase.serverConninfo else { return }
        let role = "new_\(UUID().uuidString.prefix(8).lowercased())"
        let admin = fixture.database[0] + " user=" + (database.components(separatedBy: " ").first { $0.hasPrefix("user=") }?.dropFirst(5).description ?? "postgres")
        let process = try runAdmin(admin, ["learner", "add", role, "--name", "New One"])
        #expect(process.status == 0, "\(process.stderr)")
        #expect(process.stdout.trimmingCharacters(in: .whitespacesAndNewlines).count == 36)
        let listed = try runAdmin(admin, ["learner", "list", "--json"])
        #expect((listed.json as? [[String: Any]])?.contains { $0["role"] as? String == role && $0["name"] as? String == "New One" } == true)
        let newcomer = try runAdmin(fixture.database[0] + " user=\(role)", ["list", "--json"])
        #expect(newcomer.status == 0, "\(newcomer.stderr)")
        _ = try? fixture.adminSQL("DROP ROLE \(role)")
    }

    private func runAdmin(_ conninfo: String, _ arguments: [String]) throws -> Run {
        try Self.snapquiz(["--db", conninfo] + arguments)
    }
}
