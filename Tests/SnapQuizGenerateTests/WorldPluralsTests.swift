import Testing
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "Foxes, owls and sharks are _____ → livestocks | herbivores | carnivores": a plural made by rule from WordNet's
/// "livestock", which en_GB lists with a plural and en_US as uncountable.
@Suite struct WorldPluralsTests {
    @Test func aPluralOnlyWhereEveryDictionaryOfTheWordHasIt() throws {
        let lexicon = try #require(Lexicon.shared, "hunspell-en-us and hunspell-en-gb are installed by scripts/install-deps.sh")
        #expect(!lexicon.knowsEverywhere("livestocks", as: "livestock"))
        #expect(lexicon.knowsEverywhere("herbivores", as: "herbivore"))
        // A British spelling en_US lacks is judged by en_GB alone.
        #expect(lexicon.knowsEverywhere("moulds", as: "mould"))
    }

    @Test func noUncountableNounTurnedPluralAmongAPagesOptions() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: """
            Science: Food Chains

            Herbivores, which eat only plants, are primary consumers. Rabbits, caterpillars and deer are herbivores. \
            Carnivores, which eat other animals, are secondary consumers. Foxes, owls and sharks are carnivores. Omnivores \
            such as badgers and humans eat both plants and animals.
            """, knows: DictionaryWords.knows)
        var options: Set<String> = []
        for seed in 1...6 {
            var random = QuizRandom(seed: UInt64(seed))
            for candidate in ClozeQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random) {
                options.formUnion(candidate.question.options)
            }
        }
        #expect(!options.isEmpty)
        #expect(!options.contains("livestocks"), "\(options.sorted())")
    }
}
