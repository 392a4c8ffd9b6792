import ArgumentParser
import Foundation

/// `snapquiz-bench startup`: how long the CLI takes to start, against spawning `/bin/true`.
struct StartupBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup", abstract: "Time 'snapquiz --help' and 'list' on an empty store against spawning /bin/true.")

    @Option(help: "Runs per measurement (the median is reported).")
    var runs = 15

    @Option(help: "Also write the numbers as JSON to this file.")
    var json: String?

    /// The numbers one run measured (seconds).
    struct Result: Codable {
        var baselineSeconds: Double
        var helpSeconds: Double
        var listEmptySeconds: Double
        var helpRatio: Double
        var listRatio: Double
    }

    func run() throws {
        let result = try Self.measure(runs: runs)
        print(BenchSupport.table(["measurement", "median ms", "× /bin/true"], [
            ["/bin/true (baseline)", BenchSupport.format(result.baselineSeconds * 1000, 1), "1.00"],
            ["snapquiz --help", BenchSupport.format(result.helpSeconds * 1000, 1), BenchSupport.format(result.helpRatio)],
            ["snapquiz list (empty store)", BenchSupport.format(result.listEmptySeconds * 1000, 1), BenchSupport.format(result.listRatio)],
        ]))
        if let json { try BenchSupport.writeJSON(result, to: json) }
    }

    static func measure(runs: Int) throws -> Result {
        let binary = BenchSupport.snapquizBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ValidationError("\(binary) is missing: build it with 'swift build -c release --product snapquiz'")
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPQUIZ_HOME"] = home.path
        let baseline = try BenchSupport.median(runs: runs) { try BenchSupport.runProcess("/bin/true", []) }
        let help = try BenchSupport.median(runs: runs) { try BenchSupport.runProcess(binary, ["--help"], environment: environment) }
        let list = try BenchSupport.median(runs: runs) { try BenchSupport.runProcess(binary, ["list"], environment: environment) }
        return Result(baselineSeconds: baseline, helpSeconds: help, listEmptySeconds: list,
                      helpRatio: help / baseline, listRatio: list / baseline)
    }
}
