import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Issue #11: "Which statement agrees with the text?" with wrong options made by changing one key fact. A wrong option
/// must be false by the page (a statement with two true options has a wrong key as far as the learner can tell), read
/// as English, and appear once a quiz; a fact is asked once a quiz.
@Suite struct FalseByThePageTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// The wrong options every statement question on `text` offers over three seeds.
    private func falseStatements(_ text: String) -> [String] {
        let built = page(text)
        var found: [String] = []
        for seed in [1, 2, 3] as [UInt64] {
            var random = QuizRandom(seed: seed)
            for candidate in StatementQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random) {
                found += candidate.question.options.filter { $0 != candidate.answer }
            }
        }
        return found
    }

    static let circuits = """
        Electric Circuits

        Some materials let electricity flow through them easily. These materials are called conductors, and most metals, \
        such as copper, are good conductors. Materials that do not let electricity flow through them are called insulators. \
        Plastic, rubber and glass are good insulators, so plastic is used to cover the copper wires in a cable. An ammeter \
        is always connected in series, so that the current flows through it.
        """

    /// "Some metals let electricity flow through them easily" was offered as false: the page says metals are good
    /// conductors, and conductors are those materials.
    @Test func aKindThePageNamesKeepsAStatementTrue() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let kinds = page(Self.circuits).kindsNamed
        #expect(TrueOptions.kindOf(kinds, "metals", "materials"), "\(kinds.sorted())")
        #expect(TrueOptions.kindOf(kinds, "copper", "conductors"), "\(kinds.sorted())")
        #expect(!TrueOptions.kindOf(kinds, "conductors", "insulators"), "\(kinds.sorted())")
        #expect(!TrueOptions.kindOf(kinds, "metals", "insulators"), "\(kinds.sorted())")
        let offered = falseStatements(Self.circuits)
        #expect(!offered.isEmpty)
        #expect(!offered.contains { $0.hasPrefix("Some metals let electricity") }, "\(offered)")
        // A kind the page sets apart is still a fair swap.
        #expect(offered.contains { $0.hasPrefix("Materials that do not let electricity flow through them are called") }, "\(offered)")
    }

    /// "King Charles II ordered …" was made false as "King Christopher Wren ordered …" (the page's architect).
    @Test func aTitleTakesOnlyANameThePageWritesAfterIt() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let offered = falseStatements("""
            The baker, Thomas Farriner, had forgotten to put out his oven before going to bed. Samuel Pepys, a naval \
            official, wrote about the fire in his famous diary. King Charles II ordered that houses should be pulled down \
            to make firebreaks. The architect Christopher Wren designed the new St Paul's Cathedral, which was completed \
            in 1711. Sir Thomas Bloodworth was woken but decided the fire was not serious.
            """)
        #expect(!offered.contains { $0.hasPrefix("King ") && !$0.hasPrefix("King Charles II") }, "\(offered)")
    }

    /// "Three days later King William landed at Pevensey" was offered as false where Duke William did.
    @Test func anotherTitleForOnePersonIsNoOtherPerson() throws {
        #expect(TrueOptions.samePerson("Duke William", "King William"))
        #expect(TrueOptions.samePerson("Harold", "Harold Godwinson"))
        #expect(TrueOptions.samePerson("King William", "Duke William of Normandy"))
        #expect(!TrueOptions.samePerson("Harold", "Harald Hardrada"))
        #expect(!TrueOptions.samePerson("Henry VII", "Henry VIII"))
        #expect(!TrueOptions.samePerson("King William II of England", "Duke William of Normandy"))
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let offered = falseStatements("""
            But two other men also claimed the throne: Duke William of Normandy and King Harald Hardrada of Norway. King \
            Harold marched north and defeated them at the Battle of Stamford Bridge. Three days later Duke William landed \
            at Pevensey on the south coast. King William built castles across England to control the people. Archbishop \
            Lanfranc replaced the English bishops with Normans.
            """)
        #expect(!offered.contains { $0.contains("King William landed") }, "\(offered)")
        #expect(!offered.contains { $0.contains("Duke William built") }, "\(offered)")
    }

    /// "He described how he buried his wine and a Parmesan cheese to keep them dangerous": an aim turned to its opposite
    /// is nonsense, not a false fact.
    @Test func noOppositeOfWhatAnActWasFor() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = "He described how he buried his wine and a Parmesan cheese to keep them safe. A strong east wind carried the fire."
        let opposites = OppositeStatements.falseStatements("He described how he buried his wine and a Parmesan cheese to keep them safe.", page: page(text))
        #expect(!opposites.contains { $0.contains("keep them dangerous") }, "\(opposites)")
        #expect(OppositeStatements.falseStatements("A strong east wind carried the fire.", page: page(text)).contains("A weak east wind carried the fire."))
    }

    /// "What happened if one bulb breaks?" on a page in the present.
    @Test func aConditionInThePresentIsAskedInThePresent() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let split = try #require(ClauseQuestions.split("If one bulb breaks, the bulbs on the other branches stay lit."))
        #expect(split.stem == "What happens if one bulb breaks?", "\(split.stem)")
        let past = try #require(ClauseQuestions.split("When the Romans left Britain, the towns fell into ruin."))
        #expect(past.stem.contains("What happened"), "\(past.stem)")
    }

    /// "When did Parliament make him the head of the Church?": the person "him" means is named, or it is not asked.
    @Test func anObjectPronounIsNamedOrNotAsked() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = """
            The Tudors

            The Tudors ruled England from 1485 to 1603. The first Tudor king was Henry VII, who won the crown when he \
            defeated Richard III at the Battle of Bosworth. He married Elizabeth of York, and this joined the two families \
            that had fought in the Wars of the Roses.

            His son, Henry VIII, became king in 1509. Henry VIII married six times. He wanted a son to rule after him, and \
            when the Pope would not end his first marriage, to Catherine of Aragon, he broke away from the Catholic \
            Church. In 1534 Parliament made him the head of the Church of England. Henry then closed the monasteries and \
            took their land and wealth.

            After Henry died in 1547, his son Edward VI ruled for six years. Edward was followed by his sister Mary I, who \
            brought back the Catholic faith and had nearly three hundred Protestants burned. People called her Bloody \
            Mary.

            The last Tudor ruler was Elizabeth I, the daughter of Henry VIII and Anne Boleyn. She reigned for forty-five \
            years. In 1588 her navy defeated the Spanish Armada, a fleet of about 130 ships sent by King Philip II of \
            Spain to invade England. Explorers such as Sir Francis Drake sailed around the world, and playwrights such as \
            William Shakespeare wrote for the new theatres in London. Elizabeth never married, so when she died in 1603 \
            the crown passed to James VI of Scotland, who became James I of England.
            """
        var asked = 0
        for seed in 1...3 as ClosedRange<UInt64> {
            let quiz = try? OfflineQuizGenerator(randomSeed: seed).generate(from: text, title: nil)
            for question in quiz?.questions ?? [] {
                asked += 1
                #expect(!question.question.contains("make him the head"), "\(question.question)")
            }
        }
        #expect(asked >= 20)
        let built = page(text)
        let stem = "When did Parliament make him the head of the Church of England?"
        let named = OpeningPronoun.namingObjectPronoun(in: stem, sentence: 7, on: built)
        #expect(named != stem, "\(String(describing: named))")
        #expect(OpeningPronoun.namingObjectPronoun(in: "When did Parliament close the monasteries?", sentence: 7, on: built)
                == "When did Parliament close the monasteries?")
    }

    /// "Current is measured … using an ammeter" (a statement made false by "a voltmeter") beside "_____ is always
    /// connected in series → ammeter": the article that agrees with the swapped word hid the one word the statement
    /// tests, and a quiz asked "ammeter" twice.
    @Test func aWordIsTestedOnceAQuiz() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = """
            Electric Circuits

            An electric current is a flow of charge around a circuit. For a current to flow, the circuit must be complete, \
            with no gaps. The current is pushed around the circuit by a cell or a battery, which is two or more cells joined \
            together.

            Current is measured in amperes, or amps, using an ammeter. An ammeter is always connected in series, so that the \
            current flows through it. The push of the cell is called the voltage, and it is measured in volts using a \
            voltmeter. A voltmeter is connected in parallel, across the component being tested.

            In a series circuit, the components are connected one after another in a single loop. The same current flows \
            through every component. If one bulb in a series circuit breaks, all the other bulbs go out, because the circuit \
            is no longer complete.

            In a parallel circuit, the components are connected on separate branches. The current splits between the \
            branches and joins up again. If one bulb breaks, the bulbs on the other branches stay lit. This is why the \
            lights in a house are wired in parallel.

            Some materials let electricity flow through them easily. These materials are called conductors, and most \
            metals, such as copper, are good conductors. Materials that do not let electricity flow through them are called \
            insulators. Plastic, rubber and glass are good insulators, so plastic is used to cover the copper wires in a \
            cable. Resistance is a measure of how hard it is for a current to flow through a component, and it is measured \
            in ohms.
            """
        for seed in 1...3 as ClosedRange<UInt64> {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: text, title: nil)
            let ammeter = quiz.questions.filter { question in
                let key = question.options[question.correctIndex]
                return key == "ammeter" || key.contains("ammeter") && question.options.contains { !$0.contains("ammeter") && $0.split(separator: " ").count > 4 }
            }
            #expect(ammeter.count <= 1, "seed \(seed): \(ammeter.map(\.question))")
            #expect(!quiz.questions.contains { $0.question.hasPrefix("What happened if") }, "seed \(seed)")
        }
    }
}
