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
        show(heading, style: .bold)
        show(reader.isKeyMode ? "Press A–D (or 1–4) to answer, q to stop." : "Type A–D (or 1–4) and Enter to answer, q to stop.")
        var choices: [Int] = []
        for (number, question) in plan.questions.enumerated() {
            show("")
            show("Question \(number + 1) of \(total)", style: .bold, then: "  " + Console.sanitizeLine(question.question))
            for (index, option) in question.options.enumerated() {
                show("  \(AnswerParser.letter(index))) \(Console.sanitizeLine(option))", indent: "     ")
            }
            screen.write(reader.isKeyMode ? "Your answer: " : "Your answer (A–D): ")
            let input = reader.next { problem in screen.write("\n\(problem)\nYour answer: ") }
            switch input {
            case let .option(choice):
                choices.append(choice)
                if reader.isKeyMode { screen.write("\(AnswerParser.letter(choice))\n") } else { screen.write("\n") }
                let letter = AnswerParser.letter(question.correctIndex)
                if choice == question.correctIndex {
                    show("Correct", style: .green, then: " — the answer is \(letter).")
                } else {
                    show("Wrong", style: .red, then: " — the answer is \(letter) (\(Console.sanitizeLine(question.options[question.correctIndex]))).")
                }
                let explanation = Console.sanitize(question.explanation).trimmingCharacters(in: .whitespacesAndNewlines)
                if !explanation.isEmpty { show(explanation, style: .dim) }
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

    private func emit(_ line: String) { screen.write(line + "\n") }

    /// `lead` (in `style`) and `rest`, wrapped at word boundaries to the terminal's width; continuation lines
    /// start with `indent`. A style covers `lead` only when `rest` is given, else every line.
    private func show(_ lead: String, style: Console.Style? = nil, then rest: String = "", indent: String = "") {
        let lines = Formatting.wrap(lead + rest, width: screen.columns, indent: indent)
        for (index, line) in lines.enumerated() {
            guard let style else { emit(line); continue }
            if rest.isEmpty {
                emit(styled(line, style))
            } else if index == 0, line.hasPrefix(lead) {
                emit(styled(lead, style) + line.dropFirst(lead.count))
            } else {
                emit(line)
            }
        }
    }

    private func styled(_ text: String, _ style: Console.Style) -> String { console.styled(text, style, on: screen) }
}
