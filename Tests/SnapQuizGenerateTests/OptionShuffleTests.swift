import Foundation
import SnapQuizTestSupport
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

@Suite struct OptionShuffleTests {
    @Test func shuffleKeepsTheCorrectOptionCorrect() {
        var random = QuizRandom(seed: 9)
        let question = Question(question: "Q", options: ["right", "w1", "w2", "w3"], correctIndex: 0, explanation: "e", evidence: "e")
        for _ in 0..<50 {
            let shuffled = OptionShuffle.shuffle(question, using: &random)
            #expect(shuffled.options[shuffled.correctIndex] == "right")
            #expect(Set(shuffled.options) == Set(question.options))
        }
    }

    /// Over 100 quizzes (1000 questions) from a model that always puts the answer first, the correct position
    /// is uniform over 0–3: χ² with 3 degrees of freedom below 16.27 (p = 0.001).
    @Test func correctIndexIsUniformOverAHundredQuizzes() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON())) }
        defer { Task { await server.stop() } }
        let environment = server.environment()
        let counts = try await offPool {
            let generator = try GeneratorFactory.make(choice: nil, environment: environment, options: GeneratorOptions(randomSeed: 2026))
            var counts = [0, 0, 0, 0]
            for _ in 0..<100 {
                for question in try generator.generate(from: ModelReplies.source, title: nil).questions {
                    counts[question.correctIndex] += 1
                }
            }
            return counts
        }
        let expected = 1000.0 / 4
        let chiSquare = counts.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
        #expect(counts.reduce(0, +) == 1000)
        #expect(chiSquare < 16.27, "counts \(counts), χ² = \(chiSquare)")
    }

    @Test func offlineCorrectIndexIsUniformToo() throws {
        var counts = [0, 0, 0, 0]
        let generator = OfflineQuizGenerator(randomSeed: 11)
        for _ in 0..<100 {
            for question in try generator.generate(from: HomeworkTexts.waterCycle, title: nil).questions {
                counts[question.correctIndex] += 1
            }
        }
        let chiSquare = counts.reduce(0.0) { $0 + pow(Double($1) - 250, 2) / 250 }
        #expect(chiSquare < 16.27, "counts \(counts), χ² = \(chiSquare)")
    }
}
