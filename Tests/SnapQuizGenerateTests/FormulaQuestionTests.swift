import Testing
@testable import SnapQuizGenerate

/// A formula the page states is practised with numbers (issue 11, item 2).
@Suite struct FormulaQuestionTests {
    static let density = """
        Density tells us how much mass is packed into a given volume. Density is mass divided by volume. A block of lead is \
        much heavier than a block of wood of the same size, because lead has a higher density. Objects that are less dense \
        than water float, and objects that are denser than water sink.
        """

    @Test func aStatedFormulaIsWorkedWithNewNumbers() throws {
        let formula = try #require(FormulaQuestions.formula(in: "Density is mass divided by volume."))
        #expect(formula.written == "density = mass ÷ volume")
        let page = Page(text: Self.density, knows: { _ in true })
        var random = QuizRandom(seed: 3)
        let questions = FormulaQuestions.candidates(page: page, random: &random).map(\.question)
        let direct = try #require(questions.first { $0.question.contains("What is the density when") })
        // The key is the mass divided by the volume the stem gives, in grams per cubic centimetre.
        let numbers = direct.question.split(separator: " ").compactMap { Double($0) }
        try #require(numbers.count == 2)
        let key = direct.options[direct.correctIndex]
        #expect(key == "\(MathsSolver.plain(numbers[0] / numbers[1])) grams per cubic centimetre")
        // Learners' slips: multiplied, and the mass's unit on the right number.
        #expect(direct.options.contains("\(MathsSolver.plain(numbers[0] * numbers[1])) grams per cubic centimetre"))
        #expect(direct.options.contains("\(MathsSolver.plain(numbers[0] / numbers[1])) grams"))
        // Sensible numbers: a density of at most 20 g/cm³.
        #expect(numbers[0] / numbers[1] <= 20)
        // Turned round: the mass from the density and the volume.
        #expect(questions.contains { $0.question.contains("What is the mass when the density is") })
    }

    /// Letters are read as the quantities the page names; a letter the page does not name is not guessed.
    @Test func lettersAreTheQuantitiesThePageNames() throws {
        let named = "The voltage pushes the current through the resistance. Ohm's law: V = I × R."
        let formula = try #require(FormulaQuestions.formula(in: "Ohm's law: V = I × R.", naming: named.lowercased()))
        #expect(formula.written == "voltage = current × resistance")
        #expect(FormulaQuestions.formula(in: "Ohm's law: V = I × R.", naming: "ohm's law: v = i × r.") == nil)
        // Not a formula: "it" names no quantity, nor a sentence that only says "is" and "times".
        #expect(FormulaQuestions.formula(in: "The answer is this divided by that.") == nil)
    }

    /// A page that states no formula gets no formula question, and a quiz of the whole generator keeps one.
    @Test func onlyAStatedFormulaIsAsked() throws {
        var random = QuizRandom(seed: 1)
        let heart = """
            The heart is a strong muscle that pumps blood around the body. It sits in the chest, between the two lungs. \
            An adult heart is about the size of a clenched fist. The heart has four chambers: two atria at the top and two \
            ventricles at the bottom. A resting adult heart beats about 70 times a minute.
            """
        #expect(FormulaQuestions.candidates(page: Page(text: heart, knows: { _ in true }), random: &random).isEmpty)
    }
}

/// A formula inside a sentence and one on a line of its own are read as printed: the page's sentences drop "=" and "×".
@Suite struct PrintedFormulaTests {
    @Test func symbolsAreReadAsPrinted() throws {
        let page = """
            Electric Circuits

            The voltage of a cell pushes the current around the circuit. Resistance slows the current down. Ohm's law \
            links these three quantities: V = I × R. A long thin wire has a higher resistance than a short thick one.
            speed = distance ÷ time
            """
        var random = QuizRandom(seed: 2)
        let stems = FormulaQuestions.candidates(page: Page(text: page, knows: { _ in true }), random: &random).map(\.question.question)
        #expect(stems.contains { $0.contains("formula voltage = current × resistance. What is the voltage when") }, "\(stems)")
        #expect(stems.contains { $0.contains("formula speed = distance ÷ time. What is the speed when") }, "\(stems)")
    }
}
