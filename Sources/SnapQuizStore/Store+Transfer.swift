import Foundation
import GRDB
import SnapQuizCore

extension Store {
    public func imageData(of homework: Homework) throws -> Data? {
        try? Data(contentsOf: location.imageFile(relativePath: homework.imageURL))
    }

    /// Photos are staged and moved into place after the commit, as `insertHomework` does (Store+ImageStaging.swift).
    public func importHomework(_ items: [TransferItem]) throws -> TransferCount {
        var staged: [(file: URL, destination: URL)] = []
        do {
            let count = try mapErrors {
                try writer.write { db -> TransferCount in
                    var count = TransferCount()
                    for item in items {
                        var homework = item.entry.homework
                        if try Bool.fetchOne(db, sql: "SELECT 1 FROM homework WHERE id = ? OR (learner = ? AND image_sha256 = ?)",
                                             arguments: [homework.id, homework.learner, homework.imageSHA256]) == true {
                            count.skipped += 1
                            continue
                        }
                        homework.imageURL = "images/\(homework.id).\(item.imageExtension)"
                        if let image = item.image {
                            let file = try stagedFile(for: homework.imageURL)
                            try writePrivately(image, to: file)
                            staged.append((file, location.imageFile(relativePath: homework.imageURL)))
                            count.images += 1
                        }
                        try Self.insertRows(of: homework, db)
                        for quiz in item.entry.quizzes {
                            let json = String(decoding: try jsonEncoder.encode(QuizDocument(questions: quiz.questions)), as: UTF8.self)
                            try Self.insertRow(of: quiz, json: json, db)
                        }
                        for attempt in item.entry.attempts.sorted(by: { $0.completedAt < $1.completedAt }) {
                            _ = try Self.record(attempt, db)
                        }
                        count.homework += 1
                        count.quizzes += item.entry.quizzes.count
                        count.attempts += item.entry.attempts.count
                    }
                    return count
                }
            }
            for move in staged { try moveImage(move.file, to: move.destination) }
            return count
        } catch {
            for move in staged { try? FileManager.default.removeItem(at: move.file) }
            throw error
        }
    }
}
