import Testing
import SnapQuizCore
import SnapQuizLexicon
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// False statements a teacher would write (issue 11): the swapped-in noun is one the sentence's slot can take — a place
/// after "back to the", a material after "made of", a thing that can do the verb, a thing for a thing and an idea for
/// an idea, a thing counted one by one after "a strong" or "every" — and an opposite keeps the sentence English.
@Suite struct FairFalseStatementTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// A water-cycle page (written for this test): oceans, streams, droplets, vapour, ground and groundwater.
    static let water = """
        The water cycle describes how water moves between the land, the oceans and the air. The warm water evaporates \
        and rises as vapour. As the vapour rises it cools, and the vapour turns into tiny droplets that form clouds. \
        When the droplets join together they fall back to the ground as rain. Some water soaks into the ground and \
        becomes groundwater. Rivers and streams carry the water back to the oceans, where the cycle begins again. The \
        water cycle spreads heat around the planet.
        """

    /// A place after a preposition of place takes a place: "back to the streams", never "back to the droplets" (a drop
    /// is an amount; "ocean" is one only in its second sense) nor "around the groundwater" (a substance).
    @Test func aPlaceSlotTakesAPlace() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let water = page(Self.water)
        let back = "Rivers carry the water back to the oceans, where the cycle begins again."
        #expect(Page.slot(before: 7, of: back) == .place)
        #expect(Page.slot(before: 11, of: "The water cycle describes how water moves between the land, the oceans and the air.") == .place)
        #expect(Page.slot(before: 2, of: "It becomes groundwater.") == nil)
        let droplets = water.fairSwap(back, "Rivers carry the water back to the droplets, where the cycle begins again.")
        let streams = water.fairSwap(back, "Rivers carry the water back to the streams, where the cycle begins again.")
        #expect(!droplets && streams)
        let around = "The water cycle spreads heat around the planet."
        #expect(!water.fairSwap(around, "The water cycle spreads heat around the groundwater."))
        // The judge keeps the rule too: such a statement is off kind.
        #expect(!water.swapAkin(back, "Rivers carry the water back to the droplets, where the cycle begins again."))
    }

    /// A made thing that does something swaps for a made thing: "As the plates separate" → "As the magnets separate",
    /// never "As the glaciers separate"; and a noun first a group is read by its next sense ("flights" is a journey, an
    /// act, and no stand-in for "plates").
    @Test func aMadeDoerSwapsForAMadeThing() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let iceland = page("As the plates separate, magma rises from the mantle. Glaciers cover the land. Magnets attract iron. The ash cloud stopped flights across Europe.")
        let separate = "As the plates separate, magma rises from the mantle."
        let glaciers = iceland.fairSwap(separate, "As the glaciers separate, magma rises from the mantle.")
        let magnets = iceland.fairSwap(separate, "As the magnets separate, magma rises from the mantle.")
        #expect(!glaciers && magnets)
        let flight = try #require(iceland.kind(of: "flights")), plate = try #require(iceland.kind(of: "plates"))
        #expect(flight.apartInKind(plate))
    }

    /// A common noun right before a name tells the name's kind ("the volcano Eyjafjallajokull"): it is not swapped.
    @Test func aNounNamingANamesKindStays() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let erupted = "In 2010 the volcano Eyjafjallajokull erupted and sent a huge cloud of ash into the sky."
        #expect(StatementQuestions.classifiesName("volcano", in: erupted))
        #expect(!StatementQuestions.classifiesName("volcano", in: "When a volcano erupts under a glacier, the ice melts."))
        let iceland = page("""
            Iceland is an island in the North Atlantic Ocean. It has more than thirty active volcanoes. \(erupted) When a \
            volcano erupts under a glacier, the ice melts and causes floods. The heat under the ground warms water in the \
            rocks. Large glaciers cover the mountains of the island.
            """)
        var found: [String] = []
        for seed in 1...3 {
            var random = QuizRandom(seed: UInt64(seed))
            found += StatementQuestions.candidates(page: iceland, picker: DistractorPicker(words: iceland.words), random: &random)
                .flatMap(\.question.options).filter { $0.contains(" Eyjafjallajokull") && !$0.contains("the volcano Eyjafjallajokull") }
        }
        #expect(found.isEmpty, "\(Set(found).sorted())")
    }

    /// What a thing is made of takes a material: "made of earth and stone", never "… and country".
    @Test func aMaterialSlotTakesAMaterial() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let castles = page("The first castles were made of earth and timber. Later castles were made of stone. The king ruled the country.")
        let made = "The first castles were made of earth and timber."
        #expect(Page.slot(before: 8, of: made) == .material)
        let country = castles.fairSwap(made, "The first castles were made of earth and country.")
        let stone = castles.fairSwap(made, "The first castles were made of earth and stone.")
        #expect(!country && stone)
    }

    /// A doer that is a substance swaps for a substance, an amount for an amount: "As the groundwater rises", never "As
    /// the ground rises"; "When the oceans join together" is false by sense alone.
    @Test func aDoerSwapsForOneOfItsKind() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let water = page(Self.water)
        let rises = "As the vapour rises it cools and condenses into tiny droplets."
        let ground = water.fairSwap(rises, "As the ground rises it cools and condenses into tiny droplets.")
        let groundwater = water.fairSwap(rises, "As the groundwater rises it cools and condenses into tiny droplets.")
        #expect(!ground && groundwater)
        let join = "When the droplets join together they fall back to the ground as rain."
        #expect(!water.fairSwap(join, "When the oceans join together they fall back to the ground as rain."))
        // A subject after "and" opening a clause is a doer too.
        #expect(Page.isSubject(8..<9, of: "As the vapour rises it cools, and the vapour turns into tiny droplets."))
    }

    /// A thing never swaps for an idea, nor a made thing for a material: "Every strength has two ends" (for "magnet"),
    /// "This kind of timber is called a siege" (for "attack"), "surrounding the timber" (for "castle").
    @Test func aThingSwapsForAThingAndAnIdeaForAnIdea() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let magnets = page("Every magnet has two ends. A compass needle is a small magnet. The strength of a magnet falls with distance.")
        let magnet = try #require(magnets.kind(of: "magnet")), strength = try #require(magnets.kind(of: "strength"))
        let compass = try #require(magnets.kind(of: "compass"))
        #expect(magnet.apartInKind(strength) && strength.apartInKind(magnet) && !magnet.apartInKind(compass))
        let siege = "This kind of attack is called a siege."
        let castles = page("Attackers surrounded the castle. This kind of attack is called a siege. A raid was quick. The walls were made of timber.")
        #expect(!castles.fairSwap(siege, "This kind of timber is called a siege."))
        #expect(castles.fairSwap(siege, "This kind of raid is called a siege."))
        let surround = "Attackers tried to starve the people by surrounding the castle for months."
        #expect(!castles.fairSwap(surround, "Attackers tried to starve the people by surrounding the timber for months."))
    }

    /// After "a" and describing words, or after "every", only a noun the page counts: "The heart is a strong plasma"
    /// is false by grammar alone.
    @Test func aCountedSlotTakesACountedNoun() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        #expect(Page.countedSlot(blankIn: "The heart is a strong _____ about the size of your fist."))
        #expect(Page.countedSlot(blankIn: "Every _____ has two ends."))
        #expect(Page.countedSlot(blankIn: "A fire started in a _____ on Pudding Lane."))
        #expect(!Page.countedSlot(blankIn: "The floodwater left a layer of rich black _____ on the fields."))
        #expect(!Page.countedSlot(blankIn: "Blood is made of a liquid called _____."))
        let heart = page("""
            The heart is a strong muscle about the size of your fist. Arteries and veins are blood vessels. Blood is made of \
            a liquid called plasma. The muscles need oxygen. The valves stop blood flowing backwards.
            """)
        var random = QuizRandom(seed: 3)
        let options = StatementQuestions.candidates(page: heart, picker: DistractorPicker(words: heart.words), random: &random)
            .flatMap(\.question.options)
        let mass = options.filter { $0.contains("a strong plasma") }
        #expect(mass.isEmpty, "\(mass)")
    }

    /// The statement builder keeps the rules: none of its false versions of the water-cycle page sends the water
    /// "back to the droplets" or the heat "around the groundwater", and none has the ground rise.
    @Test func theBuilderMakesNoAbsurdSwap() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let water = page(Self.water)
        var absurd: [String] = []
        for seed in 1...5 {
            var random = QuizRandom(seed: UInt64(seed))
            let options = StatementQuestions.candidates(page: water, picker: DistractorPicker(words: water.words), random: &random)
                .flatMap(\.question.options)
            absurd += options.filter { ["to the droplets", "around the groundwater", "the ground rises", "the oceans join"].contains(where: $0.contains) }
        }
        #expect(absurd.isEmpty, "\(Set(absurd).sorted())")
    }

    /// A statement false by sense alone waits for the generator's last pass, for a page short of ten without it: the
    /// method page's "Aim: to find out whether the thermometer of water changes …" is in no first pass, and the page
    /// still gets its quiz in every seed (without the pass, in 1 of 5). Since a sentence with no fair version of its own
    /// borrows all three from its neighbours, the Aim is asked so, and the last pass offers no absurd version of it.
    @Test func aShortPageKeepsItsQuiz() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let method = try #require(QualityCorpus.pages.first { $0.name == "method" })
        let built = page(method.text)
        var random = QuizRandom(seed: 1)
        let first = StatementQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        random = QuizRandom(seed: 1)
        let last = StatementQuestions.lastResort(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let absurd = { (candidates: [Candidate]) in candidates.flatMap(\.question.options).filter { $0.contains("the thermometer of water") } }
        let aimAsked = first.contains { $0.answer.hasPrefix("Aim: to find out") }
        #expect(absurd(first).isEmpty && absurd(last).isEmpty && aimAsked)
        var quizzes = 0
        for seed in UInt64(1)...5 where (try? OfflineQuizGenerator(randomSeed: seed).generate(from: method.text, title: nil)) != nil { quizzes += 1 }
        #expect(quizzes == 5)
    }

    /// "Fishing has long been important" has no opposite in "long": after "has" it says how long, and "has short been"
    /// is no English. "The summer had been long and dry" keeps its "short".
    @Test func anAdverbAfterHasKeepsItsWord() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let iceland = page("Fishing has long been important in Iceland. The summer had been long and dry. The seas are cold.")
        let fishing = OppositeStatements.falseStatements("Fishing has long been important in Iceland.", page: iceland)
        #expect(!fishing.contains { $0.contains("has short been") }, "\(fishing)")
        let summer = OppositeStatements.falseStatements("The summer had been long and dry.", page: iceland)
        #expect(summer.contains { $0.contains("been short") }, "\(summer)")
    }
    /// "The water cycle describes how water moves between the land, the oceans and the air" has no fair false version of
    /// its own (its one swap, "the droplets", is no place): it is asked with three of its neighbours' fair false versions,
    /// reaching six sentences away, not dropped (without its question the demo page asked two questions of one sentence
    /// in every quiz, the first quoting the second's answer).
    @Test func aSentenceWithNoFairVersionBorrowsAllThree() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = try #require(QualityCorpus.withTestImages().first { $0.name.hasPrefix("science-heading-scan") }).text
        let water = page(text)
        let moves = "The water cycle describes how water moves between the land, the oceans and the air."
        var random = QuizRandom(seed: 1)
        let statements = StatementQuestions.candidates(page: water, picker: DistractorPicker(words: water.words), random: &random)
        let asked = statements.filter { $0.answer == moves }
        let wrong = asked.flatMap { $0.question.options.filter { $0 != moves } }
        // Every wrong option is another sentence's false version (none is this one with a word changed).
        let borrowedOnly = !wrong.isEmpty && wrong.allSatisfy { !$0.hasPrefix("The water cycle describes") }
        #expect(!asked.isEmpty && borrowedOnly, "\(asked.map(\.question.options))")
    }
}
