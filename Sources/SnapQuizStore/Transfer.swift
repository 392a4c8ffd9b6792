import Foundation
import SnapQuizCore

/// One homework on its way between stores: everything `export` holds of it, and its photo.
public struct TransferItem: Sendable {
    public var entry: ExportDocument.Entry
    public var image: Data?

    public init(entry: ExportDocument.Entry, image: Data?) {
        self.entry = entry
        self.image = image
    }

    /// The photo's file extension, from the path the source stored (`images/<id>.jpg`, `<user>/<id>.png`).
    var imageExtension: String {
        let ext = (entry.homework.imageURL as NSString).pathExtension.lowercased()
        return ext.isEmpty ? "jpg" : ext
    }
}

/// What one transfer copied and skipped.
public struct TransferCount: Sendable, Equatable, Codable {
    public var homework = 0
    public var quizzes = 0
    public var attempts = 0
    public var images = 0
    /// Homework the target already had (an earlier transfer, or the same photo ingested there).
    public var skipped = 0

    public init() {}
}

/// `snapquiz transfer`: everything of one learner from one store into another (SQLite ↔ PostgreSQL).
public enum StoreTransfer {
    /// Reads `learner`'s homework from `source` in one snapshot, with their photos, and imports them into `target` in
    /// one transaction as the homework of `targetLearner` (default: the same name).
    public static func copy(learner: String, from source: any QuizStore, to target: any QuizStore,
                            as targetLearner: String? = nil) throws -> TransferCount {
        let document = try source.export(learner: learner)
        let items = try document.homework.map { entry in
            var entry = entry
            entry.homework.learner = targetLearner ?? learner
            return TransferItem(entry: entry, image: try source.imageData(of: entry.homework))
        }
        return try target.importHomework(items)
    }
}
