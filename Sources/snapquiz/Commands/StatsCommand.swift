import ArgumentParser

/// `snapquiz stats` (being built; see its issue).
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz stats' is not built yet")
    }
}
