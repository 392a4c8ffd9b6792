import SnapQuizCore

/// Where one photo of a batch is.
public enum IngestStage: Sendable {
    case reading
    case recognising
    /// A vision model is transcribing the photo (`llm:<model>`).
    case transcribing(reader: String)
    case writingQuestions(generator: String)
    /// The homework row (with its text) is in the store; a quiz may still be coming.
    case stored(Homework)
    case finished
}
