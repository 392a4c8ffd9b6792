import Foundation
import GRDB
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizStore

/// Migration 0004: what the engine read, what spelling repair changed and the reading grade are stored and read back.
@Suite struct ReadingStoreTests {
    static func homework(reading: Reading?, corrections: [OCRCorrection], raw: String?) -> Homework {
        Homework(learner: "default", title: "Water", subject: nil, imageURL: "",
                 imageSHA256: String(repeating: "a", count: 32) + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased(),
                 ocrText: "heats water in rivers", ocrConfidence: 88, ocrRawText: raw, ocrCorrections: corrections, reading: reading)
    }

    @Test func readingAndCorrectionsRoundTrip() throws {
        let fixture = try TemporaryStore()
        let reading = Reading(grade: .fair, confidence: 72.6, dictionaryRate: 0.88, words: 194)
        let corrections = [OCRCorrection(from: "nivers,", to: "rivers,"), OCRCorrection(from: "warin", to: "warm")]
        let (stored, _) = try fixture.store.insertHomework(
            Self.homework(reading: reading, corrections: corrections, raw: "heats water in nivers,"),
            copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        let read = try #require(try fixture.store.homework(id: stored.id))
        #expect(read.reading == reading)
        #expect(read.ocrCorrections == corrections)
        #expect(read.ocrRawText == "heats water in nivers,")
        #expect(try fixture.store.listHomework(learner: "default").first?.homework.reading == reading)
    }

    /// Migration 0005: a page an LLM transcribed keeps its source and has no word confidence.
    @Test func anLLMReadingKeepsItsSourceAndNoConfidence() throws {
        let fixture = try TemporaryStore()
        let reading = Reading(grade: .good, confidence: nil, dictionaryRate: 0.97, words: 120, source: "llm:gpt-4o")
        let (stored, _) = try fixture.store.insertHomework(Self.homework(reading: reading, corrections: [], raw: nil),
                                                           copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        let read = try #require(try fixture.store.homework(id: stored.id))
        #expect(read.reading == reading && read.reading?.confidence == nil && read.reading?.isLLM == true)
        #expect(try fixture.store.homeworkPage(learner: "default").summaries.first?.homework.reading == reading)
        let column = try fixture.store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT reading_source FROM homework WHERE id = ?", arguments: [stored.id])
        }
        #expect(column == "llm:gpt-4o")
        for source in ["gpt-4o", "llm:", "LLM:x", "human"] {
            #expect(throws: DatabaseError.self, "\(source)") {
                try fixture.store.writer.write { db in
                    try db.execute(sql: "UPDATE homework SET reading_source = ? WHERE id = ?", arguments: [source, stored.id])
                }
            }
        }
    }

    /// A database from before 0005 gains the column; its graded pages are recorded as read by Tesseract.
    @Test func pagesGradedBeforeTheSourceWereReadByTesseract() throws {
        let fixture = try TemporaryStore()
        let graded = Reading(grade: .fair, confidence: 72.6, dictionaryRate: 0.88, words: 194)
        let (page, _) = try fixture.store.insertHomework(Self.homework(reading: graded, corrections: [], raw: nil),
                                                         copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        let (notes, _) = try fixture.store.insertHomework(Self.homework(reading: nil, corrections: [], raw: nil),
                                                          copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        try fixture.store.writer.write { db in
            try db.execute(sql: "ALTER TABLE homework DROP COLUMN reading_source")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = '0005_reading_source'")
        }
        let reopened = try Store(location: fixture.store.location)
        let sources = try reopened.writer.read { db in
            try [page.id, notes.id].map { try String.fetchOne(db, sql: "SELECT reading_source FROM homework WHERE id = ?", arguments: [$0]) }
        }
        #expect(sources == ["tesseract", nil])
        #expect(try reopened.homework(id: page.id)?.reading == graded)
    }

    @Test func homeworkStoredWithoutAGradeReadsAsUngraded() throws {
        let fixture = try TemporaryStore()
        let (stored, _) = try fixture.store.insertHomework(Self.homework(reading: nil, corrections: [], raw: nil),
                                                           copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        let read = try #require(try fixture.store.homework(id: stored.id))
        #expect(read.reading == nil && read.ocrCorrections.isEmpty && read.ocrRawText == nil)
    }

    @Test func constraintsRejectABadGradeOrFigures() throws {
        let fixture = try TemporaryStore()
        let (homework, _) = try fixture.addHomework()
        for sql in [
            "UPDATE homework SET reading_grade = 'excellent' WHERE id = ?",
            "UPDATE homework SET reading_confidence = 101 WHERE id = ?",
            "UPDATE homework SET reading_dictionary_rate = 1.2 WHERE id = ?",
            "UPDATE homework SET reading_words = -1 WHERE id = ?",
            "UPDATE homework SET ocr_corrections = '{\"from\":\"a\"}' WHERE id = ?",
            "UPDATE homework SET ocr_corrections = 'nivers' WHERE id = ?",
            "UPDATE homework SET ocr_doubted = '{\"word\":\"mins\"}' WHERE id = ?",
            "UPDATE homework SET ocr_doubted = 'mins' WHERE id = ?",
        ] {
            #expect(throws: DatabaseError.self, "\(sql)") {
                try fixture.store.writer.write { db in try db.execute(sql: sql, arguments: [homework.id]) }
            }
        }
        try fixture.store.writer.write { db in
            try db.execute(sql: "UPDATE homework SET reading_grade = 'poor', reading_words = 0, ocr_corrections = '[]' WHERE id = ?",
                           arguments: [homework.id])
        }
    }

    /// Migration 0007: a page with no doubted word stores NULL, and an export written before doubted words were
    /// recorded reads back with none.
    @Test func noDoubtedWordIsNullAndOldExportsReadBack() throws {
        let fixture = try TemporaryStore()
        let (stored, _) = try fixture.store.insertHomework(Self.homework(reading: nil, corrections: [], raw: nil),
                                                           copyingImageFrom: try fixture.photo(), imageExtension: "jpg")
        let column = try fixture.store.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT ocr_doubted FROM homework WHERE id = ?", arguments: [stored.id])?["ocr_doubted"] as String?
        }
        #expect(column == nil)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(stored)) as? [String: Any])
        #expect(object.removeValue(forKey: "ocrDoubted") != nil)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let old = try decoder.decode(Homework.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.ocrDoubted.isEmpty && old.title == stored.title)
    }

    /// A database made before 0004 (homework already in it) gains the columns, its rows ungraded.
    @Test func upgradesADatabaseFromBeforeTheMigration() throws {
        let fixture = try TemporaryStore()
        let (homework, _) = try fixture.addHomework()
        try fixture.store.writer.write { db in
            for column in ["ocr_doubted", "reading_source", "ocr_raw_text", "ocr_corrections", "reading_grade", "reading_confidence",
                           "reading_dictionary_rate", "reading_words"] {
                try db.execute(sql: "ALTER TABLE homework DROP COLUMN \(column)")
            }
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier IN ('0004_reading', '0005_reading_source', '0007_ocr_doubted')")
        }
        let reopened = try Store(location: fixture.store.location)
        let read = try #require(try reopened.homework(id: homework.id))
        #expect(read.reading == nil && read.title == homework.title)
    }
}
