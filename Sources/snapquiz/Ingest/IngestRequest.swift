import Foundation
import SnapQuizGenerate
import SnapQuizStore

/// What `snapquiz ingest` was asked to do, independent of the command line.
struct IngestRequest: Sendable {
    var photos: [String]
    var title: String?
    var subject: String?
    var language: String
    var makeQuiz: Bool
    /// `--generator`, or nil for `SNAPQUIZ_GENERATOR` / auto.
    var generator: String?
    var jobs: Int
    var learner: String
    var environment: [String: String]
    /// `--reader`: who reads each photo.
    var reader: ReaderChoice = .auto
    /// The vision model `llm` always reads with and `auto` reads a poorly read page with; nil: Tesseract only.
    var llmReader: LLMConfiguration?
}
