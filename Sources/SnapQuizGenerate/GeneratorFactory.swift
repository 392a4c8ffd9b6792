import SnapQuizCore

/// Chooses and builds the quiz generator from `--generator` / `SNAPQUIZ_GENERATOR` and the LLM settings (SPEC §6).
public enum GeneratorFactory {
    /// `choice` is `auto`, `offline`, `openai`, `anthropic`, or nil to read `SNAPQUIZ_GENERATOR` (default `auto`).
    public static func make(choice: String?, environment: [String: String]) throws -> any QuizGenerator {
        // Placeholder until the generation issue lands.
        throw GenerateError.unavailable("no quiz generator is built yet")
    }
}

/// Why a quiz could not be generated.
public enum GenerateError: SnapQuizFailure {
    case unavailable(String)

    public var kind: FailureKind {
        switch self {
        case .unavailable: .unavailable
        }
    }

    public var description: String {
        switch self {
        case let .unavailable(message): message
        }
    }
}
