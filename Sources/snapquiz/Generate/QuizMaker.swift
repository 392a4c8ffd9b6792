import Foundation
import SnapQuizCore
import SnapQuizGenerate

/// Makes the quiz for a homework's text: builds the chosen generator once, and when the choice is `auto` and the
/// LLM cannot be reached, makes the quiz offline instead and says so. Not shared between threads (an LLM
/// generator owns a CURL handle): each ingest worker and each `regenerate` has its own.
final class QuizMaker {
    /// A quiz ready to store, and a note for the user when it was not made the way the settings asked.
    struct Made {
        let quiz: Quiz
        let notice: String?
    }

    private let choice: String?
    private let environment: [String: String]
    private var generator: (any QuizGenerator)?
    /// Set once the LLM was found unreachable: the rest of a batch goes straight to the offline generator.
    private var unreachable: String?

    /// `choice` is `--generator`, or nil for `SNAPQUIZ_GENERATOR` / auto.
    init(choice: String?, environment: [String: String]) {
        self.choice = choice
        self.environment = environment
    }

    /// Whether the choice is `auto`: only then may an unreachable LLM give way to the offline generator.
    /// An explicit `openai` or `anthropic` means that one, or a failure saying why.
    var fallsBackWhenUnreachable: Bool {
        let name = (choice ?? environment["SNAPQUIZ_GENERATOR"] ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        return name.isEmpty || name == GeneratorChoice.auto.rawValue
    }

    /// A validated quiz for `homework`, not yet stored; throws GenerateError when none could be made.
    func makeQuiz(for homework: Homework) throws -> Made {
        let text = homework.ocrText ?? ""
        if let unreachable {
            return Made(quiz: try offlineQuiz(for: homework, text: text), notice: Self.fallbackNotice(unreachable))
        }
        let generator = try self.generator ?? GeneratorFactory.make(choice: choice, environment: environment)
        self.generator = generator
        do {
            return Made(quiz: Self.quiz(try generator.generate(from: text, title: homework.title), for: homework), notice: nil)
        } catch let GenerateError.transport(host, message, _) where fallsBackWhenUnreachable {
            // Connection refused, no route, DNS, TLS or a timeout: the network or the server is not there.
            unreachable = "\(host) (\(message))"
            return Made(quiz: try offlineQuiz(for: homework, text: text), notice: Self.fallbackNotice(unreachable!))
        }
    }

    private func offlineQuiz(for homework: Homework, text: String) throws -> Quiz {
        let offline = try GeneratorFactory.make(choice: GeneratorChoice.offline.rawValue, environment: environment)
        return Self.quiz(try offline.generate(from: text, title: homework.title), for: homework)
    }

    private static func fallbackNotice(_ unreachable: String) -> String {
        "cannot reach the quiz generator at \(unreachable); made the quiz with the offline generator instead "
            + "(--generator openai or anthropic insists on the LLM)"
    }

    /// The one place a generated reply becomes a Quiz of a homework.
    private static func quiz(_ generated: GeneratedQuiz, for homework: Homework) -> Quiz {
        Quiz(homeworkID: homework.id, questions: generated.questions, topic: generated.topic,
             subtopic: generated.subtopic, classificationConfidence: generated.classificationConfidence,
             generator: generated.generator)
    }
}
