import Foundation
import Testing
@testable import SnapQuizIngest

/// Typed notes are UTF-8 text checked by content; Markdown loses its markup, the words stay as typed.
struct NotesValidatorTests {
    private func notes(_ text: String, _ name: String = "notes.txt") throws -> ValidatedNotes {
        try NotesValidator().validate(data: Data(text.utf8), url: URL(fileURLWithPath: "/tmp/\(name)"))
    }

    private func refusal(_ bytes: [UInt8], _ name: String = "notes.txt") -> String? {
        do {
            _ = try NotesValidator().validate(data: Data(bytes), url: URL(fileURLWithPath: "/tmp/\(name)"))
            return nil
        } catch let IngestError.badNotes(file, reason) {
            #expect(file == "/tmp/\(name)")
            return reason
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func plainTextKeepsItsWordsAndNormalisesLineEnds() throws {
        let read = try notes("\u{FEFF}Rivers  carry water.\r\n\r\n\r\nThe sea-\r\nlevel rises; 2 * 3 = 6 and snake_case stay.\r\n")
        #expect(read.text == "Rivers carry water.\n\nThe sea-\nlevel rises; 2 * 3 = 6 and snake_case stay.")
        #expect(read.fileExtension == "txt")
        #expect(read.sha256.count == 64)
    }

    @Test func markdownLosesItsMarkup() throws {
        let markdown = """
        # The Water Cycle ##

        > Water **evaporates** from _rivers_ and `seas`.

        - see [the diagram](https://example.com/cycle.png) and ![a cloud](cloud.png)
        ---
        ```
        let x = 1
        ```
        """
        let read = try notes(markdown, "water.md")
        #expect(read.text == "The Water Cycle\n\nWater evaporates from rivers and seas.\n\nsee the diagram and a cloud\n\nlet x = 1")
        #expect(read.fileExtension == "md")
    }

    @Test func refusesWhatIsNotText() {
        #expect(refusal(Array("caf".utf8) + [0xE9, 0x20]) == "it is not UTF-8 text (invalid byte 0xE9 at byte 3); save it as UTF-8")
        #expect(refusal([0x41, 0x00, 0x42])?.contains("binary data (control byte 0x0 at byte 1)") == true)
        #expect(refusal([])?.contains("empty") == true)
        #expect(refusal(Array("  \n\t\n".utf8))?.contains("no text") == true)
        #expect(refusal(Array(repeating: 0x61, count: 1024 * 1024 + 1))?.contains("limit for typed notes") == true)
        #expect(IngestError.badNotes(file: "a.txt", reason: "x").kind == .badData)
    }

    @Test func theNameAsksForNotesButTheContentDecides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG named .txt is a photo.
        let png = folder.appendingPathComponent("scan.txt")
        try Data(contentsOf: ImageValidatorTests.testImages.appendingPathComponent("maths-scan.png")).write(to: png)
        guard case .photo(let image) = try HomeworkFileValidator().validate(png) else { Issue.record("not a photo"); return }
        #expect(image.format == .png)
        // Text named .md is notes; the same text named .jpg is a bad photo.
        let md = folder.appendingPathComponent("notes.md"), jpg = folder.appendingPathComponent("notes.jpg")
        try Data("Plants make sugar from light.".utf8).write(to: md)
        try Data("Plants make sugar from light.".utf8).write(to: jpg)
        guard case .notes(let notes) = try HomeworkFileValidator().validate(md) else { Issue.record("not notes"); return }
        #expect(notes.text == "Plants make sugar from light." && notes.data.count == 29)
        #expect(throws: IngestError.self) { try HomeworkFileValidator().validate(jpg) }
        // `snapquiz ocr notes.md` (photos only) says what to do instead.
        #expect(throws: IngestError.badImage(file: md.path, reason: "it is not a JPEG, PNG, TIFF, WebP or HEIC image (checked by content, "
            + "not by name); typed notes need no OCR: `snapquiz ingest` takes them as they are")) { try ImageValidator().validate(md) }
        // A missing notes file is unreadable (66), like a missing photo.
        let missing = folder.appendingPathComponent("missing.txt")
        #expect(throws: IngestError.unreadable(file: missing.path, reason: "no such file")) { try HomeworkFileValidator().validate(missing) }
    }
}
