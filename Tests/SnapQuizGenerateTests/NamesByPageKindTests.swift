import Testing
@testable import SnapQuizGenerate
import SnapQuizCore
import SnapQuizLexicon

/// Names whose kind the page says itself (`Page+NameKinds`): a festival, a person set beside a role, a people listed with
/// a people. Each stands only among its own kind.
@Suite struct NamesByPageKindTests {
    static let diwali = """
        Diwali is one of the most important festivals in Hinduism. It is also celebrated by Sikhs and Jains. Many Hindus \
        remember the story of Rama and Sita at Diwali. Sita, the wife of Prince Rama, was kidnapped by Ravana, a demon king \
        with ten heads. Many also pray to Lakshmi, the goddess of wealth, and hope that she will bring them good fortune. \
        Guru Hargobind returned to the city of Amritsar, where the Golden Temple was lit up to welcome him.
        """

    /// "He returned to the city of Diwali": a festival the page calls one is no place "at" it, nor offered beside places.
    @Test func aFestivalThePageNamesIsNoPlace() {
        let page = Page(text: Self.diwali, knows: DictionaryWords.knows)
        #expect(page.festivals.contains("Diwali"))
        #expect(!page.places.contains("Diwali"), "\(page.places)")
        #expect(!page.akin("Diwali", to: "Amritsar") && !page.akin("Amritsar", to: "Diwali"))
        #expect(!page.akin("Rama", to: "Diwali"))
    }

    /// "Diwali is one of the most important festivals in _____ → Hinduism | India | Amritsar": India is true as well. A
    /// religion stands among the religions, but those the page names the followers of ("Sikhs", "Hindus").
    @Test func aReligionStandsAmongReligionsThePageDoesNotTell() {
        let page = Page(text: Self.diwali + " Fireworks light up the sky from Leicester in England to Mumbai in India.", knows: DictionaryWords.knows)
        let others = page.names(like: "Hinduism", from: page.pool(.name))
        #expect(Set(others) == ["Buddhism", "Christianity", "Islam", "Judaism"], "\(others)")
    }

    /// "Many also pray to Amritsar, the goddess of wealth": whom one prays to, set beside a role, is a person.
    @Test func aNameBesideAPersonsRoleIsAPerson() {
        let page = Page(text: Self.diwali, knows: DictionaryWords.knows)
        #expect(!page.places.contains("Lakshmi"), "\(page.places)")
        #expect(page.people.contains("Lakshmi") && page.people.contains("Sita"), "\(page.people)")
        #expect(!page.akin("Amritsar", to: "Lakshmi"))
        #expect(page.akin("Sita", to: "Lakshmi"))
        #expect(Page.rolesPerson(after: "Samuel Pepys", in: "Samuel Pepys, a naval official, wrote about the fire."))
        #expect(!Page.rolesPerson(after: "Khartoum", in: "It meets at Khartoum, the capital of Sudan, and flows north."))
    }

    /// "celebrated by Sikhs and _____ → Jains | Rama | Sita": a people listed with a people is one, never a person.
    @Test func aPeopleListedWithAPeopleIsAPeople() {
        let page = Page(text: Self.diwali, knows: DictionaryWords.knows)
        #expect(page.isPeopleName("Jains"))
        #expect(!page.akin("Rama", to: "Jains") && !page.akin("Jains", to: "Sita"))
        #expect(page.akin("Hindus", to: "Jains"))
    }

    @Test func theFestivalOfLightsPage() {
        let page = Page(text: """
            Diwali is the Hindu festival of lights. Diwali remembers the return of Rama and Sita to their kingdom. \
            Sikhs also celebrate Diwali. Hanukkah is the Jewish festival of lights. Christians celebrate Christmas in December, and many Christians \
            believe that Jesus is the light of the world.
            """, knows: DictionaryWords.knows)
        #expect(page.festivals == ["Diwali", "Hanukkah", "Christmas"], "\(page.festivals) \(page.terms.filter { $0.kind == .name }.map(\.text))")
        #expect(!page.akin("Jesus", to: "Diwali") && page.akin("Hanukkah", to: "Diwali"))
        #expect(page.names(like: "Diwali", from: page.pool(.name)).sorted() == ["Christmas", "Hanukkah"])
        #expect(!page.names(like: "Rama", from: page.pool(.name)).contains("Christians"))
        let town = Page(text: "York was the site of a famous festival. It is also celebrated in Leeds.", knows: DictionaryWords.knows)
        #expect(town.festivals.isEmpty, "\(town.festivals)")
    }

    /// "the twins Romulus and _____ → Remus | Augustus | Latin": the owner of "Hadrian's Wall" is a person to offer.
    @Test func theOwnerOfANamedThingIsAPersonToOffer() {
        let page = Page(text: """
            According to legend Rome was founded by the twins Romulus and Remus. In 27 BC Augustus became the first emperor. \
            The empire built roads, and Latin spread across Europe. Hadrian's Wall was built in northern Britain. The \
            fire destroyed St Paul's Cathedral.
            """, knows: DictionaryWords.knows)
        let options = page.names(like: "Remus", from: page.pool(.name))
        #expect(options.contains("Hadrian") && !options.contains("Paul") && !options.contains("Latin"), "\(options)")
        #expect(page.ownersNamed(besides: [], key: "Rome").isEmpty)
    }
}

extension NamesByPageKindTests {
    /// "with its capital at _____ → Constantinople | Italy | Tiber | Britain": a city WordNet files under no capital's
    /// kind stands among the world's capitals.
    @Test func aCityOfNoCapitalsKindTakesTheWorldsCapitals() throws {
        let page = Page(text: """
            Rome began as a small town on the river Tiber in Italy. Hadrian's Wall was built in northern Britain. The eastern \
            empire, with its capital at Constantinople, lasted until 1453.
            """, knows: DictionaryWords.knows)
        let options = page.names(like: "Constantinople", from: page.pool(.name))
        #expect(options.contains("Paris") || options.contains("London"), "\(options)")
        #expect(!options.contains("Rome"))
    }
}
