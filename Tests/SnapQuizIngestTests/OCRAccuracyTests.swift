import Foundation
import Testing
import SnapQuizIngest

/// Regression guard on TestImages: each page stays under a character error rate set from measurement
/// (the bench's numbers plus a margin), and rotated pages are turned upright.
struct OCRAccuracyTests {
    static let folder = ImageValidatorTests.testImages

    /// Image, highest accepted CER, expected clockwise rotation. Measured with `snapquiz-bench ocr` on
    /// 2026-11-21 (Sauvola clean-up): 0.019, 0.037, 0.027, 0.000, 0.066, 0.024 (the tesseract CLI: 0.44,
    /// 1.00, 0.01, 0.002, 0.86, 0.93); thresholds are about twice to three times that, at least 0.02.
    static let cases: [(String, Double, Int)] = [
        ("science-photo.jpg", 0.06, 0),
        ("history-photo.jpg", 0.10, 0),
        ("maths-photo.jpg", 0.08, 0),
        ("maths-scan.png", 0.02, 0),
        ("science-rot90.jpg", 0.15, 90),
        ("history-rot180.jpg", 0.07, 180),
    ]

    @Test(arguments: cases)
    func readsUnderThreshold(_ name: String, _ maxCER: Double, _ rotation: Int) throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent(name))
        let truth = try String(contentsOf: Self.folder.appendingPathComponent((name as NSString).deletingPathExtension + ".gt.txt"), encoding: .utf8)
        let engine = try OCREngine()
        let result = try engine.recognize(image)
        let cer = CER.rate(truth: truth, ocr: result.text)
        #expect(cer <= maxCER, "\(name): CER \(cer)")
        // Spelling repair and leaving out unreadable lines never make a page read worse than the engine read it.
        let rawCER = CER.rate(truth: truth, ocr: result.rawText)
        #expect(cer <= rawCER + 1e-9, "\(name): CER \(cer) after repair, \(rawCER) as read; corrections \(result.corrections)")
        #expect(result.rotation == rotation, "\(name): rotated \(result.rotation)")
        #expect(result.confidence > 0 && result.confidence <= 100)
    }

    @Test func rawModeSkipsCleanUp() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("history-rot180.jpg"))
        let result = try OCREngine().recognize(image, options: .raw)
        #expect(result.rotation == 0)
        #expect(result.width == 1240 && result.height == 1754)
    }
}

/// Levenshtein distance over whitespace-folded text, divided by the truth's length (as ../shared/tools/cer.py).
enum CER {
    static func rate(truth: String, ocr: String) -> Double {
        let a = Array(truth.split(whereSeparator: \.isWhitespace).joined(separator: " ").unicodeScalars)
        let b = Array(ocr.split(whereSeparator: \.isWhitespace).joined(separator: " ").unicodeScalars)
        guard !a.isEmpty else { return b.isEmpty ? 0 : 1 }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return Double(previous[b.count]) / Double(a.count)
    }
}
