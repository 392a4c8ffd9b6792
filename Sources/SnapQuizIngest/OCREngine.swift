import Foundation
internal import CTesseract
import SnapQuizLexicon

/// Recognises photos in process: Leptonica clean-up, then Tesseract. Owns its Tesseract engines,
/// so it is not Sendable: make one per worker thread and use it only there.
public final class OCREngine {
    /// The language(s) it reads, as given to Tesseract (`eng`, `eng+deu`).
    public let language: String
    private let recognizer: TesseractAPI
    private let orientation: TesseractAPI?
    /// English spelling, for repair and the reading grade; nil when the language is not English or no dictionary is installed.
    private let lexicon: Lexicon?

    /// Loads the traineddata for `language` (and `osd` when present) from `TessdataLocator`; `lexicon`
    /// (English) is used only when `language` starts with `eng`.
    public init(language: String = "eng", environment: [String: String] = ProcessInfo.processInfo.environment,
                lexicon: Lexicon? = Lexicon.shared) throws {
        OCRThreading.silenceLeptonica()
        let folder = try TessdataLocator.find(language: language, environment: environment)
        self.language = language
        self.lexicon = language.hasPrefix("eng") ? lexicon : nil
        recognizer = try TesseractAPI(datapath: folder.path, language: language)
        orientation = TessdataLocator.hasOrientationData(in: folder) ? try? TesseractAPI(datapath: folder.path, language: "osd") : nil
    }

    /// Whether 90/180/270 rotation can be detected (osd.traineddata was found).
    public var detectsOrientation: Bool { orientation != nil }

    /// Decodes, cleans up (unless `options.isRaw`) and recognises a validated photo.
    public func recognize(_ image: ValidatedImage, options: PreprocessOptions = .standard) throws -> OCRResult {
        let start = DispatchTime.now()
        let decoded = try Preprocessor.decode(image)
        let width = decoded.width, height = decoded.height
        let prepared = try Preprocessor(options: options).run(decoded, osd: orientation)
        let recognized = try recognizer.recognize(prepared.pix, resolution: prepared.resolution)
        // Lines Tesseract itself doubts are mostly texture, folds and page edges read as letters.
        let kept = recognized.lines.filter { $0.meanConfidence >= options.minLineConfidence }
        // Doubtful words of pure symbols are drawings and specks beside the text ("|", "\\", "¥").
        let words = StrayMarks.trim(kept.map { line in
            line.words.filter { word in
                word.confidence >= options.minSymbolWordConfidence || word.text.contains { $0.isLetter || $0.isNumber }
            }
        })
        // The reading grade, spelling repair and unreadable lines: PageReading's stages.
        let reading = PageReading(lexicon: lexicon, options: options).read(all: recognized.lines, kept: kept, words: words)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return OCRResult(text: reading.text, confidence: recognized.confidence, seconds: seconds,
                         width: width, height: height, rotation: prepared.rotation, skew: prepared.skew,
                         rawText: reading.rawText, corrections: reading.corrections, reading: reading.grade,
                         unreadableLines: reading.unreadableLines)
    }

    /// The cleaned-up image Tesseract would see, as PNG bytes (for inspecting the clean-up).
    public func preprocessedPNG(_ image: ValidatedImage, options: PreprocessOptions = .standard) throws -> [UInt8] {
        let prepared = try Preprocessor(options: options).run(try Preprocessor.decode(image), osd: orientation)
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMem(&data, &size, prepared.pix.pointer, Int32(IFF_PNG)) == 0, let data else {
            throw IngestError.engine("cannot encode the cleaned-up image")
        }
        defer { free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
