import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A phrase key among single words ("energy from the Sun | planet | ground") is found without reading: a phrase key
/// stands among phrases of its shape (`PhraseOptions`), or is not asked. Checked on a page written for it, whose
/// subjects and terms are phrases ("warm sunlight", "fine white sand", "food from carbon dioxide"), against
/// expectations written by hand.
@Suite struct PhraseOptionsTests {
    static let reef = """
        How Coral Reefs Grow

        Coral reefs are built by tiny animals called polyps. Each polyp takes calcium from sea water and builds a hard \
        skeleton around its soft body. Warm sunlight lets small algae live inside the polyps, and the algae make food \
        from carbon dioxide. Over many centuries the old skeletons pile up into huge limestone walls. Strong waves break \
        off pieces of dead coral, and the broken pieces fill the gaps between the living branches. Parrotfish grind the \
        coral with sharp beaks and leave fine white sand on the sea floor. A rising sea temperature is the biggest danger \
        to a reef. When the water stays too warm, the polyps push out their algae and the coral turns white. Plastic \
        waste harms the reefs as well. Divers plant young coral on metal frames to help damaged reefs recover. The Great \
        Barrier Reef in Australia is the largest reef on Earth. Its warm shallow water is home to turtles, sharks and \
        thousands of kinds of fish.
        """

    /// The page's noun phrases as the rule defines them (describing words or nouns before a noun, two or three words,
    /// no name, verb or word too common to quiz: not "small algae"), written out by hand from the text above.
    @Test func thePagesNounPhrases() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = "Warm sunlight lets small algae live inside the polyps. Strong waves break off pieces of dead coral, and "
            + "parrotfish leave fine white sand on the sea floor."
        let page = Page(text: text, knows: DictionaryWords.knows)
        #expect(PhraseOptions.nounPhrases(on: page) == ["warm sunlight", "strong waves", "dead coral", "fine white sand", "sea floor"])
        // A verb before a particle heads no phrase: "The iron filings line up" gives "iron filings", not "iron filings
        // line"; a number is no describing word ("one pole"), nor a word WordNet reads first as a verb ("curved").
        let filings = Page(text: "The iron filings line up along curved lines that run from one pole to the other.", knows: DictionaryWords.knows)
        #expect(PhraseOptions.nounPhrases(on: filings) == ["iron filings"])
        // At a line's end too, where WordNet reads "up" as a describing word (the magnets page offered "filings line");
        // and a word that can be a verb before the pronoun opening its object is no head ("salmon use").
        let lineEnd = Page(text: "The filings line up\nalong curved lines. Birds, sea turtles and salmon use it to navigate.", knows: DictionaryWords.knows)
        #expect(PhraseOptions.nounPhrases(on: lineEnd) == ["sea turtles"])
    }

    /// A described noun gets the page's other described nouns of its number; a phrase with a preposition gets itself
    /// with the noun after the preposition swapped for the page's nouns of that kind.
    @Test func optionsOfTheKeysShape() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.reef, knows: DictionaryWords.knows)
        let described = PhraseOptions.candidates(for: "warm sunlight", on: page)
        #expect(!described.isEmpty && described.allSatisfy { $0.contains(" ") }, "\(described)")
        // Plurals are no option for a singular key ("make the soil fertile" would read "make" for them).
        #expect(!described.contains("tiny animals") && !described.contains("strong waves"), "\(described)")
        #expect(PhraseOptions.candidates(for: "coral", on: page).isEmpty)
        #expect(PhraseOptions.candidates(for: "Great Barrier Reef", on: page).isEmpty)
    }

    /// Over ten seeds: no question keys the one phrase among single words, and questions keyed with phrases are asked.
    /// The page is at the edge of ten questions: since wrong options must be of the key's kind (2026-11-28) one seed in
    /// ten finds nine good ones and makes no quiz.
    @Test func noQuizKeysTheOnePhrase() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        var phraseKeys = 0, quizzes = 0
        for seed in 1...10 as ClosedRange<UInt64> {
            guard let quiz = try? OfflineQuizGenerator(randomSeed: seed).generate(from: Self.reef, title: nil) else { continue }
            quizzes += 1
            for question in quiz.questions where !question.options.contains(where: { $0.split(separator: " ").count > 6 }) {
                let key = question.options[question.correctIndex]
                if key.contains(" ") { phraseKeys += 1 }
                #expect(!QuizQuality.isLonePhrase(question), "seed \(seed): \(question.question) → \(question.options)")
            }
        }
        #expect(quizzes >= 9, "\(quizzes) quizzes in ten seeds")
        #expect(phraseKeys >= 5, "only \(phraseKeys) phrase keys in \(quizzes) quizzes: this test checks little")
    }

    /// The figure `snapquiz-bench quality` prints counts the giveaway and nothing else.
    @Test func theFigureCountsTheOnePhrase() {
        func question(_ options: [String]) -> Question {
            Question(id: "q", question: "What heats water?", options: options, correctIndex: 0, explanation: "", evidence: "")
        }
        #expect(QuizQuality.isLonePhrase(question(["energy from the Sun", "planet", "ground", "groundwater"])))
        #expect(!QuizQuality.isLonePhrase(question(["energy from the Sun", "water vapour", "ground", "groundwater"])))
        #expect(!QuizQuality.isLonePhrase(question(["rivers", "lakes", "seas", "oceans"])))
        #expect(!QuizQuality.isLonePhrase(question(["planet", "energy from the Sun", "ground", "groundwater"])))
    }
}
