import Foundation
import GRDB
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

/// `StoredDate` reads the store's date text without Foundation's calendar: it must give GRDB's date, to the
/// nanosecond, for every date the store writes, and leave other texts to GRDB.
@Suite struct StoredDateTests {
    @Test func readsWhatGRDBReads() throws {
        var generator = SplitMix64(seed: 7)
        // 1900 to 2100 (leap days, century years, before 1970), with and without milliseconds.
        var texts = ["2024-02-29 23:59:59.999", "2000-03-01 00:00:00.000", "1900-02-28 12:00:00.5", "1969-12-31 23:59:59.001",
                     "2100-12-31 00:00:00", "2025-11-22T14:31:23.728"]
        for _ in 0..<2_000 {
            let seconds = Double(generator.next() % 6_311_390_400) - 2_208_988_800 + Double(generator.next() % 1000) / 1000
            texts.append(try #require(String.fromDatabaseValue(Date(timeIntervalSince1970: seconds).databaseValue)))
        }
        for text in texts {
            let grdb = try #require(Date.fromDatabaseValue(text.databaseValue), "GRDB reads \(text)")
            let fast = try #require(StoredDate.parse(text), "StoredDate reads \(text)")
            #expect(fast == grdb, "\(text): \(fast.timeIntervalSinceReferenceDate) vs \(grdb.timeIntervalSinceReferenceDate)")
        }
    }

    @Test func leavesOtherTextsToGRDB() {
        for text in ["2025-11-22", "2025-02-30 10:00:00", "2025-13-01 10:00:00", "2025-11-22 24:00:00", "2025/11/22 10:00:00",
                     "2025-11-22 10:00:00.", "2025-11-22 10:00:00.1234567890", "2025-11-22 10:00:00Z", "1700000000"] {
            #expect(StoredDate.parse(text) == nil, "\(text)")
        }
    }

    @Test func theWholeListReadsTheSameDatesAsTheFullRows() throws {
        let fixture = try TemporaryStore()
        for index in 0..<5 {
            let (_, quiz) = try fixture.addHomework(title: "H\(index)", subject: nil,
                                                    createdAt: Date(timeIntervalSince1970: 1_700_000_000.123 + Double(index) * 86_400.5))
            if index.isMultiple(of: 2) { try fixture.record(quiz, correct: index) }
        }
        var expected = try fixture.store.listHomework(learner: "default")
        for index in expected.indices {
            expected[index].homework.ocrText = nil
            expected[index].homework.ocrRawText = nil
            expected[index].homework.ocrCorrections = []
        }
        let whole = try fixture.store.homeworkPage(learner: "default")
        #expect(whole.summaries == expected && whole.total == 5)
        #expect(whole.summaries.filter { $0.progress?.lastPlayedAt != nil }.count == 3)
    }
}
