import ArgumentParser
import Foundation
import SnapQuizCore

/// `snapquiz list`: the learner's homework, newest first, with quiz and progress.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List homework, newest first, with quiz and progress.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only homework of this subject.")
    var subject: String?

    /// One row of `list --json`.
    struct Item: Encodable {
        struct QuizInfo: Encodable { let id: String; let topic: String?; let count: Int }
        struct ProgressInfo: Encodable {
            let bestScore: Int?; let totalAttempts: Int; let completionPercentage: Int; let lastPlayedAt: Date?
        }
        let id: String
        let title: String
        let subject: String?
        let createdAt: Date
        let ocrConfidence: Double?
        let reading: ReadingJSON?
        let quiz: QuizInfo?
        let progress: ProgressInfo?
    }

    func run() throws {
        let store = try global.openStore()
        let summaries = try store.listHomework(learner: global.learnerName, subject: subject)
        let console = global.console
        if global.json {
            try console.printJSON(summaries.map(Self.item))
            return
        }
        guard !summaries.isEmpty else {
            console.message(subject == nil
                ? "No homework yet. Add a photo with: snapquiz ingest PHOTO"
                : "No homework with subject '\(Console.sanitizeLine(subject!))'.")
            return
        }
        console.print(console.styled("ID        DATE              BEST  TRIES  DONE  TITLE", .bold))
        for summary in summaries {
            let homework = summary.homework
            let best = summary.progress?.bestScore.map { "\($0)/10" } ?? "–"
            let attempts = summary.progress?.totalAttempts ?? 0
            let completion = summary.progress?.completionPercentage ?? 0
            let quizMark = summary.currentQuizID == nil ? " (no quiz)" : ""
            let subject = homework.subject.map { " [\(Console.sanitizeLine($0))]" } ?? ""
            console.print([
                Formatting.pad(Formatting.shortID(homework.id), 9),
                Formatting.pad(Formatting.localTime(homework.createdAt), 17),
                Formatting.pad(best, 5),
                Formatting.pad(String(attempts), 6),
                Formatting.pad("\(completion)%", 5),
                Formatting.truncate(Console.sanitizeLine(homework.title), 50) + subject + quizMark,
            ].joined(separator: " "))
        }
    }

    static func item(_ summary: HomeworkSummary) -> Item {
        let homework = summary.homework
        return Item(
            id: homework.id, title: homework.title, subject: homework.subject, createdAt: homework.createdAt,
            ocrConfidence: homework.ocrConfidence, reading: homework.reading.map(ReadingJSON.init),
            quiz: summary.currentQuizID.map { Item.QuizInfo(id: $0, topic: summary.topic, count: summary.quizCount) },
            progress: summary.progress.map {
                Item.ProgressInfo(bestScore: $0.bestScore, totalAttempts: $0.totalAttempts,
                                  completionPercentage: $0.completionPercentage, lastPlayedAt: $0.lastPlayedAt)
            }
        )
    }
}
