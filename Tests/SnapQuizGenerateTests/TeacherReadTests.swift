import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Faults found by reading every question of three seeds of three new pages (electric circuits, tropical rainforests,
/// the Anglo-Saxons) as a teacher would: "These people were the Angles, the Saxons and the _____ → Jutes | Christianity
/// | Suffolk | Sutton Hoo", "Many rainforest plants have special _____ → features | tree trunks", "A switch is used to
/// shut or close the gap in a circuit" offered as false, and "What happens when the circuit is complete? → electricity
/// can only flow".
@Suite struct TeacherReadTests {
    @Test func peoplesListedWithTheirArticlesArePeoples() throws {
        _ = try #require(WordNet.shared, "wordnet-base is installed by scripts/install-deps.sh")
        let text = """
            The Anglo-Saxons

            After the Romans left Britain in 410 AD, tribes from northern Europe began to settle in the country. These \
            people were the Angles, the Saxons and the Jutes. They came from the lands that are now Germany and Denmark. \
            In 597 a monk called Augustine arrived from Rome and began to convert them to Christianity. In 1939 a great \
            ship burial was found at Sutton Hoo in Suffolk.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        let jutesArePeople = page.isPeopleName("Jutes")
        #expect(jutesArePeople)
        var random = QuizRandom(seed: 3)
        let cloze = ClozeQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let jutes = cloze.filter { $0.question.options[$0.question.correctIndex] == "Jutes" }.flatMap(\.question.options).filter { $0 != "Jutes" }
        let offKind = jutes.filter { !page.isPeopleName($0) }
        #expect(offKind.isEmpty, "\(offKind)")
    }

    @Test func aWordThatNamesNothingIsNoKey() throws {
        _ = try #require(WordNet.shared)
        let text = """
            Desert Plants

            Deserts receive less than 250 millimetres of rain in a year. Many desert plants have special features. Cacti \
            store water in their thick stems. Their leaves are sharp spines, which lose very little water and protect the \
            plant from animals. Some plants have long roots that reach water deep underground. Other plants have waxy \
            leaves that stop water escaping. After rain, seeds germinate quickly and the desert is covered in flowers.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        #expect(!page.terms.contains { $0.text == "features" })
        var random = QuizRandom(seed: 1)
        let cloze = ClozeQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let fromLeadIn = cloze.filter { $0.question.question.contains("have special") }.map(\.question.question)
        #expect(fromLeadIn.isEmpty, "\(fromLeadIn)")
        // The sentences after it say what the features are, and they are asked.
        #expect(!ClozeQuestions.leadsIn("Cacti store water in their thick stems."))
        #expect(page.terms.contains { $0.text == "spines" })
    }

    @Test func noOppositeOfAWordBesideItsOwnOpposite() throws {
        _ = try #require(WordNet.shared)
        let text = """
            A switch is used to open or close the gap in a circuit. When the switch is closed, the bulb lights up. \
            When the switch is open, the bulb goes out. Adding more cells makes a bulb brighter.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        let made = OppositeStatements.falseStatements("A switch is used to open or close the gap in a circuit.", page: page)
        #expect(!made.contains { $0.contains("shut or close") || $0.contains("open or open") }, "\(made)")
        // A word beside another that is not its opposite still turns: "brighter" → "dimmer" or "duller".
        let brighter = OppositeStatements.falseStatements("Adding more cells makes a bulb brighter and hotter.", page: page)
        #expect(!brighter.isEmpty)
    }

    @Test func anEffectOnlyItsConditionAllowsIsAskedWithoutOnly() {
        let split = ClauseQuestions.split("Electricity can only flow when the circuit is complete.")
        #expect(split?.answer == "electricity can flow", "\(String(describing: split?.answer))")
        #expect(ClauseQuestions.withoutRestrictingOnly("only the strongest animals survive") == "only the strongest animals survive")
        #expect(ClauseQuestions.withoutRestrictingOnly("they are only found in the tropics") == "they are found in the tropics")
    }

    @Test func aGroupOfPeopleIsAskedWithWho() throws {
        _ = try #require(WordNet.shared)
        let text = """
            The Anglo-Saxons were farmers. They lived in small villages of wooden houses with thatched roofs. Families \
            kept pigs, sheep and cattle, and grew wheat and barley. Warriors protected the village from attack. Monks \
            copied books by hand in monasteries. Children helped in the fields from a young age.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 2)
        let recall = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let stems = recall.filter { $0.question.options[$0.question.correctIndex].lowercased() == "families" }.map(\.question.question)
        #expect(!stems.isEmpty)
        let asWhat = stems.filter { $0.contains(", what kept") }
        #expect(asWhat.isEmpty, "\(asWhat)")
    }

    @Test func aRoleThePageSaysIsAPlantHasNoPeopleBesideIt() throws {
        _ = try #require(WordNet.shared)
        let text = """
            Food Chains

            A food chain shows how energy passes from one living thing to another. Every food chain starts with a \
            producer. Producers are green plants, which make their own food by photosynthesis. Animals cannot make their \
            own food, so they are called consumers. A herbivore eats only plants, such as a rabbit. An omnivore, such as \
            a badger, eats both plants and animals.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        let producersArePlants = page.saysIsNoPerson("producer")
        #expect(producersArePlants)
        let kind = try #require(page.kind(of: "producer"))
        let sisters = page.sisterTerms(of: "producer", kind: kind, filed: page.termFiles)
        #expect(sisters.isEmpty, "\(sisters)")
        // A page that says a producer is a person keeps people beside it.
        let film = Page(text: "A producer is a person who pays for a film. The director tells the actors what to do.", knows: DictionaryWords.knows)
        let filmProducerIsAPerson = !film.saysIsNoPerson("producer")
        #expect(filmProducerIsAPerson)
    }

    @Test func thingsNamedForWhatTheyDoAreAskedByIt() throws {
        _ = try #require(WordNet.shared)
        let text = """
            Food Chains

            Every food chain starts with a producer. Producers are green plants, which make their own food by \
            photosynthesis. Animals cannot make their own food, so they are called consumers. A herbivore eats only \
            plants. A carnivore eats only other animals. Decomposers break down dead plants and animals.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        let found = page.definitions.filter { $0.term == "consumers" }.map(\.stem)
        #expect(found == ["What are animals that cannot make their own food called?"], "\(found)")
        // Beside it, the roles the page names one at a time, in the key's plural.
        var random = QuizRandom(seed: 1)
        let asked = DefinitionQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let options = Set(asked.filter { $0.question.options[$0.question.correctIndex] == "consumers" }.flatMap(\.question.options))
        #expect(!options.isDisjoint(with: ["producers", "herbivores", "carnivores"]), "\(options)")
        // "it" may stand for the whole clause before: no such question.
        let whole = Page(text: "Water flows downhill, so it is called runoff. Rain falls on the hills.", knows: DictionaryWords.knows)
        let runoff = whole.definitions.filter { $0.term == "runoff" }.map(\.stem)
        #expect(runoff.isEmpty, "\(runoff)")
    }

    @Test func aSentenceOpeningWithHereIsVague() {
        let text = """
            Next the food passes into the small intestine, which is about six metres long. Here enzymes from the pancreas \
            break down proteins, fats and carbohydrates. The walls of the small intestine are covered in tiny villi.
            """
        let page = Page(text: text, knows: DictionaryWords.knows)
        let here = page.sentences.first { $0.text.hasPrefix("Here") }.map { OpeningPronoun.meaning(ofSentence: $0.index, on: page) }
        #expect(here == .vague(text: "Here"), "\(String(describing: here))")
        // A sentence that names its place itself is no such sentence.
        let walls = page.sentences.first { $0.text.hasPrefix("The walls") }.map { OpeningPronoun.meaning(ofSentence: $0.index, on: page) }
        #expect(walls == OpeningPronoun.Meaning.none)
    }
}
