import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest

/// Reads one photo with the reader `--reader` chose: Tesseract; a vision model; or (`auto`) Tesseract, then the
/// model when the page was read poorly and one is configured. Owns its OCR engine and LLM reader (neither is
/// Sendable), made on first use: one per ingest worker, one for `ocr`.
public final class PhotoReader {
    /// The text of a photo and how it was read.
    public struct Page: Sendable {
        public var text: String
        /// Tesseract's mean word confidence; nil when the model's text was kept.
        public var confidence: Double?
        /// What Tesseract read before spelling repair (nil for the model's text).
        public var rawText: String?
        public var corrections: [OCRCorrection] = []
        /// The words Tesseract doubted (none for the model's text).
        public var doubted: [OCRDoubt] = []
        public var reading: Reading?
        public var seconds: Double?
        public var rotation = 0
        /// Tesseract's whole result when its text is the one kept (nil for the model's text and typed notes).
        public var ocr: OCRResult?
        /// Said on stderr: the model read the page instead, or its reading failed and Tesseract's text was kept.
        public var notice: String?
    }

    private let choice: ReaderChoice
    private let llmConfiguration: LLMConfiguration?
    private let language: String
    private let environment: [String: String]
    private let options: PreprocessOptions
    private var engine: OCREngine?
    private var llm: LLMReader?

    /// `llmConfiguration` is what `ReaderOption.llmConfiguration` found (nil: Tesseract only); `options` are
    /// Tesseract's clean-up steps.
    public init(choice: ReaderChoice, llmConfiguration: LLMConfiguration?, language: String, environment: [String: String],
         options: PreprocessOptions = .standard) {
        self.choice = choice
        self.llmConfiguration = llmConfiguration
        self.language = language
        self.environment = environment
        self.options = options
    }

    /// Reads `image`, telling `stage` what is under way. Throws when nothing was read: Tesseract failed, or the
    /// model failed with `--reader llm` (nothing is stored then). A failed model in `auto` keeps Tesseract's text.
    public func read(_ image: ValidatedImage, stage: (IngestStage) -> Void = { _ in }) throws -> Page {
        if choice == .llm, let configuration = llmConfiguration {
            return try transcribe(image, rotation: 0, configuration: configuration, stage: stage)
        }
        let engine = try self.engine ?? OCREngine(language: language, environment: environment)
        self.engine = engine
        stage(.recognising)
        let ocr = try engine.recognize(image, options: options)
        var page = Page(text: ocr.text, confidence: ocr.confidence, rawText: ocr.rawText, corrections: ocr.corrections,
                        doubted: ocr.doubted, reading: ocr.reading, seconds: ocr.seconds, rotation: ocr.rotation, ocr: ocr)
        guard choice == .auto, let configuration = llmConfiguration, let reading = ocr.reading, reading.grade == .poor else {
            return page
        }
        let confidence = Int((reading.confidence ?? 0).rounded())
        do {
            var transcribed = try transcribe(image, rotation: ocr.rotation, configuration: configuration, stage: stage)
            transcribed.seconds = ocr.seconds + (transcribed.seconds ?? 0)  // both readings took their time
            transcribed.notice = "Tesseract read the page poorly (\(confidence)% mean confidence); "
                + "used the text \(transcribed.reading?.source ?? "the LLM") transcribed instead"
            return transcribed
        } catch {
            page.notice = "warning: Tesseract read the page poorly (\(confidence)% mean confidence) and the LLM reader failed, "
                + "so Tesseract's text is kept: \(error)"
            return page
        }
    }

    /// The model's text of `image`, graded by the same rules as Tesseract's (words and dictionary rate).
    private func transcribe(_ image: ValidatedImage, rotation: Int, configuration: LLMConfiguration,
                            stage: (IngestStage) -> Void) throws -> Page {
        let llm = try self.llm ?? LLMReader(configuration: configuration)
        self.llm = llm
        stage(.transcribing(reader: llm.source))
        let start = Date()
        let jpegs = try ReaderImage.jpegPages(image, rotation: rotation)
        let text = TextCleanup.text(try llm.transcribe(jpegPages: jpegs), from: .transcript)
        let reading = TranscriptReading.measure(text, source: llm.source, language: language)
        return Page(text: text, confidence: nil, rawText: nil, reading: reading, seconds: Date().timeIntervalSince(start),
                    rotation: rotation)
    }
}
