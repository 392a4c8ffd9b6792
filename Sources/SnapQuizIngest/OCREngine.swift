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

    /// Decodes, cleans up (unless `options.isRaw`) and recognises a validated photo; the pages of a multi-page
    /// TIFF are read in order into one text.
    public func recognize(_ image: ValidatedImage, options: PreprocessOptions = .standard) throws -> OCRResult {
        let start = DispatchTime.now()
        var pages: [OCRResult] = []
        for page in 0..<image.pageCount {
            let decoded = try ImageDecoder.decode(image, page: page)
            let prepared = try Preprocessor(options: options).run(decoded, osd: orientation)
            let recognized = try recognizer.recognize(prepared.pix, resolution: prepared.resolution, layout: options.layout)
            pages.append(OCRResult(text: TextCleaner.clean(Self.text(of: recognized.lines, options: options)),
                                   confidence: recognized.confidence, seconds: 0, width: decoded.width, height: decoded.height,
                                   rotation: prepared.rotation, skew: prepared.skew, layout: recognized.layout))
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var result = pages[0]
        result.text = pages.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n\n")
        result.confidence = pages.map(\.confidence).reduce(0, +) / Double(pages.count)
        result.layout = pages.contains { $0.layout == .segmented } ? .segmented : .singleBlock
        result.seconds = seconds
        result.pages = pages.count
        return result
    }

    /// The lines Tesseract is sure enough of, as text: a blank line between blocks (columns, footnotes) and
    /// paragraphs, so hyphenated line ends are joined later only within one block.
    private static func text(of lines: [TesseractAPI.Line], options: PreprocessOptions) -> String {
        // Lines Tesseract itself doubts are mostly texture, folds and page edges read as letters.
        let kept = lines.filter { $0.meanConfidence >= options.minLineConfidence }
        // Doubtful words of pure symbols are drawings and specks beside the text ("|", "\\", "¥").
        let words = kept.map { line in
            line.words.filter { word in
                word.confidence >= options.minSymbolWordConfidence || word.text.contains { $0.isLetter || $0.isNumber }
            }
        }
        // Each block has its own left margin (a column, an indented footnote).
        var trimmed: [[TesseractAPI.Word]] = []
        var index = 0
        while index < kept.count {
            let end = kept[index...].firstIndex { $0.block != kept[index].block } ?? kept.count
            trimmed += StrayMarks.trim(Array(words[index..<end]))
            index = end
        }
        var text = ""
        for (number, (line, lineWords)) in zip(kept, trimmed).enumerated() {
            let newBlock = number > 0 && kept[number - 1].block != line.block
            if (line.startsParagraph || newBlock) && !text.isEmpty && !text.hasSuffix("\n\n") { text += "\n" }
            if lineWords.isEmpty { continue }
            text += lineWords.map(\.text).joined(separator: " ") + "\n"
        }
        return text
    }

    /// The cleaned-up image Tesseract would see, as PNG bytes (for inspecting the clean-up).
    public func preprocessedPNG(_ image: ValidatedImage, options: PreprocessOptions = .standard) throws -> [UInt8] {
        let prepared = try Preprocessor(options: options).run(try ImageDecoder.decode(image, page: 0), osd: orientation)
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMem(&data, &size, prepared.pix.pointer, Int32(IFF_PNG)) == 0, let data else {
            throw IngestError.engine("cannot encode the cleaned-up image")
        }
        defer { free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
