import FlyingFox
import Foundation
import SnapQuizCore
import SnapQuizGenerate

/// A local OpenAI-compatible server for `snapquiz-bench quality`: for each page it first answers with a quiz that
/// has item-writing flaws (a misspelt answer among the options, "All of the above", an answer shown in another
/// stem, an absolute-word giveaway), then with the clean quiz, so the figures show what the LLM path lets through.
final class FlawedLLMStub: @unchecked Sendable {
    private let server: HTTPServer
    private var replies = Replies()
    let port: UInt16

    /// The scripted replies, shared with the server's handler.
    private final class Replies: @unchecked Sendable {
        let lock = NSLock()
        var queue: [Data] = []
        var requests = 0

        func next() -> Data {
            lock.lock()
            defer { lock.unlock() }
            requests += 1
            return queue.count > 1 ? queue.removeFirst() : (queue.first ?? Data())
        }
    }

    /// Requests served since the last `script`.
    var requests: Int {
        replies.lock.lock()
        defer { replies.lock.unlock() }
        return replies.requests
    }

    init() throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let semaphore = DispatchSemaphore(value: 0)
        let box = PortBox()
        let server = self.server
        let replies = Replies()
        self.replies = replies
        Task {
            await server.appendRoute("*") { _ in
                let body = replies.next()
                return HTTPResponse(statusCode: .ok, headers: [HTTPHeader("Content-Type"): "application/json"], body: body)
            }
            Task { try await server.run() }
            try? await server.waitUntilListening()
            if case let .ip4(_, port) = await server.listeningAddress { box.port = port }
            semaphore.signal()
        }
        semaphore.wait()
        port = box.port
    }

    private final class PortBox: @unchecked Sendable { var port: UInt16 = 0 }

    /// The environment that points the openai generator here.
    var environment: [String: String] {
        ["SNAPQUIZ_GENERATOR": "openai", "SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:\(port)/v1",
         "SNAPQUIZ_LLM_MODEL": "stub", "SNAPQUIZ_LLM_API_KEY": "bench-key"]
    }

    /// Replies for the next quiz: first `flawed`, then `clean` for every re-ask.
    func script(flawed: [Question], clean: [Question]) throws {
        let first = try Self.completion(flawed), then = try Self.completion(clean)
        replies.lock.lock()
        replies.queue = [first, then, then]
        replies.requests = 0
        replies.lock.unlock()
    }

    func stop() {
        let semaphore = DispatchSemaphore(value: 0)
        let server = self.server
        Task {
            await server.stop()
            semaphore.signal()
        }
        semaphore.wait()
    }

    /// `quiz` with the flaws a careless model makes, one per question of the first four.
    static func withFlaws(_ quiz: [Question]) -> [Question] {
        var flawed = quiz
        guard flawed.count >= 4 else { return flawed }
        func wrongIndex(_ q: Question) -> Int { (q.correctIndex + 1) % q.options.count }
        let key0 = flawed[0].options[flawed[0].correctIndex]
        var misspelt = Array(key0)
        if misspelt.count > 3 { misspelt.swapAt(1, 2) }
        flawed[0].options[wrongIndex(flawed[0])] = String(misspelt)
        flawed[1].options[wrongIndex(flawed[1])] = "All of the above"
        flawed[2].question += " (Hint: think of \(flawed[3].options[flawed[3].correctIndex]).)"
        flawed[3].options[wrongIndex(flawed[3])] = "It always happens every time without any exception at all"
        return flawed
    }

    private static func completion(_ questions: [Question]) throws -> Data {
        let items: [[String: Any]] = questions.map {
            ["question": $0.question, "options": $0.options, "correctIndex": $0.correctIndex, "explanation": $0.explanation, "evidence": $0.evidence]
        }
        let content = try JSONSerialization.data(withJSONObject: [
            "topic": "Stub", "subtopic": "Stub", "classificationConfidence": 0.9, "questions": items,
        ] as [String: Any])
        return try JSONSerialization.data(withJSONObject: [
            "choices": [["index": 0, "finish_reason": "stop", "message": ["role": "assistant", "content": String(decoding: content, as: UTF8.self)]]],
        ] as [String: Any])
    }
}
