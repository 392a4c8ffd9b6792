import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options that are true as well, read in the TestImages quizzes: "heats water in _____, lakes and seas →
/// oceans", "rivulets" beside "rivers", "hill" beside "mountain", "An electromagnet attracts objects made of iron" as the
/// false statement, "Sudan" for "the longest river in Africa", "The heat _____ → underground | ancient | violent".
/// Checked on a page written for these rules, against a list of the options a teacher would mark right too, written
/// by hand (not by the rule under test).
@Suite struct TrueOptionsTests {
    /// Lists, kinds, places and an adverb, with nothing in the rules' own words.
    static let lakes = """
        The Lakes of East Africa

        Lake Victoria is the largest lake in Africa. It is shared by Kenya, Uganda and Tanzania. Mount Kilimanjaro is \
        the highest mountain in Africa, and its top is covered in snow all year. Rain that falls on the highlands runs \
        into rivers, streams and brooks that carry it down to the lake. Fishermen on the lake catch tilapia and perch, \
        which they sell in the markets of Kisumu. In the old port of Mombasa, merchants built warehouses, churches and \
        mosques along the harbour. Sailors used a magnet in a compass to find north across the Indian Ocean. Today an \
        electromagnet lifts heavy loads of scrap iron onto ships at the docks. The water underground feeds springs that \
        keep flowing through the long dry season. Farmers grow tea and coffee on the slopes of the hills, where the \
        soil is rich and the air is cool. The lake was named after Queen Victoria by the explorer John Speke, who \
        reached its shore in 1858. About thirty million people live in the lands around the lake. Hippos and \
        crocodiles live in the shallow water near the reeds, and eagles nest in the tall trees on the islands.
        """

    /// For each word the page could ask, the options that would be true in its place: places in it or holding it, its
    /// kinds, the same thing of another size, the other of "magnet" and "electromagnet".
    static let alsoTrue: [String: Set<String>] = [
        "Africa": ["Kenya", "Uganda", "Tanzania", "Kisumu", "Mombasa"],
        "Kenya": ["Africa"], "Uganda": ["Africa"], "Tanzania": ["Africa"],
        "Kisumu": ["Kenya", "Africa"], "Mombasa": ["Kenya", "Africa"],
        "rivers": ["streams", "brooks", "creeks", "rivulets", "tributaries"],
        "streams": ["rivers", "brooks", "creeks", "rivulets"],
        "brooks": ["rivers", "streams", "creeks", "rivulets"],
        "magnet": ["electromagnet"], "electromagnet": ["magnet"],
        "mountain": ["hill", "volcano", "peak"], "hills": ["mountains", "highlands"], "highlands": ["hills", "mountains"],
        "warehouses": ["buildings"], "churches": ["buildings"], "mosques": ["buildings"],
        "lake": ["pond", "reservoir"],
    ]

    /// The offline quizzes of `text` over seeds 1 to 10.
    static func quizzes(of text: String) throws -> [(seed: UInt64, quiz: GeneratedQuiz)] {
        try (1...10 as ClosedRange<UInt64>).map { seed in (seed, try OfflineQuizGenerator(randomSeed: seed).generate(from: text, title: nil)) }
    }

    /// Each wrong option of `question` with the words it differs from the key in: a blank's key and option whole, or the
    /// one word a false statement swapped (`WordKind.swapped`).
    static func swaps(in question: Question) -> [(option: String, mine: String, theirs: String)] {
        let key = question.options[question.correctIndex]
        return question.options.enumerated().compactMap { index, option in
            guard index != question.correctIndex, let (mine, theirs) = WordKind.swapped(key, option) else { return nil }
            return (option, mine, theirs)
        }
    }

    /// Expects no wrong option of `quizzes` to swap a word for one `alsoTrue` lists as right in its place; returns the
    /// listed words the quizzes asked about (a test that asked about none checks nothing).
    static func expectNoSwapAlsoTrue(in quizzes: [(seed: UInt64, quiz: GeneratedQuiz)], _ alsoTrue: [String: Set<String>]) -> Set<String> {
        var asked = Set<String>()
        for (seed, quiz) in quizzes {
            for question in quiz.questions {
                let key = question.options[question.correctIndex]
                for (option, mine, theirs) in swaps(in: question) {
                    if alsoTrue[mine] != nil { asked.insert(mine) }
                    #expect(!(alsoTrue[mine] ?? []).contains(theirs), "seed \(seed): “\(question.question)” → \(key) offers \(option)")
                }
            }
        }
        return asked
    }

    @Test func noWrongOptionIsTrueAsWell() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let quizzes = try Self.quizzes(of: Self.lakes)
        let asked = Self.expectNoSwapAlsoTrue(in: quizzes, Self.alsoTrue)
        for (seed, quiz) in quizzes {
            for question in quiz.questions {
                let key = question.options[question.correctIndex]
                // "The water underground feeds springs": an adverb there, never blanked among adjectives nor swapped.
                #expect(key != "underground" && !question.question.contains("water _____ feeds"), "seed \(seed): \(question.question)")
                #expect(!question.options.contains { $0.hasPrefix("The water ") && !$0.hasPrefix("The water underground") },
                        "seed \(seed): \(question.options)")
            }
        }
        // Words of the list were asked about: else this test checks nothing.
        #expect(asked.count >= 3, "only \(asked.sorted()) of the listed words were asked about")
    }

    /// "Energy from the Sun heats water in _____, lakes and seas": a wrong option is true where it overlaps a word
    /// listed beside the key ("oceans" and "seas"), so the list's words are read around the blank.
    @Test func theWordsListedBesideABlank() {
        #expect(TrueOptions.siblings(ofBlankIn: "Energy from the Sun heats water in _____, lakes and seas.") == ["lakes", "seas"])
        #expect(TrueOptions.siblings(ofBlankIn: "heats water in rivers, _____ and seas.") == ["seas", "rivers"])
        #expect(TrueOptions.siblings(ofBlankIn: "which is why sailors and _____ have used compasses") == ["sailors"])
        #expect(TrueOptions.siblings(ofBlankIn: "used in door bells, loudspeakers, _____ and the cranes that lift") == ["cranes", "loudspeakers", "bells"])
        #expect(TrueOptions.siblings(ofBlankIn: "rain, snow, sleet or _____.") == ["sleet", "snow", "rain"])
        // A comma alone joins no list.
        #expect(TrueOptions.siblings(ofBlankIn: "Once it reaches the surface, _____ flows down the slopes.").isEmpty)
        #expect(TrueOptions.siblings(ofBlankIn: "The water moves between the land, the _____ of the Earth.").isEmpty)
    }

    @Test func oneCheckForOptionsAndSwaps() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        #expect(TrueOptions.alsoTrue("oceans", for: "rivers", listedWith: ["lakes", "seas"]))
        #expect(!TrueOptions.alsoTrue("clouds", for: "rivers", listedWith: ["lakes", "seas"]))
        #expect(TrueOptions.alsoTrue("Sudan", for: "Africa") && TrueOptions.alsoTrue("electromagnet", for: "magnet"))
        #expect(TrueOptions.alsoTrue("long rivers", for: "streams"), "a phrase WordNet does not list is read by its last word")
        #expect(!TrueOptions.alsoTrue("veins", for: "arteries") && !TrueOptions.alsoTrue("1970", for: "1960"))
    }

    /// A harbour page of kinds WordNet files apart but a sentence cannot tell apart: a warehouse is a building only by
    /// its definitions (a facility is "a building or place …"), filings, chips and scrapings are all fragments, and the
    /// page lists rivers and streams where the sea goes.
    static let harbour = """
        The Old Harbour

        Long ago the town grew up around a busy harbour. Ships brought timber, wool and grain from distant ports, and \
        merchants stored the goods in warehouses along the quay. In 1820 a great storm flooded the quay and damaged many \
        buildings near the water.

        Fresh water reaches the harbour from the hills. Rain falls on the moors and runs into streams and rivers, which \
        carry it down to the sea. The tide moves water between the harbour, the ocean and the marshes twice a day.

        Sailors once found their way with a compass. Inside the compass a light needle turned until it pointed north. \
        In the harbour museum, children sprinkle iron filings on a card placed over a bar magnet, and the filings line \
        up along the field. Next to it, a crane uses an electromagnet to lift scrap iron from a barge.

        Today the warehouses are shops and cafes, and fishermen sell crabs, lobsters and mussels on the quay every \
        morning. Visitors walk along the harbour wall to the lighthouse, which still flashes every ten seconds to warn \
        ships away from the rocks.
        """

    /// The harbour page's words and the options a teacher would mark right in their place, by hand.
    static let harbourAlsoTrue: [String: Set<String>] = [
        "warehouses": ["buildings", "shops"], "buildings": ["warehouses", "shops", "cafes", "lighthouse"],
        "filings": ["chips", "scrapings", "shavings", "flakes"],
        "ocean": ["sea", "rivers", "streams"], "sea": ["ocean"],
        "streams": ["brooks", "creeks", "rivulets", "rivers"], "ships": ["boats", "vessels", "barges"],
        "harbour": ["port", "dock", "quay"],
        // Words the quizzes ask about since statements turn describing words into their opposites and borrow nearby
        // sentences' false versions (fewer noun swaps of the words above).
        "goods": ["wares", "cargo", "merchandise"], "merchants": ["traders", "dealers"], "storm": ["gale", "tempest"],
        "moors": ["hills", "heaths", "uplands"], "rocks": ["stones", "reefs"],
        "ports": ["harbours", "docks"], "timber": ["wood", "lumber"], "needle": ["pointer"], "fishermen": ["fishers"],
    ]

    @Test func noWrongOptionIsAnotherNameForTheKeysKind() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let asked = Self.expectNoSwapAlsoTrue(in: try Self.quizzes(of: Self.harbour), Self.harbourAlsoTrue)
        #expect(asked.count >= 3, "only \(asked.sorted()) of the listed words were asked about")
    }

    @Test func kindsADefinitionNamesAndKindsOfOneThing() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        // A warehouse is a storehouse, a depository, a facility: "a building or place that provides …".
        #expect(TrueOptions.alsoTrue("buildings", for: "warehouses") && TrueOptions.alsoTrue("warehouses", for: "buildings"))
        // A dairy product is "milk and butter and cheese": a list of members, no kind of them.
        #expect(!TrueOptions.alsoTrue("butter", for: "cheese"))
        #expect(TrueOptions.alsoTrue("chips", for: "filings") && TrueOptions.alsoTrue("scrapings", for: "filings"))
        // Kinds of one thing a page teaches to tell apart: still wrong options of each other.
        #expect(!TrueOptions.alsoTrue("veins", for: "arteries") && !TrueOptions.alsoTrue("animals", for: "plants"))
        #expect(!TrueOptions.alsoTrue("voltmeter", for: "ammeter") && !TrueOptions.alsoTrue("igneous rock", for: "sedimentary rock"))
        #expect(!TrueOptions.alsoTrue("condensation", for: "evaporation"))
    }

    @Test func anotherOfTheKeysKindInAListThePageMakesAlike() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: """
            The water cycle describes how water moves between the land, the oceans and the air. The Sun heats water in \
            rivers, lakes and seas. The rest runs off into streams and rivers. Most houses were made of timber and pitch. \
            New houses were made of brick or stone.
            """, knows: DictionaryWords.knows)
        #expect(page.lists.contains(["rivers", "lakes", "seas"]) && page.lists.contains(["streams", "rivers"]))
        let siblings = ["land", "air"]
        // "seas" is the key's sense; "rivers" is listed with it, "streams" with "rivers".
        #expect(TrueOptions.listedAlike(page.lists, "rivers", "oceans", siblings: siblings))
        #expect(TrueOptions.listedAlike(page.lists, "streams", "oceans", siblings: siblings))
        // "runs off into streams and _____ → rivers": "oceans" is the listed "seas" by sense.
        #expect(TrueOptions.listedAlike(page.lists, "oceans", "rivers", siblings: ["streams"]))
        // Not in a listed blank ("Rivers carry the water back to the _____"), nor a word of another kind.
        #expect(!TrueOptions.listedAlike(page.lists, "rivers", "oceans", siblings: []))
        #expect(!TrueOptions.listedAlike(page.lists, "houses", "oceans", siblings: siblings))
        // Brick is a building material like timber, but the page lists it only with stone, after the fire.
        #expect(!TrueOptions.listedAlike(page.lists, "brick", "timber", siblings: ["pitch"]))
    }

    /// "Deserts such as the Sahara receive less than _____ of rain a year → 250 millimetres": "500 millimetres" is true
    /// as well; after "more than" a smaller number is.
    @Test func aNumberPastItsBoundIsTrueAsWell() throws {
        let text = "Less than _____ of rain a year"
        #expect(TrueOptions.bound(beforeBlankIn: "Deserts receive less than _____ of rain a year.") == .atMost)
        #expect(TrueOptions.bound(beforeBlankIn: "The fire destroyed more than _____ and 87 churches.") == .atLeast)
        #expect(TrueOptions.bound(beforeBlankIn: "The fire destroyed _____ and 87 churches.") == nil && TrueOptions.bound(beforeBlankIn: text) == .atMost)
        #expect(TrueOptions.withinBound("500 millimetres", for: "250 millimetres", .atMost))
        #expect(!TrueOptions.withinBound("125 millimetres", for: "250 millimetres", .atMost))
        #expect(TrueOptions.withinBound("6,500 houses", for: "13,000 houses", .atLeast) && !TrueOptions.withinBound("39,000 houses", for: "13,000 houses", .atLeast))
        #expect(!TrueOptions.withinBound("500 millimetres", for: "250 millimetres", nil))
        // The climate page of my own: every quiz over seeds 1-10 that asks the bounded number offers only smaller ones.
        let climate = """
            Weather and Climate

            Weather is the state of the atmosphere on a particular day, while climate is the average weather of a place \
            over thirty years or more. Meteorologists measure temperature with a thermometer, rainfall with a rain gauge and \
            wind speed with an anemometer. Places near the equator receive more direct sunlight, so they are hotter than \
            places near the poles. Temperature also falls with height, so the top of a mountain is colder than the valley \
            below it. Coastal towns have milder winters and cooler summers than inland cities, because the sea warms up and \
            cools down slowly. The United Kingdom has a temperate maritime climate. Winds from the Atlantic Ocean bring \
            mild, wet weather to the west of the country. The east of England lies in a rain shadow and is much drier. \
            Deserts such as the Sahara receive less than 250 millimetres of rain a year. Tropical rainforests near the \
            equator are hot and wet all year round, with heavy thunderstorms most afternoons.
            """
        var asked = 0
        for (seed, quiz) in try Self.quizzes(of: climate) {
            for question in quiz.questions {
                if question.question.contains("less than _____") {
                    asked += 1
                    for option in question.options where option != "250 millimetres" {
                        #expect(!TrueOptions.withinBound(option, for: "250 millimetres", .atMost), "seed \(seed): \(question.options)")
                    }
                }
                #expect(!question.options.contains { $0.contains("less than 375") || $0.contains("less than 500") || $0.contains("less than 750") },
                        "seed \(seed): \(question.options)")
            }
        }
        #expect(asked >= 1, "the bounded number was never asked")
    }

    @Test func anAdverbAfterANounIsNoAdjective() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.lakes, knows: DictionaryWords.knows)
        #expect(page.usedAsAdverb("underground", in: "The heat underground can also be used to make electricity."))
        #expect(page.usedAsAdverb("nearby", in: "They warn the people who live nearby before an eruption begins."))
        #expect(!page.usedAsAdverb("underground", in: "The underground water feeds the springs."))
        #expect(!page.usedAsAdverb("underground", in: "The river is underground for most of its length."))
        #expect(!page.usedAsAdverb("ancient", in: "The heat ancient can be used."), "no adverb in WordNet")
    }
}
