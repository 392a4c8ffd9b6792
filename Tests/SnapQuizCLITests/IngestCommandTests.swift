import Foundation
import Testing

/// `snapquiz ingest` and `snapquiz ocr` run as a user would, each test with its own home folder.
struct IngestCommandTests {
    let run: IngestCLI

    init() throws { run = try IngestCLI() }

    private func storedHomework() throws -> [[String: Any]] {
        let result = try run(["list", "--json"])
        #expect(result.status == 0, "list failed: \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    }

    private func storedImages() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: run.home.appendingPathComponent("images").path)) ?? []
    }

    @Test func badInputsExitWithTheirCodeAndStoreNothing() throws {
        defer { run.cleanUp() }
        let text = run.folder.appendingPathComponent("notes.jpg")
        try Data("just some text".utf8).write(to: text)
        let empty = run.folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let photo = try Data(contentsOf: IngestCLI.testImages.appendingPathComponent("science-photo.jpg"))
        let truncated = run.folder.appendingPathComponent("truncated.jpg")
        try photo.prefix(photo.count / 3).write(to: truncated)
        var png = [UInt8](try Data(contentsOf: IngestCLI.testImages.appendingPathComponent("maths-scan.png")))
        png[60] ^= 0x40
        let badCRC = run.folder.appendingPathComponent("bad-crc.png")
        try Data(png).write(to: badCRC)

        let cases: [(String, Int32, String)] = [
            (text.path, 65, "neither a JPEG nor a PNG"),
            (empty.path, 65, "empty"),
            (truncated.path, 65, "truncated"),
            (badCRC.path, 65, "CRC"),
            (run.folder.path, 65, "directory"),
            (run.folder.appendingPathComponent("missing.jpg").path, 66, "no such file"),
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
        defer { run.cleanUp() }
        let missing = run.folder.appendingPathComponent("missing.png").path
        let good = IngestCLI.testImages.appendingPathComponent("maths-scan.png").path
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
        defer { run.cleanUp() }
        let names = ["maths-scan.png", "science-photo.jpg", "history-rot180.jpg"]
        let photos = names.map { IngestCLI.testImages.appendingPathComponent($0).path }
        // The same photo twice in one batch, and under another name, is still one homework.
        let copy = run.folder.appendingPathComponent("copy-of-scan.png")
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
        defer { run.cleanUp() }
        let photo = IngestCLI.testImages.appendingPathComponent("maths-scan.png").path
        let result = try run(["ingest", "--no-quiz", "--json", "--subject", "maths", photo])
        #expect(result.status == 0, "\(result.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(item["title"] as? String == "Maths: Word Problems")
        #expect(item["subject"] as? String == "maths")
        #expect(((item["ocrConfidence"] as? Double) ?? 0) > 50)
        let images = storedImages()
        #expect(images.count == 1 && images[0].hasSuffix(".png"))
        let attributes = try FileManager.default.attributesOfItem(atPath: run.home.appendingPathComponent("images/\(images[0])").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func generatorFailureKeepsHomeworkAndSuggestsRegenerate() throws {
        defer { run.cleanUp() }
        let photo = IngestCLI.testImages.appendingPathComponent("maths-scan.png").path
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
        defer { run.cleanUp() }
        let photo = IngestCLI.testImages.appendingPathComponent("history-rot180.jpg").path
        let result = try run(["ocr", "--json", photo])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["rotation"] as? Int == 180)
        #expect((json["text"] as? String)?.contains("Roman") == true)
        #expect(json["width"] as? Int == 1240)
        #expect(json["confidence"] is Double || json["confidence"] is Int)
        let plain = try run(["ocr", IngestCLI.testImages.appendingPathComponent("maths-scan.png").path])
        #expect(plain.stdout.contains("A baker makes 48 muffins"))
        #expect(try run(["ocr", "--lang", "xyz", photo]).stderr.contains("tesseract-ocr-xyz"))
    }
}

/// Runs the built `snapquiz` binary against a private home folder.
struct IngestCLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let testImages = packageRoot.appendingPathComponent("TestImages")
    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapquiz")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/snapquiz")
    }()

    let folder: URL
    var home: URL { folder.appendingPathComponent("home") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-ingest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    @discardableResult
    func callAsFunction(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SNAPQUIZ_") }
        environment["SNAPQUIZ_HOME"] = home.path
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let id = UUID().uuidString
        let outURL = folder.appendingPathComponent("\(id).out"), errURL = folder.appendingPathComponent("\(id).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
