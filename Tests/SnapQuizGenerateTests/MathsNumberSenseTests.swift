import Testing
@testable import SnapQuizGenerate

/// Number sense and ratio forms of a KS2/KS3 sheet (issue #11): ordering, estimating, place value, powers of ten, the
/// nth term, numbers below zero, simplest ratios and ratio totals. Every key is worked by hand, several numbers a form.
@Suite struct MathsNumberSenseTests {
    static let cases: [(String, String)] = [
        // Ordering: decimals, fractions, numbers below zero, thousands, either way round.
        ("Put these numbers in order from smallest to largest: 0.5, 0.45, 0.405, 0.54.", "0.405, 0.45, 0.5, 0.54"),
        ("Order these fractions from smallest to largest: 1/2, 3/8, 2/3.", "3/8, 1/2, 2/3"),
        ("Write these temperatures in order, coldest first: -3, 5, -7, 2.", "-7, -3, 2, 5"),
        ("Put these numbers in order from largest to smallest: 3.2, 3.15, 3.09, 3.5.", "3.5, 3.2, 3.15, 3.09"),
        ("Order these numbers from smallest to largest: 1,204, 1,042, 1,420, 1,024.", "1,024, 1,042, 1,204, 1,420"),
        ("Put these numbers in ascending order: -12, 4, -1, 0.", "-12, -1, 0, 4"),
        ("Arrange these decimals in descending order: 0.7, 0.07, 0.77, 0.707.", "0.77, 0.707, 0.7, 0.07"),
        ("Write these numbers in order from smallest to largest: 405, 54, 450, 45.", "45, 54, 405, 450"),
        // Estimating by rounding: to a named place, to 1 significant figure, each operation.
        ("Estimate 49 × 21 by rounding each number to the nearest ten.", "1000"),
        ("Estimate 398 + 203 by rounding each number to the nearest hundred.", "600"),
        ("Round each number to 1 significant figure to estimate 3.8 × 61.", "240"),
        ("Estimate 612 - 289 by rounding to the nearest hundred.", "300"),
        ("Estimate the answer to 4,870 + 3,120 by rounding each number to the nearest thousand.", "8,000"),
        ("By rounding to 1 significant figure, estimate 29 × 412.", "12000"),
        ("Estimate 59 ÷ 11 by rounding each number to the nearest ten.", "6"),
        ("Estimate 8.9 × 4.2 by rounding each number to the nearest whole number.", "36"),
        // Place value, whole and decimal.
        ("What is the value of the 7 in 3,742?", "700"),
        ("What is the value of the digit 4 in 6.48?", "0.4"),
        ("What is the value of the 5 in 52,310?", "50,000"),
        ("What is the value of the digit 3 in 0.936?", "0.03"),
        // Ten more or less across a boundary; × and ÷ by powers of ten.
        ("What is 10 more than 3,995?", "4,005"),
        ("What is 100 less than 2,050?", "1,950"),
        ("Multiply 4.6 by 100.", "460"),
        ("Divide 72 by 10.", "7.2"),
        ("Divide 3.5 by 1000.", "0.0035"),
        // The nth term, rising and falling.
        ("Find the nth term of 3, 7, 11, 15.", "4n − 1"),
        ("Find the nth term of the sequence 5, 8, 11, 14.", "3n + 2"),
        ("Find the nth term of 10, 14, 18, 22.", "4n + 6"),
        ("Find the nth term of 6, 12, 18, 24.", "6n"),
        ("Find the nth term of 20, 17, 14, 11.", "23 − 3n"),
        // A difference across zero.
        ("What is the difference between -6 and 4?", "10"),
        ("What is the difference between -8 and -3?", "5"),
        // Ratio in its simplest form, as a fraction of the whole, and a total from one kind.
        ("Simplify the ratio 12:18.", "2:3"),
        ("Simplify the ratio 15:25.", "3:5"),
        ("Simplify the ratio 24:36.", "2:3"),
        ("Write the ratio 8 : 20 in its simplest form.", "2 : 5"),
        ("Simplify the ratio 6:9:12.", "2:3:4"),
        ("The ratio of boys to girls is 3:5. What fraction of the children are boys?", "3/8"),
        ("Write the ratio 3:5 as a fraction of the whole. What fraction is the second part?", "5/8"),
        ("The ratio of boys to girls is 2:3. There are 12 boys. How many children are there in all?", "30 children"),
        ("The ratio of cats to dogs is 5:2. There are 10 dogs. How many animals are there altogether?", "35 animals"),
        // The ratio of two counts the problem gives, in the order the ratio names them.
        ("A bag has 12 red beads and 18 blue beads. What is the ratio of red beads to blue beads in its simplest form?", "2:3"),
        ("A class has 14 boys and 21 girls. What is the ratio of girls to boys in its simplest form?", "3:2"),
        // The largest or smallest of a list: decimals, fractions, numbers below zero.
        ("Which is the largest: 0.6, 0.45, 0.506 or 0.09?", "0.6"),
        ("Which fraction is the smallest: 3/4, 2/3, 5/8 or 7/12?", "7/12"),
        ("Which number is the greatest: 2.35, 2.5, 2.053, 2.305?", "2.5"),
        ("Which temperature is the lowest: -4, 3, -9, 0?", "-9"),
    ]

    @Test(arguments: cases.indices)
    func solves(index: Int) throws {
        let (text, written) = Self.cases[index]
        let solution = try MathsSolverTests.solution(text)
        let key = solution.format(solution.value)
        #expect(key == written, "\(text): \(solution.working)")
        // The wrong options: at least three, all different, none the key.
        let slips = solution.mistakes.map(solution.format).filter { !$0.isEmpty }
        #expect(!slips.contains(key), "a slip gives the right answer: \(text) \(slips)")
        #expect(Set(slips).count >= 3, "\(text): \(slips)")
    }

    static func problem(_ text: String) throws -> MathsProblem {
        try #require(MathsPages.problems(in: text).first, "not read as a problem: \(text)")
    }

    /// The slips as a learner would see them.
    static func slips(_ text: String) throws -> [String] {
        let solution = try #require(MathsSolver.solve(try problem(text)), "not solved: \(text)")
        return solution.mistakes.map(solution.format)
    }

    /// The orders a learner gets by mistake: decimals read as whole numbers, the wrong way round, signs ignored.
    @Test func orderingSlipsAreTheLearnersOrders() throws {
        let decimals = try Self.slips("Put these numbers in order from smallest to largest: 0.5, 0.45, 0.405, 0.54.")
        #expect(decimals.first == "0.5, 0.45, 0.54, 0.405")
        #expect(decimals.contains("0.54, 0.5, 0.45, 0.405"))
        #expect(try Self.slips("Put these numbers in ascending order: -12, 4, -1, 0.").contains("0, -1, 4, -12"))
        #expect(Set(try Self.slips("Estimate 49 × 21 by rounding each number to the nearest ten.")).isSuperset(of: ["1029", "1050", "980"]))
    }

    /// A minus sign is read, or the problem is left alone: "the difference between -6 and 4" was keyed 2.
    @Test func aNumberBelowZeroIsNeverReadAsAbove() throws {
        #expect(MathsSolver.statesNegative(try Self.problem("What is the difference between -6 and 4?")))
        // Subtraction written tight after a line break ("612 -289") and an equation's "-4" are no numbers below zero.
        #expect(!MathsSolver.statesNegative(try Self.problem("Estimate 612 - 289 by rounding to the nearest hundred.")))
        #expect(!MathsSolver.statesNegative(try Self.problem("Solve 2y - 4 = 10.")))
    }

    /// Near misses: nothing to simplify, a digit standing twice, an uneven sequence, an estimate with a third number, an
    /// order with a count that is no item, already in order (the key would be in the stem): no guess.
    @Test(arguments: [
        "Simplify the ratio 5:7.",
        "What is the value of the 4 in 4,453?",
        "Find the nth term of 1, 4, 9, 16.",
        "Estimate 49 × 21 + 7 by rounding each number to the nearest ten.",
        "Put these 4 numbers in order from smallest to largest: 0.5, 0.45, 0.405, 0.54.",
        "Estimate 6.47 × 3.2 by rounding to one decimal place.",
        // A ratio not asked in its simplest form (12:18 is right too), a thing counted twice, a list of three.
        "A bag has 12 red beads and 18 blue beads. What is the ratio of red beads to blue beads?",
        "A bag has 12 red beads, 6 blue beads and 18 red beads. What is the ratio of red beads to blue beads in its simplest form?",
        "Which is the largest: 0.6, 0.45 or 0.506?",
    ])
    func nearMissGetsNoGuess(text: String) throws {
        try MathsSolverTests.expectNoGuess(text)
    }

    /// On a page the orders, ratios and nth terms are asked as the instructions they are, with three wrong options.
    @Test func aNumberSenseSheetIsAsked() throws {
        let page = Page(text: "Number sense\n\n1. Put these numbers in order from smallest to largest: 0.5, 0.45, 0.405, 0.54.\n2. Simplify the ratio 12:18.\n3. Find the nth term of 3, 7, 11, 15.\n", knows: { _ in true })
        let found = MathsQuestions.candidates(page: page)
        #expect(found.contains { $0.question.question == "Put these numbers in order from smallest to largest: 0.5, 0.45, 0.405, 0.54." && $0.answer == "0.405, 0.45, 0.5, 0.54" })
        #expect(found.contains { $0.question.question == "Simplify the ratio 12:18." && $0.answer == "2:3" })
        #expect(found.contains { $0.question.question == "Find the nth term of 3, 7, 11, 15." && $0.answer == "4n − 1" })
        #expect(found.allSatisfy { $0.question.options.count == 4 && Set($0.question.options).count == 4 })
    }

    /// "Which is the largest: …?" chooses among the stem's own numbers: its key stands in the stem, as every option does,
    /// and the flaw checker lets it (a key in the stem among options that are not is still a flaw). The first wrong
    /// option is the learner's slip: the decimal with the most digits.
    @Test func theLargestIsChosenFromTheList() throws {
        let page = Page(text: "Decimals\n\n1. Which is the largest: 0.6, 0.45, 0.506 or 0.09?\n2. Write 3/5 as a decimal.\n", knows: { _ in true })
        let largest = try #require(MathsQuestions.candidates(page: page).first { $0.question.question.hasPrefix("Which is the largest") })
        #expect(largest.answer == "0.6" && Set(largest.question.options) == ["0.6", "0.45", "0.506", "0.09"])
        #expect(try Self.slips("Which is the largest: 0.6, 0.45, 0.506 or 0.09?").first == "0.506")
        #expect(ItemFlaws.choosesFromStem(options: largest.question.options, stem: largest.question.question))
        #expect(!ItemFlaws.choosesFromStem(options: ["0.6", "0.7"], stem: "Write 3/5 as a decimal: is it 0.6?"))
    }

    /// A percentage is no count of things: its wrong options are the learner's place slips (3.5%, 0.35%), not whole near
    /// misses (39%) as "37.33 pupils" is kept out of a count's.
    @Test func aPercentagesWrongOptionsAreTheLearnersSlips() throws {
        let page = Page(text: "Percentages\n\n1. Write 0.35 as a percentage.\n2. Write 0.8 as a percentage.\n", knows: { _ in true })
        let found = MathsQuestions.candidates(page: page)
        let first = try #require(found.first { $0.question.question == "Write 0.35 as a percentage." })
        #expect(first.answer == "35%" && Set(first.question.options) == ["35%", "3.5%", "350%", "0.35%"], "\(first.question.options)")
    }
}
