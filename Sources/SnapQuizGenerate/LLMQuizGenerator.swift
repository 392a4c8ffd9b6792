import Foundation
import SnapQuizCore

/// Asks an LLM for the quiz, checks the reply like any other generator's, and re-asks with the problems found
/// (at most twice) before giving up with `unusableOutput`.
public final class LLMQuizGenerator: QuizGenerator {
    /// Re-asks after the first try: a reply is requested at most 1 + this many times.
    public static let maxRepairs = 2

    /// Where and what it asks.
    public let configuration: LLMConfiguration
    private let provider: any ChatProvider
    private let client: HTTPClient
    private var random: QuizRandom

    /// `openai` or `anthropic`.
    public var name: String { configuration.provider.rawValue }

    /// Owns one CURL handle for all the requests this generator makes.
    public init(configuration: LLMConfiguration, options: GeneratorOptions = GeneratorOptions()) throws {
        self.configuration = configuration
        var jitterSource = QuizRandom(seed: options.randomSeed.map { $0 ^ 0x5EED })
        client = try HTTPClient(
            timeout: configuration.timeout, retry: options.retry, maxResponseBytes: options.maxResponseBytes,
            jitter: { Double.random(in: 0...1, using: &jitterSource) }
        )
        switch configuration.provider {
        case .openai: provider = OpenAIProvider(configuration: configuration, client: client)
        case .anthropic: provider = AnthropicProvider(configuration: configuration, client: client)
        }
        random = QuizRandom(seed: options.randomSeed)
    }

    /// HTTP requests made so far by this generator, retries included.
    public var requestCount: Int { client.requestCount }
    /// The backoff waits this generator made, in seconds.
    public var retryWaits: [Double] { client.waits }

    /// Asks the model, validates, re-asks with the problems at most twice, then shuffles the options.
    public func generate(from text: String, title: String?) throws -> GeneratedQuiz {
        try generate(from: text, title: title, avoiding: [])
    }

    /// Asks as `generate(from:title:)` does, listing the earlier quiz's questions for the model to avoid.
    public func generate(from text: String, title: String?, avoiding previous: [Question]) throws -> GeneratedQuiz {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.split(whereSeparator: \.isWhitespace).count >= 20 else {
            throw GenerateError.textTooShort(
                "the homework text is too short for a 10-question quiz (fewer than 20 words were read); "
                    + "photograph a fuller page or retake the photo")
        }
        let grounding = Grounding(text: text)
        let checker = ItemFlaws(text: text, words: WordCheck(page: text, knows: DictionaryWords.knows))
        let tag = String(UInt64.random(in: 0...UInt64.max, using: &random), radix: 16)
        let request = ChatMessage(role: .user, content: Prompt.request(text: text, title: title, tag: tag, avoiding: previous.map(\.question)))
        var conversation = Conversation(system: Prompt.system, messages: [request])
        var problems: [String] = []
        for attempt in 1...(1 + Self.maxRepairs) {
            let reply = try provider.complete(conversation)
            if let refusal = reply.refusal {
                throw GenerateError.refused(generator: provider.label, message: refusal)
            }
            if reply.truncated {
                // A cut-off reply is asked for again in full, never patched up.
                problems = ["the reply was cut off at the token limit"]
                conversation.messages = [ChatMessage(role: .user, content: request.content + "\n\n" + Prompt.truncated)]
                continue
            }
            if let envelopeProblem = reply.envelopeProblem {
                problems = [envelopeProblem]
                conversation.messages = [request]
                continue
            }
            switch QuizReply.parse(reply.text) {
            case let .failure(list):
                problems = list.items
            case let .success(draft):
                problems = QuizReply.problems(in: draft.questions, grounding: grounding)
                if problems.isEmpty {
                    // The same item-writing checks as the offline generator's: a flawed item is re-asked with its flaws
                    // named. Only flaws of the quiz as a whole (longest option, one template) and the pairs of questions
                    // one of which answers the other that the offline generator may keep may remain on the last try.
                    let flaws = checker.check(draft.questions)
                    let lastTry = attempt > Self.maxRepairs
                    if flaws.isEmpty || lastTry && checker.check(draft.questions, giveawaysAllowed: ItemFlaws.maxGiveaways).allSatisfy({ $0.question == nil }) {
                        return finish(draft, text: text)
                    }
                    problems = flaws.map(\.description)
                }
            }
            if attempt <= Self.maxRepairs {
                conversation.messages = [
                    request,
                    ChatMessage(role: .assistant, content: String(reply.text.prefix(20_000))),
                    ChatMessage(role: .user, content: Prompt.repair(problems: problems)),
                ]
            }
        }
        throw GenerateError.unusableOutput(generator: provider.label, attempts: 1 + Self.maxRepairs, problems: problems)
    }

    private func finish(_ draft: QuizDraft, text: String) -> GeneratedQuiz {
        let questions = draft.questions.map { OptionShuffle.shuffle($0, using: &random) }
        var topic = draft.topic
        var subtopic = draft.subtopic
        var confidence = draft.confidence
        if topic == nil {
            let guess = TopicClassifier.classify(text)
            topic = guess.topic
            subtopic = subtopic ?? guess.subtopic
            confidence = guess.confidence
        }
        return GeneratedQuiz(questions: questions, topic: topic, subtopic: subtopic,
                             classificationConfidence: confidence ?? 0.5, generator: provider.label)
    }

    /// Checks that the endpoint answers and takes the credentials (a GET of `{base}/models`, no quiz).
    public func probe() throws -> String {
        try provider.probe()
    }
}
