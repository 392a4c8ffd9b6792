import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// `list`, `show`, `delete`, `backup`, `export` and the global options, through the built binary.
@Suite struct StoreCommandsTests {
    @Test func listOnEmptyStoreIsHelpfulAndJSONIsEmpty() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let human = try cli.run(["list"])
        #expect(human.status == 0)
        #expect(human.stderr.contains("snapquiz ingest"))
        let json = try cli.run(["list", "--json"])
        #expect(json.status == 0)
        let items = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any]
        #expect(items?.isEmpty == true)
    }

    @Test func listAndShowUseLearnerAndPrefixes() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework(learner: "ana", title: "Rivers \u{1B}[31mred")
        try cli.seedHomework(learner: "ben", title: "Ben's page")

        let list = try cli.run(["list", "--json", "--learner", "ana"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["id"] as? String == homework.id)
        #expect((items.first?["quiz"] as? [String: Any])?["id"] as? String == quiz.id)

        let human = try cli.run(["list"], environment: ["SNAPQUIZ_LEARNER": "ana"])
        #expect(human.stdout.contains("Rivers"))
        #expect(!human.stdout.contains("\u{1B}"), "escape sequences from stored text must not reach the terminal")
        #expect(!human.stdout.contains("Ben's page"))

        let show = try cli.run(["show", String(homework.id.prefix(6)), "--learner", "ana"])
        #expect(show.status == 0)
        #expect(show.stdout.contains("Question 1 of Rivers"))
        #expect(!show.stdout.contains("Because 1."), "answers stay hidden without --answers")
        let answers = try cli.run(["show", String(homework.id.prefix(6)), "--learner", "ana", "--answers"])
        #expect(answers.stdout.contains("Because 1."))

        let otherLearner = try cli.run(["show", String(homework.id.prefix(6)), "--learner", "ben"])
        #expect(otherLearner.status == 64)
        #expect(otherLearner.stderr.contains("no homework"))
        let tooShort = try cli.run(["show", "abc"])
        #expect(tooShort.status == 64)
    }

    @Test func deleteNeedsConfirmationWithoutATerminal() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try cli.seedHomework()
        let refused = try cli.run(["delete", String(homework.id.prefix(8))])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--yes"))
        #expect(try cli.openStore().homework(id: homework.id) != nil)

        let deleted = try cli.run(["delete", String(homework.id.prefix(8)), "--yes"])
        #expect(deleted.status == 0)
        #expect(try cli.openStore().homework(id: homework.id) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.home.appendingPathComponent("images").path).isEmpty)
    }

    @Test func backupAndExportWriteFilesThatReadBack() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework(title: "Volcanoes, \"lava\" and =SUM(A1)")
        let copy = cli.folder.appendingPathComponent("backup.sqlite")
        #expect(try cli.run(["backup", copy.path]).status == 0)
        let restored = try Store(location: StoreLocation(databaseFile: copy))
        #expect(try restored.currentQuiz(homeworkID: homework.id)?.questions == quiz.questions)
        #expect(try cli.run(["backup", copy.path]).status == 73, "an existing file is not overwritten")

        let json = try cli.run(["export", "--format", "json"])
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["homework"] as? [Any])?.count == 1)

        let csvFile = cli.folder.appendingPathComponent("out.csv")
        #expect(try cli.run(["export", "--format", "csv", "--output", csvFile.path]).status == 0)
        let csv = try String(contentsOf: csvFile, encoding: .utf8)
        #expect(csv.hasPrefix("homework_id,title,"))
        #expect(csv.contains("\"Volcanoes, \"\"lava\"\" and =SUM(A1)\""))
    }

    @Test func binaryRunsWhenCopiedAloneAndRefusesANewerDatabase() throws {
        var cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let lonely = cli.folder.appendingPathComponent("bin/snapquiz")
        try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: cli.executable, to: lonely)
        cli.executable = lonely
        #expect(try cli.run(["list"]).status == 0)
        let store = try cli.openStore()
        try store.writer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('9000_future')") }
        let refused = try cli.run(["list"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("newer snapquiz"))
    }

    @Test func dbOptionPutsImagesBesideTheDatabase() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let database = cli.folder.appendingPathComponent("elsewhere/my.sqlite")
        #expect(try cli.run(["list", "--db", database.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: database.path))
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("elsewhere/images").path))
    }
}
