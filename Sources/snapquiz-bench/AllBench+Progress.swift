import ArgumentParser
import Foundation

extension AllBench {
    /// The stats store of `all`: seeded by one child process while other work runs, then measured by another
    /// (the seeding holds a large transaction; the measurements spawn `snapquiz` against the store).
    struct ProgressStore {
        var homework: Int
        var attempts: Int
        /// The store file: beside `keepAt` (reused by later runs when seeded with the same sizes), else scratch.
        var database: String
        var seedJSON: String
        var measureJSON: String

        init(homework: Int, attempts: Int, keepAt: String?, scratch: URL) {
            self.homework = homework
            self.attempts = attempts
            if let keepAt {
                // A kept store is reused only if it was seeded with the same sizes (the name says which).
                let url = URL(fileURLWithPath: keepAt)
                database = url.deletingPathExtension().path + "-\(homework)h-\(attempts)a."
                    + (url.pathExtension.isEmpty ? "sqlite" : url.pathExtension)
            } else {
                database = scratch.appendingPathComponent("stats-store.sqlite").path
            }
            seedJSON = scratch.appendingPathComponent("seeding.json").path
            measureJSON = scratch.appendingPathComponent("progress.json").path
        }

        private var bench: String { URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path }
        private var sizes: [String] { ["--homework", "\(homework)", "--attempts", "\(attempts)", "--db", database] }

        /// Starts `snapquiz-bench progress --seed-only` (a no-op when the kept store is already seeded).
        func startSeeding() throws -> Process {
            for path in [database, seedJSON] {
                try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: bench)
            process.arguments = ["progress", "--seed-only", "--json", seedJSON] + sizes
            process.standardOutput = FileHandle.standardError  // stdout is for the table
            try process.run()
            return process
        }

        /// Waits for the seeding, then measures in a child process and reads its JSON back.
        func measure(_ report: inout Report, after seeding: Process) throws -> [Line] {
            seeding.waitUntilExit()
            guard seeding.terminationStatus == 0 else {
                throw ValidationError("snapquiz-bench progress --seed-only exited \(seeding.terminationStatus)")
            }
            let seeded = try JSONDecoder().decode(ProgressBench.Seeding.self, from: Data(contentsOf: URL(fileURLWithPath: seedJSON)))
            let status = try BenchSupport.runProcess(bench, ["progress", "--json", measureJSON] + sizes)
            guard status == 0 else { throw ValidationError("snapquiz-bench progress exited \(status)") }
            var r = try JSONDecoder().decode(ProgressBench.Result.self, from: Data(contentsOf: URL(fileURLWithPath: measureJSON)))
            r.seedSeconds = seeded.seedSeconds
            report.progress = r
            return Self.lines(r)
        }

        static func lines(_ r: ProgressBench.Result) -> [Line] {
            let size = "\(r.homework / 1000)k homework / \(r.attempts >= 1_000_000 ? "\(r.attempts / 1_000_000)M" : "\(r.attempts / 1000)k") attempts"
            let base = r.processBaselineMs
            func spawned(_ name: String, _ ms: Double, _ note: String? = nil) -> Line {
                Line(area: "progress", measurement: name, value: ms, unit: "ms", baseline: base, baselineName: "/bin/true", ratio: ms / base, note: note)
            }
            return [
                Line(area: "progress", measurement: "record one attempt (insert + progress upsert), in process", value: r.recordAttemptInProcessMs,
                     unit: "ms", note: "target ≤ 5 ms; \(size)"),
                spawned("snapquiz take ID --answers … --json", r.takeAnswersMs),
                spawned("snapquiz stats --json, \(size)", r.statsJSONMs, "target ≤ 150 ms"),
                Line(area: "progress", measurement: "stats report, in process", value: r.statsInProcessMs, unit: "ms"),
                spawned("snapquiz list --json, \(size)", r.listJSONMs, "target ≤ 150 ms"),
            ] + (r.listPageJSONMs.map { [spawned("snapquiz list --json --limit \(ProgressBench.pageSize)", $0)] } ?? [])
              + (r.sqliteStatsMs.map { [spawned("sqlite3 -json, the rows of stats (floor)", $0)] } ?? [])
              + (r.sqliteListMs.map { [spawned("sqlite3 -json, the rows of list (floor)", $0)] } ?? [])
              + (r.sqliteListPageMs.map { [spawned("sqlite3 -json, the rows of list --limit \(ProgressBench.pageSize) (floor)", $0)] } ?? []) + [
                spawned("snapquiz due --json, \(size)", r.dueJSONMs),
            ] + (r.seedSeconds.map { [Line(area: "progress", measurement: "seeding the store (one transaction)", value: $0, unit: "s",
                                            note: "\(r.databaseBytes / 1_048_576) MiB; alongside the fuzz run")] } ?? [])
        }
    }
}
