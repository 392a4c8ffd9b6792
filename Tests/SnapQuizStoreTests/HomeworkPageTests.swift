import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizStore

/// `homeworkPage` is `listHomework` cut to a page, without the OCR texts, with the size of the whole list.
@Suite struct HomeworkPageTests {
    @Test func aPageIsASliceOfTheListWithoutText() throws {
        let fixture = try TemporaryStore()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<6 {
            let (_, quiz) = try fixture.addHomework(title: "H\(index)", subject: index % 2 == 0 ? "Maths" : "History",
                                                    createdAt: start.addingTimeInterval(Double(index)))
            if index == 1 { try fixture.record(quiz, correct: 7) }
        }
        let list = try fixture.store.listHomework(learner: "default")
        let page = try fixture.store.homeworkPage(learner: "default", limit: 3, offset: 1)
        #expect(page.total == 6 && page.offset == 1)
        var expected = Array(list[1..<4])
        for index in expected.indices {
            expected[index].homework.ocrText = nil
            expected[index].homework.ocrRawText = nil
            expected[index].homework.ocrCorrections = []
        }
        #expect(page.summaries == expected)
        #expect(try fixture.store.homeworkPage(learner: "default").summaries.count == 6)
        let maths = try fixture.store.homeworkPage(learner: "default", subject: "MATHS", limit: 1)
        #expect(maths.total == 3 && maths.summaries.map(\.homework.title) == ["H4"])
        #expect(try fixture.store.homeworkCount(learner: "default", subject: "history") == 3)
        #expect(try fixture.store.homeworkCount(learner: "nobody") == 0)
    }
}
