import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A page on the Moon: "He travelled there with Buzz Aldrin and Michael Collins on the Apollo 11 mission" was asked
/// "Which quantity completes this statement? … on the Apollo _____ → 11 mission | 33 mission", and "The Moon is much
/// smaller than the Earth" made false as "The Moon is much sunlit than the Earth".
@Suite struct NamedNumbersTests {
    static let moon = """
        Science: The Moon

        The Moon is Earth's only natural satellite. It is about 384,000 kilometres away and takes about 27 days to travel \
        once around the Earth. The Moon is much smaller than the Earth, and its gravity is only about one sixth as strong. \
        As the Moon moves around the Earth, we see different amounts of its sunlit side. In 1969 Neil Armstrong became the \
        first person to walk on the Moon. He travelled there with Buzz Aldrin and Michael Collins on the Apollo 11 mission. \
        About 400 people worked on the rocket.
        """

    @Test func aNumberInANameIsNoQuantity() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: Self.moon, knows: DictionaryWords.knows)
        var keys: [String] = []
        for seed in 1...3 {
            var random = QuizRandom(seed: UInt64(seed))
            keys += RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).map(\.answer)
        }
        #expect(!keys.contains("11 mission"), "\(keys)")
        // A capital that only opens the sentence names nothing: "About 400 people" is a quantity still.
        #expect(keys.contains("384,000 kilometres") && keys.contains("400 people"), "\(keys)")
    }

    @Test func beforeThanOnlyAComparativeStands() throws {
        _ = try #require(WordNet.shared)
        #expect(StatementQuestions.isComparative("larger") && StatementQuestions.isComparative("better"))
        #expect(!StatementQuestions.isComparative("sunlit") && !StatementQuestions.isComparative("water") && !StatementQuestions.isComparative("mother"))
        let page = Page(text: Self.moon, knows: DictionaryWords.knows)
        var options: [String] = []
        for seed in 1...6 {
            var random = QuizRandom(seed: UInt64(seed))
            options += StatementQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).flatMap(\.question.options)
        }
        #expect(!options.contains { $0.contains("much sunlit than") || $0.contains("much natural than") }, "\(options.filter { $0.contains(" than ") })")
    }
}

extension NamedNumbersTests {
    /// "When did in about the people of Athens set up the first democracy …?" (a page on Ancient Greece).
    @Test func aRoundedDateIsAskedWithoutItsRounding() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: """
            History: Ancient Greece

            In about 508 BC the people of Athens set up the first democracy, in which citizens voted on the laws. The \
            first Olympic Games were held at Olympia in 776 BC to honour Zeus. Alexander the Great died in Babylon in 323 BC.
            """, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let stems = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).map(\.question.question)
        #expect(!stems.contains { $0.contains("in about") || $0.contains("When did about") }, "\(stems)")
        #expect(stems.contains { $0.hasPrefix("When did the people of Athens set up the first democracy") }, "\(stems)")
    }
}
