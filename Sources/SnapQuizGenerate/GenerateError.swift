import SnapQuizCore

/// Why a quiz could not be generated. Messages name the provider's host, never the API key.
public enum GenerateError: SnapQuizFailure, Equatable {
    /// The generator cannot be used: misconfigured, unreachable, or it refused our credentials or request.
    case unavailable(String)
    /// The provider answered with an HTTP error that retrying did not cure (or that is not worth retrying).
    case http(status: Int, host: String, message: String?, code: String?, retried: Bool)
    /// The request did not complete (connection refused, DNS, TLS, timeout) even after retries.
    case transport(host: String, message: String, timedOut: Bool)
    /// The reply was larger than the cap; nothing of it is used.
    case responseTooLarge(host: String, limit: Int)
    /// The model's replies stayed unusable after the allowed re-asks.
    case unusableOutput(generator: String, attempts: Int, problems: [String])
    /// The model declined to write the quiz.
    case refused(generator: String, message: String)
    /// The text is too short or too poor to build 10 grounded questions from.
    case textTooShort(String)
    /// A setting (`--generator`, `SNAPQUIZ_*`) has a value that cannot work.
    case configuration(String)
    /// The LLM reader (`llm:<model>`) read nothing from the photo: the request failed (`kind` is that failure's) or
    /// the model said it could not read the page.
    case readingFailed(reader: String, message: String, kind: FailureKind)

    public var kind: FailureKind {
        switch self {
        case .unavailable: .unavailable
        case let .http(status, _, _, code, _):
            if code == "insufficient_quota" { .unavailable }
            else if status == 429 || (500...599).contains(status) { .temporary }
            else { .unavailable }
        case let .transport(_, _, timedOut): timedOut ? .temporary : .unavailable
        case .responseTooLarge, .unusableOutput, .refused, .textTooShort: .badData
        case .configuration: .usage
        case let .readingFailed(_, _, kind): kind
        }
    }

    public var description: String {
        switch self {
        case let .unavailable(message):
            return message
        case let .http(status, host, message, code, retried):
            var text = "the LLM at \(host) answered HTTP \(status)"
            if let message, !message.isEmpty { text += ": \(message)" }
            if let code, !code.isEmpty, !(message ?? "").contains(code) { text += " (\(code))" }
            text += retried ? ", still after retries" : ""
            return text + ". " + Self.advice(status: status, code: code)
        case let .transport(host, message, timedOut):
            if timedOut {
                return "the LLM at \(host) did not answer in time (\(message)), still after retries. "
                    + "Try again later, or raise SNAPQUIZ_LLM_TIMEOUT (seconds)."
            }
            return "cannot reach the LLM at \(host): \(message). "
                + "Check SNAPQUIZ_LLM_BASE_URL and the network, or use --generator offline."
        case let .responseTooLarge(host, limit):
            return "the LLM at \(host) sent a reply larger than \(limit / 1_048_576) MB; it was not used."
        case let .unusableOutput(generator, attempts, problems):
            let shown = problems.prefix(5).joined(separator: "; ")
            let more = problems.count > 5 ? " (and \(problems.count - 5) more)" : ""
            return "\(generator) gave no usable quiz after \(attempts) tries: \(shown)\(more)."
        case let .refused(generator, message):
            return "\(generator) declined to write the quiz: \(message)"
        case let .textTooShort(message), let .configuration(message):
            return message
        case let .readingFailed(reader, message, _):
            return "the LLM reader (\(reader)) read nothing from the photo: \(message)"
        }
    }

    private static func advice(status: Int, code: String?) -> String {
        if code == "insufficient_quota" { return "The account has no quota left: check its plan and billing." }
        switch status {
        case 401: return "The API key was refused: check SNAPQUIZ_LLM_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY)."
        case 403: return "The API key may not use this model or endpoint."
        case 404: return "Check SNAPQUIZ_LLM_BASE_URL and SNAPQUIZ_LLM_MODEL."
        case 429: return "The provider is rate-limiting requests: try again later."
        case 500...599: return "The provider is having trouble: try again later, or use --generator offline."
        default: return "Check SNAPQUIZ_LLM_MODEL and SNAPQUIZ_LLM_BASE_URL, or use --generator offline."
        }
    }
}
