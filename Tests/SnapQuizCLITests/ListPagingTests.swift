import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// `list` reads a page of rows: a default page on a terminal, every row for scripts, `--limit/--offset` on request.
@Suite struct ListPagingTests {
    /// A store with `count` homework, the newest last-created; returns their ids newest first.
    static func seeded(_ cli: SnapQuizBinary, count: Int) throws -> [String] {
        let store = try cli.openStore()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return try (0..<count).map { index in
            try SampleStoreData.addHomework(to: store, photoFolder: cli.folder, title: "Homework \(index)",
                                            createdAt: start.addingTimeInterval(Double(index) * 60)).homework.id
        }.reversed()
    }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func jsonWithoutPagingIsTheWholeArrayAndAPageCarriesTheTotal() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let ids = try Self.seeded(cli, count: 7)
        let all = try #require(try Self.json(try cli.run(["list", "--json"]).stdout) as? [[String: Any]])
        #expect(all.compactMap { $0["id"] as? String } == ids)
        #expect(all.allSatisfy { Set($0.keys) == ["id", "title", "subject", "createdAt", "ocrConfidence", "reading", "quiz", "progress"] })

        let page = try #require(try Self.json(try cli.run(["list", "--json", "--limit", "3", "--offset", "2"]).stdout) as? [String: Any])
        #expect(page["total"] as? Int == 7 && page["offset"] as? Int == 2 && page["limit"] as? Int == 3)
        let rows = try #require(page["homework"] as? [[String: Any]])
        #expect(rows.compactMap { $0["id"] as? String } == Array(ids[2..<5]))
        // Each row of a page is the row of the whole list, byte for byte.
        #expect(NSDictionary(dictionary: rows[0]).isEqual(to: all[2]))

        let past = try #require(try Self.json(try cli.run(["list", "--json", "--offset", "10"]).stdout) as? [String: Any])
        #expect(past["total"] as? Int == 7 && (past["homework"] as? [Any])?.isEmpty == true && past["limit"] is NSNull)
    }

    @Test func humanPageSaysWhatWasCutAndPipesGetEveryRow() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try Self.seeded(cli, count: 4)
        let piped = try cli.run(["list"])
        #expect(piped.status == 0)
        #expect(piped.stdout.split(separator: "\n").count == 5, "header and four rows: \(piped.stdout)")
        #expect(!piped.stderr.contains("Showing"))
        let page = try cli.run(["list", "--limit", "2"])
        #expect(page.stdout.split(separator: "\n").count == 3)
        #expect(page.stderr.contains("Showing 1–2 of 4") && page.stderr.contains("snapquiz list --offset 2 --limit 2"), "\(page.stderr)")
        let last = try cli.run(["list", "--limit", "2", "--offset", "2"])
        #expect(last.stderr.contains("Showing 3–4 of 4") && !last.stderr.contains("Next"), "\(last.stderr)")
    }

    @Test func aTerminalGetsTheNewestFiftyAndTheWayToTheRest() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let ids = try Self.seeded(cli, count: 53)
        let run = try TakePTY.run(cli, ["list", "--no-color"], keys: [])
        #expect(run.status == 0)
        #expect(run.screen.contains(String(ids[49].prefix(8))) && !run.screen.contains(String(ids[50].prefix(8))))
        #expect(run.screen.contains("Showing 1–50 of 53"), "\(run.screen)")
    }

    @Test func badPagingIsAUsageErrorBeforeAnyWork() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        #expect(try cli.run(["list", "--limit", "0"]).status == 64)
        #expect(try cli.run(["list", "--offset", "-1"]).status == 64)
    }
}
