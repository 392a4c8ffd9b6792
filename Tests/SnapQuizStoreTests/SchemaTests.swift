import Foundation
import GRDB
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizStore

@Suite struct SchemaTests {
    @Test func checkConstraintsRejectOutOfRangeValues() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        let now = Date()
        let bad: [(String, StatementArguments)] = [
            ("INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, answers, completed_at) VALUES ('a1', ?, 11, 10, '[]', ?)", [quiz.id, now]),
            ("INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, answers, completed_at) VALUES ('a2', ?, -1, 10, '[]', ?)", [quiz.id, now]),
            ("INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, answers, completed_at) VALUES ('a3', ?, 5, 10, 'not json', ?)", [quiz.id, now]),
            ("UPDATE progress SET completion_percentage = 101 WHERE homework_id = ?", [homework.id]),
            ("UPDATE progress SET completion_percentage = -1 WHERE homework_id = ?", [homework.id]),
            ("UPDATE progress SET best_score = 11 WHERE homework_id = ?", [homework.id]),
            ("UPDATE progress SET total_attempts = -1 WHERE homework_id = ?", [homework.id]),
            ("UPDATE homework SET ocr_confidence = 100.5 WHERE id = ?", [homework.id]),
            ("UPDATE quiz SET classification_confidence = 1.5 WHERE id = ?", [quiz.id]),
            ("UPDATE quiz SET questions = '{' WHERE id = ?", [quiz.id]),
            // STRICT: a text in an INTEGER column is refused rather than stored.
            ("UPDATE progress SET total_attempts = 'many' WHERE homework_id = ?", [homework.id]),
        ]
        for (sql, arguments) in bad {
            #expect(throws: DatabaseError.self, "\(sql)") {
                try fixture.store.writer.write { db in try db.execute(sql: sql, arguments: arguments) }
            }
        }
        // In range is fine: the constraints are not just refusing everything.
        try fixture.store.writer.write { db in
            try db.execute(sql: "UPDATE progress SET completion_percentage = 100, best_score = 10 WHERE homework_id = ?", arguments: [homework.id])
        }
    }

    @Test func deletingHomeworkCascadesAndRemovesImage() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        let (other, otherQuiz) = try fixture.addHomework(title: "Other")
        try fixture.record(quiz, correct: 5)
        try fixture.record(otherQuiz, correct: 5)
        let image = fixture.store.location.imageFile(relativePath: homework.imageURL)
        #expect(FileManager.default.fileExists(atPath: image.path))

        try fixture.store.deleteHomework(id: homework.id)

        let counts = try fixture.store.writer.read { db in
            try ["quiz", "progress"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0) WHERE homework_id = ?", arguments: [homework.id]) }
                + [try Int.fetchOne(db, sql: "SELECT count(*) FROM quiz_attempts WHERE quiz_id = ?", arguments: [quiz.id])]
        }
        #expect(counts == [0, 0, 0])
        #expect(!FileManager.default.fileExists(atPath: image.path))
        #expect(try fixture.store.attempts(homeworkID: other.id).count == 1)
        #expect(try fixture.store.homework(id: homework.id) == nil)
    }

    @Test func migrationsApplyOnceAndReopenIsIdempotent() throws {
        let fixture = try TemporaryStore()
        _ = try Store(location: fixture.store.location)
        _ = try Store(location: fixture.store.location)
        let applied = try fixture.store.writer.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == Store.knownMigrations)
        #expect(applied.first == "0001_initial_schema")
        let strict = try fixture.store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE strict = 1 ORDER BY name")
        }
        // The four tables of SPEC §3 are STRICT (later migrations add STRICT summary tables beside them).
        #expect(Set(["homework", "progress", "quiz", "quiz_attempts"]).isSubset(of: Set(strict)))
    }

    @Test func newerDatabaseIsRefused() throws {
        let fixture = try TemporaryStore()
        try fixture.store.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('9999_from_the_future')")
        }
        #expect {
            _ = try Store(location: fixture.store.location)
        } throws: { error in
            guard case let .newerDatabase(_, unknown) = error as? StoreError else { return false }
            return unknown == ["9999_from_the_future"]
        }
    }

    @Test func filesArePrivate() throws {
        let fixture = try TemporaryStore()
        let (homework, _) = try fixture.addHomework()
        let location = fixture.store.location
        func mode(_ url: URL) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        #expect(try mode(location.home) == 0o700)
        #expect(try mode(location.images) == 0o700)
        #expect(try mode(location.database) == 0o600)
        #expect(try mode(location.imageFile(relativePath: homework.imageURL)) == 0o600)
        let wal = URL(fileURLWithPath: location.database.path + "-wal")
        if FileManager.default.fileExists(atPath: wal.path) { #expect(try mode(wal) == 0o600) }
    }

    @Test func walAndForeignKeysAreOn() throws {
        let fixture = try TemporaryStore()
        let (mode, foreignKeys) = try fixture.store.writer.write { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA foreign_keys"))
        }
        #expect(mode == "wal")
        #expect(foreignKeys == 1)
    }
}
