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

    /// The statement inside the question's quotes, blank included.
    private func statement(of question: Question) -> String {
        let text = question.question
        guard let open = text.firstIndex(of: "“"), let close = text.lastIndex(of: "”") else { return "" }
        return String(text[text.index(after: open)..<close])
    }

    /// Real OCR of TestImages/science-photo.jpg: a heading with a stray "4", stray digits before sentences and
    /// the page's own questions at the end.
    @Test(arguments: [1, 7, 42] as [UInt64])
    func quizFromScienceOCRSkipsHeadingStrayDigitsAndQuestions(seed: UInt64) throws {
        let text = ScienceOCR.sciencePhoto
        let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: text, title: nil)
        #expect(quiz.questions.count == 10)
        #expect(QuizReply.problems(in: quiz.questions, grounding: Grounding(text: text)).isEmpty)
        for question in quiz.questions {
            let blanked = statement(of: question)
            let correct = question.options[question.correctIndex]
            #expect(!blanked.isEmpty, "no quoted statement in \(question.question)")
            #expect(!blanked.localizedCaseInsensitiveContains("Science Homework"), "the heading is in \(blanked)")
            #expect(!blanked.hasPrefix("4 ") && !blanked.hasPrefix("74 ") && !blanked.hasPrefix("7 "), "stray digit kept: \(blanked)")
            #expect(!["4", "74", "7"].contains(correct), "a stray OCR digit is the answer: \(blanked)")
            #expect(!question.question.hasPrefix("Which number"), "\(question.question)")
            #expect(blanked.components(separatedBy: "_____").count == 2, "not exactly one blank: \(blanked)")
            #expect(!blanked.contains("?") && !blanked.hasPrefix("Questions"), "a question used as a fact: \(blanked)")
            #expect(appears(correct, in: text), "correct option \(correct) is not in the text")
            #expect(appears(question.evidence, in: text), "evidence is not a quote: \(question.evidence)")
            #expect(appears(blanked.replacingOccurrences(of: "_____", with: correct), in: text), "\(blanked) with \(correct)")
        }
    }

    @Test func blanksOnlyATermThatOccursOnce() {
        #expect(OfflineQuizGenerator.blank("vapour", in: "It rises as water vapour, and plants release water vapour too.") == nil)
        #expect(OfflineQuizGenerator.blank("cycle", in: "The water cycle spreads heat.") == "The water _____ spreads heat.")
        #expect(OfflineQuizGenerator.blank("cycle", in: "The bicycle and the cycle.") == "The bicycle and the _____.")
    }

    @Test func questionsFromThePageAreNotFacts() {
        func informative(_ text: String) -> Bool {
            OfflineQuizGenerator.isInformative(Sentence(text: text, index: 0, wordCount: text.split(separator: " ").count))
        }
        #expect(!informative("Questions: Which process turns liquid water into vapour?"))
        #expect(!informative("Questions: Which process turns liquid water into vapour")) // OCR lost the "?"
        #expect(!informative("Which process turns liquid water into vapour and back"))
        #expect(!informative("The water cycle, as the heading says? It moves water around."))
        #expect(informative("When the droplets join together they fall as rain."))
        #expect(informative("Rivers carry the water back to the oceans again."))
    }
}
