import Testing
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Where a sentence may be split into a cause or time question and its answer: only where when, as, because, since or
/// so opens a clause of the main clause with its own subject and verb, and the other side is a whole clause. Each
/// sentence was written for this test with the split a teacher would make, or none.
@Suite struct ClauseSplitTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var sentence: String
        /// The stem and answer expected, or nil when no cause question should be made.
        var expected: (stem: String, answer: String)?
        var testDescription: String { sentence }
    }

    static let splits: [Example] = [
        // A "when" that belongs to a word inside the main clause: a participle after a noun, a time, a verb of knowing.
        Example(sentence: "Sound is a form of energy made when an object vibrates.", expected: nil),
        Example(sentence: "Basalt is a dark rock formed when lava cools quickly at the surface.", expected: nil),
        Example(sentence: "Carbon dioxide is a gas given off when fuels such as coal burn.", expected: nil),
        Example(sentence: "A thermometer is an instrument used when scientists measure temperature.", expected: nil),
        Example(sentence: "Many children were evacuated at a time when the cities were being bombed.", expected: nil),
        Example(sentence: "Spring is the season when many birds build their nests.", expected: nil),
        Example(sentence: "Farmers in Egypt always knew when the river would flood its banks.", expected: nil),
        // A condition with no subject or verb of its own.
        Example(sentence: "Water expands when heated and contracts again when cooled.", expected: nil),
        Example(sentence: "Always wear safety goggles when using the Bunsen burner.", expected: nil),
        Example(sentence: "As the largest planet in the solar system, Jupiter has at least ninety moons.", expected: nil),
        Example(sentence: "As well as carrying water, rivers carry sand and pebbles to the sea.", expected: nil),
        Example(sentence: "The match was cancelled because of the heavy rain that fell all night.", expected: nil),
        Example(sentence: "The river was wide and deep, so wide that no bridge could cross it.", expected: nil),
        Example(sentence: "When you work with acids in the laboratory, always wear safety goggles.", expected: nil),
        // A name given "when …" is no effect ("known as", "called").
        Example(sentence: "The young of a frog is known as a tadpole when it hatches from the egg.", expected: nil),
        Example(sentence: "A substance is called a solid when its particles are packed tightly together.", expected: nil),
        // "Since" of time.
        Example(sentence: "The island has been a nature reserve since 1964.", expected: nil),
        Example(sentence: "The population of the town has doubled since the new bridge was built.", expected: nil),
        // True causes, consequences and times.
        Example(sentence: "Sound is made when an object vibrates.",
                expected: ("What happens when an object vibrates?", "sound is made")),
        Example(sentence: "Mountains form when two tectonic plates push against each other.",
                expected: ("What happens when two tectonic plates push against each other?", "mountains form")),
        Example(sentence: "Rain is formed when tiny droplets in a cloud join together.",
                expected: ("What happens when tiny droplets in a cloud join together?", "rain is formed")),
        Example(sentence: "The ice on the pond melted when the sun came out.",
                expected: ("What happened when the sun came out?", "the ice on the pond melted")),
        Example(sentence: "An adult heart beats about seventy times a minute when the body is at rest.",
                expected: ("What happens when the body is at rest?", "an adult heart beats about seventy times a minute")),
        Example(sentence: "Iron rusts when it is left in damp air.",
                expected: ("What happens when iron is left in damp air?", "it rusts")),
        Example(sentence: "When a volcano erupts under a glacier, the ice melts and floods the valleys below.",
                expected: ("What happens when a volcano erupts under a glacier?", "the ice melts and floods the valleys below")),
        Example(sentence: "When sound hits a hard, flat surface such as a cliff, it bounces back towards the listener.",
                expected: ("What happens when sound hits a hard, flat surface such as a cliff?", "it bounces back towards the listener")),
        // An instruction after the condition is what you should do, not what happens; a noun that is also a verb
        // ("water") opening a statement is no instruction.
        Example(sentence: "If the mixture is too thick, add a little more milk.",
                expected: ("What should you do if the mixture is too thick?", "add a little more milk")),
        Example(sentence: "When the water starts to boil, turn the heat down.",
                expected: ("What should you do when the water starts to boil?", "turn the heat down")),
        Example(sentence: "When the snow on the hills melts, water runs down into the valley.",
                expected: ("What happens when the snow on the hills melts?", "water runs down into the valley")),
        Example(sentence: "If one bulb breaks, all the other bulbs go out.",
                expected: ("What happens if one bulb breaks?", "all the other bulbs go out")),
        Example(sentence: "When the weather is hot, water evaporates quickly from puddles and ponds.",
                expected: ("What happens when the weather is hot?", "water evaporates quickly from puddles and ponds")),
        Example(sentence: "As the Earth spins on its axis, each place has day and night.",
                expected: ("What happens as the Earth spins on its axis?", "each place has day and night")),
        Example(sentence: "As the water vapour rises it cools and condenses into droplets.",
                expected: ("What happens as the water vapour rises?", "it cools and condenses into droplets")),
        Example(sentence: "After the Romans left Britain, the towns slowly fell into ruin.",
                expected: ("What happened after the Romans left Britain?", "the towns slowly fell into ruin")),
        Example(sentence: "Since the air was too thin to breathe, the climbers carried oxygen.",
                expected: ("Which reason does the text give for this: “The climbers carried oxygen”?", "the air was too thin to breathe")),
        Example(sentence: "Because almost no rain fell, the Egyptians dug canals to carry water to their crops.",
                expected: ("Which reason does the text give for this: “The Egyptians dug canals to carry water to their crops”?", "almost no rain fell")),
        Example(sentence: "Many Londoners moved to the countryside because the city was being bombed.",
                expected: ("Which reason does the text give for this: “Many Londoners moved to the countryside”?", "the city was being bombed")),
        Example(sentence: "Lightning is seen before thunder is heard because light travels faster than sound.",
                expected: ("Which reason does the text give for this: “Lightning is seen before thunder is heard”?", "light travels faster than sound")),
        // The clause ends where its pronoun subject begins, before a comma that joins two main clauses.
        Example(sentence: "When he was sixteen he left school and joined the merchant navy, and he sailed all over the world.",
                expected: ("What happened when he was sixteen?", "he left school and joined the merchant navy")),
        Example(sentence: "After this disaster the countries along the river agreed to clean it up, and salmon have now returned.", expected: nil),
        // What was going on already is no effect of the "when" clause.
        Example(sentence: "The Roman governor Suetonius Paulinus was fighting in Wales when he heard the news.", expected: nil),
        // A short clause ending in a pronoun says nothing a learner can place (a page on the Moon).
        Example(sentence: "We see it because it reflects light from the Sun.", expected: nil),
        // A condition imagined is asked as one ("What happened if the foxes died out?" was asked).
        Example(sentence: "If the foxes died out, the number of rabbits would increase.",
                expected: ("What would happen if the foxes died out?", "the number of rabbits would increase")),
        Example(sentence: "The soil was poor and dry, so the farmers grew only barley.",
                expected: ("According to the text, what follows from this: “The soil was poor and dry”?", "the farmers grew only barley")),
        Example(sentence: "In a parallel circuit each component has its own branch, so one broken bulb does not stop the others.",
                expected: ("According to the text, what follows from this: “In a parallel circuit each component has its own branch”?",
                           "one broken bulb does not stop the others")),
    ]

    @Test(arguments: splits) func splitsOnlyAtAClauseOfTheMainClause(_ example: Example) throws {
        try #require(WordNet.shared != nil, "wordnet-base is installed by scripts/install-deps.sh")
        let split = ClauseQuestions.split(example.sentence)
        #expect(split?.stem == example.expected?.stem, "\(split.map { "\($0.stem) → \($0.answer)" } ?? "no split")")
        #expect(split?.answer == example.expected?.answer)
    }

    /// The page the issue saw it on: no question's key ends in the participle that the when-clause belongs to.
    @Test func noKeyIsHalfAClause() throws {
        let text = """
            How Sound Travels

            Sound is a form of energy made when an object vibrates. The vibrations pass through the air as waves. \
            Sound travels faster through water than through air. It cannot travel through a vacuum, because there are \
            no particles to carry the vibrations. Echoes are heard when sound bounces back from a hard surface. \
            Loud sounds can damage the tiny hairs inside the ear.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 2)
        let questions = ClauseQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        for question in questions {
            #expect(!question.answer.hasSuffix("made"), "\(question.question.question) → \(question.answer)")
        }
        #expect(questions.contains { $0.question.question == "What happens when sound bounces back from a hard surface?" },
                "\(questions.map(\.question.question))")
    }
}
