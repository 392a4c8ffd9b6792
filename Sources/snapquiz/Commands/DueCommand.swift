import ArgumentParser

/// `snapquiz due` (being built; see its issue).
struct DueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "due", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz due' is not built yet")
    }
}
