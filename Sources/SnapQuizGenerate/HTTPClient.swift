import Foundation

/// A 2xx reply from a provider.
struct HTTPResponse {
    var status: Int
    var headers: [String: String]
    var body: Data
}

/// The error body providers send: `{"error":{"message","type","code"}}` (OpenAI and friends, where `code` is a
/// string or a number) or `{"type":"error","error":{"type","message"}}` (Anthropic).
struct ProviderErrorBody: Decodable {
    struct Detail: Decodable {
        var message: String?
        var type: String?
        var code: String?

        enum CodingKeys: String, CodingKey { case message, type, code }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            if let text = try? container.decodeIfPresent(String.self, forKey: .code) {
                code = text
            } else if let number = try? container.decodeIfPresent(Int.self, forKey: .code) {
                code = String(number)
            } else {
                code = nil
            }
        }
    }

    var error: Detail

    /// The provider's message and code from `body`, or a short excerpt of a body that is not JSON.
    static func describe(_ body: Data) -> (message: String?, code: String?) {
        if let decoded = try? JSONDecoder().decode(ProviderErrorBody.self, from: body) {
            let code = decoded.error.code ?? decoded.error.type
            return (decoded.error.message.map { String($0.prefix(300)) }, code)
        }
        let text = String(decoding: body.prefix(200), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return (text.isEmpty ? nil : text, nil)
    }
}

/// POSTs JSON to one provider over libcurl, retrying what is worth retrying. One per generator (not Sendable).
final class HTTPClient {
    private let easy: CurlEasy
    let timeout: Double
    let retry: RetryPolicy
    let maxResponseBytes: Int
    private var jitter: () -> Double

    /// Every wait this client made, for tests and `--verbose` style reporting.
    private(set) var waits: [Double] = []
    /// Requests performed, retries included.
    private(set) var requestCount = 0

    init(timeout: Double, retry: RetryPolicy, maxResponseBytes: Int = 8 * 1_048_576,
         jitter: @escaping () -> Double = { Double.random(in: 0...1) }) throws {
        easy = try CurlEasy()
        self.timeout = timeout
        self.retry = retry
        self.maxResponseBytes = maxResponseBytes
        self.jitter = jitter
    }

    static func host(of url: String) -> String {
        URL(string: url)?.host ?? "the configured endpoint"
    }

    /// `text` with the credentials of `headers` blanked out: error messages are shown to users, and some
    /// servers quote the key they were sent ("Incorrect API key provided: sk-…").
    static func redacting(_ text: String?, headers: [String: String]) -> String? {
        guard var text else { return nil }
        for (name, value) in headers where ["authorization", "x-api-key"].contains(name.lowercased()) {
            let secret = value.hasPrefix("Bearer ") ? String(value.dropFirst(7)) : value
            guard secret.count >= 4 else { continue }
            text = text.replacingOccurrences(of: secret, with: "[redacted]")
        }
        return text
    }

    /// POSTs `body` (JSON) with `headers` and returns the 2xx response, or throws a `GenerateError`.
    func postJSON(url: String, headers: [String: String], body: Data) throws -> HTTPResponse {
        try send(url: url, headers: headers, body: body)
    }

    /// GETs `url` once retries allow (used by `doctor` to check reachability).
    func get(url: String, headers: [String: String]) throws -> HTTPResponse {
        try send(url: url, headers: headers, body: nil)
    }

    private func send(url: String, headers: [String: String], body: Data?) throws -> HTTPResponse {
        let host = Self.host(of: url)
        var lines = ["Accept: application/json", "User-Agent: snapquiz/1", "Expect:"]
        if body != nil { lines.append("Content-Type: application/json") }
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        var waited = 0.0
        var attempt = 0
        while true {
            attempt += 1
            requestCount += 1
            let retryAfter: Double?
            let failure: GenerateError
            let outcome: Result<RawHTTPResponse, CurlFailure>
            do {
                outcome = .success(try easy.perform(
                    url: url, headers: lines, body: body, timeout: timeout,
                    connectTimeout: min(timeout, 15), maxResponseBytes: maxResponseBytes
                ))
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case let .success(response):
                if (200..<300).contains(response.status) {
                    return HTTPResponse(status: response.status, headers: response.headers, body: response.body)
                }
                let (message, code) = ProviderErrorBody.describe(response.body)
                failure = .http(status: response.status, host: host, message: Self.redacting(message, headers: headers),
                                code: Self.redacting(code, headers: headers), retried: attempt > 1)
                let retryable = (response.status == 429 && code != "insufficient_quota")
                    || response.status == 408 || (500...599).contains(response.status) && response.status != 501
                guard retryable else { throw failure }
                retryAfter = RetryPolicy.retryAfter(from: response.headers)
            case let .failure(curl):
                if curl.tooLarge { throw GenerateError.responseTooLarge(host: host, limit: maxResponseBytes) }
                failure = .transport(host: host, message: curl.message, timedOut: curl.timedOut)
                // A timeout or a dropped connection may pass; a refused connection or a bad certificate will not.
                let transient = curl.timedOut || [52, 55, 56].contains(curl.code) // GOT_NOTHING, SEND_ERROR, RECV_ERROR
                guard transient else { throw failure }
                retryAfter = nil
            }
            guard attempt < retry.maxAttempts else { throw failure.markedRetried(attempt > 1) }
            let delay = retry.delay(beforeRetry: attempt, retryAfter: retryAfter, jitter: jitter())
            guard delay <= retry.maxDelay, waited + delay <= retry.maxTotalWait else { throw failure.markedRetried(attempt > 1) }
            waits.append(delay)
            if delay > 0 { retry.sleep(delay) }
            waited += delay
        }
    }
}

extension GenerateError {
    fileprivate func markedRetried(_ retried: Bool) -> GenerateError {
        if case let .http(status, host, message, code, _) = self {
            return .http(status: status, host: host, message: message, code: code, retried: retried)
        }
        return self
    }
}
