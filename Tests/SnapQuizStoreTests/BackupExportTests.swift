import Foundation
import GRDB
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizStore

@Suite struct BackupExportTests {
    @Test func backupHoldsTheSameRows() throws {
        let fixture = try TemporaryStore()
        let (_, quiz) = try fixture.addHomework()
        try fixture.record(quiz, correct: 6)
        let destination = fixture.folder.appendingPathComponent("copy.sqlite")
        try fixture.store.backup(to: destination)

        let copy = try Store(location: StoreLocation(databaseFile: destination))
        func dump(_ store: Store) throws -> [String] {
            try store.writer.read { db in
                try ["homework", "quiz", "progress", "quiz_attempts"].flatMap { table in
                    try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY id").map { "\(table) \($0)" }
                }
            }
        }
        #expect(try dump(copy) == dump(fixture.store))
        #expect(try dump(copy).count == 4)
        #expect((try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // A second backup to the same file is refused instead of overwriting it.
        #expect(throws: StoreError.self) { try fixture.store.backup(to: destination) }
    }

    @Test func exportRoundTripsThroughJSON() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework(learner: "ana")
        try fixture.record(quiz, correct: 6)
        try fixture.record(quiz, correct: 9)
        try fixture.addHomework(learner: "ben")

        let document = try fixture.store.export(learner: "ana")
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try decoder.decode(ExportDocument.self, from: encoder.encode(document))

        #expect(decoded.homework.count == 1)
        let entry = try #require(decoded.homework.first)
        #expect(entry.homework.id == homework.id)
        #expect(entry.quizzes.map(\.questions) == [quiz.questions])
        #expect(entry.attempts.map(\.score) == [6, 9])
        #expect(entry.attempts.first?.answers == document.homework[0].attempts.first?.answers)
        #expect(entry.progress?.bestScore == 9)
        #expect(entry.progress?.totalAttempts == 2)
    }
}
