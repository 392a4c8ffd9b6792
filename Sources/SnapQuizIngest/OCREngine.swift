import Foundation
internal import CTesseract

/// Recognises photos in process: Leptonica clean-up, then Tesseract. Owns its Tesseract engines,
/// so it is not Sendable: make one per worker thread and use it only there.
public final class OCREngine {
    /// The language(s) it reads, as given to Tesseract (`eng`, `eng+deu`).
    public let language: String
    private let recognizer: TesseractAPI
    private let orientation: TesseractAPI?

    /// Loads the traineddata for `language` (and `osd` when present) from `TessdataLocator`.
    public init(language: String = "eng", environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        OCRThreading.silenceLeptonica()
        let folder = try TessdataLocator.find(language: language, environment: environment)
        self.language = language
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
        var text = ""
        for (line, lineWords) in zip(kept, words) {
            if line.startsParagraph && !text.isEmpty { text += "\n" }
            if lineWords.isEmpty { continue }
            text += lineWords.map(\.text).joined(separator: " ") + "\n"
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return OCRResult(text: TextCleaner.clean(text), confidence: recognized.confidence, seconds: seconds,
                         width: width, height: height, rotation: prepared.rotation, skew: prepared.skew)
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
