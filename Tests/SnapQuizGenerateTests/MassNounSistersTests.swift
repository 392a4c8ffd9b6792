import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Issue #11: WordNet's other kinds of what a plural key is were put in the plural whatever they named: the README's
/// demo page asked "droplets that form _____ → clouds | weathers | inversions | storms" in four quizzes of five.
@Suite struct MassNounSistersTests {
    @Test func aStateOrStuffTakesNoPlural() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is not installed")
        // "weather: the atmospheric conditions …", "inversion: the layer of air …" against "storm: a violent weather
        // condition …"; a cloud is filed first as a thing (17), the weather as a happening (19).
        #expect(wordNet.countsOne("weather", category: 17) == false)
        #expect(wordNet.countsOne("inversion", category: 19) == false)
        #expect(wordNet.countsOne("storm", category: 17) == true)
        #expect(wordNet.countsOne("cloud", category: 17) == true)
        #expect(wordNet.countsOne("quickly", category: 17) == nil)
    }

    @Test func aPluralKeyGetsNoPluralOfAStateOrStuff() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = Page(text: BareNounOptionsTests.waterCycle + " As the vapour rises it cools and condenses into tiny droplets that form clouds.",
                         knows: DictionaryWords.knows)
        var options: [String] = []
        for seed in [1, 2, 3] as [UInt64] {
            var random = QuizRandom(seed: seed)
            options += ClozeQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
                .filter { $0.question.question.contains("form _____") }.flatMap(\.question.options)
        }
        #expect(options.contains("clouds"), "the clouds sentence is asked")
        let massPlurals = options.filter { ["weathers", "inversions"].contains($0) }
        #expect(massPlurals.isEmpty, "\(Set(massPlurals).sorted())")
    }
}
