import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// Two common worksheets that got no quiz: a drill of sums with the answers left blank ("7 × 8 ="), read as a poem
/// ("In the poem, which line comes right after “2. 56 ÷ 7 =”?"), and a French word list, whose words were taken for
/// misreads.
@Suite struct WorksheetKindsTests {
    static let drill = """
        Mental Maths Practice

        1. 7 × 8 =
        2. 56 ÷ 7 =
        3. 345 + 278 = ____
        4. 1000 − 463 =
        5. 3/4 of 32 =
        6. 0.6 × 5 = …
        7. 25% of 80 =
        8. 12² =
        9. Round 4,768 to the nearest hundred.
        10. Write 0.75 as a fraction.
        """

    @Test func aDrillOfSumsWithBlankAnswersIsSolvedNotReadAsAPoem() throws {
        let problems = MathsPages.problems(in: Self.drill)
        let solved = problems.compactMap { MathsSolver.solve($0)?.value }
        for expected in [56.0, 8, 623, 537, 24, 3, 20] { #expect(solved.contains(expected), "\(expected) not among \(solved)") }
        #expect(VerseQuestions.lines(of: Page(text: Self.drill, knows: DictionaryWords.knows)) == nil)
        let quiz = try OfflineQuizGenerator(randomSeed: 2).generate(from: Self.drill, title: nil)
        #expect(!quiz.questions.contains { $0.question.contains("poem") })
        #expect(quiz.questions.filter { QuizQuality.kind(of: $0) == "quantity or calculation" }.count == 10)
        // A sum whose answer is printed is no drill item to solve: "7 × 8 = 56" stays as it was.
        #expect(MathsPages.problems(in: "1. 7 × 8 = 56\n2. 6 × 6 = 36").allSatisfy { !$0.setup.hasSuffix("?") })
    }

    static let french = """
        French Vocabulary: At School

        le cahier - the exercise book
        le crayon - the pencil
        la gomme - the rubber
        la règle - the ruler
        le stylo - the pen
        la trousse - the pencil case
        le professeur - the teacher
        la cantine - the canteen
        la bibliothèque - the library
        le cartable - the school bag
        """

    @Test func aForeignWordListsWordsAreThePagesOwn() throws {
        let words = WordCheck(page: Self.french, knows: DictionaryWords.knows)
        #expect(words.isClean("la bibliothèque") && words.isClean("le cartable"))
        // Elsewhere the same words are no words: a misread looks like them.
        #expect(!WordCheck(page: "The cartable was on the table. The gomme was there too.", knows: DictionaryWords.knows).isClean("cartable"))
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.french, title: nil)
        #expect(quiz.questions.contains { $0.question.hasPrefix("Which word means") })
        for question in quiz.questions where question.question.hasPrefix("Which word means") {
            let meaning = question.question.split(separator: "“")[1].prefix { $0 != "”" }
            #expect(Self.french.contains("\(question.options[question.correctIndex]) - \(meaning)"))
        }
    }
}
