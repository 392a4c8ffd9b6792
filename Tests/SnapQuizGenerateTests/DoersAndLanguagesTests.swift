import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options of the key's kind (issue 11): a language only among languages ("The nobles spoke _____ → Norman French |
/// Harald Hardrada | Duke William of Normandy"), and a false statement that swaps the doer of an action swaps in a thing
/// that can do it ("The equipment built roads", "By Monday the deaths had reached the River Thames").
@Suite struct DoersAndLanguagesTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// A history page with people, places, a battle, buildings and three languages (written for this test).
    static let normans = """
        In 1066 King Edward the Confessor died without a son. Harold Godwinson was crowned king in London, but Duke William \
        of Normandy said that the crown was his. Harald Hardrada, the king of Norway, also wanted to rule England. The two \
        armies met near Hastings. The Normans built the Tower of London. The nobles spoke Norman French, while most ordinary \
        people still spoke English, and the clerks wrote in Latin. In 1086 the king ordered the Domesday Book.
        """

    @Test func aLanguageStandsOnlyAmongLanguages() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        for name in ["Latin", "Norman French", "English", "German", "Old Norse"] { #expect(Page.isLanguageName(name), "\(name)") }
        for name in ["Domesday Book", "Harald Hardrada", "Hastings", "English Channel", "Tower of London", "Norway"] {
            #expect(!Page.isLanguageName(name), "\(name)")
        }
        let normans = page(Self.normans)
        #expect(!normans.akin("Norman French", to: "Harald Hardrada") && !normans.akin("Harald Hardrada", to: "Norman French"))
        #expect(!normans.akin("Latin", to: "Hastings") && !normans.akin("Norman French", to: "Tower of London"))
        #expect(normans.akin("English", to: "Norman French") && normans.akin("Latin", to: "English"))
        let people = normans.names(like: "Harald Hardrada", from: normans.pool(.name))
        #expect(!people.contains("Norman French") && !people.contains("Latin") && !people.contains("English"), "\(people)")
        #expect(!normans.names(like: "Norman French", from: normans.pool(.name)).contains("Harald Hardrada"))
    }

    @Test func aSwappedDoerCanDoWhatTheVerbSays() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let rome = page("The empire built roads, aqueducts and walls. The emperor ordered new roads. Soldiers carried their equipment. The legend says that twins founded the city.")
        #expect(!rome.canAct("equipment", like: "empire") && !rome.canAct("legend", like: "empire") && !rome.canAct("frontier", like: "empire"))
        #expect(rome.canAct("emperor", like: "empire") && rome.canAct("army", like: "empire"))
        #expect(!rome.canAct("deaths", like: "flames") && !rome.canAct("gardens", like: "flames") && rome.canAct("wind", like: "flames"))
        // A doer of no such kind is not judged: "As the groundwater rises" is a fair false statement for "As the vapour rises".
        #expect(rome.canAct("groundwater", like: "vapour"))

        // Where the swapped words stand: the subject of a verb in the active voice, not its object nor a passive subject.
        let built = "The empire built roads, aqueducts and walls."
        #expect(Page.isSubject(1..<2, of: built))
        #expect(Page.isSubject(3..<4, of: "By Monday the flames had reached the River Thames."))
        #expect(!Page.isSubject(1..<2, of: "The empire was divided into an eastern and a western half."))
        #expect(!Page.isSubject(5..<6, of: "The water cycle spreads heat around the planet and gives every living thing fresh water."))
        // "frontier" and "empire" meet low in WordNet's tree (both regions), so only the doer's rule rules it out.
        #expect(rome.akin("frontier", to: "empire") && !rome.swapAkin(built, "The frontier built roads, aqueducts and walls."))
        #expect(rome.swapAkin(built, "The army built roads, aqueducts and walls."))
        #expect(rome.swapAkin("The empire was divided into two halves.", "The frontier was divided into two halves."))
    }

    @Test func aNounHeadIsSwappedOnlyForANoun() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let fire = page("Samuel Pepys, a naval official, wrote about the fire in his famous diary. The fire was serious.")
        let said = "Samuel Pepys, a naval official, wrote about the fire in his famous diary."
        #expect(!fire.swapAkin(said, "Samuel Pepys, a naval serious, wrote about the fire in his famous diary."))
        #expect(fire.swapAkin(said, "Samuel Pepys, a naval architect, wrote about the fire in his famous diary."))
    }
}
