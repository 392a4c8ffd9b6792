import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Issue #11: a statement made false by changing one describing word must be false by the page, not by nonsense. A
/// page's describing words stood in for each other whatever they described: "Volcanic ash makes the soil very
/// enormous", "decided the fire was not official", "Sea walls … are very famous to build"; and a noun WordNet reads
/// first as a describing word was turned to its opposite ("Samuel Pepys, a naval unofficial, wrote …").
@Suite struct ScaleSwapTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    static let volcanoes = """
        Volcanoes

        Some eruptions are gentle and the lava flows slowly down the slopes; others are violent and throw ash high into \
        the sky. Some islands are the tops of enormous volcanoes. Volcanic ash makes the soil very fertile, so farmers have \
        grown grapes and olives on the slopes of volcanoes since ancient times. The Lord Mayor was woken but decided the \
        fire was not serious. Hydrochloric acid is a strong acid. Samuel Pepys, a naval official, wrote about the fire in his famous diary. Warm air rises, \
        and cool air sinks. A solution with a pH below 7 is acidic, and pure water is neutral.
        """

    @Test func aDescribingWordStandsOnlyForOneOnItsScale() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is not installed")
        let built = page(Self.volcanoes)
        // Other scales: nonsense, not a fact changed.
        let otherScale = [("fertile", "enormous"), ("fertile", "violent"), ("serious", "official"), ("serious", "famous"), ("violent", "fertile")]
            .filter { built.canSwap($0.0, for: $0.1, reach: .anyNoun) }
        #expect(otherScale.isEmpty, "\(otherScale)")
        // One scale: its two ends, one cluster, terms of one subject.
        let oneScale = [("strong", "weak"), ("gentle", "violent"), ("acidic", "neutral"), ("acidic", "alkaline")]
            .filter { !built.canSwap($0.0, for: $0.1, reach: .sameThing) }
        #expect(oneScale.isEmpty, "\(oneScale)")
        #expect(wordNet.onOneScale("large", "enormous") == true)
        #expect(wordNet.onOneScale("heavy", "light") == true)
        #expect(wordNet.onOneScale("fertile", "famous") == false)
        #expect(wordNet.onOneScale("fertile", "sky") == nil)
    }

    @Test func noStatementFalseByADescribingWordOfAnotherScale() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page(Self.volcanoes)
        var offered: [String] = []
        for seed in [1, 2, 3] as [UInt64] {
            var random = QuizRandom(seed: seed)
            for candidate in StatementQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random) {
                offered += candidate.question.options.filter { $0 != candidate.answer }
            }
        }
        let nonsense = offered.filter { option in
            ["very enormous", "very violent", "very gentle", "not official", "not famous", "not fertile"].contains { option.contains($0) }
        }
        #expect(nonsense.isEmpty, "\(Set(nonsense).sorted())")
        #expect(!offered.isEmpty, "the page offers statement questions")
    }

    @Test func aNounReadFirstAsADescribingWordKeepsItsSense() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page(Self.volcanoes)
        let pepys = OppositeStatements.falseStatements("Samuel Pepys, a naval official, wrote about the fire in his famous diary.", page: built)
        #expect(pepys.allSatisfy { !$0.contains("unofficial") }, "\(pepys)")
        // A describing word before its noun still turns.
        let acid = OppositeStatements.falseStatements("Hydrochloric acid is a strong acid.", page: built)
        #expect(acid == ["Hydrochloric acid is a weak acid."], "\(acid)")
    }
}

/// Issue #11: a cloze on a describing word offered the page's other describing words, of any scale ("decided the fire
/// was not _____ → serious | official | famous | strong"), and was asked as often as any other.
@Suite struct ScaleOptionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// Such a question is off kind: asked only where the page has nothing better (`Candidate.offKindPenalty`).
    @Test func aDescribingWordAmongOthersOfAnotherScaleIsOffKind() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page(ScaleSwapTests.volcanoes)
        let notAkin = ["official", "famous", "strong"].filter { built.akin($0, to: "serious") }
        #expect(notAkin.isEmpty, "\(notAkin)")
        let akin = ["neutral", "alkaline"].filter { !built.akin($0, to: "acidic") }
        #expect(akin.isEmpty, "\(akin)")
        let fire = Question(id: "q", type: "mcq", question: "The Lord Mayor was woken but decided the fire was not _____.",
                            options: ["serious", "official", "famous", "strong"], correctIndex: 0, explanation: "", evidence: "")
        #expect(built.offKind(fire, statement: false))
        let soil = Question(id: "q", type: "mcq", question: "Farmers spread lime when the soil is too _____.",
                            options: ["acidic", "neutral", "alkaline", "amphoteric"], correctIndex: 0, explanation: "", evidence: "")
        #expect(!built.offKind(soil, statement: false))
    }
}
