import ArgumentParser
import Foundation
import SnapQuizStore

/// The options every command takes (SPEC §5).
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Database file, or a PostgreSQL URL/connection string (default: $SNAPQUIZ_DB, else $SNAPQUIZ_HOME/snapquiz.sqlite).", valueName: "path|url"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp("Whose homework to work on (default: $SNAPQUIZ_LEARNER, else 'default').", valueName: "name"))
    var learner: String?

    @Flag(name: .long, help: "Machine-readable JSON on stdout.")
    var json = false

    @Flag(name: .long, help: "No colour (also when NO_COLOR is set or output is not a terminal).")
    var noColor = false

    /// The process environment.
    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The learner every query is scoped to.
    var learnerName: String {
        if let learner, !learner.isEmpty { return learner }
        if let learner = environment["SNAPQUIZ_LEARNER"], !learner.isEmpty { return learner }
        return "default"
    }

    /// Where the SQLite store lives, from --db, SNAPQUIZ_DB, SNAPQUIZ_HOME or the XDG default.
    var storeLocation: StoreLocation {
        StoreLocation.resolve(databaseOption: db, environment: environment)
    }

    /// The store --db/SNAPQUIZ_DB names: a SQLite file, or a PostgreSQL database for a connection string.
    var storeTarget: StoreTarget {
        StoreTarget.resolve(databaseOption: db, environment: environment)
    }

    /// Opens the store (a SQLite file is created and migrated if needed).
    func openStore() throws -> any QuizStore {
        try storeTarget.open()
    }

    /// Output for this invocation, honouring --no-color and NO_COLOR.
    var console: Console { Console(colorAllowed: !noColor && environment["NO_COLOR"] == nil) }

    mutating func validate() throws {
        if let learner, learner.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--learner needs a name")
        }
    }
}

extension GlobalOptions {
    /// Global options that take a value, and those that are flags (the names declared above).
    private static let valued: Set = ["--db", "--learner"]
    private static let flags: Set = ["--json", "--no-color"]

    /// `arguments` with the global options written before the command moved to just after it, where each
    /// command's `@OptionGroup` reads them: `--json list` parses as `list --json` (SPEC §10). Anything else
    /// before the command (`--help`, `--version`, a typo) is left for the parser to judge.
    static func movedAfterCommand(_ arguments: [String]) -> [String] {
        var globals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                globals.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < arguments.count {
                globals += arguments[index...index + 1]
                index += 2
            } else {
                break
            }
        }
        guard !globals.isEmpty, index < arguments.count, !arguments[index].hasPrefix("-") else { return arguments }
        return [arguments[index]] + globals + arguments[(index + 1)...]
    }
}
