import Foundation
import Testing

/// The reading grade end to end through the built binary: a deliberately bad photo (the demo page blurred and
/// darkened by ImageMagick) is graded poor with advice on stderr; the demo page itself is graded good, its
/// misreads repaired, and `show`/`list --json` expose the grade and what was changed.
@Suite struct ReadingGradeTests {
    let binary: SnapQuizBinary
    static let demoPage = IngestCommandTests.testImages.appendingPathComponent("science-photo.jpg")

    init() throws { binary = try SnapQuizBinary() }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func aBlurredDarkPhotoIsGradedPoorWithAdvice() throws {
        defer { binary.cleanUp() }
        let bad = binary.folder.appendingPathComponent("blurred-dark.jpg")
        try FaultCorpus.convert([Self.demoPage.path, "-blur", "0x5", "-brightness-contrast", "-55x-50", bad.path])
        let result = try binary.run(["ingest", "--no-quiz", "--json", bad.path])
        #expect(result.status == 0, "\(result.stderr)")
        let items = try #require(try Self.json(result.stdout) as? [[String: Any]])
        let reading = try #require(items.first?["reading"] as? [String: Any])
        #expect(reading["grade"] as? String == "poor")
        #expect((reading["confidence"] as? Double ?? 100) < 65)
        #expect(reading.keys.sorted() == ["confidence", "dictionaryRate", "grade", "source", "words"])
        #expect(reading["source"] as? String == "tesseract")
        #expect(result.stderr.contains("blurred-dark.jpg: the reading is poor"), "\(result.stderr)")
        #expect(result.stderr.contains("retake") || result.stderr.contains("To retake"), "\(result.stderr)")
        // Stored, so `list --json` shows the same grade.
        let list = try #require(try Self.json(try binary.run(["list", "--json"]).stdout) as? [[String: Any]])
        #expect((list.first?["reading"] as? [String: Any])?["grade"] as? String == "poor")
    }

    /// A poorly read page gets no offline quiz (its questions would ask about misreads), says why, and is kept.
    @Test func aPoorReadingGetsNoOfflineQuiz() throws {
        defer { binary.cleanUp() }
        let bad = binary.folder.appendingPathComponent("blurred-dark.jpg")
        try FaultCorpus.convert([Self.demoPage.path, "-blur", "0x5", "-brightness-contrast", "-55x-50", bad.path])
        let result = try binary.run(["ingest", "--generator", "offline", bad.path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("the page was read poorly"), "\(result.stderr)")
        #expect(result.stderr.contains("regenerate"), "\(result.stderr)")
        let list = try #require(try Self.json(try binary.run(["list", "--json"]).stdout) as? [[String: Any]])
        #expect(list.count == 1 && list.first?["quiz"] is NSNull, "\(list)")
    }

    /// The demo page is read good and whole: its misreads of earlier readings ("nivers", "warin", "qround", "beyins",
    /// once repaired by spelling repair) are gone since its grey image is read too.
    @Test func theDemoPageIsGradedGoodAndReadWhole() throws {
        defer { binary.cleanUp() }
        let result = try binary.run(["ingest", "--no-quiz", "--json", Self.demoPage.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("reading is poor"), "\(result.stderr)")
        let items = try #require(try Self.json(result.stdout) as? [[String: Any]])
        #expect((items.first?["reading"] as? [String: Any])?["grade"] as? String == "good")
        let id = try #require(items.first?["id"] as? String)
        let show = try #require(try Self.json(try binary.run(["show", "--json", id]).stdout) as? [String: Any])
        let text = try #require(show["ocrText"] as? String)
        for word in ["rivers,", "warm", "ground", "begins", "runs off"] { #expect(text.contains(word), "\(word)") }
        for misread in ["nivers", "warin", "qround", "beyins", "mins"] { #expect(!text.contains(misread), "\(misread)") }
        #expect((show["reading"] as? [String: Any])?["words"] as? Int ?? 0 > 100)
        #expect(try binary.run(["show", id]).stdout.contains("reading:    good"))
    }

    /// A photo's misreads are repaired, each shown as "from → to", and what the engine read is kept beside them.
    @Test func aPhotosMisreadsAreRepairedAndShown() throws {
        defer { binary.cleanUp() }
        let photo = IngestCommandTests.testImages.appendingPathComponent("nile-photo.jpg")
        let result = try binary.run(["ingest", "--no-quiz", "--json", photo.path])
        #expect(result.status == 0, "\(result.stderr)")
        let id = try #require((try Self.json(result.stdout) as? [[String: Any]])?.first?["id"] as? String)
        let show = try #require(try Self.json(try binary.run(["show", "--json", id]).stdout) as? [String: Any])
        let text = try #require(show["ocrText"] as? String)
        #expect(text.contains("people") && !text.contains("peopie"))
        let corrections = try #require(show["corrections"] as? [[String: Any]])
        // The only dictionary word one confusion away: a sure repair, which a quiz may ask.
        #expect(corrections.contains { $0["from"] as? String == "peopie" && $0["to"] as? String == "people" && $0["confirmed"] as? Bool == true },
                "\(corrections)")
        let human = try binary.run(["show", id]).stdout
        #expect(human.contains("peopie → people"), "\(human)")
        // What the engine read is kept in the store beside the repaired text.
        let stored = try #require(try binary.openStore().homework(id: id))
        #expect(stored.ocrRawText?.contains("peopie") == true)
    }
}
