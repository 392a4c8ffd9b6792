import Foundation
import SnapQuizIngest
import SnapQuizTestSupport

/// The sample homework pages (SnapQuizTestSupport) plus the ground-truth texts in TestImages/ when they exist, each
/// as ingest stores a photo's reading (`TextCleanup`): the generators take cleaned text.
enum HomeworkTexts {
    static let photosynthesis = cleaned(SampleHomework.photosynthesis)
    static let frenchRevolution = cleaned(SampleHomework.frenchRevolution)
    static let mathsWordProblems = cleaned(SampleHomework.mathsWordProblems)
    static let waterCycle = cleaned(SampleHomework.waterCycle)
    static let noisyRomans = cleaned(SampleHomework.noisyRomans)

    static let all: [(name: String, text: String)] = (SampleHomework.pages + groundTruthTexts()).map { ($0.name, cleaned($0.text)) }

    static func cleaned(_ reading: String) -> String { TextCleanup.text(reading, from: .photo) }

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
