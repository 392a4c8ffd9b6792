import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// Stems that reword a sentence of the page (not quote it) read as questions of their own: no word that ties the
/// sentence to the one before it.
@Suite struct LiftedStemTests {
    @Test func linkWordsLeaveRewordedStems() {
        #expect(ItemText.withoutLinkWords("plants also release water vapour from their leaves") == "plants release water vapour from their leaves")
        #expect(ItemText.withoutLinkWords("can also be used to make electricity") == "can be used to make electricity")
        #expect(ItemText.withoutLinkWords("carry oxygen around the body too") == "carry oxygen around the body")
        #expect(ItemText.withoutLinkWords("grew wheat as well") == "grew wheat")
        // Nothing to take away.
        #expect(ItemText.withoutLinkWords("heats water in rivers, lakes and seas") == "heats water in rivers, lakes and seas")
    }

    /// The same on a page: "What is … called?" without "also"; the quotation in the feedback keeps it.
    @Test func definitionStemsDropAlso() {
        let text = """
            Some rain also soaks into the ground in a process called infiltration.
            Water that also flows over the surface of the land into streams is called surface runoff.
            """
        let found = DefinitionQuestions.find(in: Page(text: text, knows: DictionaryWords.knows))
        #expect(found.contains { $0.term == "infiltration" && $0.stem == "What is the process in which some rain soaks into the ground called?" },
                "\(found.map(\.stem))")
        #expect(found.contains { $0.term == "surface runoff" && $0.stem == "What is water that flows over the surface of the land into streams called?" },
                "\(found.map(\.stem))")
        #expect(found.allSatisfy { $0.evidence.contains(" also ") })
    }
}
