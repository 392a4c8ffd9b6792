import Foundation
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport
import Testing

/// `snapquiz ingest` of TIFF, WebP and HEIC photos and of typed notes, run as a user would.
struct IngestFormatsCommandTests {
    let binary: SnapQuizBinary

    init() throws { binary = try SnapQuizBinary() }

    private func storedImages() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: binary.home.appendingPathComponent("images").path)) ?? []
    }

    private func items(_ result: SnapQuizBinary.Result) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
    }

    @Test func everyFormatIsStoredWithItsOwnExtension() throws {
        defer { binary.cleanUp() }
        let names = ["science-photo-heic.heic", "history-photo-webp.webp", "pages-multipage-scan.tif"]
        let result = try binary.run(["ingest", "--no-quiz", "--json"] + names.map {
            IngestCommandTests.testImages.appendingPathComponent($0).path
        })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(storedImages().map { ($0 as NSString).pathExtension }.sorted() == ["heic", "tif", "webp"])
        let homework = try binary.openStore().listHomework(learner: "default").map(\.homework)
        let twoPages = try #require(homework.first { $0.imageURL.hasSuffix(".tif") })
        // Both pages of the TIFF, in order, in one homework.
        let text = twoPages.ocrText ?? ""
        let water = try #require(text.range(of: "The Water Cycle")), rome = try #require(text.range(of: "The Roman Empire"))
        #expect(water.upperBound < rome.lowerBound)
        #expect(homework.allSatisfy { ($0.ocrConfidence ?? 0) > 50 })
    }

    @Test func typedNotesMakeAHomeworkAndQuizWithoutOCR() throws {
        defer { binary.cleanUp() }
        let notes = binary.folder.appendingPathComponent("water.md")
        try Data(("# The Water Cycle\n\n" + SampleHomework.waterCycle).utf8).write(to: notes)
        let result = try binary.run(["ingest", "--json", "--generator", "offline", notes.path])
        #expect(result.status == 0, "\(result.stderr)")
        let item = try #require(try items(result).first)
        #expect(item["title"] as? String == "The Water Cycle")
        #expect(item["ocrConfidence"] is NSNull, "no OCR ran: \(item)")
        let quiz = try #require(item["quiz"] as? [String: Any], "\(item)")
        #expect(quiz["questionCount"] as? Int == 10)
        let stored = try #require(try binary.openStore().listHomework(learner: "default").first?.homework)
        #expect(stored.imageURL == "images/\(stored.id).md")
        #expect(stored.ocrText?.hasPrefix("The Water Cycle\n") == true, "the heading's # is markup, not text")
        // The stored copy is the file as given.
        #expect(try Data(contentsOf: binary.home.appendingPathComponent(stored.imageURL)) == Data(contentsOf: notes))
        // Ingesting it again returns the same homework.
        let again = try binary.run(["ingest", "--no-quiz", "--json", notes.path])
        #expect(try items(again).first?["id"] as? String == stored.id)
    }

    /// Notes too short for ten questions are kept, and the message reads as sentences: it said "… (--generator
    /// openai or anthropic).; the homework and its text are stored, run …".
    @Test func shortNotesAreKeptAndTheMessageReadsAsSentences() throws {
        defer { binary.cleanUp() }
        let notes = binary.folder.appendingPathComponent("short.txt")
        try Data("Rain falls from clouds.\nRivers run to the sea.\n".utf8).write(to: notes)
        let result = try binary.run(["ingest", "--generator", "offline", notes.path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("a quiz needs 10. Give it a fuller page"), "\(result.stderr)")
        #expect(result.stderr.contains("anthropic). The homework and its text are stored: run `snapquiz regenerate "), "\(result.stderr)")
        #expect(!result.stderr.contains(".;") && !result.stderr.contains(". ;"), "\(result.stderr)")
        #expect(try binary.openStore().listHomework(learner: "default").count == 1)
    }

    @Test func badNotesExitWith65AndStoreNothing() throws {
        defer { binary.cleanUp() }
        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            let url = binary.folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let cases: [(String, String)] = [
            (try write(Array("caf".utf8) + [0xE9] + Array(" au lait\n".utf8), "latin1.txt"), "not UTF-8"),
            (try write(Array("notes".utf8) + [0, 1, 2, 3], "binary.md"), "binary data"),
            (try write(Array(repeating: UInt8(ascii: "a"), count: 1_100_000), "huge.txt"), "limit for typed notes"),
            (try write([], "empty.txt"), "empty"),
            (try write(Array(" \n\n  \t\n".utf8), "blank.md"), "no text"),
        ]
        for (path, reason) in cases {
            let result = try binary.run(["ingest", "--no-quiz", path])
            #expect(result.status == 65, "\(path): exit \(result.status), \(result.stderr)")
            #expect(result.stderr.contains(path) && result.stderr.contains(reason), "\(result.stderr)")
        }
        #expect(try binary.openStore().listHomework(learner: "default").isEmpty)
        #expect(storedImages().isEmpty)
    }
}
