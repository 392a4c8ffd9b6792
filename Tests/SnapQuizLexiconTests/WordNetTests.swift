import Foundation
import Testing
@testable import SnapQuizLexicon

/// Against the real Debian WordNet database in /usr/share/wordnet (wordnet-base).
@Suite struct WordNetTests {
    static let wordNet: WordNet? = WordNet.shared

    @Test func commonestPartOfSpeech() throws {
        let wordNet = try #require(Self.wordNet, "install wordnet-base")
        let expected: [String: WordNet.PartOfSpeech] = [
            "journey": .noun, "muscle": .noun, "insoluble": .adjective, "happen": .verb, "quickly": .adverb,
            "heresy": .noun, "throne": .noun, "contractions": .noun, "begins": .verb, "swallowing": .verb,
        ]
        for (word, part) in expected {
            #expect(wordNet.commonest(word)?.partOfSpeech == part, "\(word)")
        }
    }

    /// Things of one kind meet low in WordNet's tree of kinds; things a learner tells apart at a glance meet only as
    /// physical things or abstractions.
    @Test func kinshipIsHighForThingsOfOneKind() throws {
        let wordNet = try #require(Self.wordNet)
        let near = [("gravel", "sand"), ("villages", "towns"), ("stomach", "liver"), ("houses", "factories")]
        let far = [("villages", "rivers"), ("famine", "bucket"), ("gravel", "source"), ("middle", "cholera")]
        for (a, b) in near { #expect(try #require(wordNet.kinship(a, b)) > 0.6, "\(a) \(b)") }
        for (a, b) in far { #expect(try #require(wordNet.kinship(a, b)) < 0.3, "\(a) \(b)") }
        // Through rarer senses a house (a firm) and a railway (a company) are both businesses; their commonest are not kin.
        #expect(try #require(wordNet.kinship("houses", "railways")) > 0.6)
        #expect(try #require(wordNet.kinship("houses", "railways", commonestOnly: true)) < 0.3)
        #expect(wordNet.kinship("villages", "quickly") == nil)
    }

    @Test func inflectionsReduceToTheirLemma() throws {
        let wordNet = try #require(Self.wordNet)
        let villi = try #require(wordNet.readings(of: "villi").first { $0.partOfSpeech == .noun })
        #expect(villi.lemma == "villus" && villi.inflected)
        let broke = try #require(wordNet.readings(of: "broke").first { $0.partOfSpeech == .verb })
        #expect(broke.lemma == "break" && broke.inflected)
        let liver = try #require(wordNet.readings(of: "liver").first { $0.partOfSpeech == .noun })
        #expect(liver.lemma == "liver" && !liver.inflected)
    }

    @Test func nounsCarryWhatKindOfThingTheyName() throws {
        let wordNet = try #require(Self.wordNet)
        func first(_ word: String) -> Int? { wordNet.readings(of: word).first { $0.partOfSpeech == .noun }?.categories.first }
        #expect(first("oesophagus") == 8)                 // noun.body
        #expect(first("pepsin") == first("protein"))      // noun.substance
        #expect(first("monarch") == 18)                   // noun.person
        #expect(first("oesophagus") != first("journey"))
    }

    @Test func unknownFormsAndFunctionWordsHaveNoReading() throws {
        let wordNet = try #require(Self.wordNet)
        for word in ["nivers", "himself", "the", "", "xq"] {
            #expect(wordNet.commonest(word) == nil, "\(word)")
        }
        // The first and last lemmas of the noun index are found (the binary search reaches both ends).
        #expect(wordNet.readings(of: "'hood").contains { $0.partOfSpeech == .noun })
        #expect(wordNet.readings(of: "zyrian").contains { $0.partOfSpeech == .noun })
    }

    @Test func aMissingDatabaseNamesTheFileAndThePackage() {
        #expect(throws: LexiconError.missingWordNet(file: "/nonexistent/index.noun")) {
            _ = try WordNet.open(folder: "/nonexistent")
        }
    }

    /// A kind and its kinds: "vessels" beside "arteries" is partly true; "veins" beside "arteries" is not.
    /// A named person's sex, from the kind WordNet files them under: a queen, a king; a deity or a place is neither.
    @Test func namedPeopleHaveTheSexTheirKindSays() throws {
        let wordNet = try #require(WordNet.shared)
        #expect(wordNet.isFemale(named: "Anne Boleyn") == true)
        #expect(wordNet.isFemale(named: "Catherine of Aragon") == true)
        #expect(wordNet.isFemale(named: "Richard III") == false)
        #expect(wordNet.isFemale(named: "Henry VIII") == false)
        #expect(wordNet.isFemale(named: "London") == nil)
        #expect(wordNet.isFemale(named: "woman") == nil, "a kind, not a named person")
    }

    @Test func nounsNestInTheirKinds() throws {
        let wordNet = try #require(WordNet.shared)
        #expect(wordNet.kindsOf("arteries").isSuperset(of: ["blood vessel", "vessel"]))
        #expect(wordNet.kindsOf("rivers").contains("body of water") && wordNet.kindsOf("rivers").contains("body"))
        #expect(wordNet.nests("arteries", "vessels") && wordNet.nests("vessels", "arteries"))
        #expect(wordNet.nests("copper", "metal") && wordNet.nests("ammeter", "instrument"))
        #expect(!wordNet.nests("arteries", "veins") && !wordNet.nests("copper", "aluminium") && !wordNet.nests("rivers", "rivers"))
        #expect(wordNet.kindsOf("qwertyuiop").isEmpty)
        // A compound written as one word is a kind of its head, known to WordNet or not.
        #expect(wordNet.closedCompound("rainforest", endsIn: "forest") && wordNet.closedCompound("rainforests", endsIn: "forests"))
        #expect(wordNet.closedCompound("groundwater", endsIn: "water") && !wordNet.closedCompound("forest", endsIn: "rainforest"))
        #expect(!wordNet.closedCompound("carpet", endsIn: "pet") && !wordNet.closedCompound("rainforest", endsIn: "desert"))
        // One named thing, or a kind of thing.
        #expect(wordNet.namesAnInstance("Europe") && wordNet.namesAnInstance("Augustus") && wordNet.namesAnInstance("Nile"))
        #expect(!wordNet.namesAnInstance("Uniat") && !wordNet.namesAnInstance("river") && !wordNet.namesAnInstance("Qwertyuiop"))
    }

    /// Sister terms share the key's kind in the sense asked for, are in use, and come from narrow kinds only.
    @Test func sistersAreOtherKindsOfTheSameThing() throws {
        let wordNet = try #require(WordNet.shared)
        // A capillary is first a tube (noun.artifact, 6); as a body part (noun.body, 8) its sisters are blood vessels.
        #expect(Set(wordNet.sisters(of: "capillary", category: 8)) == ["artery", "vein"])
        #expect(!wordNet.sisters(of: "capillary", category: 6).contains("vein"))
        #expect(wordNet.sisters(of: "stomach", category: 8).contains("liver"))
        // "biliousness" (never seen in the tagged corpus) is no option for "infection"; "compound" is too wide a kind.
        #expect(!wordNet.sisters(of: "infection", category: 26).contains("biliousness"))
        #expect(wordNet.sisters(of: "acid", category: 27).isEmpty)
        #expect(wordNet.sisters(of: "qwertyuiop", category: 8).isEmpty)
        // Members of a wide kind a science lesson names (76 metals), the commonest first, only when asked for: no class
        // ("metal") among them, and none of a kind too wide for that ("salt" is a compound, beside "isomer").
        let metals = wordNet.sisters(of: "cobalt", category: 27, membersOnly: true)
        #expect(metals.contains("copper") && metals.contains("iron") && !metals.contains("metal") && !metals.contains("cobalt"), "\(metals)")
        #expect(metals.count <= 6 && !metals.contains("ytterbium"), "\(metals)")
        #expect(wordNet.sisters(of: "cobalt", category: 27).isEmpty)
        #expect(wordNet.sisters(of: "salt", category: 27, membersOnly: true).isEmpty)
    }

    /// Meanings that overlap, so that one is true where the other is (issue 11's wrong options that were true too),
    /// and sisters that stay apart.
    @Test func meaningsThatOverlap() throws {
        let wordNet = try #require(WordNet.shared)
        #expect(wordNet.overlap("oceans", "seas") == .same)
        #expect(wordNet.overlap("electromagnet", "magnet") == .nested && wordNet.overlap("magnet", "electromagnet") == .nested)
        #expect(wordNet.overlap("churches", "buildings") == .nested, "a church's second sense: a place of worship, a building")
        #expect(wordNet.overlap("Sudan", "Africa") == .nested && wordNet.overlap("Khartoum", "Africa") == .nested)
        #expect(wordNet.overlap("ground", "planet") == .nested, "part of the Earth, a planet")
        #expect(wordNet.overlap("rivulets", "rivers") == .degree && wordNet.overlap("hill", "mountain") == .degree)
        #expect(wordNet.overlap("brooks", "rivers") != nil, "Van Wyck Brooks, and the plural of brook")
        #expect(wordNet.overlap("Britain", "Europe") != nil && wordNet.overlap("Constantinople", "Europe") != nil, "three steps: Turkey, the Balkans, Europe")
        for (a, b) in [("arteries", "veins"), ("evaporation", "condensation"), ("rivers", "lakes"), ("copper", "aluminium"),
                       ("clouds", "oceans"), ("Egypt", "Sudan"), ("Romulus", "Augustus"), ("starch", "glucose")] {
            #expect(wordNet.overlap(a, b) == nil, "\(a) and \(b)")
        }
        #expect(wordNet.overlap("qwertyuiop", "rivers") == nil)
    }

    /// Kinds WordNet's tree misses but its definitions name (a warehouse is a storehouse, a depository, a facility: "a
    /// building or place …"), pieces told apart only by how they came off, and the definitions that name no kind.
    @Test func kindsTheDefinitionsNameAndPieces() throws {
        let wordNet = try #require(WordNet.shared)
        #expect(wordNet.overlap("warehouses", "buildings") == .nested && wordNet.overlap("buildings", "warehouses") == .nested)
        #expect(wordNet.overlap("storms", "weather") == .nested, "a violent weather condition")
        #expect(wordNet.overlap("chips", "filings") == .pieces && wordNet.overlap("filings", "scrapings") == .pieces)
        // "milk and butter and cheese" (a dairy product) lists members; "the weather in some location averaged …"
        // (climate) says what it is measured from.
        #expect(wordNet.overlap("butter", "cheese") == nil && wordNet.overlap("climate", "weather") == nil)
        #expect(wordNet.overlap("igneous rock", "sedimentary rock") == nil && wordNet.overlap("voltmeter", "ammeter") == nil)
        #expect(wordNet.kindsOfOneThing("rivers", "oceans") && wordNet.kindsOfOneThing("ponds", "lakes"))
        #expect(!wordNet.kindsOfOneThing("clouds", "oceans") && !wordNet.kindsOfOneThing("houses", "rivers"))
    }
}

/// The exception lists read as bytes give the table the lists read as characters gave.
@Suite struct WordNetExceptionTableTests {
    /// The reading before: lines and fields split as characters.
    private static func splitAsCharacters(_ text: String) -> [String: [String]] {
        var table: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.count >= 2 { table[fields[0], default: []] += fields.dropFirst() }
        }
        return table
    }

    @Test func equalsTheTableSplitAsCharacters() throws {
        let samples = ["children child\nmice mouse\n", "axes ax axis\n\n  lone\nbroke  break\n", "café cafe\nnaïve naive", ""]
        for text in samples { #expect(WordNet.exceptionTable(text) == Self.splitAsCharacters(text), "\(text)") }
        for file in ["noun.exc", "verb.exc", "adj.exc", "adv.exc"] {
            let path = WordNet.defaultFolder + "/" + file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let table = WordNet.exceptionTable(text)
            #expect(!table.isEmpty && table == Self.splitAsCharacters(text), "\(file)")
        }
        #expect(WordNet.exceptionTable("geese goose\n")["geese"] == ["goose"])
    }
}
