import Foundation
import SnapQuizCore

extension PostgresStore {
    public func imageData(of homework: Homework) throws -> Data? {
        guard Self.isUUID(homework.id) else { return nil }
        // bytea's text output is hex; base64 is shorter and Foundation decodes it.
        let encoded = try run { try $0.execute("SELECT encode(bytes, 'base64') AS b FROM homework_image WHERE homework_id = $1",
                                               [.text(homework.id)]).first?["b"] }
        return encoded.flatMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
    }

    /// Everything lands under this login's user id; photos go into `homework_image` (typed notes have none).
    public func importHomework(_ items: [TransferItem]) throws -> TransferCount {
        guard let userID else { throw StoreError.notALearner(role: role) }
        return try run { connection in
            try connection.transaction { () -> TransferCount in
                var count = TransferCount()
                for item in items {
                    var homework = item.entry.homework
                    guard Self.isUUID(homework.id) else { throw StoreError.invalidAttempt(reason: "homework id \(homework.id) is no UUID") }
                    if try connection.execute("SELECT 1 FROM homework WHERE id = $1 OR (learner = $2 AND image_sha256 = $3)",
                                              [.text(homework.id), .text(homework.learner), .text(homework.imageSHA256)]).count > 0 {
                        count.skipped += 1
                        continue
                    }
                    homework.imageURL = "\(userID)/\(homework.id).\(item.imageExtension)"
                    guard try Self.insertRows(of: homework, imageData: item.image, imageExtension: item.imageExtension, connection) else {
                        count.skipped += 1
                        continue
                    }
                    if item.image != nil, Self.mimeTypes[item.imageExtension] != nil { count.images += 1 }
                    for quiz in item.entry.quizzes {
                        let json = String(decoding: try jsonEncoder.encode(QuizDocument(questions: quiz.questions)), as: UTF8.self)
                        try Self.insertRow(of: quiz, json: json, connection)
                    }
                    for attempt in item.entry.attempts.sorted(by: { $0.completedAt < $1.completedAt }) {
                        _ = try Self.record(attempt, connection)
                    }
                    count.homework += 1
                    count.quizzes += item.entry.quizzes.count
                    count.attempts += item.entry.attempts.count
                }
                return count
            }
        }
    }
}
