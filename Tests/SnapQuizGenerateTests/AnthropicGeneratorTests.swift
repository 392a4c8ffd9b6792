import Foundation
import SnapQuizTestSupport
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

@Suite struct AnthropicGeneratorTests {
    @Test func messagesAPIRequestAndReply() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(body: ModelReplies.anthropic("Here is the quiz.\n" + ModelReplies.quizJSON()))
        }
        defer { Task { await server.stop() } }
        let quiz = try await generateQuiz(environment: server.environment(provider: "anthropic"))
        expectValid(quiz)
        #expect(quiz.generator == "anthropic:test-model")
        let request = try #require(await server.requests().first)
        #expect(request.path == "/v1/messages")
        #expect(request.headers["x-api-key"] == "sk-test-secret")
        #expect(request.headers["anthropic-version"] == "2023-06-01")
        #expect(request.headers["authorization"] == nil)
        let body = request.json
        #expect(body["model"] as? String == "test-model")
        #expect((body["max_tokens"] as? Int ?? 0) > 0)
        #expect((body["system"] as? String)?.contains("untrusted") == true)
        let messages = try #require(body["messages"] as? [[String: Any]])
        let blocks = try #require(messages.first?["content"] as? [[String: Any]])
        #expect(blocks.first?["type"] as? String == "text")
        #expect((blocks.first?["text"] as? String)?.contains(ModelReplies.source) == true)
    }

    @Test func maxTokensStopIsAskedAgain() async throws {
        let full = ModelReplies.quizJSON()
        let server = try await MockLLMServer.start { index, _ in
            index == 0
                ? ScriptedReply(body: ModelReplies.anthropic(String(full.prefix(500)), stopReason: "max_tokens"))
                : ScriptedReply(body: ModelReplies.anthropic(full))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment(provider: "anthropic")))
        let requests = await server.requests()
        #expect(requests.count == 2)
        let roles = (requests[1].json["messages"] as? [[String: Any]])?.compactMap { $0["role"] as? String }
        #expect(roles == ["user"])
    }

    @Test func repairKeepsTurnsAlternating() async throws {
        let server = try await MockLLMServer.start { index, _ in
            ScriptedReply(body: ModelReplies.anthropic(ModelReplies.quizJSON(count: index == 0 ? 9 : 10)))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment(provider: "anthropic")))
        let requests = await server.requests()
        let roles = (requests.last?.json["messages"] as? [[String: Any]])?.compactMap { $0["role"] as? String }
        #expect(requests.count == 2 && roles == ["user", "assistant", "user"])
    }

    @Test func overloadedIsRetried() async throws {
        let server = try await MockLLMServer.start { index, _ in
            index == 0
                ? ScriptedReply(status: 529, body: Data(#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#.utf8))
                : ScriptedReply(body: ModelReplies.anthropic(ModelReplies.quizJSON()))
        }
        defer { Task { await server.stop() } }
        let waits = LockedBox<[Double]>([])
        expectValid(try await generateQuiz(environment: server.environment(provider: "anthropic"), retry: recordingRetry(waits: waits)))
        #expect(waits.value.count == 1)
    }
}
