import ArgumentParser

/// `snapquiz-bench`: benchmarks that print numbers; each compares against a baseline measured in the same run.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapquiz-bench",
        abstract: "Measure snapquiz: OCR against the tesseract CLI, generator overhead, store and stats speed.",
        subcommands: [AllBench.self, StartupBench.self, GenerateBench.self, OCRBench.self, ProgressBench.self, FuzzBench.self]
    )
}
