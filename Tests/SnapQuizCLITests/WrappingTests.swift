import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// The quiz screen and the --help texts wrap to the terminal's width at word boundaries.
@Suite struct WrappingTests {
    static let width = 60

    /// Lines as a terminal shows them: colours and carriage returns removed.
    static func lines(_ screen: String) -> [String] {
        let plain = screen.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
        return plain.components(separatedBy: "\n")
    }

    /// Lines of a paragraph that end although the next line's first word would have fitted after them. `slack`
    /// allows for a wrapper that keeps a margin or counts bytes (ArgumentParser stops short of the last column).
    static func brokenEarly(_ paragraph: [String], width: Int, slack: Int = 0) -> [String] {
        zip(paragraph, paragraph.dropFirst()).compactMap { line, next in
            let word = next.split(separator: " ").first.map(String.init) ?? ""
            return line.count + 1 + word.count <= width - slack ? "\(line) ⏎ \(next)" : nil
        }
    }

    static let question = "In which country did the long and winding river described in the text finally reach "
        + "the sea after passing through italy and its many mountain valleys?"
    static let explanation = "The text says the river crosses the plain of the north and reaches the Adriatic "
        + "sea near Venice, which is in italy."

    @Test func quizScreenWrapsAtWordBoundaries() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try cli.seedHomework(title: "Rivers of Europe: a long title that goes past the edge of the screen")
        let questions = (1...10).map { number in
            Question(question: "\(number). " + Self.question,
                     options: ["italy", "the country of the many mountain valleys and the long winding river \(number)", "spain", "greece"],
                     correctIndex: 0, explanation: Self.explanation, evidence: "reaches the Adriatic sea near Venice")
        }
        try cli.openStore().insertQuiz(Quiz(homeworkID: homework.id, questions: questions, topic: "Geography",
                                            subtopic: nil, classificationConfidence: 0.5, generator: "test"))

        let run = try TakePTY.run(cli, ["take", String(homework.id.prefix(8))], keys: Array(repeating: "b", count: 10),
                                  columns: Self.width)
        #expect(run.status == 0, "\(run.screen)")
        let lines = Self.lines(run.screen)
        let tooLong = lines.filter { $0.count > Self.width }
        #expect(tooLong.isEmpty, "lines wider than the terminal: \(tooLong)")
        let flowing = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(flowing.contains(Self.question), "every word of the question is whole")
        #expect(flowing.contains(Self.explanation))
        #expect(flowing.contains("B) the country of the many mountain valleys and the long winding river 1"))
        #expect(lines.contains { $0.hasPrefix("     ") && $0.contains("winding river") }, "an option continues under its text")
        #expect(Self.brokenEarly(Array(lines.drop { !$0.hasPrefix("Question 1 of 10") }.prefix(3)), width: Self.width).isEmpty)
    }

    @Test func helpTextsFlowToTheWidth() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        for command in [[], ["take"], ["stats"], ["due"]] {
            let help = try cli.run(command + ["--help"], environment: ["COLUMNS": String(Self.width)])
            #expect(help.status == 0)
            // The discussion lies between the overview and USAGE; each of its paragraphs must flow to the width.
            let discussion = Self.lines(help.stdout).drop { !$0.hasPrefix("OVERVIEW") }.dropFirst().prefix { !$0.hasPrefix("USAGE") }
            #expect(discussion.allSatisfy { $0.count <= Self.width }, "\(command): \(help.stdout)")
            let paragraphs = discussion.split(separator: "", omittingEmptySubsequences: true)
            #expect(!paragraphs.isEmpty)
            for paragraph in paragraphs {
                let early = Self.brokenEarly(Array(paragraph), width: Self.width, slack: 4)
                #expect(early.isEmpty, "\(command): lines broken mid-sentence: \(early)")
            }
        }
    }
}
