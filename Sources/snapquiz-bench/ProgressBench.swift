import ArgumentParser
import Foundation
import GRDB
import SnapQuizCore
import SnapQuizProgress
import SnapQuizStore

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

    static let learner = "bench"

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
            seedSeconds = try BenchSupport.seconds { try Self.seed(store: store, homework: homework, attempts: attempts) }
            print("seeded \(homework) homework and \(attempts) attempts in \(BenchSupport.format(seedSeconds!, 1)) s")
        } else {
            print("reusing \(databaseURL.path) (\(existing) homework of '\(Self.learner)')")
        }
        try store.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: databaseURL.path)[.size] as? Int) ?? 0

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

    /// Inserts `homework` homework (with quiz and progress) and `attempts` attempts spread over the past year,
    /// in time order, in one transaction with prepared statements. The summary triggers fire as for any attempt.
    static func seed(store: Store, homework: Int, attempts: Int) throws {
        let subjects = ["Maths", "Science", "History", "Geography", "English", "French", nil]
        var generator = SplitMix64(seed: 42)
        let now = Date()
        let start = now.addingTimeInterval(-365 * 86_400)
        try store.writer.write { db in
            let insertHomework = try db.makeStatement(sql: """
                INSERT INTO homework (id, learner, title, subject, image_url, image_sha256, ocr_text, ocr_confidence, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertQuiz = try db.makeStatement(sql: """
                INSERT INTO quiz (id, homework_id, questions, topic, subtopic, classification_confidence, generator, created_at)
                VALUES (?, ?, ?, ?, NULL, 0.8, 'offline', ?)
                """)
            let insertAttempt = try db.makeStatement(sql: """
                INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, time_taken_seconds, answers, completed_at, kind)
                VALUES (?, ?, ?, 10, ?, ?, ?, 'full')
                """)
            var quizzes: [(id: String, questionIDs: [String], key: [Int])] = []
            quizzes.reserveCapacity(homework)
            let created = start.addingTimeInterval(-86_400)
            for index in 0..<homework {
                let homeworkID = newIdentifier(), quizID = newIdentifier()
                let subject = subjects[index % subjects.count]
                try insertHomework.execute(arguments: [
                    homeworkID, learner, "Homework \(index + 1)", subject, "images/\(homeworkID).jpg",
                    String(repeating: "0", count: 32) + String(format: "%032x", index), "text", 90.0, created, created,
                ])
                let key = (0..<10).map { _ in Int(generator.next() % 4) }
                let questions = (0..<10).map { number in
                    Question(question: "Question \(number + 1) of homework \(index + 1)?",
                             options: ["first \(number)", "second \(number)", "third \(number)", "fourth \(number)"],
                             correctIndex: key[number], explanation: "Because.", evidence: "text")
                }
                let json = String(decoding: try JSONEncoder().encode(QuizDocument(questions: questions)), as: UTF8.self)
                try insertQuiz.execute(arguments: [quizID, homeworkID, json, subject ?? "General", created])
                quizzes.append((quizID, questions.map(\.id), key))
            }
            // Progress as the upsert would leave it, computed here and written once per homework.
            var best = [Int](repeating: -1, count: homework), count = [Int](repeating: 0, count: homework)
            var last = [Date?](repeating: nil, count: homework)
            let step = 365 * 86_400 / Double(max(1, attempts))
            for index in 0..<attempts {
                let which = Int(generator.next() % UInt64(homework))
                let quiz = quizzes[which]
                let skill = 3 + Int(generator.next() % 8)   // 3…10 right answers
                var answers = "["
                var score = 0
                for number in 0..<10 {
                    let correct = Int(generator.next() % 10) < skill
                    if correct { score += 1 }
                    let chosen = correct ? quiz.key[number] : (quiz.key[number] + 1) % 4
                    if number > 0 { answers += "," }
                    answers += "{\"chosenIndex\":\(chosen),\"correct\":\(correct),\"questionId\":\"\(quiz.questionIDs[number])\"}"
                }
                answers += "]"
                let completed = start.addingTimeInterval(Double(index) * step)
                try insertAttempt.execute(arguments: [newIdentifier(), quiz.id, score, 30 + Int(generator.next() % 300), answers, completed])
                best[which] = max(best[which], score)
                count[which] += 1
                last[which] = completed
            }
            let updateProgress = try db.makeStatement(sql: """
                INSERT INTO progress (id, homework_id, completion_percentage, best_score, total_attempts, last_played_at, created_at, updated_at)
                SELECT ?, h.id, ?, ?, ?, ?, ?, ? FROM homework h WHERE h.rowid = ?
                """)
            let rowids = try Int64.fetchAll(db, sql: "SELECT rowid FROM homework WHERE learner = ? ORDER BY rowid", arguments: [learner])
            for (index, rowid) in rowids.enumerated() where index < homework {
                let hasBest = best[index] >= 0
                try updateProgress.execute(arguments: [
                    newIdentifier(), hasBest ? best[index] * 10 : 0, hasBest ? best[index] : nil, count[index],
                    last[index], created, now, rowid,
                ])
            }
        }
    }
}
