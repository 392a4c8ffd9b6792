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

    /// Questions of one quiz that share three clauses with two other questions or more: the third of a set is
    /// answered by crossing off the keys of the first two.
    static func thirdsOfASet(in questions: [Question]) -> [String] {
        let clauses = questions.map { Set($0.options.filter { $0.split(separator: " ").count >= 3 }) }
        return clauses.indices.filter { i in
            clauses.indices.filter { j in j != i && clauses[i].intersection(clauses[j]).count >= 3 }.count >= 2
        }.map { questions[$0].question }
    }

    /// A cost, not a ban (`QuizAssembler.repeatedClausesCost`): banned, the coasts page filled its quizzes with words
    /// Tesseract doubted (`DoubtedWordTests`). Without the cost six quizzes of this page held 18 such questions.
    @Test func aQuizSeldomOffersOneSetOfClausesThrice() throws {
        var thirds: [String] = [], asked = 0
        for seed in 1...6 as ClosedRange<UInt64> {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.page, title: nil)
            thirds += Self.thirdsOfASet(in: quiz.questions)
            asked += quiz.questions.count
        }
        #expect(thirds.count <= 1, "\(thirds)")
        #expect(asked == 60, "\(asked) questions")
    }
}
