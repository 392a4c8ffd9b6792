import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Issue #11: a cloze whose key stands bare after its verb ("becomes _____ → groundwater") offered nouns the page writes
/// only with "the": "becomes planet", "becomes ground" on the README's demo page, in most of its quizzes.
@Suite struct BareNounOptionsTests {
    static let waterCycle = """
        The Water Cycle

        The water cycle describes how water moves between the land, the oceans and the air. Energy from the Sun heats \
        water in rivers, lakes and seas. The warm water evaporates and rises into the atmosphere as water vapour. Plants \
        also release water vapour from their leaves in a process called transpiration. When the droplets join together \
        and become too heavy, they fall back to the ground as precipitation: rain, snow, sleet or hail. Some of this \
        water soaks into the soil and becomes groundwater, while the rest runs off into streams and rivers. The water \
        cycle spreads heat around the planet and gives every living thing fresh water. Chloroplasts contain a green \
        pigment called chlorophyll.
        """

    private func clozes(on built: Page) -> [Candidate] {
        var found: [Candidate] = []
        for seed in [1, 2, 3] as [UInt64] {
            var random = QuizRandom(seed: seed)
            found += ClozeQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        }
        return found
    }

    @Test func aBareSlotGetsNoNounThePageWritesOnlyWithThe() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = Page(text: Self.waterCycle, knows: DictionaryWords.knows)
        let becomes = clozes(on: built).filter { $0.question.question.contains("becomes _____") }
        #expect(!becomes.isEmpty, "the groundwater sentence is asked")
        let wrong = becomes.flatMap(\.question.options).filter { ["planet", "ground", "pigment"].contains($0) }
        #expect(wrong.isEmpty, "\(Set(wrong).sorted())")
        // "as precipitation: rain …" writes "precipitation" bare (the colon ends it), and "a green pigment" does not.
        let precipitationBare = built.writesBare("precipitation"), pigmentBare = built.writesBare("pigment")
        #expect(precipitationBare)
        #expect(!pigmentBare)
        let afterBecomes = built.readsWrongBare("planet", after: "becomes"), afterThe = built.readsWrongBare("planet", after: "the")
        #expect(afterBecomes)
        #expect(!afterThe)
    }

    @Test func aBarePickOfNounsWrittenWithTheIsOffKind() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = Page(text: Self.waterCycle, knows: DictionaryWords.knows)
        let question = Question(question: "Complete the sentence from the text: “Some of this water soaks into the soil and becomes _____.”",
                                options: ["groundwater", "planet", "water vapour", "precipitation"], correctIndex: 0, explanation: "", evidence: "")
        let offKind = built.offKind(question, statement: false)
        #expect(offKind)
        var fair = question
        fair.options[1] = "transpiration"
        let fairOffKind = built.offKind(fair, statement: false)
        #expect(!fairOffKind)
    }
}
