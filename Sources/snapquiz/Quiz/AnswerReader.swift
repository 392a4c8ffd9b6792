import Foundation
import SnapQuizProgress

/// What the learner did at a prompt.
enum AnswerInput: Equatable {
    /// Chose an option (0–3).
    case option(Int)
    /// Ctrl-C, Ctrl-D, Esc or q: stop without recording.
    case quit
    /// Standard input closed before an answer.
    case endOfInput
}

/// Reads one answer per question: a key press on a terminal, a line otherwise.
protocol AnswerReader {
    /// Whether answers are single keys (so the prompt says "press").
    var isKeyMode: Bool { get }
    /// Blocks until the learner gives an answer, quits, or input ends; `invalid` is called for anything else.
    func next(invalid: (String) -> Void) -> AnswerInput
}

/// Single key presses from a terminal in raw mode: A–D, a–d or 1–4; Ctrl-C, Ctrl-D, Esc or q to stop.
struct KeyReader: AnswerReader {
    let terminal: RawTerminal
    var isKeyMode: Bool { true }

    func next(invalid: (String) -> Void) -> AnswerInput {
        while true {
            guard let byte = readByte() else { return .endOfInput }
            if let option = AnswerParser.optionIndex(key: byte) { return .option(option) }
            switch byte {
            case 0x03, 0x04, UInt8(ascii: "q"), UInt8(ascii: "Q"):
                return .quit
            case 0x1B:
                // An arrow or function key sends ESC [ …: swallow the rest so its letters are not taken as answers.
                if drainEscapeSequence() { continue }
                return .quit
            case 0x0A, 0x0D, 0x20:
                continue
            default:
                invalid("press A, B, C or D (or 1–4); q quits")
            }
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let n = read(terminal.fd, &byte, 1)
            if n == 1 { return byte }
            if n < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Reads what follows an ESC within 30 ms; true when it was a sequence (a lone Esc returns false).
    private func drainEscapeSequence() -> Bool {
        var sawSequence = false
        var descriptor = pollfd(fd: terminal.fd, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 30) > 0 {
            var byte: UInt8 = 0
            guard read(terminal.fd, &byte, 1) == 1 else { break }
            sawSequence = true
        }
        return sawSequence
    }
}

/// One answer per line from a pipe or file: a letter or number; blank lines are skipped.
struct LineReader: AnswerReader {
    var isKeyMode: Bool { false }

    func next(invalid: (String) -> Void) -> AnswerInput {
        while let line = readLine(strippingNewline: true) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if let option = AnswerParser.optionIndex(text) { return .option(option) }
            if text.lowercased() == "q" || text.lowercased() == "quit" { return .quit }
            invalid("'\(Console.sanitizeLine(String(text.prefix(20))))' is not an answer: type A, B, C or D (or 1–4)")
        }
        return .endOfInput
    }
}
