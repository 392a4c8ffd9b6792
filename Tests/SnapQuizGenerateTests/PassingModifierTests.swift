import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "droplets of _____ water → liquid", "died in a/an _____ accident → street": a word describing the noun after the
/// blank, which the page says once in passing, is no key a learner can infer (issue 11).
@Suite struct PassingModifierTests {
    private func isPassing(_ word: String, _ sentence: String, page text: String) -> Bool {
        ClozeQuestions.isPassingModifier(word, in: sentence, on: Page(text: text, knows: DictionaryWords.knows))
    }

    @Test func aModifierSaidOnceIsNoKey() {
        let text = """
            After Pierre died in a street accident in 1906, Marie took over his teaching post. She won a second Nobel Prize \
            in 1911. The vapour turns back into tiny droplets of liquid water high in the air.
            """
        #expect(isPassing("street", "After Pierre died in a street accident in 1906, Marie took over his teaching post.", page: text))
        #expect(isPassing("liquid", "The vapour turns back into tiny droplets of liquid water high in the air.", page: text))
    }

    @Test func aModifierThePageMakesItsPointStays() {
        // Said again: solid and liquid water are the page's subject.
        let text = """
            Ice is solid water and steam is water as a gas. The vapour turns back into tiny droplets of liquid water. \
            Liquid water covers most of the planet, and solid water covers the poles.
            """
        #expect(!isPassing("liquid", "The vapour turns back into tiny droplets of liquid water.", page: text))
        // A word closing its phrase describes nothing after it.
        let rain = "When the droplets become too heavy, they fall back to the ground as precipitation: rain, snow or hail."
        #expect(!isPassing("precipitation", rain, page: rain + " Rivers carry water to the sea."))
    }

    /// On a page: the curie sentence offers no "street" blank; its year blank stays.
    @Test func theGeneratorSetsNoSuchBlank() {
        let text = """
            Marie Curie

            Marie Curie was born in Warsaw in 1867. She moved to Paris in 1891 and studied physics at the Sorbonne. In \
            1895 she married Pierre Curie, a French scientist. After Pierre died in a street accident in 1906, Marie took \
            over his teaching post and became the first woman professor at the Sorbonne. She died in 1934.
            """
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text)
        #expect(!offered.contains { $0.contains("a/an _____ accident") || $0.contains("a _____ accident") }, "\(offered)")
        #expect(offered.contains { $0.contains("accident in _____") }, "\(offered)")
    }
}
