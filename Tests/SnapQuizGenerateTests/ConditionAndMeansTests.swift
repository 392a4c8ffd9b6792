import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Short science and geography pages say what happens "if …" in mid-sentence, give a result with ", which is why …" and
/// say how a thing is done "by …ing": each is asked as such ("What happens if iron is left in damp air? → it rusts",
/// "How are bicycle chains protected? → by coating them with oil or grease"), with wrong options of the same form.
@Suite struct ConditionAndMeansTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func aConditionInMidSentenceIsAskedWhatHappens() throws {
        let cases: [(String, String, String)] = [
            ("Iron rusts if it is left in damp air.", "What happens if iron is left in damp air?", "it rusts"),
            ("A river floods if heavy rain falls for many days.", "What happens if heavy rain falls for many days?", "a river floods"),
            ("A bulb gets dimmer if more bulbs are added in a line.", "What happens if more bulbs are added in a line?", "a bulb gets dimmer"),
            // The magnets page: the reason after ", because" is too long to be an option, so the condition is asked.
            ("Magnets can lose their strength if they are heated, dropped or hammered, because the tiny regions inside them "
                + "that point the same way are knocked out of line.",
             "What happens if magnets are heated, dropped or hammered?", "they can lose their strength"),
        ]
        for (sentence, stem, answer) in cases {
            let split = try #require(ClauseQuestions.split(sentence), "\(sentence)")
            #expect(split.stem == stem)
            #expect(split.answer == answer)
        }
        // A reason given with "because" is still asked first; an instruction, or "whether", asks nothing of what happens.
        #expect(ClauseQuestions.split("A bulb gets brighter if more cells are added, because the current becomes larger.")?.isReason == true)
        #expect(ClauseQuestions.split("Ask your teacher for help if you cannot find the answer.").map(\.stem)?.hasPrefix("What happens") != true)
        #expect(ClauseQuestions.split("Nobody knows even if the old bridge will be repaired.") == nil)
    }

    /// "What happens when they rub together?" names nothing "they" could stand for: no question, where the subject
    /// before it cannot be put in its place.
    @Test func aConditionOfAnUnnamedPronounIsNotAsked() {
        #expect(ClauseQuestions.split("Friction is a force that acts between two surfaces when they rub together.") == nil)
        #expect(ClauseQuestions.split("Friction is a force that acts between two surfaces if they rub together.") == nil)
    }

    @Test func aResultAfterWhichIsWhyIsWhatFollows() throws {
        let split = try #require(ClauseQuestions.split(
            "Gravity pulls everything towards the centre of the Earth, which is why a dropped ball falls to the ground."))
        #expect(split.stem == "According to the text, what follows from this: “Gravity pulls everything towards the centre of the Earth”?")
        #expect(split.answer == "a dropped ball falls to the ground")
        // "… it cools and turns into drops, which is why clouds form": the effect of "As …" ends before ", which".
        let cools = try #require(ClauseQuestions.split(
            "As the vapour rises it cools and turns back into tiny drops of water, which is why clouds form high in the sky."))
        #expect(cools.answer == "it cools and turns back into tiny drops of water")
    }

    static let rusting = """
        Science: Rusting

        Iron rusts if it is left in damp air. We can stop rusting by keeping water and air away from the metal. Painting a \
        gate protects it by covering the surface with a layer that water cannot pass through. Bicycle chains are protected \
        by coating them with oil or grease. Some steel is protected by galvanising, which means coating it with zinc. \
        Muscles push the food along by squeezing the walls of the tube. Aluminium is used for aircraft and drinks cans.
        """

    @Test func howAThingIsDoneIsAskedWithItsMeans() throws {
        let built = page(Self.rusting)
        let found = built.statements.compactMap { MeansQuestions.means(in: $0, page: built) }
        let asked = Dictionary(found.map { ($0.stem, $0.answer) }, uniquingKeysWith: { a, _ in a })
        #expect(asked["How are bicycle chains protected?"] == "by coating them with oil or grease", "\(found)")
        #expect(asked["How is some steel protected?"] == "by galvanising")
        #expect(asked["How do muscles push the food along?"] == "by squeezing the walls of the tube")
        // "We" names nobody the stem could ask of.
        #expect(!found.contains { $0.stem.contains("we ") }, "\(found)")
    }

    /// Wrong options are the page's other means ("by painting a gate", from a doing that opens a sentence), never the
    /// general rule that "we" follow, which is true of every case the page names.
    @Test func wrongOptionsAreOtherMeansOfThePage() throws {
        let built = page(Self.rusting)
        var offered = Set<String>()
        for seed in UInt64(1)...8 {
            var random = QuizRandom(seed: seed)
            let found = MeansQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
            let chains = try #require(found.first { $0.question.question == "How are bicycle chains protected?" }, "\(found.map(\.question))")
            #expect(chains.answer == "by coating them with oil or grease")
            #expect(chains.kind == .causeEffect)
            #expect(ItemFlaws(text: Self.rusting, words: built.words).itemFlaws(chains.question).isEmpty)
            offered.formUnion(chains.question.options)
        }
        #expect(offered.allSatisfy { $0.hasPrefix("by ") }, "\(offered)")
        #expect(offered.contains("by painting a gate"), "\(offered)")
        #expect(!offered.contains("by keeping water and air away from the metal"), "\(offered)")
    }

    @Test func aVerbsIngFormIsSpelledAsEnglishDoes() {
        #expect(MeansQuestions.gerund(of: "push") == "pushing")
        #expect(MeansQuestions.gerund(of: "make") == "making")
        #expect(MeansQuestions.gerund(of: "trap") == "trapping")
        #expect(MeansQuestions.gerund(of: "see") == "seeing")
        #expect(MeansQuestions.gerund(of: "carry") == "carrying")
        #expect(MeansQuestions.gerund(of: "open") == "opening")
    }
}
