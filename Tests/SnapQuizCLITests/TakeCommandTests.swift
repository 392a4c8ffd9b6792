import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// `take`: scripted answers, piped lines, and single keys on a pseudo-terminal.
@Suite struct TakeCommandTests {
    /// The letter of each correct answer of `quiz`, with the questions at `wrong` answered wrongly instead.
    func letters(_ quiz: Quiz, wrong: Set<Int> = []) -> [String] {
        quiz.questions.enumerated().map { index, question in
            let choice = wrong.contains(index) ? (question.correctIndex + 1) % 4 : question.correctIndex
            return ["A", "B", "C", "D"][choice]
        }
    }

    @Test func answersRecordAnAttemptAndPrintTheSpecShape() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let answers = letters(quiz, wrong: [0, 5, 9]).enumerated().map { $0.offset % 2 == 0 ? $0.element.lowercased() : $0.element }
        let result = try cli.run(["take", String(homework.id.prefix(6)), "--answers", answers.joined(separator: ","), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["attemptId", "homeworkId", "quizId", "score", "total", "timeTakenSeconds", "bestScore", "totalAttempts", "completionPercentage"] {
            #expect(json.keys.contains(key), "missing \(key)")
        }
        #expect(json["score"] as? Int == 7 && json["bestScore"] as? Int == 7 && json["completionPercentage"] as? Int == 70)
        let attempts = try cli.openStore().attempts(homeworkID: homework.id)
        #expect(attempts.count == 1 && attempts[0].score == 7 && attempts[0].id == json["attemptId"] as? String)
        #expect(attempts[0].answers.map(\.correct) == (0..<10).map { ![0, 5, 9].contains($0) })
    }

    @Test func numbersWorkLikeLetters() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let numbers = quiz.questions.map { String($0.correctIndex + 1) }
        let result = try cli.run(["take", homework.id, "--answers", numbers.joined(separator: ",")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Score: 10/10"))
    }

    @Test func wrongCountOrBadLetterIsAUsageErrorAndRecordsNothing() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let good = letters(quiz)
        let tooFew = try cli.run(["take", homework.id, "--answers", good.prefix(9).joined(separator: ",")])
        #expect(tooFew.status == 64)
        #expect(tooFew.stderr.contains("exactly 10"))
        let tooMany = try cli.run(["take", homework.id, "--answers", (good + ["A"]).joined(separator: ",")])
        #expect(tooMany.status == 64)
        var bad = good
        bad[3] = "E"
        let badLetter = try cli.run(["take", homework.id, "--answers", bad.joined(separator: ",")])
        #expect(badLetter.status == 64)
        #expect(badLetter.stderr.contains("answer 4"))
        let empty = try cli.run(["take", homework.id, "--answers", ""])
        #expect(empty.status == 64)
        #expect(try cli.openStore().attempts(homeworkID: homework.id).isEmpty)
        #expect(try cli.openStore().progress(homeworkID: homework.id)?.totalAttempts == 0)
    }

    @Test func pipedLinesAnswerOneQuestionEach() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework(title: "Evil \u{1B}]0;title\u{07}title")
        var lines = letters(quiz, wrong: [2])
        lines.insert("zebra", at: 1)   // not an answer: asked again
        let result = try cli.run(["take", homework.id], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Question 1 of 10"))
        #expect(result.stdout.contains("Correct"))
        let wrongLetter = ["A", "B", "C", "D"][quiz.questions[2].correctIndex]
        #expect(result.stdout.contains("Wrong — the answer is \(wrongLetter)"))
        #expect(result.stdout.contains("'zebra' is not an answer"))
        #expect(result.stdout.contains("Because 1."), "the explanation follows each answer")
        #expect(result.stdout.contains("Score: 9/10"))
        #expect(result.stdout.contains("Best score: 9/10"))
        #expect(!result.stdout.contains("\u{1B}"), "no escape sequences without a terminal or from stored text")
        #expect(try cli.openStore().attempts(homeworkID: homework.id).first?.score == 9)
    }

    @Test func endOfInputBeforeTheLastAnswerRecordsNothing() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let result = try cli.run(["take", homework.id], stdin: letters(quiz).prefix(4).joined(separator: "\n") + "\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("not recorded"))
        #expect(try cli.openStore().attempts(homeworkID: homework.id).isEmpty)
    }

    @Test func reviewAsksOnlyMissedQuestionsAndKeepsTheBest() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        #expect(try cli.run(["take", homework.id, "--review"]).status == 64, "nothing to review before a first attempt")
        #expect(try cli.run(["take", homework.id, "--answers", letters(quiz, wrong: [1, 4]).joined(separator: ",")]).status == 0)
        let review = try cli.run(["take", homework.id, "--review"],
                                 stdin: [letters(quiz)[1], letters(quiz)[4]].joined(separator: "\n") + "\n")
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("Question 2 of 2"))
        #expect(!review.stdout.contains("Question 3 of"))
        #expect(review.stdout.contains("Review score: 2/2"))
        let progress = try #require(try cli.openStore().progress(homeworkID: homework.id))
        #expect(progress.bestScore == 8 && progress.completionPercentage == 80 && progress.totalAttempts == 2)
        let history = try cli.run(["history", homework.id, "--json"])
        let lines = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(lines.map { $0["kind"] as? String } == ["review", "full"])
    }

    @Test func singleKeysOnATerminal() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        // Lower case, upper case and digits; question 4 answered wrong.
        var keys = letters(quiz, wrong: [3]).enumerated().map { index, letter in
            index % 3 == 0 ? letter.lowercased() : (index % 3 == 1 ? letter : String("ABCD".firstIndex(of: Character(letter))!.utf16Offset(in: "ABCD") + 1))
        }
        keys.insert("x", at: 0)   // an invalid key first: asked again
        let result = try TakePTY.run(cli, ["take", String(homework.id.prefix(8))], keys: keys)
        #expect(result.status == 0, "\(result.screen)")
        #expect(result.restored, "terminal flags \(result.lflagBefore) → \(result.lflagAfter)")
        #expect(result.screen.contains("Press A–D"))
        #expect(result.screen.contains("Question 10 of 10"))
        #expect(result.screen.contains("press A, B, C or D"))
        let wrongLetter = ["A", "B", "C", "D"][quiz.questions[3].correctIndex]
        #expect(result.screen.contains("\u{1B}[31mWrong\u{1B}[0m — the answer is \(wrongLetter)"), "in words, coloured as a help")
        #expect(result.screen.contains("Score: 9/10"))
        #expect(result.screen.contains("\u{1B}[32mCorrect"), "colour helps on a terminal when NO_COLOR is unset")
        let attempts = try cli.openStore().attempts(homeworkID: homework.id)
        #expect(attempts.count == 1 && attempts[0].score == 9)
        #expect(attempts[0].answers[3].correct == false)
    }

    @Test func ctrlCMidQuizRecordsNothingAndRestoresTheTerminal() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let keys = Array(letters(quiz).prefix(3)) + ["\u{03}"]
        let result = try TakePTY.run(cli, ["take", homework.id], keys: keys)
        #expect(result.status == 130)
        #expect(result.restored, "terminal flags \(result.lflagBefore) → \(result.lflagAfter)")
        #expect(result.screen.contains("not recorded"))
        #expect(try cli.openStore().attempts(homeworkID: homework.id).isEmpty)
        #expect(try cli.openStore().progress(homeworkID: homework.id)?.totalAttempts == 0)
    }

    @Test func sigtermMidQuizRecordsNothingAndRestoresTheTerminal() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let result = try TakePTY.run(cli, ["take", homework.id], keys: Array(letters(quiz).prefix(2)), ending: .sigterm)
        #expect(result.signal == Int(SIGTERM))
        #expect(result.restored, "terminal flags \(result.lflagBefore) → \(result.lflagAfter)")
        #expect(result.screen.contains("not recorded"))
        #expect(try cli.openStore().attempts(homeworkID: homework.id).isEmpty)
    }

    @Test func learnersCannotTakeEachOthersHomework() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework(learner: "ana")
        let other = try cli.run(["take", homework.id, "--answers", letters(quiz).joined(separator: ","), "--learner", "ben"])
        #expect(other.status == 64)
        let own = try cli.run(["take", homework.id, "--answers", letters(quiz).joined(separator: ",")],
                              environment: ["SNAPQUIZ_LEARNER": "ana"])
        #expect(own.status == 0)
    }
}
