import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options a teacher would set (issue 11, item 3): gases beside a gas, countries beside a country, a device beside a
/// device, and cause options that read alone. Each rule is checked on a key of the kind and on a near miss.
@Suite struct CloseKinOptionsTests {
    private let air = Page(text: """
        The Air

        Air is a mixture of gases. Oxygen is the gas that living things need for respiration. Farmers add nitrogen to \
        the soil because plants need it to grow. A candle needs oxygen to keep burning. The hot filament of a bulb glows \
        brightly. When we breathe in, oxygen passes from our lungs into the blood.
        """, knows: DictionaryWords.knows)

    /// Oxygen is a gas as well as an element: the members offered for it are gases, not the elements written about most
    /// ("phosphorus", "iodine"). A metal, a kind of nothing else, keeps the commonest metals.
    @Test func membersOfALessonsKindShareTheKeysOtherKind() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is not installed")
        let gases = wordNet.sisters(of: "oxygen", category: 27, membersOnly: true)
        #expect(gases.count >= 3, "\(gases)")
        for gas in gases { #expect(wordNet.kindsOf(gas).contains("gas"), "\(gas)") }
        #expect(!gases.contains("phosphorus") && !gases.contains("iodine"), "\(gases)")
        let metals = wordNet.sisters(of: "cobalt", category: 27, membersOnly: true)
        #expect(metals.contains("iron") || metals.contains("copper"), "\(metals)")
    }

    /// Close kin meet low in WordNet's tree; kin that meet only as substances do not.
    @Test func closeKinMeetLow() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        #expect(air.closeKin("nitrogen", to: "oxygen"))
        #expect(air.closeKin("veins", to: "arteries"))
        #expect(!air.closeKin("mixture", to: "oxygen") && !air.closeKin("filament", to: "oxygen"))
        // A name or another part of speech is not close kin.
        #expect(!air.closeKin("Paris", to: "oxygen") && !air.closeKin("quickly", to: "oxygen"))
        // Only an element, a metal or a noble gas has members of a lesson's kind to look up.
        #expect(air.namesMembers("oxygen") && air.namesMembers("cobalt") && !air.namesMembers("candle") && !air.namesMembers("Paris"))
    }

    /// Where the page's pool has one gas and two loosely kin substances, the options for a gas are gases.
    @Test func aGasAmongGases() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let picker = DistractorPicker(words: air.words)
        for seed in 1...8 {
            var random = QuizRandom(seed: UInt64(seed))
            let options = try #require(air.distractors(for: "oxygen", from: ["nitrogen", "mixture", "filament", "candle", "respiration"],
                                                      stem: "When we breathe in, _____ passes from our lungs into the blood.", picker: picker, random: &random))
            #expect(options.contains("nitrogen"), "\(options)")
            #expect(options.allSatisfy { air.closeKin($0, to: "oxygen") }, "\(options)")
        }
    }

    /// A continent stands beside continents, a country beside countries: by the name's commonest sense (Australia is
    /// first a country).
    @Test func continentsApartFromCountries() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        for continent in ["Europe", "Asia", "Africa"] { #expect(Page.placeKind(of: continent) == .continent, "\(continent)") }
        for country in ["Russia", "Germany", "Australia"] { #expect(Page.placeKind(of: country) == .region, "\(country)") }
        let page = Page(text: "Germany is in the middle of Europe. Russia lies in Europe and Asia. Egypt is in Africa.", knows: DictionaryWords.knows)
        #expect(page.akin("Asia", to: "Europe") && !page.akin("Russia", to: "Europe") && page.akin("Egypt", to: "Russia"))
    }

    /// A device swapped for a metal ("Every nickel has two ends") is false by sense alone; a device for a device, or a
    /// metal for a metal, stands.
    @Test func aDeviceIsNoMaterial() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: "A magnet attracts iron, nickel and cobalt. A compass needle points north.", knows: DictionaryWords.knows)
        #expect(!page.canSwap("magnet", for: "nickel", reach: .broadly) && !page.canSwap("nickel", for: "magnet", reach: .broadly))
        #expect(page.canSwap("magnet", for: "compass", reach: .broadly))
        #expect(page.canSwap("nickel", for: "cobalt", reach: .broadly))
    }

    /// A cause option reads alone: no pronoun nobody named opens it.
    @Test func causeOptionsReadAlone() {
        #expect(!ClauseQuestions.readsAlone("it returns through veins to the heart"))
        #expect(!ClauseQuestions.readsAlone("they cover the wires to keep us safe"))
        #expect(ClauseQuestions.readsAlone("she [Marie Curie] moved to Paris"))
        #expect(ClauseQuestions.readsAlone("platelets help the blood to clot"))
        #expect(ClauseQuestions.readsAlone("the itch goes away"))
        // A list's first word keeps no capital of its own once the clause stands as an option.
        #expect(lowercasingFirst("Smoking, a diet high in fat and no exercise damage the heart") == "smoking, a diet high in fat and no exercise damage the heart")
    }

    /// A condition holding a list ends at the comma after the list, not inside it; a condition without one at its first.
    @Test func aConditionsListStaysWhole() throws {
        let listed = try #require(ClauseQuestions.split("When fuels such as coal, oil and gas burn, they release carbon dioxide."))
        #expect(listed.stem == "What happens when fuels such as coal, oil and gas burn?" && listed.answer == "they release carbon dioxide", "\(listed)")
        // No list: the first comma ends the condition (or the sentence gives no split), never the second.
        let plain = ClauseQuestions.split("When you exercise, your muscles need more oxygen, so your heart beats faster.")
        #expect(plain.map { $0.stem == "What happens when you exercise?" } ?? true, "\(String(describing: plain))")
    }
}

extension CloseKinOptionsTests {
    /// A clause cut after a reason puts the reason's subject, of its number, in its pronoun's place; another pronoun stays.
    @Test func aCutClauseNamesItsPronoun() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        #expect(ClauseQuestions.naming("it slowly rises towards the surface", after: "magma is lighter than the rock around it")
                == "magma slowly rises towards the surface")
        #expect(ClauseQuestions.naming("they sink to the bottom", after: "the stones are heavier than water") == "the stones sink to the bottom")
        // A plural subject is no "it"; a pronoun subject names nothing.
        #expect(ClauseQuestions.naming("it sinks", after: "the stones are heavier than water") == "it sinks")
        #expect(ClauseQuestions.naming("it sinks", after: "it is heavier than water") == "it sinks")
    }
}

extension CloseKinOptionsTests {
    /// A plural subject with a bare verb names "they"; a singular one with an -s verb names "it".
    @Test func pluralSubjectsNameThey() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        #expect(ClauseQuestions.naming("they fall back to the ground as rain", after: "the droplets join together")
                == "the droplets fall back to the ground as rain")
        #expect(ClauseQuestions.naming("it cools and condenses", after: "the vapour rises") == "the vapour cools and condenses")
        #expect(ClauseQuestions.naming("they cool", after: "the vapour rises") == "they cool")
    }
}
