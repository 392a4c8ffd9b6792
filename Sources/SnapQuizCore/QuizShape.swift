import Foundation

/// The structural rules every stored quiz obeys (SPEC §3), whatever generated it.
public enum QuizShape {
    /// Questions per quiz.
    public static let questionCount = 10
    /// Options per question.
    public static let optionCount = 4

    /// Folds an option or question for duplicate detection: trimmed, case- and diacritic-insensitive, spaces collapsed.
    public static func fold(_ text: String) -> String {
        // Plain ASCII (most options and stems) needs only lower case and spaces; Foundation's folding was a third of
        // the offline generator's time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte >= 128 { return foldUnicode(text) }
            if byte == 32 || (9...13).contains(byte) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(32); pendingSpace = false }
                bytes.append((65...90).contains(byte) ? byte + 32 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func foldUnicode(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }

    /// Every way `questions` breaks the shape rules, in words fit to show a user or feed back to a model.
    /// An empty list means the shape is valid.
    public static func problems(in questions: [Question]) -> [String] {
        var problems: [String] = []
        if questions.count != questionCount {
            problems.append("expected exactly \(questionCount) questions, got \(questions.count)")
        }
        var seenQuestions: [String: Int] = [:]
        var seenIDs = Set<String>()
        for (index, question) in questions.enumerated() {
            let label = "question \(index + 1)"
            if question.id.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("\(label): id is empty")
            } else if !seenIDs.insert(question.id).inserted {
                problems.append("\(label): id \(question.id) is used twice")
            }
            if question.type != "mcq" {
                problems.append("\(label): type must be \"mcq\", got \"\(question.type)\"")
            }
            let folded = fold(question.question)
            if folded.isEmpty {
                problems.append("\(label): the question text is empty")
            } else if let first = seenQuestions[folded] {
                problems.append("\(label) repeats question \(first)")
            } else {
                seenQuestions[folded] = index + 1
            }
            if question.options.count != optionCount {
                problems.append("\(label): expected \(optionCount) options, got \(question.options.count)")
            }
            let foldedOptions = question.options.map(fold)
            if foldedOptions.contains(where: \.isEmpty) {
                problems.append("\(label): an option is empty")
            }
            if Set(foldedOptions.filter { !$0.isEmpty }).count != foldedOptions.filter({ !$0.isEmpty }).count {
                problems.append("\(label): two options are the same")
            }
            if !(0..<optionCount).contains(question.correctIndex) || question.correctIndex >= question.options.count {
                problems.append("\(label): correctIndex must be 0–3, got \(question.correctIndex)")
            }
        }
        return problems
    }
}
