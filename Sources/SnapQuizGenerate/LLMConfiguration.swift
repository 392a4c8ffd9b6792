import Foundation

/// Which LLM to ask and how, read from the environment (SPEC §6). The key never leaves this value except in the
/// request header: `description` and the mirror redact it.
public struct LLMConfiguration: Sendable, CustomStringConvertible, CustomReflectable {
    /// The wire format spoken.
    public enum Provider: String, Sendable, CaseIterable {
        case openai, anthropic
    }

    /// The wire format: OpenAI's chat completions or Anthropic's messages.
    public var provider: Provider
    /// Without a trailing slash, e.g. `https://api.openai.com/v1`.
    public var baseURL: String
    /// The model name sent with every request (`SNAPQUIZ_LLM_MODEL`).
    public var model: String
    var apiKey: String?
    /// Seconds allowed for one request (`SNAPQUIZ_LLM_TIMEOUT`, default 120).
    public var timeout: Double

    /// Seconds per request when `SNAPQUIZ_LLM_TIMEOUT` is unset.
    public static let defaultTimeout = 120.0

    /// Whether a key was found (the key itself is not exposed).
    public var hasAPIKey: Bool { apiKey != nil }
    /// The host requests go to, as named in messages.
    public var host: String { HTTPClient.host(of: baseURL) }

    /// A summary fit for `doctor`, with the key redacted.
    public var description: String {
        "\(provider.rawValue) model \(model) at \(baseURL) (API key \(hasAPIKey ? "set" : "not set"), timeout \(Self.format(timeout)) s)"
    }

    /// Leaves the key out of `dump` and debugger output.
    public var customMirror: Mirror {
        Mirror(self, children: ["provider": provider, "baseURL": baseURL, "model": model, "timeout": timeout])
    }

    /// Reads the settings for `provider`; throws `.configuration` for values that cannot work and `.unavailable`
    /// when the hosted API is chosen without a key.
    public static func from(environment: [String: String], provider: Provider) throws -> LLMConfiguration {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
        let defaultBase = provider == .openai ? "https://api.openai.com/v1" : "https://api.anthropic.com/v1"
        var base = value("SNAPQUIZ_LLM_BASE_URL") ?? defaultBase
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host != nil else {
            throw GenerateError.configuration("SNAPQUIZ_LLM_BASE_URL must be an http:// or https:// URL such as \(defaultBase)")
        }
        let vendorKey = provider == .openai ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY"
        let key = value("SNAPQUIZ_LLM_API_KEY") ?? value(vendorKey)
        var timeout = defaultTimeout
        if let text = value("SNAPQUIZ_LLM_TIMEOUT") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
                throw GenerateError.configuration("SNAPQUIZ_LLM_TIMEOUT must be a number of seconds between 0 and 3600, got \"\(text)\"")
            }
            timeout = seconds
        }
        if key == nil, base == defaultBase {
            throw GenerateError.unavailable(
                "the \(provider.rawValue) generator needs an API key: set SNAPQUIZ_LLM_API_KEY (or \(vendorKey)), "
                    + "point SNAPQUIZ_LLM_BASE_URL at a local server, or use --generator offline"
            )
        }
        let model = value("SNAPQUIZ_LLM_MODEL") ?? (provider == .openai ? "gpt-4o-mini" : "claude-haiku-4-5")
        return LLMConfiguration(provider: provider, baseURL: base, model: model, apiKey: key, timeout: timeout)
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
