import Testing
@testable import SnapQuizGenerate

/// Year 4-8 worksheet forms the solver left unsolved or answered wrongly: clock times written on the other clock, minutes
/// as hours and minutes (once keyed "4.25 hours"), a clock time on the clock the sheet asks for, the day of the week
/// some days on and the days between two dates. Answers worked by hand.
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
    ]

    /// The key is the worked answer, and the slips are at least three answers of its own form, none of them the key.
    @Test(arguments: cases.indices)
    func solves(index: Int) throws {
        let (text, written) = Self.cases[index]
        let solution = try MathsSolverTests.solution(text)
        let key = solution.format(solution.value)
        #expect(key == written, "\(text): \(solution.working)")
        let slips = Set(solution.mistakes.filter { abs($0 - solution.value) > 1e-9 }.map(solution.format)).subtracting([key, ""])
        #expect(slips.count >= 3, "\(text): \(slips.sorted())")
    }

    /// On a page, each becomes a question with the worked key and four different options.
    @Test(arguments: cases.indices)
    func asksWithDistinctOptions(index: Int) throws {
        let (text, written) = Self.cases[index]
        let found = MathsQuestions.candidates(page: Page(text: "Maths\n\n1. " + text + "\n", knows: { _ in true }))
        let asked = try #require(found.first { !$0.question.question.hasPrefix("Now with") }, "no question: \(text)")
        let options = asked.question.options
        let distinct = Set(options).count == 4 && options.count == 4
        #expect(asked.answer == written && distinct, "\(text) → \(options)")
    }

    /// The slips a learner makes, among the options: 10 for 12 on the clock, the decimal of a division read as minutes.
    @Test(arguments: [
        ("Write 17:25 as a 12-hour clock time.", "7:25 pm"),
        ("Convert 255 minutes into hours and minutes.", "4 hours 25 minutes"),
    ])
    func offersTheTypicalSlip(text: String, slip: String) throws {
        let solution = try MathsSolverTests.solution(text)
        let slips = solution.mistakes.map(solution.format)
        #expect(slips.contains(slip), "\(text): \(slips)")
    }

    /// Near misses, unread rather than answered wrongly: a wait between three clock times, a span across February with
    /// no year, a time already on the 12-hour clock.
    @Test(arguments: [
        "The bus leaves Park Road at 07:55 and reaches school at 08:23. School starts at 08:45. How long does Mia wait at school before it starts?",
        "How many days are there from 25th January to 8th March?",
        "Write 5:25 pm as a 12-hour clock time.",
    ])
    func leavesUnsolved(text: String) throws {
        try MathsSolverTests.expectNoGuess(text)
    }

}
