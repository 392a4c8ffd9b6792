import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest
import SnapQuizLexicon
import SnapQuizStore

/// `snapquiz doctor`: checks what snapquiz needs (tessdata, spelling dictionaries, the database, the image folder, the quiz generator)
/// and says how to fix what is missing.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check tessdata, the database, the image folder and the quiz generator."
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var language: LanguageOption

    @OptionGroup var generator: GeneratorOption

    @Flag(help: "Check the generator's settings only, without contacting it.")
    var noNetwork = false

    /// One line of the report.
    struct Check: Encodable {
        let name: String
        let ok: Bool
        let detail: String
        /// The exit kind this failure stands for; not printed.
        var failure: FailureKind? = nil

        enum CodingKeys: String, CodingKey { case name, ok, detail }
    }

    /// `doctor --json`.
    struct Output: Encodable {
        let ok: Bool
        let checks: [Check]
    }

    func run() throws {
        let environment = global.environment
        let storeChecks: [Check]
        switch global.storeTarget {
        case let .sqlite(location): storeChecks = [databaseCheck(location), imagesCheck(location)]
        case .postgres: storeChecks = [postgresCheck()]
        }
        let checks = language.lang.split(separator: "+").map { tessdataCheck(language: String($0), environment: environment) }
            + [spellingCheck()] + storeChecks + [readerCheck(environment), generatorCheck(environment)]
        let console = global.console
        if global.json {
            try console.printJSON(Output(ok: checks.allSatisfy(\.ok), checks: checks))
        } else {
            for check in checks {
                let mark = check.ok ? console.styled("ok  ", .green) : console.styled("FAIL", .red)
                console.print("\(mark)  \(check.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(Console.sanitizeLine(check.detail))")
            }
        }
        if let worst = checks.compactMap(\.failure).max() {
            throw AlreadyReported(kind: worst)
        }
    }

    /// Who reads photos: Tesseract alone, or also the vision model `--reader auto` and `llm` send photos to. Only the
    /// settings are checked (the generator check above reaches the same endpoint); never a failure, as Tesseract reads.
    private func readerCheck(_ environment: [String: String]) -> Check {
        do {
            guard let configuration = try LLMReader.configuration(generator: generator.name, environment: environment) else {
                return Check(name: "reader", ok: true, detail: "Tesseract (no LLM configured, so --reader llm is unavailable)")
            }
            return Check(name: "reader", ok: true, detail: "Tesseract; pages read poorly go to llm:\(configuration.model) at "
                         + "\(configuration.host) (\(configuration.provider.rawValue) format; \(LLMReader.visionModelVariable) sets the model)")
        } catch {
            return Check(name: "reader", ok: true, detail: "Tesseract (the LLM reader is not usable: \(error))")
        }
    }

    /// Whether the OCR engine will find `language` (the same lookup ingestion uses) and orientation data.
    private func tessdataCheck(language: String, environment: [String: String]) -> Check {
        do {
            let folder = try TessdataLocator.find(language: language, environment: environment)
            let orientation = TessdataLocator.hasOrientationData(in: folder)
                ? "" : "; no osd.traineddata, so rotated photos are not turned upright (apt install tesseract-ocr-osd)"
            return Check(name: "tessdata", ok: true, detail: "\(language) in \(folder.path)\(orientation)")
        } catch {
            return Check(name: "tessdata", ok: false, detail: String(describing: error),
                         failure: (error as? SnapQuizFailure)?.kind ?? .unavailable)
        }
    }

    /// Whether the English Hunspell dictionaries load: without them misread words are not repaired and the
    /// reading grade has no dictionary rate.
    private func spellingCheck() -> Check {
        do {
            _ = try Lexicon.english()
            return Check(name: "spelling", ok: true, detail: "en_US and en_GB in \(Lexicon.defaultFolder)")
        } catch {
            return Check(name: "spelling", ok: false,
                         detail: "\(error); without it misread words are not repaired and reading grades lack a dictionary rate",
                         failure: (error as? SnapQuizFailure)?.kind ?? .unavailable)
        }
    }

    private func databaseCheck(_ location: StoreLocation) -> Check {
        let path = location.database.path
        guard FileManager.default.fileExists(atPath: path) else {
            let folder = location.database.deletingLastPathComponent().path
            let creatable = FileManager.default.isWritableFile(atPath: existingAncestor(of: folder))
            return Check(name: "database", ok: creatable,
                         detail: creatable ? "\(path) not created yet (it is made on first use)"
                                           : "\(path) cannot be created: \(existingAncestor(of: folder)) is not writable",
                         failure: creatable ? nil : .cannotCreate)
        }
        do {
            let store = try Store(location: location)
            let count = try store.homeworkCount(learner: global.learnerName)
            return Check(name: "database", ok: true, detail: "\(path) (\(count) homework for \(global.learnerName))")
        } catch {
            return Check(name: "database", ok: false, detail: "\(path): \(error)",
                         failure: (error as? SnapQuizFailure)?.kind ?? .internalError)
        }
    }

    /// A PostgreSQL store: the server answers, the schema is there, and the login is a learner (photos live in the database).
    private func postgresCheck() -> Check {
        do {
            let store = try global.openStore()
            let count = try store.listHomework(learner: global.learnerName).count
            let learner = (store as? PostgresStore)?.userID == nil ? "; this login is no learner (it cannot add homework)" : ""
            return Check(name: "database", ok: true,
                         detail: "\(store.storeDescription) (\(count) homework for \(global.learnerName))\(learner)")
        } catch {
            return Check(name: "database", ok: false, detail: "\(error)", failure: (error as? SnapQuizFailure)?.kind ?? .internalError)
        }
    }

    private func imagesCheck(_ location: StoreLocation) -> Check {
        let path = location.images.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return Check(name: "images", ok: true, detail: "\(path) not created yet (it is made on first ingest)")
        }
        guard isFolder.boolValue else {
            return Check(name: "images", ok: false, detail: "\(path) is a file, not a folder", failure: .cannotCreate)
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            return Check(name: "images", ok: false, detail: "\(path) is not writable", failure: .cannotCreate)
        }
        let mode = ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? 0
        let count = (try? FileManager.default.contentsOfDirectory(atPath: path).count) ?? 0
        let privacy = mode & 0o077 == 0 ? "" : " (readable by others: chmod 700 it)"
        return Check(name: "images", ok: true, detail: "\(path), \(count) photo\(count == 1 ? "" : "s")\(privacy)")
    }

    private func generatorCheck(_ environment: [String: String]) -> Check {
        let summary = GeneratorFactory.explain(choice: generator.name, environment: environment)
        do {
            _ = try GeneratorFactory.make(choice: generator.name, environment: environment)
            if noNetwork { return Check(name: "generator", ok: true, detail: summary + " (not contacted)") }
            let reached = try GeneratorFactory.checkReachability(choice: generator.name, environment: environment)
            return Check(name: "generator", ok: true, detail: "\(summary); \(reached)")
        } catch {
            return Check(name: "generator", ok: false, detail: "\(summary): \(error)",
                         failure: (error as? SnapQuizFailure)?.kind ?? .internalError)
        }
    }

    private func existingAncestor(of path: String) -> String {
        var current = path
        while !FileManager.default.fileExists(atPath: current), current != "/" {
            current = (current as NSString).deletingLastPathComponent
        }
        return current
    }
}
