import Foundation
import SnapQuizTestSupport
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

@Suite struct HTTPRetryTests {
    @Test func rateLimitedTwiceWithRetryAfterThenSuccess() async throws {
        let server = try await MockLLMServer.start { index, _ in
            index < 2
                ? ScriptedReply(status: 429, headers: ["Retry-After": "2"], body: ModelReplies.error("Rate limit reached", type: "requests", code: "rate_limit_exceeded"))
                : ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON()))
        }
        defer { Task { await server.stop() } }
        let waits = LockedBox<[Double]>([])
        expectValid(try await generateQuiz(environment: server.environment(), retry: recordingRetry(waits: waits)))
        #expect(await server.requests().count == 3)
        #expect(waits.value == [2, 2]) // Retry-After honoured, not the tiny backoff base
    }

    @Test func serverErrorAlwaysGivesUpAfterRetriesWithExit75() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(status: 500, body: ModelReplies.error("The server had an error while processing your request", type: "server_error"))
        }
        defer { Task { await server.stop() } }
        let waits = LockedBox<[Double]>([])
        let error = await #expect(throws: GenerateError.self) {
            try await generateQuiz(environment: server.environment(), retry: recordingRetry(maxAttempts: 4, waits: waits))
        }
        #expect(error?.kind == .temporary)
        let description = error?.description ?? ""
        #expect(description.contains("HTTP 500") && description.contains("127.0.0.1"))
        #expect(description.contains("The server had an error while processing your request"))
        #expect(!description.contains("sk-test-secret"))
        #expect(await server.requests().count == 4)
        // Exponential backoff with jitter: each wait within [base·2^(n-1)/2, base·2^(n-1)].
        #expect(waits.value.count == 3)
        for (n, wait) in waits.value.enumerated() {
            let full = 0.01 * pow(2, Double(n))
            #expect(wait >= full / 2 - 1e-9 && wait <= full + 1e-9, "wait \(n + 1) was \(wait)")
        }
    }

    @Test func totalWaitIsCapped() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(status: 503, headers: ["Retry-After": "40"], body: ModelReplies.error("overloaded"))
        }
        defer { Task { await server.stop() } }
        let waits = LockedBox<[Double]>([])
        let error = await #expect(throws: GenerateError.self) {
            try await generateQuiz(environment: server.environment(), retry: recordingRetry(maxAttempts: 10, waits: waits))
        }
        #expect(error?.kind == .temporary)
        #expect(waits.value.isEmpty) // 40 s is over the 30 s single-wait cap: give up rather than hang
        #expect(await server.requests().count == 1)
    }

    @Test func replySlowerThanTheTimeoutIsATemporaryFailure() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON()), delay: 3)
        }
        defer { Task { await server.stop() } }
        let waits = LockedBox<[Double]>([])
        let environment = server.environment(timeout: "0.3")
        // Timed and counted on the generating thread: in the full suite on 2 busy cores the test's own task, and the
        // server's handlers, can wait minutes for the pool (a request the server never got to log was still sent).
        let (outcome, seconds, sent) = try await offPool {
            let generator = try LLMQuizGenerator(configuration: try LLMConfiguration.from(environment: environment, provider: .openai),
                                                 options: GeneratorOptions(retry: recordingRetry(maxAttempts: 2, waits: waits)))
            let started = Date()
            let outcome = Result { try generator.generate(from: ModelReplies.source, title: "Photosynthesis") }
            return (outcome, Date().timeIntervalSince(started), generator.requestCount)
        }
        guard case let .failure(failure) = outcome else { Issue.record("a quiz came back"); return }
        let error = failure as? GenerateError
        #expect(seconds < 2.5)
        #expect(error?.kind == .temporary)
        if case let .transport(host, _, timedOut) = error {
            #expect(host == "127.0.0.1" && timedOut)
        } else {
            Issue.record("expected a timeout, got \(String(describing: error))")
        }
        #expect(error?.description.contains("SNAPQUIZ_LLM_TIMEOUT") == true)
        #expect(sent == 2) // timeouts are retried
    }

    @Test(arguments: [401, 403])
    func authRefusalIsNotRetriedAndNeverShowsTheKey(status: Int) async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(status: status, body: ModelReplies.error("Incorrect API key provided", code: "invalid_api_key"))
        }
        defer { Task { await server.stop() } }
        let error = await #expect(throws: GenerateError.self) { try await generateQuiz(environment: server.environment()) }
        #expect(error?.kind == .unavailable)
        #expect(error?.description.contains("Incorrect API key provided") == true)
        #expect(error?.description.contains("sk-test-secret") == false)
        #expect(await server.requests().count == 1)
    }

    @Test func insufficientQuotaIsNotRetried() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(status: 429, headers: ["Retry-After": "1"],
                          body: ModelReplies.error("You exceeded your current quota", type: "insufficient_quota", code: "insufficient_quota"))
        }
        defer { Task { await server.stop() } }
        let error = await #expect(throws: GenerateError.self) { try await generateQuiz(environment: server.environment()) }
        #expect(error?.kind == .unavailable)
        #expect(error?.description.contains("quota") == true)
        #expect(await server.requests().count == 1)
    }

    @Test func numericErrorCodeIsDecoded() {
        let described = ProviderErrorBody.describe(ModelReplies.error("context too long", code: 400))
        #expect(described.message == "context too long" && described.code == "400")
        let anthropic = ProviderErrorBody.describe(Data(#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#.utf8))
        #expect(anthropic.message == "Overloaded" && anthropic.code == "overloaded_error")
        let html = ProviderErrorBody.describe(Data("<html>Bad Gateway</html>".utf8))
        #expect(html.message == "<html>Bad Gateway</html>" && html.code == nil)
    }

    @Test func oversizedReplyIsRefused() async throws {
        let huge = ModelReplies.openAI(String(repeating: "x", count: 300_000))
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: huge) }
        defer { Task { await server.stop() } }
        let error = await #expect(throws: GenerateError.self) {
            try await generateQuiz(environment: server.environment(), maxResponseBytes: 100_000)
        }
        #expect(error?.kind == .badData)
        if case .responseTooLarge = error {} else { Issue.record("expected responseTooLarge, got \(String(describing: error))") }
    }

    @Test func unreachableServerIsUnavailableWithoutRetries() async throws {
        // Bind a port, then close it, so nothing listens there.
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: Data()) }
        let environment = server.environment()
        await server.stop()
        let waits = LockedBox<[Double]>([])
        let error = await #expect(throws: GenerateError.self) {
            try await generateQuiz(environment: environment, retry: recordingRetry(waits: waits))
        }
        #expect(error?.kind == .unavailable)
        #expect(error?.description.contains("cannot reach") == true)
        #expect(waits.value.isEmpty)
    }

    @Test func retryAfterForms() {
        #expect(RetryPolicy.retryAfter(from: ["retry-after": "7"]) == 7)
        #expect(RetryPolicy.retryAfter(from: ["retry-after-ms": "1500", "retry-after": "9"]) == 1.5)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        let later = formatter.string(from: now.addingTimeInterval(12))
        #expect(RetryPolicy.retryAfter(from: ["retry-after": later], now: now) == 12)
        #expect(RetryPolicy.retryAfter(from: ["retry-after": "soon"]) == nil)
        #expect(RetryPolicy.retryAfter(from: [:]) == nil)
    }

    @Test func handleIsReusedAcrossQuizzes() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON())) }
        defer { Task { await server.stop() } }
        let environment = server.environment()
        let count = try await offPool {
            let generator = try GeneratorFactory.make(choice: nil, environment: environment, options: GeneratorOptions(randomSeed: 5))
            for _ in 0..<3 { _ = try generator.generate(from: ModelReplies.source, title: nil) }
            return (generator as? LLMQuizGenerator)?.requestCount ?? -1
        }
        #expect(count == 3)
        #expect(await server.requests().count == 3)
    }
}
