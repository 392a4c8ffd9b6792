import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// The item-writing-flaw checker every generator's quiz passes: each rule fires on a flawed item and not on a good one.
@Suite struct ItemFlawsTests {
    let text = """
        Heat from the Sun causes water in rivers, lakes and seas to evaporate. Plants release water vapour in a process
        called transpiration. As the vapour rises it cools and condenses into droplets that form clouds.
        """
    var checker: ItemFlaws { ItemFlaws(text: text, words: WordCheck(page: text, knows: DictionaryWords.knows)) }

    private func question(_ stem: String, _ options: [String], correct: Int = 0, explanation: String = "The text says so.") -> Question {
        Question(question: stem, options: options, correctIndex: correct, explanation: explanation, evidence: "Plants release water vapour")
    }

    @Test func aGoodItemHasNoFlaws() {
        let good = question("What is the process by which plants release water vapour called?", ["transpiration", "evaporation", "condensation", "precipitation"])
        #expect(checker.itemFlaws(good).isEmpty, "\(checker.itemFlaws(good))")
    }

    @Test func findsEachFlawOfOneItem() {
        let misread = question("Where does the Sun heat water?", ["rivers", "nivers", "oceans", "ponds"])
        #expect(checker.itemFlaws(misread).contains { $0.contains("near-duplicates") })
        #expect(checker.itemFlaws(misread).contains { $0.contains("not a dictionary word") }, "\(checker.itemFlaws(misread))")
        let catchAll = question("What forms clouds?", ["droplets", "stones", "sand", "all of the above"])
        #expect(checker.itemFlaws(catchAll).contains { $0.contains("catch-all") })
        let unsupported = question("What forms clouds?", ["volcanoes", "droplets", "sand", "stones"])
        #expect(checker.itemFlaws(unsupported).contains { $0.contains("not supported") })
        let absolute = question("What happens to vapour?", ["it cools and condenses", "it always stays a gas forever", "it never rises at all", "it turns to sand"])
        #expect(checker.itemFlaws(absolute).contains { $0.contains("absolute words") })
        let cued = question("The Sun makes water evaporate. What is this process called?", ["evaporation", "condensation", "transpiration", "precipitation"])
        #expect(checker.itemFlaws(cued).contains { $0.contains("gives the answer away") }, "\(checker.itemFlaws(cued))")
    }

    @Test func findsAnswersShownBeforeTheirQuestion() {
        let first = question("What do droplets form?", ["clouds", "rivers", "seas", "lakes"], explanation: "Plants release water vapour in a process called transpiration.")
        let second = question("What is the process by which plants release water vapour called?", ["transpiration", "evaporation", "condensation", "precipitation"])
        #expect(checker.leaks(in: [first, second]).contains { $0.question == 1 && $0.message.contains("feedback") })
        #expect(checker.leaks(in: [second, first]).isEmpty)
    }

    @Test func limitsLongestCorrectAndOneTemplate() {
        let longest = (0..<10).map { i in question("Which option \(i) is it?", ["the longest option of all \(i)", "short", "tiny", "small"]) }
        let flaws = checker.quizFlaws(longest)
        #expect(flaws.contains { $0.message.contains("longest in 10 of 10") })
        #expect(flaws.contains { $0.message.contains("same stem wording") })
    }

    @Test func optionSimilarityCatchesSpellingVariantsNotDifferentNumbers() {
        #expect(OptionSimilarity.nearDuplicate("rivers", "nivers"))
        #expect(OptionSimilarity.nearDuplicate("Cells", "cell"))
        #expect(OptionSimilarity.nearDuplicate("Romulus", "Romulus Augustulus"))
        #expect(!OptionSimilarity.nearDuplicate("1789", "1792"))
        #expect(!OptionSimilarity.nearDuplicate("evaporation", "condensation"))
    }

    /// "What did Leo hug? → a biscuit | the biscuit": one thing named twice, up to the word that points at it.
    @Test func oneThingWithTwoDeterminersIsOneOption() {
        #expect(OptionSimilarity.nearDuplicate("a biscuit", "the biscuit"))
        #expect(OptionSimilarity.nearDuplicate("his puppy", "the puppy"))
        #expect(OptionSimilarity.nearDuplicate("a red ball", "the red ball"))
        #expect(!OptionSimilarity.nearDuplicate("a biscuit", "a bench"))
        #expect(!OptionSimilarity.nearDuplicate("the red ball", "the blue ball"))
    }

    /// "ideas about light, motion and _____" offered "gravity" and "gravitation", two right answers (a page on Newton no
    /// one here wrote). Words of one family are one option; a compound of a word is another thing.
    @Test func wordsOfOneFamilyAreNearDuplicates() {
        #expect(OptionSimilarity.nearDuplicate("gravity", "gravitation"))
        #expect(OptionSimilarity.nearDuplicate("evaporate", "evaporation"))
        #expect(OptionSimilarity.nearDuplicate("volcano", "volcanologist"))
        #expect(!OptionSimilarity.nearDuplicate("ground", "groundwater"))
        #expect(!OptionSimilarity.nearDuplicate("transpiration", "transport"))
        let page = "Newton developed his ideas about light, motion and gravity. He described the law of universal gravitation."
        let checker = ItemFlaws(text: page, words: nil)
        let item = Question(id: "q", question: "Complete the sentence: “his ideas about light, motion and _____.”",
                            options: ["gravity", "gravitation", "sunlight", "spectrum"], correctIndex: 0, explanation: "", evidence: page)
        #expect(checker.itemFlaws(item).contains { $0.contains("near-duplicates") }, "\(checker.itemFlaws(item))")
    }

    /// The checker remembers each question's flaws (a candidate is checked when made and in every try of a quiz): by
    /// the whole question, so one changed after its first check, under the same id, is checked again.
    @Test func aQuestionChangedAfterItsCheckIsCheckedAgain() {
        let checker = checker
        var item = question("Where does the Sun heat water?", ["rivers", "oceans", "ponds", "streams"])
        let before = checker.itemFlaws(item).contains { $0.contains("near-duplicates") }
        item.options[1] = "nivers"
        let after = checker.itemFlaws(item).contains { $0.contains("near-duplicates") }
        #expect(!before && after)
    }

    /// A stem's plural and trailing marks go, on the byte path for plain ASCII as on the general one.
    @Test func stemsDropPluralsAndMarks() {
        let stems = ["Cities,", "boxes", "buses", "glass", "gas", "Rivers!", "(Rome)", "Écoles"].map(OptionSimilarity.stem)
        #expect(stems == ["city", "box", "buse", "glass", "gas", "river", "(rome", "ecol"], "\(stems)")
    }
}
