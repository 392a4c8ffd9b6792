import Testing
@testable import SnapQuizGenerate

/// Worksheet forms the solver once missed or got wrong, each in wording of its own: the answers are worked by hand.
@Suite struct MathsMoreFormsTests {
    static let cases: [(String, String)] = [
        // Brackets before the equation's last step.
        ("Solve 3(y - 2) = 21", "y = 9"),
        // A sequence with the same step, and one with the same factor.
        ("Write the next number in this sequence: 40, 34, 28, 22, ...", "16"),
        ("What number comes next? 3, 6, 12, 24, ...", "48"),
        // Other shapes.
        ("A triangle has a base of 8 m and a perpendicular height of 5 m. What is its area?", "20 square metres"),
        ("A fish tank is 30 cm long, 20 cm wide and 10 cm deep. What is its volume?", "6000 cubic centimetres"),
        ("The perimeter of a square field is 120 metres. How long is one side?", "30 metres"),
        // Below zero, both ways.
        ("At midnight the temperature was 2°C. By 5 am it had fallen by 7 degrees. What was the temperature at 5 am?", "−5°C"),
        ("The temperature in the freezer is -18°C. When the door is left open it rises by 5°C. What is the temperature now?", "−13°C"),
        // Percentages of a decimal and a fraction.
        ("Convert 3/4 to a percentage.", "75%"),
        // Whole things a sum of money pays for; change from a note named in the question.
        ("Stickers cost 15p each. Zara has £1. How many stickers can she buy?", "6 stickers"),
        ("Leo buys a comic for £2.35 and a drink for 90p. How much change will he get from £5?", "£1.75"),
        // Poured from a bottle the question names.
        ("How many 200 ml cups can you fill from a 1.5 litre jug?", "7 cups"),
        // A last instruction as the question.
        ("A tent costs £80. Its price is reduced by 30%. Work out the sale price.", "£56.00"),
        // A drill's powers and roots, with the answer left blank.
        ("8. 12² =", "144"),
        ("5³ = ____", "125"),
        ("What is 9 squared?", "81"),
        ("Work out 2^5.", "32"),
        ("√81 =", "9"),
        ("What is the square root of 144?", "12"),
        // A decimal or a percentage as a fraction in its simplest form, and back.
        ("Write 0.75 as a fraction.", "3/4"),
        ("Write 40% as a fraction in its simplest form.", "2/5"),
        ("Convert 1.25 to a fraction.", "1 1/4"),
        ("Write 3/8 as a decimal.", "0.375"),
        ("Write 45% as a decimal.", "0.45"),
        // A fraction simplified, a number missing for a mean, hours and minutes as minutes.
        ("Simplify the fraction 12/18.", "2/3"),
        ("The mean of three numbers is 8. Two of the numbers are 5 and 9. What is the third number?", "10"),
        ("Write 3 hours and 15 minutes in minutes.", "195 minutes"),
        // A missing angle: of a triangle, a right-angled one, on a straight line, around a point, of a quadrilateral.
        ("A triangle has angles of 50° and 60°. What is the third angle?", "70°"),
        ("A right-angled triangle has an angle of 35°. What is the size of the third angle?", "55°"),
        ("Two angles lie on a straight line. One of them is 130 degrees. What is the other angle?", "50°"),
        ("Three angles around a point are 100°, 120° and 80°. What is the fourth angle?", "60°"),
        ("A quadrilateral has angles of 90°, 90° and 70°. What is the size of the fourth angle?", "110°"),
        // A map's scale, both ways.
        ("A map uses a scale of 1 cm to 5 km. Two towns are 7 cm apart on the map. How far apart are they really?", "35 km"),
        ("On a map, 2 cm represents 1 km. A lake is 9 cm long on the map. How long is the lake in real life?", "4.5 km"),
        ("The scale of a map is 1 cm to 4 km. Two villages are 20 km apart. How far apart are they on the map?", "5 cm"),
        // A length covered again and again.
        ("A swimming pool is 25 m long. Amy swims 16 lengths. How far does she swim?", "400 m"),
        ("Jo runs 6 laps of a 400 m track. How many kilometres does she run?", "2.4 kilometres"),
    ]

    /// Near misses, each unsolved or solved right, never keyed by a part of it: a root that is no whole number, a third
    /// as a decimal (0.33 is not exact), a power beside another sum.
    @Test(arguments: [("√50 =", nil), ("Write 1/3 as a decimal.", nil), ("12² + 5 =", "149"), ("What is 5 squared plus 3?", "28")] as [(String, String?)])
    func leavesUnsolved(text: String, right: String?) throws {
        let problem = try #require(MathsPages.problems(in: text).first, "not read as a problem: \(text)")
        if let solution = MathsSolver.solve(problem) {
            #expect(solution.format(solution.value) == right, "\(text): \(solution.working)")
        }
    }

    /// An instruction is the question: "Write 0.75 as a fraction." is asked as it stands, not with "What is it as a
    /// fraction?" after it.
    @Test func anInstructionIsAskedAsItStands() throws {
        let page = Page(text: "Number facts\n\n1. Write 0.75 as a fraction.\n2. Round 4,768 to the nearest hundred.\n", knows: { _ in true })
        let found = MathsQuestions.candidates(page: page)
        #expect(found.contains { $0.question.question == "Write 0.75 as a fraction." && $0.answer == "3/4" })
        #expect(found.contains { $0.question.question == "Round 4,768 to the nearest hundred." && $0.answer == "4,800" })
        #expect(!found.contains { $0.question.question.contains("What is") })
    }

    @Test(arguments: cases.indices)
    func solves(index: Int) throws {
        let (text, written) = Self.cases[index]
        let problem = try #require(MathsPages.problems(in: text).first, "not read as a problem: \(text)")
        let solution = try #require(MathsSolver.solve(problem), "not solved: \(text)")
        #expect(solution.format(solution.value) == written, "\(text): \(solution.working)")
        #expect(!solution.mistakes.contains { abs($0 - solution.value) < 1e-9 }, "a slip gives the right answer: \(text)")
    }

    /// A square's perimeter is worked as a teacher works it, four equal sides: "4 × 12", not "2 × (12 + 12)".
    @Test func aSquaresPerimeterIsFourSides() throws {
        let problem = try #require(MathsPages.problems(in: "A square garden has sides of 12 m. What is its perimeter?").first)
        let solution = try #require(MathsSolver.solve(problem))
        #expect(solution.working == "perimeter = 4 × 12 = 48 metres")
    }

    /// A sheet of money and clock-time problems gave 9 questions and no quiz: with no plain count to change, a money
    /// problem's first amount changes for the "new numbers" question, to whole pence, and the same rule works it out.
    @Test func aMoneyProblemGetsNewNumbers() throws {
        let change = try #require(MathsPages.problems(in: "Priya buys a magazine for £3.65 and a pen for £1.20. How much change does she get from £10?").first)
        let changed = try #require(MathsQuestions.variant(of: change, answer: 5.15))
        #expect(changed.0.setup.contains("£7.30") && changed.1.format(changed.1.value) == "£1.50", "\(changed.0.setup) → \(changed.1.working)")
        let saving = try #require(MathsPages.problems(in: "Oliver saves £4 every week. How many weeks will it take him to save £52?").first)
        let more = try #require(MathsQuestions.variant(of: saving, answer: 13))
        #expect(more.0.setup.contains("£8") && more.1.format(more.1.value) == "7 weeks", "\(more.0.setup) → \(more.1.working)")
        let page = try OfflineQuizGenerator(randomSeed: 1).generate(from: """
            1) A train leaves at 09:45 and the journey takes 2 hours 30 minutes. When does it arrive?
            2) Sam buys a book for £4.60 and a card for £1.25. How much change does he get from £10?
            3) A film starts at 18:40 and ends at 20:15. How many minutes long is the film?
            4) Mia saves £3 every week. How many weeks will it take her to save £45?
            5) Pears cost 40p each. Ravi has £3. How many pears can he buy?
            6) A museum opens at 9:30 am and closes at 5:15 pm. How long is it open?
            7) A pack of 4 yoghurts costs £1.80. How much do 12 yoghurts cost?
            8) A bus leaves at 14:25 and the trip takes 1 hour 50 minutes. When does it arrive?
            """, title: nil)
        #expect(page.questions.count == 10)
    }

    /// The cloth photo read "How many boxes does she fill? Show your working" with the last stop lost: the problem was
    /// taken for a sentence cut off, and the page made 4 questions, no quiz. An instruction changes no sum.
    @Test func anInstructionWithoutItsStopEndsNoProblem() throws {
        let problem = try #require(MathsPages.problems(in: "A baker makes 48 muffins and packs them into boxes of 6. How many boxes\ndoes she fill? Show your working").first)
        #expect(MathsSolver.solve(problem).map { $0.format($0.value) } == "8 boxes", "\(problem)")
        // A sentence that states a number is no instruction: cut off, it still gets no guess.
        #expect(MathsPages.problems(in: "A baker makes 48 muffins. She packs them into boxes of").isEmpty)
    }

    /// "Six friends … Each ticket costs £7 … popcorn for £9" was keyed £16: a number in words is a stated number, and a
    /// working that leaves it out answers a simpler problem.
    @Test func aNumberInWordsMustBeUsed() throws {
        try MathsSolverTests.expectNoGuess("Four children go swimming. Each ticket costs £3. They also buy drinks for £5 in total. How much do they spend altogether?")
    }

    /// A sheet that prints its answers ("Answer: 5 minibuses") still has the problem before them, and the key is worked
    /// out, not read from the answer line.
    @Test func aPrintedAnswerIsCutAndTheProblemKept() throws {
        let page = "7. A coach holds 48 people. How many coaches are needed for 100 people?\nAnswer: 3 coaches"
        let problem = try #require(MathsPages.problems(in: page).first)
        #expect(!problem.lowered.contains("answer"))
        #expect(MathsSolver.solve(problem)?.value == 3)
    }

    /// A temperature below zero is an answer, and its wrong options may be below zero too.
    @Test func aTemperatureBelowZeroGetsAQuestion() throws {
        let lines = OfflineQuizGenerator(randomSeed: 1).explain("Temperatures\n\n1. The temperature was 4°C in the evening. Overnight it fell by 9 degrees. What was the temperature in the morning?")
        let asked = try #require(lines.first { $0.hasPrefix("[maths]") })
        #expect(asked.contains("→ −5°C |"), "\(asked)")
    }

    /// A list of numbers that is no sequence with one step or factor, or a fourth number, gets no guess. (A term far
    /// along, "the 10th term", is worked out: MathsForms29Tests.)
    @Test(arguments: [
        "What is the next number in the sequence 1, 4, 9, 16, ...?",
        "The temperature was 12°C at noon and 3°C at midnight. It fell by 4 degrees more. What is the temperature now?",
    ])
    func anUnknownPatternGetsNoGuess(text: String) throws {
        try MathsSolverTests.expectNoGuess(text)
    }
}
