import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options a learner rules out by sense alone (issue 11, item 3): a planet offered for a force, a length for a
/// force, a mountain for a stream, one word of a two-word name swapped alone, "out light" (a verb's particle and its
/// object) or "huge ball" (how one thing looks) beside a term. Checked on a page written for it, against expectations
/// written by hand.
@Suite struct SenseOptionsTests {
    static let sky = """
        The Night Sky

        Gravity is the force that keeps the planets in their orbits. Friction is the force that slows a moving object. \
        The Sun is a star, a huge ball of hot gas that gives out light and heat. Jupiter is the largest planet, and \
        Mercury is the smallest. Between Mars and Jupiter lies the asteroid belt. The time a planet takes to go once \
        around the Sun is called a year. Rome began as a small town beside the Tiber. Traders sailed across the \
        Mediterranean Sea to Carthage, Athens and Alexandria.
        """

    /// A one-word opener that WordNet knows only as a common noun is no name ("Gravity"); a planet's name, which
    /// WordNet knows as a metal or soil too, stays one.
    @Test func aCapitalisedOpenerIsACommonNoun() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.sky, knows: DictionaryWords.knows)
        #expect(RecallQuestions.opensAsCommonNoun("Gravity", page: page))
        #expect(RecallQuestions.opensAsCommonNoun("Friction", page: page))
        #expect(!RecallQuestions.opensAsCommonNoun("Mercury", page: page))
        #expect(!RecallQuestions.opensAsCommonNoun("Jupiter", page: page))
    }

    /// "What is the force …? → Gravity | Jupiter | Mars | Earth" costs as much as names of another kind, so the quiz
    /// asks it last ("Which term names the force …? → gravity | magnetism | …" asks the same sentence).
    @Test func theForceIsAskedAmongForces() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        var asked = 0
        for seed in 1...5 as ClosedRange<UInt64> {
            let page = Page(text: Self.sky, knows: DictionaryWords.knows)
            var random = QuizRandom(seed: seed)
            let picker = DistractorPicker(words: page.words)
            let candidates = RecallQuestions.candidates(page: page, picker: picker, random: &random)
            for candidate in candidates where candidate.answer == "Gravity" || candidate.answer == "Friction" {
                asked += 1
                #expect(candidate.mixedKinds, "\(candidate.question.question) → \(candidate.question.options)")
            }
        }
        #expect(asked > 0, "the page's opening common nouns are asked by `who` at all")
    }

    /// A force and a length meet only as abstractions, though WordNet files both as attributes by a rarer sense of
    /// "gravity" ("the pull of distance on its mass"); landforms and waters, which WordNet files alike as natural
    /// objects, are told apart ("Small streams called mountains join the river").
    @Test func akinIsTheKeysOwnKind() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.sky, knows: DictionaryWords.knows)
        #expect(!page.akin("distance", to: "gravity") && !page.akin("person", to: "friction"))
        #expect(page.akin("friction", to: "gravity") && page.akin("magnetism", to: "gravity"))
        #expect(!page.akin("mountains", to: "tributaries") && !page.akin("rivers", to: "mountains"))
        #expect(page.akin("lakes", to: "rivers") && page.akin("hills", to: "mountains"))
    }

    /// "gives out light" names no thing; "huge ball" and "largest planet" say how one thing looks. None is an option
    /// for "asteroid belt"; "hot gas" is.
    @Test func phraseOptionsAreWholeNamesOfThings() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.sky, knows: DictionaryWords.knows)
        let phrases = PhraseOptions.nounPhrases(on: page)
        #expect(!phrases.contains("out light"), "\(phrases)")
        #expect(phrases.contains("hot gas"), "\(phrases)")
        let options = PhraseOptions.candidates(for: "asteroid belt", on: page)
        for vague in ["huge ball", "largest planet", "out light"] { #expect(!options.contains(vague), "\(options)") }
    }

    /// A word of a two-word term is not swapped alone in a false statement: "Hydraulic headland happens when …" and "air
    /// gravity slows the skydiver" name nothing, false by sense alone.
    @Test func aTermOfTwoWordsIsSwappedWhole() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = """
            Shaping the Coast

            Hydraulic action happens when waves force air into cracks in the cliff and the pressure breaks the rock. \
            Abrasion happens when waves throw pebbles against the cliff and wear it away like sandpaper. Hydraulic action \
            and abrasion are two kinds of erosion. Air resistance slows a falling leaf, and friction slows a sliding box. \
            Longshore drift carries sand and shingle along the beach. A headland of hard rock is left sticking out into \
            the sea, while soft rock wears back into a bay. Groynes trap the sand and protect the beach.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let candidates = StatementQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let options = candidates.flatMap(\.question.options)
        #expect(!options.isEmpty, "the page gives statement questions at all")
        for option in options {
            #expect(option.contains("Hydraulic action") || !option.hasPrefix("Hydraulic"), "\(option)")
            #expect(option.contains("Air resistance") || !option.hasPrefix("Air "), "\(option)")
        }
    }
}
