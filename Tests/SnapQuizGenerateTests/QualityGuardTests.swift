import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// The figures `snapquiz-bench quality` prints, held as limits: if a change to the offline generator makes them
/// worse on the corpus (prose, verse, a word list, maths, the TestImages ground truths), this fails.
@Suite struct QualityGuardTests {
    @Test func theCorpusFiguresStayWithinTheLimits() throws {
        var proseKinds: [Int] = [], proseStrays: [Int] = []
        for page in QualityCorpus.withTestImages() {
            for seed in [2, 5] as [UInt64] {
                if QualityCorpus.withoutQuiz.contains(page.name) {
                    #expect(throws: GenerateError.self) { try OfflineQuizGenerator(randomSeed: seed).generate(from: page.text, title: nil) }
                    continue
                }
                let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: page.text, title: nil)
                let q = QuizQuality.measure(quiz.questions, text: page.text, solutions: page.solutions)
                let label = "\(page.name) seed \(seed)"
                #expect(q.supportedKeys == 10, "\(label): \(q.supportedKeys) keys supported")
                #expect(q.garbageOptions == 0 && q.nearDuplicateOptions == 0, "\(label)")
                #expect(q.longestCorrect <= 4, "\(label): longest option correct in \(q.longestCorrect)")
                #expect(q.stemLeaks <= 1 && q.feedbackLeaks == 0, "\(label): leaks \(q.stemLeaks)/\(q.feedbackLeaks)")
                switch page.kind {
                case .prose:
                    #expect(q.sameSentencePairs <= 1, "\(label): \(q.sameSentencePairs) pairs on one sentence")
                    proseKinds.append(q.distinctKinds)
                    proseStrays.append(q.strayGroups)
                case .maths:
                    #expect(q.mathsSolutions >= 3, "\(label): \(q.mathsSolutions) worked solutions")
                case .verse, .vocabulary:
                    break
                }
            }
        }
        let average = Double(proseKinds.reduce(0, +)) / Double(max(1, proseKinds.count))
        #expect(average >= 4, "prose quizzes average \(average) kinds of question")
        // A wrong option of another broad group than the key ("carrying their _____ → equipment | frontier"): 2.4 per
        // prose quiz before such questions cost `Candidate.strayGroupPenalty`, 1.35 since.
        let strays = Double(proseStrays.reduce(0, +)) / Double(max(1, proseStrays.count))
        #expect(strays <= 1.6, "prose quizzes average \(strays) questions with an option of another kind of thing")
    }
}
