import Foundation
import GRDB
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizStore

@Suite struct ProgressUpsertTests {
    @Test func sqliteMaxWithNullIsNull() throws {
        // The reason the upsert needs a CASE: a naive max(best_score, score) would wipe the score out.
        let fixture = try TemporaryStore()
        let value = try fixture.store.writer.read { db in try DatabaseValue.fetchOne(db, sql: "SELECT max(NULL, 7)") }
        #expect(value?.isNull == true)
    }

    @Test func sequence6_3_7FromNullBest() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        let initial = try #require(try fixture.store.progress(homeworkID: homework.id))
        #expect(initial.bestScore == nil)
        #expect(initial.totalAttempts == 0)

        let afterSix = try fixture.record(quiz, correct: 6)
        #expect(afterSix.bestScore == 6)
        #expect(afterSix.completionPercentage == 60)
        let afterThree = try fixture.record(quiz, correct: 3)
        #expect(afterThree.bestScore == 6)
        #expect(afterThree.completionPercentage == 60)
        let afterSeven = try fixture.record(quiz, correct: 7)
        #expect(afterSeven.bestScore == 7)
        #expect(afterSeven.totalAttempts == 3)
        #expect(afterSeven.completionPercentage == 70)
        #expect(try fixture.store.attempts(homeworkID: homework.id).map(\.score) == [7, 3, 6])
    }

    @Test func upsertCreatesMissingProgressRow() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        try fixture.store.writer.write { db in try db.execute(sql: "DELETE FROM progress") }
        let progress = try fixture.record(quiz, correct: 9)
        #expect(progress.homeworkID == homework.id)
        #expect(progress.bestScore == 9)
        #expect(progress.totalAttempts == 1)
        #expect(progress.completionPercentage == 90)
    }

    @Test(arguments: [(0, 0), (1, 10), (5, 50), (9, 90), (10, 100)])
    func percentageIsRounded(score: Int, expected: Int) throws {
        let fixture = try TemporaryStore()
        let (_, quiz) = try fixture.addHomework()
        #expect(try fixture.record(quiz, correct: score).completionPercentage == expected)
    }

    @Test func reviewAttemptCountsButNeverRaisesBest() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        try fixture.record(quiz, correct: 4)
        let answers = [AnswerRecord(questionId: quiz.questions[5].id, chosenIndex: quiz.questions[5].correctIndex, correct: true)]
        let progress = try fixture.store.recordAttempt(Attempt(quizID: quiz.id, score: 1, totalQuestions: 1, timeTakenSeconds: 3,
                                                               answers: answers, kind: .review))
        #expect(progress.bestScore == 4)
        #expect(progress.completionPercentage == 40)
        #expect(progress.totalAttempts == 2)
        #expect(try fixture.store.attempts(homeworkID: homework.id).first?.kind == .review)
    }

    @Test func inconsistentAttemptIsRefusedAndNothingRecorded() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        let answers = quiz.questions.map { AnswerRecord(questionId: $0.id, chosenIndex: 0, correct: false) }
        #expect(throws: StoreError.self) {
            try fixture.store.recordAttempt(Attempt(quizID: quiz.id, score: 11, totalQuestions: 10, timeTakenSeconds: 1, answers: answers))
        }
        #expect(throws: StoreError.self) {
            try fixture.store.recordAttempt(Attempt(quizID: quiz.id, score: 2, totalQuestions: 10, timeTakenSeconds: 1, answers: answers))
        }
        #expect(try fixture.store.attempts(homeworkID: homework.id).isEmpty)
        #expect(try fixture.store.progress(homeworkID: homework.id)?.totalAttempts == 0)
    }

    @Test func concurrentConnectionsLoseNoUpdate() throws {
        // Several connections to one file (as several processes would be); the CLI test does it with real processes.
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework()
        let location = fixture.store.location
        let writers = 4, perWriter = 25
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            guard let store = try? Store(location: location) else { return }
            for index in 0..<perWriter {
                let score = (writer * perWriter + index) % 11
                let answers = quiz.questions.enumerated().map { AnswerRecord(questionId: $1.id, chosenIndex: 0, correct: $0 < score) }
                _ = try? store.recordAttempt(Attempt(quizID: quiz.id, score: score, totalQuestions: 10, timeTakenSeconds: 1, answers: answers))
            }
        }
        let progress = try #require(try fixture.store.progress(homeworkID: homework.id))
        #expect(progress.totalAttempts == writers * perWriter)
        #expect(try fixture.store.attempts(homeworkID: homework.id).count == writers * perWriter)
        #expect(progress.bestScore == 10)
    }
}
