import Testing
@testable import SnapQuizGenerate

/// Year 4-8 worksheet forms the solver left unsolved: geometry and measure (an angle named by a letter, a circle from
/// its diameter, a rectangle's side from its perimeter, a shape of two rectangles, small cubes packed in a box, an
/// isosceles triangle's angles), data described in words (a pictogram's key, a pie chart's angle or count, the rest of a
/// tally, a class or year named by a number), KS3 algebra (powers in a substitution, brackets multiplied out,
/// inequalities) and a US sheet's prices. Answers worked by hand; most forms in two wordings.
@Suite struct MathsForms31Tests {
    static let cases: [(String, String)] = [
        // An angle asked for by its letter.
        ("Two angles on a straight line are x and 124°. Find the value of x.", "56°"),
        ("Three angles meet at a point: y, 85° and 110°. Find y.", "165°"),
        // A circle from its diameter: halved first.
        ("A circle has a diameter of 10 cm. Using π = 3.14, calculate its circumference.", "31.4 centimetres"),
        ("A circular rug has a diameter of 6 m. Taking π as 3.14, find its area.", "28.26 square metres"),
        // A rectangle's other side from its perimeter.
        ("A rectangle has a perimeter of 34 cm. Its length is 11 cm. How wide is the rectangle?", "6 centimetres"),
        ("The perimeter of a rectangle is 50 m. Its width is 9 m. What is its length?", "16 metres"),
        // A shape made of two rectangles.
        ("An L-shaped room is made from two rectangles. One rectangle measures 8 m by 5 m and the other measures 4 m by 3 m. What is the total floor area of the room?", "52 square metres"),
        // Small cubes packed into a box: whole cubes along each edge.
        ("How many 2 cm cubes fit inside a box that measures 10 cm by 6 cm by 4 cm?", "30 cubes"),
        ("A box is 9 cm long, 6 cm wide and 4 cm high. How many cubes of side 3 cm can be packed into it?", "6 cubes"),
        // An isosceles triangle: which angle is given decides the sum.
        ("In an isosceles triangle the angle between the two equal sides is 40°. What size is each of the other two angles?", "70°"),
        ("One of the base angles of an isosceles triangle is 65°. What is the size of the third angle?", "50°"),
        // Charts described in words.
        ("In a pictogram, each symbol stands for 4 cars. The row for Monday shows 6 symbols. How many cars passed the school on Monday?", "24 cars"),
        ("Each ★ represents 10 books. Class 3's row has 4 and a half stars. How many books did Class 3 read?", "45 books"),
        ("In a pie chart, 1/3 of the pupils chose football. What angle should the football sector have?", "120°"),
        ("On a pie chart, 25% of the people surveyed chose tea. What angle is the tea sector?", "90°"),
        ("A pie chart shows how 36 pupils travel to school. The angle for bus is 80°. How many pupils travel by bus?", "8 pupils"),
        // The rest of a tally, and a year named by its number.
        ("Sam recorded the colour of 40 cars. 15 were red, 11 were blue and the rest were silver. How many cars were silver?", "14 cars"),
        ("Year 5 collected 145 cans and Year 6 collected 98 cans. How many fewer cans did Year 6 collect?", "47 cans"),
        // Algebra: powers in a substitution, brackets, inequalities.
        ("If a = 3 and b = 5, find the value of 2a + b².", "31"),
        ("Find the value of 3p² − 4 when p = 3.", "23"),
        ("Expand and simplify 3(x + 4) − 2x.", "x + 12"),
        ("Expand 4(2y − 3).", "8y − 12"),
        ("Multiply out and simplify 5(a + 2) + 2(a − 1).", "7a + 8"),
        ("Solve the inequality 2x + 3 < 15.", "x < 6"),
        ("Solve 5x − 4 ≥ 21.", "x ≥ 5"),
        // Named amounts: a rate for one, two amounts of a list, a group's fraction of the whole.
        ("A car travels 252 miles on 9 gallons of gas. How many miles does it travel per gallon?", "28 miles"),
        ("Class 5 voted for their favourite fruit. Apples got 12 votes, bananas 7 votes, grapes 9 votes and oranges 4 votes. How many more children chose apples than oranges?", "8 children"),
        ("In a survey, red got 14 votes, blue 9 votes and green 11 votes. How many fewer people chose blue than green?", "2 people"),
        ("There are 28 students in Mr. Lopez's class. 12 of them are boys. What fraction of the class are girls?", "4/7"),
        // A US sheet: prices without "a", a price for several things in one sentence, a two-word container.
        ("Tickets to the museum cost $12 for adults and $7.50 for children. How much will 2 adults and 3 children pay?", "$46.50"),
        ("If 5 notebooks cost $8.75, how much do 8 notebooks cost?", "$14.00"),
        ("A school bus holds 48 students. How many buses are needed for 200 students?", "5 buses"),
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

    /// The slip a learner makes, among the options.
    @Test(arguments: [
        ("A rectangle has a perimeter of 34 cm. Its length is 11 cm. How wide is the rectangle?", "23 centimetres"),
        ("How many 2 cm cubes fit inside a box that measures 10 cm by 6 cm by 4 cm?", "120 cubes"),
        ("In an isosceles triangle the angle between the two equal sides is 40°. What size is each of the other two angles?", "140°"),
        ("In a pie chart, 1/3 of the pupils chose football. What angle should the football sector have?", "60°"),
        ("If a = 3 and b = 5, find the value of 2a + b².", "16"),
        ("Expand and simplify 3(x + 4) − 2x.", "x + 4"),
        ("Solve the inequality 2x + 3 < 15.", "x > 6"),
    ])
    func offersTheTypicalSlip(text: String, slip: String) throws {
        try MathsSolverTests.expectSlip(text, slip)
    }

    /// Near misses, unread rather than answered wrongly: an isosceles triangle's one angle that could be either kind, an
    /// angle that is an equation's letter, two unknown angles, a rectangle whose area is stated too.
    @Test(arguments: [
        "One angle of an isosceles triangle is 40°. Find the other two angles.",
        "Two angles on a straight line are 2x and 40°. Find the value of x.",
        "Angles b, c and 60° lie on a straight line. Find the value of b.",
        "A rectangle has a perimeter of 34 cm and an area of 60 cm². Its length is 10 cm. How wide is it?",
    ])
    func leavesUnsolved(text: String) throws {
        try MathsSolverTests.expectNoGuess(text)
    }

    /// "12 apples and 7 bananas" writes each number before its name: reading the number after "apples" would take 7.
    @Test func aNumberBeforeItsNameIsNotReadAfterIt() throws {
        let problem = try #require(MathsPages.problems(in: "There were 12 apples and 7 bananas in a bowl. How many more apples than bananas were there?").first)
        #expect(MathsSolver.namedDifference(problem) == nil)
    }

    /// A second question after the page's own instruction leaves that instruction out: "… calculate its circumference.
    /// What is its area?" asked two things at once.
    @Test func aSecondQuestionDropsThePagesInstruction() throws {
        let text = "Maths\n\n1. A garden is 12 m long and 5 m wide. Find its area.\n\n2. A circle has a radius of 5 cm. Using π = 3.14, calculate its circumference.\n"
        let stems = MathsQuestions.candidates(page: Page(text: text, knows: { _ in true })).map(\.question.question)
        let contradicting = stems.filter { ($0.contains("Find its area") && $0.contains("perimeter")) || ($0.contains("circumference") && $0.contains("area")) }
        let perimeterAsked = stems.contains { $0.hasSuffix("5 m wide. What is its perimeter?") }
        #expect(contradicting.isEmpty && perimeterAsked, "\(stems)")
    }

    /// An algebra answer's terms are no misreads ("3a + 4b", the slip "7ab"), and a puzzle's "I think of a number … What
    /// was my number?" is its own voice: both were solved and never asked.
    @Test func algebraTermsAndAPuzzlesVoiceAreAsked() throws {
        let terms = ["2x", "3a", "7ab", "4n"].allSatisfy(WordCheck.isNumeral) && !WordCheck.isNumeral("3o")
        let text = "Algebra\n\n1. I think of a number, multiply it by 4 and subtract 5. The answer is 31. What was my number?\n"
        let asked = try #require(MathsQuestions.candidates(page: Page(text: text, knows: { _ in true })).first)
        #expect(terms && VoiceAndSpeech.fits(asked, writerSpeaks: false) && asked.answer == "9")
    }

    /// "Expand and simplify 3(x + 4) − 2x." asks on its own: no "What is it when multiplied out and simplified?" after it.
    @Test func anExpandInstructionAsksOnItsOwn() throws {
        let text = "Algebra\n\n1. Expand and simplify 3(x + 4) − 2x.\n"
        let asked = try #require(MathsQuestions.candidates(page: Page(text: text, knows: { _ in true })).first)
        #expect(asked.question.question == "Expand and simplify 3(x + 4) − 2x." && asked.answer == "x + 12", "\(asked.question.question)")
    }

    /// A last sentence that asks ("…, work out the area of the pond.") asks on its own: no "What is its area?" after it.
    @Test func aLastSentenceThatAsksAsksOnItsOwn() throws {
        let text = "Shapes\n\n1. A circular pond has a radius of 5 m. Taking π as 3.14, work out the area of the pond.\n"
        let asked = try #require(MathsQuestions.candidates(page: Page(text: text, knows: { _ in true })).first)
        #expect(asked.question.question.hasSuffix("work out the area of the pond.") && asked.answer == "78.5 square metres", "\(asked.question.question)")
    }
}
