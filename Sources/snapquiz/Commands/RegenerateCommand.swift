import ArgumentParser
import Foundation
import SnapQuizPipeline
import SnapQuizCore
import SnapQuizGenerate

/// `snapquiz regenerate ID`: a new quiz from the stored OCR text; the old quizzes and their attempts stay.
struct RegenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regenerate",
        abstract: "Make a new quiz for a homework; the old quiz and its attempts are kept."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Homework or quiz id (a unique prefix of at least 4 characters).")
    var id: String

    @OptionGroup var generator: GeneratorOption

    /// `regenerate --json`.
    struct Output: Encodable {
        let homeworkId: String
        let quizId: String
        let questionCount: Int
        let generator: String
        let topic: String?
        let subtopic: String?
        let classificationConfidence: Double?
        let quizCount: Int
    }

    func run() throws {
        let store = try global.openStore()
        let homeworkID = try store.resolveHomeworkID(id, learner: global.learnerName)
        guard let homework = try store.homework(id: homeworkID) else { throw CLIError.usage("no homework matches '\(id)'") }
        guard let text = homework.ocrText, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CLIError.badData("homework \(Formatting.shortID(homework.id)) has no recognised text to build a quiz from; "
                                   + "photograph the page again and ingest it")
        }
        let console = global.console
        let environment = global.environment
        console.message("Generating with the \(GeneratorFactory.explain(choice: generator.name, environment: environment))…")
        // Every earlier quiz of this homework: each regeneration moves on to what has not been asked yet.
        let earlier = try store.quizzes(homeworkID: homework.id).flatMap(\.questions)
        let made = try QuizMaker(choice: generator.name, environment: environment).makeQuiz(for: homework, avoiding: earlier)
        if let notice = made.notice { console.message("snapquiz: \(notice)") }
        let quiz = made.quiz
        try store.insertQuiz(quiz)
        let quizCount = try store.quizzes(homeworkID: homework.id).count
        if global.json {
            try console.printJSON(Output(
                homeworkId: homework.id, quizId: quiz.id, questionCount: quiz.questions.count, generator: quiz.generator,
                topic: quiz.topic, subtopic: quiz.subtopic, classificationConfidence: quiz.classificationConfidence,
                quizCount: quizCount))
            return
        }
        let topic = [quiz.topic, quiz.subtopic].compactMap { $0 }.map(Console.sanitizeLine).joined(separator: " / ")
        console.print("New quiz \(Formatting.shortID(quiz.id)) for “\(Console.sanitizeLine(homework.title))”: "
                      + "\(quiz.questions.count) questions by \(Console.sanitizeLine(quiz.generator))"
                      + (topic.isEmpty ? "" : " (\(topic))") + ".")
        if quizCount > 1 {
            console.print("The \(quizCount - 1) earlier quiz\(quizCount == 2 ? "" : "zes") and their attempts are kept.")
        }
        console.print("Take it with: snapquiz take \(Formatting.shortID(homework.id))")
    }
}
