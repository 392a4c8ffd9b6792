import ArgumentParser
import Foundation

/// `snapquiz backup FILE`: a consistent online copy of the database.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the database consistently to FILE, even while snapquiz is in use.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Where to write the copy (a new file, unless --force).")
    var file: String

    @Flag(help: "Replace FILE if it exists (the old copy stays whole until the new one is complete).")
    var force = false

    func run() throws {
        let store = try global.openStore()
        let destination = URL(fileURLWithPath: file).standardizedFileURL
        if case let .sqlite(location) = global.storeTarget,
           destination.resolvingSymlinksInPath() == location.database.standardizedFileURL.resolvingSymlinksInPath() {
            throw CLIError.usage("\(destination.path) is the database itself; back it up to another file")
        }
        if !force, FileManager.default.fileExists(atPath: destination.path) {
            throw CLIError.cannotCreate("\(destination.path) already exists; choose another file name, or add --force to replace it")
        }
        try store.backup(to: destination, replacing: force)
        if global.json {
            try global.console.printJSON(["backup": destination.path])
        } else {
            global.console.message("Backed up \(store.storeDescription) to \(destination.path).")
        }
    }
}
