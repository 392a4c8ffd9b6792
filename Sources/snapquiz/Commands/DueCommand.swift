import ArgumentParser
import Foundation
import SnapQuizProgress

/// `snapquiz due`: what to retake today, most urgent first.
struct DueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "What to retake today, most urgent first (SM-2 spaced repetition per homework).",
        discussion: """
            Each full attempt grades recall 0–5 (5 × score / total) and SM-2 (Woźniak 1990; easiness 2.5 at \
            the start, at least 1.3; intervals 1 day, 6 days, then × easiness) sets when the homework is due \
            again. A grade below 3 brings it back tomorrow. Homework never taken is due from the day it was \
            added. Reviews (take --review) do not move the schedule. "Today" ends at local midnight ($TZ).
            """
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let store = try global.openStore()
        let timeZone = reportTimeZone(environment: global.environment)
        let report = try DueSchedule().report(store: store, learner: global.learnerName, timeZone: timeZone)
        let console = global.console
        if global.json {
            try console.printJSON(report)
            return
        }
        guard !report.due.isEmpty else {
            console.print("Nothing is due today (\(report.today)).")
            if let next = report.nextDueAt {
                console.print("The next homework falls due \(Formatting.localTime(next)).")
            } else {
                console.message("Nothing to schedule yet: add homework with 'snapquiz ingest PHOTO'.")
            }
            return
        }
        console.print(console.styled("Due today (\(report.today)): \(report.due.count) homework, most urgent first", .bold))
        for (rank, item) in report.due.enumerated() {
            let title = Formatting.pad(Formatting.truncate(Console.sanitizeLine(item.title), 30), 30)
            let why: String
            switch item.reason {
            case "new": why = "never taken"
            case "retry": why = "last score \(item.lastScore ?? 0)/\(item.lastTotal ?? 10): try again"
            default: why = "review after \(item.intervalDays ?? 1) day\(item.intervalDays == 1 ? "" : "s"), last \(item.lastScore ?? 0)/\(item.lastTotal ?? 10)"
            }
            let overdue = item.overdueDays > 0 ? console.styled(" · \(item.overdueDays) day\(item.overdueDays == 1 ? "" : "s") overdue", .yellow) : ""
            console.print("\(Formatting.pad("\(rank + 1).", 4))\(Formatting.shortID(item.homeworkId))  \(title) \(why)\(overdue)")
        }
        console.print(console.styled("Start with: snapquiz take \(Formatting.shortID(report.due[0].homeworkId))", .dim))
    }
}
