import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// `list --limit/--offset` reads one page through `homeworkPage`: the same rows as the whole list, cut where asked,
/// without the OCR texts, with the size of the whole list, on both stores.
@Suite struct HomeworkPageTests {
    @Test(arguments: Backend.available)
    func aPageIsTheListCutWhereAskedWithItsTotal(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        var quizzes: [Quiz] = []
        for index in 0..<7 {
            let (_, quiz) = try fixture.addHomework(title: "H\(index)", subject: index % 2 == 0 ? "Maths" : "History",
                                                    createdAt: utc("2026-03-01 08:00").addingTimeInterval(Double(index) * 3600))
            quizzes.append(quiz)
        }
        try fixture.record(quizzes[4], correct: 7, at: utc("2026-03-02 09:00"))
        let regenerated = Quiz(homeworkID: quizzes[5].homeworkID, questions: BackendFixture.questions(title: "H5 v2"), topic: "v2",
                               subtopic: nil, classificationConfidence: 0.9, generator: "offline", createdAt: utc("2026-03-03 08:00"))
        try fixture.store.insertQuiz(regenerated)

        let list = try fixture.store.listHomework(learner: fixture.learner, subject: nil)
        #expect(list.map(\.homework.title) == ["H6", "H5", "H4", "H3", "H2", "H1", "H0"])
        let withoutText = list.map { summary in
            var summary = summary
            summary.homework.ocrText = nil
            summary.homework.ocrRawText = nil
            summary.homework.ocrCorrections = []
            return summary
        }

        let page = try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: 3, offset: 1)
        #expect(page.total == 7 && page.offset == 1)
        #expect(page.summaries == Array(withoutText[1..<4]))
        #expect(page.summaries.first?.currentQuizID == regenerated.id && page.summaries.first?.quizCount == 2)
        #expect(page.summaries.map { $0.progress?.bestScore } == [nil, 7, nil])
        #expect(try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: nil, offset: 0).summaries == withoutText)
        #expect(try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: nil, offset: 5).summaries == Array(withoutText[5...]))

        let beyond = try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: 10, offset: 20)
        #expect(beyond.total == 7 && beyond.summaries.isEmpty)
        let none = try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: 0, offset: 0)
        #expect(none.total == 7 && none.summaries.isEmpty)

        let maths = try fixture.store.homeworkPage(learner: fixture.learner, subject: "MATHS", limit: 2, offset: 1)
        #expect(maths.total == 4 && maths.summaries.map(\.homework.title) == ["H4", "H2"])

        let other = try fixture.otherStore.homeworkPage(learner: fixture.otherLearner, subject: nil, limit: 5, offset: 0)
        #expect(other.total == 0 && other.summaries.isEmpty)
    }
}
