import ArgumentParser
import Foundation
import GRDB
import SnapQuizCore
import SnapQuizProgress
import SnapQuizStore
import SnapQuizTestSupport

/// `snapquiz-bench progress`: fills a store with many homework and attempts, then times the progress commands.
struct ProgressBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Seed N homework and M attempts in one transaction, then time stats, list, due and take --answers.",
        discussion: "Targets (SPEC issue 5): stats ≤ 150 ms, one recorded attempt ≤ 5 ms median.")

    @Option(help: "Homework to create (each with one 10-question quiz).")
    var homework = 10_000

    @Option(help: "Attempts to create, spread over the last year in time order.")
    var attempts = 1_000_000

    @Option(help: "Runs per measurement (the median is reported).")
    var runs = 7

    @Option(help: "Use (and keep) this database file; seeding is skipped when it already holds the bench learner.")
    var db: String?

    @Option(help: "Also write the numbers as JSON to this file.")
    var json: String?

    @Flag(help: "Only seed the store given with --db (its seeding time goes to --json), measure nothing.")
    var seedOnly = false

    static let learner = "bench"

    /// What a --seed-only run writes.
    struct Seeding: Codable {
        var seedSeconds: Double?
    }

    func validate() throws {
        if seedOnly, db == nil { throw ValidationError("--seed-only needs --db FILE: the store is kept for the measuring run") }
    }

    /// The numbers one run measured.
    struct Result: Codable {
        var homework: Int
        var attempts: Int
        var seedSeconds: Double?
        var databaseBytes: Int
        var processBaselineMs: Double
        var statsJSONMs: Double
        var listJSONMs: Double
        var dueJSONMs: Double
        var takeAnswersMs: Double
        var statsInProcessMs: Double
        var dueInProcessMs: Double
        var recordAttemptInProcessMs: Double
    }

    func run() throws {
        let binary = BenchSupport.snapquizBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ValidationError("\(binary) is missing: build it with 'swift build -c release --product snapquiz'")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-progress-bench-\(UUID().uuidString)")
        let databaseURL = db.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("snapquiz.sqlite")
        defer { if db == nil { try? FileManager.default.removeItem(at: folder) } }
        let store = try Store(location: StoreLocation(databaseFile: databaseURL))

        var seedSeconds: Double?
        let existing = try store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM homework WHERE learner = ?", arguments: [Self.learner]) ?? 0
        }
        if existing == 0 {
            let seeder = ProgressSeeder(learner: Self.learner, homework: homework, attempts: attempts)
            seedSeconds = try BenchSupport.seconds { try seeder.seed(into: store) }
            print("seeded \(homework) homework and \(attempts) attempts in \(BenchSupport.format(seedSeconds!, 1)) s")
        } else {
            print("reusing \(databaseURL.path) (\(existing) homework of '\(Self.learner)')")
        }
        try store.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        // Let the kernel write a fresh seed's gigabyte back now rather than under the measurements. (Cold reads
        // still vary: this VM reclaims page cache on its own, so the first runs after a pause read from disk.)
        sync()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: databaseURL.path)[.size] as? Int) ?? 0
        if seedOnly {
            if let json { try BenchSupport.writeJSON(Seeding(seedSeconds: seedSeconds), to: json) }
            return
        }

        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SNAPQUIZ_") }
        environment["SNAPQUIZ_DB"] = databaseURL.path
        environment["SNAPQUIZ_LEARNER"] = Self.learner
        let spawn = { (arguments: [String]) throws -> Double in
            try BenchSupport.median(runs: runs) {
                let status = try BenchSupport.runProcess(binary, arguments, environment: environment)
                if status != 0 { throw ValidationError("snapquiz \(arguments.joined(separator: " ")) exited \(status)") }
            } * 1000
        }
        let baseline = try BenchSupport.median(runs: runs) { try BenchSupport.runProcess("/bin/true", []) } * 1000
        let stats = try spawn(["stats", "--json"])
        let list = try spawn(["list", "--json"])
        let due = try spawn(["due", "--json"])
        let target = try store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT id FROM homework WHERE learner = ? ORDER BY rowid LIMIT 1", arguments: [Self.learner])
        }
        guard let target else { throw ValidationError("the bench learner has no homework") }
        let answers = Array(repeating: "A", count: 10).joined(separator: ",")
        let take = try spawn(["take", target, "--answers", answers, "--json"])

        let zone = TimeZone(identifier: "UTC")!
        let statsInProcess = try BenchSupport.median(runs: runs) {
            _ = try StatsBuilder().report(store: store, learner: Self.learner, timeZone: zone)
        } * 1000
        let dueInProcess = try BenchSupport.median(runs: runs) {
            _ = try DueSchedule().report(store: store, learner: Self.learner, timeZone: zone)
        } * 1000
        let plan = try TakePlan.make(store: store, homeworkID: target, review: false)
        let record = try BenchSupport.median(runs: max(runs, 21)) {
            _ = try plan.record(try plan.attempt(choices: Array(repeating: 1, count: 10), timeTakenSeconds: 10), in: store)
        } * 1000

        let result = Result(homework: homework, attempts: attempts, seedSeconds: seedSeconds, databaseBytes: bytes,
                            processBaselineMs: baseline, statsJSONMs: stats, listJSONMs: list, dueJSONMs: due, takeAnswersMs: take,
                            statsInProcessMs: statsInProcess, dueInProcessMs: dueInProcess, recordAttemptInProcessMs: record)
        let ms = { (value: Double) in BenchSupport.format(value, 1) }
        print(BenchSupport.table(["measurement (median of \(runs))", "ms", "target"], [
            ["/bin/true (process baseline)", ms(baseline), ""],
            ["snapquiz stats --json", ms(stats), "≤ 150"],
            ["snapquiz list --json", ms(list), ""],
            ["snapquiz due --json", ms(due), ""],
            ["snapquiz take ID --answers … --json", ms(take), ""],
            ["stats report, in process", ms(statsInProcess), ""],
            ["due report, in process", ms(dueInProcess), ""],
            ["record one attempt, in process", BenchSupport.format(record, 2), "≤ 5"],
        ]))
        print("database: \(bytes / 1_048_576) MiB at \(databaseURL.path)")
        if let json { try BenchSupport.writeJSON(result, to: json) }
    }
}
