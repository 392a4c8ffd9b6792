import Foundation
import GRDB
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizStore

@Suite struct HomeworkStoreTests {
    @Test func samePhotoTwiceReturnsTheExistingHomework() throws {
        let fixture = try TemporaryStore()
        let sha = String(repeating: "ab", count: 32)
        let first = Homework(learner: "ana", title: "One", subject: nil, imageURL: "", imageSHA256: sha, ocrText: nil, ocrConfidence: nil)
        let second = Homework(learner: "ana", title: "Two", subject: nil, imageURL: "", imageSHA256: sha, ocrText: nil, ocrConfidence: nil)
        let a = try fixture.store.insertHomework(first, copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        let b = try fixture.store.insertHomework(second, copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        #expect(a.created && !b.created)
        #expect(b.homework.id == a.homework.id)
        let images = try FileManager.default.contentsOfDirectory(atPath: fixture.store.location.images.path)
        #expect(images == ["\(a.homework.id).jpg"])
        // Another learner may store the same photo.
        let other = Homework(learner: "ben", title: "One", subject: nil, imageURL: "", imageSHA256: sha, ocrText: nil, ocrConfidence: nil)
        #expect(try fixture.store.insertHomework(other, copyingImageFrom: try fixture.photo(), imageExtension: "jpg").created)
    }

    @Test func failedInsertLeavesNoImage() throws {
        let fixture = try TemporaryStore()
        let bad = Homework(learner: "ana", title: "x", subject: nil, imageURL: "", imageSHA256: "too-short", ocrText: nil, ocrConfidence: nil)
        #expect(throws: StoreError.self) {
            try fixture.store.insertHomework(bad, copyingImageFrom: try fixture.photo(), imageExtension: "png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.store.location.images.path).isEmpty)
        #expect(try fixture.store.listHomework(learner: "ana").isEmpty)
    }

    @Test func idPrefixesResolveUniquelyPerLearner() throws {
        let fixture = try TemporaryStore()
        let (homework, quiz) = try fixture.addHomework(learner: "ana")
        #expect(try fixture.store.resolveHomeworkID(String(homework.id.prefix(6)), learner: "ana") == homework.id)
        #expect(try fixture.store.resolveHomeworkID(homework.id.uppercased(), learner: "ana") == homework.id)
        #expect(try fixture.store.resolveHomeworkID(String(quiz.id.prefix(8)), learner: "ana") == homework.id)
        #expect(throws: StoreError.self) { try fixture.store.resolveHomeworkID(String(homework.id.prefix(3)), learner: "ana") }
        #expect(throws: StoreError.self) { try fixture.store.resolveHomeworkID(String(homework.id.prefix(8)), learner: "ben") }
        #expect(throws: StoreError.self) { try fixture.store.resolveHomeworkID("%%%%", learner: "ana") }
    }

    @Test func ambiguousPrefixIsAnError() throws {
        let fixture = try TemporaryStore()
        for id in ["abcd1111-0000-4000-8000-000000000000", "abcd2222-0000-4000-8000-000000000000"] {
            let homework = Homework(id: id, learner: "ana", title: id, subject: nil, imageURL: "",
                                    imageSHA256: String(repeating: String(id.dropFirst(4).prefix(1)), count: 64), ocrText: nil, ocrConfidence: nil)
            try fixture.store.insertHomework(homework, copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        }
        #expect {
            try fixture.store.resolveHomeworkID("abcd", learner: "ana")
        } throws: { error in
            if case .ambiguousID = error as? StoreError { return true }
            return false
        }
        #expect(try fixture.store.resolveHomeworkID("abcd1", learner: "ana").hasPrefix("abcd1111"))
    }

    @Test func listIsNewestFirstWithQuizAndProgressScopedToLearner() throws {
        let fixture = try TemporaryStore()
        let (old, oldQuiz) = try fixture.addHomework(learner: "ana", title: "Old", subject: "history")
        Thread.sleep(forTimeInterval: 0.01)
        let (new, _) = try fixture.addHomework(learner: "ana", title: "New", subject: "science")
        try fixture.addHomework(learner: "ben", title: "Ben's")
        try fixture.record(oldQuiz, correct: 8)

        let list = try fixture.store.listHomework(learner: "ana")
        #expect(list.map(\.homework.id) == [new.id, old.id])
        #expect(list[1].progress?.bestScore == 8)
        #expect(list[1].currentQuizID == oldQuiz.id)
        #expect(list[1].quizCount == 1)
        #expect(try fixture.store.listHomework(learner: "ana", subject: "HISTORY").map(\.homework.id) == [old.id])
    }

    @Test func invalidQuizIsRefused() throws {
        let fixture = try TemporaryStore()
        let (homework, _) = try fixture.addHomework()
        var questions = SampleStoreData.questions()
        questions[2].options = ["Same", "same ", "c", "d"]
        questions[3].correctIndex = 4
        questions.removeLast()
        #expect {
            try fixture.store.insertQuiz(Quiz(homeworkID: homework.id, questions: questions, topic: nil, subtopic: nil,
                                              classificationConfidence: nil, generator: "test"))
        } throws: { error in
            guard case let .invalidQuiz(problems) = error as? StoreError else { return false }
            return problems.count == 3
        }
        #expect(try fixture.store.quizzes(homeworkID: homework.id).count == 1)
    }

    @Test func newestQuizIsCurrentAndOldOnesAreKept() throws {
        let fixture = try TemporaryStore()
        let (homework, first) = try fixture.addHomework()
        try fixture.record(first, correct: 3)
        let second = Quiz(homeworkID: homework.id, questions: SampleStoreData.questions(), topic: "Biology", subtopic: nil,
                          classificationConfidence: 0.5, generator: "test")
        try fixture.store.insertQuiz(second)
        #expect(try fixture.store.currentQuiz(homeworkID: homework.id)?.id == second.id)
        #expect(try fixture.store.quizzes(homeworkID: homework.id).count == 2)
        #expect(try fixture.store.attempts(homeworkID: homework.id).first?.quizID == first.id)
    }
}
