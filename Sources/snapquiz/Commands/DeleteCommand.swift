import ArgumentParser
import Foundation

/// `snapquiz delete ID`: removes a homework with its quizzes, progress, attempts and image.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a homework with its quizzes, progress, attempts and image.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Homework or quiz id (a unique prefix of at least 4 characters).")
    var id: String

    @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
        let store = try global.openStore()
        let homeworkID = try store.resolveHomeworkID(id, learner: global.learnerName)
        guard let homework = try store.homework(id: homeworkID) else { throw CLIError.usage("no homework matches '\(id)'") }
        let console = global.console
        let attempts = try store.progress(homeworkID: homeworkID)?.totalAttempts ?? 0
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw CLIError.usage("refusing to delete without confirmation: stdin is not a terminal; add --yes")
            }
            console.err.write("Delete '\(Console.sanitizeLine(homework.title))' (\(Formatting.shortID(homeworkID))) with its \(attempts) attempts? [y/N] ")
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased().trimmingCharacters(in: .whitespaces)) else {
                console.message("Nothing deleted.")
                return
            }
        }
        try store.deleteHomework(id: homeworkID)
        if global.json {
            try console.printJSON(["deleted": homeworkID])
        } else {
            console.message("Deleted '\(Console.sanitizeLine(homework.title))' (\(Formatting.shortID(homeworkID))).")
        }
    }
}
