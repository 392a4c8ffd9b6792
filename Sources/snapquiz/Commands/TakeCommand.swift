import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizProgress
import SnapQuizStore

/// `snapquiz take ID`: the current quiz in the terminal, or `--answers` for scripts.
struct TakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "take",
        abstract: "Take a homework's current quiz.",
        discussion: """
            On a terminal, one key press answers (A–D or 1–4; q, Esc or Ctrl-C stops). Otherwise one answer \
            per line is read from standard input. Stopping before the last answer records nothing: exit 130 \
            for Ctrl-C or a signal, 65 when standard input ends early.

            --answers A,C,B,… answers without asking: exactly one letter (A–D) or number (1–4) per question; \
            a wrong count or a bad letter is a usage error (exit 64) and records nothing.

            --review asks only the questions answered wrong in the homework's last attempt, whichever of its quizzes \
            that was (regenerating keeps the old quiz); it is \
            recorded as a review: it counts as an attempt but never raises the best score or completion.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Homework or quiz id (a unique prefix of at least 4 characters).")
    var id: String

    @Option(help: ArgumentHelp("Answer without asking: one of A–D or 1–4 per question, comma-separated.", valueName: "A,C,B,…"))
    var answers: String?

    @Flag(help: "Only the questions answered wrong last time (recorded as a review).")
    var review = false

    func run() throws {
        let store = try global.openStore()
        let homeworkID = try store.resolveHomeworkID(id, learner: global.learnerName)
        let plan = try TakePlan.make(store: store, homeworkID: homeworkID, review: review)
        let console = global.console

        if let answers {
            let choices = try AnswerParser.parseList(answers, count: plan.questions.count)
            let outcome = try plan.record(try plan.attempt(choices: choices, timeTakenSeconds: nil), in: store)
            try report(outcome, plan: plan, console: console, screen: console.out)
            return
        }

        // The quiz goes to stdout, unless stdout carries the JSON result.
        let screen = global.json ? console.err : console.out
        QuizSignals.install()
        let terminal = RawTerminal(fd: STDIN_FILENO)
        let reader: AnswerReader = terminal.map { KeyReader(terminal: $0) } ?? LineReader()
        let result: (choices: [Int], seconds: Int)
        do {
            result = try QuizRunner(plan: plan, reader: reader, screen: screen, console: console).run()
            terminal?.restore()
        } catch let stop as QuizRunner.Stop {
            terminal?.restore()
            switch stop {
            case let .quit(answered):
                throw TakeStopped(kind: .interrupted, answered: answered, total: plan.questions.count, why: "stopped")
            case let .endOfInput(answered):
                throw TakeStopped(kind: .badData, answered: answered, total: plan.questions.count, why: "input ended")
            }
        }
        let attempt = try plan.attempt(choices: result.choices, timeTakenSeconds: result.seconds)
        let outcome = try QuizSignals.ignoring { try plan.record(attempt, in: store) }
        try report(outcome, plan: plan, console: console, screen: screen)
    }

    private func report(_ outcome: TakeOutcome, plan: TakePlan, console: Console, screen: Console.Stream) throws {
        if global.json {
            try console.printJSON(outcome)
            return
        }
        // Lines wrap at word boundaries to the terminal's width; the score line is short and styled, so written as is.
        let show = { (text: String) in
            for line in Formatting.wrap(text, width: screen.columns) { screen.write(line + "\n") }
        }
        show("")
        let label = outcome.kind == .review ? "Review score" : "Score"
        var line = console.styled("\(label): \(outcome.score)/\(outcome.total) (\(percentage(outcome.score, outcome.total))%)", .bold, on: screen)
        if let seconds = outcome.timeTakenSeconds { line += "   Time: \(Self.duration(seconds))" }
        screen.write(line + "\n")
        let best = outcome.bestScore.map { "\($0)/10" } ?? "none yet (reviews do not count)"
        show("Best score: \(best) · Attempts: \(outcome.totalAttempts) · Completion: \(outcome.completionPercentage)%")
        if let change = outcome.changePercentagePoints, let previous = outcome.previousScore, let previousTotal = outcome.previousTotal {
            let word = outcome.kind == .review ? "review" : "attempt"
            let sign = change > 0 ? "+" : ""
            let verdict = change > 0 ? "better" : (change < 0 ? "worse" : "the same")
            show("Change: \(sign)\(change) points against the last \(word) (\(previous)/\(previousTotal)): \(verdict)")
        } else {
            show(outcome.kind == .review ? "First review of this homework." : "First attempt at this homework.")
        }
        if outcome.kind == .full && outcome.score < outcome.total {
            show("Practise the ones you missed: snapquiz take \(Formatting.shortID(plan.homework.id)) --review")
        }
    }

    static func duration(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds)s" : "\(seconds / 60)m \(String(format: "%02d", seconds % 60))s"
    }
}

/// A quiz left before its last answer: nothing was recorded.
struct TakeStopped: SnapQuizFailure {
    let kind: FailureKind
    let answered: Int
    let total: Int
    let why: String

    var description: String {
        "\(why) after \(answered) of \(total) answers: the attempt was not recorded"
    }
}
