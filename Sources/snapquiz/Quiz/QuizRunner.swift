import Foundation
import SnapQuizCore
import SnapQuizProgress

/// Asks a plan's questions one at a time and says after each whether it was right, in words.
struct QuizRunner {
    let plan: TakePlan
    let reader: AnswerReader
    /// Where the quiz is shown (stdout, or stderr when stdout carries --json).
    let screen: Console.Stream
    let console: Console

    /// How a sitting ended before its last answer.
    enum Stop: Error {
        case quit(answered: Int)
        case endOfInput(answered: Int)
    }

    /// The chosen option of every question, and the seconds taken; throws `Stop` when abandoned.
    func run() throws -> (choices: [Int], seconds: Int) {
        let started = Date()
        let total = plan.questions.count
        let heading = plan.kind == .review
            ? "Review of \(Console.sanitizeLine(plan.homework.title)): the \(total) question\(total == 1 ? "" : "s") missed last time"
            : "\(Console.sanitizeLine(plan.homework.title)): \(total) questions"
        show(styled(heading, .bold))
        show(reader.isKeyMode ? "Press A–D (or 1–4) to answer, q to stop." : "Type A–D (or 1–4) and Enter to answer, q to stop.")
        var choices: [Int] = []
        for (number, question) in plan.questions.enumerated() {
            show("")
            show(styled("Question \(number + 1) of \(total)", .bold) + "  " + Console.sanitizeLine(question.question))
            for (index, option) in question.options.enumerated() {
                show("  \(AnswerParser.letter(index))) \(Console.sanitizeLine(option))")
            }
            screen.write(reader.isKeyMode ? "Your answer: " : "Your answer (A–D): ")
            let input = reader.next { problem in screen.write("\n\(problem)\nYour answer: ") }
            switch input {
            case let .option(choice):
                choices.append(choice)
                if reader.isKeyMode { screen.write("\(AnswerParser.letter(choice))\n") } else { screen.write("\n") }
                let letter = AnswerParser.letter(question.correctIndex)
                if choice == question.correctIndex {
                    show(styled("Correct", .green) + " — the answer is \(letter).")
                } else {
                    show(styled("Wrong", .red) + " — the answer is \(letter) (\(Console.sanitizeLine(question.options[question.correctIndex]))).")
                }
                let explanation = Console.sanitize(question.explanation).trimmingCharacters(in: .whitespacesAndNewlines)
                if !explanation.isEmpty { show(styled(explanation, .dim)) }
            case .quit:
                screen.write("\n")
                throw Stop.quit(answered: choices.count)
            case .endOfInput:
                screen.write("\n")
                throw Stop.endOfInput(answered: choices.count)
            }
        }
        return (choices, Int(Date().timeIntervalSince(started).rounded()))
    }

    private func show(_ line: String) { screen.write(line + "\n") }

    private func styled(_ text: String, _ style: Console.Style) -> String { console.styled(text, style, on: screen) }
}
