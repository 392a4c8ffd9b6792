import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A food-chain page defines its terms in "which" clauses ("Herbivores, which eat only plants, are primary consumers")
/// and no question asked for them by what they do.
@Suite struct RelativeWhichTests {
    static let foodChains = """
        Science: Food Chains

        Every food chain begins with a producer. Producers are green plants, which make their own food by photosynthesis. \
        Animals cannot make their own food, so they are called consumers. Herbivores, which eat only plants, are primary \
        consumers. Rabbits, caterpillars and deer are herbivores. Carnivores, which eat other animals, are secondary \
        consumers. Foxes, owls and sharks are carnivores. Omnivores such as badgers and humans eat both plants and animals. \
        When plants and animals die, decomposers such as fungi and bacteria break down their remains. This returns \
        nutrients to the soil, which helps new plants to grow.
        """

    @Test func aTermIsAskedByWhatItsClauseSaysItDoes() throws {
        _ = try #require(WordNet.shared, "wordnet-base is installed by scripts/install-deps.sh")
        let page = Page(text: Self.foodChains, knows: DictionaryWords.knows)
        var asked: [String: Set<String>] = [:]
        for seed in 1...5 {
            var random = QuizRandom(seed: UInt64(seed))
            for candidate in RelativeWhich.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random) {
                asked[candidate.question.question, default: []].formUnion(candidate.question.options.filter { $0 != candidate.answer })
                #expect(candidate.answer == (candidate.question.question.contains("only plants") ? "herbivores" : "carnivores"))
            }
        }
        let plants = try #require(asked["According to the text, which of these eat only plants?"], "\(asked.keys)")
        let animals = try #require(asked["According to the text, which of these eat other animals?"], "\(asked.keys)")
        // Never one the page says does it too ("Rabbits, caterpillars and deer are herbivores"; omnivores eat animals).
        #expect(!plants.contains("caterpillars") && !plants.contains("omnivores"), "\(plants)")
        #expect(!animals.contains("sharks") && !animals.contains("omnivores"), "\(animals)")
        // Nor a verb of the page, nor the world's ("returns", "bats").
        #expect(plants.union(animals).isSubset(of: ["herbivores", "carnivores", "sharks", "caterpillars", "decomposers", "consumers", "producers"]),
                "\(plants.union(animals))")
        // "the soil, which helps new plants to grow": what helps is the returning, not the soil.
        #expect(!asked.keys.contains { $0.contains("helps") })
    }

    @Test func aClauseOfTheWholeSentenceIsNoTermsClause() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: Self.foodChains, knows: DictionaryWords.knows)
        #expect(RelativeWhich.clause(in: "Light travels faster than sound, which is why we see lightning first.", page: page) == nil)
        #expect(RelativeWhich.clause(in: "This returns nutrients to the soil, which helps new plants to grow.", page: page) == nil)
        #expect(RelativeWhich.clause(in: "Some people in deserts are nomads, who move from place to place with their animals.", page: page)?.term == "nomads")
        // What the clause tells of is "hinge joints", not any joints (a skeleton page: "which of these move back and
        // forth like a door? → joints", asked again for "ball and socket joints, which can move in almost every direction").
        #expect(RelativeWhich.clause(in: "The knee and the elbow are hinge joints, which move back and forth like a door.", page: page) == nil)
        // Of both: "which of these wear away the river bed? → rocks" left out "stones".
        #expect(RelativeWhich.clause(in: "The water carries stones and rocks, which wear away the river bed.", page: page) == nil)
    }
}
