import Foundation
import SnapQuizCore
import SnapQuizStore
import Testing

/// `snapquiz ingest` and `snapquiz ocr` run as a user would, each test with its own home folder.
struct IngestCommandTests {
    let binary: SnapQuizBinary
    static let testImages = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages")

    init() throws { binary = try SnapQuizBinary() }

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> SnapQuizBinary.Result {
        try binary.run(arguments, environment: environment)
    }

    /// Every homework row of the default learner, read through the store.
    private func storedHomework() throws -> [HomeworkSummary] {
        try binary.openStore().listHomework(learner: "default")
    }

    private func storedImages() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: binary.home.appendingPathComponent("images").path)) ?? []
    }

    @Test func badInputsExitWithTheirCodeAndStoreNothing() throws {
        defer { binary.cleanUp() }
        let text = binary.folder.appendingPathComponent("notes.jpg")
        try Data("just some text".utf8).write(to: text)
        let empty = binary.folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let photo = try Data(contentsOf: Self.testImages.appendingPathComponent("science-photo.jpg"))
        let truncated = binary.folder.appendingPathComponent("truncated.jpg")
        try photo.prefix(photo.count / 3).write(to: truncated)
        var png = [UInt8](try Data(contentsOf: Self.testImages.appendingPathComponent("maths-scan.png")))
        png[60] ^= 0x40
        let badCRC = binary.folder.appendingPathComponent("bad-crc.png")
        try Data(png).write(to: badCRC)

        let cases: [(String, Int32, String)] = [
            (text.path, 65, "not a JPEG, PNG, TIFF, WebP or HEIC image"),
            (empty.path, 65, "empty"),
            (truncated.path, 65, "truncated"),
            (badCRC.path, 65, "CRC"),
            (binary.folder.path, 65, "directory"),
            (binary.folder.appendingPathComponent("missing.jpg").path, 66, "no such file"),
        ]
        for (path, code, reason) in cases {
            let result = try run(["ingest", "--no-quiz", path])
            #expect(result.status == code, "\(path): exit \(result.status), \(result.stderr)")
            #expect(result.stderr.contains(path), "message must name the file: \(result.stderr)")
            #expect(result.stderr.contains(reason), "\(result.stderr)")
        }
        #expect(try storedHomework().isEmpty)
        #expect(storedImages().isEmpty)
    }

    @Test func batchExitsWithWorstItemAndStoresTheGoodOnes() throws {
        defer { binary.cleanUp() }
        let missing = binary.folder.appendingPathComponent("missing.png").path
        let good = Self.testImages.appendingPathComponent("maths-scan.png").path
        let result = try run(["ingest", "--no-quiz", "--json", "--jobs", "2", good, missing])
        #expect(result.status == 66)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["id"] is String)
        #expect(items[0]["error"] is NSNull)
        #expect(items[1]["id"] is NSNull)
        #expect((items[1]["error"] as? String)?.contains("missing.png") == true)
        #expect(try storedHomework().count == 1)
    }

    @Test func parallelIngestStoresEachPhotoOnceAndReingestIsIdempotent() throws {
        defer { binary.cleanUp() }
        let names = ["maths-scan.png", "science-photo.jpg", "history-rot180.jpg"]
        let photos = names.map { Self.testImages.appendingPathComponent($0).path }
        // The same photo twice in one batch, and under another name, is still one homework.
        let copy = binary.folder.appendingPathComponent("copy-of-scan.png")
        try FileManager.default.copyItem(atPath: photos[0], toPath: copy.path)
        let first = try run(["ingest", "--no-quiz", "--json", "--jobs", "2"] + photos + [photos[0], copy.path])
        #expect(first.status == 0, "\(first.stderr)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 5)
        let ids = items.compactMap { $0["id"] as? String }
        #expect(ids.count == 5)
        #expect(Set(ids).count == 3)
        #expect(ids[0] == ids[3] && ids[0] == ids[4])
        #expect(try storedHomework().count == 3)
        #expect(storedImages().count == 3)
        for item in items { #expect(item["quiz"] is NSNull) }

        let again = try run(["ingest", "--no-quiz", "--json", photos[1]])
        #expect(again.status == 0)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [[String: Any]])
        #expect(second.first?["id"] as? String == ids[1])
        #expect(second.first?["created"] as? Bool == false)
        #expect(try storedHomework().count == 3)
        #expect(storedImages().count == 3)
    }

    @Test func titleDefaultsToFirstLineAndImageIsPrivate() throws {
        defer { binary.cleanUp() }
        let photo = Self.testImages.appendingPathComponent("maths-scan.png").path
        let result = try run(["ingest", "--no-quiz", "--json", "--subject", "maths", photo])
        #expect(result.status == 0, "\(result.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(item["title"] as? String == "Maths: Word Problems")
        #expect(item["subject"] as? String == "maths")
        #expect(((item["ocrConfidence"] as? Double) ?? 0) > 50)
        let images = storedImages()
        #expect(images.count == 1 && images[0].hasSuffix(".png"))
        let attributes = try FileManager.default.attributesOfItem(atPath: binary.home.appendingPathComponent("images/\(images[0])").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func generatorFailureKeepsHomeworkAndSuggestsRegenerate() throws {
        defer { binary.cleanUp() }
        let photo = Self.testImages.appendingPathComponent("maths-scan.png").path
        // An LLM at a port nothing listens on: the generator cannot be reached.
        let environment = ["SNAPQUIZ_GENERATOR": "openai", "SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:9/v1", "SNAPQUIZ_LLM_API_KEY": "test"]
        let result = try run(["ingest", "--json", photo], environment: environment)
        #expect(result.status != 0)
        #expect(result.stderr.contains("snapquiz regenerate"), "\(result.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(item["id"] is String)
        #expect(item["quiz"] is NSNull)
        #expect(item["error"] is String)
        #expect(try storedHomework().count == 1)
    }

    @Test func ocrPrintsTextAndJSON() throws {
        defer { binary.cleanUp() }
        let photo = Self.testImages.appendingPathComponent("history-rot180.jpg").path
        let result = try run(["ocr", "--json", photo])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["rotation"] as? Int == 180)
        #expect((json["text"] as? String)?.contains("Roman") == true)
        #expect(json["width"] as? Int == 1240)
        #expect(json["confidence"] is Double || json["confidence"] is Int)
        let plain = try run(["ocr", Self.testImages.appendingPathComponent("maths-scan.png").path])
        #expect(plain.stdout.contains("A baker makes 48 muffins"))
        #expect(try run(["ocr", "--lang", "xyz", photo]).stderr.contains("tesseract-ocr-xyz"))
    }

    @Test func ingestGeneratesAnOfflineQuiz() throws {
        defer { binary.cleanUp() }
        let photo = Self.testImages.appendingPathComponent("science-photo.jpg").path
        let result = try run(["ingest", "--json", "--generator", "offline", photo])
        #expect(result.status == 0, "\(result.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first)
        let quiz = try #require(item["quiz"] as? [String: Any])
        #expect(quiz["questionCount"] as? Int == 10)
        #expect(quiz["generator"] as? String == "offline")
        let id = try #require(item["id"] as? String)
        #expect(try binary.openStore().currentQuiz(homeworkID: id)?.questions.count == 10)
    }
}
