import FlyingFox
import FlyingSocks
import Foundation

/// A request the mock server received.
public struct SeenRequest: Sendable {
    public var method: String
    public var path: String
    public var headers: [String: String]
    public var body: Data

    /// The body as a JSON object (empty if it is not one).
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// What the scripted endpoint answers to the nth request (0-based).
public struct ScriptedReply: Sendable {
    public var status: Int = 200
    public var headers: [String: String] = [:]
    public var body: Data
    public var delay: Double = 0

    public init(status: Int = 200, headers: [String: String] = [:], body: Data, delay: Double = 0) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }
}

/// A scripted LLM endpoint (OpenAI or Anthropic format, errors included) on 127.0.0.1 and an ephemeral port, recording every request.
public final class MockLLMServer: Sendable {
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let log: RequestLog
    public let port: UInt16

    public var baseURL: String { "http://127.0.0.1:\(port)/v1" }

    private init(server: HTTPServer, task: Task<Void, any Error>, log: RequestLog, port: UInt16) {
        self.server = server
        self.log = log
        self.task = task
        self.port = port
    }

    public static func start(_ script: @escaping @Sendable (Int, SeenRequest) -> ScriptedReply) async throws -> MockLLMServer {
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
        // FlyingFox's default 5 s wait is too short when a 2-core machine runs the whole suite beside other builds.
        try await server.waitUntilListening(timeout: 60)
        guard case let .ip4(_, port) = await server.listeningAddress else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the mock server is not listening on IPv4"])
        }
        return MockLLMServer(server: server, task: task, log: log, port: port)
    }

    public func requests() async -> [SeenRequest] { await log.all }

    public func stop() async {
        await server.stop()
        task.cancel()
    }

    /// The environment a generator needs to talk to this server.
    public func environment(provider: String = "openai", timeout: String = "5", key: String = "sk-test-secret") -> [String: String] {
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
public final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    public init(_ value: Value) { stored = value }
    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    public func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

/// Runs blocking work (curl_easy_perform) on its own thread, off the cooperative pool the server needs.
public func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

