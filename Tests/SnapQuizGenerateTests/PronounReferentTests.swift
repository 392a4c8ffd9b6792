import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A stem that quotes a pronoun names nothing a learner can check ("Once it reaches the _____ it is called lava"): the
/// pronoun is resolved to what the sentence before says it means, or the question is not asked (issue 11).
@Suite struct PronounReferentTests {
    /// What the pronoun opening the last sentence of `text` means.
    private func meaning(_ text: String) -> OpeningPronoun.Meaning {
        let page = Page(text: text, knows: DictionaryWords.knows)
        return OpeningPronoun.meaning(ofSentence: page.sentences.count - 1, on: page)
    }

    private func meant(_ text: String) -> String? {
        if case .resolved(_, let meant) = meaning(text) { return meant }
        return nil
    }

    @Test func aPronounMeansTheSubjectOfTheSentenceBefore() {
        #expect(meant("Magma is molten rock deep under the ground. It rises through cracks in the crust.") == "magma")
        #expect(meant("""
            When the pressure in the chamber becomes too great, the magma forces its way up through cracks. Once it reaches \
            the surface it is called lava.
            """) == "the magma")
        #expect(meant("There are about fifteen hundred active volcanoes on land. Most of them lie along the edges of the plates.")
                == "active volcanoes")
        #expect(meant("Glaciers are slow rivers of ice. They grind the rock beneath them into fine powder.") == "glaciers")
        #expect(meant("The Nile is the longest river in Africa. It flows north into the Mediterranean Sea.") == "the Nile")
        #expect(meant("James Cook joined the navy in 1755. He became famous for his careful maps.") == "James Cook")
        #expect(meant("Although the winter was cold, the river did not freeze. It kept flowing to the sea all year.") == "the river")
        #expect(meant("In 1990, the volcano erupted again. It destroyed two villages on its slopes.") == "the volcano")
        #expect(meant("The soldiers marched north for ten days. Soon they reached the coast near the old port.") == "the soldiers")
        #expect(meant("The eggs hatch after two weeks. Then they feed on the leaves of the plant.") == "the eggs")
        #expect(meant("Rivers carry sediment to the sea. They drop it at the mouth of the river.") == "rivers")
        #expect(meant("Factories no longer had to be built beside rivers. They could be built in towns, close to the workers.")
                == "factories")
        #expect(meant("""
            The emergent layer is made up of the tallest trees. Below it is the canopy, a thick roof of leaves where most animals live.
            """) == "the emergent layer")
    }

    /// "Green plants make their own food …" names green plants, never "green": a describing word before a plural noun
    /// and its verb is no subject of its own (the plants page showed "It [green] takes place mostly in the leaves").
    @Test func aDescribingWordBeforeAPluralNounIsNoSubject() {
        let text = """
            Green plants make their own food in a process called photosynthesis. It takes place mostly in the leaves.
            """
        #expect(meant(text) != "green", "\(meaning(text))")
        #expect(meant("Young birds leave the nest after two weeks. They learn to fly in a few days.") == "young birds")
        // A singular noun and its verb stay apart: "The light travels fast" is about the light.
        #expect(meant("The light travels very fast through empty space. It takes eight minutes to reach the Earth.") != "light travels")
    }

    /// "The Romans invaded Britain … They brought …": "they" means a people named with "the"; not when the sentence
    /// before also names things "they" could mean, nor for one person's name.
    @Test func theyMeansAPeopleNamedWithThe() {
        #expect(meant("The Romans invaded Britain in AD 43, under the emperor Claudius. They brought many soldiers from Gaul.")
                == "the Romans")
        #expect(meant("The Romans built long, straight roads and forts. They were made of layers of stone.") == nil)
        #expect(meant("Boudicca burned three towns, including London. They were rebuilt within ten years.") == nil)
    }

    /// A life story's "she" is the person its title names after a label ("A Short Biography: Marie Curie"), and every
    /// option that opens as the key does is named too: "In 1891 she shared …" beside "In 1903 she [Marie Curie] shared
    /// …" was the one option without a bracket.
    @Test func everyOptionOpeningWithThePronounIsNamed() throws {
        let text = """
            A Short Biography: Marie Curie

            Marie Curie was a scientist who studied radioactivity. She discovered two new elements with her husband. \
            In 1903 she shared the Nobel Prize in Physics with Pierre and Henri Becquerel.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        let index = try #require(page.sentences.firstIndex { $0.text.hasPrefix("In 1903") })
        #expect(OpeningPronoun.meaning(ofSentence: index, on: page) == .resolved(text: "In 1903 she", meant: "Marie Curie"))
        let options = ["In 1903 she shared the Nobel Prize in Physics.", "In 1891 she shared the Nobel Prize in Physics.",
                       "In 1903 she shared the Nobel Prize in Chemistry.", "In 1911 she shared the Nobel Prize in Physics."]
        let question = Question(question: "Which statement agrees with the text?", options: options, correctIndex: 0, explanation: "", evidence: "")
        let candidate = Candidate(kind: .statement, sentences: [index], question: question, score: 4, position: index)
        let resolved = try #require(OpeningPronoun.resolving(candidate, on: page))
        #expect(resolved.question.options.allSatisfy { $0.contains(" she [Marie Curie] shared") }, "\(resolved.question.options)")
        // A blank in the opening: "In _____ she [Marie Curie] shared …".
        let cloze = Question(question: "Which year is missing from this sentence? “In _____ she shared the Nobel Prize in Physics.”",
                             options: ["1903", "1891", "1911", "1867"], correctIndex: 0, explanation: "", evidence: "")
        let blank = try #require(OpeningPronoun.resolving(Candidate(kind: .cloze, sentences: [index], question: cloze, score: 4, position: index), on: page))
        #expect(blank.question.question.contains("“In _____ she [Marie Curie] shared"), "\(blank.question.question)")
        // The sentence before names no one: the title's person, the name after its label.
        let titled = Page(text: """
            A Short Biography: Marie Curie

            Marie Curie was a scientist who studied radioactivity. Women could not study at the university in Warsaw. \
            In 1891 she moved to Paris to study physics.
            """, knows: DictionaryWords.knows)
        #expect(OpeningPronoun.meaning(ofSentence: titled.sentences.count - 1, on: titled) == .resolved(text: "In 1891 she", meant: "Marie Curie"))
    }

    /// "Their walls are only one cell thick": a possessive is named with what it means; "During exercise it beats
    /// faster": a setting before the pronoun is no referent.
    @Test func aPossessiveAndAPronounAfterASettingAreNamed() {
        #expect(meaning("The smallest blood vessels are known as capillaries. Their walls are only one cell thick.")
                == .resolved(text: "Their", meant: "the smallest blood vessels’"))
        #expect(meaning("An adult heart beats about 70 times a minute at rest. During exercise it beats faster.")
                == .resolved(text: "During exercise it", meant: "an adult heart"))
        // An unresolved possessive costs, as before.
        #expect(meaning("The Sun heats the water in the sea. Its heat drives the weather.") == .vague(text: "Its"))
    }

    /// The rest of the sentence's text stays as printed: the pronoun and what comes before it.
    @Test func theTextUpToThePronounIsKept() {
        let found = meaning("""
            When the pressure in the chamber becomes too great, the magma forces its way up through cracks. Once it reaches \
            the surface it is called lava.
            """)
        #expect(found == .resolved(text: "Once it", meant: "the magma"))
    }

    @Test func anAmbiguousPronounStaysUnresolved() {
        // The object agrees too: it is the water that rises.
        #expect(meaning("The Sun heats the water in the sea. It rises into the air as vapour.") == .unresolved(text: "It"))
        #expect(meaning("The heart pumps blood around the body. When it beats faster, more oxygen reaches the muscles.")
                == .unresolved(text: "When it"))
        // The number differs.
        #expect(meaning("The valleys were cut by ice long ago. It melted at the end of the Ice Age.") == .unresolved(text: "It"))
        // The object agrees: "It stopped children …" means the Act, not Parliament.
        #expect(meaning("In 1833, Parliament passed the Factory Act. It stopped children under nine from working in mills.")
                == .unresolved(text: "It"))
        // Two people.
        #expect(meaning("Joseph Banks sailed with Cook on the Endeavour. He collected thousands of plants.") == .unresolved(text: "He"))
        // A whole sentence before.
        #expect(meaning("Plants make their own food from sunlight. This means that they do not need to eat.") == .unresolved(text: "This"))
        #expect(meaning("Plants make their own food from sunlight. These are called producers in a food chain.") == .unresolved(text: "These"))
    }

    @Test func aDummyItNeedsNoReferent() {
        #expect(meaning("Water is vital for life. It is important to drink water every day.") == .none)
        #expect(meaning("Penicillin was found by chance. It was not until 1940 that doctors used it on patients.") == .none)
        #expect(meaning("Light travels very fast. It takes about eight minutes for light to reach the Earth.") == .none)
        #expect(meaning("Clouds form when vapour cools. When it rains, the water falls back to the ground.") == .none)
        #expect(meaning("The ship sank in 1912. It is thought that ice tore a hole in the hull.") == .none)
    }

    @Test func aPronounTheSentenceNamesLaterOrBeforeNeedsNoReferent() {
        // Cataphoric: the subject after the comma names it.
        #expect(meaning("Building began in 1883. When it was finished, the bridge was the longest in the world.") == .none)
        // The noun comes first in the sentence itself.
        #expect(meaning("Magma collects underground. Because magma is lighter than the rock around it, it rises.") == .none)
    }

    @Test func aDemonstrativeBeforeANounIsVague() {
        #expect(meaning("Deep under the ground the rock is so hot that it melts. This molten rock is called magma.")
                == .vague(text: "This"))
    }

    /// "Before it, most people lived in villages": an object pronoun is replaced by what it means in brackets, a subject
    /// pronoun is followed by it ("Before it [the river] reaches the sea").
    @Test func anObjectPronounIsReplacedByItsBracket() {
        #expect(OpeningPronoun.bracketed("Before it,", meant: "the Industrial Revolution") == "Before [the Industrial Revolution],")
        #expect(OpeningPronoun.bracketed("Most of them", meant: "active volcanoes") == "Most of [active volcanoes]")
        #expect(OpeningPronoun.bracketed("Below it", meant: "the emergent layer") == "Below [the emergent layer]")
        #expect(OpeningPronoun.bracketed("Before it", meant: "the river") == "Before it [the river]")
        #expect(OpeningPronoun.bracketed("Once it", meant: "the magma") == "Once it [the magma]")
        #expect(OpeningPronoun.bracketed("It", meant: "the Nile") == "It [the Nile]")
        #expect(meaning("""
            The Industrial Revolution began in Britain in the middle of the eighteenth century. Before it, most people lived \
            in villages and made cloth by hand at home.
            """) == .resolved(text: "Before it,", meant: "the Industrial Revolution"))
    }

    /// On a page: the quiz's stem names the magma, and no stem quotes an unresolved "it".
    @Test func aClozeStemNamesWhatItsPronounMeans() {
        let text = """
            How Volcanoes Work

            Deep beneath the crust of the Earth the rock is so hot that some of it melts. Because magma is lighter than the \
            solid rock around it, it slowly rises towards the surface. When the pressure in the chamber becomes too great, \
            the magma forces its way up through cracks and bursts out of a vent. Once it reaches the surface it is called \
            lava. The Sun heats the water in the sea. It rises into the air as vapour and forms clouds over the mountains.
            """
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text)
        #expect(offered.contains { $0.contains("“Once it [the magma] reaches the _____ it is called lava.”") }, "\(offered)")
        #expect(!offered.contains { $0.contains("“Once it reaches") || $0.contains("“It rises into") }, "\(offered)")
    }
}
