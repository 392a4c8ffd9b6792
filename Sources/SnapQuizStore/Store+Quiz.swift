import Foundation
import GRDB
import SnapQuizCore

extension Store {
    /// Stores a quiz after checking its shape (SPEC §3); it becomes the homework's current quiz.
    public func insertQuiz(_ quiz: Quiz) throws {
        let problems = QuizShape.problems(in: quiz.questions)
        guard problems.isEmpty else { throw StoreError.invalidQuiz(problems: problems) }
        let json = String(decoding: try jsonEncoder.encode(QuizDocument(questions: quiz.questions)), as: UTF8.self)
        try mapErrors {
            try writer.write { db in
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM homework WHERE id = ?", arguments: [quiz.homeworkID]) == true else {
                    throw StoreError.notFound(id: quiz.homeworkID)
                }
                try Self.insertRow(of: quiz, json: json, db)
            }
        }
    }

    /// The quiz row (the caller's transaction; the shape was checked).
    static func insertRow(of quiz: Quiz, json: String, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO quiz (id, homework_id, questions, topic, subtopic, classification_confidence, generator, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [quiz.id, quiz.homeworkID, json, quiz.topic, quiz.subtopic,
                             quiz.classificationConfidence, quiz.generator, quiz.createdAt])
    }

    /// The newest quiz of a homework, which is the one a learner takes.
    public func currentQuiz(homeworkID: String) throws -> Quiz? {
        try mapErrors {
            try writer.read { db in
                try Row.fetchOne(db, sql: """
                    SELECT * FROM quiz WHERE homework_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1
                    """, arguments: [homeworkID]).map(Quiz.init(row:))
            }
        }
    }

    /// Every quiz of a homework, newest first.
    public func quizzes(homeworkID: String) throws -> [Quiz] {
        try mapErrors {
            try writer.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM quiz WHERE homework_id = ? ORDER BY created_at DESC, rowid DESC",
                                 arguments: [homeworkID]).map(Quiz.init(row:))
            }
        }
    }
}
