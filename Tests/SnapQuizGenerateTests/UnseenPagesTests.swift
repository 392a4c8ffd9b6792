import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// Faults found by reading every question of quizzes on five pages of kinds the corpus lacked (the Tudors, cells,
/// tropical rainforests, electric circuits, ancient Egypt), each a rule of kind.
@Suite struct UnseenPagesTests {
    static let tudors = """
        The Tudors

        The first Tudor king was Henry VII, who won the crown when he defeated Richard III at the Battle of Bosworth. His son,
        Henry VIII, became king in 1509. Henry VIII married six times. He wanted a son to rule after him, and when the Pope
        would not end his first marriage, to Catherine of Aragon, he broke away from the Catholic Church. His sister Mary I
        brought back the Catholic faith. The last Tudor ruler was Elizabeth I, the daughter of Henry VIII and Anne Boleyn.
        Explorers such as Sir Francis Drake sailed around the world, and playwrights such as William Shakespeare wrote for
        the new theatres in London.
        """

    /// "Who was followed by his sister Mary I …? → Edward | Pope | Henry VII": a title alone names an office.
    @Test func aTitleAloneIsNoName() {
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        #expect(!page.pool(.name).contains("Pope"), "\(page.pool(.name))")
        #expect(page.pool(.name).contains("Henry VIII"))
    }

    /// "the daughter of Henry VIII and _____ → Anne Boleyn | Henry VII | …": the other parent is of the other sex.
    @Test func aChildsOtherParentIsOfTheOtherSex() {
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        let stem = "The last Tudor ruler was Elizabeth I, the daughter of Henry VIII and _____."
        #expect(page.sex(of: "Henry VIII") == .male)
        #expect(!page.fitsSex("Henry VIII", for: "Anne Boleyn", in: stem))
        #expect(page.fitsSex("Mary I", for: "Anne Boleyn", in: stem))
        // And the name before "and", where the blank is the first parent.
        #expect(!page.fitsSex("Mary I", for: "Henry VIII", in: "Elizabeth I was the daughter of _____ and Anne Boleyn, his second wife."))
    }

    /// "His son, _____, became king → Henry VIII | Anne Boleyn | …" and "the daughter of Henry VIII and Richard III": the
    /// page never says Anne Boleyn is a woman nor Richard III a man, and WordNet does (a queen, a king).
    @Test func aPersonsSexThePageLeavesUnsaidIsWordNets() {
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        #expect(page.sex(of: "Anne Boleyn") == .female)
        #expect(page.sex(of: "Richard III") == .male)
        #expect(page.sex(of: "Catherine of Aragon") == .female)
        #expect(!page.fitsSex("Anne Boleyn", for: "Henry VIII", in: "His son, Henry VIII, became king in 1509."))
        #expect(!page.fitsSex("Richard III", for: "Anne Boleyn", in: "The last Tudor ruler was Elizabeth I, the daughter of Henry VIII and Anne Boleyn."))
        #expect(page.fitsSex("Catherine of Aragon", for: "Anne Boleyn", in: "The last Tudor ruler was Elizabeth I, the daughter of Henry VIII and Anne Boleyn."))
    }

    /// "Elizabeth I, the daughter of …" made false as "Edward VI, the daughter of …".
    @Test func anAppositionAfterTheNameSaysTheSex() {
        let page = Page(text: Self.tudors + " Edward VI was his only son.", knows: DictionaryWords.knows)
        #expect(!page.fitsSex("Henry VIII", for: "Elizabeth I", in: "The last Tudor ruler was Elizabeth I, the daughter of Henry VIII and Anne Boleyn."))
    }

    /// "The Egyptians called their land Kemet" was offered among the pharaohs.
    @Test func anAreaGivenItsNameIsAPlace() {
        let page = Page(text: """
            Egypt was ruled by kings called pharaohs. The Egyptians called their land Kemet, which means the black land. The
            pharaoh Khufu built the Great Pyramid. The archaeologist Howard Carter found the tomb of Tutankhamun in 1922.
            """, knows: DictionaryWords.knows)
        #expect(page.places.contains("Kemet"), "\(page.places.sorted())")
        #expect(Page.namesArea("Virginia", in: "The settlers named the new colony Virginia after the queen."))
        #expect(!Page.namesArea("Ptolemy", in: "The Greeks called their king Ptolemy."))
    }

    /// "Which term names a measure of how hard it is for a current to flow through a component, and it is measured in ohms?"
    @Test func aDefinitionEndsBeforeWhatIsAddedAboutTheTerm() {
        let text = """
            Electric Circuits

            An electric current is a flow of charge around a circuit. Resistance is a measure of how hard it is for a current
            to flow through a component, and it is measured in ohms. An ammeter is always connected in series, so that the
            current flows through it.
            """
        let definitions = OfflineQuizGenerator(randomSeed: 1).explain(text).filter { $0.hasPrefix("[definition]") }
        #expect(definitions.contains { $0.contains("Which term names a measure of how hard it is for a current to flow through a component?") }, "\(definitions)")
        #expect(!definitions.contains { $0.contains("measured in ohms?") })
    }
}

extension UnseenPagesTests {
    static let rainforest = """
        Tropical Rainforests

        Tropical rainforests grow near the equator, where it is hot and wet all year round. The largest rainforest in the
        world is the Amazon, which covers much of Brazil and parts of eight other countries in South America. Other large
        rainforests are found in the Congo Basin in Africa and in Indonesia. The canopy is a thick roof of leaves and
        branches where most animals live. Governments and charities are working to protect the rainforests.
        """

    /// "Tropical charities grow near the equator": WordNet files a forest and a foundation as groups alike.
    @Test func groupsOfPeopleAreNoGroupsOfThings() {
        let page = Page(text: Self.rainforest, knows: DictionaryWords.knows)
        #expect(!page.akin("charities", to: "rainforests") && !page.akin("countries", to: "rainforests"))
        #expect(page.akin("charities", to: "governments"))
        #expect(page.akin("clergy", to: "nobility"))
    }

    /// A quiz titled "Tropical Rainforests" asking "Tropical _____ grow near the equator → rainforests | countries | …".
    @Test func theTitleWordIsAGiveaway() {
        let page = Page(text: Self.rainforest, knows: DictionaryWords.knows)
        let stems = page.titleStems
        #expect(stems.contains("rainforest"))
        let cloze = Candidate(kind: .cloze, sentences: [1], question: Question(
            question: "Complete the sentence from the text: “Tropical _____ grow near the equator.”",
            options: ["rainforests", "countries", "charities", "branches"], correctIndex: 0, explanation: "", evidence: ""), score: 1, position: 0)
        #expect(page.asksTitle(cloze, stems: stems))
        // "Acids and Alkalis": telling the two apart is what the page teaches.
        let acids = Page(text: "Acids and Alkalis\n\nLemon juice is an acid. Soap is an alkali. Pure water is neutral.", knows: DictionaryWords.knows)
        var both = cloze
        both.question.options = ["alkali", "acid", "metal", "salt"]
        #expect(!acids.asksTitle(both, stems: acids.titleStems), "two options are title words: the title gives neither away")
        let statement = Candidate(kind: .statement, sentences: [3], question: Question(
            question: "Which statement agrees with the text?",
            options: ["Other large rainforests are found in Indonesia.", "Other large charities are found in Indonesia.",
                      "Other large rainforests are found in Brazil.", "Other large rainforests are found in Peru."], correctIndex: 0,
            explanation: "", evidence: ""),
            score: 1, position: 0)
        #expect(page.asksTitle(statement, stems: stems))
    }
}

extension UnseenPagesTests {
    static let navy = """
        The Tudors

        In 1509 Henry VIII became king. In 1558 Elizabeth I became queen. In 1588 her navy defeated the Spanish Armada, a fleet
        sent by Philip II of Spain to invade England. In 1603 she died at Richmond Palace.
        """

    /// "When did her navy defeat the Spanish Armada …?" named no one for "her".
    @Test func aWhenQuestionNamesWhoseItIs() {
        let whens = OfflineQuizGenerator(randomSeed: 1).explain(Self.navy).filter { $0.hasPrefix("[when]") && $0.contains("navy") }
        #expect(!whens.isEmpty && whens.allSatisfy { !$0.contains("did her navy") && $0.contains("Elizabeth") }, "\(whens)")
    }

    /// "In 1603 she [Philip II of Spain] died": after a sentence opening with "her", "she" goes on with that person.
    @Test func sheGoesOnWithTheSentenceBeforesOwnPerson() {
        let page = Page(text: Self.navy, knows: DictionaryWords.knows)
        guard case .resolved(_, let meant) = OpeningPronoun.meaning(ofSentence: 4, on: page) else {
            Issue.record("\(OpeningPronoun.meaning(ofSentence: 4, on: page))")
            return
        }
        #expect(meant.hasPrefix("Elizabeth"))
    }
}

extension UnseenPagesTests {
    /// A mixed sheet of word problems: "Lucy is 4 years older than her brother. Their ages add up to 20." was keyed 24
    /// (20 + 4), a wrong answer; "Three friends share 27 sweets equally" and "pencils at 12p each" were not solved.
    @Test(arguments: [
        ("Lucy is 4 years older than her brother. Their ages add up to 20. How old is Lucy?", 12.0),
        ("Tom is 6 years younger than his sister. Their ages add up to 30. How old is Tom?", 12),
        ("Three friends share 27 sweets equally. How many sweets does each friend get?", 9),
        ("A shop sells pencils at 12p each. How much do 15 pencils cost?", 1.80),
        ("Ben is 4 years older than his sister, who is nine. How old is Ben?", 13),
    ])
    func wordProblemsOfAMixedSheet(problem: String, answer: Double) throws {
        let parsed = try #require(MathsPages.problems(in: "Maths homework\n\n1. " + problem).first)
        let solution = try #require(MathsSolver.solve(parsed), "not solved: \(problem)")
        #expect(abs(solution.value - answer) < 0.001, "\(problem) → \(solution.value) (\(solution.working))")
    }
}

extension UnseenPagesTests {
    /// "festivals in _____ → Hinduism | Ayodhya | Amritsar": a name WordNet files as no place is not beside places.
    @Test func aReligionIsNoPlace() {
        let page = Page(text: """
            Diwali is one of the most important festivals in Hinduism. Guru Hargobind returned to the city of Amritsar, where
            the Golden Temple was lit up. Fireworks light up the sky from Leicester in England to Mumbai in India.
            """, knows: DictionaryWords.knows)
        #expect(page.places.contains("Amritsar"))
        #expect(!page.akin("Amritsar", to: "Hinduism") && !page.akin("Hinduism", to: "Amritsar"))
        #expect(page.akin("Mumbai", to: "Amritsar"))
        // A festival WordNet files as a time is no place "at" it (WordNet does not know "Diwali" itself).
        let festival = Page(text: "Children eat chocolate eggs at Easter. Many families visit their grandparents in the city of York.",
                            knows: DictionaryWords.knows)
        #expect(!festival.places.contains("Easter") && festival.places.contains("York"), "\(festival.places)")
    }
}
