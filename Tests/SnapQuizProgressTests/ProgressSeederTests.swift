import Foundation
import GRDB
import Testing
import SnapQuizStore
@testable import SnapQuizTestSupport

/// The benchmark's bulk seeding must leave exactly the store that recording each attempt through the triggers leaves.
@Suite struct ProgressSeederTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// Every table the seeding writes, in a fixed order, for comparing two stores.
    static func snapshot(_ store: Store) throws -> [String: [Row]] {
        try store.writer.read { db in
            var tables: [String: [Row]] = [:]
            for (table, order) in [("homework", "id"), ("quiz", "id"), ("quiz_attempts", "id"), ("progress", "id"),
                                   ("attempt_activity", "learner, slot"), ("question_stats", "quiz_id, question_id"),
                                   ("review_schedule", "homework_id")] {
                tables[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)")
            }
            tables["triggers"] = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
            return tables
        }
    }

    @Test func bulkSummariesEqualThoseTheTriggersKeep() throws {
        let viaTriggers = try TemporaryStore(), bulk = try TemporaryStore()
        // A first seeding of the same learner, in the same year, so the second one meets existing activity slots.
        for store in [viaTriggers.store, bulk.store] {
            try ProgressSeeder(learner: "ann", homework: 5, attempts: 300, seed: 1, now: Self.now).seed(into: store, summaries: .triggers)
        }
        let second = ProgressSeeder(learner: "ann", homework: 30, attempts: 3_000, seed: 2, now: Self.now)
        try second.seed(into: viaTriggers.store, summaries: .triggers)
        try second.seed(into: bulk.store, summaries: .bulk)

        let expected = try Self.snapshot(viaTriggers.store), actual = try Self.snapshot(bulk.store)
        #expect(expected["quiz_attempts"]?.count == 3_300)
        #expect(try #require(expected["question_stats"]).count == 350)
        #expect(try #require(expected["review_schedule"]).count == 35)
        for table in expected.keys.sorted() {
            let same = actual[table] == expected[table]  // compared outside #expect, which would print both tables
            #expect(same, "\(table) differs")
        }
        // The trigger is back: an attempt recorded after the seeding is summarised as before.
        let answers = #"[{"questionId":"x","chosenIndex":0,"correct":false}]"#
        try bulk.store.writer.write { db in
            let quiz = try String.fetchOne(db, sql: "SELECT id FROM quiz ORDER BY id LIMIT 1")
            try db.execute(sql: "INSERT INTO quiz_attempts VALUES ('late', ?, 0, 1, 5, ?, '2030-01-01 00:00:00.000', 'review')",
                           arguments: [quiz, answers])
            #expect(try Int.fetchOne(db, sql: "SELECT missed FROM question_stats WHERE question_id = 'x'") == 1)
        }
    }

    @Test func aFailedSeedingLeavesTheStoreAsItWas() throws {
        let test = try TemporaryStore()
        let seeder = ProgressSeeder(learner: "ann", homework: 4, attempts: 100, seed: 7, now: Self.now)
        try seeder.seed(into: test.store)
        let before = try Self.snapshot(test.store)
        // The same seed again draws the same ids: the first homework insert fails after the trigger was dropped.
        #expect(throws: DatabaseError.self) { try seeder.seed(into: test.store) }
        #expect(try Self.snapshot(test.store) == before)
        #expect(before["triggers"]?.contains { $0["name"] == "quiz_attempts_summaries" } == true)
    }

    @Test func timestampsAreWhatTheStoreWritesForADate() throws {
        let test = try TemporaryStore()
        let instant = 1_795_000_000.123
        let stored = try test.store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT ?", arguments: [Date(timeIntervalSince1970: instant)])
        }
        #expect(ProgressSeeder.timestamp(instant) == stored)
        #expect(ProgressSeeder.timestamp(0) == "1970-01-01 00:00:00.000")
    }
}
