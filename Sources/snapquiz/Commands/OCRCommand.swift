import ArgumentParser
import Foundation
import SnapQuizPipeline
import SnapQuizCore
import SnapQuizIngest

/// `snapquiz ocr PHOTO`: prints the text read from a photo, without storing anything.
struct OCRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr",
        abstract: "Print the text recognised in a photo (nothing is stored)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("A JPEG, PNG, TIFF (every page), WebP or HEIC photo.", valueName: "photo"))
    var photo: String

    @OptionGroup var language: LanguageOption

    @Flag(name: .long, help: "Skip the clean-up: give the decoded photo to Tesseract as it is.")
    var raw = false

    @OptionGroup var reader: ReaderOption

    @OptionGroup var generator: GeneratorOption

    /// The `--json` shape: text, confidence, seconds, size, rotation applied, layout read with, pages read.
    /// For a model's text: confidence null, layout `llm`, nothing corrected or left out.
    struct Output: Encodable {
        var file: String
        var text: String
        var confidence: Double?
        var seconds: Double
        var width: Int
        var height: Int
        var rotation: Int
        var skew: Double
        /// How well the page was read, the words spelling repair changed, the lines left out as unreadable.
        var reading: ReadingJSON?
        var corrections: [OCRCorrection]
        /// The words Tesseract doubted everywhere the page shows them, with their highest confidence.
        var doubted: [OCRDoubt]
        var unreadableLines: [String]
        var layout: String
        var pages: Int
    }

    func validate() throws {
        if raw && reader.reader == .llm { throw ValidationError("--raw is Tesseract's; it does not go with --reader llm") }
    }

    func run() throws {
        OCRThreading.limitOpenMPToOneThread()
        let llmConfiguration = try reader.llmConfiguration(generator: generator.name, environment: global.environment)
        let image = try ImageValidator().validate(URL(fileURLWithPath: photo))
        let photoReader = PhotoReader(choice: reader.reader, llmConfiguration: llmConfiguration, language: language.lang,
                                      environment: global.environment, options: raw ? .raw : .standard)
        let page = try photoReader.read(image) { _ in }
        let console = global.console
        if let notice = page.notice { console.message("snapquiz: \(Console.sanitize(notice))") }
        if global.json {
            let seconds = ((page.seconds ?? 0) * 1000).rounded() / 1000
            if let result = page.ocr {
                try console.printJSON(Output(file: photo, text: result.text, confidence: result.confidence, seconds: seconds,
                                             width: result.width, height: result.height,
                                             rotation: result.rotation, skew: (result.skew * 100).rounded() / 100,
                                             reading: result.reading.map(ReadingJSON.init), corrections: result.corrections,
                                             doubted: result.doubted, unreadableLines: result.unreadableLines, layout: result.layout.rawValue, pages: result.pages))
            } else {
                try console.printJSON(Output(file: photo, text: page.text, confidence: nil, seconds: seconds,
                                             width: image.width, height: image.height, rotation: page.rotation, skew: 0,
                                             reading: page.reading.map(ReadingJSON.init), corrections: [], doubted: [], unreadableLines: [],
                                             layout: "llm", pages: min(image.pageCount, ReaderImage.maxPages)))
            }
        } else {
            console.print(Console.sanitize(page.text))
        }
    }
}
