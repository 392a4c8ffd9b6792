import Foundation
import SnapQuizCore
import SnapQuizIngest

/// `snapquiz-bench ocr --reading`: what spelling repair and the unreadable-line filter did to one image,
/// judged against its ground truth, and the figures of its reading grade.
struct ReadingReport {
    var name: String
    var rawCER: Double
    var cer: Double
    var result: OCRResult
    /// Each correction and whether the ground truth bears it out: right (the new word is on the page and the
    /// old one is not), wrong (the old word was on the page or the new one is not), as words compared in lower case.
    var verdicts: [(OCRCorrection, Bool)]

    init(name: String, groundTruth: String, result: OCRResult) {
        self.name = name
        self.result = result
        rawCER = ErrorRate.cer(groundTruth: groundTruth, ocr: result.rawText)
        cer = ErrorRate.cer(groundTruth: groundTruth, ocr: result.text)
        let truth = Set(Self.words(groundTruth)), cased = Set(Self.words(groundTruth, keepingCase: true))
        verdicts = result.corrections.map { correction in
            // A capital put back ("italy" → "Italy") is judged with case; any other repair without.
            let caseOnly = correction.from.lowercased() == correction.to.lowercased()
            let words = caseOnly ? cased : truth
            let from = Self.words(correction.from, keepingCase: caseOnly), to = Self.words(correction.to, keepingCase: caseOnly)
            // Only the marks between the words changed ("Plants-also" → "Plants also"): judged by the printed tokens.
            if from == to && !caseOnly {
                let printed = Set(groundTruth.split(whereSeparator: \.isWhitespace))
                let tokens = { (text: String) in text.split(whereSeparator: \.isWhitespace) }
                return (correction, tokens(correction.to).allSatisfy(printed.contains) && !tokens(correction.from).allSatisfy(printed.contains))
            }
            return (correction, to.allSatisfy(words.contains) && !from.allSatisfy(words.contains))
        }
    }

    static func words(_ text: String, keepingCase: Bool = false) -> [String] {
        (keepingCase ? text : text.lowercased()).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    static func printSummary(_ reports: [ReadingReport]) {
        print("\nimage                                CER raw  CER now  change | fixes right wrong | dropped | grade  conf  dict  words")
        for r in reports {
            let right = r.verdicts.filter(\.1).count
            guard let reading = r.result.reading else { continue }
            let rate = reading.dictionaryRate.map { String(format: "%.2f", $0) } ?? "  - "
            print(String(format: "%@ %7.4f  %7.4f %+7.4f | %5d %5d %5d | %7d | %@ %5.1f  %@ %6d",
                         r.name.padding(toLength: 36, withPad: " ", startingAt: 0) as NSString, r.rawCER, r.cer, r.cer - r.rawCER,
                         r.verdicts.count, right, r.verdicts.count - right, r.result.unreadableLines.count,
                         reading.grade.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0) as NSString,
                         reading.confidence ?? 0, rate as NSString, reading.words))
        }
        for r in reports where !r.verdicts.isEmpty {
            print("  \(r.name): " + r.verdicts.map { "\($0.0.from)→\($0.0.to) \($0.1 ? "right" : "WRONG")" }.joined(separator: ", "))
        }
        for r in reports where !r.result.unreadableLines.isEmpty {
            print("  \(r.name) left out: " + r.result.unreadableLines.map { "«\($0)»" }.joined(separator: " "))
        }
        let all = reports.flatMap(\.verdicts)
        print(String(format: "corrections %d: right %d, wrong %d; images worse %d, better %d",
                     all.count, all.filter(\.1).count, all.filter { !$0.1 }.count,
                     reports.filter { $0.cer > $0.rawCER + 1e-9 }.count, reports.filter { $0.cer < $0.rawCER - 1e-9 }.count))
    }
}
