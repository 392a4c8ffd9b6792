import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "Councils build wooden groynes to trap the sand" → "Why do councils build wooden groynes?".
@Suite struct PurposeQuestionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func whatSomethingIsDoneForIsAskedWhy() {
        let text = """
            Purposes

            Councils build wooden groynes to trap the sand and protect the beach. The Romans built straight roads so that \
            soldiers could march quickly. A farmer sprays the crops in order to kill the insects. Sikhs celebrate Vaisakhi \
            in April to remember the founding of the Khalsa. Sea walls protect towns to keep the waves out.
            """
        let built = page(text)
        let found = built.statements.compactMap { PurposeQuestions.purpose(in: $0, page: built) }
        let asked = Dictionary(found.map { ($0.stem, $0.answer) }, uniquingKeysWith: { a, _ in a })
        #expect(asked["Why do councils build wooden groynes?"] == "to trap the sand and protect the beach", "\(found)")
        #expect(asked["Why did the Romans build straight roads?"] == "so that soldiers could march quickly")
        #expect(asked["Why does a farmer spray the crops?"] == "to kill the insects")
        #expect(asked["Why do Sikhs celebrate Vaisakhi in April?"] == "to remember the founding of the Khalsa")
        // "walls" is the subject's noun, not a verb ("What walls …"): the verb is "protect".
        #expect(asked["Why do sea walls protect towns?"] == "to keep the waves out")
        #expect(found.count == 5)
    }

    /// "Why do verbs change their form? → to show tense: we walk today": the example after a colon is no part of the purpose.
    @Test func aPurposeEndsBeforeItsExample() {
        let built = page("Verbs\n\nVerbs change their form to show tense: we walk today, but we walked yesterday.")
        let found = built.statements.compactMap { PurposeQuestions.purpose(in: $0, page: built) }
        #expect(found.map(\.answer) == ["to show tense"], "\(found)")
    }

    /// "to" after a verb that takes it ("helps the body to break down fats"), "to" before a place, a passive, a
    /// purpose that only points back ("to visit them"), a pronoun subject, a name given on the way ("Why did wooden fences
    /// call groynes are built …?" was asked), an opening date ("Why did in 1779 Jan Ingenhousz show …?"), a clause after
    /// the verb: no question.
    @Test func anInfinitiveThatIsNoPurposeGivesNone() {
        let text = """
            Not purposes

            Bile helps the body to break down fats. The river flows from the hills to the sea. Hadrian ordered a wall to be \
            built across the north. Tourists pay money to visit them. They grow rice to sell at the market. The heat \
            underground is used to make electricity. Wooden fences called groynes are built across beaches to trap the \
            sand. In 1779 Jan Ingenhousz showed that plants need light to produce oxygen.
            """
        let built = page(text)
        #expect(built.statements.compactMap { PurposeQuestions.purpose(in: $0, page: built) }.isEmpty,
                "\(built.statements.compactMap { PurposeQuestions.purpose(in: $0, page: built) })")
    }

    /// Wrong options: the page's other purposes first, then what its other sentences say things do, put as purposes;
    /// the question passes the item-writing-flaw checks.
    @Test func wrongOptionsArePurposesOfThePage() throws {
        let text = """
            Geography Homework: Protecting the Coast

            Waves erode the cliffs in several ways. Longshore drift moves sand along the beach. Councils build wooden \
            groynes to trap the sand. Engineers pile large rocks at the foot of the cliff to absorb the energy of the \
            waves. Some towns build sea walls so that storms cannot flood the streets. Storm waves carry pebbles high up \
            the beach. Mud settles in the bay and builds a wide beach.
            """
        let built = page(text)
        var random = QuizRandom(seed: 2)
        let found = PurposeQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let groynes = try #require(found.first { $0.question.question == "Why do councils build wooden groynes?" }, "\(found.map(\.question))")
        #expect(groynes.answer == "to trap the sand")
        #expect(groynes.question.options.contains("to absorb the energy of the waves"))
        #expect(groynes.question.options.allSatisfy { $0.hasPrefix("to ") }, "\(groynes.question.options)")
        // One doing each, in the form a purpose takes: no "to settle in the bay and builds a wide beach", no purpose inside.
        var offered = Set<String>()
        for seed in UInt64(1)...12 {
            var again = QuizRandom(seed: seed)
            for candidate in PurposeQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &again) {
                offered.formUnion(candidate.question.options)
            }
        }
        #expect(offered.contains("to settle in the bay"), "\(offered)")
        #expect(!offered.contains { $0.contains(" and builds") || $0.dropFirst(3).contains(" to ") }, "\(offered)")
        #expect(groynes.kind == .causeEffect)
        #expect(ItemFlaws(text: text, words: built.words).itemFlaws(groynes.question).isEmpty)
    }
}
