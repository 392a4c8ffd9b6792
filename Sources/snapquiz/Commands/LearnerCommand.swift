import ArgumentParser
import Foundation
import SnapQuizStore

/// `snapquiz learner add NAME` / `snapquiz learner list`: learner logins of a PostgreSQL store.
/// (One command with an action argument rather than subcommands, so global options written
/// before it still work: `snapquiz --db URL learner list`.)
struct LearnerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learner",
        abstract: "Add or list the learners of a PostgreSQL store (run as its administrator).",
        discussion: """
            On PostgreSQL each learner is a login role of their own; connected as one, nothing of another \
            learner's can be read or changed. 'add NAME' creates the login NAME (lower-case letters, digits, _) \
            with the password in $SNAPQUIZ_PG_PASSWORD when set, and prints its user id. The learner then \
            connects as themselves: --db postgresql://NAME@host/database. On a SQLite store a learner is just a \
            name: use --learner NAME.
            """
    )

    enum Action: String, ExpressibleByArgument, CaseIterable {
        case add, list
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: "add or list.")
    var action: Action

    @Argument(help: "The learner's login role (for add).")
    var role: String?

    @Option(help: ArgumentHelp("The learner's display name (for add; default: the role).", valueName: "name"))
    var name: String?

    func validate() throws {
        switch action {
        case .add where role == nil: throw ValidationError("learner add needs the new learner's login name")
        case .list where role != nil: throw ValidationError("learner list takes no name")
        default: break
        }
    }

    func run() throws {
        guard case .postgres = global.storeTarget else {
            throw CLIError.usage("learners are PostgreSQL logins; on a SQLite store a learner is just a name: use --learner NAME")
        }
        guard let store = try global.openStore() as? PostgresStore else { return }
        let console = global.console
        switch action {
        case .add:
            let role = role ?? ""
            let password = global.environment["SNAPQUIZ_PG_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
            let id = try store.addLearner(role: role, name: name, password: password)
            if global.json {
                try console.printJSON(LearnerAccount(role: role, name: name ?? role, userID: id))
            } else {
                console.print(id)
                console.message("Added learner \(role); they connect as themselves, e.g. --db postgresql://\(role)@HOST/DATABASE.")
            }
        case .list:
            let learners = try store.learners()
            if global.json {
                try console.printJSON(learners)
            } else {
                for learner in learners {
                    console.print("\(learner.role)\t\(Console.sanitizeLine(learner.name))\t\(learner.userID)")
                }
            }
        }
    }
}
