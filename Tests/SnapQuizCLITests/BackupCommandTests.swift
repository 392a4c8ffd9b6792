import Foundation
import Testing
import SnapQuizStore

/// `backup FILE [--force]` onto a file that exists.
@Suite struct BackupCommandTests {
    @Test func existingFileIsNamedAndForceReplacesIt() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let copy = cli.folder.appendingPathComponent("backup.sqlite")
        try Data("an old copy".utf8).write(to: copy)

        let refused = try cli.run(["backup", copy.path])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains(copy.path) && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("SNAPQUIZ_HOME"), "advice about the store does not apply to the copy")
        #expect(try Data(contentsOf: copy) == Data("an old copy".utf8), "nothing was written over it")

        let (homework, _) = try cli.seedHomework()
        let forced = try cli.run(["backup", copy.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Store(location: StoreLocation(databaseFile: copy)).homework(id: homework.id) != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)

        let itself = try cli.run(["backup", cli.home.appendingPathComponent("snapquiz.sqlite").path, "--force"])
        #expect(itself.status == 64, "the live database is never replaced by its own copy")
    }
}
