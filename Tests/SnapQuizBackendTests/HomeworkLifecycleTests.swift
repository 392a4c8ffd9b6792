import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizProgress

/// Storing, finding, changing and deleting homework, and the review plan, on both stores.
@Suite struct HomeworkLifecycleTests {
    @Test(arguments: Backend.available)
    func theSamePhotoTwiceReturnsTheStoredHomework(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let homework = Homework(learner: fixture.learner, title: "Page", subject: nil, imageURL: "", imageSHA256: String(repeating: "ab", count: 32),
                                ocrText: "text", ocrConfidence: 80.5, ocrRawText: "texx",
                                ocrCorrections: [OCRCorrection(from: "texx", to: "text")],
                                ocrDoubted: [OCRDoubt(word: "mins", confidence: 84.1), OCRDoubt(word: "caring", confidence: 0)],
                                reading: Reading(grade: .fair, confidence: 80.5, dictionaryRate: 0.75, words: 120))
        let first = try fixture.store.insertHomework(homework, imageData: Data([0xFF, 0xD8, 1]), imageExtension: "jpg")
        #expect(first.created)
        var again = homework
        again.id = newIdentifier()
        let second = try fixture.store.insertHomework(again, imageData: Data([0xFF, 0xD8, 1]), imageExtension: "jpg")
        #expect(!second.created)
        #expect(second.homework.id == homework.id)
        let stored = try #require(try fixture.store.homework(id: homework.id))
        #expect(stored.reading == homework.reading)
        #expect(stored.ocrCorrections == homework.ocrCorrections)
        #expect(stored.ocrDoubted == homework.ocrDoubted)
        #expect(stored.ocrRawText == "texx")
        #expect(stored.ocrConfidence == 80.5)
        #expect(try fixture.store.homework(learner: fixture.learner, imageSHA256: homework.imageSHA256)?.id == homework.id)
        #expect(try fixture.store.listHomework(learner: fixture.learner).count == 1)
    }

    /// Who read the page is stored on both stores: `tesseract` with its confidence, `llm:<model>` without one.
    @Test(arguments: Backend.available)
    func theReadingSourceIsStoredAndListed(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let readings = [Reading(grade: .poor, confidence: 41.5, dictionaryRate: 0.5, words: 90),
                        Reading(grade: .good, confidence: nil, dictionaryRate: 0.96, words: 140, source: "llm:vision-test")]
        for (index, reading) in readings.enumerated() {
            let homework = Homework(learner: fixture.learner, title: "Page \(index)", subject: nil, imageURL: "",
                                    imageSHA256: String(repeating: "c\(index)", count: 32), ocrText: "text", ocrConfidence: nil,
                                    reading: reading)
            let stored = try fixture.store.insertHomework(homework, imageData: Data([0xFF, 0xD8, UInt8(index)]), imageExtension: "jpg")
            #expect(try fixture.store.homework(id: stored.homework.id)?.reading == reading)
        }
        let listed = try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: nil, offset: 0).summaries
        #expect(Set(listed.compactMap(\.homework.reading?.source)) == ["tesseract", "llm:vision-test"])
        #expect(listed.first { $0.homework.reading?.isLLM == true }?.homework.reading?.confidence == nil)
        if backend == .postgres {
            // The CHECK of migration 0008 holds on the server too.
            #expect(throws: (any Error).self) {
                try fixture.adminSQL("UPDATE homework SET reading_source = 'gpt-4o' WHERE reading_source = 'tesseract'")
            }
        }
    }

    @Test(arguments: Backend.available)
    func idsResolveFromPrefixesOfHomeworkAndQuiz(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework()
        #expect(try fixture.store.resolveHomeworkID(String(homework.id.prefix(6)).uppercased(), learner: fixture.learner) == homework.id)
        #expect(try fixture.store.resolveHomeworkID(quiz.id, learner: fixture.learner) == homework.id)
        #expect(throws: StoreError.self) { try fixture.store.resolveHomeworkID("abc", learner: fixture.learner) }
        #expect(throws: StoreError.self) { try fixture.store.resolveHomeworkID("ffff_%", learner: fixture.learner) }
    }

    @Test(arguments: Backend.available)
    func listShowsTheCurrentQuizAndProgressNewestFirst(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let older = try fixture.addHomework(title: "Older", subject: "Maths", createdAt: utc("2026-03-01 08:00"))
        try fixture.addHomework(title: "Newer", subject: "Science", createdAt: utc("2026-03-02 08:00"))
        let regenerated = Quiz(homeworkID: older.homework.id, questions: BackendFixture.questions(title: "Older v2"), topic: "algebra",
                               subtopic: nil, classificationConfidence: 0.9, generator: "offline", createdAt: utc("2026-03-03 08:00"))
        try fixture.store.insertQuiz(regenerated)
        try fixture.record(regenerated, correct: 6, at: utc("2026-03-03 09:00"))
        let list = try fixture.store.listHomework(learner: fixture.learner)
        #expect(list.map(\.homework.title) == ["Newer", "Older"])
        #expect(list[1].currentQuizID == regenerated.id)
        #expect(list[1].quizCount == 2)
        #expect(list[1].topic == "algebra")
        #expect(list[1].progress?.bestScore == 6)
        #expect(try fixture.store.listHomework(learner: fixture.learner, subject: "maths").map(\.homework.title) == ["Older"])
        #expect(try fixture.store.currentQuiz(homeworkID: older.homework.id) == regenerated)
        #expect(try fixture.store.quizzes(homeworkID: older.homework.id).map(\.id) == [regenerated.id, older.quiz.id])
    }

    @Test(arguments: Backend.available)
    func editChangesTitleAndSubject(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, _) = try fixture.addHomework(title: "Guess", subject: "misc")
        let edited = try #require(try fixture.store.editHomework(id: homework.id, HomeworkEdit(title: "Photosynthesis")))
        #expect(edited.title == "Photosynthesis")
        #expect(edited.subject == "misc")
        let cleared = try #require(try fixture.store.editHomework(id: homework.id, HomeworkEdit(subject: .some(nil))))
        #expect(cleared.subject == nil)
        #expect(cleared.title == "Photosynthesis")
        #expect(try fixture.store.editHomework(id: newIdentifier(), HomeworkEdit(title: "x")) == nil)
    }

    @Test(arguments: Backend.available)
    func deletingAHomeworkTakesEverythingOfItAlong(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let kept = try fixture.addHomework(title: "Kept", createdAt: utc("2026-03-01 08:00"))
        let gone = try fixture.addHomework(title: "Gone", createdAt: utc("2026-03-01 08:00"))
        try fixture.record(kept.quiz, correct: 5, at: utc("2026-03-01 10:00"))
        try fixture.record(gone.quiz, correct: 2, at: utc("2026-03-01 10:05"))
        try fixture.record(gone.quiz, correct: 3, at: utc("2026-03-02 10:00"))
        try fixture.store.deleteHomework(id: gone.homework.id)
        #expect(try fixture.store.homework(id: gone.homework.id) == nil)
        #expect(try fixture.store.progress(homeworkID: gone.homework.id) == nil)
        #expect(try fixture.store.attempts(homeworkID: gone.homework.id).isEmpty)
        #expect(try fixture.store.quizzes(homeworkID: gone.homework.id).isEmpty)
        #expect(throws: StoreError.self) { try fixture.store.deleteHomework(id: gone.homework.id) }
        let now = utc("2026-03-02 12:00")
        let zone = TimeZone(identifier: "UTC")!
        let stats = try StatsBuilder().report(store: fixture.store, learner: fixture.learner, timeZone: zone, now: now)
        #expect(stats.homework.map(\.title) == ["Kept"])
        #expect(stats.attemptCount == 1)
        #expect(stats.weakestQuestions.allSatisfy { $0.homeworkTitle == "Kept" })
        #expect(stats.currentStreakDays == 1)       // the 2nd's attempt went with its homework
        #expect(try DueSchedule().report(store: fixture.store, learner: fixture.learner, timeZone: zone, now: now).due.map(\.title) == ["Kept"])
        #expect(try fixture.store.export(learner: fixture.learner).homework.map(\.homework.title) == ["Kept"])
        if backend == .postgres {
            #expect(try fixture.adminSQL("SELECT count(*) FROM homework_image") == "1")   // the photo went too
        } else {
            let images = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("home/images").path)
            #expect(images == ["\(kept.homework.id).jpg"])
        }
    }

    @Test(arguments: Backend.available)
    func reviewAsksWhatTheLastAttemptMissedEvenAfterRegenerate(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework(title: "Review")
        #expect(throws: ProgressError.nothingToReview(homeworkID: homework.id)) {
            try TakePlan.make(store: fixture.store, homeworkID: homework.id, review: true)
        }
        let full = try TakePlan.make(store: fixture.store, homeworkID: homework.id, review: false)
        let first = try full.record(full.attempt(choices: quiz.questions.enumerated().map { $0.offset < 7 ? $0.element.correctIndex : ($0.element.correctIndex + 1) % 4 },
                                                 timeTakenSeconds: 12, completedAt: utc("2026-03-01 10:00")), in: fixture.store)
        #expect(first.score == 7)
        #expect(first.previousScore == nil)
        try fixture.store.insertQuiz(Quiz(homeworkID: homework.id, questions: BackendFixture.questions(title: "New"), topic: nil, subtopic: nil,
                                          classificationConfidence: nil, generator: "offline", createdAt: utc("2026-03-01 11:00")))
        let review = try TakePlan.make(store: fixture.store, homeworkID: homework.id, review: true)
        #expect(review.kind == .review)
        #expect(review.quiz.id == quiz.id)
        #expect(review.questions.map(\.question) == ["Question 8 of Review?", "Question 9 of Review?", "Question 10 of Review?"])
        let outcome = try review.record(review.attempt(choices: review.questions.map(\.correctIndex), timeTakenSeconds: 5,
                                                       completedAt: utc("2026-03-01 12:00")), in: fixture.store)
        #expect(outcome.kind == .review)
        #expect(outcome.bestScore == 7)
        #expect(outcome.totalAttempts == 2)
        #expect(throws: ProgressError.noMistakesToReview(homeworkID: homework.id)) {
            try TakePlan.make(store: fixture.store, homeworkID: homework.id, review: true)
        }
        let again = try full.record(full.attempt(choices: quiz.questions.map(\.correctIndex), timeTakenSeconds: 9,
                                                 completedAt: utc("2026-03-02 10:00")), in: fixture.store)
        #expect(again.previousScore == 7)
        #expect(again.changePercentagePoints == 30)
        #expect(try fixture.store.latestAttempt(homeworkID: homework.id, kind: .review)?.score == 3)
    }

    @Test(arguments: Backend.available)
    func exportHoldsEverythingOfTheLearner(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let (homework, quiz) = try fixture.addHomework(title: "Exported", createdAt: utc("2026-03-01 08:00"))
        try fixture.record(quiz, correct: 4, at: utc("2026-03-01 10:00"))
        try fixture.addHomework(in: fixture.otherStore, learner: fixture.otherLearner, title: "Not mine")
        let document = try fixture.store.export(learner: fixture.learner)
        #expect(document.learner == fixture.learner)
        #expect(document.homework.map(\.homework.id) == [homework.id])
        #expect(document.homework.first?.quizzes == [quiz])
        #expect(document.homework.first?.attempts.map(\.score) == [4])
        #expect(document.homework.first?.progress?.bestScore == 4)
    }
}
