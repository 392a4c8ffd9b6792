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

extension WorldPluralsTests {
    /// "Omnivores such as badgers and _____ → humans | bacteria | rabbit | predator" and "the fox is the _____ →
    /// predator | humans | bacteria": WordNet lists "humans" and "bacteria" as words of their own, so their number
    /// was unknown and they stood beside singulars.
    @Test func latinPluralsAndTiedPluralsArePlural() throws {
        _ = try #require(WordNet.shared)
        #expect(DistractorPicker.nounNumber("bacteria") == true)
        #expect(DistractorPicker.nounNumber("fungi") == true)
        #expect(DistractorPicker.nounNumber("humans") == true)
        #expect(DistractorPicker.nounNumber("predator") == false)
        #expect(DistractorPicker.nounNumber("news") != true)
        let page = Page(text: """
            An animal that hunts and kills other animals for food is called a predator. The animal it eats is its prey. \
            For example, the fox is the predator and the rabbit is its prey. Omnivores such as badgers and humans eat both \
            plants and animals. Decomposers such as fungi and bacteria break down their remains. Every food chain begins \
            with a producer.
            """, knows: DictionaryWords.knows)
        for seed in 1...6 {
            var random = QuizRandom(seed: UInt64(seed))
            for candidate in ClozeQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
            where candidate.answer == "predator" || candidate.answer == "humans" {
                let wrong = candidate.answer == "predator" ? ["humans", "bacteria", "fungi"] : ["rabbit", "predator", "producer"]
                #expect(Set(candidate.question.options).isDisjoint(with: wrong), "\(candidate.question.question): \(candidate.question.options)")
            }
        }
    }
}
