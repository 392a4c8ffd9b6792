import ArgumentParser

/// `snapquiz doctor` (being built; see its issue).
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "doctor", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz doctor' is not built yet")
    }
}
