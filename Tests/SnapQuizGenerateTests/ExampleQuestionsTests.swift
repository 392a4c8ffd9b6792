import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "Soft rock such as clay", "The four inner planets, Mercury, Venus, Earth and Mars,": which thing is one of the group.
@Suite struct ExampleQuestionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func theGroupsAPageNamesWithTheirMembers() {
        let text = """
            Rocks and Planets

            Soft rock such as clay wears away quickly. Towns such as Leeds grew very fast. The four inner planets, \
            Mercury, Venus, Earth and Mars, are small and rocky. Ice, wood and iron are examples of solids. Farmers grow \
            crops such as soya beans. Anything that cannot be digested, such as fibre, moves on.
            """
        let built = page(text)
        let groups = built.statements.flatMap { ExampleQuestions.groups(in: $0, page: built) }
        let found = Dictionary(groups.map { ($0.name, $0.members) }, uniquingKeysWith: { a, _ in a })
        #expect(found["soft rock"] == ["clay"], "\(groups)")
        #expect(found["towns"] == ["Leeds"])
        #expect(found["inner planets"] == ["Mercury", "Venus", "Earth", "Mars"])
        #expect(groups.first { $0.name == "inner planets" }?.listsAll == true)
        #expect(found["solids"] == ["ice", "wood", "iron"])
        // "soya beans grow": "soya" alone is no member; "digested, such as fibre": no group before the comma.
        #expect(found["crops"] == nil)
        #expect(groups.count == 4)
    }

    @Test func aGroupIsAskedInTheSingular() {
        #expect(ExampleQuestions.asOne("towns") == "an example of a town")
        #expect(ExampleQuestions.asOne("explosive volcanoes") == "an example of an explosive volcano")
        #expect(ExampleQuestions.asOne("soft rock") == "an example of soft rock")
    }

    /// The key is a member; no wrong option is one the page puts in the group, nor one WordNet files under it, nor a
    /// word of another sort; a page's places are never asked as examples ("towns such as Leeds" beside its other towns).
    @Test func wrongOptionsAreOfTheKeysSortAndOutsideTheGroup() throws {
        let text = """
            Geography Homework: Rocks on the Coast

            Soft rock such as clay erodes quickly and forms bays. Hard rock such as chalk erodes slowly and forms \
            headlands. Waves carry sand, mud and salt along the beach, and the wind blows dust inland. Sandstone is made of grains of sand stuck together. \
            The cliffs near Leeds and York are made of granite. Towns such as Leeds grew very fast.
            """
        let built = page(text)
        for seed in UInt64(1)...6 {
            var random = QuizRandom(seed: seed)
            let found = ExampleQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
            #expect(!found.contains { $0.question.question.contains("town") })
            let soft = try #require(found.first { $0.question.question == "According to the text, which of these is an example of soft rock?" },
                                    "\(found.map(\.question.question))")
            #expect(soft.answer == "clay")
            #expect(soft.question.options.count == 4)
            #expect(soft.question.options.contains("chalk"))
            #expect(ItemFlaws(text: text, words: built.words).itemFlaws(soft.question).isEmpty)
        }
    }
}
