import ArgumentParser
import Foundation
import SnapQuizStore

/// `snapquiz transfer --from A --to B`: a learner's homework, quizzes, attempts and photos copied between stores.
struct TransferCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transfer",
        abstract: "Copy everything of a learner from one store to another (SQLite file ↔ PostgreSQL).",
        discussion: """
            --from and --to each take what --db takes: a SQLite file, or a PostgreSQL URL or connection string \
            (the login is the learner there). The learner's homework (--learner, default 'default') is read in one \
            snapshot and written in one transaction; attempts are replayed through the target's progress rules, \
            oldest first, so its progress, stats and due list come out as the source's. Homework the target \
            already has is skipped: running it twice copies nothing twice.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The store to copy from.", valueName: "path|url"))
    var from: String

    @Option(help: ArgumentHelp("The store to copy into.", valueName: "path|url"))
    var to: String

    @Option(name: .customLong("to-learner"), help: ArgumentHelp("The learner name in the target (default: the same).", valueName: "name"))
    var toLearner: String?

    /// `transfer --json`.
    struct Output: Encodable {
        let learner: String
        let toLearner: String
        let homework: Int
        let quizzes: Int
        let attempts: Int
        let images: Int
        let skipped: Int
    }

    func validate() throws {
        if from == to { throw ValidationError("--from and --to name the same store") }
        if let toLearner, toLearner.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--to-learner needs a name") }
    }

    func run() throws {
        let environment = global.environment
        let sourceTarget = StoreTarget.resolve(databaseOption: from, environment: environment)
        if case let .sqlite(location) = sourceTarget, !FileManager.default.fileExists(atPath: location.database.path) {
            throw CLIError.noInput("\(location.database.path) does not exist: nothing to copy")
        }
        let source = try sourceTarget.open()
        let target = try StoreTarget.resolve(databaseOption: to, environment: environment).open()
        let learner = global.learnerName
        let count = try StoreTransfer.copy(learner: learner, from: source, to: target, as: toLearner)
        if global.json {
            try global.console.printJSON(Output(learner: learner, toLearner: toLearner ?? learner, homework: count.homework,
                                                quizzes: count.quizzes, attempts: count.attempts, images: count.images, skipped: count.skipped))
        } else {
            global.console.message("Copied \(count.homework) homework of \(learner) (\(count.quizzes) quizzes, \(count.attempts) attempts, "
                + "\(count.images) photos) from \(source.storeDescription) to \(target.storeDescription)"
                + (count.skipped > 0 ? "; \(count.skipped) were there already." : "."))
        }
    }
}
