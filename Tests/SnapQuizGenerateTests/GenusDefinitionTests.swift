import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "X is a Y that …": a definition with no word for naming is asked "What is a Y that … called?".
@Suite struct GenusDefinitionTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }
    private func definitions(_ text: String) -> [DefinitionQuestions.Definition] {
        let built = page(text)
        return built.sentences.filter { !$0.isHeading }.compactMap { GenusDefinition.definition(withoutFinalMark($0.text), sentence: $0, page: built) }
    }

    @Test func aSentenceSayingWhatAThingIsDefinesIt() {
        let text = """
            The Digestive System

            The stomach is a muscular bag that churns the food and mixes it with acid. A moon is a natural satellite that \
            orbits a planet. Comets are balls of ice and dust. The cytoplasm is a jelly where most chemical reactions happen. \
            Molars are wide flat teeth at the back that grind food.
            """
        let found = definitions(text)
        let asked = Dictionary(found.map { ($0.term, $0.stem) }, uniquingKeysWith: { a, _ in a })
        #expect(asked["stomach"] == "What is a muscular bag that churns the food and mixes it with acid called?", "\(found.map(\.stem))")
        #expect(asked["moon"] == "What is a natural satellite that orbits a planet called?")
        #expect(asked["comets"] == "What are balls of ice and dust called?")
        #expect(asked["cytoplasm"] == "What is a jelly where most chemical reactions happen called?")
        #expect(asked["molars"] == "What are wide flat teeth at the back that grind food called?")
    }

    /// A name, a description with no noun of its own, a class with nothing narrowing it, a pronoun: no definition.
    @Test func whatIsNoDefinitionGivesNone() {
        let text = """
            Planets

            Jupiter is a giant planet made mostly of gas. Composite volcanoes are tall and steep with many layers. \
            A whale is a mammal. It is a ball of hot gas that gives out light. Shield volcanoes are wide with gentle slopes.
            """
        #expect(definitions(text).isEmpty, "\(definitions(text).map(\.stem))")
    }

    /// On a whole page the definition becomes a question among the page's other terms, free of item-writing flaws.
    @Test func theDefinitionIsAskedWithThePagesTerms() throws {
        let text = """
            Science Homework: Moons and Comets

            Eight planets travel around the Sun. A moon is a natural satellite that orbits a planet. Earth has one moon, \
            and Mars has two small moons called Phobos and Deimos. Comets are balls of ice and dust from the edge of the \
            Solar System. Asteroids are rocky lumps that orbit the Sun between Mars and Jupiter. Gravity keeps every \
            satellite in its orbit. Meteors are bright streaks of light in the night sky.
            """
        let built = page(text)
        var random = QuizRandom(seed: 3)
        let found = GenusDefinition.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let moon = try #require(found.first { $0.answer == "moon" }, "\(found.map(\.question.question))")
        #expect(moon.question.question == "What is a natural satellite that orbits a planet called?")
        #expect(ItemFlaws(text: text, words: built.words).itemFlaws(moon.question).isEmpty)
    }
}
