import ArgumentParser
import Foundation
import SnapQuizCore

/// `snapquiz show ID`: one homework with its OCR text and current quiz.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one homework: its text and current quiz.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Homework or quiz id (a unique prefix of at least 4 characters).")
    var id: String

    @Flag(help: "Also show the correct answers and explanations.")
    var answers = false

    /// `show --json`.
    struct Output: Encodable {
        struct QuestionInfo: Encodable {
            let id: String; let question: String; let options: [String]
            let correctIndex: Int?; let explanation: String?; let evidence: String?
        }
        struct QuizInfo: Encodable {
            let id: String; let topic: String?; let subtopic: String?; let classificationConfidence: Double?
            let generator: String; let createdAt: Date; let questions: [QuestionInfo]
        }
        let id: String; let title: String; let subject: String?; let learner: String
        let imagePath: String; let ocrConfidence: Double?; let ocrText: String?; let createdAt: Date
        /// How well the page was read, the words spelling repair changed (what the engine read → what is stored), and
        /// the words Tesseract doubted (with their confidence).
        let reading: ReadingJSON?; let corrections: [OCRCorrection]; let doubted: [OCRDoubt]
        let bestScore: Int?; let totalAttempts: Int; let completionPercentage: Int
        let quiz: QuizInfo?
    }

    func run() throws {
        let store = try global.openStore()
        let homeworkID = try store.resolveHomeworkID(id, learner: global.learnerName)
        guard let homework = try store.homework(id: homeworkID) else { throw CLIError.usage("no homework matches '\(id)'") }
        let quiz = try store.currentQuiz(homeworkID: homeworkID)
        let progress = try store.progress(homeworkID: homeworkID)
        let imagePath = store.imageLocation(of: homework)
        let console = global.console
        if global.json {
            try console.printJSON(Output(
                id: homework.id, title: homework.title, subject: homework.subject, learner: homework.learner,
                imagePath: imagePath, ocrConfidence: homework.ocrConfidence, ocrText: homework.ocrText,
                createdAt: homework.createdAt, reading: homework.reading.map(ReadingJSON.init),
                corrections: homework.ocrCorrections, doubted: homework.ocrDoubted, bestScore: progress?.bestScore, totalAttempts: progress?.totalAttempts ?? 0,
                completionPercentage: progress?.completionPercentage ?? 0,
                quiz: quiz.map { quiz in
                    Output.QuizInfo(
                        id: quiz.id, topic: quiz.topic, subtopic: quiz.subtopic,
                        classificationConfidence: quiz.classificationConfidence, generator: quiz.generator,
                        createdAt: quiz.createdAt,
                        questions: quiz.questions.map {
                            Output.QuestionInfo(id: $0.id, question: $0.question, options: $0.options,
                                                correctIndex: answers ? $0.correctIndex : nil,
                                                explanation: answers ? $0.explanation : nil,
                                                evidence: answers ? $0.evidence : nil)
                        })
                }))
            return
        }
        console.print(console.styled(Console.sanitizeLine(homework.title), .bold))
        console.print("id:         \(homework.id)")
        if let subject = homework.subject { console.print("subject:    \(Console.sanitizeLine(subject))") }
        console.print("added:      \(Formatting.localTime(homework.createdAt))")
        console.print("image:      \(imagePath)")
        if let confidence = homework.ocrConfidence { console.print("ocr:        \(Int(confidence.rounded()))% mean word confidence") }
        if let reading = homework.reading { console.print("reading:    \(Formatting.reading(reading))") }
        if !homework.ocrCorrections.isEmpty {
            // The words alone, not the marks the engine read beside them ("nivers," → "rivers,").
            let word = { (text: String) in text.trimmingCharacters(in: .punctuationCharacters) }
            let changes = homework.ocrCorrections.map { "\(word($0.from)) → \(word($0.to))" }.joined(separator: ", ")
            console.print("corrected:  \(Console.sanitizeLine(changes))")
        }
        let best = progress?.bestScore.map { "\($0)/10" } ?? "not taken yet"
        console.print("progress:   best \(best), \(progress?.totalAttempts ?? 0) attempts, \(progress?.completionPercentage ?? 0)% complete")
        console.print()
        console.print(console.styled("Text", .bold))
        console.print(Console.sanitize(homework.ocrText ?? "(no text was read)"))
        console.print()
        guard let quiz else {
            console.print("No quiz yet: run 'snapquiz regenerate \(Formatting.shortID(homework.id))'.")
            return
        }
        let topic = [quiz.topic, quiz.subtopic].compactMap { $0 }.map(Console.sanitizeLine).joined(separator: " / ")
        console.print(console.styled("Quiz \(Formatting.shortID(quiz.id))", .bold) + " (\(Console.sanitizeLine(quiz.generator))\(topic.isEmpty ? "" : ", \(topic)"))")
        for (number, question) in quiz.questions.enumerated() {
            console.print()
            console.print("\(number + 1). \(Console.sanitizeLine(question.question))")
            for (index, option) in question.options.enumerated() {
                let letter = String(UnicodeScalar(UInt8(65 + index)))
                let mark = answers && index == question.correctIndex ? console.styled("  ✓", .green) : ""
                console.print("   \(letter)) \(Console.sanitizeLine(option))\(mark)")
            }
            if answers {
                console.print(console.styled("   \(Console.sanitizeLine(question.explanation))", .dim))
            }
        }
        if !answers { console.print("\nTake it with: snapquiz take \(Formatting.shortID(homework.id))") }
    }
}
