import ArgumentParser
import Foundation

/// The `snapquiz` command: it only lists the subcommands and turns failures into exit codes.
@main
struct SnapQuiz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapquiz",
        abstract: "Turn a photo of homework into a 10-question quiz, take it in the terminal, and track progress.",
        discussion: """
            Data lives in $SNAPQUIZ_HOME (default ~/.local/share/snapquiz). The global options --db, --learner, \
            --json and --no-color go before or after the command.

            Exit codes: 0 ok, 64 usage, 65 bad input data, 66 input missing, 69 generator unavailable, \
            70 internal, 73 cannot create output, 75 try again later, 130 interrupted.
            """,
        version: "0.1.0",
        subcommands: [
            IngestCommand.self, OCRCommand.self, ListCommand.self, ShowCommand.self, TakeCommand.self,
            HistoryCommand.self, StatsCommand.self, DueCommand.self, RegenerateCommand.self, EditCommand.self,
            DeleteCommand.self, ExportCommand.self, BackupCommand.self, DoctorCommand.self, LearnerCommand.self, TransferCommand.self,
        ]
    )

    static func main() {
        let arguments = GlobalOptions.movedAfterCommand(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(withFailure: error)
        }
    }
}
