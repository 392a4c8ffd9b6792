import Testing
import SnapQuizCore
import SnapQuizLexicon
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// The verb around a blank says what kind of thing the key is, and its wrong options must be that kind too: what was
/// built is a building, a road or a station ("constructed bridges and pistons" is false by sense alone), what a thing
/// makes is of the key's kind ("produces heavy images"), and what rises or drops is an amount ("What dropped on
/// Wednesday? → wind | bakery").
@Suite struct OptionFramesTests {
    private let railways = Page(text: """
        Thousands of navvies dug cuttings, built embankments and constructed bridges and tunnels for the new lines. Engineers \
        designed factories, castles, walls and canals. Steam pushed pistons that turned the wheels of the carriages. Factories \
        made rails, and the price of coal dropped in many towns.
        """, knows: DictionaryWords.knows)

    private func question(_ stem: String, key: String, _ wrong: [String]) -> Question {
        Question(question: stem, options: [key] + wrong, correctIndex: 0, explanation: "", evidence: "")
    }

    /// Which verb governs a blank, or a wh-question's "what": an object after a list, a passive subject, the subject of
    /// a verb of going up or down; none across a preposition or a clause word.
    @Test func theVerbAroundTheBlankSaysTheKind() {
        let frames: [(String, Page.Frame?)] = [
            ("Complete the sentence from the text: “Navvies constructed bridges and _____ for the new lines.”", .built),
            ("What was built in northern Britain to defend the frontier?", .built),
            ("“The heat underground can also be used to make _____, as it is in Iceland.”", .made),
            ("“In a cold front, warm air rises quickly and produces heavy _____ and thunderstorms.”", .made),
            ("According to the text, what dropped on Wednesday?", .rising),
            ("“In winter the _____ rose sharply.”", .rising),
            ("“The first castles were made from earth and _____.”", nil),
            ("“People built round houses with roofs of _____.”", nil),
            ("“Engineers construct levees, which are raised banks along the _____.”", nil),
        ]
        let wrong = frames.filter { Page.frame(ofBlankIn: $0.0) != $0.1 }.map(\.0)
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// "constructed bridges and _____ → tunnels | pistons | wheels": a machine's parts were never constructed for a
    /// railway line; viaducts, canals and stations could have been (and stand beside "tunnels" though WordNet files a
    /// tunnel as a way, a viaduct as a structure and a canal first as a channel on Mars).
    @Test func whatWasBuiltHasBuiltThingsBesideIt() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let stem = "Complete the sentence from the text: “Thousands of navvies dug cuttings, built embankments and constructed bridges and _____ for the new lines.”"
        let machines = railways.offKind(question(stem, key: "tunnels", ["pistons", "wheels", "canals"]), statement: false)
        let built = railways.offKind(question(stem, key: "tunnels", ["viaducts", "canals", "stations"]), statement: false)
        #expect(machines && !built)
        // The pick takes the page's built things where it has them.
        var random = QuizRandom(seed: 5)
        let pool = ["pistons", "wheels", "carriages", "factories", "castles", "walls", "canals", "bridges", "rails"]
        for _ in 0..<8 {
            let options = try #require(railways.distractors(for: "tunnels", from: pool, stem: stem, picker: DistractorPicker(words: railways.words),
                                                            random: &random))
            let stray = options.filter { ["pistons", "wheels", "carriages", "rails"].contains($0) }
            #expect(stray.isEmpty, "\(options)")
        }
    }

    /// "What dropped on Wednesday? → wind | bakery": a shop does not drop; a price, a level or a temperature does.
    @Test func whatRisesOrFallsIsAnAmount() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let stem = "According to the text, what dropped on Wednesday?"
        let frame = Page.frame(ofBlankIn: stem)
        let shop = railways.frameVerdict("bakery", key: "wind", frame: frame)
        let amounts = ["rainfall", "temperature", "price"].map { railways.frameVerdict($0, key: "wind", frame: frame) }
        #expect(shop == false)
        #expect(amounts.allSatisfy { $0 == true }, "\(amounts)")
        // A key that is no amount ("the river rose") leaves the frame to say nothing.
        #expect(railways.frameVerdict("bakery", key: "river", frame: frame) == nil)
    }

    /// "produces heavy _____ and thunderstorms → showers | images": what is made is of the kind of the made thing it
    /// replaces.
    @Test func whatIsMadeIsOfTheKeysKind() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let frame = Page.frame(ofBlankIn: "“In a cold front, warm air rises quickly and produces heavy _____ and thunderstorms.”")
        let verdicts = ["images", "heat", "light", "magnetism"].map { railways.frameVerdict($0, key: "electricity", frame: frame) }
        #expect(verdicts == [false, true, true, true], "\(verdicts)")
        // The key's weather sense counts ("showers", first a bathroom's): "clouds" stands beside it, "images" does not.
        let weather = ["clouds", "images"].map { railways.frameVerdict($0, key: "showers", frame: frame) }
        #expect(weather == [true, false], "\(weather)")
    }

    /// A false statement that swaps a built thing for a machine part ("constructed bridges and pistons") is no fair
    /// false statement, made or judged; one that swaps in another built thing is.
    @Test func aFalseStatementSwapsInABuiltThingForABuiltThing() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let statement = "Thousands of navvies dug cuttings, built embankments and constructed bridges and tunnels for the new lines."
        let machine = statement.replacingOccurrences(of: "tunnels", with: "pistons")
        let built = statement.replacingOccurrences(of: "tunnels", with: "viaducts")
        let verdicts = (railways.swapAkin(statement, machine), railways.swapAkin(statement, built))
        #expect(!verdicts.0 && verdicts.1)
        let judged = railways.offKind(question("Which sentence says what the page says?", key: statement, [machine, built, built]), statement: true)
        #expect(judged)
    }
}
