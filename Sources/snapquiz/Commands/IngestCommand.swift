import ArgumentParser
import Foundation
import SnapQuizCore

/// `snapquiz ingest PHOTO...`: validate, OCR and store each photo, then generate its quiz.
struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Read homework photos (JPEG, PNG, TIFF, WebP, HEIC) or typed notes (.txt, .md) into the store and make a quiz for each.",
        discussion: "Several photos run in parallel (--jobs); every page of a multi-page TIFF goes into one homework. Typed notes are used as written, with no OCR. Re-ingesting a file returns the homework stored before."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Photos of homework pages (JPEG, PNG, TIFF, WebP, HEIC) or typed notes (.txt, .md).", valueName: "photo"))
    var photos: [String]

    @Option(name: .long, help: ArgumentHelp("Title (default: the first meaningful line of the text).", valueName: "title"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("Subject, e.g. science.", valueName: "subject"))
    var subject: String?

    @Option(name: .long, help: ArgumentHelp("Tesseract language(s), e.g. eng or eng+deu.", valueName: "lang"))
    var lang = "eng"

    @Flag(name: .long, help: "Store the homework and its text without generating a quiz.")
    var noQuiz = false

    @Option(name: .long, help: ArgumentHelp("auto, offline, openai or anthropic (default: $SNAPQUIZ_GENERATOR, else auto).", valueName: "generator"))
    var generator: String?

    @Option(name: .long, help: ArgumentHelp("Photos read at the same time (default: number of cores).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if photos.isEmpty { throw ValidationError("give at least one photo") }
        if let jobs, jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be between 1 and 64") }
        if let title, title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--title is empty") }
    }

    func run() throws {
        let store = try global.openStore()
        let request = IngestRequest(
            photos: photos, title: title, subject: subject, language: lang, makeQuiz: !noQuiz, generator: generator,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, learner: global.learnerName,
            location: store.location, environment: global.environment
        )
        let presenter = IngestPresenter(console: global.console, json: global.json, total: photos.count)
        let results = IngestBatch.run(request, store: store) { _, result in presenter.report(result) }
        presenter.finish(results)
        if let worst = results.compactMap(\.failure).max() {
            throw AlreadyReported(kind: worst)
        }
    }
}
