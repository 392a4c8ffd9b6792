import Testing
import SnapQuizCore
import SnapQuizLexicon
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// False statements and wrong options a learner rejects by sense alone, found on short pages written for issue 11
/// (volcanoes, Roman roads): a word of another kind of thing in the key's place tests nothing.
@Suite struct PlausibleSwapTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// "Most volcanoes form where two tectonic grapes meet": a fruit (whose third sense is grapeshot) is of another
    /// kind than "plates" in every reach, and no wrong option of a cloze either.
    @Test func aFruitIsNoStandInForAnArtifactByItsThirdSense() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("Most volcanoes form where two tectonic plates meet. Farmers grow grapes on the slopes beside the houses and walls.")
        for reach in [WordKind.Reach.sameThing, .broadly, .anyNoun] {
            #expect(!built.canSwap("plates", for: "grapes", reach: reach), "\(reach)")
        }
        var random = QuizRandom(seed: 2)
        for _ in 0..<10 {
            let options = built.distractors(for: "plates", from: ["grapes", "houses", "walls", "ditches", "bridges"], stem: "two tectonic _____ meet",
                                            picker: DistractorPicker(words: built.words), random: &random) ?? []
            #expect(!options.contains("grapes"), "\(options)")
        }
    }
}
