import Foundation
import SnapQuizCore
import SnapQuizGenerate

/// `snapquiz-bench quality --judge FILE`: quizzes printed by `quality --show-seeds` (of this build or an older one)
/// read again with this build's rules, so a rule's before and after are counted alike: per page, the questions with a
/// wrong option of another kind than the key (`QuizQuality.offKindQuestions`), the statement questions, and those of
/// them that are off kind (false by absurdity rather than by a fact).
enum QuizJudge {
    /// One printed quiz: its page and its questions.
    struct PrintedQuiz {
        var page: String
        var questions: [Question] = []
    }

    /// The quizzes of a `--show-seeds` print: "== page (topic)", "N. stem", "   * A option" / "     B option".
    static func read(_ text: String) -> [PrintedQuiz] {
        var quizzes: [PrintedQuiz] = []
        var stem: String?
        var options: [String] = [], correct = 0
        func flush() {
            if let stem, options.count == 4, !quizzes.isEmpty {
                quizzes[quizzes.count - 1].questions.append(
                    Question(question: stem, options: options, correctIndex: correct, explanation: "", evidence: ""))
            }
            stem = nil
            options = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                flush()
                let name = line.dropFirst(3).split(separator: " (").first.map(String.init) ?? ""
                quizzes.append(PrintedQuiz(page: name))
            } else if let dot = line.firstIndex(of: "."), line.first?.isNumber == true, line[..<dot].allSatisfy(\.isNumber) {
                flush()
                stem = String(line[line.index(after: dot)...]).trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: "  [stray group]", with: "").replacingOccurrences(of: "  [people/things]", with: "")
                    .replacingOccurrences(of: "  [off kind]", with: "")
            } else if stem != nil, line.hasPrefix("   "), line.count > 7, ["A ", "B ", "C ", "D "].contains(String(line.dropFirst(5).prefix(2))) {
                if line.dropFirst(3).first == "*" { correct = options.count }
                options.append(String(line.dropFirst(7)))
            }
        }
        flush()
        return quizzes
    }

    /// Per page of `quizzes` (texts from `pages`): quizzes, off-kind questions a quiz, statement questions a quiz,
    /// off-kind statements a quiz, as table rows.
    static func rows(_ quizzes: [PrintedQuiz], pages: [String: String]) -> [[String]] {
        let byPage = Dictionary(grouping: quizzes, by: \.page)
        return byPage.keys.sorted().compactMap { name in
            guard let text = pages[name], let quizzes = byPage[name] else { return nil }
            var offKind = 0, statements = 0, offStatements = 0
            for quiz in quizzes {
                for question in quiz.questions {
                    let quality = QuizQuality.measure([question], text: text)
                    let statement = QuizQuality.kind(of: question) == "statement"
                    offKind += quality.offKindQuestions
                    if statement { statements += 1; offStatements += quality.offKindQuestions }
                }
            }
            let per = { (value: Int) in BenchSupport.format(Double(value) / Double(quizzes.count), 1) }
            return [name, "\(quizzes.count)", per(offKind), per(statements), per(offStatements)]
        }
    }
}
