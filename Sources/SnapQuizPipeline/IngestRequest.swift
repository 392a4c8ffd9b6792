import Foundation
import SnapQuizGenerate

/// What one ingest run was asked to do, independent of the command line: the photos and how to read, store and quiz them.
public struct IngestRequest: Sendable {
    public var photos: [String]
    public var title: String?
    public var subject: String?
    public var language: String
    public var makeQuiz: Bool
    /// `--generator`, or nil for `SNAPQUIZ_GENERATOR` / auto.
    public var generator: String?
    public var jobs: Int
    public var learner: String
    public var environment: [String: String]
    /// `--reader`: who reads each photo.
    public var reader: ReaderChoice
    /// The vision model `llm` always reads with and `auto` reads a poorly read page with; nil: Tesseract only.
    public var llmReader: LLMConfiguration?

    public init(photos: [String], title: String? = nil, subject: String? = nil, language: String = "eng", makeQuiz: Bool = true,
                generator: String? = nil, jobs: Int = 1, learner: String = "default", environment: [String: String],
                reader: ReaderChoice = .auto, llmReader: LLMConfiguration? = nil) {
        self.photos = photos
        self.title = title
        self.subject = subject
        self.language = language
        self.makeQuiz = makeQuiz
        self.generator = generator
        self.jobs = jobs
        self.learner = learner
        self.environment = environment
        self.reader = reader
        self.llmReader = llmReader
    }
}
