import Foundation
import GRDB
import SnapQuizCore

extension Store {
    /// The homework of `learner` whose photo has this sha256, if it was ingested before.
    public func homework(learner: String, imageSHA256: String) throws -> Homework? {
        try mapErrors {
            try writer.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM homework WHERE learner = ? AND image_sha256 = ?",
                                 arguments: [learner, imageSHA256]).map { Homework(row: $0) }
            }
        }
    }

    /// The homework with exactly this id.
    public func homework(id: String) throws -> Homework? {
        try mapErrors {
            try writer.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM homework WHERE id = ?", arguments: [id]).map { Homework(row: $0) }
            }
        }
    }

    /// Stores a new homework with these photo bytes (the ones that were validated and hashed, so a file changed or
    /// deleted on disk meanwhile cannot put other bytes in the store); If anything fails, neither the copy nor the row is left;
    /// if the learner already has this photo (same sha256), returns the existing homework and copies nothing.
    @discardableResult
    public func insertHomework(_ homework: Homework, imageData: Data, imageExtension: String) throws -> (homework: Homework, created: Bool) {
        if let existing = try self.homework(learner: homework.learner, imageSHA256: homework.imageSHA256) {
            return (existing, false)
        }
        var homework = homework
        homework.imageURL = "images/\(homework.id).\(imageExtension)"
        let destination = location.imageFile(relativePath: homework.imageURL)
        // Staged first, moved into place after the commit (see Store+ImageStaging.swift).
        let staged = try stagedFile(for: homework.imageURL)
        try writePrivately(imageData, to: staged)
        do {
            let inserted = try mapErrors {
                try writer.write { db -> Bool in
                    // A concurrent process may have stored the same photo since the check above.
                    if try Bool.fetchOne(db, sql: "SELECT 1 FROM homework WHERE learner = ? AND image_sha256 = ?",
                                         arguments: [homework.learner, homework.imageSHA256]) == true {
                        return false
                    }
                    try Self.insertRows(of: homework, db)
                    return true
                }
            }
            if !inserted {
                try? FileManager.default.removeItem(at: staged)
                guard let existing = try self.homework(learner: homework.learner, imageSHA256: homework.imageSHA256) else {
                    throw StoreError.database(message: "the homework vanished while it was being stored", sql: nil)
                }
                return (existing, false)
            }
        } catch {
            try? FileManager.default.removeItem(at: staged)
            throw error
        }
        try moveImage(staged, to: destination)
        return (homework, true)
    }

    /// The homework row and its empty progress (the caller's transaction).
    static func insertRows(of homework: Homework, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO homework (id, learner, title, subject, image_url, image_sha256, ocr_text, ocr_confidence, created_at, updated_at,
                                  \(Homework.readingColumns))
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, \(Array(repeating: "?", count: Homework.readingColumnCount).joined(separator: ", ")))
            """, arguments: [homework.id, homework.learner, homework.title, homework.subject, homework.imageURL,
                             homework.imageSHA256, homework.ocrText, homework.ocrConfidence,
                             homework.createdAt, homework.updatedAt] + homework.readingValues)
        try db.execute(sql: """
            INSERT INTO progress (id, homework_id, completion_percentage, best_score, total_attempts, last_played_at, created_at, updated_at)
            VALUES (?, ?, 0, NULL, 0, NULL, ?, ?)
            """, arguments: [newIdentifier(), homework.id, homework.createdAt, homework.createdAt])
    }

    /// Records the OCR result of a homework (and a title, when one was derived from the text).
    public func updateOCR(homeworkID: String, text: String, confidence: Double?, title: String? = nil) throws {
        try mapErrors {
            try writer.write { db in
                try db.execute(sql: """
                    UPDATE homework SET ocr_text = ?, ocr_confidence = ?, title = coalesce(?, title), updated_at = ?
                    WHERE id = ?
                    """, arguments: [text, confidence, title, Date(), homeworkID])
            }
        }
    }

    /// Resolves a homework id, or a unique prefix of ≥ 4 characters of a homework or quiz id, for `learner`.
    public func resolveHomeworkID(_ prefix: String, learner: String) throws -> String {
        let prefix = prefix.lowercased()
        guard prefix.count >= 4 else { throw StoreError.idTooShort(prefix: prefix) }
        let pattern = prefix.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
        return try mapErrors {
            try writer.read { db in
                let homework = try String.fetchAll(db, sql: """
                    SELECT id FROM homework WHERE learner = ? AND id LIKE ? ESCAPE '\\' LIMIT 6
                    """, arguments: [learner, pattern])
                if homework.count == 1 { return homework[0] }
                if homework.count > 1 { throw StoreError.ambiguousID(prefix: prefix, matches: homework) }
                let viaQuiz = try String.fetchAll(db, sql: """
                    SELECT DISTINCT q.homework_id FROM quiz q JOIN homework h ON h.id = q.homework_id
                    WHERE h.learner = ? AND q.id LIKE ? ESCAPE '\\' LIMIT 6
                    """, arguments: [learner, pattern])
                if viaQuiz.count == 1 { return viaQuiz[0] }
                if viaQuiz.count > 1 { throw StoreError.ambiguousID(prefix: prefix, matches: viaQuiz) }
                throw StoreError.notFound(id: prefix)
            }
        }
    }

    /// The learner's homework, newest first, each with its current quiz and progress — one query.
    public func listHomework(learner: String, subject: String? = nil) throws -> [HomeworkSummary] {
        try mapErrors {
            try writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT h.*,
                           (SELECT q.id FROM quiz q WHERE q.homework_id = h.id ORDER BY q.created_at DESC, q.rowid DESC LIMIT 1) AS current_quiz_id,
                           (SELECT q.topic FROM quiz q WHERE q.homework_id = h.id ORDER BY q.created_at DESC, q.rowid DESC LIMIT 1) AS topic,
                           (SELECT count(*) FROM quiz q WHERE q.homework_id = h.id) AS quiz_count,
                           p.homework_id AS p_homework_id, p.completion_percentage AS p_completion_percentage,
                           p.best_score AS p_best_score, p.total_attempts AS p_total_attempts,
                           p.last_played_at AS p_last_played_at
                    FROM homework h LEFT JOIN progress p ON p.homework_id = h.id
                    WHERE h.learner = ? AND (? IS NULL OR h.subject = ? COLLATE NOCASE)
                    ORDER BY h.created_at DESC, h.rowid DESC
                    """, arguments: [learner, subject, subject]).map { row in
                    HomeworkSummary(
                        homework: Homework(row: row), currentQuizID: row["current_quiz_id"],
                        quizCount: row["quiz_count"], topic: row["topic"], progress: HomeworkProgress(row: row, prefix: "p_")
                    )
                }
            }
        }
    }

    /// Deletes a homework with (by cascade) its quizzes, progress and attempts, then its image file.
    public func deleteHomework(id: String) throws {
        guard let homework = try homework(id: id) else { throw StoreError.notFound(id: id) }
        // The image is staged aside first, so a process killed before the commit has it put back, after it removed.
        let image = location.imageFile(relativePath: homework.imageURL)
        let staged = try stagedFile(for: homework.imageURL)
        let moved = rename(image.path, staged.path) == 0
        do {
            try mapErrors {
                try writer.write { db in
                    try db.execute(sql: "DELETE FROM homework WHERE id = ?", arguments: [id])
                }
            }
        } catch {
            if moved { try? moveImage(staged, to: image) }
            throw error
        }
        if moved { try? FileManager.default.removeItem(at: staged) }
    }

    func writePrivately(_ data: Data, to destination: URL) throws {
        let fd = open(destination.path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StoreError.file(path: destination.path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { buffer -> Int in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return -1 }
                offset += n
            }
            return offset
        }
        guard written == data.count, fsync(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: destination)
            throw StoreError.file(path: destination.path, reason: reason)
        }
    }
}
