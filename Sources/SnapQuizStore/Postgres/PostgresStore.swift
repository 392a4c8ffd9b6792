import Foundation
import SnapQuizCore

/// The PostgreSQL backend of `QuizStore` (SPEC §9), over one libpq connection.
///
/// Who the learner is comes from the login, not from the client: the schema's `auth.uid()` maps the
/// session's role to a user id, every row defaults its `user_id` to it, and row-level security shows and
/// lets change only that user's rows. The `learner` names of the SQLite store are kept as a column
/// inside that space. The schema is applied by an administrator (`scripts/pg-migrate.sh`); a learner's
/// login cannot create tables, so this class checks the schema but never migrates it.
/// Threads share one store (ingest workers): each call takes the connection's lock.
public final class PostgresStore: QuizStore, @unchecked Sendable {
    private let connection: PGConnection
    private let lock = NSLock()
    /// The session's login role.
    public let role: String
    /// The user id `auth.uid()` gives this login; nil when it is no learner (an administrator).
    public let userID: String?
    public let storeDescription: String

    /// Connects with a libpq connection string and checks the snapquiz schema is there.
    public init(conninfo: String) throws {
        connection = try PGConnection(conninfo: conninfo)
        try connection.execute("SET TIME ZONE 'UTC'")
        let facts = try connection.execute("""
            SELECT session_user AS role, current_database() AS db,
                   to_regprocedure('auth.uid()') IS NOT NULL AND to_regclass('public.homework') IS NOT NULL AS has_schema,
                   EXISTS (SELECT FROM pg_catalog.pg_attribute WHERE attrelid = to_regclass('public.homework')
                           AND attname = 'ocr_doubted' AND NOT attisdropped) AS is_current
            """).first
        role = facts?["role"] ?? connection.user
        let database = facts?["db"] ?? "?"
        storeDescription = "PostgreSQL database \(database) as \(role)"
        guard facts?["has_schema"] == "t" else {
            throw StoreError.unsupported("the PostgreSQL database \(database) has no snapquiz schema; an administrator applies it with scripts/pg-migrate.sh")
        }
        guard facts?["is_current"] == "t" else {
            throw StoreError.unsupported("the PostgreSQL database \(database) is older than this snapquiz (migration 0009, the doubted words, is missing); an administrator runs scripts/pg-migrate.sh")
        }
        userID = try connection.execute("SELECT auth.uid()::text AS uid").first?["uid"]
    }

    /// Whether a `--db`/`SNAPQUIZ_DB` value names a PostgreSQL database rather than a file: a
    /// `postgres://`/`postgresql://` URL, or a libpq keyword string (`host=… dbname=…`).
    public static func isConnectionString(_ value: String) -> Bool {
        let lower = value.lowercased()
        if lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://") { return true }
        let keywords: Set = ["host", "hostaddr", "port", "dbname", "user", "password", "passfile", "service",
                             "sslmode", "connect_timeout", "application_name", "options", "target_session_attrs"]
        let first = lower.trimmingCharacters(in: .whitespaces).prefix { $0 != "=" && $0 != " " }
        return lower.contains("=") && keywords.contains(String(first))
    }

    /// Runs `body` with the connection, one caller at a time.
    func run<T>(_ body: (PGConnection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }

    public func imageLocation(of homework: Homework) -> String {
        "homework_image row of \(homework.id) (\(storeDescription))"
    }

    // MARK: homework

    public func homework(learner: String, imageSHA256: String) throws -> Homework? {
        try run { try $0.execute("SELECT * FROM homework WHERE learner = $1 AND image_sha256 = $2",
                                 [.text(learner), .text(imageSHA256)]).first.map(Homework.init(pg:)) }
    }

    public func homework(id: String) throws -> Homework? {
        guard Self.isUUID(id) else { return nil }
        return try run { try $0.execute("SELECT * FROM homework WHERE id = $1", [.text(id)]).first.map(Homework.init(pg:)) }
    }

    /// Stores the homework, its empty progress and its photo (in `homework_image`, where every client of the
    /// server reaches it) in one transaction. The path recorded is the seed's bucket layout, `{user_id}/{id}.{ext}`.
    public func insertHomework(_ homework: Homework, imageData: Data, imageExtension: String) throws -> (homework: Homework, created: Bool) {
        guard let userID else { throw StoreError.notALearner(role: role) }
        var homework = homework
        homework.imageURL = "\(userID)/\(homework.id).\(imageExtension)"
        let inserted = try run { connection in
            try connection.transaction { try Self.insertRows(of: homework, imageData: imageData, imageExtension: imageExtension, connection) }
        }
        if inserted { return (homework, true) }
        guard let existing = try self.homework(learner: homework.learner, imageSHA256: homework.imageSHA256) else {
            throw StoreError.database(message: "the homework vanished while it was being stored", sql: nil)
        }
        return (existing, false)
    }

    /// The homework row, its empty progress and its photo (the caller's transaction); false when the learner
    /// already has this photo. `homework.imageURL` is stored as given.
    static func insertRows(of homework: Homework, imageData: Data?, imageExtension: String, _ connection: PGConnection) throws -> Bool {
        let corrections = String(decoding: try jsonEncoder.encode(homework.ocrCorrections), as: UTF8.self)
        let rows = try connection.execute("""
            INSERT INTO homework (id, learner, title, subject, image_url, image_sha256, ocr_text, ocr_confidence,
                                  created_at, updated_at, ocr_raw_text, ocr_corrections, reading_grade,
                                  reading_confidence, reading_dictionary_rate, reading_words, reading_source, ocr_doubted)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
            ON CONFLICT (user_id, learner, image_sha256) DO NOTHING RETURNING id
            """, [.text(homework.id), .text(homework.learner), .text(homework.title), PGValues.text(homework.subject),
                  .text(homework.imageURL), .text(homework.imageSHA256), PGValues.text(homework.ocrText),
                  PGValues.double(homework.ocrConfidence), PGValues.timestamp(homework.createdAt),
                  PGValues.timestamp(homework.updatedAt), PGValues.text(homework.ocrRawText), .text(corrections),
                  PGValues.text(homework.reading?.grade.rawValue), PGValues.double(homework.reading?.confidence),
                  PGValues.double(homework.reading?.dictionaryRate), PGValues.int(homework.reading?.words),
                  PGValues.text(homework.reading?.source), PGValues.text(homework.doubtedJSON)])
        guard rows.count == 1 else { return false }
        try connection.execute("INSERT INTO progress (homework_id, created_at, updated_at) VALUES ($1, $2, $2)",
                               [.text(homework.id), PGValues.timestamp(homework.createdAt)])
        if let imageData, let mime = mimeTypes[imageExtension.lowercased()] {
            try connection.execute("INSERT INTO homework_image (homework_id, mime_type, bytes, sha256) VALUES ($1, $2, $3, $4)",
                                   [.text(homework.id), .text(mime), .bytes(imageData), .text(homework.imageSHA256)])
        }
        return true
    }

    /// The photo formats `homework_image` accepts; typed notes (.txt/.md) have no photo to keep.
    static let mimeTypes = ["jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "tif": "image/tiff",
                            "tiff": "image/tiff", "webp": "image/webp", "heic": "image/heic", "heif": "image/heif"]

    public func resolveHomeworkID(_ prefix: String, learner: String) throws -> String {
        let prefix = prefix.lowercased()
        guard prefix.count >= 4 else { throw StoreError.idTooShort(prefix: prefix) }
        let pattern = prefix.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
        return try run { connection in
            let homework = try connection.execute("""
                SELECT id::text AS id FROM homework WHERE learner = $1 AND id::text LIKE $2 ORDER BY id LIMIT 6
                """, [.text(learner), .text(pattern)]).all.map { $0.string("id") }
            if homework.count == 1 { return homework[0] }
            if homework.count > 1 { throw StoreError.ambiguousID(prefix: prefix, matches: homework) }
            let viaQuiz = try connection.execute("""
                SELECT DISTINCT q.homework_id::text AS id FROM quiz q JOIN homework h ON h.id = q.homework_id
                WHERE h.learner = $1 AND q.id::text LIKE $2 ORDER BY 1 LIMIT 6
                """, [.text(learner), .text(pattern)]).all.map { $0.string("id") }
            if viaQuiz.count == 1 { return viaQuiz[0] }
            if viaQuiz.count > 1 { throw StoreError.ambiguousID(prefix: prefix, matches: viaQuiz) }
            throw StoreError.notFound(id: prefix)
        }
    }

    public func listHomework(learner: String, subject: String?) throws -> [HomeworkSummary] {
        try run { connection in
            try connection.execute("""
                SELECT h.*, cq.id AS current_quiz_id, cq.topic AS topic,
                       (SELECT count(*) FROM quiz q WHERE q.homework_id = h.id) AS quiz_count,
                       p.homework_id AS p_homework_id, p.completion_percentage AS p_completion_percentage,
                       p.best_score AS p_best_score, p.total_attempts AS p_total_attempts, p.last_played_at AS p_last_played_at
                FROM homework h LEFT JOIN progress p ON p.homework_id = h.id
                LEFT JOIN LATERAL (SELECT q.id, q.topic FROM quiz q WHERE q.homework_id = h.id
                                   ORDER BY q.created_at DESC, q.id DESC LIMIT 1) cq ON true
                WHERE h.learner = $1 AND ($2::text IS NULL OR lower(h.subject) = lower($2::text))
                ORDER BY h.created_at DESC, h.id DESC
                """, [.text(learner), PGValues.text(subject)]).all.map { row in
                HomeworkSummary(homework: Homework(pg: row), currentQuizID: row["current_quiz_id"],
                                quizCount: row.int("quiz_count") ?? 0, topic: row["topic"],
                                progress: HomeworkProgress(pg: row, prefix: "p_"))
            }
        }
    }

    /// Deletes the homework; its quizzes, progress, attempts, summaries and photo go by cascade in the same statement.
    public func deleteHomework(id: String) throws {
        guard Self.isUUID(id) else { throw StoreError.notFound(id: id) }
        let deleted = try run { try $0.execute("DELETE FROM homework WHERE id = $1 RETURNING id", [.text(id)]).count }
        guard deleted == 1 else { throw StoreError.notFound(id: id) }
    }

    public func editHomework(id: String, _ edit: HomeworkEdit) throws -> Homework? {
        guard Self.isUUID(id) else { return nil }
        return try run { connection in
            try connection.execute("""
                UPDATE homework SET title = coalesce($1, title), subject = CASE WHEN $2::boolean THEN $3 ELSE subject END
                WHERE id = $4 RETURNING *
                """, [PGValues.text(edit.title), PGValues.bool(edit.subject != nil), PGValues.text(edit.subject ?? nil), .text(id)])
                .first.map(Homework.init(pg:))
        }
    }

    // MARK: quizzes

    public func insertQuiz(_ quiz: Quiz) throws {
        let problems = QuizShape.problems(in: quiz.questions)
        guard problems.isEmpty else { throw StoreError.invalidQuiz(problems: problems) }
        guard try homework(id: quiz.homeworkID) != nil else { throw StoreError.notFound(id: quiz.homeworkID) }
        let json = String(decoding: try jsonEncoder.encode(QuizDocument(questions: quiz.questions)), as: UTF8.self)
        try run { try Self.insertRow(of: quiz, json: json, $0) }
    }

    /// The quiz row (the caller's transaction; the shape was checked).
    static func insertRow(of quiz: Quiz, json: String, _ connection: PGConnection) throws {
        try connection.execute("""
            INSERT INTO quiz (id, homework_id, questions, topic, subtopic, classification_confidence, generator, created_at)
            VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
            """, [.text(quiz.id), .text(quiz.homeworkID), .text(json), PGValues.text(quiz.topic), PGValues.text(quiz.subtopic),
                  PGValues.double(quiz.classificationConfidence), .text(quiz.generator), PGValues.timestamp(quiz.createdAt)])
    }

    public func currentQuiz(homeworkID: String) throws -> Quiz? {
        try quizzes(homeworkID: homeworkID, limit: 1).first
    }

    public func quizzes(homeworkID: String) throws -> [Quiz] {
        try quizzes(homeworkID: homeworkID, limit: nil)
    }

    private func quizzes(homeworkID: String, limit: Int?) throws -> [Quiz] {
        guard Self.isUUID(homeworkID) else { return [] }
        return try run { connection in
            try connection.execute("SELECT * FROM quiz WHERE homework_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
                                   [.text(homeworkID), PGValues.int(limit)]).all.map(Quiz.init(pg:))
        }
    }

    // MARK: attempts and progress

    /// One call of the schema's `record_attempt`: the attempt row and SPEC §4's upsert
    /// (`update_homework_progress`) in one statement, hence one transaction and one round trip.
    @discardableResult
    public func recordAttempt(_ attempt: Attempt) throws -> HomeworkProgress {
        try attempt.checkFitsItsAnswers()
        return try run { try Self.record(attempt, $0) }
    }

    /// `record_attempt` on this connection (its own statement, or part of the caller's transaction).
    static func record(_ attempt: Attempt, _ connection: PGConnection) throws -> HomeworkProgress {
        let answers = String(decoding: try jsonEncoder.encode(attempt.answers), as: UTF8.self)
        do {
            let row = try connection.execute("""
                SELECT * FROM record_attempt($1::uuid, $2::integer, $3::integer, $4::jsonb, $5::integer, $6::text,
                                             $7::timestamptz, $8::uuid)
                """, [.text(attempt.quizID), PGValues.int(attempt.score), PGValues.int(attempt.totalQuestions), .text(answers),
                      PGValues.int(attempt.timeTakenSeconds), .text(attempt.kind.rawValue),
                      PGValues.timestamp(attempt.completedAt), .text(attempt.id)]).first
            guard let row, let progress = HomeworkProgress(pg: row) else {
                throw StoreError.database(message: "record_attempt returned no progress", sql: nil)
            }
            return progress
        } catch StoreError.postgres(sqlstate: "P0002", _, _), StoreError.postgres(sqlstate: "22P02", _, _) {
            throw StoreError.notFound(id: attempt.quizID)
        }
    }

    public func progress(homeworkID: String) throws -> HomeworkProgress? {
        guard Self.isUUID(homeworkID) else { return nil }
        return try run { try $0.execute("SELECT * FROM progress WHERE homework_id = $1", [.text(homeworkID)]).first
            .flatMap { HomeworkProgress(pg: $0) } }
    }

    public func attempts(homeworkID: String) throws -> [Attempt] {
        try attempts(homeworkID: homeworkID, kind: nil, limit: nil)
    }

    public func latestAttempt(homeworkID: String, kind: AttemptKind?) throws -> Attempt? {
        try attempts(homeworkID: homeworkID, kind: kind, limit: 1).first
    }

    private func attempts(homeworkID: String, kind: AttemptKind?, limit: Int?) throws -> [Attempt] {
        guard Self.isUUID(homeworkID) else { return [] }
        return try run { connection in
            try connection.execute("""
                SELECT a.* FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id
                WHERE q.homework_id = $1 AND ($2::text IS NULL OR a.kind = $2::text)
                ORDER BY a.completed_at DESC, a.id DESC LIMIT $3
                """, [.text(homeworkID), PGValues.text(kind?.rawValue), PGValues.int(limit)]).all.map(Attempt.init(pg:))
        }
    }

    // MARK: export, backup, reports

    public func export(learner: String) throws -> ExportDocument {
        try run { connection in
            try connection.transaction(readOnly: true) {
                let homework = try connection.execute("SELECT * FROM homework WHERE learner = $1 ORDER BY created_at, id",
                                                      [.text(learner)]).all.map(Homework.init(pg:))
                var progress: [String: HomeworkProgress] = [:]
                for row in try connection.execute("""
                    SELECT p.* FROM progress p JOIN homework h ON h.id = p.homework_id WHERE h.learner = $1
                    """, [.text(learner)]).all {
                    if let value = HomeworkProgress(pg: row) { progress[value.homeworkID] = value }
                }
                var quizzes: [String: [Quiz]] = [:]
                for row in try connection.execute("""
                    SELECT q.* FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE h.learner = $1 ORDER BY q.created_at, q.id
                    """, [.text(learner)]).all {
                    let quiz = try Quiz(pg: row)
                    quizzes[quiz.homeworkID, default: []].append(quiz)
                }
                var attempts: [String: [Attempt]] = [:]
                for row in try connection.execute("""
                    SELECT a.*, q.homework_id AS a_homework_id FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id
                    JOIN homework h ON h.id = q.homework_id WHERE h.learner = $1 ORDER BY a.completed_at, a.id
                    """, [.text(learner)]).all {
                    attempts[row.string("a_homework_id"), default: []].append(try Attempt(pg: row))
                }
                return ExportDocument(formatVersion: 1, learner: learner, exportedAt: Date(), homework: homework.map { item in
                    ExportDocument.Entry(homework: item, progress: progress[item.id], quizzes: quizzes[item.id] ?? [],
                                         attempts: attempts[item.id] ?? [])
                })
            }
        }
    }

    /// A copy of a whole PostgreSQL database is the server's job: the login of one learner cannot see the rest.
    public func backup(to destination: URL, replacing: Bool) throws {
        throw StoreError.unsupported(
            "backup copies a SQLite file; a PostgreSQL database is backed up by its administrator with pg_dump (see the README), "
            + "and 'snapquiz export' writes everything of yours")
    }

    public func readProgress<T>(_ body: (any ProgressFacts) throws -> T) throws -> T {
        try run { connection in try connection.transaction(readOnly: true) { try body(PostgresProgressFacts(connection: connection)) } }
    }

    /// Ids are UUIDs in this schema: anything else is no id of a row (and would be a cast error, not "not found").
    static func isUUID(_ value: String) -> Bool { UUID(uuidString: value) != nil }
}
