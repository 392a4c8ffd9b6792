import SnapQuizCore

/// Knobs tests and benchmarks turn; the CLI uses the defaults.
public struct GeneratorOptions: Sendable {
    /// Retries of the HTTP client.
    public var retry: RetryPolicy
    /// Replies larger than this are refused.
    public var maxResponseBytes: Int
    /// Seeds the option shuffle (and backoff jitter) for reproducible runs; nil draws from the system.
    public var randomSeed: UInt64?

    /// The CLI's defaults: 4 tries, 1 s backoff base, 8 MB replies, system randomness.
    public init(retry: RetryPolicy = RetryPolicy(), maxResponseBytes: Int = 8 * 1_048_576, randomSeed: UInt64? = nil) {
        self.retry = retry
        self.maxResponseBytes = maxResponseBytes
        self.randomSeed = randomSeed
    }
}

/// Chooses and builds the quiz generator from `--generator` / `SNAPQUIZ_GENERATOR` and the LLM settings (SPEC §6).
public enum GeneratorFactory {
    /// The names `--generator` accepts.
    public static let choices = ["auto", "offline", "openai", "anthropic"]

    /// `choice` is `auto`, `offline`, `openai`, `anthropic`, or nil to read `SNAPQUIZ_GENERATOR` (default `auto`).
    public static func make(choice: String?, environment: [String: String]) throws -> any QuizGenerator {
        try make(choice: choice, environment: environment, options: GeneratorOptions())
    }

    /// As `make(choice:environment:)`, with retry, size and randomness settings.
    public static func make(choice: String?, environment: [String: String], options: GeneratorOptions) throws -> any QuizGenerator {
        switch try resolve(choice: choice, environment: environment) {
        case .offline:
            return OfflineQuizGenerator(randomSeed: options.randomSeed)
        case let .llm(provider):
            let configuration = try LLMConfiguration.from(environment: environment, provider: provider)
            return try LLMQuizGenerator(configuration: configuration, options: options)
        }
    }

    /// What `choice` resolves to in this environment.
    public enum Resolution: Equatable, Sendable {
        /// The offline generator.
        case offline
        /// An LLM speaking this provider's format.
        case llm(LLMConfiguration.Provider)
    }

    /// Resolves `auto`: an LLM when `SNAPQUIZ_LLM_BASE_URL` or an API key is set, else offline. The provider for
    /// `auto` is Anthropic when only `ANTHROPIC_API_KEY` is set or the base URL is Anthropic's, else OpenAI's format.
    public static func resolve(choice: String?, environment: [String: String]) throws -> Resolution {
        func isSet(_ name: String) -> Bool {
            !(environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true)
        }
        let raw = choice ?? environment["SNAPQUIZ_GENERATOR"]
        let name = raw?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        switch name {
        case "", "auto":
            let base = environment["SNAPQUIZ_LLM_BASE_URL"]?.lowercased() ?? ""
            if base.contains("anthropic.com") { return .llm(.anthropic) }
            if isSet("SNAPQUIZ_LLM_BASE_URL") || isSet("SNAPQUIZ_LLM_API_KEY") || isSet("OPENAI_API_KEY") { return .llm(.openai) }
            if isSet("ANTHROPIC_API_KEY") { return .llm(.anthropic) }
            return .offline
        case "offline": return .offline
        case "openai": return .llm(.openai)
        case "anthropic": return .llm(.anthropic)
        default:
            let source = choice == nil ? "SNAPQUIZ_GENERATOR" : "--generator"
            throw GenerateError.configuration(
                "\(source) must be one of \(choices.joined(separator: ", ")), got \"\(raw ?? "")\"")
        }
    }
}

extension GeneratorFactory {
    /// One line saying which generator `choice` selects here and why, for `ingest`, `regenerate` and `doctor` to show.
    public static func explain(choice: String?, environment: [String: String]) -> String {
        let resolution: Resolution
        do {
            resolution = try resolve(choice: choice, environment: environment)
        } catch {
            return String(describing: error)
        }
        let name = (choice ?? environment["SNAPQUIZ_GENERATOR"] ?? "auto").lowercased()
        switch resolution {
        case .offline:
            return name == "offline"
                ? "offline generator (builds questions from the text itself, no network)"
                : "offline generator (no LLM configured: set SNAPQUIZ_LLM_BASE_URL or an API key to use one)"
        case let .llm(provider):
            guard let configuration = try? LLMConfiguration.from(environment: environment, provider: provider) else {
                return "\(provider.rawValue) generator (not usable as configured)"
            }
            return "\(provider.rawValue) generator: model \(configuration.model) at \(configuration.host)"
        }
    }

    /// Checks that the chosen generator can work: its settings, and for an LLM that the endpoint answers and accepts
    /// the key (a GET of `{base}/models`; no quiz is requested). Returns a one-line summary or throws `GenerateError`.
    public static func checkReachability(choice: String?, environment: [String: String]) throws -> String {
        switch try resolve(choice: choice, environment: environment) {
        case .offline:
            return "no network needed"
        case let .llm(provider):
            var configuration = try LLMConfiguration.from(environment: environment, provider: provider)
            configuration.timeout = min(configuration.timeout, 15)
            let generator = try LLMQuizGenerator(configuration: configuration, options: GeneratorOptions(retry: RetryPolicy(maxAttempts: 1)))
            do {
                return try generator.probe()
            } catch let GenerateError.http(status, host, _, _, _) where status == 404 || status == 405 {
                // Some compatible servers have no model list; they answered, which is what we can check.
                return "\(host) answered (it has no model list to check the key against)"
            }
        }
    }
}
