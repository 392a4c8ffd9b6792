import Testing
@testable import SnapQuizGenerate

/// A Vikings page offered "Jorvik" (York's Viking name) and "the Danelaw" (an area) among the men who fought, and asked
/// "In 866 a large Viking army captured York, which the Danelaw called Jorvik" as a false sentence.
@Suite struct PlaceAliasTests {
    static let page = """
        The Vikings were seafaring people from Scandinavia. In 866 a large Viking army captured York, which the Vikings
        called Jorvik. King Alfred the Great of Wessex fought back, and in 878 he defeated the Danish leader Guthrum at the
        Battle of Edington. Afterwards England was divided, and the area ruled by the Vikings became known as the Danelaw.
        In 1066 King Harold defeated the Norwegian king Harald Hardrada at the Battle of Stamford Bridge.
        """

    @Test func anotherNameForAPlaceAndANamedAreaArePlaces() {
        let page = Page(text: Self.page, knows: DictionaryWords.knows)
        #expect(page.places.isSuperset(of: ["Jorvik", "Danelaw"]), "\(page.places.sorted())")
        #expect(!page.names(like: "Guthrum", from: page.pool(.name)).contains { ["Jorvik", "Danelaw"].contains($0) })
    }

    /// What a person is called is no place: "the king, who was called Alfred the Great".
    @Test func aPersonsOtherNameIsNoPlace() {
        let page = Page(text: "The young king, who was often ill, was called Edward by his people. He ruled England until 1553.",
                        knows: DictionaryWords.knows)
        #expect(!page.places.contains("Edward"))
    }
}

extension PlaceAliasTests {
    /// "a great survey of the land, which became known as the Domesday Book" names the survey, not the land.
    @Test func whatIsNamedIsTheSubject() {
        let page = Page(text: "In 1086 the king ordered a great survey of the land, which became known as the Domesday Book. "
                        + "William the Conqueror built castles across England.", knows: DictionaryWords.knows)
        #expect(!page.places.contains("Domesday Book"))
    }
}

extension PlaceAliasTests {
    /// An Industrial Revolution page offered "Darlington Railway" and "George Stephenson's Locomotion" among the
    /// inventors ("Who invented the spinning jenny …? → Darlington Railway | James Hargreaves | …").
    @Test func aRailwayAndAPersonsEngineAreNoPeople() {
        let page = Page(text: "In 1764 James Hargreaves invented the spinning jenny. Richard Arkwright built a mill at Cromford. "
                        + "In 1825 George Stephenson's Locomotion No. 1 pulled the first passenger train on the Stockton and "
                        + "Darlington Railway.", knows: DictionaryWords.knows)
        #expect(!page.isPersonLike("Darlington Railway") && !page.isPersonLike("George Stephenson's Locomotion"))
        #expect(page.isPersonLike("James Hargreaves") && page.isPersonLike("Richard Arkwright"))
    }
}

extension PlaceAliasTests {
    /// The history-cloth photo, read with a curly apostrophe, asked "Hadrian’s _____ was built in northern Britain →
    /// Italy | Constantinople | Wall | Europe".
    @Test func theEndOfAnOwnersNameIsNoName() {
        let text = WorldLanguagesTests.rome.replacingOccurrences(of: "Hadrian's", with: "Hadrian’s")
        let clozes = OfflineQuizGenerator(randomSeed: 1).explain(text).filter { $0.hasPrefix("[cloze]") }
        #expect(!clozes.contains { $0.contains("’s _____") || $0.contains("'s _____") }, "\(clozes)")
    }
}
