import Foundation
import SnapQuizCore
@testable import SnapQuizStore

/// A fresh store in its own temporary folder; the folder is removed when the fixture goes away.
final class TemporaryStore {
    let folder: URL
    let store: Store

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-test-\(UUID().uuidString)")
        store = try Store(location: StoreLocation(home: folder.appendingPathComponent("home")))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A small file standing in for a photo (the store does not decode images).
    func photo(named name: String = "photo.jpg", bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// Inserts a homework with a valid quiz; returns both.
    @discardableResult
    func addHomework(learner: String = "default", title: String = "Photosynthesis", subject: String? = "science",
                     sha: String? = nil) throws -> (Homework, Quiz) {
        let sha = sha ?? String(repeating: "0", count: 32) + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let homework = Homework(learner: learner, title: title, subject: subject, imageURL: "",
                                imageSHA256: String(sha.suffix(64)), ocrText: "Plants make food from light.", ocrConfidence: 91)
        let (stored, _) = try store.insertHomework(homework, copyingImageFrom: try photo(named: "\(UUID().uuidString).jpg"), imageExtension: "jpg")
        let quiz = Quiz(homeworkID: stored.id, questions: sampleQuestions(), topic: "Biology", subtopic: "Plants",
                        classificationConfidence: 0.8, generator: "test")
        try store.insertQuiz(quiz)
        return (stored, quiz)
    }

    /// Records a full attempt with `score` correct answers out of the quiz's 10.
    @discardableResult
    func recordAttempt(quiz: Quiz, score: Int, kind: AttemptKind = .full, at date: Date = Date()) throws -> HomeworkProgress {
        let answers = quiz.questions.enumerated().map { index, question in
            AnswerRecord(questionId: question.id, chosenIndex: index < score ? question.correctIndex : (question.correctIndex + 1) % 4,
                         correct: index < score)
        }
        return try store.recordAttempt(Attempt(quizID: quiz.id, score: score, totalQuestions: 10, timeTakenSeconds: 42,
                                               answers: answers, completedAt: date, kind: kind))
    }
}

/// Ten valid questions.
func sampleQuestions() -> [Question] {
    (1...10).map { number in
        Question(question: "Question number \(number)?", options: ["alpha \(number)", "beta", "gamma", "delta"],
                 correctIndex: number % 4, explanation: "Because \(number).", evidence: "Plants make food")
    }
}
