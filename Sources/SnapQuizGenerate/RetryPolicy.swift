import Foundation

/// How the HTTP client retries 429, 5xx and timeouts: exponential backoff with jitter, honouring `Retry-After`,
/// with the total wait capped so a run never hangs for minutes.
public struct RetryPolicy: Sendable {
    /// Tries in all, the first included.
    public var maxAttempts: Int
    /// The first backoff; each retry doubles it (before jitter).
    public var baseDelay: Double
    /// No single wait is longer than this; a `Retry-After` asking for more ends the retries.
    public var maxDelay: Double
    /// The waits of one request add up to at most this many seconds.
    public var maxTotalWait: Double
    /// Waits the given seconds; tests inject one that records instead of sleeping.
    public var sleep: @Sendable (Double) -> Void

    /// Defaults: 4 tries, 1 s base, 30 s per wait, 90 s in all, real sleeping.
    public init(
        maxAttempts: Int = 4, baseDelay: Double = 1, maxDelay: Double = 30, maxTotalWait: Double = 90,
        sleep: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxTotalWait = maxTotalWait
        self.sleep = sleep
    }

    /// The wait before retry number `retry` (1-based): `Retry-After` when the server gave one, else
    /// `base · 2^(retry-1)` scaled by a jitter in [0.5, 1] so that many clients do not retry in step.
    func delay(beforeRetry retry: Int, retryAfter: Double?, jitter: Double) -> Double {
        if let retryAfter { return max(0, retryAfter) }
        let exponential = baseDelay * pow(2, Double(retry - 1))
        return min(maxDelay, exponential * (0.5 + 0.5 * jitter))
    }

    /// Reads `retry-after-ms` (OpenAI) or `Retry-After` as seconds or an HTTP date.
    static func retryAfter(from headers: [String: String], now: Date = Date()) -> Double? {
        if let milliseconds = headers["retry-after-ms"].flatMap(Double.init), milliseconds >= 0 {
            return milliseconds / 1000
        }
        guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value) { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
