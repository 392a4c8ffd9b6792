import Foundation
import SnapQuizCore

/// What a model sent back, reduced to what the repair loop needs.
struct ChatReply {
    /// The text of the reply (empty when the envelope had none).
    var text: String
    /// The reply stopped at the token limit (`finish_reason` length, `stop_reason` max_tokens).
    var truncated: Bool
    /// The model declined, with its reason.
    var refusal: String?
    /// The envelope itself was not what the provider's format promises.
    var envelopeProblem: String?
}

/// One wire format for asking a model. Implementations own their HTTP client (not Sendable).
protocol ChatProvider: AnyObject {
    /// `openai:<model>` or `anthropic:<model>`, as stored in `quiz.generator`.
    var label: String { get }
    func complete(_ conversation: Conversation) throws -> ChatReply
    /// Asks the model to transcribe photographed pages (see `TranscriptionRequest`, `ChatProvider+Vision.swift`).
    func transcribe(_ request: TranscriptionRequest) throws -> ChatReply
    /// Checks that the endpoint answers and accepts the credentials; returns a one-line summary.
    func probe() throws -> String
}

/// OpenAI's chat completions format, also spoken by Ollama, llama.cpp server, vLLM and LM Studio.
final class OpenAIProvider: ChatProvider {
    let configuration: LLMConfiguration
    let client: HTTPClient
    /// Structured output with the strict schema until a server rejects it; then `json_object` for the rest of the run.
    private(set) var usesSchema = true

    init(configuration: LLMConfiguration, client: HTTPClient) {
        self.configuration = configuration
        self.client = client
    }

    var label: String { "openai:\(configuration.model)" }

    var headers: [String: String] {
        configuration.apiKey.map { ["Authorization": "Bearer \($0)"] } ?? [:]
    }

    func complete(_ conversation: Conversation) throws -> ChatReply {
        if usesSchema {
            do {
                return try send(conversation, schema: true)
            } catch let GenerateError.http(status, _, _, _, _) where status == 400 || status == 422 {
                // Many compatible servers (and older models) refuse `json_schema`; JSON mode still helps.
                usesSchema = false
            }
        }
        return try send(conversation, schema: false)
    }

    private func send(_ conversation: Conversation, schema: Bool) throws -> ChatReply {
        var messages: [JSONValue] = [["role": "system", "content": .string(conversation.system)]]
        messages += conversation.messages.map { ["role": .string($0.role.rawValue), "content": .string($0.content)] }
        let format: JSONValue = schema
            ? ["type": "json_schema", "json_schema": ["name": "homework_quiz", "strict": true, "schema": Prompt.schema]]
            : ["type": "json_object"]
        let body: JSONValue = ["model": .string(configuration.model), "messages": .array(messages), "response_format": format]
        let response = try client.postJSON(url: configuration.baseURL + "/chat/completions", headers: headers, body: Data(body.renderCompact().utf8))
        return Self.decode(response.body)
    }

    struct Envelope: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable {
                var content: String?
                var refusal: String?
            }
            var message: Message?
            var finish_reason: String?
        }
        var choices: [Choice]?
    }

    static func decode(_ body: Data) -> ChatReply {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body) else {
            return ChatReply(text: "", truncated: false, refusal: nil,
                             envelopeProblem: "the reply was not a chat completion (no JSON with \"choices\")")
        }
        guard let choice = envelope.choices?.first else {
            return ChatReply(text: "", truncated: false, refusal: nil, envelopeProblem: "the reply had no choices")
        }
        let refusal = choice.message?.refusal.flatMap { $0.isEmpty ? nil : $0 }
        return ChatReply(text: choice.message?.content ?? "", truncated: choice.finish_reason == "length",
                         refusal: refusal, envelopeProblem: nil)
    }

    func probe() throws -> String {
        _ = try client.get(url: configuration.baseURL + "/models", headers: headers)
        return "\(configuration.host) answered and accepted the request"
    }
}

/// Anthropic's Messages API.
final class AnthropicProvider: ChatProvider {
    let configuration: LLMConfiguration
    let client: HTTPClient
    static let maxTokens = 8192

    init(configuration: LLMConfiguration, client: HTTPClient) {
        self.configuration = configuration
        self.client = client
    }

    var label: String { "anthropic:\(configuration.model)" }

    var headers: [String: String] {
        var headers = ["anthropic-version": "2023-06-01"]
        if let key = configuration.apiKey { headers["x-api-key"] = key }
        return headers
    }

    func complete(_ conversation: Conversation) throws -> ChatReply {
        let messages: [JSONValue] = conversation.messages.map {
            ["role": .string($0.role.rawValue), "content": [["type": "text", "text": .string($0.content)]]]
        }
        let body: JSONValue = [
            "model": .string(configuration.model), "max_tokens": .int(Self.maxTokens),
            "system": .string(conversation.system), "messages": .array(messages),
        ]
        let response = try client.postJSON(url: configuration.baseURL + "/messages", headers: headers, body: Data(body.renderCompact().utf8))
        return Self.decode(response.body)
    }

    struct Envelope: Decodable {
        struct Block: Decodable {
            var type: String
            var text: String?
        }
        var content: [Block]?
        var stop_reason: String?
    }

    static func decode(_ body: Data) -> ChatReply {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body), let blocks = envelope.content else {
            return ChatReply(text: "", truncated: false, refusal: nil,
                             envelopeProblem: "the reply was not a Messages API response (no \"content\" blocks)")
        }
        let text = blocks.filter { $0.type == "text" }.compactMap(\.text).joined()
        let refusal = envelope.stop_reason == "refusal" ? (text.isEmpty ? "the model stopped with a refusal" : text) : nil
        return ChatReply(text: text, truncated: envelope.stop_reason == "max_tokens", refusal: refusal, envelopeProblem: nil)
    }

    func probe() throws -> String {
        _ = try client.get(url: configuration.baseURL + "/models", headers: headers)
        return "\(configuration.host) answered and accepted the key"
    }
}
