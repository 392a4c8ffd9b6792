import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// `stats` through the built binary.
@Suite struct StatsCommandTests {
    /// Records an attempt at `quiz` with the first `correct` answers right, completed at `date`.
    static func record(_ store: Store, _ quiz: Quiz, correct: Int, at date: Date) throws {
        let answers = quiz.questions.enumerated().map { index, question in
            AnswerRecord(questionId: question.id, chosenIndex: index < correct ? question.correctIndex : (question.correctIndex + 1) % 4,
                         correct: index < correct)
        }
        try store.recordAttempt(Attempt(quizID: quiz.id, score: correct, totalQuestions: 10, timeTakenSeconds: 20,
                                        answers: answers, completedAt: date))
    }

    static func utc(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)!
    }

    @Test func emptyStoreSaysWhatToDo() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let human = try cli.run(["stats"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("No homework"))
        #expect(human.stderr.contains("snapquiz ingest"))
        try cli.seedHomework()
        let noAttempts = try cli.run(["stats"])
        #expect(noAttempts.stdout.contains("No attempts yet"))
        #expect(noAttempts.stderr.contains("snapquiz take"))
    }

    @Test func jsonHasTheSpecKeysAndOnlyThisLearnersData() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (ana, anaQuiz) = try cli.seedHomework(learner: "ana", title: "Ana's rivers", subject: "Geography")
        let (_, benQuiz) = try cli.seedHomework(learner: "ben", title: "Ben's volcanoes", subject: "Geography")
        let store = try cli.openStore()
        try Self.record(store, anaQuiz, correct: 4, at: Self.utc("2026-03-01 10:00"))
        try Self.record(store, anaQuiz, correct: 6, at: Self.utc("2026-03-02 10:00"))
        for day in 1...5 { try Self.record(store, benQuiz, correct: 10, at: Self.utc("2026-03-0\(day) 10:00")) }

        let result = try cli.run(["stats", "--json", "--learner", "ana"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["homeworkCount", "quizCount", "attemptCount", "averageBestScore", "currentStreakDays", "longestStreakDays",
                    "subjects", "homework", "weakestQuestions"] {
            #expect(json.keys.contains(key), "missing \(key)")
        }
        #expect(json["homeworkCount"] as? Int == 1)
        #expect(json["attemptCount"] as? Int == 2)
        #expect(json["averageBestScore"] as? Double == 6)
        #expect(json["longestStreakDays"] as? Int == 2)
        let homework = try #require(json["homework"] as? [[String: Any]])
        #expect(homework.map { $0["id"] as? String } == [ana.id])
        for key in ["id", "title", "subject", "bestScore", "totalAttempts", "completionPercentage", "lastPlayedAt"] {
            #expect(homework[0].keys.contains(key), "missing homework.\(key)")
        }
        let weakest = try #require(json["weakestQuestions"] as? [[String: Any]])
        #expect(weakest.first?["missed"] as? Int == 2)
        // Questions 7–10 were missed in both attempts, 5–6 only in the first.
        let missedTwice = Set(anaQuiz.questions[6...].map(\.id))
        #expect(weakest.prefix(4).allSatisfy { missedTwice.contains($0["questionId"] as? String ?? "") })
        #expect(weakest.dropFirst(4).map { $0["missed"] as? Int } == [1, 1])

        let human = try cli.run(["stats"], environment: ["SNAPQUIZ_LEARNER": "ana"])
        #expect(human.stdout.contains("Ana's rivers"))
        #expect(!human.stdout.contains("Ben's"))
        #expect(human.stdout.contains("Weakest questions"))
        #expect(human.stdout.contains("Trend"))
    }

    @Test func streakDaysFollowTZ() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (_, quiz) = try cli.seedHomework()
        let store = try cli.openStore()
        // One evening in New York, two dates in UTC.
        try Self.record(store, quiz, correct: 5, at: Self.utc("2026-03-01 23:30"))
        try Self.record(store, quiz, correct: 5, at: Self.utc("2026-03-02 00:30"))
        let longest = { (tz: String) throws -> Int? in
            let result = try cli.run(["stats", "--json"], environment: ["TZ": tz])
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return json?["longestStreakDays"] as? Int
        }
        #expect(try longest("UTC") == 2)
        #expect(try longest("America/New_York") == 1)
    }

    @Test func subjectFilterKeepsOneSubject() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework(title: "Fractions", subject: "Maths")
        try cli.seedHomework(title: "Cells", subject: "Biology")
        let result = try cli.run(["stats", "--json", "--subject", "maths"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let titles = (json["homework"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(titles == ["Fractions"])
    }

    @Test func weakestQuestionsShowWhatTellsThemApart() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try cli.seedHomework()
        let prompt = "Which word completes this statement from the text?"
        let statement = { (n: Int) in "“River number \(n) flows into the ___ sea beside the old harbour town of Chioggia”" }
        let questions = (1...10).map { n in
            Question(question: "\(prompt) \(statement(n))", options: ["Adriatic", "Baltic", "North", "Black"],
                     correctIndex: 0, explanation: "The text says so.", evidence: "flows into the Adriatic sea")
        }
        let quiz = Quiz(homeworkID: homework.id, questions: questions, topic: nil, subtopic: nil,
                        classificationConfidence: nil, generator: "test")
        let store = try cli.openStore()
        try store.insertQuiz(quiz)
        try Self.record(store, quiz, correct: 0, at: Self.utc("2026-03-01 10:00"))

        let human = try cli.run(["stats"])
        #expect(human.status == 0, "\(human.stderr)")
        let weakest = human.stdout.components(separatedBy: "\n").filter { $0.contains("missed 1 of 1") }
        #expect(!weakest.isEmpty)
        for line in weakest {
            #expect(!line.contains(prompt), "the shared template is left out: \(line)")
            #expect(line.range(of: #"… “River number \d+ flows into the ___ sea beside the old harbour town of Chioggia”"#,
                               options: .regularExpression) != nil, "the statement is shown whole: \(line)")
        }
        #expect(Set(weakest).count == weakest.count, "no two weakest questions read the same")
    }
}

