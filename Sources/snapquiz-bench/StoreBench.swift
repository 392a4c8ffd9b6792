import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizStore

/// `snapquiz-bench store --postgres CONNINFO`: the two stores side by side, measured in one run —
/// the median time to record one attempt in process, the median `take --answers` process, and
/// PROCESSES concurrent workers each running ROUNDS `take --answers` processes on one homework
/// (every attempt must be counted). `scripts/bench-postgres.sh` starts a server and runs it.
struct StoreBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Record-one-attempt and take --answers latency on SQLite vs PostgreSQL, and concurrent take processes.",
        discussion: "Targets (issue 12): one attempt on PostgreSQL ≤ 10 ms median; take --answers ≤ 2× SQLite; 64 × 25 → exactly 1,600.")

    @Option(help: "A learner's libpq connection string (the learner's login; the database migrated).")
    var postgres: String

    @Option(help: "Attempts recorded in process per store (the median is reported).")
    var attempts = 200

    @Option(help: "take --answers processes timed per store.")
    var takes = 15

    @Option(help: "Concurrent workers, each running --rounds take processes, on PostgreSQL (0: skip).")
    var processes = 64

    @Option(help: "take processes per concurrent worker.")
    var rounds = 25

    @Option(help: "Concurrent workers on SQLite (its WAL allows one writer at a time; 0: skip).")
    var sqliteProcesses = 4

    @Option(help: "Homework in the transfer round trip SQLite → PostgreSQL → SQLite (0: skip).")
    var transferHomework = 1_000

    @Option(help: "Attempts in the transfer round trip, spread over its homework.")
    var transferAttempts = 10_000

    @Option(help: "A SQLite store whose --stats-learner has many attempts (snapquiz-bench progress --seed-only): its stats --json is timed beside --stats-postgres's.")
    var statsSqlite: String?

    @Option(help: "The PostgreSQL login that --stats-sqlite's learner was bulk-loaded into (scripts/pg-bulk-load.sh).")
    var statsPostgres: String?

    @Option(help: "The learner name of the stats-at-scale stores.")
    var statsLearner = "bench"

    @Option(help: "Rounds of the interleaved stats --json measurement (the median is reported).")
    var statsRuns = 9

    @Option(help: "The PostgreSQL server's postmaster pid (first line of DATA/postmaster.pid): its reaped children's CPU time gives the server's share of stats --json.")
    var postmasterPid: Int?

    func validate() throws {
        if (statsSqlite == nil) != (statsPostgres == nil) { throw ValidationError("--stats-sqlite and --stats-postgres go together") }
    }

    func run() throws {
        let binary = BenchSupport.snapquizBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw ValidationError("\(binary) is missing: build snapquiz first") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-store-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sqlitePath = folder.appendingPathComponent("snapquiz.sqlite").path
        let targets: [(name: String, db: String)] = [("SQLite", sqlitePath), ("PostgreSQL", postgres)]

        var rows: [[String]] = []
        var concurrency: [String] = []
        for target in targets {
            let store = try StoreTarget.resolve(databaseOption: target.db, environment: [:]).open()
            let (homework, quiz) = try Self.seed(store, title: "bench \(UUID().uuidString.prefix(8))")
            var times: [Double] = []
            for round in 0..<attempts {
                let attempt = Self.attempt(quiz, correct: round % 11)
                times.append(try BenchSupport.seconds { try store.recordAttempt(attempt) })
            }
            let letters = quiz.questions.map { String(UnicodeScalar(UInt8(65 + $0.correctIndex))) }.joined(separator: ",")
            let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SNAPQUIZ_") }
                .merging(["SNAPQUIZ_HOME": folder.path]) { $1 }
            let take = try BenchSupport.median(runs: takes) {
                let status = try BenchSupport.runProcess(binary, ["take", homework.id, "--answers", letters, "--db", target.db], environment: environment)
                if status != 0 { throw ValidationError("take exited \(status) on \(target.name)") }
            }
            rows.append([target.name, BenchSupport.format(BenchSupport.median(times) * 1000, 2),
                         BenchSupport.format(take * 1000, 1)])

            let workers = target.name == "SQLite" ? sqliteProcesses : processes
            guard workers > 0 else { continue }
            let (raced, raceQuiz) = try Self.seed(store, title: "race \(UUID().uuidString.prefix(8))")
            let key = raceQuiz.questions.map { String(UnicodeScalar(UInt8(65 + $0.correctIndex))) }
            let failures = FailureList()
            let seconds = BenchSupport.seconds {
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    for round in 0..<rounds {
                        let right = (worker + round) % 11
                        let answers = key.enumerated().map { index, letter in index < right ? letter : (letter == "A" ? "B" : "A") }
                        do {
                            let status = try BenchSupport.runProcess(binary, ["take", raced.id, "--answers", answers.joined(separator: ","),
                                                                              "--db", target.db], environment: environment)
                            if status != 0 { failures.add("exit \(status)") }
                        } catch { failures.add("\(error)") }
                    }
                }
            }
            let progress = try store.progress(homeworkID: raced.id)
            let expected = workers * rounds
            let counted = progress?.totalAttempts ?? 0
            let rows = try store.attempts(homeworkID: raced.id).count
            let verdict = counted == expected && rows == expected && failures.count == 0 ? "ok" : "LOST UPDATES"
            concurrency.append("\(target.name): \(workers) processes × \(rounds) take = \(expected): progress counts \(counted), "
                + "\(rows) attempt rows, best \(progress?.bestScore.map(String.init) ?? "–"), completion \(progress?.completionPercentage ?? 0)%, "
                + "\(failures.count) failed runs, \(BenchSupport.format(seconds, 1)) s — \(verdict)")
        }
        print(BenchSupport.table(["store", "record one attempt, median ms", "take --answers process, median ms"], rows))
        for line in concurrency { print(line) }
        var failed = concurrency.contains(where: { $0.hasSuffix("LOST UPDATES") })
        if let statsSqlite, let statsPostgres {
            let (line, same) = try statsAtScale(binary: binary, sqlite: statsSqlite, postgres: statsPostgres, folder: folder)
            print(line)
            failed = failed || !same
        }
        if transferHomework > 0 {
            let (line, same) = try roundTrip(folder: folder)
            print(line)
            failed = failed || !same
        }
        if failed { throw ExitCode(1) }
    }

    /// Whole `snapquiz stats --json` processes on two equal stores (the PostgreSQL one bulk-loaded from the SQLite
    /// one), in one interleaved run beside spawning /bin/true; both must print the same bytes.
    func statsAtScale(binary: String, sqlite: String, postgres: String, folder: URL) throws -> (String, Bool) {
        let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SNAPQUIZ_") }
            .merging(["SNAPQUIZ_HOME": folder.path, "NO_COLOR": "1"]) { $1 }
        let arguments = { (db: String) in ["stats", "--json", "--db", db, "--learner", statsLearner] }
        var outputs: [Data] = []
        for db in [sqlite, postgres] {
            let file = folder.appendingPathComponent("stats-\(outputs.count).json").path
            let status = try BenchSupport.runProcess(binary, arguments(db), environment: environment, standardOutput: file)
            if status != 0 { throw ValidationError("stats --json exited \(status) on \(db)") }
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        let report = try JSONSerialization.jsonObject(with: outputs[0]) as? [String: Any]
        let attempts = report?["attemptCount"] as? Int ?? 0, homework = report?["homeworkCount"] as? Int ?? 0
        // A backend process ends with its session and is reaped by the postmaster, whose children's CPU time then grows
        // by the backend's: that is the server's share of each PostgreSQL run (other rounds' commands use no server).
        let serverBefore = postmasterPid.flatMap(Self.reapedChildrenCPUMs)
        let times = try BenchSupport.interleavedMedians(runs: statsRuns, [("/bin/true", []), (binary, arguments(sqlite)), (binary, arguments(postgres))],
                                                        environment: environment)
        Thread.sleep(forTimeInterval: 0.2)   // the last backend's exit is reaped
        let serverAfter = postmasterPid.flatMap(Self.reapedChildrenCPUMs)
        let serverCPU = serverBefore.flatMap { before in serverAfter.map { ($0 - before) / Double(max(1, statsRuns) + 1) } }
        let same = outputs[0] == outputs[1] && attempts > 0
        let ms = { (time: BenchSupport.ProcessTime) in "\(BenchSupport.format(time.wallMs, 1)) / \(BenchSupport.format(time.cpuMs, 1))" }
        let line = "stats --json, one learner with \(attempts) attempts on \(homework) homework, whole process, median of \(statsRuns) "
            + "(wall / client CPU ms): SQLite \(ms(times[1])), PostgreSQL \(ms(times[2])) (target ≤ 300 wall"
            + (serverCPU.map { "; server CPU \(BenchSupport.format($0, 1)) per run, mean" } ?? "") + "), /bin/true \(ms(times[0])); "
            + "output \(same ? "identical" : "DIFFERENT") (\(outputs[0].count) bytes)"
        return (line, same)
    }

    /// User + system CPU ms of the reaped children of `pid` (/proc/PID/stat fields 16 and 17, in clock ticks).
    static func reapedChildrenCPUMs(_ pid: Int) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")   // fields from 3 (state) on
        guard fields.count > 14, let user = Double(fields[13]), let system = Double(fields[14]) else { return nil }
        return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// SQLite (seeded in one import) → PostgreSQL → a new SQLite file, compared homework by homework.
    func roundTrip(folder: URL) throws -> (String, Bool) {
        let learner = "transfer-\(UUID().uuidString.prefix(6))"
        let source = try Store(location: StoreLocation(databaseFile: folder.appendingPathComponent("transfer-source.sqlite")))
        let perHomework = max(1, transferAttempts / transferHomework)
        let start = Date(timeIntervalSince1970: 1_767_225_600)   // 2026-01-01
        let items = (0..<transferHomework).map { index -> TransferItem in
            let created = start.addingTimeInterval(TimeInterval(index * 600))
            let sha = (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
            let homework = Homework(learner: learner, title: "Page \(index)", subject: ["science", "history", "maths"][index % 3],
                                    imageURL: "images/x.jpg", imageSHA256: String(sha.prefix(64)), ocrText: "text", ocrConfidence: 90,
                                    createdAt: created, updatedAt: created)
            let quiz = Quiz(homeworkID: homework.id, questions: Self.questions(), topic: nil, subtopic: nil,
                            classificationConfidence: nil, generator: "offline", createdAt: created)
            let attempts = (0..<perHomework).map { round -> Attempt in
                var attempt = Self.attempt(quiz, correct: (index + round * 3) % 11)
                attempt.completedAt = created.addingTimeInterval(TimeInterval(round * 86_400 + 60))
                return attempt
            }
            let entry = ExportDocument.Entry(homework: homework, progress: nil, quizzes: [quiz], attempts: attempts)
            return TransferItem(entry: entry, image: Data([0xFF, 0xD8, 0xFF] + Array(sha.utf8)))
        }
        let seed = try BenchSupport.seconds { _ = try source.importHomework(items) }
        let postgresStore = try PostgresStore(conninfo: postgres)
        var there = TransferCount(), back = TransferCount()
        let toPostgres = try BenchSupport.seconds { there = try StoreTransfer.copy(learner: learner, from: source, to: postgresStore) }
        let returned = try Store(location: StoreLocation(databaseFile: folder.appendingPathComponent("transfer-back.sqlite")))
        let toSQLite = try BenchSupport.seconds { back = try StoreTransfer.copy(learner: learner, from: postgresStore, to: returned) }
        let again = try StoreTransfer.copy(learner: learner, from: source, to: postgresStore)
        func figures(_ store: any QuizStore) throws -> [String] {
            try store.listHomework(learner: learner).map { summary in
                let p = summary.progress
                return "\(summary.homework.id) \(summary.quizCount) \(p?.bestScore ?? -1) \(p?.totalAttempts ?? -1) \(p?.completionPercentage ?? -1) "
                    + "\(p?.lastPlayedAt.map { Int($0.timeIntervalSince1970) } ?? 0)"
            }
        }
        let original = try figures(source)
        let same = try original == figures(postgresStore) && original == figures(returned) && again.homework == 0
            && there.attempts == transferAttempts && back.attempts == transferAttempts
        let line = "transfer: \(transferHomework) homework, \(there.attempts) attempts: seeded SQLite in \(BenchSupport.format(seed, 1)) s, "
            + "→ PostgreSQL \(BenchSupport.format(toPostgres, 1)) s, → SQLite \(BenchSupport.format(toSQLite, 1)) s; "
            + "counts and progress \(same ? "identical" : "DIFFERENT") on all three, second run copied \(again.homework) (skipped \(again.skipped))"
        return (line, same)
    }

    static func questions() -> [Question] {
        (0..<10).map { index in
            Question(question: "Bench question \(index + 1)?", options: ["one \(index)", "two \(index)", "three \(index)", "four \(index)"],
                     correctIndex: index % 4, explanation: "Because.", evidence: "bench")
        }
    }

    static func seed(_ store: any QuizStore, title: String) throws -> (Homework, Quiz) {
        let sha = (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
        let homework = Homework(learner: "default", title: title, subject: "bench", imageURL: "", imageSHA256: String(sha.prefix(64)),
                                ocrText: "bench", ocrConfidence: 90)
        let stored = try store.insertHomework(homework, imageData: Data([0xFF, 0xD8, 0xFF] + Array(sha.utf8)), imageExtension: "jpg").homework
        let quiz = Quiz(homeworkID: stored.id, questions: questions(), topic: nil, subtopic: nil, classificationConfidence: nil, generator: "offline")
        try store.insertQuiz(quiz)
        return (stored, quiz)
    }

    static func attempt(_ quiz: Quiz, correct: Int) -> Attempt {
        let answers = quiz.questions.enumerated().map { index, question in
            AnswerRecord(questionId: question.id, chosenIndex: index < correct ? question.correctIndex : (question.correctIndex + 1) % 4,
                         correct: index < correct)
        }
        return Attempt(quizID: quiz.id, score: correct, totalQuestions: 10, timeTakenSeconds: 5, answers: answers)
    }
}

/// Failure messages gathered from concurrent workers.
private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var count: Int { lock.withLock { messages.count } }
}
