import ArgumentParser
import Foundation
import SnapQuizCore

/// `snapquiz list`: the learner's homework, newest first, with quiz and progress, a page at a time on a terminal.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List homework, newest first, with quiz and progress.",
        discussion: """
            On a terminal the newest \(terminalLimit) are shown and a line on stderr says how to see more; piped or \
            with --json every row is written unless --limit is given. With --limit or --offset, --json writes \
            {total, offset, limit, homework: [...]} instead of the bare array, so a script knows how many there are.
            """
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var filter: SubjectFilter

    @Option(help: ArgumentHelp("Show at most this many homework (default: \(terminalLimit) on a terminal, else all).", valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp("Skip this many of the newest homework first.", valueName: "n"))
    var offset: Int?

    /// Rows a person sees at once when nothing else is asked for: a screenful or two, read in milliseconds.
    static let terminalLimit = 50

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
        if let offset, offset < 0 { throw ValidationError("--offset cannot be negative") }
    }

    func run() throws {
        let store = try global.openStore()
        let console = global.console
        let paged = limit != nil || offset != nil
        // Only a person at a terminal gets the default page; scripts reading a pipe or --json get every row.
        let pageSize = limit ?? (!global.json && console.out.isTerminal ? Self.terminalLimit : nil)
        let page = try store.homeworkPage(learner: global.learnerName, subject: filter.subject, limit: pageSize, offset: offset ?? 0)
        if global.json {
            let items = page.summaries.map(Self.json)
            try console.printJSON(paged
                ? jsonObject(["total": page.total, "offset": page.offset, "limit": limit, "homework": items])
                : .array(items))
            return
        }
        guard !page.summaries.isEmpty else {
            if page.total > 0 {
                console.message("No homework after the first \(page.total) (--offset \(page.offset)).")
            } else {
                console.message(filter.subject == nil
                    ? "No homework yet. Add a photo with: snapquiz ingest PHOTO"
                    : "No homework with subject '\(Console.sanitizeLine(filter.subject!))'.")
            }
            return
        }
        console.print(console.styled("ID        DATE              BEST  TRIES  DONE  TITLE", .bold))
        for summary in page.summaries {
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
        let shownEnd = page.offset + page.summaries.count
        if page.offset > 0 || shownEnd < page.total {
            var note = "Showing \(page.offset + 1)–\(shownEnd) of \(page.total), newest first."
            if shownEnd < page.total {
                note += " Next: snapquiz list --offset \(shownEnd)" + (limit.map { " --limit \($0)" } ?? "")
                    + "; all of them: snapquiz list --limit \(page.total)"
            }
            console.message(console.styled(note, .dim, on: console.err))
        }
    }

    /// One row of `list --json`: {id, title, subject, createdAt, ocrConfidence, reading, quiz, progress}, built as a
    /// tree directly (through Codable, ten thousand rows took a fifth of the command). Keys in sorted order, as
    /// they are written, so the renderer need not sort them.
    static func json(_ summary: HomeworkSummary) -> JSONValue {
        let homework = summary.homework
        return jsonObject([
            "createdAt": homework.createdAt.json,
            "id": .string(homework.id),
            "ocrConfidence": homework.ocrConfidence.json,
            "progress": summary.progress.map {
                jsonObject(["bestScore": $0.bestScore.json, "completionPercentage": .int($0.completionPercentage),
                            "lastPlayedAt": $0.lastPlayedAt.json, "totalAttempts": .int($0.totalAttempts)])
            } ?? .null,
            "quiz": summary.currentQuizID.map {
                jsonObject(["count": .int(summary.quizCount), "id": .string($0), "topic": summary.topic.json])
            } ?? .null,
            "reading": homework.reading.map { ReadingJSON($0).json } ?? .null,
            "subject": homework.subject.json,
            "title": .string(homework.title),
        ])
    }
}
