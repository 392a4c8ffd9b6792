import FlyingFox
import FlyingSocks
import Foundation
@testable import SnapQuizGenerate

/// A request the mock server received.
struct SeenRequest: Sendable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: Data

    /// The body as a JSON object (empty if it is not one).
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// What the scripted endpoint answers to the nth request (0-based).
struct ScriptedReply: Sendable {
    var status: Int = 200
    var headers: [String: String] = [:]
    var body: Data
    var delay: Double = 0
}

/// A scripted LLM endpoint on 127.0.0.1 and an ephemeral port, recording every request.
final class MockLLMServer: Sendable {
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let log: RequestLog
    let port: UInt16

    var baseURL: String { "http://127.0.0.1:\(port)/v1" }

    private init(server: HTTPServer, task: Task<Void, any Error>, log: RequestLog, port: UInt16) {
        self.server = server
        self.log = log
        self.task = task
        self.port = port
    }

    static func start(_ script: @escaping @Sendable (Int, SeenRequest) -> ScriptedReply) async throws -> MockLLMServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let log = RequestLog()
        await server.appendRoute("*") { request in
            var headers: [String: String] = [:]
            for (name, values) in request.headers { headers[name.rawValue.lowercased()] = values }
            let seen = SeenRequest(method: request.method.rawValue, path: request.path, headers: headers,
                                   body: try await request.bodyData)
            let index = await log.append(seen)
            let reply = script(index, seen)
            if reply.delay > 0 { try? await Task.sleep(nanoseconds: UInt64(reply.delay * 1e9)) }
            var responseHeaders = HTTPHeaders()
            responseHeaders[HTTPHeader("Content-Type")] = "application/json"
            for (name, value) in reply.headers { responseHeaders[HTTPHeader(name)] = value }
            return HTTPResponse(statusCode: HTTPStatusCode(reply.status, phrase: "Scripted"), headers: responseHeaders, body: reply.body)
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case let .ip4(_, port) = await server.listeningAddress else {
            throw GenerateError.unavailable("the mock server is not listening on IPv4")
        }
        return MockLLMServer(server: server, task: task, log: log, port: port)
    }

    func requests() async -> [SeenRequest] { await log.all }

    func stop() async {
        await server.stop()
        task.cancel()
    }

    /// The environment a generator needs to talk to this server.
    func environment(provider: String = "openai", timeout: String = "5", key: String = "sk-test-secret") -> [String: String] {
        ["SNAPQUIZ_GENERATOR": provider, "SNAPQUIZ_LLM_BASE_URL": baseURL, "SNAPQUIZ_LLM_MODEL": "test-model",
         "SNAPQUIZ_LLM_API_KEY": key, "SNAPQUIZ_LLM_TIMEOUT": timeout]
    }
}

/// Requests in arrival order.
actor RequestLog {
    private(set) var all: [SeenRequest] = []
    func append(_ request: SeenRequest) -> Int {
        all.append(request)
        return all.count - 1
    }
}

/// A value behind a lock, for test doubles shared across threads.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

/// Runs blocking work (curl_easy_perform) on its own thread, off the cooperative pool the server needs.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// A retry policy that records its waits instead of sleeping, so retry tests stay fast.
func recordingRetry(maxAttempts: Int = 4, waits: LockedBox<[Double]>) -> RetryPolicy {
    RetryPolicy(maxAttempts: maxAttempts, baseDelay: 0.01, maxDelay: 30, maxTotalWait: 60,
                sleep: { seconds in waits.mutate { $0.append(seconds) } })
}
