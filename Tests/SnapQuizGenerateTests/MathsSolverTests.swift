import Testing
@testable import SnapQuizGenerate

/// Word problems and exercises of each kind the solver knows, with the answers worked by hand.
@Suite struct MathsSolverTests {
    static let cases: [(String, Double)] = [
        ("1. A baker makes 48 muffins and packs them into boxes of 6. How many boxes does she fill?", 8),
        ("2. A train leaves the station at 09:15 and arrives at 11:45. How long is the journey in minutes?", 150),
        ("3. Sam has 120 stickers. He gives a quarter of them to his sister and 15 to his friend. How many stickers does Sam have left?", 75),
        ("4. A rectangular garden is 12 metres long and 7 metres wide. What is its area?", 84),
        ("5. A rectangular garden is 12 metres long and 7 metres wide. How much fencing goes all the way around it?", 38),
        ("6. A bottle holds 1.5 litres of juice. How many glasses of 250 millilitres can be poured from three bottles?", 18),
        ("7. Mia buys 4 pencils that cost £0.75 each and pays with a £5 note. How much change does she get?", 2),
        ("8. A cyclist rides 45 kilometres at an average speed of 15 kilometres per hour. How long does the ride take?", 3),
        ("9. In a class of 25 pupils, 20% have a pet rabbit. How many pupils have a pet rabbit?", 5),
        ("10. A tank holds 500 litres and a pipe fills it at 20 litres per minute. How long does it take to fill?", 25),
        ("11. A recipe for 4 people uses 300 grams of flour. How much flour is needed for 6 people?", 450),
        ("12. A cinema has 18 rows of seats with 24 seats in each row. How many seats are there?", 432),
        ("13. Solve 3x + 5 = 20.", 5),
        ("14. What is 7 × 8 + 6?", 62),
        ("15. What is 15% of 80?", 12),
        ("16. Tom saved 25 pounds in March and twice as much in April. How much did he save in total?", 75),
        ("17. 24 sweets are shared equally between 4 friends. How many sweets does each friend get?", 6),
        // A fractions-and-decimals sheet, none of it written for the rules above.
        ("18. Priya has 3/4 of a pizza and eats 1/4 of a pizza. How much pizza does she have left?", 0.5),
        ("19. A ribbon is 2.5 metres long. Tom cuts off 0.8 metres. How long is the ribbon now?", 1.7),
        ("20. A school trip costs £12.50 per pupil. How much does it cost for 8 pupils?", 100),
        ("21. There are 36 pupils in a class. 2/3 of them walk to school. How many pupils walk to school?", 24),
        ("22. A jug holds 1.5 litres of juice. How many 250 ml glasses can be filled from the jug?", 6),
        ("23. Sam scored 18 out of 24 in a test. What percentage did he score?", 75),
        ("24. Solve: 4x + 7 = 31", 6),
        ("25. What is 1/2 + 1/3 altogether?", 5.0 / 6),
        ("26. A plant is 12 cm tall. It grows 3.5 cm in a week. How tall is it now?", 15.5),
    ]

    @Test(arguments: cases.indices)
    func solves(index: Int) throws {
        let (text, expected) = Self.cases[index]
        let problem = try #require(MathsPages.problems(in: text).first, "not read as a problem: \(text)")
        let solution = try #require(MathsSolver.solve(problem), "not solved: \(text)")
        #expect(abs(solution.value - expected) < 1e-9, "\(text): \(solution.value) (\(solution.working))")
        #expect(!solution.mistakes.contains { abs($0 - expected) < 1e-9 }, "a mistake gives the right answer: \(text)")
    }

    /// "18 out of 24" once read as 18 groups of 24 and keyed 432: a score is no product.
    @Test func aScoreIsNotGroups() throws {
        let problem = try #require(MathsPages.problems(in: "1. Sam scored 18 out of 24 in a test. How did he do?").first)
        #expect(MathsSolver.solve(problem).map { abs($0.value - 432) > 1e-9 } ?? true)
    }

    /// Answers are written as a learner writes them, all options in one shape.
    @Test func fractionsAndMoneyAreWrittenTheSameWayForEveryOption() throws {
        #expect(MathsSolver.fraction(0.5) == "1/2")
        #expect(MathsSolver.fraction(1.25) == "1 1/4")
        #expect(MathsSolver.fraction(3) == "3")
        #expect(MathsSolver.money("£")(100) == "£100.00")
        #expect(MathsSolver.money("£")(96) == "£96.00")
    }

    @Test func aProblemNoRuleKnowsGetsNoGuess() throws {
        let problem = try #require(MathsPages.problems(in: "1. Draw a triangle with sides of 5 cm and explain why it is isosceles.").first)
        #expect(MathsSolver.solve(problem) == nil)
    }

    /// OCR of the TestImages maths scan breaks a question with a blank line; reading only its first half gave
    /// "6 glasses" (one bottle) as the key. The halves are one problem, and a cut-off problem gets no guess.
    @Test func aQuestionBrokenByABlankLineIsReadWhole() throws {
        let text = "5. A bottle holds 1.5 litres of juice. How many glasses of 250 millilitres can\n\nbe poured from three bottles?"
        let problem = try #require(MathsPages.problems(in: text).first)
        #expect(MathsSolver.solve(problem)?.value == 18)
        #expect(MathsPages.problems(in: "5. A bottle holds 1.5 litres of juice. How many glasses of 250 millilitres can").isEmpty)
        // A stray mark after the question is debris, not a cut-off sentence.
        #expect(MathsPages.problems(in: "4. A garden is 12 metres long and 7 metres wide. What is its area? x").count == 1)
    }

    @Test func aStatedResultIsCutFromTheStem() {
        #expect(MathsPages.cutStatedResult("A garden is 14 metres long and 9 metres wide, so its perimeter is 46 metres.")
            == "A garden is 14 metres long and 9 metres wide.")
    }
}
