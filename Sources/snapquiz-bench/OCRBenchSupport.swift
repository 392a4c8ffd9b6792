import ArgumentParser
import Foundation
import SnapQuizIngest

/// An image with its ground truth.
struct BenchImage {
    var name: String
    var url: URL
    var groundTruth: String
    /// photo, rotated or clean: from the name (ocr-dev) or TestImages' naming.
    var kind: String
}

enum BenchImages {
    /// TestImages and ../shared/ocr-dev relative to the package root (the current directory).
    static func defaultFolders() -> [String] {
        ["TestImages", "../shared/ocr-dev"].filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func find(folders: [String]) throws -> [BenchImage] {
        var images: [BenchImage] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            for name in names {
                let stem = (name as NSString).deletingPathExtension
                guard ImageFormat.allCases.contains(where: { name.hasSuffix(".\($0.fileExtension)") }) else { continue }
                let gt = folder + "/" + stem + ".gt.txt"
                guard let text = try? String(contentsOfFile: gt, encoding: .utf8) else { continue }
                let kind = stem.contains("rot") || (stem.contains("tilt") && !stem.contains("photo")) ? "rotated" : (stem.hasPrefix("inv3d") || stem.contains("photo") ? "photo" : "clean")
                images.append(BenchImage(name: stem, url: URL(fileURLWithPath: folder + "/" + name), groundTruth: text, kind: kind))
            }
        }
        return images
    }
}

/// Character error rate and bag-of-words error exactly as `../shared/tools/cer.py` defines them.
enum ErrorRate {
    static func normalise(_ text: String) -> [Unicode.Scalar] {
        Array(text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").unicodeScalars)
    }

    static func cer(groundTruth: String, ocr: String) -> Double {
        let g = normalise(groundTruth), o = normalise(ocr)
        if g.isEmpty { return o.isEmpty ? 0 : 1 }
        return Double(levenshtein(g, o)) / Double(g.count)
    }

    static func bagOfWords(groundTruth: String, ocr: String) -> Double {
        let g = groundTruth.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        if g.isEmpty { return 1 }
        var bag: [String: Int] = [:]
        for w in ocr.split(whereSeparator: { $0.isWhitespace }) { bag[String(w), default: 0] += 1 }
        var hits = 0
        for w in g where bag[w, default: 0] > 0 { bag[w]! -= 1; hits += 1 }
        return 1 - Double(hits) / Double(g.count)
    }

    static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Whole-process OCR runs, timed from spawn to exit: `snapquiz ocr` as a user runs it (it caps OpenMP at one thread
/// itself; builds before speed3 restarted themselves for that), and the `tesseract` CLI. The CLI runs with
/// `OMP_THREAD_LIMIT=1`: on this 2-core machine that is its fastest setting (0.5–0.6 s a page against 2.6–3.6 s with
/// its default thread pool), so it is the strict baseline.
enum OCRProcess {
    /// The recognised text (of the first run) and the median wall time of `runs` runs.
    typealias Result = (text: String, seconds: Double)

    static func snapquiz(_ url: URL, runs: Int = 1, binary: String = BenchSupport.snapquizBinary) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = nil
        environment["SNAPQUIZ_OMP_RESTARTED"] = nil
        return try run(binary, ["ocr", url.path], environment: environment, runs: runs)
    }

    static func tesseract(_ url: URL, runs: Int = 1) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        return try run("/usr/bin/tesseract", [url.path, "-", "-l", "eng"], environment: environment, runs: runs)
    }

    private static func run(_ executable: String, _ arguments: [String], environment: [String: String], runs: Int) throws -> Result {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-bench-ocr-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var text: String?
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            var status: Int32 = 0
            times.append(try BenchSupport.seconds {
                status = try BenchSupport.runProcess(executable, arguments, environment: environment, standardOutput: output)
            })
            guard status == 0 else { throw ValidationError("\(executable) \(arguments.joined(separator: " ")) exited \(status)") }
            if text == nil { text = try String(contentsOfFile: output, encoding: .utf8) }
        }
        return (text ?? "", BenchSupport.median(times))
    }
}

/// One image's results.
struct BenchRow {
    var name: String
    var kind: String
    var gt: String
    var ours: String
    var oursSeconds: Double
    var rotation: Int
    var stageTimes: OCRStageTimes
    var cli: String?
    var cliSeconds: Double?
    /// An earlier build's time (`--baseline`).
    var baselineSeconds: Double?

    var oursCER: Double { ErrorRate.cer(groundTruth: gt, ocr: ours) }
    var oursBoW: Double { ErrorRate.bagOfWords(groundTruth: gt, ocr: ours) }
    var cliCER: Double? { cli.map { ErrorRate.cer(groundTruth: gt, ocr: $0) } }
    var cliBoW: Double? { cli.map { ErrorRate.bagOfWords(groundTruth: gt, ocr: $0) } }

    static let header = "image                                kind     CER ours  CER cli  ratio | BoW ours  BoW cli | time ours  time cli  ratio  rot"

    func line() -> String {
        func f(_ v: Double?, _ w: Int = 8) -> String { v.map { String(format: "%\(w).3f", $0) } ?? String(repeating: " ", count: w - 1) + "-" }
        func ratio(_ a: Double, _ b: Double?) -> String {
            guard let b, b > 0 else { return "    -" }
            return String(format: "%5.2f", a / b)
        }
        let padded = name.padding(toLength: 36, withPad: " ", startingAt: 0)
        let before = baselineSeconds.map { " | baseline \(f($0, 9)) \(ratio($0, cliSeconds))" } ?? ""
        return "\(padded) \(kind.padding(toLength: 8, withPad: " ", startingAt: 0)) \(f(oursCER)) \(f(cliCER)) \(ratio(oursCER, cliCER)) | \(f(oursBoW)) \(f(cliBoW)) | \(f(oursSeconds, 9)) \(f(cliSeconds, 9)) \(ratio(oursSeconds, cliSeconds)) \(String(format: "%4d", rotation))" + before
    }

    static func printSummary(_ rows: [BenchRow]) {
        print(header)
        for row in rows { print(row.line()) }
        for kind in ["photo", "rotated", "clean", "all"] {
            let group = rows.filter { kind == "all" || $0.kind == kind }
            guard !group.isEmpty else { continue }
            let n = Double(group.count)
            let oursCER = group.map(\.oursCER).reduce(0, +) / n
            let oursBoW = group.map(\.oursBoW).reduce(0, +) / n
            let oursTime = group.map(\.oursSeconds).reduce(0, +)
            var line = String(format: "mean %-8@ (%2d)  CER ours %.3f", kind as NSString, group.count, oursCER)
            if group.allSatisfy({ $0.cli != nil }) {
                let cliCER = group.compactMap(\.cliCER).reduce(0, +) / n
                let cliBoW = group.compactMap(\.cliBoW).reduce(0, +) / n
                let cliTime = group.compactMap(\.cliSeconds).reduce(0, +)
                line += String(format: " cli %.3f ratio %.2f | BoW ours %.3f cli %.3f | time ours %.1f s cli %.1f s ratio %.2f",
                               cliCER, cliCER > 0 ? oursCER / cliCER : 0, oursBoW, cliBoW, oursTime, cliTime, cliTime > 0 ? oursTime / cliTime : 0)
            } else {
                line += String(format: " | BoW ours %.3f | time ours %.1f s", oursBoW, oursTime)
            }
            // Over the pages the CLI could read (it has no HEIC reader).
            let timed = group.filter { $0.cliSeconds != nil }
            if !timed.isEmpty, timed.allSatisfy({ $0.baselineSeconds != nil }) {
                let ours = timed.map(\.oursSeconds).reduce(0, +), before = timed.compactMap(\.baselineSeconds).reduce(0, +)
                let cliTime = timed.compactMap(\.cliSeconds).reduce(0, +)
                line += String(format: " | pages the CLI read: ours %.1f s ratio %.2f, baseline %.1f s ratio %.2f",
                               ours, ours / cliTime, before, before / cliTime)
            }
            if !timed.isEmpty {
                line += String(format: " | median per-page ratio %.2f", BenchSupport.median(timed.map { $0.oursSeconds / $0.cliSeconds! }))
                if timed.allSatisfy({ $0.baselineSeconds != nil }) {
                    line += String(format: " (baseline %.2f)", BenchSupport.median(timed.map { $0.baselineSeconds! / $0.cliSeconds! }))
                }
            }
            print(line)
        }
        printRatioWhereCLIReads(rows)
    }

    /// Above this CER the CLI has read next to nothing of a page (most photos: Otsu over the whole frame leaves no
    /// text), and its time is that of finding nothing.
    static let cliReadNothingCER = 0.5

    /// The median per-page time ratio split by whether the CLI read the page: on a photo it cannot read, the CLI takes
    /// 0.16-0.25 s to find nothing (17 of the 25 such dev pages), less than one Tesseract recognition of the page's
    /// text takes here, so those pages set the overall median apart from any clean-up or second reading (issue 10, 9).
    static func printRatioWhereCLIReads(_ rows: [BenchRow]) {
        let timed = rows.filter { $0.cliSeconds != nil && $0.cliCER != nil }
        guard !timed.isEmpty else { return }
        let (read, unread) = (timed.filter { $0.cliCER! < cliReadNothingCER }, timed.filter { $0.cliCER! >= cliReadNothingCER })
        func median(_ group: [BenchRow]) -> String {
            group.isEmpty ? "-" : String(format: "%.2f", BenchSupport.median(group.map { $0.oursSeconds / $0.cliSeconds! }))
        }
        print(String(format: "median per-page ratio, pages the CLI read (its CER < %.1f): %@ (%d pages); pages it read next to nothing of: %@ (%d)",
                     cliReadNothingCER, median(read) as NSString, read.count, median(unread) as NSString, unread.count))
    }
}
