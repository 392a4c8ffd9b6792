import ArgumentParser

/// `snapquiz ingest` (being built; see its issue).
struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ingest", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz ingest' is not built yet")
    }
}
