import Foundation
import SnapQuizTestSupport
import Testing

/// `ingest --reader` end to end: the built binary, a scripted vision model on 127.0.0.1 in both wire formats, and
/// a page Tesseract reads poorly (the demo page blurred and darkened, as ReadingGradeTests makes it).
@Suite struct ReaderCommandTests {
    let binary: SnapQuizBinary
    static let demoPage = IngestCommandTests.testImages.appendingPathComponent("science-photo.jpg")
    /// What the scripted model "reads": the demo page's ground truth, enough for an offline quiz.
    static let transcript = (try? String(contentsOf: IngestCommandTests.testImages.appendingPathComponent("science-photo.gt.txt"),
                                         encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""

    init() throws { binary = try SnapQuizBinary() }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    /// A server answering every request with the transcript in `provider`'s format (or `reply` when given).
    static func model(_ provider: String, reply: ScriptedReply? = nil) async throws -> MockLLMServer {
        try await MockLLMServer.start { _, _ in
            reply ?? ScriptedReply(body: provider == "anthropic" ? anthropic(transcript) : openAI(transcript))
        }
    }

    static func openAI(_ text: String) -> Data {
        try! JSONSerialization.data(withJSONObject: ["choices": [["message": ["role": "assistant", "content": text], "finish_reason": "stop"]]])
    }

    static func anthropic(_ text: String) -> Data {
        try! JSONSerialization.data(withJSONObject: ["content": [["type": "text", "text": text]], "stop_reason": "end_turn"])
    }

    /// The model's settings without naming a generator: the binary's default stays offline (SnapQuizBinary), so only
    /// the reader talks to the server.
    static func environment(_ server: MockLLMServer, provider: String = "openai") -> [String: String] {
        var environment = server.environment(provider: provider, timeout: "10", key: "sk-reader-secret")
        environment.removeValue(forKey: "SNAPQUIZ_GENERATOR")
        if provider == "anthropic" { environment["ANTHROPIC_API_KEY"] = "sk-reader-secret" }
        return environment
    }

    func run(_ arguments: [String], _ environment: [String: String] = [:]) async throws -> SnapQuizBinary.Result {
        let binary = binary
        return try await offPool { try binary.run(arguments, environment: environment) }
    }

    /// Width, height and format of image bytes, by ImageMagick's `identify`.
    func identify(_ data: Data) throws -> (width: Int, height: Int, format: String) {
        let file = binary.folder.appendingPathComponent("sent-\(UUID().uuidString)")
        try data.write(to: file)
        let output = try FaultCorpus.runTool("/usr/bin/identify", ["-format", "%w %h %m", file.path]).output.split(separator: " ")
        return (Int(output.first ?? "") ?? 0, Int(output.dropFirst().first ?? "") ?? 0, output.last.map(String.init) ?? "")
    }

    func poorPage() throws -> URL {
        let bad = binary.folder.appendingPathComponent("blurred-dark.jpg")
        try FaultCorpus.convert([Self.demoPage.path, "-blur", "0x5", "-brightness-contrast", "-55x-50", bad.path])
        return bad
    }

    @Test(arguments: ["openai", "anthropic"])
    func readerLLMSendsADownscaledJPEGAndStoresTheTextWithItsSource(_ provider: String) async throws {
        defer { binary.cleanUp() }
        let server = try await Self.model(provider)
        defer { Task { await server.stop() } }
        // A local server speaks OpenAI's format unless the generator names Anthropic's; the reader speaks the same.
        let result = try await run(["ingest", "--reader", "llm", "--generator", provider, "--no-quiz", "--json", Self.demoPage.path],
                                   Self.environment(server, provider: provider))
        #expect(result.status == 0, "\(result.stderr)")

        let requests = await server.requests()
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        let sent: Data
        if provider == "openai" {
            #expect(request.path == "/v1/chat/completions")
            let parts = (request.json["messages"] as? [[String: Any]])?.last?["content"] as? [[String: Any]] ?? []
            let urls: [String] = parts.compactMap { part in (part["image_url"] as? [String: Any])?["url"] as? String }
            let url = try #require(urls.first)
            #expect(url.hasPrefix("data:image/jpeg;base64,"))
            sent = try #require(Data(base64Encoded: String(url.dropFirst("data:image/jpeg;base64,".count))))
        } else {
            #expect(request.path == "/v1/messages")
            let blocks = (request.json["messages"] as? [[String: Any]])?.first?["content"] as? [[String: Any]] ?? []
            let source = try #require(blocks.first { $0["type"] as? String == "image" }?["source"] as? [String: Any])
            #expect(source["type"] as? String == "base64" && source["media_type"] as? String == "image/jpeg")
            sent = try #require(Data(base64Encoded: source["data"] as? String ?? ""))
        }
        // The 1240×1754 photo goes as a JPEG whose longest side is the 1600 px cap, aspect kept.
        let image = try identify(sent)
        #expect(image.format == "JPEG" && Array(sent.prefix(2)) == [0xFF, 0xD8])
        #expect(max(image.width, image.height) == 1600 && abs(Double(image.width) / Double(image.height) - 1240.0 / 1754) < 0.01,
                "\(image)")
        #expect(sent.count < 600_000, "\(sent.count) bytes")

        let items = try #require(try Self.json(result.stdout) as? [[String: Any]])
        let reading = try #require(items.first?["reading"] as? [String: Any])
        #expect(reading["source"] as? String == "llm:test-model")
        #expect(reading["confidence"] is NSNull && items.first?["ocrConfidence"] is NSNull)
        #expect(reading["grade"] as? String == "good", "\(reading)")
        let id = try #require(items.first?["id"] as? String)
        let show = try #require(try Self.json(try await run(["show", "--json", id]).stdout) as? [String: Any])
        #expect(show["ocrText"] as? String == Self.transcript)
        #expect((show["reading"] as? [String: Any])?["source"] as? String == "llm:test-model")
        let list = try #require(try Self.json(try await run(["list", "--json"]).stdout) as? [[String: Any]])
        #expect((list.first?["reading"] as? [String: Any])?.keys.sorted() == ["confidence", "dictionaryRate", "grade", "source", "words"])
        #expect((list.first?["reading"] as? [String: Any])?["source"] as? String == "llm:test-model")
        #expect(try await run(["show", id]).stdout.contains("read by llm:test-model"))
        #expect(!(try String(contentsOf: binary.home.appendingPathComponent("snapquiz.sqlite"), encoding: .isoLatin1)).contains("sk-reader-secret"))
    }

    /// auto asks the model only about a poor page, and then a hopeless photo gets its quiz from the model's text.
    @Test func autoAsksTheModelOnlyWhenThePageWasReadPoorly() async throws {
        defer { binary.cleanUp() }
        let server = try await Self.model("openai")
        defer { Task { await server.stop() } }
        let environment = Self.environment(server)

        let good = try await run(["ingest", "--no-quiz", "--json", Self.demoPage.path], environment)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(await server.requests().isEmpty)
        let goodReading = try #require((try Self.json(good.stdout) as? [[String: Any]])?.first?["reading"] as? [String: Any])
        #expect(goodReading["source"] as? String == "tesseract" && goodReading["confidence"] is Double)

        let poor = try await run(["ingest", "--generator", "offline", "--json", try poorPage().path], environment)
        #expect(poor.status == 0, "\(poor.stderr)")
        #expect(await server.requests().count == 1)
        #expect(poor.stderr.contains("Tesseract read the page poorly") && poor.stderr.contains("llm:test-model transcribed"), "\(poor.stderr)")
        let item = try #require((try Self.json(poor.stdout) as? [[String: Any]])?.first)
        #expect((item["reading"] as? [String: Any])?["source"] as? String == "llm:test-model")
        #expect((item["quiz"] as? [String: Any])?["questionCount"] as? Int == 10, "\(item)")
        #expect(!poor.stderr.contains("the reading is poor"), "\(poor.stderr)")

        // --reader tesseract never asks, whatever the page.
        try FileManager.default.removeItem(at: binary.home)
        let tesseract = try await run(["ingest", "--reader", "tesseract", "--no-quiz", "--json", try poorPage().path], environment)
        #expect(tesseract.status == 0, "\(tesseract.stderr)")
        #expect(await server.requests().count == 1)
        let reading = try #require((try Self.json(tesseract.stdout) as? [[String: Any]])?.first?["reading"] as? [String: Any])
        #expect(reading["source"] as? String == "tesseract" && reading["grade"] as? String == "poor")
    }

    /// auto with a model that fails keeps Tesseract's text and warns; llm with it stores nothing and exits 69.
    @Test func aFailedModelFallsBackInAutoAndRefusesInLLM() async throws {
        defer { binary.cleanUp() }
        let server = try await Self.model("openai", reply: ScriptedReply(
            status: 401, body: Data(#"{"error":{"message":"Incorrect API key provided: sk-reader-secret","type":"invalid_request_error"}}"#.utf8)))
        defer { Task { await server.stop() } }
        let environment = Self.environment(server)
        let page = try poorPage()

        let refused = try await run(["ingest", "--reader", "llm", "--no-quiz", page.path], environment)
        #expect(refused.status == 69, "\(refused.stderr)")
        #expect(refused.stderr.contains("LLM reader (llm:test-model)") && refused.stderr.contains("HTTP 401"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("sk-reader-secret"))
        #expect((try Self.json(try await run(["list", "--json"]).stdout) as? [Any])?.isEmpty == true)

        let kept = try await run(["ingest", "--no-quiz", "--json", page.path], environment)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stderr.contains("warning: Tesseract read the page poorly") && kept.stderr.contains("Tesseract's text is kept"),
                "\(kept.stderr)")
        let reading = try #require((try Self.json(kept.stdout) as? [[String: Any]])?.first?["reading"] as? [String: Any])
        #expect(reading["source"] as? String == "tesseract" && reading["grade"] as? String == "poor")
        #expect(await server.requests().count == 2)
    }

    /// `ocr --reader llm` prints the model's text and stores nothing; `--raw` belongs to Tesseract.
    @Test func ocrReadsWithTheModelToo() async throws {
        defer { binary.cleanUp() }
        let server = try await Self.model("openai")
        defer { Task { await server.stop() } }
        let result = try await run(["ocr", "--reader", "llm", "--json", Self.demoPage.path], Self.environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        let output = try #require(try Self.json(result.stdout) as? [String: Any])
        #expect(output["text"] as? String == Self.transcript)
        #expect(output["confidence"] is NSNull && output["layout"] as? String == "llm")
        #expect(output["width"] as? Int == 1240 && output["height"] as? Int == 1754)
        #expect((output["reading"] as? [String: Any])?["source"] as? String == "llm:test-model")
        #expect(await server.requests().count == 1)
        let raw = try await run(["ocr", "--reader", "llm", "--raw", Self.demoPage.path], Self.environment(server))
        #expect(raw.status == 64 && raw.stderr.contains("--raw"), "\(raw.stderr)")
        #expect(!FileManager.default.fileExists(atPath: binary.home.appendingPathComponent("snapquiz.sqlite").path))
    }

    @Test func readerLLMWithoutAModelAndABadReaderAreRefusedBeforeAnyWork() async throws {
        defer { binary.cleanUp() }
        let none = try await run(["ingest", "--reader", "llm", Self.demoPage.path])
        #expect(none.status == 69, "\(none.stderr)")
        #expect(none.stderr.contains("--reader llm needs a vision-capable LLM"), "\(none.stderr)")
        let bad = try await run(["ingest", "--reader", "eyes", Self.demoPage.path])
        #expect(bad.status == 64, "\(bad.stderr)")
        #expect(bad.stderr.contains("eyes"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: binary.home.appendingPathComponent("snapquiz.sqlite").path))
    }
}
