import Foundation
import SnapQuizCore
import SnapQuizStore

/// A real store in its own temporary folder, with helpers to add homework and quizzes through the Store API.
final class TestStore {
    let folder: URL
    let store: Store

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try Store(location: StoreLocation(home: folder))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A homework of `learner` with one 10-question quiz whose correct answers are `key` (default A,B,C,D,A,B,…).
    @discardableResult
    func addHomework(learner: String = "default", title: String = "Homework", subject: String? = "Science",
                     createdAt: Date = Date(), key: [Int]? = nil) throws -> (homework: Homework, quiz: Quiz) {
        let image = folder.appendingPathComponent("\(UUID().uuidString).png")
        try Data("not really a png \(UUID())".utf8).write(to: image)
        let sha = (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
        let homework = Homework(learner: learner, title: title, subject: subject, imageURL: "", imageSHA256: String(sha.prefix(64)),
                                ocrText: "text", ocrConfidence: 90, createdAt: createdAt, updatedAt: createdAt)
        let stored = try store.insertHomework(homework, copyingImageFrom: image, imageExtension: "png").homework
        let key = key ?? (0..<10).map { $0 % 4 }
        let questions = key.enumerated().map { index, correct in
            Question(question: "Question \(index + 1) of \(title)?", options: ["alpha \(index)", "beta \(index)", "gamma \(index)", "delta \(index)"],
                     correctIndex: correct, explanation: "Because \(index).", evidence: "evidence \(index)")
        }
        let quiz = Quiz(homeworkID: stored.id, questions: questions, topic: "topic", subtopic: nil,
                        classificationConfidence: 0.5, generator: "offline", createdAt: createdAt)
        try store.insertQuiz(quiz)
        return (stored, quiz)
    }

    /// Records a full attempt at `quiz` answering the first `correct` questions right and the rest wrong.
    @discardableResult
    func record(_ quiz: Quiz, correct: Int, at date: Date, kind: AttemptKind = .full, wrongFirst: Bool = false) throws -> Attempt {
        let questions = quiz.questions
        let answers = questions.enumerated().map { index, question in
            let right = wrongFirst ? index >= questions.count - correct : index < correct
            return AnswerRecord(questionId: question.id, chosenIndex: right ? question.correctIndex : (question.correctIndex + 1) % 4, correct: right)
        }
        let attempt = Attempt(quizID: quiz.id, score: correct, totalQuestions: questions.count, timeTakenSeconds: 30,
                              answers: answers, completedAt: date, kind: kind)
        try store.recordAttempt(attempt)
        return attempt
    }
}

/// A UTC instant from "YYYY-MM-DD HH:MM".
func utc(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.date(from: text)!
}
