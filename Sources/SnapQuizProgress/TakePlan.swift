import Foundation
import SnapQuizCore
import SnapQuizStore

/// The questions one sitting asks: the whole current quiz, or (review) the ones missed last time.
public struct TakePlan: Sendable, Equatable {
    public var homework: Homework
    public var quiz: Quiz
    /// The questions to ask, in quiz order.
    public var questions: [Question]
    public var kind: AttemptKind

    public init(homework: Homework, quiz: Quiz, questions: [Question], kind: AttemptKind) {
        self.homework = homework
        self.quiz = quiz
        self.questions = questions
        self.kind = kind
    }

    /// Plans a sitting of `homeworkID`'s current quiz. With `review`, only the questions answered wrong in the
    /// homework's last attempt (full or review) are asked, from whichever of its quizzes that attempt was at (after
    /// `regenerate`, the missed questions of the older quiz are still the ones to practise); the attempt is
    /// recorded as `.review` at that quiz.
    public static func make(store: any QuizStore, homeworkID: String, review: Bool) throws -> TakePlan {
        guard let homework = try store.homework(id: homeworkID) else { throw StoreError.notFound(id: homeworkID) }
        guard let current = try store.currentQuiz(homeworkID: homeworkID) else { throw StoreError.noQuiz(homeworkID: homeworkID) }
        guard review else { return TakePlan(homework: homework, quiz: current, questions: current.questions, kind: .full) }
        guard let last = try store.latestAttempt(homeworkID: homeworkID, kind: nil) else {
            throw ProgressError.nothingToReview(homeworkID: homeworkID)
        }
        let quiz = last.quizID == current.id ? current : (try store.quizzes(homeworkID: homeworkID).first { $0.id == last.quizID } ?? current)
        let answers = last.answers
        let missed = Set(answers.filter { !$0.correct }.map(\.questionId))
        let questions = quiz.questions.filter { missed.contains($0.id) }
        guard !questions.isEmpty else { throw ProgressError.noMistakesToReview(homeworkID: homeworkID) }
        return TakePlan(homework: homework, quiz: quiz, questions: questions, kind: .review)
    }

    /// The attempt these answers (option indexes, one per planned question, in order) make.
    public func attempt(choices: [Int], timeTakenSeconds: Int?, completedAt: Date = Date()) throws -> Attempt {
        guard choices.count == questions.count else {
            throw ProgressError.wrongAnswerCount(expected: questions.count, got: choices.count)
        }
        let answers = zip(questions, choices).map { question, choice in
            AnswerRecord(questionId: question.id, chosenIndex: choice, correct: choice == question.correctIndex)
        }
        return Attempt(quizID: quiz.id, score: answers.filter(\.correct).count, totalQuestions: questions.count,
                       timeTakenSeconds: timeTakenSeconds, answers: answers, completedAt: completedAt, kind: kind)
    }
}

/// What recording an attempt changed, for the end-of-quiz summary and `take --json`.
public struct TakeOutcome: Encodable, JSONConvertible, Sendable, Equatable {
    public var attemptId: String
    public var homeworkId: String
    public var quizId: String
    public var kind: AttemptKind
    public var score: Int
    public var total: Int
    public var timeTakenSeconds: Int?
    public var bestScore: Int?
    public var totalAttempts: Int
    public var completionPercentage: Int
    /// The score of the previous attempt of the same kind at this homework, if any.
    public var previousScore: Int?
    public var previousTotal: Int?
    /// Percentage points gained (or lost) against that previous attempt.
    public var changePercentagePoints: Int?

    public var json: JSONValue {
        jsonObject([
            "attemptId": attemptId,
            "homeworkId": homeworkId,
            "quizId": quizId,
            "kind": kind,
            "score": score,
            "total": total,
            "timeTakenSeconds": timeTakenSeconds,
            "bestScore": bestScore,
            "totalAttempts": totalAttempts,
            "completionPercentage": completionPercentage,
            "previousScore": previousScore,
            "previousTotal": previousTotal,
            "changePercentagePoints": changePercentagePoints,
        ])
    }

    public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
}

extension TakePlan {
    /// Records `attempt` (attempt + progress upsert in one transaction) and describes the result.
    public func record(_ attempt: Attempt, in store: any QuizStore) throws -> TakeOutcome {
        let previous = try store.latestAttempt(homeworkID: homework.id, kind: attempt.kind)
        let progress = try store.recordAttempt(attempt)
        let change = previous.map { percentage(attempt.score, attempt.totalQuestions) - percentage($0.score, $0.totalQuestions) }
        return TakeOutcome(
            attemptId: attempt.id, homeworkId: homework.id, quizId: quiz.id, kind: attempt.kind,
            score: attempt.score, total: attempt.totalQuestions, timeTakenSeconds: attempt.timeTakenSeconds,
            bestScore: progress.bestScore, totalAttempts: progress.totalAttempts,
            completionPercentage: progress.completionPercentage,
            previousScore: previous?.score, previousTotal: previous?.totalQuestions, changePercentagePoints: change
        )
    }
}

/// `round(100 * score / total)` as SPEC §4 defines completion.
public func percentage(_ score: Int, _ total: Int) -> Int {
    guard total > 0 else { return 0 }
    return Int((100.0 * Double(score) / Double(total)).rounded())
}

extension AttemptKind: JSONConvertible {
    public var json: JSONValue { .string(rawValue) }
}
