import Foundation
import SnapQuizCore

/// Photographed pages to transcribe, as JPEG bytes, and the instructions that go with them.
struct TranscriptionRequest {
    var system: String
    var instruction: String
    var jpegPages: [Data]

    /// The limit on the reply: a dense page is about 700 words, so 8 pages fit well within it.
    static let maxTokens = 8192
}

extension OpenAIProvider {
    /// Chat completions with the pages as `image_url` content parts holding `data:image/jpeg;base64,…` URIs
    /// (the format of OpenAI's vision models, and of Ollama, llama.cpp server, vLLM and LM Studio).
    func transcribe(_ request: TranscriptionRequest) throws -> ChatReply {
        var content: [JSONValue] = [["type": "text", "text": .string(request.instruction)]]
        content += request.jpegPages.map { jpeg in
            ["type": "image_url",
             "image_url": ["url": .string("data:image/jpeg;base64," + jpeg.base64EncodedString()), "detail": "high"]]
        }
        let body: JSONValue = [
            "model": .string(configuration.model), "max_tokens": .int(TranscriptionRequest.maxTokens),
            "messages": [["role": "system", "content": .string(request.system)], ["role": "user", "content": .array(content)]],
        ]
        let response = try client.postJSON(url: configuration.baseURL + "/chat/completions", headers: headers,
                                           body: Data(body.renderCompact().utf8))
        return Self.decode(response.body)
    }
}

extension AnthropicProvider {
    /// The Messages API with the pages as `image` content blocks (`source: {type: base64, media_type: image/jpeg,
    /// data}`), placed before the instruction as Anthropic advises.
    func transcribe(_ request: TranscriptionRequest) throws -> ChatReply {
        var content: [JSONValue] = request.jpegPages.map { jpeg in
            ["type": "image",
             "source": ["type": "base64", "media_type": "image/jpeg", "data": .string(jpeg.base64EncodedString())]]
        }
        content.append(["type": "text", "text": .string(request.instruction)])
        let body: JSONValue = [
            "model": .string(configuration.model), "max_tokens": .int(TranscriptionRequest.maxTokens),
            "system": .string(request.system), "messages": [["role": "user", "content": .array(content)]],
        ]
        let response = try client.postJSON(url: configuration.baseURL + "/messages", headers: headers,
                                           body: Data(body.renderCompact().utf8))
        return Self.decode(response.body)
    }
}
