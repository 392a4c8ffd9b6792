import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
import SnapQuizGenerate

/// Random mutations of valid model replies through the LLM generator's acceptance step: nothing crashes and
/// everything accepted is a valid, grounded quiz. `snapquiz-bench fuzz` runs the same fuzzer on 100,000 cases;
/// `ReplyFuzzer` lives in SnapQuizTestSupport.
@Suite struct FuzzQuizReplyTests {
    static let cases = 2000

    @Test func mutatedRepliesAreRefusedOrValid() throws {
        var bases: [ReplyFuzzer.Base] = []
        for (index, page) in HomeworkTexts.all.enumerated() {
            guard let quiz = try? OfflineQuizGenerator(randomSeed: UInt64(index + 3)).generate(from: page.text, title: nil) else { continue }
            bases.append(ReplyFuzzer.Base(source: page.text, questions: quiz.questions))
        }
        try #require(bases.count >= 3)
        var fuzzer = ReplyFuzzer(bases: bases, seed: 20_261_121)
        var accepted = 0, rejected = 0
        for _ in 0..<Self.cases {
            let (source, reply) = fuzzer.next()
            let verdict = QuizReplyCheck.check(reply: reply, sourceText: source)
            guard let questions = verdict.questions else {
                #expect(!verdict.problems.isEmpty, "a refused reply must say why")
                rejected += 1
                continue
            }
            accepted += 1
            let broken = ReplyFuzzer.violations(questions, source: source)
            #expect(broken.isEmpty, "accepted an invalid quiz: \(broken) from \(reply.prefix(300))")
        }
        // The mutations must exercise both sides, or the test proves nothing.
        #expect(accepted > Self.cases / 20 && rejected > Self.cases / 4, "accepted \(accepted), rejected \(rejected)")
    }

    @Test func theIndependentCheckCatchesInvalidQuizzes() throws {
        let source = HomeworkTexts.photosynthesis
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: source, title: nil)
        #expect(ReplyFuzzer.violations(quiz.questions, source: source).isEmpty)
        var broken = quiz.questions
        broken[0].evidence = "The moon is made of cheese."
        broken[1].options[2] = broken[1].options[1]
        broken[2].correctIndex = 4
        let found = ReplyFuzzer.violations(broken, source: source)
        #expect(found.contains { $0.hasPrefix("question 1: evidence") })
        #expect(found.contains { $0.hasPrefix("question 2: duplicate") })
        #expect(found.contains { $0.hasPrefix("question 3: correctIndex") })
        #expect(!ReplyFuzzer.violations(Array(quiz.questions.prefix(9)), source: source).isEmpty)
    }
}
