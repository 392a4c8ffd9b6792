import Testing
@testable import SnapQuizGenerate

/// Worksheet forms the solver left unsolved: two lengths of time written in different units ("95 minutes" and "1 hour
/// 10 minutes"), the clock time at which lengths of time after a start end ("three lessons of 45 minutes from 2:15
/// pm"), and a fraction of a whole named with a hyphened word or a possessive ("3/5 of a 240-page book", "1/4 of her
/// £36"). Answers worked by hand.
@Suite struct MathsTimeAndPartsTests {
    static let cases: [(String, String)] = [
        ("A film lasts 95 minutes. Another lasts 1 hour 10 minutes. How many minutes longer is the first film?", "25 minutes"),
        ("A swim lasts 1 hour 25 minutes and a run lasts 50 minutes. How much longer is the swim than the run?", "35 minutes"),
        ("Ali's homework took 2 hours 5 minutes and Ben's took 1 hour 40 minutes. How many minutes more did Ali spend on it?", "25 minutes"),
        ("Three lessons of 45 minutes each start at 2:15 pm with no breaks. At what time does the last lesson end?", "4:30 pm"),
        ("Four songs lasting 3 minutes each are played from 10:58 am. At what time does the last song finish?", "11:10 am"),
        ("The concert begins at 19:30. It has two halves of 50 minutes each. What time does it end?", "21:10"),
        ("Sara read 3/5 of a 240-page book. How many pages did she read?", "144 pages"),
        ("A farmer planted 3/8 of a 64-acre field with wheat. How many acres did he plant with wheat?", "24 acres"),
        ("Mia spent 1/4 of her £36 pocket money on a game. How much did the game cost?", "£9.00"),
    ]

    @Test(arguments: cases.indices)
    func solves(index: Int) throws {
        try MathsSolverTests.expectSolved(Self.cases[index].0, as: Self.cases[index].1)
    }

    @Test(arguments: cases.indices)
    func asksWithDistinctOptions(index: Int) throws {
        try MathsSolverTests.expectAsked(Self.cases[index].0, as: Self.cases[index].1)
    }

    /// The slips a learner makes: an hour taken as 100 minutes, one lesson only, the minutes added without carrying.
    @Test(arguments: [
        ("A film lasts 95 minutes. Another lasts 1 hour 10 minutes. How many minutes longer is the first film?", "15 minutes"),
        ("Three lessons of 45 minutes each start at 2:15 pm with no breaks. At what time does the last lesson end?", "3:00 pm"),
        ("Two lessons of 50 minutes each start at 9:40 am with no breaks. At what time does the last lesson end?", "10:20 am"),
    ])
    func offersTheTypicalSlip(text: String, slip: String) throws {
        try MathsSolverTests.expectSlip(text, slip)
    }

    /// Breaks between the parts are the learner's to count, and two clock times are no end time to work out.
    @Test(arguments: [
        "Three lessons of 45 minutes start at 9:00 am with a 10-minute break between them. When does the last lesson end?",
        "Three lessons of 45 minutes start at 9:00 am with breaks of 10 minutes between them. When does the last lesson end?",
        "School starts at 8:50 am and lunch is at 12:15 pm. Lessons last 1 hour. What time does the second lesson end?",
    ])
    func leavesUnsolved(text: String) throws {
        try MathsSolverTests.expectNoGuess(text)
    }

    /// A spaced minus stays a minus in the stem ("4x - 7" had become "4x -7", minus seven times 4x to a learner's eye),
    /// while a word broken at a line's end is joined again.
    @Test func aSpacedMinusStaysAndABrokenWordJoins() throws {
        let equation = try #require(MathsPages.problems(in: "Algebra\n\n1. Solve 4x - 7 = 21.\n").first)
        let broken = try #require(MathsPages.problems(in: "Fractions\n\n1. Sara read 3/5 of a 240-\npage book. How many pages did she read?\n").first)
        #expect(equation.setup.contains("4x - 7") && broken.setup.contains("240-page"), "\(equation.setup) | \(broken.setup)")
    }
}
