import Foundation
import SnapQuizCore
import SnapQuizStore

/// A real store in its own temporary folder (removed when the fixture goes away), with helpers that add homework,
/// quizzes and attempts through the Store API: the one fixture of the store, progress and CLI tests.
public final class TemporaryStore {
    /// The folder holding everything; the store's home is `home` inside it.
    public let folder: URL
    public let store: Store
    public var home: URL { folder.appendingPathComponent("home") }

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try Store(location: StoreLocation(home: folder.appendingPathComponent("home")))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A small file standing in for a photo (the store does not decode images).
    public func photo(named name: String = "photo.jpg", bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// Adds a homework with a valid 10-question quiz (see `SampleStoreData.addHomework`).
    @discardableResult
    public func addHomework(learner: String = "default", title: String = SampleStoreData.title, subject: String? = "science",
                            createdAt: Date = Date(), key: [Int]? = nil, sha: String? = nil) throws -> (homework: Homework, quiz: Quiz) {
        try SampleStoreData.addHomework(to: store, photoFolder: folder, learner: learner, title: title, subject: subject,
                                        createdAt: createdAt, key: key, sha: sha)
    }

    /// Records a full attempt (or a review) at `quiz` answering `correct` questions right; returns the progress after it.
    @discardableResult
    public func record(_ quiz: Quiz, correct: Int, at date: Date = Date(), kind: AttemptKind = .full,
                       wrongFirst: Bool = false) throws -> HomeworkProgress {
        try store.recordAttempt(SampleStoreData.attempt(at: quiz, correct: correct, at: date, kind: kind, wrongFirst: wrongFirst))
    }
}

/// The homework, quiz and attempts every test fixture stores: one fake photo hash, one page, ten questions.
public enum SampleStoreData {
    public static let title = "The water cycle"
    public static let text = "Water evaporates from the sea and falls again as rain."

    /// Ten valid questions whose correct answers are `key` (default A,B,C,D,A,B,…), distinct per `title`.
    public static func questions(title: String = title, key: [Int]? = nil) -> [Question] {
        (key ?? (0..<10).map { $0 % 4 }).enumerated().map { index, correct in
            Question(question: "Question \(index + 1) of \(title)?",
                     options: ["alpha \(index + 1)", "beta \(index + 1)", "gamma \(index + 1)", "delta \(index + 1)"],
                     correctIndex: correct, explanation: "Because \(index + 1).", evidence: "falls again as rain")
        }
    }

    /// Stores a homework of `learner` (its photo a few bytes written to `photoFolder`, its hash unique unless `sha`
    /// is given) with one quiz of `questions(title:key:)`; returns both as stored.
    @discardableResult
    public static func addHomework(to store: Store, photoFolder: URL, learner: String = "default", title: String = title,
                                   subject: String? = "science", createdAt: Date = Date(), key: [Int]? = nil,
                                   sha: String? = nil) throws -> (homework: Homework, quiz: Quiz) {
        let photo = photoFolder.appendingPathComponent("\(UUID().uuidString).jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(UUID().uuidString.utf8)).write(to: photo)
        defer { try? FileManager.default.removeItem(at: photo) }
        let unique = (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
        let homework = Homework(learner: learner, title: title, subject: subject, imageURL: "",
                                imageSHA256: String((sha ?? unique).suffix(64)), ocrText: text, ocrConfidence: 90,
                                createdAt: createdAt, updatedAt: createdAt)
        let stored = try store.insertHomework(homework, copyingImageFrom: photo, imageExtension: "jpg").homework
        let quiz = Quiz(homeworkID: stored.id, questions: questions(title: title, key: key), topic: "Earth science",
                        subtopic: "Water cycle", classificationConfidence: 0.7, generator: "test", createdAt: createdAt)
        try store.insertQuiz(quiz)
        return (stored, quiz)
    }

    /// An attempt at `quiz` answering the first `correct` questions right and the rest wrong (the last `correct`
    /// right when `wrongFirst`).
    public static func attempt(at quiz: Quiz, correct: Int, at date: Date = Date(), kind: AttemptKind = .full,
                               wrongFirst: Bool = false) -> Attempt {
        let questions = quiz.questions
        let answers = questions.enumerated().map { index, question in
            let right = wrongFirst ? index >= questions.count - correct : index < correct
            return AnswerRecord(questionId: question.id, chosenIndex: right ? question.correctIndex : (question.correctIndex + 1) % 4,
                                correct: right)
        }
        return Attempt(quizID: quiz.id, score: correct, totalQuestions: questions.count, timeTakenSeconds: 30,
                       answers: answers, completedAt: date, kind: kind)
    }
}
