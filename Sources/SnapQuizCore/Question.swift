/// One multiple-choice question of a quiz (the seed's JSONB structure, SPEC §3).
public struct Question: Codable, Sendable, Equatable, Hashable {
    public var id: String
    public var type: String
    public var question: String
    public var options: [String]
    public var correctIndex: Int
    public var explanation: String
    public var evidence: String

    public init(
        id: String = newIdentifier(),
        type: String = "mcq",
        question: String,
        options: [String],
        correctIndex: Int,
        explanation: String,
        evidence: String
    ) {
        self.id = id
        self.type = type
        self.question = question
        self.options = options
        self.correctIndex = correctIndex
        self.explanation = explanation
        self.evidence = evidence
    }
}

/// The `questions` column of a quiz: `{"questions":[…]}`.
public struct QuizDocument: Codable, Sendable, Equatable {
    public var questions: [Question]

    public init(questions: [Question]) { self.questions = questions }
}
