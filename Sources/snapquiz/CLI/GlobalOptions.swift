import ArgumentParser
import Foundation
import SnapQuizStore

/// The options every command takes (SPEC §5).
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Database file (default: $SNAPQUIZ_DB, else $SNAPQUIZ_HOME/snapquiz.sqlite).", valueName: "path"))
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

    /// Where the store lives, from --db, SNAPQUIZ_DB, SNAPQUIZ_HOME or the XDG default.
    var storeLocation: StoreLocation {
        StoreLocation.resolve(databaseOption: db, environment: environment)
    }

    /// Opens (creating and migrating if needed) the store.
    func openStore() throws -> Store {
        try Store(location: storeLocation)
    }

    /// Output for this invocation, honouring --no-color and NO_COLOR.
    var console: Console { Console(colorAllowed: !noColor && environment["NO_COLOR"] == nil) }

    mutating func validate() throws {
        if let learner, learner.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--learner needs a name")
        }
    }
}
