import Foundation
import GRDB
import Testing
import SnapQuizCore
import SnapQuizStore
@testable import SnapQuizProgress

/// Migration 0003 fills its summaries from attempts recorded before it existed.
@Suite struct SummaryBackfillTests {
    static let migrations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Migrations")

    @Test func oldAttemptsAreSummarisedWhenTheStoreIsUpgraded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-backfill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("snapquiz.sqlite").path

        // A store as a binary with only migrations 0001 and 0002 left it, with two attempts in it.
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for name in ["0001_initial_schema", "0002_review_attempts"] {
                try db.execute(sql: try String(contentsOf: Self.migrations.appendingPathComponent("\(name).sql"), encoding: .utf8))
                try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [name])
            }
            try db.execute(sql: """
                INSERT INTO homework VALUES ('h1', 'ann', 'Old', NULL, 'images/h1.jpg', ?, NULL, NULL,
                                             '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000');
                INSERT INTO quiz VALUES ('q1', 'h1', '{"questions":[]}', NULL, NULL, NULL, 'offline', '2026-01-01 00:00:00.000');
                INSERT INTO quiz_attempts VALUES ('a2', 'q1', 1, 2, 10,
                    '[{"questionId":"x","chosenIndex":0,"correct":false},{"questionId":"y","chosenIndex":0,"correct":true}]',
                    '2026-01-03 10:00:00.000', 'full');
                INSERT INTO quiz_attempts VALUES ('a1', 'q1', 2, 2, 10,
                    '[{"questionId":"x","chosenIndex":1,"correct":true},{"questionId":"y","chosenIndex":0,"correct":true}]',
                    '2026-01-02 10:00:00.000', 'full');
                """, arguments: [String(repeating: "a", count: 64)])
        }
        try old.close()

        let store = try Store(location: StoreLocation(databaseFile: URL(fileURLWithPath: path)))
        let (activity, missed, schedule) = try store.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT sum(attempts) FROM attempt_activity WHERE learner = 'ann'"),
             try Int.fetchOne(db, sql: "SELECT missed FROM question_stats WHERE question_id = 'x'"),
             try Row.fetchOne(db, sql: "SELECT * FROM review_schedule WHERE homework_id = 'h1'"))
        }
        #expect(activity == 2)
        #expect(missed == 1)
        // Replayed in completion order: 2/2 on the 2nd (due the 3rd), then 1/2 (q = 3) on the 3rd: interval 6 days.
        let row = try #require(schedule)
        #expect(row["repetitions"] as Int == 2)
        #expect(row["due_at"] as String == "2026-01-09 10:00:00.000")
        #expect(try store.attempts(homeworkID: "h1").map(\.id) == ["a2", "a1"])
    }
}
