import Foundation
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizProgress

@Suite struct StatsBuilderTests {
    let utcZone = TimeZone(identifier: "UTC")!

    @Test func emptyStoreHasZeroTotals() throws {
        let test = try TemporaryStore()
        let report = try StatsBuilder().report(store: test.store, learner: "default", timeZone: utcZone)
        #expect(report.homeworkCount == 0)
        #expect(report.attemptCount == 0)
        #expect(report.averageBestScore == nil)
        #expect(report.weakestQuestions.isEmpty)
        #expect(report.currentStreakDays == 0)
    }

    @Test func totalsSubjectsAndHomeworkLines() throws {
        let test = try TemporaryStore()
        let maths = try test.addHomework(title: "Fractions", subject: "Maths")
        let science = try test.addHomework(title: "Cells", subject: "Science")
        try test.addHomework(title: "Unplayed", subject: "maths")
        try test.record(maths.quiz, correct: 6, at: utc("2026-03-01 10:00"))
        try test.record(maths.quiz, correct: 9, at: utc("2026-03-02 10:00"))
        try test.record(science.quiz, correct: 4, at: utc("2026-03-03 10:00"))
        let report = try StatsBuilder().report(store: test.store, learner: "default", timeZone: utcZone, now: utc("2026-03-03 12:00"))
        #expect(report.homeworkCount == 3)
        #expect(report.quizCount == 3)
        #expect(report.attemptCount == 3)
        #expect(report.averageBestScore == 6.5)
        #expect(report.currentStreakDays == 3)
        #expect(report.homework.map(\.title) == ["Cells", "Fractions", "Unplayed"])
        #expect(report.homework[1].bestScore == 9 && report.homework[1].completionPercentage == 90)
        let mathsLine = try #require(report.subjects.first { $0.subject?.lowercased() == "maths" })
        #expect(mathsLine.homeworkCount == 2 && mathsLine.attemptCount == 2 && mathsLine.averageBestScore == 9)
        #expect(report.recentScores.map(\.percentage) == [60, 90, 40])

        let onlyScience = try StatsBuilder().report(store: test.store, learner: "default", subject: "SCIENCE", timeZone: utcZone,
                                                    now: utc("2026-03-03 12:00"))
        #expect(onlyScience.homeworkCount == 1 && onlyScience.attemptCount == 1)
        #expect(onlyScience.currentStreakDays == 1 && onlyScience.longestStreakDays == 1)
    }

    @Test func learnersNeverSeeEachOther() throws {
        let test = try TemporaryStore()
        let ann = try test.addHomework(learner: "ann", title: "Ann's")
        let bob = try test.addHomework(learner: "bob", title: "Bob's")
        try test.record(ann.quiz, correct: 2, at: utc("2026-03-01 10:00"))
        try test.record(bob.quiz, correct: 8, at: utc("2026-03-01 10:00"))
        try test.record(bob.quiz, correct: 9, at: utc("2026-03-02 10:00"))
        let report = try StatsBuilder().report(store: test.store, learner: "ann", timeZone: utcZone, now: utc("2026-03-02 12:00"))
        #expect(report.homework.map(\.title) == ["Ann's"])
        #expect(report.attemptCount == 1)
        #expect(report.averageBestScore == 2)
        #expect(report.longestStreakDays == 1)
        #expect(report.recentScores.map(\.score) == [2])
        #expect(report.weakestQuestions.allSatisfy { $0.homeworkId == ann.homework.id })
        let nobody = try StatsBuilder().report(store: test.store, learner: "carol", timeZone: utcZone)
        #expect(nobody.homeworkCount == 0 && nobody.attemptCount == 0)
    }

    @Test func weakestQuestionsAreTheMostOftenMissed() throws {
        let test = try TemporaryStore()
        let (_, quiz) = try test.addHomework(title: "Weak")
        // First n questions right, the rest wrong: question 10 is missed 3 times, 9 twice, 8 once.
        try test.record(quiz, correct: 9, at: utc("2026-03-01 10:00"))
        try test.record(quiz, correct: 8, at: utc("2026-03-01 11:00"))
        try test.record(quiz, correct: 7, at: utc("2026-03-01 12:00"))
        try test.record(quiz, correct: 7, at: utc("2026-03-01 13:00"), kind: .review)
        let report = try StatsBuilder().report(store: test.store, learner: "default", timeZone: utcZone)
        let weakest = report.weakestQuestions
        #expect(weakest.map(\.questionId) == [quiz.questions[9].id, quiz.questions[8].id, quiz.questions[7].id])
        #expect(weakest.map(\.missed) == [4, 3, 2])
        #expect(weakest[0].asked == 4 && weakest[0].missRate == 1)
        #expect(weakest[0].question == quiz.questions[9].question)
        #expect(weakest[0].correctAnswer == quiz.questions[9].options[quiz.questions[9].correctIndex])
    }

    @Test func streakDaysFollowTheReportTimeZone() throws {
        let test = try TemporaryStore()
        let (_, quiz) = try test.addHomework()
        try test.record(quiz, correct: 5, at: utc("2026-03-01 23:30"))
        try test.record(quiz, correct: 5, at: utc("2026-03-02 00:30"))
        let now = utc("2026-03-02 01:00")
        let inUTC = try StatsBuilder().report(store: test.store, learner: "default", timeZone: utcZone, now: now)
        let inNewYork = try StatsBuilder().report(store: test.store, learner: "default",
                                                  timeZone: TimeZone(identifier: "America/New_York")!, now: now)
        #expect(inUTC.currentStreakDays == 2)
        #expect(inNewYork.currentStreakDays == 1)
    }

    @Test func deletingHomeworkRemovesItsActivityAndQuestions() throws {
        let test = try TemporaryStore()
        let kept = try test.addHomework(title: "Kept")
        let gone = try test.addHomework(title: "Gone")
        try test.record(kept.quiz, correct: 5, at: utc("2026-03-01 10:00"))
        try test.record(gone.quiz, correct: 5, at: utc("2026-03-02 10:00"))
        try test.record(gone.quiz, correct: 5, at: utc("2026-03-03 10:00"))
        try test.store.deleteHomework(id: gone.homework.id)
        let report = try StatsBuilder().report(store: test.store, learner: "default", timeZone: utcZone, now: utc("2026-03-03 12:00"))
        #expect(report.longestStreakDays == 1)
        #expect(report.currentStreakDays == 0)
        #expect(report.weakestQuestions.allSatisfy { $0.homeworkId == kept.homework.id })
    }
}
