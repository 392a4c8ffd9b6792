import SnapQuizCore

/// A quiz as a generator returns it, validated and with options shuffled, before it is stored.
public struct GeneratedQuiz: Sendable, Equatable {
    public var questions: [Question]
    public var topic: String?
    public var subtopic: String?
    /// How sure the topic classification is, 0–1.
    public var classificationConfidence: Double?
    /// What made it, as stored in `quiz.generator`: `offline`, `openai:<model>`, `anthropic:<model>`.
    public var generator: String

    public init(questions: [Question], topic: String?, subtopic: String?, classificationConfidence: Double?, generator: String) {
        self.questions = questions
        self.topic = topic
        self.subtopic = subtopic
        self.classificationConfidence = classificationConfidence
        self.generator = generator
    }
}

/// Something that turns OCR text into a 10-question quiz. Instances are not shared between threads:
/// each worker makes its own (an LLM generator owns a CURL handle).
public protocol QuizGenerator {
    /// The generator's name as users choose it: `offline`, `openai`, `anthropic`.
    var name: String { get }
    /// Builds a valid quiz grounded in `text`, or throws a `GenerateError` saying why it could not.
    func generate(from text: String, title: String?) throws -> GeneratedQuiz
    /// As `generate(from:title:)`, asking about other things than `previous` (earlier quizzes of the same homework)
    /// where the page allows: `regenerate` gives a different quiz.
    func generate(from text: String, title: String?, avoiding previous: [Question]) throws -> GeneratedQuiz
}

extension QuizGenerator {
    /// A generator with no way to vary its quiz makes the same kind of quiz again.
    public func generate(from text: String, title: String?, avoiding previous: [Question]) throws -> GeneratedQuiz {
        try generate(from: text, title: title)
    }
}
