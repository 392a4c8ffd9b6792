import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A story (a reading-comprehension passage) is asked what happens next and the details of what its characters have
/// and see: textbook kinds found two questions in one, and it got no quiz.
@Suite struct StoryQuestionsTests {
    static let kite = """
        The Lost Kite

        On the first windy morning of spring, Maya took her red kite to the hill behind the village. Her grandfather had made it for her from bamboo and paper, and she had painted a golden sun on its tail.

        At first the kite would not fly. It dipped and fell into the long grass three times. Then Maya remembered what her grandfather had told her: run against the wind and let the string out slowly. She tried again, and this time the kite rose high above the oak trees.

        Suddenly a strong gust tore the string from her hands. The kite drifted over the river and disappeared behind the mill. Maya ran down the path, but she could not find it anywhere.

        That evening she told her grandfather what had happened. She expected him to be angry, but he only smiled. The next morning he took her to his workshop, and together they built a new kite. This one was blue, and Maya painted a silver moon on it. She tied the string twice around her wrist so that the wind could never steal it again.
        """

    static let storm = """
        The Night of the Storm

        Last summer I stayed with my uncle Tom in a small cottage by the sea. Every morning we walked along the beach to collect shells, and in the afternoons he taught me how to mend the old fishing nets in his shed.

        One evening the sky turned dark purple and the wind began to howl. Uncle Tom looked out of the window and frowned. "A storm is coming," he said. "We must bring the boat up from the harbour."

        We ran down to the harbour with a lantern and a coil of rope. The waves were already crashing against the wall, and the little green boat was bumping against the stones. Uncle Tom tied the rope to the front of the boat, and together we pulled it up the slipway onto the sand.

        By the time we got back to the cottage, we were soaked to the skin. My uncle lit a fire in the kitchen and made two mugs of hot chocolate. We sat by the window and watched the lightning flash over the lighthouse until midnight.

        In the morning the beach was covered with seaweed and broken branches, but the boat was safe. I learned that the sea can change in a single hour.
        """

    /// Words a character says are no statement to agree with: printed as one they read '"We must … harbour.".'.
    @Test func whatACharacterSaysIsNoStatement() throws {
        var statements = 0
        for seed in 1...4 {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.storm, title: nil)
            for question in quiz.questions where QuizQuality.kind(of: question) == "statement" {
                statements += 1
                #expect(!question.options.contains { $0.first == "\"" || $0.first == "“" }, "\(question.options)")
            }
        }
        #expect(statements > 0)
    }

    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func aStoryIsToldFromTextbookPagesAndLifeStories() {
        #expect(StoryQuestions.isStory(page(Self.kite)))
        // Present-tense science, and a life story with its years, are not stories.
        #expect(!StoryQuestions.isStory(page(QualityCorpus.digestion)))
        #expect(!StoryQuestions.isStory(page(QualityCorpus.curie)))
        #expect(!StoryQuestions.isStory(page(QualityCorpus.geography)))
    }

    @Test func whatHappensNextIsTheNextSentenceAndNoTwoShareOne() throws {
        let built = page(Self.kite)
        var random = QuizRandom(seed: 3)
        let found = StoryQuestions.nextEvents(page: built, picker: DistractorPicker(words: built.words), random: &random)
        #expect(found.count >= 4)
        // Every pair of events is offered; a quiz takes no two that share a sentence ("after A → B", "after B → C").
        for seed in 1...4 {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.kite, title: nil)
            let next = quiz.questions.filter { $0.question.contains("happens next") }
            let shown = next.flatMap { [String($0.question.split(separator: "“")[1].prefix { $0 != "”" }), withoutFinalMark($0.options[$0.correctIndex])] }
            #expect(Set(shown).count == shown.count, "\(shown)")
        }
        for candidate in found {
            let event = String(candidate.question.question.split(separator: "“")[1].prefix { $0 != "”" })
            let sentences = built.statements.map { withoutFinalMark($0.text) }
            let at = try? #require(sentences.firstIndex(of: event))
            #expect(at.map { sentences[$0 + 1] } == candidate.answer)
            // No wrong option is the event itself or the one after the key.
            for wrong in candidate.question.options where wrong != candidate.answer {
                #expect(wrong != event)
                #expect(at.map { $0 + 2 < sentences.count ? sentences[$0 + 2] != wrong : true } ?? true)
            }
        }
    }

    @Test func aPlaceStandsAmongPlacesAndAColourAmongColours() {
        let built = page(Self.kite)
        var random = QuizRandom(seed: 5)
        let found = StoryQuestions.details(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let places: Set<String> = ["hill", "village", "grass", "river", "mill", "path", "workshop", "trees", "wrist"]
        #expect(found.contains { $0.answer == "river" })
        for candidate in found {
            let options = Set(candidate.question.options)
            if StoryQuestions.colours.contains(candidate.answer) {
                #expect(options.isSubset(of: StoryQuestions.colours), "\(options)")
            } else if ["hill", "river", "workshop"].contains(candidate.answer) {
                #expect(options.isSubset(of: places), "\(options)")
            }
            // "the oak trees": a noun describing another is no thing of the story.
            #expect(!options.contains("oak"), "\(candidate.question.question)")
        }
    }

    /// The "where" of each sentence of a story, by its text (nil where none is asked).
    private func whereAsked(_ text: String) -> [String: StoryQuestions.Asked] {
        let built = page(text)
        var found: [String: StoryQuestions.Asked] = [:]
        for sentence in built.statements { found[sentence.text] = StoryQuestions.whereQuestion(sentence, page: built) }
        return found
    }

    @Test func whereACharacterTookAThingIsThePlacePhraseEndingTheClause() throws {
        let kite = whereAsked(Self.kite)
        let took = try #require(kite.first { $0.key.contains("Maya took her red kite") }?.value)
        #expect(took.stem == "In the story, where did Maya take her red kite?")
        #expect(took.answer == "to the hill behind the village")
        // The first of two places, the clause after ", and", a word of manner left out of the stem.
        #expect(kite.values.contains { $0.stem == "In the story, where did the kite drift?" && $0.answer == "over the river" })
        #expect(kite.values.contains { $0.stem == "In the story, where did the kite rise?" && $0.answer == "above the oak trees" })
        let storm = whereAsked(Self.storm)
        #expect(storm.values.contains { $0.stem == "In the story, where did Uncle Tom tie the rope?" && $0.answer == "to the front of the boat" })
    }

    @Test func noWhereOfANarratorABodyOrAnUnfinishedPlace() {
        let storm = whereAsked(Self.storm)
        // "We ran down to the harbour": whom would the stem name? "soaked to the skin": no place.
        #expect(!storm.keys.contains { $0.hasPrefix("We ran down") })
        #expect(!storm.values.contains { $0.answer.contains("skin") })
        let kite = whereAsked(Self.kite)
        // "fell into the long grass three times": the place does not end the clause; "took her to his workshop" puts a
        // pronoun somewhere; "around her wrist" is no place.
        #expect(!kite.values.contains { $0.answer.contains("grass") || $0.answer.contains("workshop") || $0.answer.contains("wrist") })
    }

    @Test func whereOptionsAreTheStorysOtherPlacesNotTheSubjectsOwn() {
        let built = page(Self.kite)
        var random = QuizRandom(seed: 2)
        let found = StoryQuestions.whereEvents(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let drift = found.first { $0.question.question.hasSuffix("kite drift?") }
        #expect(drift != nil)
        for candidate in found {
            for wrong in candidate.question.options where wrong != candidate.answer {
                // Another place of the story (its phrase, or its place put the key's way where the story has too few
                // places of the key's role), never a part of the key nor where the same subject went.
                let place = StoryQuestions.placeOnly(wrong).lowercased()
                #expect(built.folded.contains(wrong.lowercased()) || built.folded.contains(place)
                    && StoryQuestions.opener(of: wrong) == StoryQuestions.opener(of: candidate.answer), "\(wrong)")
                #expect(!candidate.answer.contains(wrong))
                if candidate.question.question.contains("the kite") { #expect(place != "the oak trees" && place != "the river") }
            }
        }
    }

    /// "A loud bang came from the road": "Where did a loud bang come from? → the road", its options without their "to",
    /// "in" or "across" (my lost-puppy story asked "where did a loud bang come? → from the road | to the park | in the
    /// hedge"); a place of the key's kind first where the story has some ("to his workshop" beside "to the hill").
    @Test func aSourceIsAskedWithFromAndAPlaceAmongPlacesOfItsRole() throws {
        let puppy = """
            On Saturday morning Leo took his puppy to the park. Leo threw a red ball across the grass. Suddenly a loud bang \
            came from the road. The puppy was frightened, so he ran into the wood. Leo looked for him near the pond. At \
            last Leo found him under a bench. That evening Mum fixed the gap in the hedge.
            """
        let built = page(puppy)
        let bang = try #require(whereAsked(puppy).first { $0.key.contains("loud bang") }?.value)
        #expect(bang.stem == "In the story, where did a loud bang come from?" && bang.answer == "the road")
        var random = QuizRandom(seed: 1)
        let found = StoryQuestions.whereEvents(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let asked = try #require(found.first { $0.question.question.hasSuffix("come from?") })
        for option in asked.question.options { #expect(!StoryQuestions.placeOpeners.contains(String(option.split(separator: " ")[0])), "\(option)") }
        #expect(StoryQuestions.role(of: "to his workshop") == StoryQuestions.role(of: "into the wood")
            && StoryQuestions.role(of: "in the hedge") != StoryQuestions.role(of: "to the park"))
    }

    /// "Where did Mum fix the gap? → in the hedge | to the park | across the grass | from the road": the little word gives
    /// the key away where the story has too few other places where something is. Its other places are then put the key's
    /// way ("in the park", "in the grass").
    @Test func aPlaceWithoutPlacesOfItsRoleHasTheOthersPutItsWay() throws {
        let story = """
            On Saturday morning Leo took his puppy to the park. Leo threw a red ball across the grass. Suddenly a loud bang \
            came from the road. The puppy was frightened, so he ran into the wood. At last Leo found him under a bench. \
            That evening Mum fixed the gap in the hedge.
            """
        let built = page(story)
        var random = QuizRandom(seed: 2)
        let found = StoryQuestions.whereEvents(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let fixed = try #require(found.first { $0.answer == "in the hedge" }, "\(found.map(\.question.question))")
        #expect(fixed.question.options.allSatisfy { $0.hasPrefix("in ") || $0.hasPrefix("under ") }, "\(fixed.question.options)")
        #expect(StoryQuestions.opener(of: "down to the harbour") == "down to" && StoryQuestions.placeOnly("down to the harbour") == "the harbour")
    }

    @Test func whatACharacterTookIsTheThingAmongTheStorysThings() throws {
        var random = QuizRandom(seed: 4)
        let built = page(Self.kite)
        let kite = StoryQuestions.whatEvents(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let took = try #require(kite.first { $0.question.question == "In the story, what did Maya take to the hill behind the village?" })
        #expect(took.answer == "her red kite")
        // Things a character could take, not the places the story goes to.
        for wrong in took.question.options where wrong != took.answer {
            #expect(!["hill", "river", "mill", "workshop", "path", "village", "trees", "tail"].contains { wrong.hasSuffix($0) }, "\(wrong)")
        }
        let storm = page(Self.storm)
        let tied = try #require(StoryQuestions.whatEvents(page: storm, picker: DistractorPicker(words: storm.words), random: &random)
            .first { $0.question.question == "In the story, what did Uncle Tom tie to the front of the boat?" })
        #expect(tied.answer == "the rope")
        // "a coil" (of rope) comes from a sentence that names the key.
        #expect(!tied.question.options.contains("a coil"))
    }

    static let puppy = """
        The Lost Puppy

        On Saturday morning Leo took his puppy, Biscuit, to the park. The park was busy because the sun was shining. Leo threw a red ball across the grass, and Biscuit raced after it.

        Suddenly a loud bang came from the road. Biscuit was frightened, so he ran through a gap in the hedge. Leo shouted his name, but the puppy did not come back.

        Leo searched the playground and the pond. He asked an old man on a bench for help. The man had seen a small brown dog near the café, so Leo hurried there. Biscuit was not at the café, but the owner gave Leo a biscuit to tempt him.

        Leo walked home slowly because he felt sad. At the gate he heard a bark. Biscuit was sitting on the doorstep with the red ball in his mouth. He had found his own way home.

        Leo hugged his puppy and gave him the biscuit from the café. That evening Mum fixed the gap in the hedge so that Biscuit could not run away again.
        """

    /// "What did Leo hug? → a bark | his puppy | a biscuit | the biscuit": a thing heard is a sound, no thing to hug, and
    /// one thing named twice ("a biscuit", "the biscuit") is one option.
    @Test func whatOptionsAreNoSoundsAndNoThingNamedTwice() throws {
        let built = page(Self.puppy)
        var asked = 0
        for seed in 1...8 {
            var random = QuizRandom(seed: UInt64(seed))
            for candidate in StoryQuestions.whatEvents(page: built, picker: DistractorPicker(words: built.words), random: &random) {
                asked += 1
                let options = candidate.question.options
                #expect(!options.contains("a bark"), "\(candidate.question.question) \(options)")
                for (i, a) in options.enumerated() {
                    for b in options[(i + 1)...] { #expect(!OptionSimilarity.nearDuplicate(a, b), "\(options)") }
                }
            }
        }
        #expect(asked > 0)
    }

    /// "What did Mia put in her pocket? → the pebble | a piece | …": "a piece of bread" is the thing, as a key's "of" is kept.
    @Test func aThingOfSomethingIsOfferedWhole() throws {
        let built = page("""
            The Fox

            One cold evening Mia saw a thin red fox by the woodpile. The fox looked hungry, so Mia fetched a bowl of milk and a piece of bread from the kitchen. Together they carried a blanket to the shed and made a bed in an old basket. In the morning Mia found a feather and a shiny pebble on the step. She put the pebble in her pocket and smiled.
            """)
        var offered = Set<String>()
        for seed in 1...8 {
            var random = QuizRandom(seed: UInt64(seed))
            for candidate in StoryQuestions.whatEvents(page: built, picker: DistractorPicker(words: built.words), random: &random) {
                offered.formUnion(candidate.question.options)
            }
        }
        #expect(!offered.isEmpty)
        #expect(!offered.contains("a piece") && !offered.contains("a bowl"), "\(offered)")
    }

    @Test func aStoryGetsAQuizFiledUnderEnglish() throws {
        for seed in 1...3 {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.kite, title: nil)
            #expect(quiz.questions.count == 10)
            #expect(quiz.topic == "English")
            #expect(quiz.questions.contains { $0.question.contains("happens next") })
            #expect(quiz.questions.contains { $0.question.contains("from the story") })
            #expect(quiz.questions.contains { $0.question.hasPrefix("In the story, where did") })
            #expect(Set(quiz.questions.map(QuizQuality.kind)).count >= 3)
        }
    }
}
