import ArgumentParser
import Foundation
import SnapQuizIngest

/// A batch of photos with one worker and with two, each worker with its own engine.
enum ThroughputBench {
    static func run(images: [BenchImage], count: Int, options: PreprocessOptions) throws {
        let photos = images.filter { $0.kind == "photo" }
        let pool = (photos.isEmpty ? images : photos).compactMap { try? ImageValidator().validate($0.url) }
        guard !pool.isEmpty else { return }
        let batch = (0..<count).map { pool[$0 % pool.count] }
        OCRThreading.prepare(workers: 2)
        let one = try time(batch, workers: 1, options: options)
        let two = try time(batch, workers: 2, options: options)
        print(String(format: "batch of %d photos: 1 worker %.1f s (%.2f photos/s), 2 workers %.1f s (%.2f photos/s), speed-up %.2f×",
                     count, one, Double(count) / one, two, Double(count) / two, one / two))
    }

    static func time(_ batch: [ValidatedImage], workers: Int, options: PreprocessOptions) throws -> Double {
        let next = Counter()
        let failures = Counter()
        let start = DispatchTime.now()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            OCRThreading.singleThreadHere()
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

/// Peak RSS of recognising a 12-megapixel photo, measured in a child `snapquiz ocr` process.
enum MemoryBench {
    static func run() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = dir.appendingPathComponent("12mp.jpg")
        let source = ["TestImages/science-photo.jpg", "../shared/ocr-dev/inv3d_06288_perspective_shadow.jpg"].first {
            FileManager.default.fileExists(atPath: $0)
        }
        guard let source else { print("12 MP memory: no source photo"); return }
        // ImageMagick makes a 4000×3000 JPEG from a real photo.
        guard shell(["/usr/bin/convert", source, "-resize", "4000x3000!", "-quality", "90", photo.path]) == 0 else {
            print("12 MP memory: ImageMagick 'convert' is needed"); return
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapquiz").path
        let timeOut = dir.appendingPathComponent("time.txt").path
        guard shell(["/usr/bin/time", "-f", "%M %e", "-o", timeOut, binary, "ocr", photo.path]) == 0,
              let report = try? String(contentsOfFile: timeOut, encoding: .utf8) else {
            print("12 MP memory: could not run \(binary) under /usr/bin/time"); return
        }
        let parts = report.split(whereSeparator: { $0.isWhitespace })
        let kb = Double(parts.first ?? "0") ?? 0
        print(String(format: "12 MP photo (4000×3000): peak RSS %.0f MB, %@ s (snapquiz ocr, whole process)", kb / 1024, String(parts.last ?? "?")))
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
