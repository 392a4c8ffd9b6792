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

    @Option(help: "Measure this snapquiz binary (e.g. an older build, for before/after) instead of the one beside the bench.")
    var snapquiz: String?

    static let learner = "bench"

    /// The page of `list --limit` measured: as many rows as a terminal gets by default.
    static let pageSize = 50

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
        /// `list --json --limit 50`: the page a terminal shows by default.
        var listPageJSONMs: Double?
        /// The same rows as `stats --json` / `list --json`, read and printed as JSON by the sqlite3 shell.
        var sqliteStatsMs: Double?
        var sqliteListMs: Double?
        var sqliteListPageMs: Double?
        /// CPU (user + system) of each, medians: on a machine shared with other work, wall time includes waiting.
        var processBaselineCPUMs: Double?
        var statsJSONCPUMs: Double?
        var listJSONCPUMs: Double?
        var listPageJSONCPUMs: Double?
        var sqliteStatsCPUMs: Double?
        var sqliteListCPUMs: Double?
        var sqliteListPageCPUMs: Double?
        var dueJSONMs: Double
        var takeAnswersMs: Double
        var statsInProcessMs: Double
        var dueInProcessMs: Double
        var recordAttemptInProcessMs: Double
    }

    func run() throws {
        let binary = snapquiz ?? BenchSupport.snapquizBinary
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
        // The two reports, measured in one interleaved run beside their floors: spawning a process at all, and the
        // sqlite3 shell reading the same rows and printing them as JSON.
        let sqlite3 = "/usr/bin/sqlite3"
        let haveSQLite = FileManager.default.isExecutableFile(atPath: sqlite3)
        var commands: [(executable: String, arguments: [String])] = [
            ("/bin/true", []), (binary, ["stats", "--json"]), (binary, ["list", "--json"]),
            (binary, ["list", "--json", "--limit", "\(Self.pageSize)"]),
        ]
        if haveSQLite {
            commands += [(sqlite3, ["-readonly", "-json", databaseURL.path, Self.statsSQL(learner: Self.learner)]),
                         (sqlite3, ["-readonly", "-json", databaseURL.path, Self.listSQL(learner: Self.learner)]),
                         (sqlite3, ["-readonly", "-json", databaseURL.path, Self.listSQL(learner: Self.learner, limit: Self.pageSize)])]
        }
        let reports = try BenchSupport.interleavedMedians(runs: runs, commands, environment: environment)
        let baseline = reports[0].wallMs, stats = reports[1].wallMs, list = reports[2].wallMs
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
                            processBaselineMs: baseline, statsJSONMs: stats, listJSONMs: list, listPageJSONMs: reports[3].wallMs,
                            sqliteStatsMs: haveSQLite ? reports[4].wallMs : nil, sqliteListMs: haveSQLite ? reports[5].wallMs : nil,
                            sqliteListPageMs: haveSQLite ? reports[6].wallMs : nil,
                            processBaselineCPUMs: reports[0].cpuMs, statsJSONCPUMs: reports[1].cpuMs, listJSONCPUMs: reports[2].cpuMs,
                            listPageJSONCPUMs: reports[3].cpuMs,
                            sqliteStatsCPUMs: haveSQLite ? reports[4].cpuMs : nil, sqliteListCPUMs: haveSQLite ? reports[5].cpuMs : nil,
                            sqliteListPageCPUMs: haveSQLite ? reports[6].cpuMs : nil,
                            dueJSONMs: due, takeAnswersMs: take,
                            statsInProcessMs: statsInProcess, dueInProcessMs: dueInProcess, recordAttemptInProcessMs: record)
        let ms = { (value: Double) in BenchSupport.format(value, 1) }
        print("Reports, whole processes, one interleaved run (median of \(runs)); CPU = user + system time:")
        var reportRows = [
            ["/bin/true (process baseline)", ms(reports[0].wallMs), ms(reports[0].cpuMs), ""],
            ["snapquiz stats --json", ms(stats), ms(reports[1].cpuMs), "≤ 150, aim ≤ 50"],
            ["snapquiz list --json (all \(homework) rows)", ms(list), ms(reports[2].cpuMs), "≤ 150, aim ≤ 50"],
            ["snapquiz list --json --limit \(Self.pageSize)", ms(reports[3].wallMs), ms(reports[3].cpuMs), ""],
        ]
        if haveSQLite {
            reportRows += [["sqlite3 -json, the rows of stats", ms(reports[4].wallMs), ms(reports[4].cpuMs), ""],
                           ["sqlite3 -json, the rows of list", ms(reports[5].wallMs), ms(reports[5].cpuMs), ""],
                           ["sqlite3 -json, the rows of list --limit \(Self.pageSize)", ms(reports[6].wallMs), ms(reports[6].cpuMs), ""]]
        }
        print(BenchSupport.table(["measurement", "wall ms", "CPU ms", "target"], reportRows))
        print()
        print(BenchSupport.table(["measurement (median of \(runs))", "ms", "target"], [
            ["snapquiz due --json", ms(due), ""],
            ["snapquiz take ID --answers … --json", ms(take), ""],
            ["stats report, in process", ms(statsInProcess), ""],
            ["due report, in process", ms(dueInProcess), ""],
            ["record one attempt, in process", BenchSupport.format(record, 2), "≤ 5"],
        ]))
        print("database: \(bytes / 1_048_576) MiB at \(databaseURL.path)")
        if let json { try BenchSupport.writeJSON(result, to: json) }
    }

    /// The rows `list --json` shows, as Store.homeworkPage reads them: all of them in the index's order, or the first
    /// `limit` chosen first and then joined.
    static func listSQL(learner: String, limit: Int? = nil) -> String {
        let columns = """
            h.id, h.learner, h.title, h.subject, h.image_url, h.image_sha256, h.ocr_confidence,
                   h.reading_grade, h.reading_confidence, h.reading_dictionary_rate, h.reading_words, h.created_at, h.updated_at,
                   cq.id AS quiz_id, cq.topic, (SELECT count(*) FROM quiz q WHERE q.homework_id = h.id) AS quiz_count,
                   p.completion_percentage, p.best_score, p.total_attempts, p.last_played_at
            """
        let joins = """
            LEFT JOIN quiz cq ON cq.rowid = (SELECT q.rowid FROM quiz q WHERE q.homework_id = h.id ORDER BY q.created_at DESC, q.rowid DESC LIMIT 1)
            LEFT JOIN progress p ON p.homework_id = h.id
            """
        guard let limit else {
            return "SELECT \(columns) FROM homework h \(joins) WHERE h.learner = '\(learner)' ORDER BY h.created_at DESC, h.rowid DESC"
        }
        return """
            SELECT \(columns)
            FROM (SELECT rowid FROM homework WHERE learner = '\(learner)' ORDER BY created_at DESC, rowid DESC LIMIT \(limit)) AS page
            JOIN homework h ON h.rowid = page.rowid
            \(joins)
            ORDER BY h.created_at DESC, h.rowid DESC
            """
    }

    /// The rows `stats --json` reads (StatsBuilder's queries, the trend's without its bound): homework lines, quiz
    /// count, activity slots, weakest questions and the last 20 full attempts.
    static func statsSQL(learner: String) -> String {
        """
        SELECT h.id, h.title, h.subject, h.created_at, p.best_score, p.total_attempts, p.completion_percentage, p.last_played_at
        FROM homework h LEFT JOIN progress p ON p.homework_id = h.id WHERE h.learner = '\(learner)'
        ORDER BY p.last_played_at IS NULL, p.last_played_at DESC, h.created_at DESC, h.rowid DESC;
        SELECT count(*) FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE h.learner = '\(learner)';
        SELECT slot, attempts FROM attempt_activity WHERE learner = '\(learner)' AND attempts > 0 ORDER BY slot DESC;
        SELECT s.quiz_id, s.question_id, s.asked, s.missed, h.id, h.title, q.questions
        FROM question_stats s JOIN quiz q ON q.id = s.quiz_id JOIN homework h ON h.id = q.homework_id
        WHERE s.learner = '\(learner)' AND s.missed > 0
        ORDER BY s.missed DESC, CAST(s.missed AS REAL) / s.asked DESC, s.last_missed_at DESC, s.question_id LIMIT 10;
        SELECT a.score, a.total_questions, a.completed_at
        FROM quiz_attempts a INDEXED BY quiz_attempts_completed_at CROSS JOIN quiz q CROSS JOIN homework h
        WHERE q.id = a.quiz_id AND h.id = q.homework_id AND h.learner = '\(learner)' AND a.kind = 'full'
        ORDER BY a.completed_at DESC LIMIT 20;
        """
    }
}
