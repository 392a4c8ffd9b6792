import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest

/// Reads one photo with the reader `--reader` chose: Tesseract; a vision model; or (`auto`) Tesseract, then the
/// model when the page was read poorly and one is configured. Owns its OCR engine and LLM reader (neither is
/// Sendable), made on first use: one per ingest worker.
final class PhotoReader {
    /// The text of a photo and how it was read.
    struct Page {
        var text: String
        /// Tesseract's mean word confidence; nil when the model's text was kept.
        var confidence: Double?
        /// What Tesseract read before spelling repair (nil for the model's text).
        var rawText: String?
        var corrections: [OCRCorrection] = []
        var reading: Reading?
        var seconds: Double?
        var rotation = 0
        /// Said on stderr: the model read the page instead, or its reading failed and Tesseract's text was kept.
        var notice: String?
    }

    private let request: IngestRequest
    private var engine: OCREngine?
    private var llm: LLMReader?

    init(request: IngestRequest) {
        self.request = request
    }

    /// Reads `image`, telling `stage` what is under way. Throws when nothing was read: Tesseract failed, or the
    /// model failed with `--reader llm` (nothing is stored then). A failed model in `auto` keeps Tesseract's text.
    func read(_ image: ValidatedImage, stage: (IngestStage) -> Void) throws -> Page {
        if request.reader == .llm, let configuration = request.llmReader {
            return try transcribe(image, rotation: 0, configuration: configuration, stage: stage)
        }
        let engine = try self.engine ?? OCREngine(language: request.language, environment: request.environment)
        self.engine = engine
        stage(.recognising)
        let ocr = try engine.recognize(image)
        var page = Page(text: ocr.text, confidence: ocr.confidence, rawText: ocr.rawText, corrections: ocr.corrections,
                        reading: ocr.reading, seconds: ocr.seconds, rotation: ocr.rotation)
        guard request.reader == .auto, let configuration = request.llmReader, let reading = ocr.reading, reading.grade == .poor else {
            return page
        }
        let confidence = Int((reading.confidence ?? 0).rounded())
        do {
            var transcribed = try transcribe(image, rotation: ocr.rotation, configuration: configuration, stage: stage)
            transcribed.seconds = ocr.seconds
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
        let text = try llm.transcribe(jpegPages: jpegs)
        let reading = TranscriptReading.measure(text, source: llm.source, language: request.language)
        return Page(text: text, confidence: nil, rawText: nil, reading: reading, seconds: Date().timeIntervalSince(start),
                    rotation: rotation)
    }
}
