import ArgumentParser
import Foundation
import SnapQuizStore

/// `snapquiz edit ID --title T --subject S`: fixes what ingest guessed or was told.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change the title or subject of a homework.",
        discussion: "An empty --subject \"\" removes the subject. Quizzes, attempts and progress are kept."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Homework or quiz id (a unique prefix of at least 4 characters).")
    var id: String

    @Option(help: ArgumentHelp("The new title.", valueName: "title"))
    var title: String?

    @Option(help: ArgumentHelp("The new subject (\"\" removes it).", valueName: "subject"))
    var subject: String?

    /// `edit --json`.
    struct Output: Encodable {
        let id: String
        let title: String
        let subject: String?
    }

    func validate() throws {
        if title == nil && subject == nil { throw ValidationError("give --title, --subject or both") }
        if let title, title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--title is empty") }
    }

    func run() throws {
        let store = try global.openStore()
        let homeworkID = try store.resolveHomeworkID(id, learner: global.learnerName)
        let trimmedSubject = subject.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let edit = HomeworkEdit(title: title?.trimmingCharacters(in: .whitespacesAndNewlines),
                                subject: trimmedSubject.map { $0.isEmpty ? nil : $0 })
        guard let homework = try store.editHomework(id: homeworkID, edit) else {
            throw CLIError.usage("no homework matches '\(id)'")
        }
        let console = global.console
        if global.json {
            try console.printJSON(Output(id: homework.id, title: homework.title, subject: homework.subject))
            return
        }
        let subjectText = homework.subject.map { " [\(Console.sanitizeLine($0))]" } ?? " (no subject)"
        console.message("Updated \(Formatting.shortID(homework.id)): “\(Console.sanitizeLine(homework.title))”\(subjectText).")
    }
}
