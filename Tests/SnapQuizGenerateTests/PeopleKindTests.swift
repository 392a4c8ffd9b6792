import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// People stand only among people, things never among people (issue #11). The TestImages photos asked "Scientists called
/// _____ measure small earthquakes → volcanologists | farmers | power stations | islands" ("volcanologists" is no word
/// of WordNet's, which spells it "vulcanologists", so it was judged of no kind) and "sailors and _____ have used
/// compasses → explorers | loudspeakers | cranes" (WordNet's first "crane" is the writer Stephen Crane).
@Suite struct PeopleKindTests {
    static let volcanoes = """
        Volcanoes

        Deep beneath the crust of the Earth the rock is so hot that some of it melts. This molten rock is called magma. \
        Some eruptions are gentle and the lava flows slowly down the slopes; others are violent and throw ash, gas and \
        rocks high into the sky. Scientists called volcanologists measure small earthquakes, changes in the shape of the \
        ground and the gases that escape, so that they can warn the people who live nearby before an eruption begins. \
        Volcanic ash makes the soil very fertile, so farmers have grown grapes, olives and rice on the slopes of volcanoes. \
        The heat underground can also be used to make electricity, where hot water and steam are piped to power stations. \
        Some islands, such as Hawaii, are the tops of enormous volcanoes that rise from the bottom of the sea.
        """

    @Test func aLowerCaseWordIsNoNamedPerson() {
        let page = Page(text: Self.volcanoes, knows: DictionaryWords.knows)
        #expect(page.kind(of: "cranes")?.isPerson == false, "\(String(describing: page.kind(of: "cranes")))")
        #expect(!page.akin("cranes", to: "explorers") && page.akin("sailors", to: "explorers"))
    }

    @Test func anOlogistWordNetDoesNotListIsAPerson() {
        let page = Page(text: Self.volcanoes, knows: DictionaryWords.knows)
        #expect(page.kind(of: "volcanologists")?.isPerson == true)
        #expect(!page.akin("islands", to: "volcanologists") && !page.akin("power stations", to: "volcanologists"))
        #expect(!page.akin("volcanologists", to: "eruptions") && page.akin("farmers", to: "volcanologists"))
    }

    @Test func otherScientistsInCommonUseStandBesideAScientist() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is installed by scripts/install-deps.sh")
        let kin = wordNet.kindredPeople(of: "volcanologist")
        // Scientists of other sciences; not a geologist, which a volcanologist is.
        #expect(kin.contains("chemist") && kin.contains("physicist") && !kin.contains("geologist"), "\(kin)")
        #expect(wordNet.kindredPeople(of: "geologist").contains("chemist"))
        // A kind of person itself ("explorer": 402 kinds of person) gives none.
        #expect(wordNet.kindredPeople(of: "explorer").isEmpty)
    }

    @Test func aScientistIsAskedAmongPeopleOnly() {
        let page = Page(text: Self.volcanoes, knows: DictionaryWords.knows)
        for seed in 1...5 {
            var random = QuizRandom(seed: UInt64(seed))
            let asked = ClozeQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
            for question in asked.filter({ $0.answer == "volcanologists" }) {
                #expect(question.question.options.allSatisfy { page.kind(of: $0)?.isPerson == true }, "\(question.question.options)")
            }
        }
    }

    @Test func aNounTheClauseCallsWhichIsAThing() {
        let port = Page(text: """
            Working at a Port

            Dockers use giant cranes to lift the containers off the ships and stack them on the quay. Other workers drive \
            straddle carriers, which carry the containers to lorries and trains. Electricians repair the lights and the radios.
            """, knows: DictionaryWords.knows)
        // A carrier is first a person to WordNet; the page's carriers are machines.
        #expect(port.kind(of: "carriers")?.isPerson == false && port.kind(of: "dockers")?.isPerson == true)
        #expect(!port.akin("carriers", to: "electricians"))
    }
}
