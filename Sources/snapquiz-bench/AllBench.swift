import ArgumentParser
import Foundation
import SnapQuizIngest

/// `snapquiz-bench all`: every benchmark in one run, one table, one JSON file. It calls the other subcommands'
/// measuring functions (the progress benchmark runs as a child process and hands back its JSON).
struct AllBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract: "Run every benchmark: OCR, batch throughput, 12 MP memory, generator, attempts, stats, start-up, fuzz.",
        discussion: "Each timing is a median; each ratio compares against a baseline measured in the same run.")

    @Option(help: "Write the numbers as JSON to this file.")
    var json = "bench-results/bench.json"

    @Option(name: .customLong("ocr-dir"), help: "Folders of NAME.jpg|png|tif|webp|heic + NAME.gt.txt (default: TestImages and ../shared/ocr-dev when present).")
    var ocrDirectories: [String] = []

    @Option(help: "Photos in the 1-vs-2-worker batch.")
    var batch = 6

    @Option(name: .customLong("timing-runs"), help: "Runs per OCR timing (the median is reported).")
    var timingRuns = 3

    @Option(help: "Homework in the stats store.")
    var homework = 10_000

    @Option(help: "Attempts in the stats store.")
    var attempts = 1_000_000

    @Option(name: .customLong("progress-db"), help: "Keep the seeded stats store in this file and reuse it on later runs (seeding 1M attempts takes minutes).")
    var progressDatabase: String?

    @Option(help: "Mutated replies for the fuzz run.")
    var fuzzCases = 100_000

    @Flag(help: "Smaller sizes for a quick look (1k homework / 100k attempts, 2 OCR images per folder, 10k fuzz cases, 1 OCR timing run).")
    var quick = false

    /// One line of the table (and of the JSON).
    struct Line: Codable {
        var area: String
        var measurement: String
        var value: Double?
        var unit: String
        var baseline: Double?
        var baselineName: String?
        /// value / baseline, measured in the same run.
        var ratio: Double?
        var note: String?
    }

    /// The whole run, as written to the JSON file.
    struct Report: Codable {
        var date: String
        var host: String
        var cores: Int
        var totalSeconds: Double
        var lines: [Line]
        var failures: [String]
        var startup: StartupBench.Result?
        var generate: GenerateBench.Result?
        var fuzz: FuzzBench.Result?
        var progress: ProgressBench.Result?
        var ocr: [OCRLine]?
    }

    /// One image's OCR numbers.
    struct OCRLine: Codable {
        var name: String, kind: String
        var cer: Double, cliCER: Double, seconds: Double, cliSeconds: Double
    }

    func run() throws {
        var report = Report(date: ISO8601DateFormatter().string(from: Date()), host: ProcessInfo.processInfo.hostName,
                            cores: ProcessInfo.processInfo.activeProcessorCount, totalSeconds: 0, lines: [], failures: [])
        let homework = quick ? 1_000 : homework, attempts = quick ? 100_000 : attempts, fuzzCases = quick ? 10_000 : fuzzCases
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-bench-all-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let total = BenchSupport.seconds {
            section("start-up", &report) { report in
                let r = try StartupBench.measure(runs: 15)
                report.startup = r
                return [
                    Line(area: "start-up", measurement: "snapquiz --help", value: r.helpSeconds * 1000, unit: "ms",
                         baseline: r.baselineSeconds * 1000, baselineName: "/bin/true", ratio: r.helpRatio),
                    Line(area: "start-up", measurement: "snapquiz list (empty store)", value: r.listEmptySeconds * 1000, unit: "ms",
                         baseline: r.baselineSeconds * 1000, baselineName: "/bin/true", ratio: r.listRatio),
                ]
            }
            section("ocr", &report) { report in try ocrLines(&report) }
            section("generator", &report) { report in
                let r = try GenerateBench.measure(runs: 30)
                report.generate = r
                return [Line(area: "generator", measurement: "LLM quiz, zero-latency local server", value: r.llmQuizSeconds * 1000, unit: "ms",
                             baseline: r.roundTripSeconds * 1000, baselineName: "same-size HTTP round trip", ratio: r.llmQuizSeconds / r.roundTripSeconds,
                             note: "overhead \(BenchSupport.format(r.llmOverheadSeconds * 1000, 2)) ms per quiz")]
                    + r.offlineSeconds.sorted { $0.key < $1.key }.map {
                        Line(area: "generator", measurement: "offline quiz: \($0.key) page", value: $0.value * 1000, unit: "ms")
                    }
            }
            // Seeding the stats store keeps a core and the disk busy for a minute or more. The fuzz run, which has
            // no time target, goes alongside it; nothing that is timed runs until both are done.
            let store = ProgressStore(homework: homework, attempts: attempts, keepAt: progressDatabase, scratch: scratch)
            var seeding: Process?
            section("seeding, in the background", &report) { _ in
                seeding = try store.startSeeding()
                return []
            }
            section("fuzz", &report) { report in
                let r = try FuzzBench.measure(cases: fuzzCases, seed: 1)
                report.fuzz = r
                if r.invalidAccepted > 0 { report.failures.append("fuzz: accepted an invalid quiz: \(r.firstFailure ?? "")") }
                return [Line(area: "fuzz", measurement: "quiz replies: \(r.cases) mutated, \(r.accepted) accepted, \(r.rejected) refused",
                             value: Double(r.invalidAccepted), unit: "invalid accepted",
                             note: "\(BenchSupport.format(Double(r.cases) / r.seconds, 0)) cases/s; beside the store seeding on a first run")]
            }
            section("progress", &report) { report in
                guard let seeding else { throw ValidationError("the stats store was not seeded") }
                return try store.measure(&report, after: seeding)
            }
        }
        report.totalSeconds = total
        print(Self.table(report.lines))
        print("total \(BenchSupport.format(total, 0)) s on \(report.cores) cores; JSON: \(json)")
        for failure in report.failures { print("FAILED: \(failure)") }
        try BenchSupport.writeJSON(report, to: json)
        if !report.failures.isEmpty { throw ExitCode.failure }
    }

    /// Runs one benchmark, adding its lines; a failure is recorded and the others still run.
    private func section(_ name: String, _ report: inout Report, _ body: (inout Report) throws -> [Line]) {
        FileHandle.standardError.write(Data("[\(name)] …\n".utf8))
        let start = Date()
        do {
            report.lines += try body(&report)
        } catch {
            report.failures.append("\(name): \(error)")
        }
        FileHandle.standardError.write(Data("[\(name)] \(BenchSupport.format(Date().timeIntervalSince(start), 1)) s\n".utf8))
    }

    static func table(_ lines: [Line]) -> String {
        func number(_ value: Double?, _ unit: String) -> String {
            guard let value else { return "" }
            let digits = value >= 100 ? 0 : (value >= 1 ? 2 : 3)
            return BenchSupport.format(value, digits) + (unit.isEmpty ? "" : " \(unit)")
        }
        return BenchSupport.table(["area", "measurement", "snapquiz", "baseline", "ratio", "note"], lines.map { line in
            [line.area, line.measurement, number(line.value, line.unit),
             line.baseline.map { number($0, line.unit) + " " + (line.baselineName ?? "") } ?? "",
             line.ratio.map { BenchSupport.format($0, 2) + "×" } ?? "", line.note ?? ""]
        })
    }

    // MARK: OCR

    /// CER and wall time against the tesseract CLI per image, 1 vs 2 workers, and peak RSS on a 12 MP photo.
    private func ocrLines(_ report: inout Report) throws -> [Line] {
        var folders = ocrDirectories.isEmpty ? BenchImages.defaultFolders() : ocrDirectories
        folders = folders.filter { FileManager.default.fileExists(atPath: $0) }
        var images = try BenchImages.find(folders: folders)
        if quick {
            images = folders.flatMap { folder in
                let prefix = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
                return images.filter { $0.url.standardizedFileURL.path.hasPrefix(prefix) }.prefix(2)
            }
        }
        guard !images.isEmpty else { throw ValidationError("no OCR images with ground truth in \(folders)") }
        let timingRuns = quick ? 1 : self.timingRuns
        // Whole processes on both sides (start-up and model loading included), each timed as the median of
        // `timingRuns`; CER from the text of the first run.
        var rows: [OCRLine] = []
        for image in images {
            // Side by side only where both can read the file (the CLI's Leptonica has no HEIC reader).
            guard let cli = try? OCRProcess.tesseract(image.url, runs: timingRuns) else {
                FileHandle.standardError.write(Data("bench: tesseract CLI cannot read \(image.name); left out of the OCR comparison\n".utf8))
                continue
            }
            let ours = try OCRProcess.snapquiz(image.url, runs: timingRuns)
            rows.append(OCRLine(name: image.name, kind: image.kind,
                                cer: ErrorRate.cer(groundTruth: image.groundTruth, ocr: ours.text),
                                cliCER: ErrorRate.cer(groundTruth: image.groundTruth, ocr: cli.text),
                                seconds: ours.seconds, cliSeconds: cli.seconds))
        }
        report.ocr = rows
        var lines: [Line] = []
        let groups = [("all", rows)] + Dictionary(grouping: rows, by: \.kind).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for (kind, group) in groups where !group.isEmpty {
            let n = Double(group.count)
            let cer = group.map(\.cer).reduce(0, +) / n, cliCER = group.map(\.cliCER).reduce(0, +) / n
            lines.append(Line(area: "ocr", measurement: "mean CER, \(kind) (\(group.count) images)", value: cer, unit: "",
                              baseline: cliCER, baselineName: "tesseract CLI", ratio: cliCER > 0 ? cer / cliCER : nil))
            let seconds = BenchSupport.median(group.map(\.seconds)), cliSeconds = BenchSupport.median(group.map(\.cliSeconds))
            lines.append(Line(area: "ocr", measurement: "median time per image, \(kind)", value: seconds, unit: "s",
                              baseline: cliSeconds, baselineName: "tesseract CLI",
                              ratio: BenchSupport.median(group.map { $0.seconds / $0.cliSeconds }),
                              note: "whole processes, \(Self.runs(timingRuns)); ratio = median of per-image ratios"))
        }

        // Batch throughput: the same photos with one worker and with two, each worker with its own engine.
        let batch = max(2, quick ? 4 : self.batch)
        let (one, two) = try ThroughputBench.measure(images: images, count: batch, runs: timingRuns, options: .standard)
        lines.append(Line(area: "ocr", measurement: "batch of \(batch) photos, 2 workers", value: Double(batch) / two,
                          unit: "photos/s", baseline: Double(batch) / one, baselineName: "1 worker", ratio: one / two,
                          note: "in process, \(Self.runs(timingRuns))"))

        // Peak memory of a whole `snapquiz ocr` process on a 12 MP photo, against the tesseract CLI on the same file.
        let source = (images.first { $0.kind == "photo" } ?? images[0]).url.path
        let (ours, cli) = try MemoryBench.measure(source: source)
        lines.append(Line(area: "ocr", measurement: "peak RSS, 12 MP photo (aspect kept), whole process", value: ours.megabytes, unit: "MB",
                          baseline: cli.megabytes, baselineName: "tesseract CLI", ratio: ours.megabytes / cli.megabytes,
                          note: "one run; \(BenchSupport.format(ours.seconds, 1)) s vs \(BenchSupport.format(cli.seconds, 1)) s"))
        return lines
    }

    /// How a timing was taken, for the table's notes.
    static func runs(_ count: Int) -> String { count == 1 ? "one run each" : "median of \(count) runs each" }
}
