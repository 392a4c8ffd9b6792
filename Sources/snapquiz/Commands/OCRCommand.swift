import ArgumentParser

/// `snapquiz ocr` (being built; see its issue).
struct OCRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ocr", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw CLIError.usage("'snapquiz ocr' is not built yet")
    }
}
