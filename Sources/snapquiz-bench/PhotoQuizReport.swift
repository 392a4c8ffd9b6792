import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest

/// `snapquiz-bench quality --photos`: the quiz a learner gets from each dev image with ground truth, read as ingest
/// reads it, and how many of its questions show a word the page does not print (a misread) in the stem, the options
/// or the key. The corpus figures judge questions on clean text; these judge them on what OCR left.
struct PhotoQuizReport {
    var name: String
    var grade: Reading.Grade?
    var quizzes = 0
    var questions = 0
    /// Questions with a misread anywhere a learner reads it (stem or options, key included).
    var showingMisread = 0
    /// Questions whose key is or holds a misread: marked right for a word the page does not print.
    var misreadKeys = 0
    var misreads: [String] = []

    /// Lower-case runs of letters and digits: "1,200" is "1" and "200" on both sides.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    static func measure(name: String, groundTruth: String, result: OCRResult, seeds: Int, show: Bool = false) -> PhotoQuizReport {
        var report = PhotoQuizReport(name: name, grade: result.reading?.grade)
        // Ingest makes no offline quiz from a poor reading (QuizMaker.refusePoorReading).
        guard result.reading?.grade != .poor else { return report }
        // A misread is a word of the reading the page does not print; the generator's own stem words ("According to
        // the text") and computed answers are neither.
        // A word the page hyphenates at a line end or writes with a hyphen is printed joined too ("earth-\nquakes").
        let joined = groundTruth.replacingOccurrences(of: "-\n", with: "").replacingOccurrences(of: "-", with: "")
        let printed = Set(tokens(groundTruth) + tokens(joined)), read = Set(tokens(result.text)).subtracting(printed)
        for seed in 0..<UInt64(seeds) {
            let generator = OfflineQuizGenerator(randomSeed: seed + 1)
            generator.corrections = result.corrections
            generator.doubted = result.doubted
            generator.misreadStems = OfflineQuizGenerator.misreadStems(forReading: result.reading?.grade)
            guard let quiz = try? generator.generate(from: result.text, title: nil) else { continue }
            report.quizzes += 1
            if show, seed == 0 { QualityBench.print(quiz, page: name, text: result.text) }
            for question in quiz.questions {
                report.questions += 1
                let key = question.options[question.correctIndex]
                let misread = Self.tokens(([question.question] + question.options).joined(separator: " ")).filter(read.contains)
                if !misread.isEmpty {
                    report.showingMisread += 1
                    if seed == 0 { report.misreads.append(contentsOf: misread) }
                }
                if Self.tokens(key).contains(where: read.contains) { report.misreadKeys += 1 }
            }
        }
        return report
    }

    static func printSummary(_ reports: [PhotoQuizReport], seeds: Int) {
        var rows: [[String]] = []
        for r in reports {
            let per = { (value: Int) in r.quizzes == 0 ? "–" : BenchSupport.format(Double(value) / Double(r.quizzes), 1) }
            rows.append([r.name, r.grade?.rawValue ?? "–", "\(r.quizzes)/\(seeds)", per(r.showingMisread), per(r.misreadKeys),
                         Array(Set(r.misreads)).sorted().prefix(8).joined(separator: " ")])
        }
        let made = reports.map(\.quizzes).reduce(0, +)
        let per = { (value: Int) in made == 0 ? "–" : BenchSupport.format(Double(value) / Double(made), 2) }
        rows.append(["all", "", "\(made)", per(reports.map(\.showingMisread).reduce(0, +)), per(reports.map(\.misreadKeys).reduce(0, +)), ""])
        Swift.print(BenchSupport.table(["image", "reading", "quizzes", "questions showing a misread", "misread keys", "misreads shown (seed 1)"], rows))
        Swift.print("Per quiz, over \(seeds) seeds of the offline generator on the text ingest stores; a misread is a word the ground truth")
        Swift.print("does not have. Poor readings get no offline quiz (as in ingest).")
    }
}
