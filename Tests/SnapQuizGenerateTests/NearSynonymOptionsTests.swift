import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options that are true or nearly so, which WordNet's near relations miss: a word as wide as "objects" swapped
/// for anything ("A magnet attracts filings made of iron"), a kind many steps down ("Some objects can sense the field"
/// for "animals"), a word the dictionary defines as part of the key ("ground": "the solid part of the earth's
/// surface"), and a word the page itself puts where the blank is ("reaches the ground" elsewhere on the page). Checked
/// on a page written for these rules, against a list written by hand.
@Suite struct NearSynonymOptionsTests {
    static let earthworms = """
        Earthworms

        Earthworms live in the soil of gardens, fields and woods. They pull dead leaves down into their burrows and eat \
        them. Their droppings, called casts, make the soil richer. When heavy rain fills the burrows, the worms come up \
        to the surface to breathe. Birds such as blackbirds and thrushes hunt them on the ground. An earthworm has no \
        eyes, but its skin can sense light and vibration. It breathes through its moist skin, so it dies if it dries \
        out. The tunnels let air and water reach the roots of plants. Rain water soon reaches the ground below the roots. \
        A worm's body is made of many rings called segments. Tiny bristles on each segment grip the sides of the tunnel. \
        Farmers value earthworms because they mix the layers of soil. A garden spade lifts objects such as stones and \
        roots out of the soil. Charles Darwin studied earthworms for forty years and wrote a book about them in 1881.
        """

    /// For each word the page could ask, the options a teacher would mark right too.
    static let alsoTrue: [String: Set<String>] = [
        "surface": ["ground", "land"], "ground": ["surface", "land", "soil", "earth"], "soil": ["ground", "earth"],
        "objects": ["stones", "roots", "leaves", "casts", "droppings", "bristles", "spade", "book", "segments", "rings", "worms", "birds"],
        "stones": ["objects"], "earthworms": ["animals", "creatures", "worms"], "worms": ["earthworms", "animals"],
        // What the page calls by two names: burrows are tunnels, casts are droppings, segments are rings.
        "burrows": ["tunnels"], "tunnels": ["burrows"], "casts": ["droppings"], "droppings": ["casts"], "segments": ["rings"],
        "rings": ["segments"], "blackbirds": ["birds"], "thrushes": ["birds"],
    ]

    @Test func noWrongOptionIsTrueAsWell() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let asked = TrueOptionsTests.expectNoSwapAlsoTrue(in: try TrueOptionsTests.quizzes(of: Self.earthworms), Self.alsoTrue)
        #expect(asked.count >= 2, "only \(asked.sorted()) of the listed words were asked about: this test checks little")
    }

    /// WordNet's relations, widened: each pair written by hand as a teacher would judge it.
    @Test func wideKindsAndDefinedParts() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is not installed")
        // True as well: "objects" holds filings; an animal is an object six steps up; the ground is part of the surface.
        #expect(wordNet.overlap("filings", "objects") != nil)
        #expect(wordNet.overlap("objects", "animals") != nil)
        #expect(wordNet.overlap("ground", "surface") != nil)
        #expect(wordNet.overlap("surface", "ground") != nil)
        // Still wrong options: lava is what magma is called above ground, veins are no arteries, lakes no rivers.
        #expect(wordNet.overlap("lava", "magma") == nil)
        #expect(wordNet.overlap("veins", "arteries") == nil)
        #expect(wordNet.overlap("lakes", "rivers") == nil)
        #expect(wordNet.overlap("mountain", "chamber") == nil)
    }

    /// The page's own words after the word before the blank.
    @Test func whatThePageSaysAfterTheSameWord() {
        let folded = QuizShape.fold("Rain water soon reaches the ground below the roots. Worms live in the soil.")
        let reaches = TrueOptions.followers(ofBlankIn: "Once it reaches the _____ it is called lava.", folded: folded)
        #expect(TrueOptions.saidOnPage("ground", followers: reaches))
        #expect(!TrueOptions.saidOnPage("roots", followers: reaches))
        // "in the _____" says too little: "in the soil" elsewhere makes no option true.
        #expect(TrueOptions.followers(ofBlankIn: "The seeds rest in the _____ all winter.", folded: folded).isEmpty)
        // Whole words only: "reaches the groundwater" is not "reaches the ground", nor "preaches the ground" "reaches".
        let other = QuizShape.fold("it reaches the groundwater. he preaches the ground rules.")
        #expect(!TrueOptions.saidOnPage("ground", followers: TrueOptions.followers(ofBlankIn: "It reaches the _____.", folded: other)))
    }

    /// "A compass needle is a small magnet": on that page "The Earth behaves like a giant compass" is no false statement.
    @Test func whatThePageSaysOneThingIs() {
        let page = Page(text: "A compass needle is a small magnet that turns until it points north. Photosynthesis is the process "
            + "by which plants make food. A glacier is a slow river of ice.", knows: DictionaryWords.knows)
        #expect(TrueOptions.equates(page.equated, "compass", "magnet"))
        #expect(TrueOptions.equates(page.equated, "magnets", "compasses"))
        #expect(TrueOptions.equates(page.equated, "needle", "magnet"))
        #expect(TrueOptions.equates(page.equated, "glacier", "river"))
        // "is the process": no "is a"; nothing else is equated.
        #expect(!TrueOptions.equates(page.equated, "photosynthesis", "process"))
        #expect(!TrueOptions.equates(page.equated, "glacier", "magnet"))
    }
}
