import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizStore

/// `snapquiz export`: everything of the learner as JSON, or the attempts as CSV.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the learner's homework, quizzes, progress and attempts.",
        discussion: "json: one document with everything. csv: one row per attempt with its homework and quiz."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @OptionGroup var global: GlobalOptions

    @Option(help: "json or csv.")
    var format: Format = .json

    @Option(name: [.short, .long], help: "Write to this file instead of stdout (created 0600).")
    var output: String?

    func run() throws {
        let store = try global.openStore()
        let document = try store.export(learner: global.learnerName)
        let text: String
        switch format {
        case .json:
            text = try JSONValue(encoding: document).render() + "\n"
        case .csv:
            text = Self.csv(document)
        }
        guard let output else {
            Console.standardOutput.write(text)
            return
        }
        let path = URL(fileURLWithPath: output).standardizedFileURL.path
        let fd = open(path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw CLIError.cannotCreate("cannot write \(path): \(String(cString: strerror(errno)))") }
        Console.Stream(fd: fd).write(text)
        close(fd)
        global.console.message("Exported \(document.homework.count) homework to \(path).")
    }

    static let csvHeader = [
        "homework_id", "title", "subject", "homework_created_at", "quiz_id", "generator", "attempt_id",
        "kind", "score", "total_questions", "time_taken_seconds", "completed_at",
    ]

    /// One row per attempt (homework without attempts get one row with empty attempt columns).
    static func csv(_ document: ExportDocument) -> String {
        let iso = ISO8601DateFormatter()
        var lines = [csvHeader.joined(separator: ",")]
        for entry in document.homework {
            let homework = entry.homework
            let base = [homework.id, homework.title, homework.subject ?? "", iso.string(from: homework.createdAt)]
            let generatorOfQuiz = Dictionary(uniqueKeysWithValues: entry.quizzes.map { ($0.id, $0.generator) })
            if entry.attempts.isEmpty {
                lines.append((base + ["", "", "", "", "", "", "", ""]).map(field).joined(separator: ","))
            }
            for attempt in entry.attempts {
                lines.append((base + [
                    attempt.quizID, generatorOfQuiz[attempt.quizID] ?? "", attempt.id, attempt.kind.rawValue,
                    String(attempt.score), String(attempt.totalQuestions), attempt.timeTakenSeconds.map(String.init) ?? "",
                    iso.string(from: attempt.completedAt),
                ]).map(field).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An RFC 4180 field; a leading =, +, - or @ is prefixed with ' so spreadsheets do not run it as a formula.
    static func field(_ value: String) -> String {
        var value = value
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { ",\"\n\r".contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
