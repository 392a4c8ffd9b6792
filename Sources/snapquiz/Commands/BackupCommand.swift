import ArgumentParser
import Foundation

/// `snapquiz backup FILE`: a consistent online copy of the database.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the database consistently to FILE, even while snapquiz is in use.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Where to write the copy (must not exist yet).")
    var file: String

    func run() throws {
        let store = try global.openStore()
        let destination = URL(fileURLWithPath: file).standardizedFileURL
        try store.backup(to: destination)
        if global.json {
            try global.console.printJSON(["backup": destination.path])
        } else {
            global.console.message("Backed up \(store.location.database.path) to \(destination.path).")
        }
    }
}
