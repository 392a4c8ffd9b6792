import ArgumentParser
import SnapQuizIngest

/// `snapquiz-bench`: benchmarks that print numbers; each compares against a baseline measured in the same run.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapquiz-bench",
        abstract: "Measure snapquiz: OCR against the tesseract CLI, generator overhead, store and stats speed.",
        subcommands: [AllBench.self, StartupBench.self, GenerateBench.self, QualityBench.self, OCRBench.self, ProgressBench.self, FuzzBench.self, StoreBench.self]
    )

    static func main() {
        // In-process OCR runs as `snapquiz ocr/ingest` does: single-threaded OpenMP (the CLI baseline is run without it).
        OCRThreading.limitOpenMPToOneThread()
        main(nil)
    }
}
