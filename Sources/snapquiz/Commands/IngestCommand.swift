import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizIngest
import SnapQuizPipeline

/// `snapquiz ingest PHOTO...`: validate, OCR and store each photo, then generate its quiz.
struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Read homework photos (JPEG, PNG, TIFF, WebP, HEIC) or typed notes (.txt, .md) into the store and make a quiz for each.",
        discussion: """
            Several photos run in parallel (--jobs); every page of a multi-page TIFF goes into one homework. Typed notes \
            are used as written, with no OCR. Re-ingesting a file returns the homework stored before (and makes its quiz \
            if it has none). On a terminal, one photo shows its stage and the time so far. Waiting for an LLM is \
            bounded: SNAPQUIZ_LLM_DEADLINE seconds per quiz in all (default 180). Ctrl-C says what was kept. \
            --reader auto (the default) gives a page Tesseract read poorly to a vision-capable LLM when one is configured \
            (model: SNAPQUIZ_LLM_VISION_MODEL, else SNAPQUIZ_LLM_MODEL); --reader llm always does.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Photos of homework pages (JPEG, PNG, TIFF, WebP, HEIC) or typed notes (.txt, .md).", valueName: "photo"))
    var photos: [String]

    @Option(name: .long, help: ArgumentHelp("Title (default: the first meaningful line of the text).", valueName: "title"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("Subject, e.g. science.", valueName: "subject"))
    var subject: String?

    @OptionGroup var language: LanguageOption

    @Flag(name: .long, help: "Store the homework and its text without generating a quiz.")
    var noQuiz = false

    @OptionGroup var generator: GeneratorOption

    @OptionGroup var reader: ReaderOption

    @Option(name: .long, help: ArgumentHelp("Photos read at the same time (default: number of cores).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if photos.isEmpty { throw ValidationError("give at least one photo") }
        if let jobs, jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be between 1 and 64") }
        if let title, title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--title is empty") }
    }

    func run() throws {
        OCRThreading.limitOpenMPToOneThread()
        // Before the store is opened or any photo read: `--reader llm` with no model is refused here.
        let llmReader = try reader.llmConfiguration(generator: generator.name, environment: global.environment)
        let store = try global.openStore()
        let request = IngestRequest(
            photos: photos, title: title, subject: subject, language: language.lang, makeQuiz: !noQuiz, generator: generator.name,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, learner: global.learnerName,
            environment: global.environment, reader: reader.reader, llmReader: llmReader
        )
        let console = global.console
        let status = IngestStatus(photos: photos)
        IngestInterrupt.install { status.interruptedMessage() }
        let presenter = IngestPresenter(console: console, json: global.json, total: photos.count)
        status.startStageLine(console: console)
        let results = IngestBatch.run(request, store: store, stage: { status.update($0, $1) }) { _, result in
            status.stopStageLine(console: console)
            presenter.report(result)
        }
        presenter.finish(results)
        if let worst = results.compactMap(\.failure).max() {
            throw AlreadyReported(kind: worst)
        }
    }
}
