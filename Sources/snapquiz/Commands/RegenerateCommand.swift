import ArgumentParser

/// `snapquiz regenerate` (being built; see its issue).
struct RegenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "regenerate", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz regenerate' is not built yet")
    }
}
