import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// Against the real Hunspell dictionaries and WordNet; words as Tesseract reports them, with their confidence.
@Suite struct RealWordMisreadsTests {
    static func repair(_ lines: [[TesseractAPI.Word]]) throws -> (text: [String], corrections: [OCRCorrection]) {
        let lexicon = try #require(Lexicon.shared, "install hunspell-en-us and hunspell-en-gb")
        try #require(WordNet.shared != nil, "install wordnet-base")
        let result = RealWordMisreads(lexicon: lexicon).repair(lines)
        return (result.lines.map { $0.map(\.text).joined(separator: " ") }, result.corrections)
    }

    /// A history photo read "aqueducts and wails" for "walls", on a page that prints "Hadrian's Wall": a doubted word
    /// one confusion (i for l) from a form of a word the page prints confidently is that word.
    @Test func aDoubtedWordOneConfusionFromAFormThePagePrintsIsThatForm() throws {
        let lines = [
            SpellingRepairTests.line("The castle had towers, a moat and thick wails of stone around it.", doubtful: ["wails": 84]),
            SpellingRepairTests.line("The north wall was the highest of them.", confidence: 96),
        ]
        let result = try Self.repair(lines)
        #expect(result.text[0] == "The castle had towers, a moat and thick walls of stone around it.")
        #expect(result.corrections == [OCRCorrection(from: "wails", to: "walls")])
        // Sure of the word, or a page without the other form: left as read.
        #expect(try Self.repair([lines[0].map { var word = $0; word.confidence = 96; return word }, lines[1]]).corrections.isEmpty)
        #expect(try Self.repair([lines[0]]).corrections.isEmpty)
    }

    /// A photo under a lamp read "Energy from the Sun feats water" on a page that says "spreads heat": a stroke lost from
    /// h makes f, a confusion tried only where the page prints the word.
    @Test func aStrokeConfusionIsTriedAgainstThePagesWords() throws {
        let lines = [
            SpellingRepairTests.line("A stove feats the pan and the soup in it.", doubtful: ["feats": 80]),
            SpellingRepairTests.line("The heat spreads through the metal.", confidence: 96),
        ]
        #expect(try Self.repair(lines).corrections == [OCRCorrection(from: "feats", to: "heats")])
    }

    /// "tall trees" on the page do not make a doubted "fall" "tall": a verb or a noun is no adjective.
    @Test func aWordOfAnotherPartOfSpeechIsNoRepair() throws {
        let lines = [
            SpellingRepairTests.line("In autumn the leaves fall from the trees.", doubtful: ["fall": 70]),
            SpellingRepairTests.line("Oaks are tall trees.", confidence: 96),
        ]
        #expect(try Self.repair(lines).corrections.isEmpty)
    }

    /// A history photo read "The empire Built roads", and the quiz took "Built" for a sentence's start or a name.
    @Test func aDoubtedCapitalMidSentenceIsLowered() throws {
        let lines = [
            SpellingRepairTests.line("The monks Copied books by hand.", doubtful: ["Copied": 70]),
            SpellingRepairTests.line("Every book was copied twice.", confidence: 96),
        ]
        let result = try Self.repair(lines)
        #expect(result.text[0] == "The monks copied books by hand.")
        #expect(result.corrections == [OCRCorrection(from: "Copied", to: "copied")])
        // Not when the page never prints it in lower case, after a word that names ("the river Wear"), or when sure.
        #expect(try Self.repair([lines[0]]).corrections.isEmpty)
        #expect(try Self.repair([SpellingRepairTests.line("They crossed the river Wear by boat and saw the wear on it.", doubtful: ["Wear": 70])]).corrections.isEmpty)
        #expect(try Self.repair([SpellingRepairTests.line("The monks Copied books by hand.", confidence: 96), lines[1]]).corrections.isEmpty)
        #expect(try Self.repair([SpellingRepairTests.line("They sailed to Iona According to the abbot.", doubtful: ["According": 70]),
                                 SpellingRepairTests.line("The boats were built according to the old plans.", confidence: 96)]).corrections.isEmpty)
    }
}

/// Lists name things of one kind: a doubted member of another kind, one confusion from that kind, is misread.
@Suite struct ListMemberMisreadsTests {
    /// Four water-cycle photos read "rain, snow, sleet or hail" as "… or hall".
    @Test func aListMemberOfAnotherKindIsTheOneOfTheListsKind() throws {
        let lines = [SpellingRepairTests.line("It falls as precipitation: rain, snow, sleet or hall. The metals iron, nickel and cobalt", doubtful: ["hall.": 83]),
                     SpellingRepairTests.line("are magnetic, but copper, brass, and tin are not.", doubtful: ["tin": 60])]
        let result = try RealWordMisreadsTests.repair(lines)
        #expect(result.text[0] == "It falls as precipitation: rain, snow, sleet or hail. The metals iron, nickel and cobalt")
        #expect(result.corrections == [OCRCorrection(from: "hall.", to: "hail.", confirmed: true)])
        // fire-edges-photo read "warehouses full of oil, tar and coal" as "… and coat" at 90–95: doubted enough for a list.
        let coat = SpellingRepairTests.line("warehouses full of oil, tar and coat burned.", confidence: 96, doubtful: ["coat": 92])
        #expect(try RealWordMisreadsTests.repair([coat]).text == ["warehouses full of oil, tar and coal burned."])
    }

    /// A shadowed photo read "rivers, lakes and seas" as "… and spas": no confusion makes "seas", but one letter does,
    /// and the list says which kind of noun it is. Only for a word Tesseract doubted (below 90), and only when one
    /// noun of the kind lies a letter away.
    @Test func aDoubtedListMemberOneLetterFromTheListsKindIsThatNoun() throws {
        let spas = SpellingRepairTests.line("The Sun heats water in rivers, lakes and spas. It rises.", doubtful: ["spas.": 80])
        let result = try RealWordMisreadsTests.repair([spas])
        #expect(result.text == ["The Sun heats water in rivers, lakes and seas. It rises."])
        #expect(result.corrections == [OCRCorrection(from: "spas.", to: "seas.", confirmed: true)])
        let fairlySure = SpellingRepairTests.line("The Sun heats water in rivers, lakes and spas. It rises.", doubtful: ["spas.": 92])
        #expect(try RealWordMisreadsTests.repair([fairlySure]).corrections.isEmpty)
        // "gows": cows and sows are both animals a letter away.
        let gows = SpellingRepairTests.line("The farm kept cats, dogs and gows in the barn.", doubtful: ["gows": 70])
        #expect(try RealWordMisreadsTests.repair([gows]).corrections.isEmpty)
    }

    /// Two cloth photos read "rain, snow, sleet or hail" as "… sleet of hail", Tesseract sure of the "of": in a list of
    /// nouns of one kind it can only be "or". Where the word after "of" is of another kind, it is a phrase and stays.
    @Test func anOrReadAsOfInAListOfOneKindIsPutBack() throws {
        let lines = [SpellingRepairTests.line("It falls as rain, snow, sleet of hail. She packed shirts, socks, a box of tea and pieces, bits, fragments of glass.")]
        let result = try RealWordMisreadsTests.repair(lines)
        #expect(result.text[0] == "It falls as rain, snow, sleet or hail. She packed shirts, socks, a box of tea and pieces, bits, fragments of glass.")
        #expect(result.corrections == [OCRCorrection(from: "of", to: "or", confirmed: true)])
    }

    /// A member of the list's kind, a member Tesseract was sure of, and a list of two are left as read.
    @Test func aMemberThatFitsOrIsSureOrAShortListIsLeftAlone() throws {
        for (text, doubted) in [("They ate bread, cheese and ham at noon.", "ham"), ("It fell as rain or hall all day.", "hall"),
                                ("Mice, voles and hall are seen there.", "Mice,")] {
            #expect(try RealWordMisreadsTests.repair([SpellingRepairTests.line(text, doubtful: [doubted: 70])]).corrections.isEmpty, "\(text)")
        }
        let sure = SpellingRepairTests.line("rain, snow, sleet or hall.", confidence: 96)
        #expect(try RealWordMisreadsTests.repair([sure]).corrections.isEmpty)
    }
}
