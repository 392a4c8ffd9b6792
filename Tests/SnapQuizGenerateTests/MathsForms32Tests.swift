import Testing
@testable import SnapQuizGenerate

/// Worksheet forms the solver left unsolved on two new Year 5-7 sheets: two lengths of time written in different units
/// ("95 minutes" and "1 hour 10 minutes"), the clock time at which lengths of time after a start end ("three lessons of
/// 45 minutes from 2:15 pm"), a fraction of a whole named with a hyphened word or a possessive ("3/5 of a 240-page
/// book", "1/4 of her £36"), two numbers from their sum and difference, a square's side from its area, the boys left by
/// a fraction that are girls, and a map scale printed "1 : 50 000". Answers worked by hand.
@Suite struct MathsForms32Tests {
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
        ("The sum of two numbers is 50 and their difference is 12. What is the larger number?", "31"),
        ("Two numbers have a sum of 40 and a difference of 6. What is the smaller number?", "17"),
        ("A square has an area of 81 cm². What is the length of one side?", "9 centimetres"),
        ("The area of a square patio is 36 square metres. How long is each side of the square?", "6 metres"),
        ("There are 32 children on a bus. 3/8 of them are girls. How many boys are on the bus?", "20 boys"),
        ("A club has 45 members. Two fifths of them are men. How many women are in the club?", "27 women"),
        ("There are 28 pupils in a class. 3/4 of them are girls. How many boys are there?", "7 boys"),
        ("There are 32 children. A quarter of them are boys. How many girls are there?", "24 girls"),
        ("A map has a scale of 1 : 50 000. Two villages are 6 cm apart on the map. What is the real distance in kilometres?", "3 kilometres"),
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
        ("The sum of two numbers is 50 and their difference is 12. What is the larger number?", "38"),
        ("A square has an area of 81 cm². What is the length of one side?", "20.25 centimetres"),
        ("There are 32 children on a bus. 3/8 of them are girls. How many boys are on the bus?", "12 boys"),
    ])
    func offersTheTypicalSlip(text: String, slip: String) throws {
        try MathsSolverTests.expectSlip(text, slip)
    }

    /// Breaks between the parts are the learner's to count, and two clock times are no end time to work out.
    @Test(arguments: [
        "Three lessons of 45 minutes start at 9:00 am with a 10-minute break between them. When does the last lesson end?",
        "Three lessons of 45 minutes start at 9:00 am with breaks of 10 minutes between them. When does the last lesson end?",
        "School starts at 8:50 am and lunch is at 12:15 pm. Lessons last 1 hour. What time does the second lesson end?",
        // A square's side that is no whole number, and a fraction of a group with more than two kinds.
        "A square has an area of 50 cm². What is the length of one side?",
        "There are 32 animals on a farm. 3/8 of them are cows. How many sheep are on the farm?",
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
