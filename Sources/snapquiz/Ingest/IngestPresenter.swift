import Foundation
import SnapQuizPipeline
import SnapQuizCore
import SnapQuizIngest

/// Prints a batch as it runs: a progress bar on stderr, one line per photo, JSON at the end with `--json`.
final class IngestPresenter: @unchecked Sendable {
    private let console: Console
    private let json: Bool
    // Only touched from `report`, which the batch serialises.
    private var bar: ProgressBar

    init(console: Console, json: Bool, total: Int) {
        self.console = console
        self.json = json
        bar = ProgressBar(total: total)
        bar.draw()
    }

    func report(_ result: IngestItemResult) {
        bar.clear()
        let photo = Console.sanitizeLine(result.photo)
        if let homework = result.homework {
            let title = Console.sanitizeLine(homework.title)
            let id = Formatting.shortID(homework.id)
            if !json {
                let status = result.created ? console.styled("stored", .green) : console.styled("already stored", .yellow)
                var line = "\(photo): \(status) \(id) \"\(Formatting.truncate(title, 60))\""
                if let confidence = homework.ocrConfidence { line += String(format: ", OCR confidence %.0f%%", confidence) }
                if let reading = homework.reading {
                    line += ", reading \(reading.grade.rawValue)" + (reading.isLLM ? " (read by \(Console.sanitizeLine(reading.source)))" : "")
                }
                if result.rotation != 0 { line += ", turned \(result.rotation)°" }
                if let quiz = result.quiz { line += ", quiz of \(quiz.questions.count) questions (\(quiz.generator))" }
                console.print(line)
            }
        }
        for notice in result.notices {
            console.message("snapquiz: \(photo): \(Console.sanitize(notice))")
        }
        if result.created, let reading = result.homework?.reading, let advice = ReadingAdvice.advice(for: reading) {
            console.message("snapquiz: \(photo): \(advice)")
        }
        if let message = result.errorMessage {
            let prefix = result.homework == nil ? "" : "\(photo): "
            console.message("snapquiz: \(prefix)\(Console.sanitize(message))")
        }
        bar.advance()
    }

    func finish(_ results: [IngestItemResult]) {
        bar.finish()
        if json { try? console.printJSON(results.map(\.json)) }
    }
}
