import ArgumentParser

/// `snapquiz take` (being built; see its issue).
struct TakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "take", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz take' is not built yet")
    }
}
