import ArgumentParser

/// `snapquiz history` (being built; see its issue).
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz history' is not built yet")
    }
}
