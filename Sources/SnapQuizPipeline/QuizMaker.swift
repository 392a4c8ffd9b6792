import Foundation
import SnapQuizCore
import SnapQuizGenerate

/// Makes the quiz for a homework's text: builds the chosen generator once, and when the choice is `auto` and the
/// LLM cannot be reached, makes the quiz offline instead and says so. Not shared between threads (an LLM
/// generator owns a CURL handle): each ingest worker and each `regenerate` has its own.
public final class QuizMaker {
    /// A quiz ready to store, and a note for the user when it was not made the way the settings asked.
    public struct Made: Sendable {
        public let quiz: Quiz
        public let notice: String?
    }

    private let choice: String?
    private let environment: [String: String]
    private var generator: (any QuizGenerator)?
    /// Set once the LLM was found unreachable: the rest of a batch goes straight to the offline generator.
    private var unreachable: String?

    /// `choice` is `--generator`, or nil for `SNAPQUIZ_GENERATOR` / auto.
    public init(choice: String?, environment: [String: String]) {
        self.choice = choice
        self.environment = environment
    }

    /// The generator the next quiz comes from, in a word or two: `offline`, `openai at api.openai.com`.
    public var generatorDescription: String {
        if unreachable != nil { return GeneratorChoice.offline.rawValue }
        switch try? GeneratorFactory.resolve(choice: choice, environment: environment) {
        case let .llm(provider)?: return "\(provider.rawValue) at \(hostOfLLM())"
        default: return GeneratorChoice.offline.rawValue
        }
    }

    /// Whether the choice is `auto`: only then may an unreachable LLM give way to the offline generator.
    /// An explicit `openai` or `anthropic` means that one, or a failure saying why.
    public var fallsBackWhenUnreachable: Bool {
        let name = (choice ?? environment["SNAPQUIZ_GENERATOR"] ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        return name.isEmpty || name == GeneratorChoice.auto.rawValue
    }

    /// A validated quiz for `homework`, not yet stored; throws GenerateError when none could be made.
    /// `avoiding` holds the questions of the homework's earlier quizzes: a regenerated quiz asks about other things.
    public func makeQuiz(for homework: Homework, avoiding previous: [Question] = []) throws -> Made {
        let text = homework.ocrText ?? ""
        if let unreachable {
            return Made(quiz: try offlineQuiz(for: homework, text: text, avoiding: previous), notice: Self.fallbackNotice(unreachable))
        }
        let generator = try self.generator ?? GeneratorFactory.make(choice: choice, environment: environment)
        self.generator = generator
        if generator.name == GeneratorChoice.offline.rawValue { try Self.refusePoorReading(homework) }
        Self.tellReading(of: homework, to: generator)
        do {
            return Made(quiz: Self.quiz(try generateWithinDeadline(generator, text: text, title: homework.title, avoiding: previous),
                                        for: homework),
                        notice: nil)
        } catch let GenerateError.textTooShort(message) where generator.name == GeneratorChoice.offline.rawValue {
            // A photo read only fairly gets no question that shows a misread, which may leave too few: say so, so the
            // learner retakes the photo rather than looks for a fuller page.
            guard let reading = homework.reading, reading.grade == .fair else { throw GenerateError.textTooShort(message) }
            throw GenerateError.textTooShort("the page was read only fairly (\(Self.figures(of: reading))), so no question "
                + "may show a word that looks misread, and \(message)")
        } catch let GenerateError.transport(host, message, _) where fallsBackWhenUnreachable {
            // Connection refused, no route, DNS, TLS, a timeout or the deadline: the network or the server is not there.
            unreachable = "\(host) (\(message))"
            return Made(quiz: try offlineQuiz(for: homework, text: text, avoiding: previous), notice: Self.fallbackNotice(unreachable!))
        }
    }

    /// The longest wait for one quiz from an LLM, all requests, retries and re-asks included:
    /// `SNAPQUIZ_LLM_DEADLINE` seconds, default 180. Per request, SNAPQUIZ_LLM_TIMEOUT still applies.
    public var deadline: Double {
        if let text = environment["SNAPQUIZ_LLM_DEADLINE"], let seconds = Double(text), seconds > 0 { return seconds }
        return 180
    }

    /// `generator.generate`, given up after `deadline` for an LLM: its requests cannot be cut short from here, so
    /// they finish on a thread of their own while this generator is dropped (the next quiz gets a new one).
    private func generateWithinDeadline(_ generator: any QuizGenerator, text: String, title: String,
                                        avoiding previous: [Question]) throws -> GeneratedQuiz {
        guard generator.name != GeneratorChoice.offline.rawValue else {
            return try generator.generate(from: text, title: title, avoiding: previous)
        }
        let call = PendingGeneration(generator)
        let thread = Thread { call.run(text: text, title: title, avoiding: previous) }
        thread.start()
        guard let result = call.wait(seconds: deadline) else {
            self.generator = nil
            throw GenerateError.transport(
                host: hostOfLLM(), message: "no quiz within \(Int(deadline)) s in all; SNAPQUIZ_LLM_DEADLINE sets this limit",
                timedOut: true)
        }
        return try result.get()
    }

    private func hostOfLLM() -> String {
        guard case let .llm(provider)? = try? GeneratorFactory.resolve(choice: choice, environment: environment),
              let configuration = try? LLMConfiguration.from(environment: environment, provider: provider) else { return "the LLM" }
        return configuration.host
    }

    /// What the offline generator needs of a photo's reading: spelling repair's guesses and Tesseract's doubts.
    private static func tellReading(of homework: Homework, to generator: any QuizGenerator) {
        guard let offline = generator as? OfflineQuizGenerator else { return }
        offline.corrections = homework.ocrCorrections
        offline.doubted = homework.ocrDoubted
        offline.misreadStems = OfflineQuizGenerator.misreadStems(forReading: homework.reading?.grade)
    }

    private func offlineQuiz(for homework: Homework, text: String, avoiding previous: [Question]) throws -> Quiz {
        try Self.refusePoorReading(homework)
        let offline = try GeneratorFactory.make(choice: GeneratorChoice.offline.rawValue, environment: environment)
        Self.tellReading(of: homework, to: offline)
        return Self.quiz(try offline.generate(from: text, title: homework.title, avoiding: previous), for: homework)
    }

    /// The offline generator builds questions from the words as read: from a page read poorly (the keystone test
    /// photo: 38% confidence) they ask about misreads ("4 oo", "the ea pine built reads"). No quiz, and a way on.
    public static func refusePoorReading(_ homework: Homework) throws {
        guard let reading = homework.reading, reading.grade == .poor else { return }
        throw GenerateError.textTooShort("the page was read poorly (\(figures(of: reading))), "
            + "so questions from it would ask about misread words. "
            + "Retake the photo flat, well lit and filling the frame, or use an LLM generator (--generator openai or anthropic)")
    }

    /// "57% mean confidence, 72% dictionary words": what a reading's grade was worked out from.
    private static func figures(of reading: Reading) -> String {
        [reading.confidence.map { "\(Int($0.rounded()))% mean confidence" },
         reading.dictionaryRate.map { "\(Int(($0 * 100).rounded()))% dictionary words" }].compactMap { $0 }.joined(separator: ", ")
    }

    private static func fallbackNotice(_ unreachable: String) -> String {
        "no quiz from the LLM at \(unreachable); made the quiz with the offline generator instead "
            + "(--generator openai or anthropic insists on the LLM)"
    }

    /// The one place a generated reply becomes a Quiz of a homework.
    private static func quiz(_ generated: GeneratedQuiz, for homework: Homework) -> Quiz {
        Quiz(homeworkID: homework.id, questions: generated.questions, topic: generated.topic,
             subtopic: generated.subtopic, classificationConfidence: generated.classificationConfidence,
             generator: generated.generator)
    }
}

/// One generation running on its own thread. The generator moves to that thread and is never touched here again
/// (given up on a timeout, it is dropped), which is why handing it over is safe.
private final class PendingGeneration: @unchecked Sendable {
    private let generator: any QuizGenerator
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<GeneratedQuiz, Error>?

    init(_ generator: any QuizGenerator) { self.generator = generator }

    func run(text: String, title: String, avoiding previous: [Question]) {
        result = Result { try generator.generate(from: text, title: title, avoiding: previous) }
        done.signal()
    }

    /// The result, or nil when it took longer than `seconds`.
    func wait(seconds: Double) -> Result<GeneratedQuiz, Error>? {
        done.wait(timeout: .now() + seconds) == .success ? result : nil
    }
}
