import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizProgress

/// `snapquiz history ID`: the attempts of a homework, newest first.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "The attempts of a homework, newest first (reviews are marked)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Homework or quiz id (a unique prefix of at least 4 characters).")
    var id: String

    /// One line of `history --json`.
    struct Line: Encodable {
        let id: String
        let quizId: String
        let kind: AttemptKind
        let score: Int
        let total: Int
        let percentage: Int
        let timeTakenSeconds: Int?
        let completedAt: Date
    }

    func run() throws {
        let store = try global.openStore()
        let homeworkID = try store.resolveHomeworkID(id, learner: global.learnerName)
        let attempts = try store.attempts(homeworkID: homeworkID)
        let console = global.console
        if global.json {
            try console.printJSON(attempts.map {
                Line(id: $0.id, quizId: $0.quizID, kind: $0.kind, score: $0.score, total: $0.totalQuestions,
                     percentage: percentage($0.score, $0.totalQuestions), timeTakenSeconds: $0.timeTakenSeconds,
                     completedAt: $0.completedAt)
            })
            return
        }
        let title = try store.homework(id: homeworkID).map { Console.sanitizeLine($0.title) } ?? homeworkID
        guard !attempts.isEmpty else {
            console.message("No attempts at '\(title)' yet: take it with 'snapquiz take \(Formatting.shortID(homeworkID))'.")
            return
        }
        console.print(console.styled("\(title): \(attempts.count) attempt\(attempts.count == 1 ? "" : "s"), newest first", .bold))
        console.print(console.styled("date              score   %      time    kind", .dim))
        for attempt in attempts {
            let score = Formatting.pad("\(attempt.score)/\(attempt.totalQuestions)", 7)
            let percent = Formatting.pad("\(percentage(attempt.score, attempt.totalQuestions))%", 6)
            let time = Formatting.pad(attempt.timeTakenSeconds.map(TakeCommand.duration) ?? "—", 7)
            console.print("\(Formatting.localTime(attempt.completedAt))  \(score) \(percent) \(time) \(attempt.kind.rawValue)")
        }
    }
}
