import Foundation
import GRDB
import SnapQuizCore
import SnapQuizStore

/// Fills a store with one learner's homework, quizzes and a year of attempts, reproducibly (same seed, same rows,
/// same ids), for `snapquiz-bench progress` and the tests that check the seeding itself.
public struct ProgressSeeder: Sendable {
    /// How the summary tables of migration 0003 are brought up to date.
    public enum Summaries: Sendable {
        /// Every attempt goes through the summary triggers, as a recorded attempt does.
        case triggers
        /// The per-question and per-slot summaries are added up while the attempts are generated and written once at
        /// the end; the SM-2 schedule trigger, which depends on order, still fires per attempt. Faster at 1M attempts.
        case bulk
    }

    public var learner: String
    public var homework: Int
    public var attempts: Int
    public var seed: UInt64
    /// The newest attempt is just before this instant; the oldest a year earlier.
    public var now: Date

    public init(learner: String, homework: Int, attempts: Int, seed: UInt64 = 42, now: Date = Date()) {
        self.learner = learner
        self.homework = homework
        self.attempts = attempts
        self.seed = seed
        self.now = now
    }

    /// The trigger that `Summaries.bulk` sets aside while attempts are inserted, and the work it does per attempt.
    static let summaryTrigger = "quiz_attempts_summaries"

    /// Inserts the homework (each with a 10-question quiz and its progress row) and the attempts, spread evenly over
    /// the year before `now` in time order, in one transaction: a failure leaves the store as it was.
    public func seed(into store: Store, summaries: Summaries = .bulk) throws {
        // A large page cache keeps the transaction's pages in memory instead of spilling them to the WAL mid-way.
        try store.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -1000000") }
        defer { try? store.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -2000") } }
        try store.writer.write { db in
            var generator = SplitMix64(seed: seed)
            let firstAttempt = try Int64.fetchOne(db, sql: "SELECT coalesce(max(rowid), 0) + 1 FROM quiz_attempts") ?? 1
            var triggerSQL: String?
            if summaries == .bulk {
                // Dropped and re-created inside this transaction, so no other writer ever sees the store without it.
                triggerSQL = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                                                 arguments: [Self.summaryTrigger])
                guard triggerSQL != nil else { throw DatabaseError(message: "the store has no \(Self.summaryTrigger) trigger") }
                try db.execute(sql: "DROP TRIGGER \(Self.summaryTrigger)")
            }
            let quizzes = try insertHomework(db, &generator)
            let tally = try insertAttempts(db, quizzes: quizzes, &generator)
            try insertProgress(db, firstAttempt: firstAttempt)
            if let triggerSQL {
                try insertSummaries(db, tally, quizzes: quizzes)
                try db.execute(sql: triggerSQL)
            }
        }
    }

    private typealias SeededQuiz = (id: String, questionIDs: [String], key: [Int])

    private func insertHomework(_ db: Database, _ generator: inout SplitMix64) throws -> [SeededQuiz] {
        let subjects = ["Maths", "Science", "History", "Geography", "English", "French", nil]
        let insertHomework = try db.makeStatement(sql: """
            INSERT INTO homework (id, learner, title, subject, image_url, image_sha256, ocr_text, ocr_confidence, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, 'text', 90.0, ?, ?)
            """)
        let insertQuiz = try db.makeStatement(sql: """
            INSERT INTO quiz (id, homework_id, questions, topic, subtopic, classification_confidence, generator, created_at)
            VALUES (?, ?, ?, ?, NULL, 0.8, 'offline', ?)
            """)
        let created = Self.timestamp(now.timeIntervalSince1970 - 366 * 86_400)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the same seed writes the same bytes
        var quizzes: [SeededQuiz] = []
        quizzes.reserveCapacity(homework)
        for index in 0..<homework {
            let homeworkID = Self.identifier(&generator), quizID = Self.identifier(&generator)
            let subject = subjects[index % subjects.count]
            try insertHomework.execute(arguments: [
                homeworkID, learner, "Homework \(index + 1)", subject, "images/\(homeworkID).jpg",
                Self.identifier(&generator).replacingOccurrences(of: "-", with: "") + String(format: "%032x", index), created, created,
            ])
            let key = (0..<10).map { _ in Int(generator.next() % 4) }
            let questions = (0..<10).map { number in
                Question(id: Self.identifier(&generator), question: "Question \(number + 1) of homework \(index + 1)?",
                         options: ["first \(number)", "second \(number)", "third \(number)", "fourth \(number)"],
                         correctIndex: key[number], explanation: "Because.", evidence: "text")
            }
            let json = String(decoding: try encoder.encode(QuizDocument(questions: questions)), as: UTF8.self)
            try insertQuiz.execute(arguments: [quizID, homeworkID, json, subject ?? "General", created])
            quizzes.append((quizID, questions.map(\.id), key))
        }
        return quizzes
    }

    /// What the summary trigger adds up, gathered while the attempts are generated.
    private struct Tally {
        var activity: [Int64: Int] = [:]
        var asked: [Int], missed: [Int]
        var lastMissed: [String?]

        init(questions: Int) {
            asked = Array(repeating: 0, count: questions)
            missed = Array(repeating: 0, count: questions)
            lastMissed = Array(repeating: nil, count: questions)
        }
    }

    private func insertAttempts(_ db: Database, quizzes: [SeededQuiz], _ generator: inout SplitMix64) throws -> Tally {
        var tally = Tally(questions: quizzes.count * 10)
        guard !quizzes.isEmpty else { return tally }
        let insertAttempt = try db.makeStatement(sql: """
            INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, time_taken_seconds, answers, completed_at, kind)
            VALUES (?, ?, ?, 10, ?, ?, ?, 'full')
            """)
        let start = now.timeIntervalSince1970 - 365 * 86_400
        let step = 365 * 86_400 / Double(max(1, attempts))
        var answers = ""
        for index in 0..<attempts {
            let which = Int(generator.next() % UInt64(quizzes.count))
            let quiz = quizzes[which]
            let skill = 3 + Int(generator.next() % 8)   // 3…10 right answers in ten, on average
            let seconds = start + Double(index) * step
            let completed = Self.timestamp(seconds)
            var score = 0
            answers.removeAll(keepingCapacity: true)
            answers += "["
            for number in 0..<10 {
                let correct = Int(generator.next() % 10) < skill
                let chosen = correct ? quiz.key[number] : (quiz.key[number] + 1) % 4
                if number > 0 { answers += "," }
                answers += "{\"chosenIndex\":\(chosen),\"correct\":\(correct),\"questionId\":\"\(quiz.questionIDs[number])\"}"
                tally.asked[which * 10 + number] += 1
                if correct {
                    score += 1
                } else {
                    tally.missed[which * 10 + number] += 1
                    tally.lastMissed[which * 10 + number] = completed
                }
            }
            answers += "]"
            tally.activity[Int64(seconds.rounded(.down)) / 900, default: 0] += 1
            // Time-ordered ids (milliseconds first, as in UUIDv7) append to the primary-key index instead of
            // landing at random places in it, which made inserting a million attempts several times slower.
            let id = Self.identifier(high: UInt64(seconds * 1000) << 16 | generator.next() & 0xFFFF, low: generator.next())
            try insertAttempt.execute(arguments: [id, quiz.id, score, 30 + Int(generator.next() % 300), answers, completed])
        }
        return tally
    }

    /// Adds the tally to the summaries, as the trigger would have row by row (`last_missed_at` is the latest miss:
    /// attempts are generated in time order).
    private func insertSummaries(_ db: Database, _ tally: Tally, quizzes: [SeededQuiz]) throws {
        let activity = try db.makeStatement(sql: """
            INSERT INTO attempt_activity (learner, slot, attempts) VALUES (?, ?, ?)
            ON CONFLICT (learner, slot) DO UPDATE SET attempts = attempts + excluded.attempts
            """)
        for (slot, count) in tally.activity.sorted(by: { $0.key < $1.key }) {
            try activity.execute(arguments: [learner, slot, count])
        }
        let stats = try db.makeStatement(sql: """
            INSERT INTO question_stats (quiz_id, question_id, learner, asked, missed, last_missed_at) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (quiz_id, question_id) DO UPDATE SET
                asked = asked + excluded.asked,
                missed = missed + excluded.missed,
                last_missed_at = coalesce(excluded.last_missed_at, last_missed_at)
            """)
        for (which, quiz) in quizzes.enumerated() {
            for number in 0..<10 where tally.asked[which * 10 + number] > 0 {
                let slot = which * 10 + number
                try stats.execute(arguments: [quiz.id, quiz.questionIDs[number], learner, tally.asked[slot], tally.missed[slot],
                                              tally.lastMissed[slot]])
            }
        }
    }

    /// Progress rows as the per-attempt upsert would leave them (every seeded attempt is a full 10-question one).
    private func insertProgress(_ db: Database, firstAttempt: Int64) throws {
        try db.execute(sql: """
            INSERT INTO progress (id, homework_id, completion_percentage, best_score, total_attempts, last_played_at, created_at, updated_at)
            SELECT h.id, h.id, coalesce(max(a.score) * 10, 0), max(a.score), count(a.id), max(a.completed_at),
                   h.created_at, coalesce(max(a.completed_at), h.created_at)
            FROM homework h JOIN quiz q ON q.homework_id = h.id LEFT JOIN quiz_attempts a ON a.quiz_id = q.id AND a.rowid >= ?
            WHERE h.learner = ? AND NOT EXISTS (SELECT 1 FROM progress p WHERE p.homework_id = h.id)
            GROUP BY h.id
            """, arguments: [firstAttempt, learner])
    }

    /// A lowercase UUID-shaped id drawn from the generator, so a seed gives the same ids every time.
    static func identifier(_ generator: inout SplitMix64) -> String {
        identifier(high: generator.next(), low: generator.next())
    }

    /// The 128 bits `high` then `low` as a lowercase UUID-shaped string (8-4-4-4-12 hex digits).
    static func identifier(high: UInt64, low: UInt64) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(UInt8(ascii: "-")) }
            let word = index < 16 ? high : low
            bytes.append(hexDigits[Int((word >> UInt64(60 - (index % 16) * 4)) & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `seconds` since 1970 as the store writes dates ("yyyy-MM-dd HH:mm:ss.SSS", UTC), without a formatter:
    /// a million of them through DateFormatter or String(format:) were a noticeable part of seeding.
    static func timestamp(_ seconds: Double) -> String {
        let milliseconds = Int64((seconds * 1000).rounded(.down))
        var time = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&time, &parts)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(23)
        func append(_ value: Int, digits: Int) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        append(Int(parts.tm_year) + 1900, digits: 4); bytes.append(UInt8(ascii: "-"))
        append(Int(parts.tm_mon) + 1, digits: 2); bytes.append(UInt8(ascii: "-"))
        append(Int(parts.tm_mday), digits: 2); bytes.append(UInt8(ascii: " "))
        append(Int(parts.tm_hour), digits: 2); bytes.append(UInt8(ascii: ":"))
        append(Int(parts.tm_min), digits: 2); bytes.append(UInt8(ascii: ":"))
        append(Int(parts.tm_sec), digits: 2); bytes.append(UInt8(ascii: "."))
        append(Int(milliseconds % 1000), digits: 3)
        return String(decoding: bytes, as: UTF8.self)
    }
}
