import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// Cause-and-effect questions draw their wrong options from the page's other clauses. On a page with few of them, three
/// questions of one quiz offered the same four ("it is neutral | the two cancel each other out | they can be soothed with
/// a weak alkali …"): each key was the others' wrong option, and the last was answered by crossing off the first two.
@Suite struct RepeatedClauseSetTests {
    static let page = """
        Acids and Alkalis

        Acids and alkalis are two groups of chemicals that we meet every day. Lemon juice and vinegar are acids, while \
        soap and toothpaste are alkalis. The pH scale measures how acidic or alkaline a solution is. It runs from 0 to 14. \
        A solution with a pH below 7 is acidic, and a solution with a pH above 7 is alkaline. Pure water has a pH of 7, so \
        it is neutral. An indicator is a substance that changes colour in acids and alkalis. Litmus paper turns red in an \
        acid and blue in an alkali. When an acid reacts with an alkali, the two cancel each other out. This reaction is \
        called neutralisation, and it produces a salt and water. Farmers spread lime on fields to neutralise acidic soil. \
        Strong acids such as hydrochloric acid are corrosive, which means they can burn skin and damage materials. \
        Scientists wear safety goggles and gloves when they handle them. Weak acids, like the citric acid in oranges, are \
        safe to eat. Bee stings are acidic, so they can be soothed with a weak alkali such as baking soda. Wasp stings are \
        alkaline and can be treated with vinegar.
        """

    /// Pairs of questions in one quiz whose options share three clauses of three words or more.
    static func repeatedSets(in questions: [Question]) -> [String] {
        let clauses = questions.map { Set($0.options.filter { $0.split(separator: " ").count >= 3 }) }
        var pairs: [String] = []
        for i in clauses.indices {
            for j in clauses.indices where j > i && clauses[i].intersection(clauses[j]).count >= 3 {
                pairs.append(questions[i].question + " / " + questions[j].question)
            }
        }
        return pairs
    }

    @Test func aQuizOffersOneSetOfClausesOnce() throws {
        var repeated: [String] = [], asked = 0
        for seed in 1...6 as ClosedRange<UInt64> {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.page, title: nil)
            repeated += Self.repeatedSets(in: quiz.questions)
            asked += quiz.questions.count
        }
        #expect(repeated.isEmpty, "\(repeated)")
        #expect(asked == 60, "\(asked) questions")
    }
}
