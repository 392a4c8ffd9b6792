import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A geography page on hot deserts named one desert, the Sahara, and got no quiz: "The largest hot desert is the Sahara"
/// was asked neither as what is largest nor with other deserts as wrong options.
@Suite struct WorldLandmarksTests {
    static let deserts = """
        Geography: Hot Deserts

        A desert is a place that receives less than 250 millimetres of rain a year. Hot deserts are found near the Tropics \
        of Cancer and Capricorn. The largest hot desert is the Sahara, which covers much of North Africa. During the day \
        the temperature in a hot desert can rise above 40 degrees Celsius.
        """

    @Test func otherDesertsAreWrongOptionsForTheSahara() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is installed by scripts/install-deps.sh")
        let page = Page(text: Self.deserts, knows: DictionaryWords.knows)
        let others = page.names(like: "Sahara", from: page.pool(.name))
        #expect(others.count >= 3 && others.contains("Gobi") && others.contains("Kalahari"), "\(others)")
        // Only a name with no other sense: "Cameroon" is a country too.
        let volcanoes = wordNet.sisterInstances(of: "Etna", kinds: Page.landmarkKinds) { word in
            DictionaryWords.knows(word.prefix(1).uppercased() + word.dropFirst()) && !DictionaryWords.knows(word)
        }
        #expect(volcanoes.contains("vesuvius") && !volcanoes.contains("cameroon"), "\(volcanoes)")
        // Not rivers: WordNet lists hundreds, most unknown to a learner.
        #expect(wordNet.sisterInstances(of: "Nile", kinds: Page.landmarkKinds) { _ in true }.isEmpty)
    }

    @Test func theLargestIsAskedForByName() {
        let page = Page(text: Self.deserts, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let asked = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let largest = asked.first { $0.question.question == "According to the text, what is the largest hot desert?" }
        #expect(largest?.answer == "Sahara", "\(asked.map(\.question.question))")
        #expect(largest.map { Set($0.question.options).isSubset(of: ["Sahara", "Gobi", "Kalahari", "Mojave", "Negev", "Dahna"]) } == true)
    }
}
