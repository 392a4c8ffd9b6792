import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizProgress

/// SPEC §4 on both stores: what one completed attempt does to its homework's progress.
@Suite struct ProgressSemanticsTests {
    @Test(arguments: Backend.available)
    func aNewHomeworkHasEmptyProgress(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, _) = try fixture.addHomework()
        let progress = try #require(try fixture.store.progress(homeworkID: homework.id))
        #expect(progress.totalAttempts == 0)
        #expect(progress.bestScore == nil)
        #expect(progress.completionPercentage == 0)
        #expect(progress.lastPlayedAt == nil)
    }

    @Test(arguments: Backend.available)
    func bestScoreCompletionAndCountFollowEveryAttempt(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework()
        var progress = try fixture.record(quiz, correct: 7, at: utc("2026-03-01 10:00"))
        #expect(progress.bestScore == 7)                  // a NULL previous best counts as absent
        #expect(progress.completionPercentage == 70)      // 7 of 10 is 70, not 0 by integer division
        #expect(progress.totalAttempts == 1)
        progress = try fixture.record(quiz, correct: 4, at: utc("2026-03-02 10:00"))
        #expect(progress.bestScore == 7)
        #expect(progress.completionPercentage == 70)
        #expect(progress.totalAttempts == 2)
        #expect(progress.lastPlayedAt == utc("2026-03-02 10:00"))
        progress = try fixture.record(quiz, correct: 10, at: utc("2026-03-03 10:00"))
        #expect(progress.bestScore == 10)
        #expect(progress.completionPercentage == 100)
        // An attempt recorded late with an earlier completion time does not move last_played_at back.
        progress = try fixture.record(quiz, correct: 1, at: utc("2026-02-01 10:00"))
        #expect(progress.lastPlayedAt == utc("2026-03-03 10:00"))
        #expect(progress.totalAttempts == 4)
        #expect(try fixture.store.progress(homeworkID: homework.id) == progress)
        #expect(try fixture.store.attempts(homeworkID: homework.id).map(\.score) == [10, 4, 7, 1])
    }

    @Test(arguments: Backend.available)
    func completionRoundsHalfUp(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (_, quiz) = try fixture.addHomework()
        // A review of 3 questions, then full attempts of fewer questions are not possible through take,
        // but the store rounds any score/total as SPEC §4 says: 2 of 3 is 67.
        let three = Array(quiz.questions.prefix(3))
        var progress = try fixture.record(quiz, correct: 2, at: utc("2026-03-01 10:00"), questions: three)
        #expect(progress.completionPercentage == 67)
        progress = try fixture.record(quiz, correct: 1, at: utc("2026-03-01 11:00"), questions: Array(quiz.questions.prefix(8)))
        #expect(progress.completionPercentage == 67)   // 1 of 8 = 12.5 → 13, below 67
        #expect(progress.bestScore == 2)
    }

    @Test(arguments: Backend.available)
    func aReviewCountsButNeverRaisesBestOrCompletion(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (_, quiz) = try fixture.addHomework()
        try fixture.record(quiz, correct: 3, at: utc("2026-03-01 10:00"))
        let review = try fixture.record(quiz, correct: 7, at: utc("2026-03-01 11:00"), kind: .review,
                                        questions: Array(quiz.questions.suffix(7)))
        #expect(review.totalAttempts == 2)
        #expect(review.bestScore == 3)
        #expect(review.completionPercentage == 30)
        #expect(review.lastPlayedAt == utc("2026-03-01 11:00"))
    }

    @Test(arguments: Backend.available)
    func anAttemptThatDoesNotFitIsRefusedAndChangesNothing(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework()
        let answers = quiz.questions.map { AnswerRecord(questionId: $0.id, chosenIndex: $0.correctIndex, correct: true) }
        #expect(throws: StoreError.self) {
            try fixture.store.recordAttempt(Attempt(quizID: quiz.id, score: 9, totalQuestions: 10, timeTakenSeconds: 1, answers: answers))
        }
        #expect(throws: StoreError.self) {
            try fixture.store.recordAttempt(Attempt(quizID: newIdentifier(), score: 10, totalQuestions: 10, timeTakenSeconds: 1, answers: answers))
        }
        #expect(try fixture.store.progress(homeworkID: homework.id)?.totalAttempts == 0)
        #expect(try fixture.store.attempts(homeworkID: homework.id).isEmpty)
    }

    @Test(arguments: Backend.available)
    func concurrentAttemptsAreAllCounted(_ backend: Backend) async throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework()
        // Eight stores (eight connections) recording 10 attempts each at once.
        let stores: [any QuizStore] = try (0..<8).map { _ in try backend == .sqlite ? fixture.store : PostgresStore(conninfo: fixture.database[0]) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (worker, store) in stores.enumerated() {
                group.addTask {
                    for round in 0..<10 {
                        let score = (worker + round) % 11
                        let answers = quiz.questions.enumerated().map { index, question in
                            AnswerRecord(questionId: question.id, chosenIndex: question.correctIndex, correct: index < score)
                        }.map { AnswerRecord(questionId: $0.questionId, chosenIndex: $0.correct ? $0.chosenIndex : ($0.chosenIndex + 1) % 4, correct: $0.correct) }
                        try store.recordAttempt(Attempt(quizID: quiz.id, score: score, totalQuestions: 10, timeTakenSeconds: 5, answers: answers))
                    }
                }
            }
            try await group.waitForAll()
        }
        let progress = try #require(try fixture.store.progress(homeworkID: homework.id))
        #expect(progress.totalAttempts == 80)
        #expect(progress.bestScore == 10)
        #expect(progress.completionPercentage == 100)
        #expect(try fixture.store.attempts(homeworkID: homework.id).count == 80)
    }
}
