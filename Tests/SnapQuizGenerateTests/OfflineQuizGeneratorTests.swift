import Foundation
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

@Suite struct OfflineQuizGeneratorTests {
    /// Containment up to line breaks: a break may fall inside a name, and a hyphen at a line end joins a word.
    private func appears(_ needle: String, in text: String) -> Bool {
        let collapse = { (s: String) in
            s.replacingOccurrences(of: "-\n", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        }
        return collapse(text).contains(collapse(needle))
    }

    @Test(arguments: HomeworkTexts.all.map(\.name))
    func buildsAValidGroundedQuiz(name: String) throws {
        let text = try #require(HomeworkTexts.all.first { $0.name == name }?.text)
        let quiz: GeneratedQuiz
        do {
            quiz = try OfflineQuizGenerator(randomSeed: 7).generate(from: text, title: name)
        } catch let error as GenerateError where error.kind == .badData && name.hasSuffix(".gt.txt") {
            // A ground-truth page may honestly be too short; then the error must say so.
            #expect(error.description.contains("too short"))
            return
        }
        #expect(QuizShape.problems(in: quiz.questions).isEmpty, "\(QuizShape.problems(in: quiz.questions))")
        #expect(quiz.questions.count == 10)
        #expect(quiz.generator == "offline")
        for question in quiz.questions {
            let correct = question.options[question.correctIndex]
            #expect(appears(correct, in: text), "correct option \(correct) is not in the text")
            #expect(appears(question.evidence, in: text), "evidence is not a quote: \(question.evidence)")
            #expect(question.question.contains("_____"))
            #expect(!question.question.localizedCaseInsensitiveContains(" \(correct) "), "the answer shows in \(question.question)")
        }
        #expect(quiz.topic != nil)
        #expect((0...1).contains(quiz.classificationConfidence ?? -1))
    }

    @Test func classifiesHomeworkSubjects() {
        #expect(TopicClassifier.classify(HomeworkTexts.photosynthesis).topic == "Biology")
        #expect(TopicClassifier.classify(HomeworkTexts.photosynthesis).subtopic == "Photosynthesis")
        #expect(TopicClassifier.classify(HomeworkTexts.frenchRevolution).topic == "History")
        #expect(TopicClassifier.classify(HomeworkTexts.frenchRevolution).subtopic == "Revolutions")
        #expect(TopicClassifier.classify(HomeworkTexts.mathsWordProblems).topic == "Mathematics")
        #expect(TopicClassifier.classify("lorem ipsum dolor").confidence < 0.3)
        #expect(TopicClassifier.classify(HomeworkTexts.photosynthesis).confidence > 0.5)
    }

    @Test func refusesTextTooShortWithExit65() throws {
        let error = #expect(throws: GenerateError.self) {
            try OfflineQuizGenerator().generate(from: "Plants need light. Water is wet.", title: nil)
        }
        #expect(error?.kind == .badData)
        #expect(error?.description.contains("too short") == true)
    }

    @Test func isReproducibleWithASeedAndVariesWithout() throws {
        let a = try OfflineQuizGenerator(randomSeed: 42).generate(from: HomeworkTexts.waterCycle, title: nil)
        let b = try OfflineQuizGenerator(randomSeed: 42).generate(from: HomeworkTexts.waterCycle, title: nil)
        #expect(a.questions.map(\.options) == b.questions.map(\.options))
        #expect(a.questions.map(\.correctIndex) == b.questions.map(\.correctIndex))
    }

    @Test func distractorsAreOfTheAnswersKind() throws {
        let quiz = try OfflineQuizGenerator(randomSeed: 3).generate(from: HomeworkTexts.frenchRevolution, title: nil)
        for question in quiz.questions where question.question.hasPrefix("Which year") {
            #expect(question.options.allSatisfy { TextAnalysis.isYear($0) }, "\(question.options)")
        }
        for question in quiz.questions where question.question.hasPrefix("Which number") {
            #expect(question.options.allSatisfy { TextAnalysis.isNumber($0) }, "\(question.options)")
        }
    }
}
