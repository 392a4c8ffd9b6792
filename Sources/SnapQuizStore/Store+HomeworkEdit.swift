import Foundation
import GRDB
import SnapQuizCore

/// What `edit` may change about a homework after it was ingested.
public struct HomeworkEdit: Sendable, Equatable {
    /// A new title, or nil to keep the stored one.
    public var title: String?
    /// `.some(nil)` clears the subject; nil keeps the stored one.
    public var subject: String??

    public init(title: String? = nil, subject: String?? = nil) {
        self.title = title
        self.subject = subject
    }
}

extension Store {
    /// Applies `edit` to the homework `id` and returns it as stored now; nil when there is no such homework.
    public func editHomework(id: String, _ edit: HomeworkEdit) throws -> Homework? {
        try mapErrors {
            try writer.write { db in
                let changesSubject = edit.subject != nil
                try db.execute(sql: """
                    UPDATE homework SET title = coalesce(?, title), subject = CASE WHEN ? THEN ? ELSE subject END,
                    updated_at = ? WHERE id = ?
                    """, arguments: [edit.title, changesSubject, edit.subject ?? nil, Date(), id])
                return try Row.fetchOne(db, sql: "SELECT * FROM homework WHERE id = ?", arguments: [id]).map { Homework(row: $0) }
            }
        }
    }
}
