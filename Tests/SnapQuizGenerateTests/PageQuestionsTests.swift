import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// The page's own questions, asked where its text answers them and never where it does not. The pages are new
/// (biology, history, geography, physics, chemistry), each ending with questions a teacher might set; the keys are the
/// ones a teacher would mark right.
@Suite struct PageQuestionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// The key the page gives for each of its questions, by the question as written ("" where none is given).
    private func keys(_ text: String) -> [String: String] {
        let built = page(text)
        var found: [String: String] = [:]
        for sentence in built.sentences where sentence.text.hasSuffix("?") {
            let key = PageQuestions.asked(sentence).flatMap { PageQuestions.answer(to: $0, page: built)?.key }
            found[sentence.text] = key ?? ""
        }
        return found
    }

    private func candidates(_ text: String) -> [Candidate] {
        let built = page(text)
        var random = QuizRandom(seed: 3)
        return PageQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
    }

    static let leaves = """
        Biology Homework: Leaves

        Inside each leaf, a green pigment called chlorophyll absorbs energy from sunlight. Carbon dioxide enters the leaf
        through tiny pores called stomata. The leaf uses the energy to turn water and carbon dioxide into glucose.
        Another set of tubes, the phloem, carries sugars to every part of the plant. Oxygen leaves the plant as a waste
        product. Some of the glucose is stored as starch in the roots.

        Questions
        1. What absorbs energy from sunlight?
        2. Which gas enters the leaf through the stomata?
        3. What carries sugars to every part of the plant?
        4. Why do you think plants kept in a dark cupboard turn yellow?
        5. Draw and label a diagram of a leaf.
        """

    static let mixed = """
        Homework: Rivers, Light and Materials

        Fast water erodes the outside bank of each bend. Slow water drops sand and mud on the inside bank.
        Transparent materials such as glass let almost all light through. A mirror reflects light back at the same angle.
        The Moon does not make its own light; it reflects light from the Sun. Salt dissolves in water but sand does not.
        As the vapour rises it cools and condenses into tiny droplets that form clouds. Sound cannot travel through empty
        space.

        Questions: What erodes the outside bank of each bend? Which materials let almost all light through? What dissolves
        in water? What makes its own light? What condenses into tiny droplets? Which process turns liquid water into vapour?
        How does a mirror work? Explain why shadows change length during the day. What did the river drop on the inside bank?
        What erodes the inside bank? What travels through empty space?
        """

    static let egypt = """
        History Homework: Ancient Egypt

        The pharaoh ruled the whole kingdom and was treated as a god. Priests looked after the temples and carried out
        ceremonies. Scribes recorded taxes and laws using picture symbols called hieroglyphs. Farmers grew wheat and barley
        beside the river. Workers moved the heavy stone blocks on wooden sledges.

        Questions:
        1. Who ruled the whole kingdom?
        2. What do you think life was like for a farmer?
        """

    @Test func theKeyIsTheDoerOfTheAnsweringClause() {
        let leaves = keys(Self.leaves)
        // "X called Y" gives the name; an opening scene ("Inside each leaf,") and an apposition ("the phloem,") are read past.
        #expect(leaves["What absorbs energy from sunlight?"] == "chlorophyll", "\(leaves)")
        #expect(leaves["Which gas enters the leaf through the stomata?"] == "carbon dioxide", "\(leaves)")
        #expect(leaves["What carries sugars to every part of the plant?"] == "phloem", "\(leaves)")
        let mixed = keys(Self.mixed)
        #expect(mixed["Questions: What erodes the outside bank of each bend?"] == "fast water", "\(mixed)")
        // "X such as Y" gives X; the kind asked for ("materials") may be in the key.
        #expect(mixed["Which materials let almost all light through?"] == "transparent materials", "\(mixed)")
        // The clause ends at "but": "sand does not" is another clause.
        #expect(mixed["What dissolves in water?"] == "salt", "\(mixed)")
        #expect(keys(Self.egypt)["Who ruled the whole kingdom?"] == "pharaoh")
    }

    @Test func whatTheTextDoesNotAnswerGivesNoQuestion() {
        let mixed = keys(Self.mixed)
        // The page says the Moon does not: no key at all rather than "the Moon".
        #expect(mixed["What makes its own light?"] == "", "\(mixed)")
        #expect(mixed["What travels through empty space?"] == "", "\(mixed)")
        // Every word of what is done must be there: fast water erodes the outside bank, not the inside one.
        #expect(mixed["What erodes the inside bank?"] == "", "\(mixed)")
        // The doer is "it": the page does not say which thing in this clause.
        #expect(mixed["What condenses into tiny droplets?"] == "", "\(mixed)")
        // Nothing on the page "turns" anything into vapour; "tiny droplets" or "clouds" would be wrong keys.
        #expect(mixed["Which process turns liquid water into vapour?"] == "", "\(mixed)")
        // How, explain, and a question about what was done (not who did it) are not read.
        #expect(mixed["How does a mirror work?"] == "", "\(mixed)")
        #expect(mixed["Explain why shadows change length during the day."] == nil)
        #expect(mixed["What did the river drop on the inside bank?"] == "", "\(mixed)")
        let leaves = keys(Self.leaves)
        #expect(leaves["Why do you think plants kept in a dark cupboard turn yellow?"] == "", "\(leaves)")
        #expect(keys(Self.egypt)["What do you think life was like for a farmer?"] == "")
    }

    @Test func twoSentencesNamingDifferentDoersGiveNoQuestion() {
        let text = """
            Warm air rises above the land during the day. Hot gas from the burner rises above the land as well.
            Question: What rises above the land?
            """
        // (The label "Question: " is no word of the sentence: `TextAnalysis` leaves it off.)
        #expect(keys(text)["What rises above the land?"] == "")
    }

    @Test func theQuestionIsAskedInThePageWordingWithTheAnsweringClause() throws {
        let made = candidates(Self.leaves)
        let phloem = try #require(made.first { $0.answer == "phloem" })
        #expect(phloem.kind == .pageQuestion)
        #expect(phloem.question.question == "What carries sugars to every part of the plant?")
        #expect(phloem.question.explanation == "The text says: “…the phloem, carries sugars to every part of the plant.”")
        #expect(phloem.question.evidence == "Another set of tubes, the phloem, carries sugars to every part of the plant.")
        // "tubes" also carry the sugars on this page: never a wrong option.
        #expect(!phloem.question.options.contains("tubes"), "\(phloem.question.options)")
        // None of the questions the text does not answer is asked.
        #expect(made.allSatisfy { !$0.question.question.contains("think") && !$0.question.question.contains("Draw") })
    }

    @Test func whoIsAskedAmongPeople() throws {
        let pharaoh = try #require(candidates(Self.egypt).first { $0.answer == "pharaoh" })
        #expect(Set(pharaoh.question.options).isSubset(of: ["pharaoh", "priests", "scribes", "farmers", "workers"]), "\(pharaoh.question.options)")
    }

    @Test func thePageQuestionsAreNoSourceForOtherQuestions() {
        let built = page(Self.mixed)
        #expect(!built.statements.contains { $0.text.hasSuffix("?") }, "\(built.statements.map(\.text))")
        let others = OfflineQuizGenerator(randomSeed: 1, knows: DictionaryWords.knows).explain(Self.mixed).filter { !$0.hasPrefix("[pageQuestion]") }
        #expect(!others.contains { $0.contains("Explain why") || $0.contains("How does a mirror") || $0.contains("its own light?") }, "\(others)")
    }

    @Test func theDemoPageAnswersWhatFormsACloudOnly() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TestImages/science-photo.gt.txt").path
        let found = keys(try String(contentsOfFile: path, encoding: .utf8))
        #expect(found["What forms a cloud?"] == "tiny droplets", "\(found)")
        // Evaporation is the answer, and the page never says "turns": no key rather than "transpiration".
        #expect(found["Questions: Which process turns liquid water into vapour?"] == "", "\(found)")
    }

    @Test func wordsMatchWhateverTheirEnding() {
        #expect(PageQuestions.root("forms") == PageQuestions.root("form"))
        #expect(PageQuestions.root("formed") == PageQuestions.root("form"))
        #expect(PageQuestions.root("clouds") == PageQuestions.root("cloud"))
        #expect(PageQuestions.root("carries") == PageQuestions.root("carry"))
        #expect(PageQuestions.root("stored") == PageQuestions.root("stores"))
        #expect(PageQuestions.root("made") == PageQuestions.root("makes"))
        #expect(PageQuestions.root("glass") != PageQuestions.root("gas"))
    }
}

/// A page question and a question on its answering sentence that test the same words are never asked together, not
/// even on a page short of questions (where the assembler pairs questions on one sentence).
@Suite struct PageQuestionAssemblyTests {
    static let text = """
        As the vapour rises it cools and condenses into tiny droplets that form clouds. Words on this page: lantern basil
        cedar delta ember fable gravel harbor. Questions: What forms a cloud?
        """

    private func candidate(_ kind: QuestionKind, _ stem: String, _ key: String, _ wrong: [String], sentences: Set<Int>, explanation: String? = nil) -> Candidate {
        let question = ItemText.question(stem, answer: key, distractors: wrong, evidence: "As the vapour rises it cools and condenses into tiny droplets that form clouds.",
                                         explanation: explanation)
        return Candidate(kind: kind, sentences: sentences, question: question, score: 4.5, position: sentences.min() ?? 0)
    }

    @Test func aPageQuestionIsNotPairedWithTheQuestionItAnswers() {
        let words = ["lantern", "basil", "cedar", "delta", "ember", "fable", "gravel", "harbor"]
        var candidates = words.enumerated().map { index, word in
            candidate(.cloze, "Item \(index + 1) asks which word?", word, ["sandstone", "limestone", "mudstone"], sentences: [10 + index])
        }
        let pageQuestion = candidate(.pageQuestion, "What forms a cloud?", "tiny droplets", ["warm sea water", "the water cycle", "fresh water"],
                                     sentences: [30, 0], explanation: "The text says: “…tiny droplets that form clouds.”")
        let causeEffect = candidate(.causeEffect, "What happens as the vapour rises?", "it cools and condenses into tiny droplets that form clouds",
                                    ["it rises into the atmosphere as water vapour", "the water falls back to the ground as rain",
                                     "the rest of the water runs off into the streams and the rivers"], sentences: [0])
        candidates += [pageQuestion, causeEffect]
        let checker = ItemFlaws(text: Self.text, words: nil)
        for seed in 1...5 as ClosedRange<UInt64> {
            var random = QuizRandom(seed: seed)
            let chosen = QuizAssembler(checker: checker, previous: []).choose(from: candidates, random: &random).map(\.question.id)
            #expect(!(chosen.contains(pageQuestion.question.id) && chosen.contains(causeEffect.question.id)), "seed \(seed)")
            #expect(chosen.count == 9, "seed \(seed): \(chosen.count) questions")
        }
    }
}
