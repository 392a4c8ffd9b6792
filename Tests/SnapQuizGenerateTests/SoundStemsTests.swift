import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Stems a teacher would set, from pages written for issue 11's stem review: cause questions only where a sentence
/// gives a cause or a consequence, definitions only from sentences that define, sentences not cut at a title.
@Suite struct SoundStemsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// "What happens once it reaches the surface? → it is called lava": a new name is no effect.
    @Test func aNewNameIsNoEffect() {
        #expect(ClauseQuestions.split("Once it reaches the surface of the Earth it is called lava.") == nil)
        #expect(ClauseQuestions.split("When water vapour cools high in the sky, the droplets are known as clouds.") == nil)
        #expect(ClauseQuestions.split("After the caterpillar spins a case around itself, it is called a pupa.") == nil)
        // An event after the same kind of condition is still asked.
        let cools = ClauseQuestions.split("When the lava cools on the slopes, it hardens into new rock.")
        #expect(cools?.stem == "What happens when the lava cools on the slopes?")
        #expect(cools?.answer == "it hardens into new rock")
        // The reason for a name is a cause.
        let named = ClauseQuestions.split("Mars is called the Red Planet because its surface contains iron oxide.")
        #expect(named?.answer == "its surface contains iron oxide")
    }

    /// "since 1912 as the climate has warmed" was offered as a reason: "since" of time goes with a date or the perfect.
    @Test func sinceOfTimeIsNoReason() {
        #expect(ClauseQuestions.split("The glaciers on the summit have shrunk by more than eighty per cent since 1912 as the climate has warmed.") == nil)
        #expect(ClauseQuestions.split("Farmers have grown grapes and olives on these slopes since ancient times.") == nil)
        #expect(ClauseQuestions.split("The town has grown quickly since the railway reached it.") == nil)
        let reason = ClauseQuestions.split("Plants need plenty of light since they make their food by photosynthesis.")
        #expect(reason?.answer == "they make their food by photosynthesis")
        #expect(reason?.isReason == true)
    }

    /// "Because the air is thin near the top, climbers walk slowly": a reason that opens the sentence is asked too.
    @Test func aReasonThatComesFirstIsAsked() {
        let split = ClauseQuestions.split("Because the air is thin near the top, climbers walk slowly and drink plenty of water.")
        #expect(split?.stem == "Which reason does the text give for this: “Climbers walk slowly and drink plenty of water”?")
        #expect(split?.answer == "the air is thin near the top")
        // A pronoun would stand in the quote with nothing to stand for.
        #expect(ClauseQuestions.split("Because the water is so salty and dense, it holds up a swimmer easily.") == nil)
        // "Since" of time opens a sentence as well.
        #expect(ClauseQuestions.split("Since the war ended in 1945, the city has been rebuilt twice.") == nil)
    }

    /// "…, so that they can warn the people" is a purpose, not what follows.
    @Test func soThatIsNoConsequence() {
        #expect(ClauseQuestions.split("Scientists measure small earthquakes near the crater, so that they can warn the villages.") == nil)
        let follows = ClauseQuestions.split("Most climbers take six or seven days to reach the summit, so the body has time to get used to the height.")
        #expect(follows?.answer == "the body has time to get used to the height")
        // The link to the sentence before is not quoted.
        let silt = ClauseQuestions.split("However, the dam also traps the silt, so farmers now need to use fertiliser instead.")
        #expect(silt?.stem == "According to the text, what follows from this: “The dam also traps the silt”?")
    }

    /// Wrong options of "What happens when …?" are events: no name ("this molten rock is called magma"), no count
    /// ("there are about fifteen hundred active volcanoes"), and no reason beside effects.
    @Test func causeOptionsAreEventsOfOneRole() {
        let text = """
            Deep beneath the crust the rock is so hot that some of it melts. This molten rock is called magma. \
            When the pressure in the chamber becomes too great, the magma forces its way up through cracks. \
            Once it reaches the surface it is called lava. There are about fifteen hundred active volcanoes on land. \
            When the lava cools on the slopes, it hardens into new rock. Because the ash is rich in minerals, farmers grow \
            grapes and olives on the slopes. When a volcano erupts under a glacier, the ice melts and floods the valleys below. \
            When hot rock meets water under the ground, the water turns to steam and bursts out as a geyser.
            """
        let built = page(text)
        var random = QuizRandom(seed: 3)
        let questions = ClauseQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        #expect(questions.count >= 3, "\(questions.map(\.question.question))")
        for question in questions {
            #expect(question.answer != "it is called lava")
            for option in question.question.options {
                #expect(!ClauseQuestions.isNaming(option), "\(question.question.question): \(option)")
                #expect(!option.lowercased().hasPrefix("there are"), "\(question.question.question): \(option)")
            }
        }
        // With three other effects on the page, no reason stands beside an effect.
        let effects = questions.filter { $0.question.question.hasPrefix("What happens") }
        #expect(effects.count >= 3)
        for question in effects {
            #expect(!question.question.options.contains("the ash is rich in minerals"), "\(question.question.options)")
        }
    }

    /// "What is the mountain is an old volcano with three cones, and the highest of them called?": the subject of
    /// "is called" must name a thing; other shapes that define still give a definition.
    @Test func definitionsOnlyFromSentencesThatDefine() {
        let text = """
            The mountain is an old volcano with three cones, and the highest of them is called Kibo. \
            The space around a magnet where its force can be felt is called the magnetic field. \
            Water that soaks into the ground and fills the gaps in rocks is known as groundwater. \
            The town was small and the harbour is called Port Erin. \
            Heat from the Sun turns the water of the oceans into vapour. This change is called evaporation. \
            The warm water evaporates and rises into the atmosphere as water vapour Plants also release water vapour from \
            their leaves in a process called transpiration.
            """
        let found = DefinitionQuestions.find(in: page(text))
        #expect(!found.contains { $0.term == "Kibo" }, "\(found.map(\.stem))")
        #expect(!found.contains { $0.term == "Port Erin" }, "\(found.map(\.stem))")
        #expect(found.contains { $0.term == "magnetic field" && $0.stem == "What is the space around a magnet where its force can be felt called?" })
        #expect(found.contains { $0.term == "groundwater" && $0.stem.hasPrefix("What is water that soaks into the ground") })
        #expect(found.contains { $0.term == "evaporation" && $0.stem.hasSuffix("What is this change called?") })
        // Two sentences run together by a lost full stop make no process clause.
        #expect(!found.contains { $0.term == "transpiration" }, "\(found.map(\.stem))")
        for definition in found { #expect(!definition.stem.contains(", and")) }
    }

    @Test func nounPhrasesAndClauses() {
        #expect(DefinitionQuestions.isNounPhrase("The space around a magnet where its force can be felt"))
        #expect(DefinitionQuestions.isNounPhrase("The largest bone in the human body"))
        #expect(!DefinitionQuestions.isNounPhrase("The mountain is an old volcano with three cones, and the highest of them"))
        #expect(!DefinitionQuestions.isNounPhrase("The river has two sources and the longer one"))
    }

    /// "The fire destroyed … 87 churches, including St" / blank / "Paul's Cathedral.": the stem was cut at "St".
    @Test func aTitleEndsNoSentence() {
        let text = """
            The fire destroyed more than 13,000 houses and 87 churches, including St

            Paul's Cathedral. Only six deaths were recorded.
            Mr. Wren and Dr. Hooke surveyed the ruins, e.g. the old tower and the nave. Capt. Cook sailed to the Pacific \
            with Prof. Banks.
            The new cathedral was designed by

            Sir Christopher Wren.
            """
        let sentences = TextAnalysis.sentences(in: text).map(\.text)
        #expect(sentences.contains("The fire destroyed more than 13,000 houses and 87 churches, including St Paul's Cathedral."), "\(sentences)")
        #expect(sentences.contains("Mr. Wren and Dr. Hooke surveyed the ruins, e.g. the old tower and the nave."), "\(sentences)")
        #expect(sentences.contains("Capt. Cook sailed to the Pacific with Prof. Banks."), "\(sentences)")
        #expect(sentences.contains("The new cathedral was designed by Sir Christopher Wren."), "\(sentences)")
        // A paragraph that ends a sentence still ends it.
        #expect(TextAnalysis.sentences(in: "The river floods every year\n\nFarmers plant in spring.").count == 2)
    }

    /// "When did the first record climb to the top was made …?": a past form before "was" describes the subject.
    @Test func aDescribingPastFormIsNoVerb() {
        let text = """
            The first recorded climb to the top was made in 1889 by Hans Meyer and Ludwig Purtscheller. \
            The national park was opened in 1973 to protect the forests. Hans Meyer climbed with a local guide called Yohani.
            """
        let built = page(text)
        var random = QuizRandom(seed: 1)
        let stems = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
            .filter { $0.kind == .when }.map(\.question.question)
        #expect(stems.contains("When was the first recorded climb to the top made by Hans Meyer and Ludwig Purtscheller?"), "\(stems)")
        #expect(!stems.contains { $0.contains("record climb") })
    }

    /// Prose in short lines is no poem: "Which word completes this line of the poem? … heath and _____ → flat", "lowest
    /// _____ → fifths" came from notes and a narrow column read as verse.
    @Test func proseInShortLinesIsNoPoem() {
        let notes = """
            Fractions: key facts

            A fraction has a numerator and a denominator.
            Equivalent fractions have the same value.
            Simplify by dividing top and bottom
            by the same number.
            Keep going until the fraction is in its
            lowest terms, like two fifths.
            Six tenths simplifies to three fifths.
            Eight twelfths simplifies to two thirds.
            An improper fraction is top heavy.
            A mixed number has a whole part and a fraction.
            """
        #expect(VerseQuestions.lines(of: page(notes)) == nil)
        let column = """
            Dartmoor is high and open. It
            has bog, heath and flat grass
            between the granite tors. Ponies
            graze on the open moor. Rivers
            rise in the wet peat bogs, and
            walkers follow old tracks. Stone
            circles show that people lived
            here long ago. Farmers keep sheep
            """
        #expect(VerseQuestions.lines(of: page(column)) == nil)
        var random = QuizRandom(seed: 1)
        let built = page(column)
        #expect(VerseQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random).isEmpty)
        // A poem with a full stop at the end of every other line is still a poem.
        let couplets = """
            The Tide Rises
            The grey tide rises on the shore,
            And covers stones it bared before.
            The gulls go wheeling overhead
            Above the weed and oyster bed.
            A fisher mends his tangled net
            While evening sky is amber yet.
            He hums a tune his father knew
            Of boats that sailed and never grew.
            """
        #expect(VerseQuestions.lines(of: page(couplets)) != nil)
    }

    /// "the last emperor, Romulus Augustulus," and "Khartoum, the capital of Sudan.": who or what a name is, asked with
    /// the page's other names of its kind; a list of names or a place phrase between commas is no apposition.
    @Test func anAppositionSaysWhoOrWhatANameIs() {
        #expect(AppositionQuestions.appositions(in: "The western empire ended in AD 476, when the last emperor, Romulus Augustulus, was removed from power.")
            == [.init(name: "Romulus Augustulus", role: "the last emperor")])
        #expect(AppositionQuestions.appositions(in: "The two rivers meet at Khartoum, the capital of Sudan.")
            == [.init(name: "Khartoum", role: "the capital of Sudan")])
        #expect(AppositionQuestions.appositions(in: "Samuel Pepys, a naval official, wrote about the fire in his famous diary.")
            == [.init(name: "Samuel Pepys", role: "a naval official")])
        #expect(AppositionQuestions.appositions(in: "The Vikings came from Norway, Sweden and Denmark.").isEmpty)
        // A group and its list: "What is the four inner planets?" was asked.
        #expect(AppositionQuestions.appositions(in: "The four inner planets, Mercury, Venus, Earth and Mars, are small and rocky.").isEmpty)
        #expect(AppositionQuestions.appositions(in: "Mount Everest, on the border between Nepal and China, is 8,849 metres high.").isEmpty)
        #expect(AppositionQuestions.appositions(in: "Later, the town grew into a city.").isEmpty)
        #expect(AppositionQuestions.appositions(in: "The baker, who had forgotten his oven, was asleep.").isEmpty)

        let text = """
            The Great Fire of London started in a bakery on Pudding Lane. The baker, Thomas Farriner, had forgotten to put \
            out his oven. Samuel Pepys, a naval official, wrote about the fire in his diary. King Charles II ordered that \
            houses should be pulled down. The architect Christopher Wren designed the new cathedral. The Lord Mayor, Sir \
            Thomas Bloodworth, was woken but decided the fire was not serious.
            """
        let built = page(text)
        var random = QuizRandom(seed: 2)
        let questions = AppositionQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let baker = questions.first { $0.question.question == "Who was the baker, according to the text?" }
        #expect(baker?.answer == "Thomas Farriner", "\(questions.map(\.question.question))")
        for question in questions {
            #expect(question.question.options.allSatisfy { $0.first?.isUppercase == true }, "\(question.question.options)")
        }
    }

    /// "more than _____ cent since 1912 → eighty per": "per cent" is one unit, asked whole or not at all.
    @Test func perCentIsOneUnit() {
        let text = """
            About thirty per cent of the island is covered by forest. The glaciers have shrunk by eighty per cent since \
            1912. Farmers grow coffee on the lower slopes of the mountain. The park receives fifty thousand visitors every year.
            """
        let built = page(text)
        var random = QuizRandom(seed: 1)
        let found = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
            .filter { $0.kind == .quantity }
        #expect(found.contains { $0.answer == "thirty per cent" && $0.question.question.contains("About _____ of the island") },
                "\(found.map { $0.question.question + " → " + $0.answer })")
        for question in found {
            #expect(!question.question.options.contains { $0.hasSuffix(" per") }, "\(question.question.options)")
            #expect(!question.question.question.contains("_____ cent"))
        }
    }
}
