import Foundation
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizProgress

@Suite struct TakePlanTests {
    @Test func fullAttemptScoresAndReportsTheChange() throws {
        let test = try TemporaryStore()
        let (homework, quiz) = try test.addHomework()
        try test.record(quiz, correct: 5, at: utc("2026-03-01 10:00"))
        let plan = try TakePlan.make(store: test.store, homeworkID: homework.id, review: false)
        #expect(plan.questions.count == 10 && plan.kind == .full)
        let choices = quiz.questions.enumerated().map { $0.offset < 7 ? $0.element.correctIndex : ($0.element.correctIndex + 1) % 4 }
        let attempt = try plan.attempt(choices: choices, timeTakenSeconds: 42)
        #expect(attempt.score == 7)
        let outcome = try plan.record(attempt, in: test.store)
        #expect(outcome.bestScore == 7 && outcome.totalAttempts == 2 && outcome.completionPercentage == 70)
        #expect(outcome.previousScore == 5 && outcome.changePercentagePoints == 20)
    }

    @Test func reviewAsksOnlyTheMissedQuestionsAndNeverRaisesBest() throws {
        let test = try TemporaryStore()
        let (homework, quiz) = try test.addHomework()
        try test.record(quiz, correct: 6, at: utc("2026-03-01 10:00"))
        let plan = try TakePlan.make(store: test.store, homeworkID: homework.id, review: true)
        #expect(plan.kind == .review)
        #expect(plan.questions.map(\.id) == Array(quiz.questions[6...].map(\.id)))
        let outcome = try plan.record(try plan.attempt(choices: plan.questions.map(\.correctIndex), timeTakenSeconds: 5), in: test.store)
        #expect(outcome.score == 4 && outcome.total == 4)
        #expect(outcome.bestScore == 6 && outcome.completionPercentage == 60 && outcome.totalAttempts == 2)
        #expect(throws: ProgressError.noMistakesToReview(homeworkID: homework.id)) {
            try TakePlan.make(store: test.store, homeworkID: homework.id, review: true)
        }
    }

    /// After `regenerate`, the missed questions of the last attempt are still the ones to practise, from the quiz
    /// that attempt was at; the review is recorded against that quiz.
    @Test func reviewFollowsTheLastAttemptAcrossQuizVersions() throws {
        let test = try TemporaryStore()
        let (homework, old) = try test.addHomework()
        try test.record(old, correct: 7, at: utc("2026-03-01 10:00"))
        let newer = Quiz(homeworkID: homework.id, questions: old.questions.map {
            Question(question: "New " + $0.question, options: $0.options, correctIndex: $0.correctIndex, explanation: $0.explanation, evidence: $0.evidence)
        }, topic: nil, subtopic: nil, classificationConfidence: nil, generator: "offline", createdAt: utc("2026-03-02 10:00"))
        try test.store.insertQuiz(newer)
        let plan = try TakePlan.make(store: test.store, homeworkID: homework.id, review: true)
        #expect(plan.quiz.id == old.id)
        #expect(plan.questions.map(\.id) == Array(old.questions[7...].map(\.id)))
        let outcome = try plan.record(try plan.attempt(choices: plan.questions.map(\.correctIndex), timeTakenSeconds: 5), in: test.store)
        #expect(outcome.quizId == old.id && outcome.totalAttempts == 2)
        // A full attempt at the new quiz moves the review there.
        try test.record(newer, correct: 9, at: Date())
        let next = try TakePlan.make(store: test.store, homeworkID: homework.id, review: true)
        #expect(next.quiz.id == newer.id && next.questions.map(\.id) == [newer.questions[9].id])
    }

    @Test func reviewWithoutAnAttemptIsRefused() throws {
        let test = try TemporaryStore()
        let (homework, _) = try test.addHomework()
        #expect(throws: ProgressError.nothingToReview(homeworkID: homework.id)) {
            try TakePlan.make(store: test.store, homeworkID: homework.id, review: true)
        }
    }

    @Test func wrongNumberOfChoicesRecordsNothing() throws {
        let test = try TemporaryStore()
        let (homework, _) = try test.addHomework()
        let plan = try TakePlan.make(store: test.store, homeworkID: homework.id, review: false)
        #expect(throws: ProgressError.self) { try plan.attempt(choices: [0, 1], timeTakenSeconds: 1) }
        #expect(try test.store.attempts(homeworkID: homework.id).isEmpty)
    }
}
