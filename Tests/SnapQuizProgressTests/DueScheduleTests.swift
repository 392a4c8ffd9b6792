import Foundation
import Testing
import SnapQuizTestSupport
import SnapQuizCore
import GRDB
@testable import SnapQuizProgress

@Suite struct DueScheduleTests {
    let utcZone = TimeZone(identifier: "UTC")!

    @Test func mostOverdueComesFirstAndGoodRecallWaits() throws {
        let test = try TemporaryStore()
        let start = utc("2026-03-01 09:00")
        let failed = try test.addHomework(title: "Failed", createdAt: start)
        let mastered = try test.addHomework(title: "Mastered", createdAt: start)
        let old = try test.addHomework(title: "Old", createdAt: start)
        let fresh = try test.addHomework(title: "Never taken", createdAt: utc("2026-03-09 08:00"))
        try test.record(failed.quiz, correct: 2, at: utc("2026-03-08 10:00"))      // q=1: due 9 March
        try test.record(mastered.quiz, correct: 10, at: utc("2026-03-01 10:00"))   // due 2 March
        try test.record(mastered.quiz, correct: 10, at: utc("2026-03-02 10:00"))   // interval 6: due 8 March
        try test.record(mastered.quiz, correct: 10, at: utc("2026-03-08 10:00"))   // interval 6×2.7=16: due 24 March
        try test.record(old.quiz, correct: 8, at: utc("2026-03-03 10:00"))         // due 4 March: 5 days overdue on the 9th
        let report = try DueSchedule().report(store: test.store, learner: "default", timeZone: utcZone, now: utc("2026-03-09 12:00"))
        #expect(report.due.map(\.title) == ["Old", "Never taken", "Failed"])
        #expect(report.due.map(\.reason) == ["review", "new", "retry"])
        #expect(report.due[0].overdueDays == 5)
        #expect(report.nextDueAt == utc("2026-03-24 10:00"))
        #expect(report.today == "2026-03-09")
    }

    @Test func sm2IntervalsGrowWithEasiness() throws {
        let test = try TemporaryStore()
        let (homework, quiz) = try test.addHomework(createdAt: utc("2026-01-01 00:00"))
        try test.record(quiz, correct: 10, at: utc("2026-01-01 10:00"))
        try test.record(quiz, correct: 10, at: utc("2026-01-01 11:00"))   // cramming: no change
        try test.record(quiz, correct: 10, at: utc("2026-01-02 10:00"))
        let schedule = try test.store.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM review_schedule WHERE homework_id = ?", arguments: [homework.id])
        }
        let row = try #require(schedule)
        #expect(row["repetitions"] as Int == 2)
        #expect(row["interval_days"] as Int == 6)
        #expect(abs((row["easiness"] as Double) - 2.7) < 1e-9)
        #expect(row["due_at"] as String == "2026-01-08 10:00:00.000")
    }

    @Test func dueTodayMeansByTheEndOfTheLocalDay() throws {
        let test = try TemporaryStore()
        let (_, quiz) = try test.addHomework(title: "Tonight", createdAt: utc("2026-03-01 00:00"))
        try test.record(quiz, correct: 10, at: utc("2026-03-01 22:00"))   // due 2 March 22:00 UTC
        let now = utc("2026-03-02 12:00")
        #expect(try DueSchedule().report(store: test.store, learner: "default", timeZone: utcZone, now: now).due.count == 1)
        // In Tokyo, 12:00 UTC is 21:00 on 2 March and the due time is 07:00 on 3 March: not today.
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        #expect(try DueSchedule().report(store: test.store, learner: "default", timeZone: tokyo, now: now).due.isEmpty)
    }

    @Test func reviewsAndOtherLearnersDoNotMoveTheSchedule() throws {
        let test = try TemporaryStore()
        let mine = try test.addHomework(learner: "ann", title: "Ann's", createdAt: utc("2026-03-01 00:00"))
        try test.addHomework(learner: "bob", title: "Bob's", createdAt: utc("2026-03-01 00:00"))
        try test.record(mine.quiz, correct: 3, at: utc("2026-03-01 10:00"))
        try test.record(mine.quiz, correct: 10, at: utc("2026-03-01 11:00"), kind: .review)
        let report = try DueSchedule().report(store: test.store, learner: "ann", timeZone: utcZone, now: utc("2026-03-02 12:00"))
        #expect(report.due.map(\.title) == ["Ann's"])
        #expect(report.due[0].reason == "retry")
        #expect(report.due[0].lastScore == 3)
    }
}
