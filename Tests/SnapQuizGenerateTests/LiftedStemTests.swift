import Testing
import SnapQuizCore
import SnapQuizTestSupport
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

/// "Who" and "what" stems ask one clause, with each date beside its own verb.
@Suite struct RecallStemTests {
    private func stems(_ text: String) -> [String] {
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 5)
        return RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).map(\.question.question)
    }

    @Test func aSecondClauseWithItsOwnSubjectIsNotAsked() {
        let found = stems("""
            The Revolution

            The French Revolution began in 1789. The monarchy was abolished in 1792 and France became a republic. \
            The clergy owned much of the land. The nobility paid almost no taxes. The king was executed in 1793.
            """)
        #expect(found.contains("According to the text, what was abolished in 1792?"), "\(found)")
        #expect(!found.contains { $0.contains("France became") }, "\(found)")
    }

    /// A life story's last line, "Defoe died in 1731.", is asked "When did Defoe die?"; a thing's two words ("Rome fell")
    /// and a pronoun's ("It ended") are not.
    @Test func aPersonsTwoWordEventIsAskedWhen() {
        let found = stems("""
            Daniel Defoe

            Daniel Defoe was born in London in 1660. He worked as a merchant before he became a writer. His most famous \
            novel appeared in 1719. Rome fell in 1527. Defoe died in 1731.
            """)
        #expect(found.contains("When did Defoe die?"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("When did Rome") }, "\(found)")
    }

    /// A page about coasts (the lead's, 2026-11-27).
    static let coasts = """
            Coastal Erosion

            The coast is where the land meets the sea. Waves shape the coast by wearing away rock in some places and \
            dropping sand and pebbles in others. Waves erode the coast in several ways. Hydraulic action happens when \
            water forces air into cracks in the cliff, and the pressure breaks the rock apart. Abrasion happens when \
            waves throw stones against the cliff and scrape it like sandpaper. Soft rock such as clay erodes quickly, \
            so it forms bays. Hard rock such as chalk erodes slowly and is left sticking out as a headland. Waves attack a headland from both sides. A crack grows into a \
            cave, the cave becomes an arch, and when the top of the arch falls the rock left standing is called a stack. \
            Longshore drift moves sand along the beach.
            """

    /// "A crack grows into a cave, the cave becomes an arch, and …" was asked "what grows into a cave, the cave becomes
    /// an arch?".
    @Test func aClauseAfterACommaIsNotAsked() {
        let found = stems(Self.coasts)
        #expect(found.contains("According to the text, what grows into a cave?"), "\(found)")
        #expect(!found.contains { $0.contains("the cave becomes") }, "\(found)")
    }

    /// "Hydraulic action happens when water forces air …" was asked "what happens when water forces air …? → hydraulic
    /// action": what happens is named, so its name is asked for.
    @Test func whatANamedHappeningIsCalledIsAsked() {
        let found = stems(Self.coasts)
        #expect(found.contains("According to the text, what is it called when water forces air into cracks in the cliff?"), "\(found)")
        #expect(!found.contains { $0.contains("what happens when") }, "\(found)")
    }

    @Test func aNameSaidToBeSomeonesRoleIsAskedWithWho() {
        let found = stems("""
            Napoleon

            Maximilien Robespierre led the Reign of Terror. In 1799 Napoleon Bonaparte seized power. Marie Antoinette \
            was executed in 1793. Louis XVI was the last king before the revolution.
            """)
        #expect(found.contains("Who was the last king before the revolution?"), "\(found)")
        #expect(!found.contains("What was the last king before the revolution?"), "\(found)")
    }

    @Test func anOpeningDateStaysBesideItsVerb() {
        let found = stems(SampleHomework.frenchRevolution)
        #expect(found.contains("Who seized power in 1799 and later crowned himself Emperor in 1804?"), "\(found)")
        #expect(!found.contains { $0.contains("in 1804 in 1799") }, "\(found)")
        #expect(found.contains("According to the text, what was abolished in 1792?"), "\(found)")
        // The last of a list is no clause.
        #expect(found.contains("What was divided into three estates: the clergy, the nobility and the common people?"), "\(found)")
    }
}

/// "When was a statue of her unveiled …?" named no one: "her" after a preposition, before no noun, is named as "him" is.
extension RecallStemTests {
    @Test func anObjectHerIsNamedAndAWhoseHerIsLeft() {
        let found = stems("""
            Mary Seacole

            Mary Seacole was born in Kingston, Jamaica, in 1805. She cared for wounded soldiers in the Crimean War. \
            Mary Seacole died in London in 1881. In 2016 a statue of her was unveiled outside St Thomas' Hospital. \
            Grace Darling was born in 1815. In 1838 Grace Darling rowed out with her father to a shipwreck.
            """)
        #expect(found.contains("When was a statue of her [Mary Seacole] unveiled outside St Thomas' Hospital?"), "\(found)")
        #expect(found.contains("When did Grace Darling row out with her father to a shipwreck?"), "\(found)")
    }
}
