import Foundation
import SnapQuizCore
import SnapQuizProgress

/// Reads answers as learners type them: a letter A–D (either case) or a number 1–4. Presentation, not progress
/// rules: it lives with the terminal quiz that asks the questions.
enum AnswerParser {
    /// An `--answers` entry that is not A–D or 1–4.
    struct BadAnswer: SnapQuizFailure, Equatable {
        let position: Int
        let value: String
        var kind: FailureKind { .usage }
        var description: String { "answer \(position) is '\(value)': use a letter A–D or a number 1–4; nothing was recorded" }
    }

    /// The option index (0–3) one typed answer stands for, or nil when it is not an answer.
    static func optionIndex(_ text: some StringProtocol) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard trimmed.count == 1, let character = trimmed.first else { return nil }
        switch character {
        case "A", "1": return 0
        case "B", "2": return 1
        case "C", "3": return 2
        case "D", "4": return 3
        default: return nil
        }
    }

    /// The option index a single key byte stands for (a–d, A–D, 1–4), or nil.
    static func optionIndex(key: UInt8) -> Int? {
        switch key {
        case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "1"): 0
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "2"): 1
        case UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "3"): 2
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "4"): 3
        default: nil
        }
    }

    /// Parses `--answers A,C,B,…`: exactly `count` answers, each a letter or number.
    /// Spaces around answers are allowed; anything else throws before anything is recorded.
    static func parseList(_ list: String, count: Int) throws -> [Int] {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else {
            throw ProgressError.wrongAnswerCount(expected: count, got: list.trimmingCharacters(in: .whitespaces).isEmpty ? 0 : parts.count)
        }
        return try parts.enumerated().map { position, part in
            guard let index = optionIndex(part) else {
                throw BadAnswer(position: position + 1, value: String(part))
            }
            return index
        }
    }

    /// The letter shown for an option index: 0 → "A".
    static func letter(_ index: Int) -> String {
        guard (0..<26).contains(index) else { return "?" }
        return String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index)))
    }
}
