import Foundation
import SnapQuizTestSupport

/// The sample homework pages (SnapQuizTestSupport) plus the ground-truth texts in TestImages/ when they exist.
enum HomeworkTexts {
    static let photosynthesis = SampleHomework.photosynthesis
    static let frenchRevolution = SampleHomework.frenchRevolution
    static let mathsWordProblems = SampleHomework.mathsWordProblems
    static let waterCycle = SampleHomework.waterCycle
    static let noisyRomans = SampleHomework.noisyRomans

    static let all: [(name: String, text: String)] = SampleHomework.pages + groundTruthTexts()

    /// `TestImages/*.gt.txt` (the OCR ground truth the ingest engineer keeps), if present.
    static func groundTruthTexts() -> [(name: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("TestImages")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".gt.txt") }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return (name, text)
        }
    }
}
