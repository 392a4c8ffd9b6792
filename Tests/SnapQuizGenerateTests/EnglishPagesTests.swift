import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// English-lesson pages the corpus lacked: a diary, a letter, a story with dialogue, a myth retold. Their quizzes asked
/// "What happened when we arrived at the gate?" of the writer, offered "i look forward to hearing from you", cut a
/// character's speech in half ("“The lifeboat crew will never hear the _____ in this wind."”") and asked "what happens
/// next" after the worksheet's own words about myths.
@Suite struct EnglishPagesTests {
    static let diary = """
        Monday 3rd September

        Dear Diary,

        Today was my first day at Hillside School and I was so nervous that I could hardly eat my breakfast. When we \
        arrived at the gate, I saw hundreds of children in green jumpers. My teacher, Mr Evans, showed me to my seat next \
        to a girl called Hannah. She lent me a purple pen because I had forgotten my pencil case. At lunchtime I sat on my \
        own in the dining hall and felt very lonely. Then Hannah came over with her friend Zara and asked if I wanted to \
        play hopscotch. We played until the bell rang, and I laughed for the first time all day. After school I told Dad \
        all about my new friends. He said that he was pleased I had been brave.
        """

    static let lighthouse = """
        The storm had been raging for three days when Ellen first saw the boat. She was standing at the top of the \
        lighthouse, polishing the great brass lamp, when a flash of lightning lit up the bay.

        "That's the Mary Rose," her father said quietly. "Old Samuel Pike went out this morning to check his lobster pots."

        Ellen grabbed her oilskin coat from the hook. "We have to help him. The lifeboat crew will never hear the bell in \
        this wind."

        She ran down to the jetty, where the little rowing boat was tied to an iron ring. The waves crashed over the \
        wooden planks and soaked her to the skin. Her hands shook as she untied the rope, but she did not turn back. For \
        an hour she pulled at the oars while the rain stung her eyes. At last she reached the Mary Rose, which was stuck \
        on a sandbank. When they finally returned to the jetty, the whole village was waiting with lanterns. Her father \
        wrapped her in a blanket and hugged her tightly.
        """

    static let myth = """
        Myths are very old stories that were told to explain the world. This myth comes from ancient Greece.

        Long ago, on the island of Crete, there lived a clever inventor called Daedalus. He had built a great maze for \
        King Minos. The king locked Daedalus and his son Icarus in a tall tower beside the sea. Daedalus collected \
        feathers and joined them together with wax. Slowly he made two pairs of enormous wings. He warned Icarus not to \
        fly too close to the sun. Father and son jumped from the tower and soared into the sky. Icarus flew higher and \
        higher towards the sun. The wax began to melt, and the feathers fluttered away. Icarus fell into the sea and \
        drowned. Daedalus wept as he flew on alone to Sicily.
        """

    static let letter = """
        Dear Councillor Patel,

        I am writing to ask you to stop the plan to build a car park on Brampton Green. Firstly, the green is the only \
        open space where children can play safely. Every evening, dozens of families meet there to play football and fly \
        kites. Secondly, hedgehogs, foxes and more than twenty species of birds live in the hedges and the old oak trees. \
        Thirdly, a new car park would bring more traffic into the centre of Brampton. More cars mean more pollution, more \
        noise and more danger for people walking to school. In conclusion, I strongly urge you to keep Brampton Green as \
        it is. Please think carefully before you make your decision about the green.

        Yours sincerely,

        Amira Khan
        """

    static let play = """
        The Tortoise and the Hare (a play in one scene)

        Scene: A sunny meadow at the edge of the forest. A finishing line made of ribbon is stretched between two trees.

        OWL: (flapping his wings) Quiet, everyone! Today we will settle the argument once and for all.
        HARE: (stretching his long legs) There is nothing to settle. I am the fastest creature in the forest.
        TORTOISE: (calmly) Perhaps you are fast, Hare, but a race is not won by speed alone.
        FOX: (laughing loudly) Did you hear that? The tortoise thinks he can win!
        OWL: The race will go from the old oak tree to the ribbon by the river. Ready, steady, go!
        (HARE dashes off and disappears behind the bushes. TORTOISE plods forward slowly.)
        HARE: (yawning and lying down under a tree) That tortoise will take all day. I shall have a little nap.
        (HARE falls asleep. TORTOISE walks past him without stopping.)
        FOX: (whispering to the audience) Look! The tortoise is passing the sleeping hare.
        TORTOISE: (panting) One step at a time. One step at a time.
        (The sun begins to set. HARE wakes up suddenly and rubs his eyes.)
        HARE: (shocked) What? Where is that tortoise? Surely he has not won!
        (HARE sprints towards the river, but TORTOISE crosses the ribbon first.)
        OWL: The winner is the Tortoise!
        FOX: (clapping) Well done, my slow friend.
        HARE: (hanging his head) I was too proud. I should never have stopped to rest.
        TORTOISE: Slow and steady wins the race.
        """

    /// Each candidate question `explain` lists: its stem and its options.
    private static func questions(of text: String) -> [(stem: String, options: [String])] {
        OfflineQuizGenerator(randomSeed: 1).explain(text).compactMap { line in
            guard line.hasPrefix("["), let arrow = line.range(of: " → ") else { return nil }
            let stem = String(line[line.index(after: line.firstIndex(of: "]")!)..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
            let options = line[arrow.upperBound...].components(separatedBy: "  ✗")[0].components(separatedBy: " | ")
            return (stem, options)
        }
    }

    @Test func aDiaryIsNotAskedAsItsWriter() {
        let stems = Self.questions(of: Self.diary).map(\.stem)
        let asWriter = stems.filter { stem in
            let own = VoiceAndSpeech.outsideQuotations(stem)
            return TextTokens.lowered(own).contains { ["i", "we", "my", "me", "our", "us"].contains($0) }
        }
        #expect(!stems.isEmpty)
        #expect(asWriter.isEmpty, "\(asWriter)")
    }

    @Test func theWriterIsTellingFromAName() {
        #expect(VoiceAndSpeech.asksTheWriter("What happened when we arrived at the gate?", writerSpeaks: true))
        #expect(!VoiceAndSpeech.asksTheWriter("What happens when we exercise?", writerSpeaks: false))
        #expect(VoiceAndSpeech.asksTheWriter("What happened if I wanted to play hopscotch?", writerSpeaks: false))
        #expect(!VoiceAndSpeech.asksTheWriter("When did Elizabeth I become queen?", writerSpeaks: true))
        #expect(!VoiceAndSpeech.asksTheWriter("Complete the sentence from the text: “I missed my old friends in _____.”", writerSpeaks: true))
        #expect(VoiceAndSpeech.writerSpeaks(on: Self.diary))
        #expect(!VoiceAndSpeech.writerSpeaks(on: Self.lighthouse))
    }

    @Test func aCharactersNameStandsAmongNames() {
        let page = Page(text: Self.diary, knows: DictionaryWords.knows)
        let thingForName = page.akin("hopscotch", to: "Hannah"), mealForName = page.akin("breakfast", to: "Zara")
        let nameForName = page.akin("Zara", to: "Hannah"), mealForMeal = page.akin("lunch", to: "breakfast")
        #expect(!thingForName)
        #expect(!mealForName)
        #expect(nameForName)
        #expect(mealForMeal)
    }

    /// A play's stage directions on lines of their own are what happens next; its speakers, named in every stem, give no
    /// "Who says …?" away; and its quiz is not eight stems opening "In the scene, …". The scene made no quiz in 2 seeds of 3.
    @Test func aPlayGetsItsQuiz() throws {
        let next = Self.questions(of: Self.play).filter { $0.stem.hasPrefix("After HARE says “I shall have a little nap.”") }
        #expect(next.first?.options.first == "HARE falls asleep")
        var made = 0
        for seed in UInt64(1)...3 {
            if let quiz = try? OfflineQuizGenerator(randomSeed: seed).generate(from: Self.play, title: nil), quiz.questions.count == 10 { made += 1 }
        }
        #expect(made == 3)
        let checker = ItemFlaws(text: Self.play, words: nil)
        let speakers = (checker.isSpeaker("HARE"), checker.isSpeaker("Fox"), checker.isSpeaker("ribbon"))
        #expect(speakers.0 && speakers.1 && !speakers.2)
        #expect(ItemFlaws.castOfPlay(Self.lighthouse).isEmpty)
    }

    @Test func iKeepsItsCapital() {
        #expect(lowercasingFirst("I look forward to hearing from you") == "I look forward to hearing from you")
        #expect(lowercasingFirst("I'm sure") == "I'm sure")
        #expect(lowercasingFirst("The storm raged") == "the storm raged")
        let lowered = Self.questions(of: Self.diary).flatMap(\.options).filter { $0.hasPrefix("i ") }
        #expect(lowered.isEmpty, "\(lowered)")
    }

    @Test func noSpeechIsCutInHalf() {
        let all = Self.questions(of: Self.lighthouse)
        let halved = all.flatMap { [$0.stem] + $0.options }.filter { $0.filter { $0 == "\"" }.count % 2 == 1 }
        let mixed = all.filter { question in
            let quoting = question.options.filter { $0.contains("\"") }.count
            return quoting > 0 && quoting < question.options.count
        }.map(\.stem)
        #expect(all.count >= 10)
        #expect(halved.isEmpty, "\(halved)")
        #expect(mixed.isEmpty, "\(mixed)")
        #expect(VoiceAndSpeech.halvesAQuotation("The lifeboat crew will never hear the bell in this wind.\""))
        #expect(!VoiceAndSpeech.halvesAQuotation("\"Father!\" she shouted down the spiral staircase."))
    }

    @Test func theWorksheetsOwnWordsAreNoEvents() {
        let next = Self.questions(of: Self.myth).filter { $0.stem.contains("what happens next") }
        let framing = next.filter { question in
            ([question.stem] + question.options).contains { $0.contains("Myths are") || $0.contains("comes from ancient Greece") }
        }.map(\.stem)
        #expect(!next.isEmpty)
        #expect(framing.isEmpty, "\(framing)")
        let sentence = { (text: String) in Sentence(text: text, index: 0, wordCount: text.split(separator: " ").count) }
        #expect(!StoryQuestions.narrates(sentence("This myth comes from ancient Greece.")))
        #expect(!StoryQuestions.narrates(sentence("Myths are very old stories that were told to explain the world.")))
        #expect(StoryQuestions.narrates(sentence("Icarus fell into the sea and drowned.")))
    }

    @Test func aLettersSignpostsAndRequestsAreNoFacts() {
        let all = Self.questions(of: Self.letter)
        let signposts = all.filter { question in
            ([question.stem] + question.options).contains { $0.contains("In _____,") || $0.hasPrefix("In ") && !$0.hasPrefix("In conclusion") }
        }.map(\.stem)
        let requests = all.filter { $0.options.contains { $0.hasPrefix("Please think") } }.map(\.stem)
        #expect(all.count >= 10)
        #expect(signposts.isEmpty, "\(signposts)")
        #expect(requests.isEmpty, "\(requests)")
        #expect(Page.opensAsLink("conclusion", "In conclusion, I strongly urge you to keep the green."))
        #expect(!Page.opensAsLink("conclusion", "The conclusion of the experiment was clear."))
    }
}
