import ArgumentParser
import Foundation
import SnapQuizIngest

/// A batch of photos with one worker and with two, each worker with its own engine.
enum ThroughputBench {
    static func run(images: [BenchImage], count: Int, options: PreprocessOptions) throws {
        let (one, two) = try measure(images: images, count: count, runs: 1, options: options)
        print(String(format: "batch of %d photos: 1 worker %.1f s (%.2f photos/s), 2 workers %.1f s (%.2f photos/s), speed-up %.2f×",
                     count, one, Double(count) / one, two, Double(count) / two, one / two))
    }

    /// Median seconds for `count` photos (the photos among `images`, repeated) with one worker and with two,
    /// over `runs` interleaved runs, so a slow spell of the machine hits both alike.
    static func measure(images: [BenchImage], count: Int, runs: Int, options: PreprocessOptions) throws -> (one: Double, two: Double) {
        let photos = images.filter { $0.kind == "photo" }
        let pool = try (photos.isEmpty ? images : photos).map { try ImageValidator().validate($0.url) }
        guard !pool.isEmpty else { throw ValidationError("no images for the batch") }
        let batch = (0..<count).map { pool[$0 % pool.count] }
        var oneRuns: [Double] = [], twoRuns: [Double] = []
        for _ in 0..<max(1, runs) {
            oneRuns.append(try time(batch, workers: 1, options: options))
            twoRuns.append(try time(batch, workers: 2, options: options))
        }
        return (BenchSupport.median(oneRuns), BenchSupport.median(twoRuns))
    }

    static func time(_ batch: [ValidatedImage], workers: Int, options: PreprocessOptions) throws -> Double {
        let next = Counter()
        let failures = Counter()
        let start = DispatchTime.now()
        // As `ingest` counts its workers: with one, a page's read may use the second core; with two, neither does.
        CoreBudget.shared.workersStarting(workers)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            defer { CoreBudget.shared.workerFinished() }
            guard let engine = try? OCREngine() else { failures.increment(); return }
            while true {
                let i = next.increment()
                guard i < batch.count else { return }
                if (try? engine.recognize(batch[i], options: options)) == nil { failures.increment() }
            }
        }
        if failures.value > 0 { throw ValidationError("\(failures.value) recognitions failed") }
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// A lock-protected counter shared by the workers.
final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    /// Returns the value before incrementing.
    @discardableResult
    func increment() -> Int {
        lock.lock(); defer { lock.unlock() }
        count += 1
        return count - 1
    }

    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// Peak RSS of recognising a 12-megapixel photo: a whole `snapquiz ocr` process against the tesseract CLI.
enum MemoryBench {
    /// A peak resident size and the wall time it came with.
    typealias Peak = (megabytes: Double, seconds: Double)

    static func run() throws {
        let source = ["TestImages/science-photo.jpg", "../shared/ocr-dev/inv3d_06288_perspective_shadow.jpg"].first {
            FileManager.default.fileExists(atPath: $0)
        }
        guard let source else { print("12 MP memory: no source photo"); return }
        let (ours, cli) = try measure(source: source)
        print(String(format: "12 MP photo: peak RSS %.0f MB, %.1f s (snapquiz ocr, whole process); tesseract CLI %.0f MB, %.1f s",
                     ours.megabytes, ours.seconds, cli.megabytes, cli.seconds))
    }

    /// Makes a 12-megapixel JPEG from `source` (ImageMagick, its aspect kept: a portrait page becomes 2914×4118)
    /// and measures both programs on it once.
    static func measure(source: String) throws -> (ours: Peak, cli: Peak) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-bench-12mp-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("12mp.jpg")
        guard shell(["/usr/bin/convert", source, "-resize", "12000000@", "-quality", "90", photo.path]) == 0 else {
            throw ValidationError("ImageMagick 'convert' is needed for the 12 MP photo")
        }
        return (try peakRSS(BenchSupport.snapquizBinary, ["ocr", photo.path]),
                try peakRSS("/usr/bin/env", ["OMP_THREAD_LIMIT=1", "/usr/bin/tesseract", photo.path, "-", "-l", "eng"]))
    }

    /// Peak resident memory and wall time of a program, measured by GNU time. (wait4's ru_maxrss is no good here:
    /// a child spawned from this large process starts with this process's high-water mark, which survives exec.)
    static func peakRSS(_ executable: String, _ arguments: [String]) throws -> Peak {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-bench-time-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard shell(["/usr/bin/time", "-f", "%M %e", "-o", report, executable] + arguments) == 0,
              let text = try? String(contentsOfFile: report, encoding: .utf8) else {
            throw ValidationError("\(executable) \(arguments.joined(separator: " ")) failed under /usr/bin/time")
        }
        let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard parts.count >= 2 else { throw ValidationError("cannot read /usr/bin/time's report: \(text)") }
        return (parts[parts.count - 2] / 1024, parts[parts.count - 1])
    }

    @discardableResult
    static func shell(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
