import Testing
@testable import SnapQuizGenerate

/// Year 4-8 worksheet forms the solver left unsolved or answered wrongly: clock times and calendars, prices before a
/// percentage change, missing-number boxes, totals of two amounts one a multiple of the other, fractions taken off a
/// price, mixtures and classes in a ratio, map scales written as ratios, regular shapes' perimeters, sums with powers,
/// prices of two kinds or by weight, and fractions, decimals and percentages in one list. Answers worked by hand; each
/// form in two wordings where a sheet writes it two ways.
@Suite struct MathsForms30Tests {
    static let cases: [(String, String)] = [
        // The 12- and 24-hour clocks, both ways.
        ("Write 17:25 as a 12-hour clock time.", "5:25 pm"),
        ("What is 00:35 on the 12-hour clock?", "12:35 am"),
        ("Write 8:40 pm as a 24-hour clock time.", "20:40"),
        // Minutes as hours and minutes (not 4.25 hours), and back.
        ("Convert 255 minutes into hours and minutes.", "4 hours 15 minutes"),
        ("How many hours and minutes is 140 minutes?", "2 hours 20 minutes"),
        ("A runner finished a marathon in 3 hours 48 minutes. How many minutes is that?", "228 minutes"),
        // A clock time after a length of time, written on the clock the sheet asks for.
        ("A cake must bake for 1 hour 20 minutes. It goes into the oven at 11:50. At what time should it come out? Give your answer using the 24-hour clock.", "13:10"),
        // Calendars: the day of the week some days on or back, and the days between two dates.
        ("Today is Monday 14th March. Amy's party is 10 days later. On which day of the week is the party?", "Thursday"),
        ("It is Friday. What day of the week was it 9 days ago?", "Wednesday"),
        ("How many days are there from 25th May to 8th June?", "14 days"),
        ("A holiday runs from 20 July to 3 August inclusive. How many days is that?", "15 days"),
        // Percentages worked back to the amount before the change.
        ("After a 20% discount, a coat costs £40. What was the original price of the coat?", "£50.00"),
        ("The price of a bike rose by 10% to £220. What was the price before the rise?", "£200.00"),
        // Missing-number boxes.
        ("□ × 7 = 56", "8"),
        ("45 − □ = 17", "28"),
        ("72 ÷ ☐ = 8", "9"),
        ("___ + 38 = 100", "62"),
        // Two amounts from their total.
        ("Amy has twice as many stickers as Ben. Together they have 36 stickers. How many stickers does Amy have?", "24 stickers"),
        ("Tom has three times as many marbles as Sam. Altogether they have 48 marbles. How many marbles does Sam have?", "12 marbles"),
        // Once left unread (MathsSolverTests): a total is not the other one's amount, and Jo's 36 needs 48 ÷ 4 first.
        ("Jo has 3 times as many cards as Ali. Together they have 48 cards. How many cards does Jo have?", "36 cards"),
        // A fraction taken off a price.
        ("A jumper costs £36. Its price is reduced by 1/3. What is the new price?", "£24.00"),
        ("A TV costs £240. In a sale its price is cut by a quarter. What is the sale price?", "£180.00"),
        // Ratios: a measured part of a mixture, a class from one kind's number, a map scale.
        ("Orange squash is mixed with water in the ratio 1:5. How much water is needed for 60 ml of squash?", "300 ml"),
        ("The ratio of boys to girls in a class is 3:4. There are 12 boys. How many children are in the class?", "28 children"),
        ("A map has a scale of 1:50,000. Two villages are 6 cm apart on the map. How far apart are they in real life, in kilometres?", "3 kilometres"),
        ("A plan is drawn to a scale of 1:200. A wall is 9 cm long on the plan. How long is the real wall in metres?", "18 metres"),
        // Regular shapes and powers in a sum.
        ("Each side of a regular hexagon is 7.5 cm. What is the perimeter of the hexagon?", "45 centimetres"),
        ("A regular octagon has a perimeter of 48 cm. How long is each side?", "6 centimetres"),
        ("2³ + 4² =", "24"),
        ("5² − 3 × 4 =", "13"),
        // Prices of two kinds, and by weight.
        ("Tickets for the zoo cost £8.50 for an adult and £5.25 for a child. How much do 2 adults and 3 children pay?", "£32.75"),
        ("Grapes cost £3.20 per kilogram. How much do 500 g of grapes cost?", "£1.60"),
        ("Cheese costs £1.20 per 100 g. How much do 350 g of cheese cost?", "£4.20"),
        // Fractions, decimals and percentages together.
        ("Which of these is not equal to the others: 0.25, 1/4, 25%, 2/5?", "2/5"),
        ("Order these from smallest to largest: 0.7, 3/5, 65%, 0.07.", "0.07, 3/5, 65%, 0.7"),
    ]

    /// The key is the worked answer, and the slips are at least three answers of its own form, none of them the key.
    @Test(arguments: cases.indices)
    func solves(index: Int) throws {
        try MathsSolverTests.expectSolved(Self.cases[index].0, as: Self.cases[index].1)
    }

    /// On a page, each becomes a question with the worked key and four different options.
    @Test(arguments: cases.indices)
    func asksWithDistinctOptions(index: Int) throws {
        try MathsSolverTests.expectAsked(Self.cases[index].0, as: Self.cases[index].1)
    }

    /// The slips a learner makes, among the options: 10 for 12 on the clock, the decimal of a division read as minutes,
    /// the percentage put back onto the reduced price, the box's sum done as written.
    @Test(arguments: [
        ("Write 17:25 as a 12-hour clock time.", "7:25 pm"),
        ("Convert 255 minutes into hours and minutes.", "4 hours 25 minutes"),
        ("After a 20% discount, a coat costs £40. What was the original price of the coat?", "£48.00"),
        ("45 − □ = 17", "62"),
        ("Orange squash is mixed with water in the ratio 1:5. How much water is needed for 60 ml of squash?", "64 ml"),
    ])
    func offersTheTypicalSlip(text: String, slip: String) throws {
        try MathsSolverTests.expectSlip(text, slip)
    }

    /// Near misses, unread rather than answered wrongly: a wait between three clock times, a span across February with
    /// no year, a time already on the 12-hour clock, a box in a sum of three numbers, a ratio whose known amount belongs
    /// to neither kind.
    @Test(arguments: [
        "The bus leaves Park Road at 07:55 and reaches school at 08:23. School starts at 08:45. How long does Mia wait at school before it starts?",
        "How many days are there from 25th January to 8th March?",
        "Write 5:25 pm as a 12-hour clock time.",
        "□ + 12 + 7 = 30",
        "Orange squash is mixed with water in the ratio 1:5. How much water is needed for 60 ml of milk?",
    ])
    func leavesUnsolved(text: String) throws {
        try MathsSolverTests.expectNoGuess(text)
    }

    /// A weekday worked out from the one the problem names is the page's answer, not an unsupported word: flagged, it
    /// made a whole timetable sheet give no quiz.
    @Test func aWorkedOutWeekdayIsSupported() throws {
        let text = "Time\n\n1. Today is Monday 14th March. Amy's party is 10 days later. On which day of the week is the party?\n"
        let asked = try #require(MathsQuestions.candidates(page: Page(text: text, knows: { _ in true })).first)
        let flaws = ItemFlaws(text: text, words: nil).itemFlaws(asked.question)
        #expect(asked.answer == "Thursday" && flaws.isEmpty, "\(flaws)")
    }

    /// A sentence after the question is no part of the quote: the evidence is the page's own words up to the question,
    /// which the quiz check finds on the page (unquoted, it made a whole timetable sheet give no quiz).
    @Test func theEvidenceStopsWhereThePageDoes() throws {
        let text = "Time\n\n1. A cake must bake for 1 hour 20 minutes. It goes into the oven at 11:50. At what time should it come out? Give your answer using the 24-hour clock.\n"
        let asked = try #require(MathsQuestions.candidates(page: Page(text: text, knows: { _ in true })).first)
        let quoted = Grounding(text: text).contains(asked.question.evidence)
        #expect(asked.answer == "13:10" && quoted, "\(asked.question.evidence)")
    }

    /// "How many children are in the class?" is the whole class; "How many adults are in the club?" is a third kind.
    @Test func anotherKindIsNoWhole() throws {
        try MathsSolverTests.expectNoGuess("The ratio of boys to girls in a club is 2:3. There are 10 boys. How many adults are in the club?")
    }

    /// "Write 0.35 as a fraction": the wrong options are fractions a learner writes (3/5, 3 1/2), never "0.03".
    @Test func aDecimalAsAFractionHasFractionSlips() throws {
        let solution = try MathsSolverTests.solution("Write 0.35 as a fraction in its simplest form.")
        let slips = solution.mistakes.map(solution.format)
        #expect(slips.contains("3/5") && !slips.contains { $0.contains(".") }, "\(slips)")
    }

    /// "After a 20% discount, a coat costs £40": the price before is asked, and the rule that takes 20% off must not
    /// answer £32.
    @Test func anOriginalPriceIsNotTheReducedOne() throws {
        let solution = try MathsSolverTests.solution("After a 20% discount, a coat costs £40. What was the original price of the coat?")
        let key = solution.format(solution.value)
        #expect(key != "£32.00", "\(solution.working)")
    }
}
