import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// Against the real Debian Hunspell dictionaries; words as Tesseract reports them, with their confidence.
@Suite struct SpellingRepairTests {
    typealias Word = TesseractAPI.Word

    static func line(_ text: String, confidence: Float = 95, doubtful: [String: Float] = [:]) -> [Word] {
        text.split(separator: " ").enumerated().map { index, word in
            Word(text: String(word), confidence: doubtful[String(word)] ?? confidence, left: index * 80, right: index * 80 + 60, height: 30)
        }
    }

    static func repair(_ lines: [[Word]]) throws -> (text: [String], corrections: [OCRCorrection]) {
        let lexicon = try #require(Lexicon.shared, "install hunspell-en-us and hunspell-en-gb")
        let result = SpellingRepair(lexicon: lexicon).repair(lines)
        return (result.lines.map { $0.map(\.text).joined(separator: " ") }, result.corrections)
    }

    /// The demo page's misreads (TestImages/science-photo.jpg), at the confidences Tesseract gave them.
    @Test func repairsTheDemoPageMisreads() throws {
        let lines = [
            Self.line("Energy from the Sun heats water in nivers, lakes and seas. The warin water", doubtful: ["nivers,": 37, "warin": 90]),
            Self.line("they fall back to the qround", doubtful: ["qround": 85]),
            Self.line("where the cycle beyins again.", doubtful: ["beyins": 88]),
        ]
        let result = try Self.repair(lines)
        #expect(result.text == ["Energy from the Sun heats water in rivers, lakes and seas. The warm water",
                                "they fall back to the ground", "where the cycle begins again."])
        // Each the only word one confusion away: sure repairs.
        #expect(result.corrections == [OCRCorrection(from: "nivers,", to: "rivers,", confirmed: true), OCRCorrection(from: "warin", to: "warm", confirmed: true),
                                       OCRCorrection(from: "qround", to: "ground", confirmed: true), OCRCorrection(from: "beyins", to: "begins", confirmed: true)])
    }

    /// history-cloth-photo read "Hadrian’s Wall" as "Hadnan’s Wall": the possessive ending is kept and the name
    /// before it repaired, with either apostrophe; a possessive the page spells right is left alone.
    @Test func aWordBeforeAPossessiveEndingIsRepaired() throws {
        let lines = [Self.line("Hadnan’s Wall was built in Britain and the Emperor's troops guarded it.", doubtful: ["Hadnan’s": 70, "Emperor's": 60]),
                     Self.line("The nver's banks flooded.", doubtful: ["nver's": 50])]
        let result = try Self.repair(lines)
        #expect(result.text == ["Hadrian’s Wall was built in Britain and the Emperor's troops guarded it.", "The river's banks flooded."])
        #expect(result.corrections == [OCRCorrection(from: "Hadnan’s", to: "Hadrian’s", confirmed: true), OCRCorrection(from: "nver's", to: "river's", confirmed: true)])
    }

    /// A repair is sure (a quiz may ask it) only when it was the only word one confusion away or the page prints it:
    /// not when it was chosen among several, nor a letter put back, nor two words split.
    @Test func onlyARepairWithoutRivalsIsSure() throws {
        let lines = [Self.line("Soldiers were tained to march and the fertiiser spread, a manuscriptpage too, said my frend.",
                               doubtful: ["tained": 53, "fertiiser": 70, "manuscriptpage": 40, "frend.": 60])]
        let result = try Self.repair(lines)
        #expect(result.corrections.count == 4 && result.corrections.allSatisfy { !$0.confirmed }, "\(result.corrections)")
    }

    /// A sans-serif small l read as a capital I ("200 Iitres", a maths photo, had become "Titres"): the word with its
    /// l, in small letters mid-sentence and with its capital at a sentence's start; a word the dictionary knows with
    /// its capital I ("Iron", "India") or one no l makes a word of is not this repair.
    @Test func aSmallLReadAsACapitalIIsThatL() throws {
        let lines = [Self.line("A tank holds 200 Iitres of water. Iong ago the Iand was Iron and India sold it.",
                               doubtful: ["Iitres": 60, "Iong": 60, "Iand": 60, "Iron": 60, "India": 60])]
        let result = try Self.repair(lines)
        #expect(result.text == ["A tank holds 200 litres of water. Long ago the land was Iron and India sold it."])
        #expect(result.corrections.map(\.to) == ["litres", "Long", "land"] && result.corrections.allSatisfy(\.confirmed))
        #expect(try Self.repair([Self.line("The Iqzv rule", doubtful: ["Iqzv": 40])]).corrections.isEmpty)
    }

    /// Photos lose thin letters: "tained" (history-cloth-photo), "siste", "fertiiser" (the Nile photo). A lost i, r or l
    /// is put back; where a confusion explains the word too, the confusion wins unless English uses the other word far
    /// more ("euded" is "ended", history-rot180, not "eluded"). A name only becomes a name WordNet knows ("Hadian’s",
    /// history-keystone-photo; "Domitia", a clean scan of the Meditations, is no "Domitian", an n being no thin letter).
    @Test func aLostThinLetterIsPutBack() throws {
        let lines = [Self.line("Soldiers were tained to march and the war euded with peace.", doubtful: ["tained": 53, "euded": 60]),
                     Self.line("Her siste spread fertiiser on the fields, and Domitia watched.", doubtful: ["siste": 60, "fertiiser": 70, "Domitia": 70]),
                     Self.line("Hadian’s Wall", doubtful: ["Hadian’s": 60])]
        let result = try Self.repair(lines)
        #expect(result.text == ["Soldiers were trained to march and the war ended with peace.",
                                "Her sister spread fertiliser on the fields, and Domitia watched.", "Hadrian’s Wall"])
    }

    /// volcanoes-2col-photo read "warn" as "wam", history-photo-webp "753" as "7S3".
    @Test func anRnReadAsMAndALetterInANumberAreRepaired() throws {
        let lines = [Self.line("Scientists can wam people before an eruption.", doubtful: ["wam": 60]),
                     Self.line("Rome was founded in 7S3 BC and took vitamin B12 in 4S and 1O.", doubtful: ["7S3": 50, "B12": 50, "4S": 50, "1O.": 50])]
        let result = try Self.repair(lines)
        #expect(result.text == ["Scientists can warn people before an eruption.", "Rome was founded in 753 BC and took vitamin B12 in 4S and 1O."])
        #expect(SpellingRepair.rnReadAsM("wam", knows: { ["warn", "worn"].contains($0) }) == "warn")
        #expect(SpellingRepair.rnReadAsM("mam", knows: { ["rnam", "marn"].contains($0) }) == nil)   // two ways: no repair
    }

    /// A word in small letters becomes a name only where the name's capital looks like its small letter, or the name is
    /// a place or person WordNet names: a photo of a page about cells read "firm" as "finn", which had become "Finn".
    @Test func aSmallLetterUnlikeItsCapitalMakesNoName() throws {
        let lines = [Self.line("The vacuole keeps the cell finn and the wall gives it shape.", doubtful: ["finn": 60]),
                     Self.line("The legions marched from italy to the north.", doubtful: ["italy": 60]),
                     Self.line("The settlers sailed to new england in 1620.", doubtful: ["england": 60])]
        let result = try Self.repair(lines)
        #expect(!result.text[0].contains("Finn"))
        #expect(result.text[1] == "The legions marched from Italy to the north.")
        #expect(result.text[2] == "The settlers sailed to new England in 1620.")   // a place WordNet names
    }

    /// The tilted maths scan read "A rectangular" as "Arectangular", the maths photo "a train" as "atrain".
    @Test func aSpaceLostAfterTheArticleIsPutBack() throws {
        let lines = [Self.line("Arectangular garden is 12 metres long.", doubtful: ["Arectangular": 80]),
                     Self.line("She takes atrain home and sits aside.", doubtful: ["atrain": 70, "aside.": 60])]
        let result = try Self.repair(lines)
        #expect(result.text == ["A rectangular garden is 12 metres long.", "She takes a train home and sits aside."])
    }

    /// The lead's maths page photographed read "A bus leaves at 9:45 am" as "Abus leaves…": at a sentence's start a
    /// three-letter word after the capital article is split too, but not a word no article stands before, and not
    /// after a small "a" ("abut" is a word; "acat" could be many things).
    @Test func aThreeLetterWordAfterTheCapitalArticleIsSplit() throws {
        let lines = [Self.line("Abus leaves at 9:45 am.", doubtful: ["Abus": 70]),
                     Self.line("Aand then acat sat.", doubtful: ["Aand": 60, "acat": 60])]
        let result = try Self.repair(lines)
        #expect(result.text.first == "A bus leaves at 9:45 am.")
        #expect(!result.text[1].hasPrefix("A and"))
        #expect(!result.text[1].contains("a cat"))
    }

    /// Photos read "from their leaves ina process" and "began asa small town": the space before the article lost.
    @Test func aSpaceLostBeforeTheArticleIsPutBack() throws {
        let lines = [Self.line("The ship sank ina storm and the crew swam to the shore.", doubtful: ["ina": 70]),
                     Self.line("It served asa hospital for a year, and Ina Brown was its nurse.", doubtful: ["asa": 60, "Ina": 60])]
        let result = try Self.repair(lines)
        #expect(result.text == ["The ship sank in a storm and the crew swam to the shore.",
                                "It served as a hospital for a year, and Ina Brown was its nurse."])
        #expect(result.corrections == [OCRCorrection(from: "ina", to: "in a"), OCRCorrection(from: "asa", to: "as a")])
    }

    /// A keystoned photo read "the first emperor" as "the firstemperor": two words run together, one split only.
    @Test func twoWordsRunTogetherAreSplit() throws {
        let result = try Self.repair([Self.line("The monks copied every manuscriptpage by hand.", doubtful: ["manuscriptpage": 40])])
        #expect(result.text == ["The monks copied every manuscript page by hand."])
        let lexicon = try #require(Lexicon.shared)
        let repair = SpellingRepair(lexicon: lexicon)
        #expect(repair.repairCore("firstemperor") == "first emperor")
        #expect(repair.repairCore("Zxqvrtplkmn") == nil)
        #expect(SpellingRepair.lostSpaceBetweenWords("tothe", knows: lexicon.knows) == nil)   // halves too short
        // A form's labels run together at a capital: split there, but not a name with a half no word ("McDonald").
        #expect(try Self.repair([Self.line("Delivery Date: 3 May OrderNumber: 4411", doubtful: ["OrderNumber:": 70])]).text
            == ["Delivery Date: 3 May Order Number: 4411"])
        #expect(SpellingRepair.lostSpaceBeforeCapital("ExpiryDate", knows: lexicon.knows) == "Expiry Date")
        #expect(SpellingRepair.lostSpaceBeforeCapital("McDonald", knows: lexicon.knows) == nil)
        #expect(SpellingRepair.lostSpaceBeforeCapital("BigXL", knows: lexicon.knows) == nil)
        #expect(SpellingRepair.lostSpaceBeforeCapital("GOLDfish", knows: lexicon.knows) == nil)
        // A word Tesseract was sure of is a compound the dictionary lacks (an invoice's "retrospot" tea set), not two.
        #expect(try Self.repair([Self.line("Set 3 retrospot tea set", doubtful: ["retrospot": 92])]).corrections.isEmpty)
    }

    /// A shadowed photo read "Plants also release" as "Plants-also release": no compound ends in "also".
    @Test func aHyphenBeforeAWordNoCompoundEndsInIsASpace() throws {
        let result = try Self.repair([Self.line("Seeds-also travel on the wind, and the well-known dandelion-the commonest-shows it.",
                                                doubtful: ["Seeds-also": 80, "well-known": 80, "dandelion-the": 70, "commonest-shows": 70])])
        #expect(result.text == ["Seeds also travel on the wind, and the well-known dandelion the commonest-shows it."])
        // Sure of it, or three parts ("up-to-the-minute"): left as read.
        #expect(try Self.repair([Self.line("Seeds-also travel far.", confidence: 96)]).corrections.isEmpty)
        #expect(SpellingRepair.strayHyphen("state-of-the", knows: { _ in true }) == nil)
    }

    /// A shadowed photo read "condenses" as "congenses" and "Questions" as "Questrons": one letter no confusion explains,
    /// in a word long enough that one dictionary word lies that letter away.
    @Test func aLongWordWithOneStrangeLetterIsTheOneWordItMakes() throws {
        let result = try Self.repair([
            Self.line("The steam congenses on the cold window.", doubtful: ["congenses": 70]),
            Self.line("Questrons about the continemt follow.", doubtful: ["Questrons": 60, "continemt": 75]),
        ])
        #expect(result.text == ["The steam condenses on the cold window.", "Questions about the continent follow."])
        #expect(result.corrections.count == 3 && result.corrections.allSatisfy { !$0.confirmed })
        let repair = SpellingRepair(lexicon: try #require(Lexicon.shared))
        // Several words one letter away ("battering", "tattering", "pattering"), a shorter word ("magnets"), a name the
        // dictionary lacks: left as read.
        #expect(repair.repairCore("sattering") == nil)
        #expect(repair.repairCore("magnehs") == nil)
        #expect(repair.repairCore("Brittanyton") == nil)
        #expect(try Self.repair([Self.line("The steam congenses on the cold window.", doubtful: ["congenses": 96])]).corrections.isEmpty)
    }

    /// The HEIC science photo read "walter" once among eight "water"s, and the confusion rules made it "waiter".
    @Test func aMisreadOfAWordThePageUsesIsThatWord() throws {
        let lines = [
            Self.line("Energy from the Sun heats water in rivers. The warm water evaporates", confidence: 96),
            Self.line("Plants also release walter vapour from their leaves", doubtful: ["walter": 71]),
        ]
        let result = try Self.repair(lines)
        #expect(result.corrections == [OCRCorrection(from: "walter", to: "water", confirmed: true)])
        #expect(SpellingRepair.oneEditApart("walter", "water") && SpellingRepair.oneEditApart("walter", "waiter") && !SpellingRepair.oneEditApart("walter", "wafers")
                && !SpellingRepair.oneEditApart("water", "water"))
    }

    @Test func keepsCaseAndPunctuation() throws {
        let result = try Self.repair([Self.line("(Qround) NIVERS. Smail", confidence: 60)])
        #expect(result.text == ["(Ground) RIVERS. Small"])
    }

    @Test func aWordTesseractIsSureOfIsLeftAlone() throws {
        let result = try Self.repair([Self.line("the nivers", confidence: 96)])
        #expect(result.corrections.isEmpty)
    }

    /// A real-word misread ("mins off" for "runs off") cannot be told from the word itself.
    @Test func aDictionaryWordIsLeftAlone() throws {
        let result = try Self.repair([Self.line("the rest mins off", confidence: 50)])
        #expect(result.corrections.isEmpty)
    }

    @Test func aTokenThePageUsesAgainIsLeftAlone() throws {
        let result = try Self.repair([Self.line("Tyger Tyger burning bright", confidence: 60), Self.line("nivers and Nivers", confidence: 60)])
        #expect(result.corrections.isEmpty)
    }

    @Test func onlyOCRConfusionsAreTried() throws {
        // "hcuse" is one letter from "house", but c/o is no confusion listed. ("hause" now is "house": an a read as o
        // is a confusion Hunspell must confirm, and it does.)
        let result = try Self.repair([Self.line("the hcuse zqxwv", confidence: 40)])
        #expect(result.corrections.isEmpty)
    }

    @Test func shortWordsAndSymbolPrefixedWordsAreLeftAlone() throws {
        let result = try Self.repair([Self.line("unt nar $0aks", confidence: 40)])
        #expect(result.corrections.isEmpty)
    }

    /// science-shadow-photo read "Questrons: Which process …": its colon taken for a misread i made "Questrons:" the word
    /// to repair, which no confusion reaches, and the word before it was never tried. A symbol that makes no letter is
    /// punctuation; one that does still is ("unti!" is "until").
    @Test func aSymbolThatMakesNoLetterIsPunctuation() throws {
        let result = try Self.repair([Self.line("Answers: the monks lived in a smali abbey until 1536.", doubtful: ["Answers:": 80]),
                                      Self.line("Qaestions: Why did the abbey close? Notes: see the map.", doubtful: ["Qaestions:": 85, "Notes:": 80]),
                                      Self.line("It stood unti! 1536 and Wulfric: built it.", doubtful: ["unti!": 80, "Wulfric:": 60])])
        #expect(result.text == ["Answers: the monks lived in a smali abbey until 1536.",
                                "Questions: Why did the abbey close? Notes: see the map.",
                                "It stood until 1536 and Wulfric: built it."])
        #expect(result.corrections == [OCRCorrection(from: "Qaestions:", to: "Questions:"), OCRCorrection(from: "unti!", to: "until", confirmed: true)])
    }

    /// A blurred photo of a history page: "tne river", "with tts capital", "the eastern emp:re", "lasted unti! 1453",
    /// "thirty kdometres", "in italy". Each is a misread a confusion explains; the sentences here are new.
    @Test func shortFunctionWordsSymbolsForLettersAndLostCapitals() throws {
        let lines = [
            Self.line("The monks crossed tne sea to France with tts relics", doubtful: ["tne": 70, "tts": 75]),
            Self.line("and the ab:ey stood unti! 1536 near a road of forty kdometres in spain.",
                      doubtful: ["ab:ey": 60, "unti!": 80, "kdometres": 70, "spain.": 80]),
        ]
        let result = try Self.repair(lines)
        #expect(try Self.repair([Self.line("tne abbot and tne monks", doubtful: ["tne": 70])]).text == ["the abbot and the monks"])
        #expect(result.text == ["The monks crossed the sea to France with its relics",
                                "and the ab:ey stood until 1536 near a road of forty kilometres in Spain."])
        let lexicon = try #require(Lexicon.shared)
        let repair = SpellingRepair(lexicon: lexicon)
        #expect(repair.repairCore("emp:re") == "empire")
        #expect(repair.repairCore("Ch:na", printed: ["china"]) == "China")   // a symbol counts as a letter: no short word
        #expect(try Self.repair([Self.line("Cairo, the capita! of Egypt, lies on the river.", doubtful: ["capita!": 80])]).text
                == ["Cairo, the capital of Egypt, lies on the river."])
        #expect(try Self.repair([Self.line("Stop! The river floods.", doubtful: ["Stop!": 80])]).corrections.isEmpty)
        #expect(repair.repairCore("bui|t") == "built")
        #expect(repair.repairCore("smai!") == "small")  // two confusions; Hunspell asked about "smail", not "smai!"
        #expect(repair.repairCore("ihe") == "the")
        #expect(repair.repairCore("unt") == nil)       // no function word one confusion away
        #expect(repair.repairCore("Nie") == nil)       // "Me" is shorter: no letter of a short word is dropped
        #expect(repair.repairCore("!ands") == "lands")
        #expect(repair.repairCore("ands") == nil)      // "anils" (d read for il) is no word Hunspell suggests
    }

    /// history-cloth-photo read "Latin spread across Furope." and the quiz asked it as a key: a name read with its capital
    /// becomes a place or person WordNet names, one confusion away, but no obscure name nor a kind ("Unat" is no "Uniat").
    @Test func aCapitalisedMisreadOfAPlaceIsThatPlace() throws {
        let lexicon = try #require(Lexicon.shared)
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let repair = SpellingRepair(lexicon: lexicon)
        #expect(repair.repairCore("Furope") == "Europe")
        #expect(try Self.repair([Self.line("and Latin spread across Furope. Hadrian's Wall", doubtful: ["Furope.": 70])]).text
                == ["and Latin spread across Europe. Hadrian's Wall"])
        #expect(repair.repairCore("Auqustus") == "Augustus")
        #expect(repair.repairCore("Unat") == nil)
        #expect(repair.repairCore("furope") == nil)   // in lower case it is no name read with its capital
    }

    /// history-keystone-photo read "In 27 BC Aaqustus became the first emperor" and "in northern Britaun", and both stems
    /// reached the quiz: a name read with its capital that no confusion explains is the one place or person WordNet
    /// names a letter away, or two in a long name. A name WordNet does not know, or one in small letters, stays.
    @Test func aMisreadNameIsTheOneNameALetterOrTwoAway() throws {
        let lexicon = try #require(Lexicon.shared)
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let repair = SpellingRepair(lexicon: lexicon)
        #expect(try Self.repair([Self.line("In 27 BC Aaqustus became the first emperor. Hadrian's Wall was built in northern Britaun",
                                           doubtful: ["Aaqustus": 66.9, "Britaun": 76.2])]).text
                == ["In 27 BC Augustus became the first emperor. Hadrian's Wall was built in northern Britain"])
        #expect(repair.repairCore("britaun") == nil)
        #expect(repair.repairCore("Farriner") == nil)     // the baker of Pudding Lane: "Gardiner" is two letters away, neither a confusion
        #expect(repair.repairCore("Ingenhousz") == nil)
        // A name Tesseract was surer of is left as read (a clean scan's "Catilius Severus", read at 90 or above).
        #expect(repair.repairCore("Catilius", mayBeTwoWords: false) == nil)
        #expect(SpellingRepair.misreadName("tibet") { $0 == "tiber" } == nil)   // shorter names lie too close together
    }

    /// nile-heading-photo read "which means the black !and." at 90 or above: an exclamation mark opens no word, so one
    /// glued before small letters is the l or i it looks like, however sure Tesseract is; one after a word is not.
    @Test func anExclamationMarkOpeningAWordIsALetter() throws {
        let result = try Self.repair([Self.line("which means the black !and. Stop! The river floods.", confidence: 96)])
        #expect(result.text == ["which means the black land. Stop! The river floods."])
        #expect(result.corrections == [OCRCorrection(from: "!and.", to: "land.", confirmed: true)])
    }

    /// science-lamp-photo read "The Water Cycie" and "Me water cycie describes …" and printed "cycle" as well: a misread
    /// the page repeats is the one word a confusion away that the page also prints, not a name it uses consistently.
    @Test func aRepeatedMisreadOfAWordThePageAlsoPrintsIsThatWord() throws {
        let lines = [Self.line("Science Homework: The Water Cycie", doubtful: ["Cycie": 70]),
                     Self.line("The water cycie describes how water moves", doubtful: ["cycie": 60]),
                     Self.line("where the cycle begins again.")]
        let result = try Self.repair(lines)
        #expect(result.text == ["Science Homework: The Water Cycle", "The water cycle describes how water moves", "where the cycle begins again."])
        // A name twice that the page prints no word beside stays ("Tyger Tyger"; "nivers and Nivers" where no "rivers" is).
        #expect(try Self.repair([Self.line("Kemet Kemet is the black land", confidence: 60)]).corrections.isEmpty)
    }

    @Test func halvesOfAHyphenatedWordAreLeftAlone() throws {
        let result = try Self.repair([Self.line("the con-", confidence: 40), Self.line("clensation of vapour", confidence: 40)])
        #expect(result.corrections.isEmpty)
    }

    @Test func twoConfusionsAreTakenOnlyWhenHunspellSuggestsTheWord() throws {
        let lexicon = try #require(Lexicon.shared)
        let repair = SpellingRepair(lexicon: lexicon)
        #expect(repair.repairCore("centures") == "centuries")   // ri read as r… then n: two edits, suggested
        #expect(repair.repairCore("nar") == nil)                  // too short for any word but a function word
        #expect(repair.repairCore("rivers") == nil)               // already a word
    }

    /// A shopping sheet of my own in a round font whose a and e close into o (the curled maths photo read "boxos",
    /// "quartor"; an invoice "Quontity", "honging"): taken when Hunspell suggests the word too, and never over a
    /// repair one listed confusion away ("torm" is "form", not "term").
    @Test func vowelsReadAsOAreConfirmedByHunspell() throws {
        let lexicon = try #require(Lexicon.shared)
        let repair = SpellingRepair(lexicon: lexicon)
        let meant = ["boxos": "boxes", "Quontity": "Quantity", "honging": "hanging", "torm": "form"]
        #expect(meant.keys.sorted().map { repair.repairCore($0) } == meant.keys.sorted().map { meant[$0] })
    }

    /// A photo of a page on Newton no one here wrote: "Dunng" (During) was repaired to "Dunny", Hunspell's first
    /// suggestion; "descmbed" (ri read as m) and "Farth" (E read as F) were left as read.
    @Test func ofSeveralRepairsTheCommonerWordAndTheMissingConfusions() throws {
        let lexicon = try #require(Lexicon.shared)
        let repair = SpellingRepair(lexicon: lexicon)
        #expect(repair.repairCore("Dunng") == "During")
        #expect(repair.repairCore("descmbed") == "described")
        #expect(repair.repairCore("Farth") == "Earth")
        #expect(SpellingRepair.clearlyCommonest(["during", "dunny"]) == "during")
        // A word in capitals gets no two-confusion repair: "MUNS" (for RUNS) became "NUNS" through m → ri → n.
        #expect(repair.repairCore("MUNS") == nil)
    }

    /// A maths worksheet and a science page of my own, read as the maths photos read "is" ("1s", "1S") and the cloth
    /// photos "as" ("aS"): two-letter words, which the repair left alone.
    @Test func twoLetterFunctionWordsAndSmallLettersReadAsCapitals() throws {
        let lines = [
            Self.line("How long 1s the walk, and what 1S its length 0f rope?", doubtful: ["1s": 60, "1S": 40, "0f": 55]),
            Self.line("Ice falls aS hail, and the wind blows snow onto the trees", doubtful: ["aS": 70]),
            Self.line("Cut the A5 card 1n half and glue it", doubtful: ["A5": 50, "1n": 60]),
        ]
        let result = try Self.repair(lines)
        #expect(result.text == ["How long is the walk, and what is its length of rope?",
                                "Ice falls as hail, and the wind blows snow onto the trees",
                                "Cut the A5 card in half and glue it"])
        #expect(result.corrections.count == 5)
        #expect(SpellingRepair.twoLetterWord("2x") == nil && SpellingRepair.twoLetterWord("t0") == "to")
        // Two small letters no word are left: specks more often than words.
        #expect(SpellingRepair.twoLetterWord("oe") == nil && SpellingRepair.twoLetterWord("ts") == nil)
        #expect(SpellingRepair.twoLetterWord("Jn") == "In" && SpellingRepair.twoLetterWord("Jt") == "It" && SpellingRepair.twoLetterWord("Jo") == nil)
        // Only capitals shaped like their small letters: "bLOWS" is no "blows" misread.
        #expect(SpellingRepair.smallLetterWord("bLOWS", knows: { _ in true }) == nil && SpellingRepair.smallLetterWord("cOw", knows: { _ in true }) == "cow")
    }

    @Test func editsAreOnlyTheListedConfusions() {
        #expect(SpellingRepair.edits(of: "warin").contains("warm"))
        #expect(SpellingRepair.edits(of: "nivers").contains("rivers"))
        #expect(!SpellingRepair.edits(of: "hause").contains("house"))
    }
}
