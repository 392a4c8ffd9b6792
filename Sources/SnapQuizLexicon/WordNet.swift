import Foundation
import Synchronization

/// Parts of speech from Princeton WordNet 3.0 (Debian's `wordnet-base`, `/usr/share/wordnet`), so a quiz offers
/// nouns beside a noun, plurals beside a plural, and swaps a body part for a body part rather than for "journey".
///
/// The index files are sorted by lemma and read in place (memory-mapped, binary search), so opening costs nothing
/// measurable and a look-up is about twenty comparisons: nothing is loaded but the three small exception lists.
/// Inflected forms are reduced to their lemma with WordNet's own rules ("morphy": "villi" → "villus",
/// "contractions" → "contraction", "broke" → "break").
public final class WordNet: Sendable {
    /// Where Debian's wordnet-base puts the database.
    public static let defaultFolder = "/usr/share/wordnet"

    public enum PartOfSpeech: String, Sendable, CaseIterable {
        case noun, verb, adjective, adverb

        /// How WordNet's file names spell it: index.noun, verb.exc, index.adj …
        var file: String {
            switch self {
            case .noun: "noun"
            case .verb: "verb"
            case .adjective: "adj"
            case .adverb: "adv"
            }
        }
    }

    /// What WordNet says of one word form as one part of speech.
    public struct Reading: Sendable, Equatable {
        public let partOfSpeech: PartOfSpeech
        public let lemma: String
        /// The form is an inflection of the lemma (a plural noun, a verb's -s, -ed or -ing form).
        public let inflected: Bool
        /// Senses seen in WordNet's tagged corpus: how often the word is used this way.
        public let taggedSenses: Int
        public let senses: Int
        /// For nouns, the lexicographer file of the commonest senses (first three), e.g. 8 = noun.body,
        /// 27 = noun.substance, 18 = noun.person: what kind of thing the noun names.
        public let categories: [Int]
    }

    private let indexes: [PartOfSpeech: Data]
    let nounData: Data
    /// data.adj and data.verb (mapped, read only for `antonym(of:as:)`).
    let otherData: [PartOfSpeech: Data]
    /// cntlist.rev (mapped): how often the tagged corpus saw each sense, by sense key; nil where it is not installed.
    let senseCounts: Data?
    /// `kindsOf` answers, as the same keys and options are compared again and again (every quiz of a page, every
    /// regenerate): a process holds at most a few thousand.
    private let kindsCache = Mutex<[String: Set<String>]>([:])
    /// `kindredLanguages` answers by name: a walk of up to six levels of a language family, asked for each question
    /// whose key is a language.
    let kindredCache = Mutex<[String: [String]]>([:])
    /// `nests` answers, by "a|b".
    private let nestsCache = Mutex<[String: Bool]>([:])
    /// The noun lemmas of a form (`closedCompound` asks for the same options' lemmas again and again: on a long page
    /// it was an eighth of a quiz's time).
    private let nounLemmasCache = Mutex<[String: [String]]>([:])
    /// `sisters` answers, by "form|category".
    private let sistersCache = Mutex<[String: [String]]>([:])
    /// `adjectiveScale` of a lemma and a count of senses, worked out once: `onOneScale` weighs every pair of a page's describing words.
    let scalesCache = Mutex<[String: Set<Int>?]>([:])
    /// Every synset above a sense by kind or instance, with its steps up (`kinship`), by offset.
    let ancestorsCache = Mutex<[Int: [Int: Int]]>([:])
    /// `depth(of:)` answers, by offset (`kinship` asks it for every kind two senses share, `overlap` for every pair).
    let depthCache = Mutex<[Int: Int]>([:])
    private let exceptions: [PartOfSpeech: [String: [String]]]
    /// `overlap` answers, by "a|b".
    let overlapCache = Mutex<[String: Overlap?]>([:])
    /// The senses of a form and the synsets above them (`overlap`), by lower-cased form: each option is compared
    /// with many keys.
    let sensesCache = Mutex<[String: (senses: [Int], above: Set<Int>)]>([:])
    /// Every synset a sense is a kind or an instance of, however far up (`overlap`), by offset.
    let kindsAboveCache = Mutex<[Int: Set<Int>]>([:])
    /// The words a sense's definition names it a part of (`overlap`), by offset.
    let wholesCache = Mutex<[Int: Set<String>]>([:])
    /// The nouns a sense's definition opens with (`definedKinds`), by offset.
    let genusCache = Mutex<[Int: Set<String>]>([:])
    /// `definedKinds` answers, by lower-cased form.
    let definedKindsCache = Mutex<[String: Set<String>]>([:])
    /// The synsets two kinds above a form (`kindsOfOneThing`), by lower-cased form.
    let twoStepsCache = Mutex<[String: Set<Int>]>([:])
    /// `readings(of:)` answers, by the form as looked up (lower case, "_" for spaces): every builder of a quiz asks
    /// the part of speech of the same few hundred words, and each look-up is four binary searches and a line split.
    private let readingsCache = Mutex<[String: [Reading]]>([:])
    /// `nounReadings(of:)` answers, by the same key.
    private let nounReadingsCache = Mutex<[String: [Reading]]>([:])
    /// The words and noun pointers of a data.noun line (`synset(at:)`), by offset.
    let synsetCache = Mutex<[Int: Synset]>([:])

    private init(indexes: [PartOfSpeech: Data], nounData: Data, otherData: [PartOfSpeech: Data], senseCounts: Data?,
                 exceptions: [PartOfSpeech: [String: [String]]]) {
        self.indexes = indexes
        self.nounData = nounData
        self.otherData = otherData
        self.senseCounts = senseCounts
        self.exceptions = exceptions
    }

    /// Opens the database in `folder`; throws `LexiconError.missingWordNet` naming the missing file.
    public static func open(folder: String = defaultFolder) throws -> WordNet {
        func mapped(_ name: String) throws -> Data {
            let path = folder + "/" + name
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
                throw LexiconError.missingWordNet(file: path)
            }
            return data
        }
        var indexes: [PartOfSpeech: Data] = [:]
        var exceptions: [PartOfSpeech: [String: [String]]] = [:]
        for part in PartOfSpeech.allCases {
            indexes[part] = try mapped("index." + part.file)
            exceptions[part] = (try? String(contentsOfFile: folder + "/" + part.file + ".exc", encoding: .utf8)).map(exceptionTable) ?? [:]
        }
        let otherData = try [PartOfSpeech.adjective, .verb].reduce(into: [PartOfSpeech: Data]()) { $0[$1] = try mapped("data." + $1.file) }
        return WordNet(indexes: indexes, nounData: try mapped("data.noun"), otherData: otherData,
                       senseCounts: try? mapped("cntlist.rev"), exceptions: exceptions)
    }

    /// An exception list (`noun.exc`: an inflected form, then its lemmas, separated by spaces, one form a line) as a
    /// table from form to lemmas. Split as bytes: split as characters it took 99 M instructions, 1.8% of a whole
    /// `snapquiz ocr` of a clean scan, whose text clean-up opens WordNet.
    static func exceptionTable(_ text: String) -> [String: [String]] {
        var table: [String: [String]] = [:]
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            if fields.count >= 2 { table[fields[0], default: []] += fields.dropFirst() }
        }
        return table
    }

    private static let loaded: WordNet? = try? open()

    /// The irregular inflections WordNet's exception list gives `lemma` as `part`: "fall" → "fell", "fallen"; "bad" →
    /// "worse", "worst". Sorted; empty for a regular word.
    public func irregularForms(of lemma: String, as part: PartOfSpeech) -> [String] {
        (exceptions[part] ?? [:]).compactMap { form, lemmas in lemmas.contains(lemma) ? form : nil }.sorted()
    }

    /// The index file of `part` (index.adj for adjectives).
    func indexes(_ part: PartOfSpeech) -> Data? {
        indexes[part]
    }


    /// The process-wide database, opened on first use; nil when wordnet-base is not installed.
    public static var shared: WordNet? { loaded }

    /// Every way WordNet can read `form` (any case; spaces or hyphens as WordNet writes them), one reading per part
    /// of speech, the uninflected reading first when there are both.
    public func readings(of form: String) -> [Reading] {
        let word = Self.indexForm(of: form)
        guard !word.isEmpty, word.utf8.count < 80 else { return [] }
        if let known = readingsCache.withLock({ $0[word] }) { return known }
        var result: [Reading] = []
        for part in PartOfSpeech.allCases {
            for (lemma, inflected) in Self.lemmas(of: word, as: part, exceptions: exceptions[part] ?? [:]) {
                if let reading = lookup(lemma, as: part, inflected: inflected) {
                    result.append(reading)
                    break
                }
            }
        }
        readingsCache.withLock { $0[word] = result }
        return result
    }

    /// Every noun `form` can be read as, the form itself first: "chains" is a noun of its own (restraints, one sense)
    /// and the plural of "chain" (ten senses), where `readings(of:)` gives only the first.
    public func nounReadings(of form: String) -> [Reading] {
        let word = Self.indexForm(of: form)
        guard !word.isEmpty, word.utf8.count < 80 else { return [] }
        if let known = nounReadingsCache.withLock({ $0[word] }) { return known }
        let found = Self.lemmas(of: word, as: .noun, exceptions: exceptions[.noun] ?? [:]).compactMap { lookup($0.0, as: .noun, inflected: $0.1) }
        nounReadingsCache.withLock { $0[word] = found }
        return found
    }

    /// `form` as WordNet's index writes it: lower case, "_" for spaces ("Blood vessel" → "blood_vessel"). Asked for
    /// every look-up: the spaces are swapped on UTF-8 bytes (a space is never part of a longer character there), where
    /// Foundation's replacingOccurrences was 2% of the corpus's quiz time in perf, for the forms of two words or more.
    static func indexForm(of form: String) -> String {
        let lower = form.lowercased()
        guard lower.utf8.contains(UInt8(ascii: " ")) else { return lower }
        return String(decoding: lower.utf8.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// The part of speech `form` is most used as (by senses seen in the tagged corpus; on a tie, a noun first, as
    /// school texts use most words as nouns: "journey" has one tagged sense as a noun and one as a verb), or nil
    /// when WordNet does not know it (function words, names, misreads).
    public func commonest(_ form: String) -> Reading? {
        Self.commonest(of: readings(of: form))
    }

    /// The commonest of readings already looked up (see `commonest(_:)`).
    public static func commonest(of readings: [Reading]) -> Reading? {
        readings.min { $0.taggedSenses > $1.taggedSenses }
    }

    /// Candidate lemmas for a form, by WordNet's morphy rules: the form itself, its exceptions, then suffix rules.
    static func lemmas(of word: String, as part: PartOfSpeech, exceptions: [String: [String]]) -> [(String, Bool)] {
        var result: [(String, Bool)] = [(word, false)]
        result += (exceptions[word] ?? []).map { ($0, true) }
        let rules: [(String, String)] = switch part {
        case .noun: [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")]
        case .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
        case .adjective: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]
        case .adverb: []
        }
        for (suffix, ending) in rules where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
            result.append((String(word.dropLast(suffix.count)) + ending, true))
        }
        return result
    }

    private func lookup(_ lemma: String, as part: PartOfSpeech, inflected: Bool) -> Reading? {
        guard let index = indexes[part], let line = Self.line(for: Array(lemma.utf8), in: index) else { return nil }
        // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let pointers = Int(fields[3]), fields.count >= 6 + pointers,
              let senses = Int(fields[4 + pointers]), let tagged = Int(fields[5 + pointers]) else { return nil }
        let offsets = fields.dropFirst(6 + pointers).prefix(3).compactMap { Int($0) }
        let categories = part == .noun ? offsets.compactMap(nounCategory) : []
        return Reading(partOfSpeech: part, lemma: lemma, inflected: inflected, taggedSenses: tagged, senses: senses, categories: categories)
    }

    /// The nouns a noun is a kind of, up to `depth` steps up WordNet's hypernym tree, from its three commonest senses:
    /// "arteries" → "blood vessel", "vessel", "vas"; a compound's head counts too ("blood vessel" → "vessel").
    /// Lower case, spaces between words. Empty for a word WordNet does not know as a noun.
    ///
    /// `nests(_:_:)` asks it of a key and an option.
    public func kindsOf(_ form: String, depth: Int = 2) -> Set<String> {
        let key = form.lowercased()
        if let known = kindsCache.withLock({ $0[key] }) { return known }
        var found = Set<String>()
        var level = senseOffsets(of: key)
        for _ in 0..<depth where !level.isEmpty {
            let parents = level.flatMap { hypernymOffsets(of: $0) }
            for offset in parents {
                for word in synsetWords(at: offset) {
                    found.insert(word)
                    // The head of a compound: "blood vessel" → "vessel"; "body of water" → "body".
                    let head = word.components(separatedBy: " of ").first?.split(separator: " ").last
                    if let head, word.contains(" ") { found.insert(String(head)) }
                }
            }
            level = parents
        }
        kindsCache.withLock { $0[key] = found }
        return found
    }

    /// The words of what the commonest noun sense of `form` is a kind or an instance of, one step up: "Europe" →
    /// "continent"; "Australia" → "country", "state" (its second sense, the continent, left out).
    public func commonestKinds(_ form: String) -> Set<String> {
        let key = "1|" + form.lowercased()
        if let known = kindsCache.withLock({ $0[key] }) { return known }
        let found = Set(senseOffsets(of: form.lowercased()).prefix(1).flatMap(hypernymOffsets(of:)).flatMap(synsetWords(at:)))
        kindsCache.withLock { $0[key] = found }
        return found
    }

    /// Whether one noun is a kind of the other ("arteries" and "vessels", "copper" and "metal"): as wrong options of
    /// each other, the one is partly true where the other is the key.
    public func nests(_ a: String, _ b: String) -> Bool {
        let key = a.lowercased() + "|" + b.lowercased()
        if let known = nestsCache.withLock({ $0[key] }) { return known }
        func lemma(_ word: String) -> String? {
            readings(of: word).first { $0.partOfSpeech == .noun }?.lemma.replacingOccurrences(of: "_", with: " ")
        }
        var result = false
        if let x = lemma(a), let y = lemma(b), x != y { result = kindsOf(a).contains(y) || kindsOf(b).contains(x) }
        nestsCache.withLock { $0[key] = result }
        return result
    }

    /// Whether one of the three commonest senses of `form` is one named thing, an instance of a kind ("Europe", a
    /// continent; "Augustus", an emperor), not a kind itself ("Uniat", a member of a church).
    public func namesAnInstance(_ form: String) -> Bool {
        senseOffsets(of: form).contains { !pointerOffsets(of: $0, kinds: ["@i"]).isEmpty }
    }

    /// Whether `compound` is written as one word made of a word and `head` ("rainforest" and "forest", "groundwater"
    /// and "water", "sunlight" and "light"), in either's plural: a kind of the head, though WordNet may not know the
    /// compound. The word before the head has three letters or more ("carpet" is no kind of "pet") and WordNet knows it.
    public func closedCompound(_ compound: String, endsIn head: String) -> Bool {
        let compound = compound.lowercased(), head = head.lowercased()
        guard compound.count >= 7 else { return false }
        let heads = [head] + nounLemmas(of: head)
        return heads.contains { head in
            guard head.count >= 4, compound.count >= head.count + 3 else { return false }
            let stem = compound.hasSuffix(head) ? compound.dropLast(head.count)
                : compound.hasSuffix(head + "s") ? compound.dropLast(head.count + 1) : nil
            guard let stem, stem.count >= 3, stem.allSatisfy(\.isLetter) else { return false }
            return !readings(of: String(stem)).isEmpty
        }
    }

    /// The lemmas of `form` (lower case) read as a noun ("forests" → "forest"), remembered.
    private func nounLemmas(of form: String) -> [String] {
        if let known = nounLemmasCache.withLock({ $0[form] }) { return known }
        let lemmas = readings(of: form).filter { $0.partOfSpeech == .noun }.map(\.lemma)
        nounLemmasCache.withLock { $0[form] = lemmas }
        return lemmas
    }

    /// The data.noun line at `offset`, as fields.
    func dataFields(at offset: Int) -> [Substring] {
        nounData.withUnsafeBytes { bytes -> [Substring] in
            guard offset < bytes.count else { return [] }
            var end = offset
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self).split(separator: " ")
        }
    }

    /// "05333777 08 n 03 artery 0 arteria 0 arterial_blood_vessel 0 078 @ 05417975 n 0000 …": the words of a synset.
    func synsetWords(at offset: Int) -> [String] {
        synset(at: offset).words
    }

    /// The synsets a noun synset is a kind or an instance of (pointers "@" and "@i").
    func hypernymOffsets(of offset: Int) -> [Int] {
        pointerOffsets(of: offset, kinds: ["@", "@i"])
    }

    /// The noun synsets the synset at `offset` points to with one of the pointer symbols `kinds` ("@" a hypernym,
    /// "~" a hyponym).
    func pointerOffsets(of offset: Int, kinds: Set<String>) -> [Int] {
        // A few kinds against hundreds of pointers ("~" lists every hyponym): comparing short strings beats hashing each.
        let wanted = Array(kinds)
        return synset(at: offset).pointers.compactMap { wanted.contains($0.symbol) ? $0.target : nil }
    }

    /// Other kinds of what `form` is a kind of, in its sense filed under `category` (a lexicographer file; the first
    /// such of its three commonest senses): "capillary" (a blood vessel, noun.body) → "artery", "vein"; "evaporation"
    /// → "freezing", "thaw". For each sister kind, a one-word name of it whose commonest sense it is and that WordNet's
    /// tagged corpus has seen (a word in use: not "biliousness" nor "cloaca"). None from a kind of more than 30 kinds
    /// or 10 such words, or fewer than four steps below the top of the tree: kinds as wide as "compound", "physical
    /// phenomenon" or "matter" give words no learner would weigh beside the key ("depilatory", "resonance",
    /// "emanations" beside "solids"). Lower case, lemmas. With `membersOnly`, instead: the commonest members of the
    /// wide kinds a lesson names its members by (`namedByLessons`: "cobalt" → "iron", "copper", "tin"; "Rome" →
    /// "Paris", "Athens"); none from other kinds.
    public func sisters(of form: String, category: Int, membersOnly: Bool = false) -> [String] {
        let key = "\(form.lowercased())|\(category)|\(membersOnly)"
        if let known = sistersCache.withLock({ $0[key] }) { return known }
        var found: [String] = []
        if let sense = senseOffsets(of: form).first(where: { nounCategory($0) == category }) {
            // A city is an instance of its kind ("Rome", a national capital), not a kind of it.
            for parent in pointerOffsets(of: sense, kinds: membersOnly ? ["@", "@i"] : ["@"]) {
                let kinds = pointerOffsets(of: parent, kinds: membersOnly ? ["~", "~i"] : ["~"]).filter { $0 != sense }
                guard depth(of: parent) >= 4 else { continue }
                if membersOnly, synsetWords(at: parent).first.map(Self.namedByLessons.contains) == true {
                    let alsoKinds = Set(hypernymOffsets(of: sense).filter { $0 != parent })
                    found += commonestMembers(kinds, alike: alsoKinds).filter { !found.contains($0) }
                    continue
                }
                guard kinds.count <= 30, !membersOnly else { continue }
                let words = kinds.compactMap { kind in synsetWords(at: kind).first { use($0, of: kind).tagged > 0 } }
                if words.count <= 10 { found += words.filter { !found.contains($0) } }
            }
        }
        sistersCache.withLock { $0[key] = found }
        return found
    }

    /// How many hypernym steps the synset at `offset` lies below the top of WordNet's tree (by its first hypernyms),
    /// worked out once an offset: `overlap` asks it of every pair's commonest senses.
    func depth(of offset: Int) -> Int {
        if let known = depthCache.withLock({ $0[offset] }) { return known }
        var steps = 0, at = offset
        while steps < 30, let parent = hypernymOffsets(of: at).first {
            steps += 1
            at = parent
        }
        depthCache.withLock { $0[offset] = steps }
        return steps
    }

    /// The kinds a science or geography lesson names its members by, too wide for `sisters`' limits (76 metals, 47
    /// elements, 179 capitals) but whose members a learner weighs one against another: "iron, nickel and cobalt"
    /// against "copper", "Rome" against "Athens". Not "city": its commonest members ("Birmingham", "Savannah") stood
    /// beside Constantinople.
    static let namedByLessons: Set<String> = ["metallic element", "chemical element", "noble gas", "national capital"]

    /// `namedByLessons`, for callers outside the lexicon.
    public static var lessonKinds: Set<String> { namedByLessons }

    /// The world's commonest national capitals ("Paris", "London", "Athens" …; `commonestMembers`): the cities a lesson
    /// sets beside a city WordNet files under no kind a lesson names. "Constantinople" is an instance of city, whose
    /// 661 members the tagged corpus knows as "Chicago" and "Dallas" first, and "with its capital at _____" offered
    /// "Italy | Tiber | Britain".
    public func commonestCapitals() -> [String] {
        if let known = sistersCache.withLock({ $0["|capitals|"] }) { return known }
        let found = senseOffsets(ofLemma: "national_capital").first.map { commonestMembers(pointerOffsets(of: $0, kinds: ["~", "~i"])) } ?? []
        sistersCache.withLock { $0["|capitals|"] = found }
        return found
    }

    /// Of the kinds `kinds` (sisters under one wide parent), the six one-word names the tagged corpus has seen most (then
    /// those with most senses, a sign of a word in everyday use: "copper", "tin" before "barium"), each the commonest
    /// sense of its word, leaving out kinds that are wide classes themselves ("metal", 76 kinds, beside the elements).
    /// Where the key is also a kind of something else (`alike`: oxygen is a gas as well as an element), the members that
    /// are that too, one or two steps up, come first, and alone where there are three: a lesson sets gases beside a gas
    /// ("nitrogen", "hydrogen", "argon" for "oxygen"), not the elements most written about ("phosphorus", "iodine").
    private func commonestMembers(_ kinds: [Int], alike: Set<Int> = []) -> [String] {
        let named = kinds.compactMap { kind -> (word: String, use: Use, alike: Bool)? in
            guard pointerOffsets(of: kind, kinds: ["~"]).count <= 20 else { return nil }
            let isAlike = !alike.isEmpty && sharesKind(kind, with: alike)
            return synsetWords(at: kind).lazy.map { ($0, self.use($0, of: kind), isAlike) }.first { $0.1.tagged > 0 }
        }
        let ranked = named.sorted { ($0.use.tagged, $0.use.senses, $1.word) > ($1.use.tagged, $1.use.senses, $0.word) }
        let sharing = ranked.filter(\.alike)
        return (sharing.count >= 3 ? sharing : ranked).prefix(6).map(\.word)
    }

    /// Whether the synset at `kind` is a kind of one of `others`, one or two steps up ("argon", a noble gas, is a gas).
    private func sharesKind(_ kind: Int, with others: Set<Int>) -> Bool {
        let parents = hypernymOffsets(of: kind)
        return parents.contains(where: others.contains) || parents.flatMap(hypernymOffsets(of:)).contains(where: others.contains)
    }

    /// How much a word is in use: how often the tagged corpus has seen its commonest noun sense, and how many noun
    /// senses it has.
    private struct Use { var tagged = 0, senses = 0 }

    /// The `Use` of `word` (one word) when its commonest noun sense is the synset at `offset`; none otherwise.
    private func use(_ word: String, of offset: Int) -> Use {
        guard !word.contains(" "), !word.contains("-"), let index = indexes[.noun], let line = Self.line(for: Array(word.utf8), in: index) else { return Use() }
        let fields = line.split(separator: " ")
        guard fields.count >= 7, let senses = Int(fields[2]), let pointers = Int(fields[3]), fields.count >= 7 + pointers,
              let tagged = Int(fields[5 + pointers]), Int(fields[6 + pointers]) == offset else { return Use() }
        return Use(tagged: tagged, senses: senses)
    }

    /// The data.noun offsets of the three commonest noun senses of `form`.
    func senseOffsets(of form: String) -> [Int] {
        guard let reading = readings(of: form.lowercased()).first(where: { $0.partOfSpeech == .noun }) else { return [] }
        return senseOffsets(ofLemma: reading.lemma)
    }

    /// The data.noun offsets of the `count` commonest senses of a noun lemma (three unless told).
    func senseOffsets(ofLemma lemma: String, count: Int = 3) -> [Int] {
        guard let index = indexes[.noun], let line = Self.line(for: Array(lemma.utf8), in: index) else { return [] }
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let pointers = Int(fields[3]), fields.count >= 6 + pointers else { return [] }
        return fields.dropFirst(6 + pointers).prefix(count).compactMap { Int($0) }
    }

    /// The lexicographer file number of the noun synset at `offset` in data.noun ("05533948 08 n …" → 8).
    func nounCategory(_ offset: Int) -> Int? {
        nounData.withUnsafeBytes { bytes -> Int? in
            guard offset + 11 < bytes.count, bytes[offset + 8] == UInt8(ascii: " ") else { return nil }
            let tens = Int(bytes[offset + 9]) - 48, ones = Int(bytes[offset + 10]) - 48
            guard (0...9).contains(tens), (0...9).contains(ones) else { return nil }
            return tens * 10 + ones
        }
    }

    /// The index line whose first field is `key`, by binary search over the sorted lines (the licence header's lines
    /// start with a space and so sort first).
    static func line(for key: [UInt8], in data: Data) -> String? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
            let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
            var low = 0, high = bytes.count
            while low < high {
                var start = (low + high) / 2
                while start > low, bytes[start - 1] != newline { start -= 1 }
                var end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                var fieldEnd = start
                while fieldEnd < end, bytes[fieldEnd] != space { fieldEnd += 1 }
                let order = compare(bytes, start..<fieldEnd, key)
                if order == 0 { return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
                if order < 0 { low = end + 1 } else { high = start }
            }
            return nil
        }
    }

    private static func compare(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, _ key: [UInt8]) -> Int {
        var i = range.lowerBound, j = 0
        while i < range.upperBound, j < key.count {
            if bytes[i] != key[j] { return bytes[i] < key[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        return (range.upperBound - range.lowerBound) - key.count
    }
}
