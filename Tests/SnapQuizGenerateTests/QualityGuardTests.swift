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

/// A regenerated quiz asks about other things where the page allows, but never by trading a sound question asked
/// before for a new one with options of the wrong kind ("What is the force that keeps the planets in their orbits? →
/// Gravity | Mars | Jupiter | Venus", from a regenerate of typed notes). Over the prose corpus: 37 such questions in
/// regenerated quizzes against 33 in the first ones before the rule, 23 after. One pair of seeds said little: the same
/// code gave 20 against 29 on one pair and 31 against 25 on another (2026-11-27), so the guard sums six pairs (153
/// against 162 that day). Lone-phrase keys ("energy from the Sun | planet | ground") count too: the regenerated quizzes
/// had hidden them, and since a phrase key stands among phrases only (`PhraseOptions`) a regenerate on a short page takes
/// a question with an option of another kind of thing in their place: 175 against 162 (2026-11-27). Held within a tenth
/// of the first quizzes' figure until the assembler finds such pages other questions. Six pairs were still too few:
/// with false statements checked against the page (2026-11-29) they gave 98 against 89, and twelve pairs 183 against
/// 186, so the guard sums twelve.
@Suite struct RegenerateQualityTests {
    @Test func aRegenerateHasNoMoreOptionsOfTheWrongKindThanTheFirstQuiz() throws {
        var first = 0, again = 0
        for seed in stride(from: 1 as UInt64, through: 23, by: 2) {
            for page in QualityCorpus.withTestImages() where page.kind == .prose && !QualityCorpus.withoutQuiz.contains(page.name) {
                let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: page.text, title: nil)
                guard let regenerated = try? OfflineQuizGenerator(randomSeed: seed + 1).generate(from: page.text, title: nil, avoiding: quiz.questions)
                else { continue }
                let flaws = { (questions: [Question]) in
                    let quality = QuizQuality.measure(questions, text: page.text)
                    return quality.strayGroups + quality.peopleAmongThings + quality.lonePhraseKeys
                }
                first += flaws(quiz.questions)
                again += flaws(regenerated.questions)
            }
        }
        #expect(10 * again <= 11 * first, "regenerated quizzes: \(again) questions with options of the wrong kind, first quizzes \(first)")
    }
}
