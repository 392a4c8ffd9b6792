import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Term questions worded as a teacher would set them (issue 11).
@Suite struct DefinitionWordingTests {
    private func definitions(_ text: String) -> [String] {
        Page(text: text, knows: DictionaryWords.knows).definitions.map { "\($0.stem) → \($0.term)" }
    }

    /// "the soldiers called her Mother Seacole": "called" with a pronoun after it is the verb that gives a name, not a
    /// thing named in passing ("What are these soldiers called? → her Mother Seacole" was asked, and "her Mother Seacole"
    /// stood as a wrong option for "journey"). The page's "tubes called blood vessels" is still a term.
    @Test func calledWithAnObjectIsNoTermNamedInPassing() {
        let found = definitions("""
            Mary Seacole built a hotel near Balaclava for wounded soldiers. The heart pumps blood through tubes called \
            blood vessels. She often rode out to the battlefield, and the soldiers called her Mother Seacole.
            """)
        #expect(!found.contains { $0.contains("Seacole") && $0.contains("called?") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("What are these tubes called? → blood vessels") }, "\(found)")
    }

    /// A history page names things in the past: "The foot soldiers were called legionaries" is a term as "are called" is.
    @Test func aNameGivenInThePastIsAsked() {
        let found = definitions("""
            The Roman Army

            The army of Rome was the strongest in the ancient world. The foot soldiers were called legionaries. \
            Each group of eighty soldiers was led by an officer. This officer was known as a centurion. The soldiers \
            built straight roads across the empire.
            """)
        #expect(found.contains("What were the foot soldiers called? → legionaries"), "\(found)")
        #expect(found.contains("“Each group of eighty soldiers was led by an officer.” What was this officer known as? → centurion"), "\(found)")
    }

    /// "… is called its source, and the place where it meets the sea is called its mouth" was asked "What is the place where
    /// it meets the sea called? → its mouth": the name without "its", and "it" named by the sentence before.
    @Test func aNameAfterItsIsTheNameAndItIsNamed() {
        let found = definitions("""
            Rivers

            A river is a large natural stream of fresh water that flows towards the sea. The place where a river begins is             called its source, and the place where it meets the sea is called its mouth.
            """)
        #expect(found.contains("What is the place where a river begins called? → source"), "\(found)")
        #expect(found.contains("What is the place where a river meets the sea called? → mouth"), "\(found)")
    }

    /// "These smaller rivers are called tributaries": what are these rivers called, not "what is this".
    @Test func aPluralNamedAfterTheSentenceBeforeIsAskedInThePlural() {
        let found = definitions("""
            A river is fed by many streams on its way to the sea. These smaller streams are called tributaries. The river \
            ends at its mouth.
            """)
        #expect(found.contains { $0.hasSuffix("What are these smaller streams called? → tributaries") }, "\(found)")
    }
}
extension DefinitionWordingTests {
    /// "The outer layer of the Earth is broken into huge slabs of rock called tectonic plates" asked "What is this rock
    /// called?": the slabs are what is named.
    @Test func aThingOfAStuffNamedInPassingIsAskedByTheThing() {
        let found = definitions("""
            The outer layer of the Earth is broken into huge slabs of rock called tectonic plates. These plates move very \
            slowly, only a few centimetres each year.
            """)
        #expect(found.contains { $0.hasSuffix("What are these slabs called? → tectonic plates") }, "\(found)")
    }

    /// "Children as young as six worked long hours in the mills" was keyed "six worked": a quantity's unit is a noun.
    @Test func aVerbIsNoUnitOfAQuantity() {
        let page = Page(text: """
            Children as young as six worked long hours in the mills. The mills had forty machines in each room. Each \
            worker earned three shillings a week for twelve hours a day.
            """, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let keys = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
            .filter { $0.kind == .quantity }.map(\.answer)
        #expect(!keys.contains("six worked"), "\(keys)")
        #expect(keys.contains("forty machines") || keys.contains("three shillings"), "\(keys)")
    }
}
