import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A story is asked why its characters act ("In the story, why did Maya thank Tom? → because he had been so kind"),
/// among its other reasons; and a fable's "she" means its one animal, so its sentences are asked as well.
@Suite struct StoryWhyTests {
    static let kite = """
        Maya's Lost Kite

        Maya had a red kite with a long yellow tail. Her grandfather had made it for her from bamboo and paper. One windy Saturday, Maya took her red kite to the hill behind the village. At first the kite would not fly, so she ran down the slope as fast as she could. She tried again, and this time the kite rose high above the oak trees. Suddenly a strong gust tore the string from her hands. The kite drifted over the river and disappeared behind the old mill. Maya felt very sad because her grandfather had worked hard on the kite. She walked along the river to look for it. Near the mill she met Tom, the miller's son. Tom had seen the kite fall into the long grass beside the mill pond. Together they searched the grass until they found the kite. One of its sticks was broken, so Tom took Maya to his workshop. He fixed the stick with glue and a piece of string. Maya thanked Tom because he had been so kind. That evening she showed the kite to her grandfather, and he smiled at the new stick. The next morning Maya and Tom flew the kite together on the hill.
        """

    static let fox = """
        The Fox and the Crow

        One summer morning a hungry fox was walking through the wood. She saw a crow on the branch of a tall tree. The crow had a piece of cheese in her beak. The fox wanted the cheese for herself, so she began to think of a trick. She sat down under the tree and looked up at the crow. "Good morning, Mistress Crow," said the fox. "How beautiful your feathers are today!" The crow did not answer, because she was holding the cheese. The crow opened her beak to sing. The cheese fell down to the ground. The fox snapped up the cheese and ate it in one bite. She flattered the crow again with a laugh. Then the fox trotted back to her den with a full stomach. The crow sat in the tree and felt very foolish. She had lost her breakfast because she had listened to flattery.
        """

    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func whyIsAskedOfTheStorysClauseAmongItsOtherReasons() throws {
        let built = page(Self.kite)
        var random = QuizRandom(seed: 3)
        let found = StoryQuestions.whyEvents(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let thanked = try #require(found.first { $0.question.question == "In the story, why did Maya thank Tom?" })
        #expect(thanked.answer == "because he had been so kind")
        // ", so" gives its reason the same way: what it is given for is the clause after it.
        let took = try #require(found.first { $0.question.question == "In the story, why did Tom take Maya to his workshop?" })
        #expect(took.answer == "because one of its sticks was broken")
        #expect(found.contains { $0.question.question == "In the story, why did Maya feel very sad?" })
        for candidate in found {
            // Every option a reason of the story put the same way, none from the key's own sentence.
            let index = try #require(candidate.sentences.first)
            let sentence = try #require(built.sentence(index))
            for option in candidate.question.options {
                #expect(option.hasPrefix("because "), "\(option)")
                if option != candidate.answer { #expect(!sentence.text.lowercased().contains(option.dropFirst(8).lowercased()), "\(option)") }
            }
        }
    }

    @Test func theTextbooksReasonIsNotAskedOfTheSameSentenceAgain() {
        let built = page(Self.kite)
        var random = QuizRandom(seed: 1)
        let clauses = ClauseQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        #expect(!clauses.contains { $0.question.question.contains("Maya thanked Tom") }, "\(clauses.map(\.question.question))")
    }

    @Test func aFablesSheIsItsOneAnimal() throws {
        let built = page(Self.fox)
        func meaning(_ opening: String) throws -> OpeningPronoun.Meaning {
            let sentence = try #require(built.statements.first { $0.text.hasPrefix(opening) })
            return OpeningPronoun.meaning(ofSentence: sentence.index, on: built)
        }
        #expect(try meaning("She saw a crow") == .resolved(text: "She", meant: "the fox"))
        // "She flattered the crow": not the crow she flatters, though the sentence before names it too.
        #expect(try meaning("She flattered the crow") == .resolved(text: "She", meant: "the fox"))
        #expect(try meaning("She had lost her breakfast") == .resolved(text: "She", meant: "the crow"))
        // "… looked up at the crow" after "… the fox wanted the cheese …, so she …": the sentence before names one animal.
        #expect(try meaning("She sat down under the tree") == .resolved(text: "She", meant: "the fox"))
    }

    @Test func aTwoAnimalSentenceLeavesSheUnresolved() throws {
        let built = page("""
            The fox met a crow under a tree in the wood. She smiled at the tree and walked away slowly. The fox ran home. \
            The crow flew off to her nest. The fox had a den by the river. The crow had a nest in the oak.
            """)
        let sentence = try #require(built.statements.first { $0.text.hasPrefix("She smiled") })
        #expect(OpeningPronoun.meaning(ofSentence: sentence.index, on: built) == .unresolved(text: "She"))
    }

    /// "What happens next" once took fixed pairs of events (A-B, C-D, …) and shut a short story's other questions out:
    /// this fox and crow gave no quiz (5 seeds), a longer telling paired two questions on one sentence 1.6 times a quiz.
    @Test func aShortStoryPairsFewQuestionsOnOneSentence() throws {
        var pairs = 0
        for seed in 1...5 {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.fox, title: nil)
            #expect(quiz.questions.count == 10)
            let evidence = quiz.questions.map(\.evidence)
            for i in evidence.indices { for j in evidence.indices where j > i && evidence[i] == evidence[j] { pairs += 1 } }
        }
        #expect(pairs <= 4)
    }

    /// "The miller gave her a sack of white flour. She took the flour home": "her" is the hen, and so is "she".
    @Test func aSheAfterAnotherHerIsNotTheCharacterNamed() throws {
        let built = page("""
            A little red hen lived on a farm. She carried the wheat to the mill to grind it into flour. The miller gave her a \
            sack of white flour. She took the flour home and baked a loaf of bread in her oven. The smell filled the farm.
            """)
        let sentence = try #require(built.statements.first { $0.text.hasPrefix("She took the flour") })
        #expect(OpeningPronoun.meaning(ofSentence: sentence.index, on: built) != .resolved(text: "She", meant: "the miller"))
    }

    /// "He soon left the tortoise far behind. “She will never catch me,” he said. He lay down …": the hare, through his
    /// own "he" and his speech, not the tortoise he left (a fable told in speech gave 9 good questions and no quiz).
    @Test func heGoesOnWithTheSameCharacterThroughHisSpeech() throws {
        let built = page("""
            The Hare and the Tortoise

            The owl waved a red flag to start the race. The hare dashed off across the meadow. He soon left the tortoise \
            far behind. "She will never catch me," he said. He lay down under a bush to rest. Soon he fell fast asleep.
            """)
        for opening in ["He soon left", "He lay down"] {
            let sentence = try #require(built.statements.first { $0.text.hasPrefix(opening) })
            #expect(OpeningPronoun.meaning(ofSentence: sentence.index, on: built) == .resolved(text: "He", meant: "the hare"), "\(opening)")
        }
    }

    @Test func speechEndsItsSentenceWithItsClosingQuote() {
        let sentences = TextAnalysis.sentences(in: "\"One day I will help you.\" The owl laughed because he thought a mouse could never help an owl.")
        #expect(sentences.map(\.text) == ["\"One day I will help you.\"", "The owl laughed because he thought a mouse could never help an owl."])
        // Speech a sentence goes on after is one sentence with it.
        #expect(TextAnalysis.sentences(in: "\"Good morning,\" said the fox to the crow.").count == 1)
    }

    /// A story's doings are short: "Sam smiled because …" gave no reason at all (the lighthouse story: 3.8 kinds a quiz).
    @Test func aTwoWordDoingHasItsReason() throws {
        let split = try #require(ClauseQuestions.split("Sam smiled because his work had saved their lives."))
        #expect(split.isReason && split.answer == "his work had saved their lives")
        #expect(split.cause?.effect == "Sam smiled")
    }

    @Test func aTimeBeforeAPronounIsNoSubjectOfAPurpose() {
        let built = page("Every night he flew over the fields to hunt for mice.")
        #expect(PurposeQuestions.purpose(in: built.statements[0], page: built) == nil)
    }
}
