import Foundation

/// A photographed page of homework and the text read from it.
public struct Homework: Codable, Sendable, Equatable {
    public var id: String
    public var learner: String
    public var title: String
    public var subject: String?
    /// Path of the stored image, relative to the snapquiz home.
    public var imageURL: String
    public var imageSHA256: String
    public var ocrText: String?
    /// Mean word confidence, 0–100.
    public var ocrConfidence: Double?
    /// The text as the OCR engine read it, before spelling repair and with unreadable lines (nil: not recorded).
    public var ocrRawText: String?
    /// The words spelling repair changed between `ocrRawText` and `ocrText`.
    public var ocrCorrections: [OCRCorrection]
    /// The words of `ocrText` Tesseract doubted everywhere the page shows them (empty: none, or not recorded).
    public var ocrDoubted: [OCRDoubt]
    /// How well the page was read (nil: stored before grading existed).
    public var reading: Reading?
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        id: String = newIdentifier(), learner: String, title: String, subject: String?,
        imageURL: String, imageSHA256: String, ocrText: String?, ocrConfidence: Double?,
        ocrRawText: String? = nil, ocrCorrections: [OCRCorrection] = [], ocrDoubted: [OCRDoubt] = [], reading: Reading? = nil,
        createdAt: Date = Date(), updatedAt: Date = Date()
    ) {
        self.ocrRawText = ocrRawText
        self.ocrCorrections = ocrCorrections
        self.ocrDoubted = ocrDoubted
        self.reading = reading
        self.id = id
        self.learner = learner
        self.title = title
        self.subject = subject
        self.imageURL = imageURL
        self.imageSHA256 = imageSHA256
        self.ocrText = ocrText
        self.ocrConfidence = ocrConfidence
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension Homework {
    private enum CodingKeys: String, CodingKey {
        case id, learner, title, subject, imageURL, imageSHA256, ocrText, ocrConfidence, ocrRawText, ocrCorrections, ocrDoubted,
             reading, createdAt, updatedAt
    }

    /// Exports written before doubted words were recorded have none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), learner: try c.decode(String.self, forKey: .learner),
                  title: try c.decode(String.self, forKey: .title), subject: try c.decodeIfPresent(String.self, forKey: .subject),
                  imageURL: try c.decode(String.self, forKey: .imageURL), imageSHA256: try c.decode(String.self, forKey: .imageSHA256),
                  ocrText: try c.decodeIfPresent(String.self, forKey: .ocrText),
                  ocrConfidence: try c.decodeIfPresent(Double.self, forKey: .ocrConfidence),
                  ocrRawText: try c.decodeIfPresent(String.self, forKey: .ocrRawText),
                  ocrCorrections: try c.decode([OCRCorrection].self, forKey: .ocrCorrections),
                  ocrDoubted: try c.decodeIfPresent([OCRDoubt].self, forKey: .ocrDoubted) ?? [],
                  reading: try c.decodeIfPresent(Reading.self, forKey: .reading),
                  createdAt: try c.decode(Date.self, forKey: .createdAt), updatedAt: try c.decode(Date.self, forKey: .updatedAt))
    }
}

/// A 10-question quiz generated for a homework; the newest one is the homework's current quiz.
public struct Quiz: Codable, Sendable, Equatable {
    public var id: String
    public var homeworkID: String
    public var questions: [Question]
    public var topic: String?
    public var subtopic: String?
    /// How sure the topic classification is, 0–1.
    public var classificationConfidence: Double?
    /// Which generator made it: `offline`, `openai:<model>`, `anthropic:<model>`.
    public var generator: String
    public var createdAt: Date

    public init(
        id: String = newIdentifier(), homeworkID: String, questions: [Question], topic: String?,
        subtopic: String?, classificationConfidence: Double?, generator: String, createdAt: Date = Date()
    ) {
        self.id = id
        self.homeworkID = homeworkID
        self.questions = questions
        self.topic = topic
        self.subtopic = subtopic
        self.classificationConfidence = classificationConfidence
        self.generator = generator
        self.createdAt = createdAt
    }
}

/// The learner's answer to one question within an attempt.
public struct AnswerRecord: Codable, Sendable, Equatable {
    public var questionId: String
    public var chosenIndex: Int
    public var correct: Bool

    public init(questionId: String, chosenIndex: Int, correct: Bool) {
        self.questionId = questionId
        self.chosenIndex = chosenIndex
        self.correct = correct
    }
}

/// How an attempt counts towards progress.
public enum AttemptKind: String, Codable, Sendable {
    /// A full run of the quiz: counts towards best score, attempts and completion.
    case full
    /// A retake of only the questions missed last time: kept in history, never raises best score.
    case review
}

/// One completed run through a quiz.
public struct Attempt: Codable, Sendable, Equatable {
    public var id: String
    public var quizID: String
    public var score: Int
    public var totalQuestions: Int
    public var timeTakenSeconds: Int?
    public var answers: [AnswerRecord]
    public var completedAt: Date
    public var kind: AttemptKind

    public init(
        id: String = newIdentifier(), quizID: String, score: Int, totalQuestions: Int,
        timeTakenSeconds: Int?, answers: [AnswerRecord], completedAt: Date = Date(), kind: AttemptKind = .full
    ) {
        self.id = id
        self.quizID = quizID
        self.score = score
        self.totalQuestions = totalQuestions
        self.timeTakenSeconds = timeTakenSeconds
        self.answers = answers
        self.completedAt = completedAt
        self.kind = kind
    }
}

/// A homework's running totals, maintained by the progress upsert (SPEC §4).
public struct HomeworkProgress: Codable, Sendable, Equatable {
    public var homeworkID: String
    public var completionPercentage: Int
    public var bestScore: Int?
    public var totalAttempts: Int
    public var lastPlayedAt: Date?

    public init(homeworkID: String, completionPercentage: Int, bestScore: Int?, totalAttempts: Int, lastPlayedAt: Date?) {
        self.homeworkID = homeworkID
        self.completionPercentage = completionPercentage
        self.bestScore = bestScore
        self.totalAttempts = totalAttempts
        self.lastPlayedAt = lastPlayedAt
    }
}
