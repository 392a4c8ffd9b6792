import ArgumentParser
import Foundation
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

    /// The `--json` shape: text, confidence, seconds, size, rotation applied, layout read with, pages read.
    struct Output: Encodable {
        var file: String
        var text: String
        var confidence: Double
        var seconds: Double
        var width: Int
        var height: Int
        var rotation: Int
        var skew: Double
        /// How well the page was read, the words spelling repair changed, the lines left out as unreadable.
        var reading: ReadingJSON?
        var corrections: [OCRCorrection]
        var unreadableLines: [String]
        var layout: String
        var pages: Int
    }

    func run() throws {
        OCRThreading.restartSingleThreadedIfNeeded()
        let image = try ImageValidator().validate(URL(fileURLWithPath: photo))
        let engine = try OCREngine(language: language.lang, environment: global.environment)
        let result = try engine.recognize(image, options: raw ? .raw : .standard)
        let console = global.console
        if global.json {
            try console.printJSON(Output(file: photo, text: result.text, confidence: result.confidence,
                                         seconds: (result.seconds * 1000).rounded() / 1000,
                                         width: result.width, height: result.height,
                                         rotation: result.rotation, skew: (result.skew * 100).rounded() / 100,
                                         reading: result.reading.map(ReadingJSON.init), corrections: result.corrections,
                                         unreadableLines: result.unreadableLines, layout: result.layout.rawValue, pages: result.pages))
        } else {
            console.print(Console.sanitize(result.text))
        }
    }
}
