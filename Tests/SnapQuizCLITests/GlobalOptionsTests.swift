import Foundation
import Testing

/// SPEC §10: the global options are accepted before or after the subcommand.
@Suite struct GlobalOptionsTests {
    @Test func globalOptionsWorkBeforeTheCommand() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try cli.seedHomework(learner: "other", title: "Other's page")

        let before = try cli.run(["--learner", "other", "--json", "list"])
        #expect(before.status == 0, "\(before.stderr)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == [homework.id])
        #expect(before.stdout == (try cli.run(["list", "--learner", "other", "--json"])).stdout, "same output on either side")

        let mixed = try cli.run(["--json", "show", String(homework.id.prefix(8)), "--learner=other"])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        #expect(mixed.stdout.contains("\"title\" : \"Other's page\""))

        let database = cli.folder.appendingPathComponent("elsewhere.sqlite")
        #expect(try cli.run(["--db", database.path, "--no-color", "stats"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: database.path))

        let unknown = try cli.run(["--jsn", "list"])
        #expect(unknown.status == 64, "an unknown option before the command is still refused")
    }
}
