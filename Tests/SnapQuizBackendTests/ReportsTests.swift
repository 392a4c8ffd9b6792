import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizProgress

/// Stats, streaks, weakest questions and the SM-2 due list, from each store's summaries.
@Suite struct ReportsTests {
    let utcZone = TimeZone(identifier: "UTC")!

    @Test(arguments: Backend.available)
    func statsTotalsSubjectsAndTrend(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let science = try fixture.addHomework(title: "Cells", subject: "Science", createdAt: utc("2026-03-01 08:00"))
        let history = try fixture.addHomework(title: "Romans", subject: "history", createdAt: utc("2026-03-01 08:30"))
        try fixture.addHomework(title: "Untaken", subject: nil, createdAt: utc("2026-03-01 09:00"))
        try fixture.record(science.quiz, correct: 6, at: utc("2026-03-01 10:00"))
        try fixture.record(science.quiz, correct: 8, at: utc("2026-03-02 10:00"))
        try fixture.record(history.quiz, correct: 3, at: utc("2026-03-03 10:00"))
        try fixture.record(history.quiz, correct: 5, at: utc("2026-03-03 11:00"), kind: .review, questions: Array(history.quiz.questions.suffix(7)))
        let report = try StatsBuilder().report(store: fixture.store, learner: fixture.learner, timeZone: utcZone, now: utc("2026-03-03 20:00"))
        #expect(report.homeworkCount == 3)
        #expect(report.quizCount == 3)
        #expect(report.attemptCount == 4)
        #expect(report.averageBestScore == 5.5)
        #expect(report.homework.map(\.title) == ["Romans", "Cells", "Untaken"])
        #expect(report.subjects.map(\.subject) == ["history", "Science", nil])
        #expect(report.recentScores.map(\.percentage) == [60, 80, 30])   // full attempts only, oldest first
        #expect(report.currentStreakDays == 3)
        #expect(report.longestStreakDays == 3)
        let filtered = try StatsBuilder().report(store: fixture.store, learner: fixture.learner, subject: "SCIENCE", timeZone: utcZone,
                                                 now: utc("2026-03-03 20:00"))
        #expect(filtered.homework.map(\.title) == ["Cells"])
        #expect(filtered.currentStreakDays == 2)   // science on the 1st and 2nd: alive through the 3rd
        #expect(filtered.longestStreakDays == 2)
    }

    @Test(arguments: Backend.available)
    func streaksCountLocalDays(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (_, quiz) = try fixture.addHomework(createdAt: utc("2026-01-01 00:00"))
        for day in ["2026-01-01 10:00", "2026-01-02 10:00", "2026-01-03 10:00", "2026-01-05 23:30", "2026-01-06 10:00"] {
            try fixture.record(quiz, correct: 5, at: utc(day))
        }
        let report = try StatsBuilder().report(store: fixture.store, learner: fixture.learner, timeZone: utcZone, now: utc("2026-01-07 09:00"))
        #expect(report.longestStreakDays == 3)
        #expect(report.currentStreakDays == 2)   // 5th and 6th; still alive on the 7th
        // In Tokyo (UTC+9) the 23:30 attempt of the 5th falls on the 6th: the streak is the 6th alone.
        let tokyo = try StatsBuilder().report(store: fixture.store, learner: fixture.learner, timeZone: TimeZone(identifier: "Asia/Tokyo")!,
                                              now: utc("2026-01-07 09:00"))
        #expect(tokyo.currentStreakDays == 1)
    }

    @Test(arguments: Backend.available)
    func weakestQuestionsAreTheOnesMissedMost(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (_, quiz) = try fixture.addHomework(title: "Atoms")
        try fixture.record(quiz, correct: 9, at: utc("2026-03-01 10:00"))   // misses question 10
        try fixture.record(quiz, correct: 8, at: utc("2026-03-02 10:00"))   // misses 9 and 10
        let report = try StatsBuilder().report(store: fixture.store, learner: fixture.learner, timeZone: utcZone, now: utc("2026-03-02 12:00"))
        #expect(report.weakestQuestions.map(\.question) == ["Question 10 of Atoms?", "Question 9 of Atoms?"])
        #expect(report.weakestQuestions.map(\.missed) == [2, 1])
        #expect(report.weakestQuestions.map(\.asked) == [2, 2])
        #expect(report.weakestQuestions.first?.correctAnswer == "beta 9")
        #expect(report.weakestQuestions.first?.missRate == 1)
    }

    @Test(arguments: Backend.available)
    func dueFollowsSM2MostOverdueFirst(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let start = utc("2026-03-01 09:00")
        let failed = try fixture.addHomework(title: "Failed", createdAt: start)
        let mastered = try fixture.addHomework(title: "Mastered", createdAt: start)
        let old = try fixture.addHomework(title: "Old", createdAt: start)
        try fixture.addHomework(title: "Never taken", createdAt: utc("2026-03-09 08:00"))
        try fixture.record(failed.quiz, correct: 2, at: utc("2026-03-08 10:00"))      // q=1: due 9 March
        try fixture.record(mastered.quiz, correct: 10, at: utc("2026-03-01 10:00"))   // due 2 March
        try fixture.record(mastered.quiz, correct: 10, at: utc("2026-03-01 11:00"))   // cramming: no change
        try fixture.record(mastered.quiz, correct: 10, at: utc("2026-03-02 10:00"))   // interval 6: due 8 March
        try fixture.record(mastered.quiz, correct: 10, at: utc("2026-03-08 10:00"))   // interval 6×2.7=16: due 24 March
        try fixture.record(old.quiz, correct: 8, at: utc("2026-03-03 10:00"))         // due 4 March: 5 days overdue on the 9th
        try fixture.record(old.quiz, correct: 0, at: utc("2026-03-03 11:00"), kind: .review,
                           questions: Array(old.quiz.questions.suffix(2)))          // a review does not move the schedule
        let report = try DueSchedule().report(store: fixture.store, learner: fixture.learner, timeZone: utcZone, now: utc("2026-03-09 12:00"))
        #expect(report.due.map(\.title) == ["Old", "Never taken", "Failed"])
        #expect(report.due.map(\.reason) == ["review", "new", "retry"])
        #expect(report.due.map(\.overdueDays) == [5, 0, 0])
        #expect(report.due.first?.repetitions == 1)
        #expect(report.due.first?.lastScore == 8)
        #expect(report.nextDueAt == utc("2026-03-24 10:00"))
        #expect(report.today == "2026-03-09")
    }
}
