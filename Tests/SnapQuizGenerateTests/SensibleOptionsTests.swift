import Testing
import SnapQuizCore
import SnapQuizLexicon
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// Questions a teacher would not set, read on pages written for issue 11 that no rule was written for (acids and
/// alkalis, coastal erosion, a book review): half of a compound as a key or a swap, false statements that are nonsense
/// rather than wrong, WordNet sisters from a sense the page does not mean.
@Suite struct SensibleOptionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// The acids and alkalis page of the corpus, as ingest stores it.
    private static var acids: String { QualityCorpus.pages.first { $0.name == "acids-alkalis" }?.text ?? "" }

    /// "Sodium hydroxide is a strong alkali" gave "Sodium _____ → hydroxide" and "hydroxide" as a wrong option of
    /// other questions: the compound opens the sentence, so its first word is capitalised and was never joined.
    @Test func halfOfACompoundOpeningASentenceIsNoTerm() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page(Self.acids)
        let terms = Set(built.terms.map(\.text))
        #expect(!terms.contains("hydroxide") && !terms.contains("dioxide"), "\(terms.sorted())")
        // The word alone, where nothing opens a compound with it, is still a term.
        #expect(page("The chemist added hydroxide to the water in the beaker.").terms.map(\.text).contains("hydroxide"))
    }

    /// "soothed with _____ of soda → bicarbonate", "soothed with grease of soda": a word inside a compound WordNet lists
    /// ("bicarbonate of soda") is neither blanked nor swapped; the compound's own sentence still gives other questions.
    @Test func aWordInsideACompoundIsNeitherBlankedNorSwapped() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        #expect(TextAnalysis.isInsideCompound("bicarbonate", in: "It can be soothed with bicarbonate of soda, which is a weak alkali."))
        #expect(!TextAnalysis.isInsideCompound("alkali", in: "It can be soothed with bicarbonate of soda, which is a weak alkali."))
        // A comma parts the words: no compound across it.
        #expect(!TextAnalysis.isInsideCompound("vinegar", in: "Lemon juice, vinegar and milk are in the kitchen."))
        // "the Flood" is a WordNet noun (Noah's), but "the floods" a dam controls are no compound.
        #expect(!TextAnalysis.isInsideCompound("floods", in: "The dam controls the floods and produces electricity."))
        let built = page(Self.acids)
        let picker = DistractorPicker(words: built.words)
        for seed in [1, 2, 3, 4, 5] as [UInt64] {
            var random = QuizRandom(seed: seed)
            let candidates = ClozeQuestions.candidates(page: built, picker: picker, random: &random)
                + StatementQuestions.candidates(page: built, picker: picker, random: &random)
            for candidate in candidates {
                #expect(candidate.answer != "bicarbonate", "\(candidate.question.question)")
                let wrong = candidate.question.options.filter { $0 != candidate.answer }
                #expect(!wrong.contains { $0.contains("of soda") && !$0.contains("bicarbonate of soda") }, "\(wrong)")
            }
        }
    }

    /// "Alkalis are substances that feel soapy and can dissolve safety", "Universal laboratory changes colour": WordNet
    /// files "safety" first as a state and "grease" second as dirt, so one names the other's kind by a far sense. A false
    /// statement swaps words whose commonest senses are filed alike first, where the page has them.
    @Test func aFalseStatementSwapsWordsFiledAlikeFirst() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page(Self.acids)
        // "safety" (first a state, then a place, then a device) is no substance, though "grease" is also dirt.
        #expect(built.canSwap("grease", for: "safety", reach: .sameThing))
        #expect(!built.canSwap("grease", for: "safety", reach: .sameFile) && built.canSwap("grease", for: "alkali", reach: .sameFile))
        for seed in [1, 2, 3, 4, 5, 6] as [UInt64] {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.acids, title: nil)
            for question in quiz.questions {
                #expect(!question.options.contains { $0.contains("dissolve safety") || $0.contains("dissolve laboratory") }, "\(question.options)")
            }
        }
    }

    /// A book review offered "Some readers may find the _____ of the story slow → middle | waist | loins | groin": a
    /// middle is first a place, and WordNet's sisters came from its sense as a body part, which no word of the page is.
    @Test func sistersComeOnlyFromASenseThePageMeans() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            The story is told by Michael, a boy who sails around the world with his parents and his dog. One stormy night \
            he is swept overboard and washed up on a small island in the Pacific Ocean. Slowly the two become friends. Some \
            readers may find the middle of the story slow, because very little happens for several chapters.
            """)
        let kind = try #require(built.kind(of: "middle"))
        #expect(kind.categories.first != 8)
        // Filed by no word of the page as a body part: no sisters; a page of body parts would have them.
        #expect(built.sisterTerms(of: "middle", kind: kind, filed: [15: 2, 6: 3]).isEmpty)
        #expect(!built.sisterTerms(of: "middle", kind: kind, filed: [8: 2]).isEmpty)
        let stem = "Complete the sentence from the text: “Some readers may find the _____ of the story slow.”"
        var random = QuizRandom(seed: 1)
        for _ in 0..<10 {
            let options = built.distractors(for: "middle", from: ["island", "story", "ocean"], stem: stem,
                                            picker: DistractorPicker(words: built.words), random: &random) ?? []
            #expect(!options.contains { ["waist", "loins", "groin", "midriff"].contains($0) }, "\(options)")
        }
    }
}
