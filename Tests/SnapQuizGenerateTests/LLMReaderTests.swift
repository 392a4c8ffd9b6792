import Foundation
import SnapQuizTestSupport
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// The LLM reader against a scripted server on 127.0.0.1 in both wire formats: what it sends, what it keeps, and
/// each way a request can fail.
@Suite struct LLMReaderTests {
    /// Bytes standing for a page photo: a JPEG start and end marker around a body that survives base64 exactly.
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<3000).map { UInt8($0 % 251) } + [0xFF, 0xD9])
    static let page = "Evaporation: the sun heats water in rivers, lakes and the sea and turns it into water vapour."

    static func transcribe(_ server: MockLLMServer, provider: String = "openai", timeout: String = "5",
                           extra: [String: String] = [:], waits: LockedBox<[Double]> = LockedBox([])) async throws -> (String, String) {
        let environment = server.environment(provider: provider, timeout: timeout).merging(extra) { $1 }
        return try await offPool {
            let configuration = try #require(try LLMReader.configuration(generator: nil, environment: environment))
            let reader = try LLMReader(configuration: configuration, options: GeneratorOptions(retry: recordingRetry(waits: waits)))
            return (try reader.transcribe(jpegPages: [jpeg]), reader.source)
        }
    }

    @Test func openAIGetsTheImageAsAJPEGDataURIInAnImageURLPart() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI("```\n\(Self.page)\n```")) }
        defer { Task { await server.stop() } }
        let (text, source) = try await Self.transcribe(server, extra: ["SNAPQUIZ_LLM_VISION_MODEL": "vision-model"])
        #expect(text == Self.page)  // the fence some models add is taken off
        #expect(source == "llm:vision-model")
        let request = try #require(await server.requests().first)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer sk-test-secret")
        #expect(request.json["model"] as? String == "vision-model")
        let messages = try #require(request.json["messages"] as? [[String: Any]])
        #expect(messages.first?["role"] as? String == "system")
        let parts = try #require(messages.last?["content"] as? [[String: Any]])
        #expect(parts.map { $0["type"] as? String } == ["text", "image_url"])
        let url = try #require((parts[1]["image_url"] as? [String: Any])?["url"] as? String)
        #expect(url.hasPrefix("data:image/jpeg;base64,"))
        #expect(Data(base64Encoded: String(url.dropFirst("data:image/jpeg;base64,".count))) == Self.jpeg)
    }

    @Test func anthropicGetsAnImageBlockWithBase64JPEG() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.anthropic(Self.page)) }
        defer { Task { await server.stop() } }
        let (text, source) = try await Self.transcribe(server, provider: "anthropic")
        #expect(text == Self.page && source == "llm:test-model")
        let request = try #require(await server.requests().first)
        #expect(request.path == "/v1/messages")
        #expect(request.headers["x-api-key"] == "sk-test-secret" && request.headers["anthropic-version"] != nil)
        #expect(request.json["system"] is String && request.json["max_tokens"] is Int)
        let message = try #require((request.json["messages"] as? [[String: Any]])?.first)
        let blocks = try #require(message["content"] as? [[String: Any]])
        #expect(blocks.map { $0["type"] as? String } == ["image", "text"])
        let source64 = try #require(blocks[0]["source"] as? [String: Any])
        #expect(source64["type"] as? String == "base64" && source64["media_type"] as? String == "image/jpeg")
        #expect(Data(base64Encoded: source64["data"] as? String ?? "") == Self.jpeg)
    }

    /// A failed read: its kind (the exit code) and words a user can act on, the key never shown.
    static func failure(_ reply: @escaping @Sendable (Int) -> ScriptedReply, provider: String = "openai", timeout: String = "5",
                        waits: LockedBox<[Double]> = LockedBox([])) async throws -> (GenerateError, Int) {
        let server = try await MockLLMServer.start { index, _ in reply(index) }
        defer { Task { await server.stop() } }
        do {
            _ = try await transcribe(server, provider: provider, timeout: timeout, waits: waits)
        } catch let error as GenerateError {
            #expect(!error.description.contains("sk-test-secret"))
            guard case .readingFailed = error else { Issue.record("not a reading failure: \(error)"); return (error, 0) }
            return (error, await server.requests().count)
        }
        Issue.record("the read did not fail")
        return (.configuration("no failure"), await server.requests().count)
    }

    @Test(arguments: ["openai", "anthropic"])
    func refusedKeysAndForbiddenModelsAreUnavailable(_ provider: String) async throws {
        for status in [401, 403] {
            let (error, requests) = try await Self.failure({ _ in
                ScriptedReply(status: status, body: ModelReplies.error("Invalid API key sk-test-secret", type: "authentication_error"))
            }, provider: provider)
            #expect(error.kind == .unavailable && requests == 1)
            #expect(error.description.contains("HTTP \(status)") && error.description.contains("LLM reader (llm:test-model)"))
            #expect(error.description.contains(status == 401 ? "API key was refused" : "may not use this model"))
        }
    }

    @Test(arguments: ["openai", "anthropic"])
    func rateLimitsHonourRetryAfterThenGiveUpAsTemporary(_ provider: String) async throws {
        let waits = LockedBox<[Double]>([])
        let server = try await MockLLMServer.start { index, _ in
            index == 0 ? ScriptedReply(status: 429, headers: ["Retry-After": "3"], body: ModelReplies.error("slow down", type: "rate_limit_error"))
                : ScriptedReply(body: provider == "openai" ? ModelReplies.openAI(Self.page) : ModelReplies.anthropic(Self.page))
        }
        defer { Task { await server.stop() } }
        #expect(try await Self.transcribe(server, provider: provider, waits: waits).0 == Self.page)
        #expect(waits.value == [3])
        let (error, requests) = try await Self.failure({ _ in
            ScriptedReply(status: 429, headers: ["Retry-After": "1"], body: ModelReplies.error("slow down", type: "rate_limit_error"))
        }, provider: provider)
        #expect(error.kind == .temporary && requests == 4)
        #expect(error.description.contains("HTTP 429") && error.description.contains("still after retries"))
    }

    @Test func serverErrorsAreTemporaryAndAdviseTheTesseractReader() async throws {
        let (error, requests) = try await Self.failure { _ in ScriptedReply(status: 503, body: ModelReplies.error("overloaded")) }
        #expect(error.kind == .temporary && requests == 4)
        #expect(error.description.contains("HTTP 503") && error.description.contains("--reader tesseract"))
        #expect(!error.description.contains("--generator offline"))
    }

    @Test func aSlowReplyIsBoundedByTheTimeout() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI(Self.page), delay: 10) }
        defer { Task { await server.stop() } }
        let environment = server.environment(timeout: "0.5")
        // Timed on the reading thread itself: the whole suite on 2 busy cores can hold up the test's own task for minutes.
        let (outcome, seconds, requests) = try await offPool {
            let configuration = try #require(try LLMReader.configuration(generator: nil, environment: environment))
            let reader = try LLMReader(configuration: configuration, options: GeneratorOptions(retry: recordingRetry(waits: LockedBox([]))))
            let started = Date()
            let outcome = Result { try reader.transcribe(jpegPages: [Self.jpeg]) }
            return (outcome, Date().timeIntervalSince(started), reader.requestCount)
        }
        guard case let .failure(error as GenerateError) = outcome else { Issue.record("not a GenerateError: \(outcome)"); return }
        #expect(error.kind == .temporary && requests == 4)  // a timeout may pass: retried, as the generator does
        #expect(error.description.contains("did not answer in time") && error.description.contains("SNAPQUIZ_LLM_TIMEOUT"))
        // 4 tries of 0.5 s, never as long as one 10 s reply.
        #expect(seconds < 10, "\(seconds) s")
    }

    @Test(arguments: ["openai", "anthropic"])
    func malformedJSONIsBadData(_ provider: String) async throws {
        let (error, _) = try await Self.failure({ _ in ScriptedReply(body: Data("{\"choices\": [".utf8)) }, provider: provider)
        #expect(error.kind == .badData)
        #expect(error.description.contains("was not a"))
    }

    @Test(arguments: ["openai", "anthropic"])
    func aModelThatTakesNoImagesSaysSoAndNamesTheVisionModelSetting(_ provider: String) async throws {
        let (error, requests) = try await Self.failure({ _ in
            ScriptedReply(status: 400, body: ModelReplies.error("Invalid content type. image_url is only supported by certain models."))
        }, provider: provider)
        #expect(error.kind == .unavailable && requests == 1)
        #expect(error.description.contains("image_url is only supported by certain models"))
        #expect(error.description.contains("SNAPQUIZ_LLM_VISION_MODEL"))
    }

    @Test(arguments: ["I'm sorry, but I can't read the text in this image; it is too blurry.", "NO_TEXT", "  "])
    func aReplyThatReadNothingIsAnError(_ reply: String) async throws {
        let (error, _) = try await Self.failure { _ in ScriptedReply(body: ModelReplies.openAI(reply)) }
        #expect(error.kind == .badData)
        #expect(error.description.contains("could not read the page"))
    }

    @Test func aLongTranscriptionThatMentionsSorrowIsKept() {
        let essay = String(repeating: "The poet says she is sorry, I think, because the river is too blurry to see. ", count: 8)
        #expect(LLMReader.saysItCannotRead(essay) == nil)
        #expect(LLMReader.saysItCannotRead("I am unable to read this handwriting.") != nil)
    }

    @Test func noLLMConfiguredMeansNoReader() throws {
        #expect(try LLMReader.configuration(generator: nil, environment: [:]) == nil)
        #expect(try LLMReader.configuration(generator: "offline", environment: ["OPENAI_API_KEY": "k"])?.provider == .openai)
        #expect(try LLMReader.configuration(generator: "anthropic", environment: ["ANTHROPIC_API_KEY": "k"])?.provider == .anthropic)
    }
}
