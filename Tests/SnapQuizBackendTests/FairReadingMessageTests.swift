import Foundation
import Testing
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizPipeline

/// The history-lamp photo, read only fairly after the faint-print clean-up, got "this page gives no good questions …
/// Give it a fuller page": the page was full; its questions were left out because they showed misread words.
@Suite struct FairReadingMessageTests {
    static func homework(_ grade: Reading.Grade) -> Homework {
        Homework(learner: "sam", title: "Rome", subject: nil, imageURL: "", imageSHA256: String(repeating: "cd", count: 32),
                 ocrText: "Rome began as a smell towt on the river Tiber. It was founded in 753 BC by the twins Romulis and Remus.",
                 ocrConfidence: 65.8, reading: Reading(grade: grade, confidence: 65.8, dictionaryRate: 0.788, words: 20))
    }

    static func message(_ grade: Reading.Grade) -> String? {
        do {
            _ = try QuizMaker(choice: "offline", environment: [:]).makeQuiz(for: homework(grade))
            return nil
        } catch let GenerateError.textTooShort(message) {
            return message
        } catch {
            return "\(error)"
        }
    }

    @Test func aFairReadingSaysWhyQuestionsAreMissing() throws {
        let fair = try #require(Self.message(.fair))
        #expect(fair.hasPrefix("the page was read only fairly (66% mean confidence, 79% dictionary words)"), "\(fair)")
        #expect(fair.contains("a quiz needs 10"))
        // The page is full; its photo is what needs taking again (science-lamp-photo was told to give "a fuller page").
        #expect(fair.contains("whose words all look right") && fair.contains("Retake the photo") && !fair.contains("fuller page"), "\(fair)")
        let good = try #require(Self.message(.good))
        #expect(!good.contains("fairly") && good.contains("fuller page"), "\(good)")
    }
}
