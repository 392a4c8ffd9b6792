import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// `kill -9` at random moments during `ingest` and `take`: the store stays consistent.
@Suite struct CrashKillTests {
    /// Everything wrong with the store at rest: SQLite integrity, progress counts, and images against rows.
    static func consistencyProblems(_ cli: SnapQuizBinary) throws -> [String] {
        let database = cli.home.appendingPathComponent("snapquiz.sqlite").path
        var problems: [String] = []
        let integrity = try FaultCorpus.sqlite(database, "PRAGMA integrity_check").trimmingCharacters(in: .whitespacesAndNewlines)
        if integrity != "ok" { problems.append("integrity_check: \(integrity)") }
        let foreignKeys = try FaultCorpus.sqlite(database, "PRAGMA foreign_key_check").trimmingCharacters(in: .whitespacesAndNewlines)
        if !foreignKeys.isEmpty { problems.append("foreign_key_check: \(foreignKeys)") }
        let counts = try FaultCorpus.sqlite(database, """
            SELECT h.id || ' progress=' || coalesce(p.total_attempts, 'none') || ' attempts=' ||
                   (SELECT count(*) FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id WHERE q.homework_id = h.id)
            FROM homework h LEFT JOIN progress p ON p.homework_id = h.id
            WHERE coalesce(p.total_attempts, -1) != (SELECT count(*) FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id WHERE q.homework_id = h.id)
            """).trimmingCharacters(in: .whitespacesAndNewlines)
        if !counts.isEmpty { problems.append("progress.total_attempts differs from the attempts: \(counts)") }
        let rows = Set(try FaultCorpus.sqlite(database, "SELECT image_url FROM homework").split(separator: "\n").map(String.init))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: cli.home.appendingPathComponent("images").path)
            .filter { !$0.hasPrefix(".") }.map { "images/\($0)" })
        for missing in rows.subtracting(files).sorted() { problems.append("row without its image: \(missing)") }
        for orphan in files.subtracting(rows).sorted() { problems.append("image without its row: \(orphan)") }
        return problems
    }

    @Test func killNineDuringIngestAndTakeLeavesAConsistentStore() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try cli.seedHomework()
        let id = String(homework.id.prefix(8))
        var random = SystemRandomNumberGenerator()
        signal(SIGPIPE, SIG_IGN) // writes to a killed quiz's stdin must fail with EPIPE, not end the test runner

        // How long one ingest and one take last here, so kills land inside them.
        let calibration = try FaultCorpus.validPhoto(in: cli.folder, name: "calibration.png")
        let ingestStart = Date()
        let first = try cli.run(["ingest", calibration.path], timeout: 120)
        let ingestSeconds = Date().timeIntervalSince(ingestStart)
        #expect(first.status == 0, "\(first.stderr)")
        let takeStart = Date()
        let take = try cli.run(["take", id, "--answers", "A,B,C,D,A,B,C,D,A,B"], timeout: 60)
        let takeSeconds = Date().timeIntervalSince(takeStart)
        #expect(take.status == 0, "\(take.stderr)")
        var completedTakes = 1

        // Image files appear in images/ (and, while being written, in .incoming-images/).
        let imageFiles = {
            ["images", ".incoming-images"].flatMap { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: cli.home.appendingPathComponent(folder).path)) ?? []).map { "\(folder)/\($0)" }
            }
        }
        var killed = 0, finished = 0, round = 0
        // Ingest: random moments, and every third run the instant a new image file appears (the write-then-commit
        // window). Runs go on until 12 were killed (a busy machine makes some finish first).
        while killed < 12, round < 30 {
            round += 1
            let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "photo-\(round).png")
            let before = Set(imageFiles())
            let process = try cli.start(["ingest", photo.path])
            if round % 3 != 0 {
                Thread.sleep(forTimeInterval: Double.random(in: 0.02...(ingestSeconds * 0.9), using: &random))
            } else {
                let deadline = Date().addingTimeInterval(ingestSeconds * 3)
                while Date() < deadline, process.process.isRunning {
                    if !Set(imageFiles()).subtracting(before).isEmpty { break }
                }
            }
            kill(process.pid, SIGKILL)
            let result = try process.wait()
            if result.status == 137 { killed += 1 } else { finished += 1 }
        }
        // Take: answers typed line by line through a pipe, 0 to 10 of them, then a kill at a random moment;
        // every fourth run answers with --answers instead. Until 12 were killed.
        round = 0
        while killed < 24, round < 40 {
            round += 1
            let process: SnapQuizBinary.Running
            var pipe: Pipe?
            if round % 4 == 0 {
                process = try cli.start(["take", id, "--answers", "A,A,B,B,C,C,D,D,A,A"])
                Thread.sleep(forTimeInterval: Double.random(in: 0...(takeSeconds * 0.9), using: &random))
            } else {
                let input = Pipe()
                process = try cli.start(["take", id], input: input)
                for _ in 0..<Int.random(in: 0...10, using: &random) {
                    // A raw write that may fail (EPIPE if the quiz already ended), never a signal or a trap.
                    let line = Array("\(["A", "B", "C", "D"].randomElement(using: &random)!)\n".utf8)
                    _ = Glibc.write(input.fileHandleForWriting.fileDescriptor, line, line.count)
                    Thread.sleep(forTimeInterval: Double.random(in: 0...0.01, using: &random))
                }
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.05, using: &random))
                pipe = input
            }
            kill(process.pid, SIGKILL)
            let result = try process.wait()
            try? pipe?.fileHandleForWriting.close()
            if result.status == 137 { killed += 1 } else { finished += 1; completedTakes += result.status == 0 ? 1 : 0 }
        }
        print("kill -9: \(killed) runs killed, \(finished) finished first; \(completedTakes) takes completed")
        #expect(killed >= 20, "only \(killed) runs were killed before they finished (\(finished) finished)")

        // The next process to open the store finishes or removes what a killed one left in .incoming-images.
        _ = try cli.openStore()
        let problems = try Self.consistencyProblems(cli)
        #expect(problems.isEmpty, "\(problems)")
        // Every take that finished is counted (killed ones may or may not have committed, never half).
        let attempts = try cli.openStore().attempts(homeworkID: homework.id).count
        #expect(attempts >= completedTakes)
        // The store still works: a new ingest and take succeed.
        let after = try cli.run(["take", id, "--answers", "A,B,C,D,A,B,C,D,A,B"], timeout: 60)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(try Self.consistencyProblems(cli).isEmpty)
    }
}
