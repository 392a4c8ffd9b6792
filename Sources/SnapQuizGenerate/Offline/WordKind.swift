import SnapQuizCore
import SnapQuizLexicon

/// What a term is as an option: its commonest part of speech (WordNet), whether a noun is plural, and what kind of
/// thing it names. "Digestion is the breakdown of large, journey food molecules" and "saliva contains happen" are
/// the giveaways it prevents; a body part is swapped for a body part, a substance for a substance.
struct WordKind: Equatable {
    /// How a noun or adjective is inflected: "thinner" is no option beside "longest", nor "glaciers" beside "valley".
    enum Inflection { case none, plural, comparative, superlative }

    var partOfSpeech: WordNet.PartOfSpeech
    var inflection: Inflection
    /// WordNet's lexicographer files of the noun's commonest senses (8 noun.body, 27 noun.substance …).
    var categories: [Int]
    /// The word's base form ("children" → "child").
    var lemma: String = ""
    /// Whether it was read from a phrase ("water cycle", read by "cycle", first a span of time in WordNet).
    var ofPhrase = false

    /// WordNet's reading of a word or phrase; a phrase it does not list is read by its last word ("gall bladder" is
    /// listed, "muscle contractions" is read as "contractions"). Nil without WordNet or for a word it does not know.
    static func of(_ term: String, usedAsVerb: Bool = false) -> WordKind? {
        guard let wordNet = WordNet.shared else { return nil }
        let words = term.split(separator: " ")
        let own = wordNet.readings(of: term)
        var reading = WordNet.commonest(of: own) ?? words.last.flatMap { words.count > 1 ? wordNet.commonest(String($0)) : nil }
            ?? compoundHead(term, in: wordNet)
        if reading == nil, let scientist = scientist(term) { return scientist }
        // An -s word the page does not use as a verb is a plural noun where WordNet has as many senses for the noun:
        // "Scribes trained for many years" ("scribes" is tagged once as a verb, never as a noun, which has four senses)
        // was asked with "what" among "desert" and "decipher". "collects" (one noun sense, five verb ones) stays a verb.
        if !usedAsVerb, let verb = reading, verb.partOfSpeech == .verb, verb.inflected, words.count == 1,
           let plural = own.first(where: { $0.partOfSpeech == .noun && $0.inflected }), plural.senses >= verb.senses {
            reading = plural
        }
        guard let reading else { return nil }
        // The page's own use wins: "saliva starts to break down starch" uses "starts" as a verb.
        if usedAsVerb, let verb = wordNet.readings(of: String(words.last ?? "")).first(where: { $0.partOfSpeech == .verb }) {
            return WordKind(partOfSpeech: .verb, inflection: .none, categories: verb.categories, lemma: verb.lemma)
        }
        var inflection = Inflection.none
        if reading.inflected, reading.partOfSpeech == .noun { inflection = .plural }
        if reading.inflected, reading.partOfSpeech == .adjective { inflection = term.hasSuffix("st") ? .superlative : .comparative }
        // Written in lower case, a noun names a kind of thing, never one named thing: "cranes" are machines or birds,
        // though WordNet's commonest sense of "crane" is the writer Stephen Crane (`WordNet.kindCategories`). Not a
        // phrase with a name in it: "heat from the Sun" is read by the star.
        var categories = reading.categories
        if reading.partOfSpeech == .noun, !term.contains(where: \.isUppercase) {
            let kinds = wordNet.kindCategories(ofLemma: reading.lemma)
            if !kinds.isEmpty { categories = kinds }
        }
        return WordKind(partOfSpeech: reading.partOfSpeech, inflection: inflection, categories: categories, lemma: reading.lemma,
                        ofPhrase: words.count > 1)
    }

    /// A lower-case word WordNet does not list that names a scientist by its ending ("volcanologists", which WordNet
    /// spells "vulcanologists"): a person, in its number, its lemma the word's singular. Read as nothing, it stood as a
    /// wrong option beside "plates" and "eruptions", and "islands" and "power stations" beside it.
    private static func scientist(_ term: String) -> WordKind? {
        let lower = term.lowercased()
        guard lower == term, !term.contains(" ") else { return nil }
        let plural = lower.hasSuffix("ologists")
        guard plural || lower.hasSuffix("ologist") else { return nil }
        return WordKind(partOfSpeech: .noun, inflection: plural ? .plural : .none, categories: [WordNet.people],
                        lemma: plural ? String(lower.dropLast()) : lower)
    }

    /// A closed compound WordNet does not list is read by its head: "groundwater" as "water", "rainforests" as
    /// "forests" — when the part before the head is a word too ("ground", "rain").
    private static func compoundHead(_ word: String, in wordNet: WordNet) -> WordNet.Reading? {
        let lower = word.lowercased()
        guard lower.count >= 7, lower.allSatisfy({ $0.isLetter && $0.isASCII }) else { return nil }
        for split in 3...(lower.count - 4) {
            let head = String(lower.dropFirst(split)), modifier = String(lower.prefix(split))
            guard let reading = wordNet.readings(of: head).first(where: { $0.partOfSpeech == .noun }),
                  wordNet.readings(of: modifier).contains(where: { $0.partOfSpeech == .noun }) else { continue }
            return reading
        }
        return nil
    }

    /// A noun whose commonest sense is a person (WordNet's noun.person: "farmer", "explorer", "volcanologist").
    var isPerson: Bool { partOfSpeech == .noun && categories.first == 18 }

    /// Whether `options` name people and things both: the odd one out is ruled out by its kind alone. Only options of
    /// one to three words, none a name or a number, that `kind` reads as nouns are compared (the generator reads each
    /// as its page uses it, the quality bench by WordNet alone).
    static func mixPeopleAndThings(_ options: [String], kind: (String) -> WordKind?) -> Bool {
        var sides = Set<Bool>()
        for option in options {
            guard option.split(separator: " ").count <= 3, option.first?.isLowercase == true, !option.contains(where: \.isNumber),
                  let kind = kind(option), kind.partOfSpeech == .noun else { return false }
            sides.insert(kind.isPerson)
        }
        return sides.count > 1
    }

    /// Whether a wrong option of `options` (the key at `key`) names another broad group of thing than the key, by the
    /// word it puts in the key's place: a single word, or the one word a false statement swapped ("carrying their
    /// _____ → equipment | frontier | legend", "The frontier built roads, aqueducts and walls"). A learner rules such an
    /// option out by sense alone. Only common nouns that `kind` reads are compared.
    static func strayGroup(_ options: [String], key: Int, kind: (String) -> WordKind?) -> Bool {
        guard options.indices.contains(key) else { return false }
        return options.indices.contains { index in
            guard index != key, let (mine, theirs) = swapped(options[key], options[index]),
                  mine.first?.isLowercase == true, theirs.first?.isLowercase == true,
                  !mine.contains(where: \.isNumber), !theirs.contains(where: \.isNumber),
                  let a = kind(mine), let b = kind(theirs), a.partOfSpeech == .noun, b.partOfSpeech == .noun else { return false }
            return !a.sharesGroup(b)
        }
    }

    /// Whether one of the three commonest senses of each falls in the same broad group (`groups`): "condensation"
    /// (first a shortening, then the process) shares one with "transpiration", "teaspoon" (first an amount) with
    /// "thermometer"; "frontier" (a place) none with "equipment".
    func sharesGroup(_ other: WordKind) -> Bool {
        !Set(categories.prefix(3).compactMap(Self.group)).isDisjoint(with: other.categories.prefix(3).compactMap(Self.group))
    }

    /// The words `option` has in place of `key`'s: both whole when each is one word, or the one word where two
    /// sentences of as many words differ; nil otherwise.
    static func swapped(_ key: String, _ option: String) -> (String, String)? {
        let mine = TextTokens.spaced(key).map { TextTokens.trimmed(String($0)) }
        let theirs = TextTokens.spaced(option).map { TextTokens.trimmed(String($0)) }
        guard mine.count == theirs.count else { return nil }
        let differing = mine.indices.filter { mine[$0] != theirs[$0] }
        guard differing.count == 1, let at = differing.first else { return nil }
        return (mine[at], theirs[at])
    }

    /// Same part of speech and inflection: an option a learner cannot rule out by grammar alone.
    func fits(_ other: WordKind) -> Bool {
        partOfSpeech == other.partOfSpeech && inflection == other.inflection
    }

    /// Words for people by who they are (age, family) rather than by what they do or where they stand: a child can be
    /// an evacuee, a pupil or a host, so "many _____ had returned home" offering "children" and "evacuees" has two
    /// right answers. Such words stand only beside each other; words for roles only beside roles.
    static let peopleByWhoTheyAre: Set<String> = [
        "child", "boy", "girl", "man", "woman", "adult", "people", "person", "family", "parent", "mother", "father", "baby",
        "teenager", "kid", "son", "daughter", "brother", "sister", "grandparent", "grandmother", "grandfather", "husband",
        "wife", "youngster", "infant", "toddler", "elder", "household", "relative", "orphan", "youth", "human",
    ]

    /// Whether the two name people in ways that can both be true of the same people (see `peopleByWhoTheyAre`).
    func overlapsAsPeople(_ other: WordKind) -> Bool {
        func people(_ kind: WordKind) -> Bool {
            kind.partOfSpeech == .noun && (kind.categories.first == 18 || Self.peopleByWhoTheyAre.contains(kind.lemma))
        }
        guard people(self), people(other) else { return false }
        return Self.peopleByWhoTheyAre.contains(lemma) != Self.peopleByWhoTheyAre.contains(other.lemma)
    }

    /// WordNet's noun files of things a learner tells apart at a glance, whatever the sentence: times (28: "summer",
    /// "June", "Monday"), food (13: "barley"; "wheat" is first a plant, then a grain, and counts too), animals (5).
    /// "Every _____ heavy rain falls" offering "electricity" and "barley" beside "summer", or "grew wheat and _____"
    /// offering "summer" beside "barley", is answered by the kind of word alone. Plants (20) are not one: "phloem" and
    /// "leaf" are parts of a plant that stand beside "chlorophyll" and "stomata".
    static let closedKinds: Set<Int> = [5, 13, 28]

    /// Whether one of the two names a thing of a closed kind (`closedKinds`) and the other is no thing of that kind:
    /// such words are never each other's wrong options, in whatever pass or reach.
    func strayKind(_ other: WordKind) -> Bool {
        guard isClosedKind || other.isClosedKind else { return false }
        // The two commonest senses only: "grapes" (third, grapeshot, an artifact) stood for "plates" in "two tectonic
        // grapes meet", and beside them as a wrong option.
        guard fits(other), let mine = categories.first, let theirs = other.categories.first else { return true }
        return !other.categories.prefix(2).contains(mine) && !categories.prefix(2).contains(theirs)
    }

    /// A noun whose commonest sense is of a closed kind (`closedKinds`), or a plant that is food in its second sense
    /// ("wheat"). Not a phrase: its last word's commonest sense is no sure reading of the whole ("the water cycle" is a
    /// process, not a time).
    var isClosedKind: Bool {
        guard !ofPhrase, partOfSpeech == .noun, let first = categories.first else { return false }
        // Food second only after a plant ("wheat"): "emperor" is a person first, then a grape.
        return Self.closedKinds.contains(first) || first == 20 && categories.prefix(2).contains(13)
    }

    /// How far a swapped-in word may stray from the word it replaces: one's commonest sense among the other's senses
    /// ("safety", first a state, for "grease", second dirt), things of one broad group ("pebbles" for "fences"), any
    /// noun of its number. `sameFile` (the commonest senses filed alike: "fences" and "walls") is the closest, taken
    /// first among the swaps `sameThing` finds.
    enum Reach { case sameFile, sameThing, broadly, anyNoun }

    /// Fits, and names the same kind of thing: the commonest sense of one is among the three commonest of the other
    /// ("Amazon" is first a warrior woman, third the river beside "Nile").
    /// `broadly` compares the broad groups of their commonest senses instead ("plates" and "mountains" are both things).
    func sameThing(_ other: WordKind, broadly: Bool = false) -> Bool {
        guard fits(other) else { return false }
        guard partOfSpeech == .noun else { return true }
        guard let mine = categories.first, let theirs = other.categories.first else { return false }
        if broadly { return Self.group(of: mine) == Self.group(of: theirs) }
        return namesSameThing(other)
    }

    /// Whether the commonest sense of one is among the senses of the other, whatever their number ("oats", "maize").
    func namesSameThing(_ other: WordKind) -> Bool {
        guard let mine = categories.first, let theirs = other.categories.first else { return false }
        return other.categories.contains(mine) || categories.contains(theirs)
    }

    /// Whether one is first a made thing (noun.artifact) and the other first a material (noun.substance): both things
    /// to touch, but "Every nickel has two ends" or "The Earth behaves like a giant cobalt" (for "magnet", a device)
    /// is false by sense alone. A device's kind is not widened to what devices are made of.
    func madeThingAndMaterial(_ other: WordKind) -> Bool {
        guard partOfSpeech == .noun, other.partOfSpeech == .noun, let mine = categories.first, let theirs = other.categories.first else { return false }
        return Set([mine, theirs]) == Self.madeAndMaterial
    }

    /// WordNet's noun files of made things (6) and of substances (27).
    private static let madeAndMaterial: Set<Int> = [6, 27]

    /// WordNet's noun files in broad groups: things you can touch; people; groups of them (a village or a university
    /// is no stand-in for "a farmer"); places; times; amounts; happenings; and qualities and ideas.
    private static let groups: [Set<Int>] = [[5, 6, 8, 13, 17, 20, 27], [18], [14], [15], [28], [23], [4, 11, 19, 22],
                                             [3, 7, 9, 10, 12, 16, 21, 24, 25, 26]]

    private static func group(of category: Int) -> Int? { groups.firstIndex { $0.contains(category) } }
}

/// The kinds of the words one page asks about, each looked up once: every question compares its answer with every
/// option, so the same few dozen words are asked for again and again. And what a page's question builders share, read
/// once a page.
final class WordKinds {
    /// `decide()` the first time, what it gave after.
    private static func remembered<T>(_ slot: inout T?, _ decide: () -> T) -> T {
        if let slot { return slot }
        let found = decide()
        slot = found
        return found
    }

    /// `decide()` the first time for `key`, what it gave after.
    private static func remembered<T>(_ table: inout [String: T], _ key: String, _ decide: () -> T) -> T {
        if let found = table[key] { return found }
        let found = decide()
        table[key] = found
        return found
    }

    private var known: [String: WordKind?] = [:]

    func kind(of term: String, usedAsVerb: Bool) -> WordKind? {
        Self.remembered(&known, usedAsVerb ? "v:" + term : term) { WordKind.of(term, usedAsVerb: usedAsVerb) }
    }

    private var personLike: [String: Bool] = [:]

    private var termKinds: [String: WordKind?] = [:]

    /// `decide()`, worked out once per term: `Page.kind(of:)` is asked of every option of every pick and of both words
    /// of every swap a false statement weighs.
    func termKind(_ term: String, _ decide: () -> WordKind?) -> WordKind? {
        Self.remembered(&termKinds, term, decide)
    }

    private var swaps: [String: Bool] = [:]

    /// `decide()`, worked out once per pair and reach (`Page.canSwap`): each sentence's false versions weigh the same
    /// words of the page against each other.
    func canSwap(_ term: String, for other: String, reach: WordKind.Reach, _ decide: () -> Bool) -> Bool {
        Self.remembered(&swaps, term + "|" + other + "|" + Self.mark(reach), decide)
    }

    /// A reach in a key (interpolating the enum went through `print`'s reflection: 1% of the corpus's quiz time).
    private static func mark(_ reach: WordKind.Reach) -> String {
        switch reach {
        case .sameFile: "file"
        case .sameThing: "thing"
        case .broadly: "broad"
        case .anyNoun: "noun"
        }
    }

    private var saidSexes: [String: OpeningPronoun.Gender?] = [:]

    private var stemReadings: [String: (folded: String, reading: DistractorPicker.StemReading)] = [:]

    /// `decide()`, worked out once per stem and page text (`DistractorPicker.reading(of:)`): a picker given other text
    /// reads the stem again.
    func stemReading(_ stem: String, folded: String, _ decide: () -> DistractorPicker.StemReading) -> DistractorPicker.StemReading {
        if let known = stemReadings[stem], known.folded == folded { return known.reading }
        let found = decide()
        stemReadings[stem] = (folded, found)
        return found
    }

    private var alsoTrues: [String: Bool] = [:]

    /// `TrueOptions.alsoTrue`, worked out once per option, key and list: a pick weighs every option of its pool, and
    /// mending it weighs most of them again.
    func alsoTrue(_ option: String, for key: String, listedWith siblings: [String]) -> Bool {
        Self.remembered(&alsoTrues, ([option, key] + siblings).joined(separator: "\u{1}")) {
            TrueOptions.alsoTrue(option, for: key, listedWith: siblings)
        }
    }

    /// `decide()`, worked out once per name and stem (`Page.fitsSex`): asked for every name of the pool a pick filters.
    func saidSex(of name: String, in text: String, _ decide: () -> OpeningPronoun.Gender?) -> OpeningPronoun.Gender? {
        Self.remembered(&saidSexes, name + "\u{1}" + text, decide)
    }

    private var kinships: [String: Double?] = [:]

    /// `decide(a, b)`, worked out once per pair: a key is weighed against every option of its pool.
    func kinship(_ a: String, _ b: String, commonestOnly: Bool, _ decide: (String, String) -> Double?) -> Double? {
        Self.remembered(&kinships, a + "|" + b + (commonestOnly ? "|1" : "")) { decide(a, b) }
    }

    private var nounNumbers: [String: Bool?] = [:]

    private var sisters: [String: [String]] = [:]

    private var steps: [ProcedureQuestions.Step]?

    /// `decide()`, worked out once per page: a page's method steps are read for its method questions, to keep its
    /// measures from the maths, to spare its list of needs a statement, and to file its quiz.
    func steps(_ decide: () -> [ProcedureQuestions.Step]) -> [ProcedureQuestions.Step] {
        Self.remembered(&steps, decide)
    }

    private var whySentences: Set<Int>?

    /// `decide()`, worked out once per page: the sentences a story asks why of are left out by the cause and the purpose
    /// questions both.
    func whySentences(_ decide: () -> Set<Int>) -> Set<Int> {
        Self.remembered(&whySentences, decide)
    }

    private var doings: [(sentence: Int, base: String, phrase: String)]?

    /// `decide()`, worked out once per page: what the page's sentences say things do are wrong options for its purposes
    /// and for its means (`PurposeQuestions.doings`), and reading them reads every statement's predicate.
    func doings(_ decide: () -> [(sentence: Int, base: String, phrase: String)]) -> [(sentence: Int, base: String, phrase: String)] {
        Self.remembered(&doings, decide)
    }

    private var verbLemmas: Set<String>?

    /// `decide()`, worked out once per page: every sentence's opposites ask which verbs the page uses.
    func verbLemmas(_ decide: () -> Set<String>) -> Set<String> {
        Self.remembered(&verbLemmas, decide)
    }

    private var bareWords: Set<String>?

    /// `decide()`, worked out once per page (`Page.writesBare`).
    func bareWords(_ decide: () -> Set<String>) -> Set<String> {
        Self.remembered(&bareWords, decide)
    }

    private var processNames: [(verb: String, noun: String)]?

    /// `decide()`, worked out once per page (`Page.processNames`).
    func processNames(_ decide: () -> [(verb: String, noun: String)]) -> [(verb: String, noun: String)] {
        Self.remembered(&processNames, decide)
    }

    /// `decide()`, worked out once per key (`Page.sisterTerms`).
    func sisterTerms(_ key: String, _ decide: () -> [String]) -> [String] {
        Self.remembered(&sisters, key, decide)
    }

    private var akins: [String: Bool] = [:]

    /// `decide(option, key)`, worked out once per pair: a pick weighs its options by kind, and `Page.offKind` weighs the
    /// chosen ones again for every candidate.
    func akin(_ option: String, _ key: String, _ decide: (String, String) -> Bool) -> Bool {
        Self.remembered(&akins, option + "|" + key) { decide(option, key) }
    }

    /// `decide(word)`, worked out once per word: a noun's number is asked for every option of every pick
    /// (`DistractorPicker`), and each answer asks WordNet.
    func nounNumber(_ word: String, _ decide: (String) -> Bool?) -> Bool? {
        Self.remembered(&nounNumbers, word) { decide(word) }
    }

    private var describing: Set<String>?

    private var sexes: [String: OpeningPronoun.Gender?] = [:]

    private var openers: [String: OpeningPronoun.Gender]?

    /// `decide()`, worked out once per page (`Page.openingSexes`).
    func openingSexes(_ decide: () -> [String: OpeningPronoun.Gender]) -> [String: OpeningPronoun.Gender] {
        Self.remembered(&openers, decide)
    }

    /// `decide(name)`, worked out once per name (`Page.sex(of:)`): asked of every person option of every name question.
    func sex(of name: String, _ decide: (String) -> OpeningPronoun.Gender?) -> OpeningPronoun.Gender? {
        Self.remembered(&sexes, name) { decide(name) }
    }

    private var phrases: [String]?

    /// `decide()`, worked out once per page: the page's noun phrases are asked for every phrase key (`PhraseOptions`).
    func nounPhrases(_ decide: () -> [String]) -> [String] {
        Self.remembered(&phrases, decide)
    }

    /// `decide()`, worked out once per page: the page's describing names are asked for every name question.
    func describingNames(_ decide: () -> Set<String>) -> Set<String> {
        Self.remembered(&describing, decide)
    }

    /// `decide(name)`, worked out once per name: whether a name is a person's is asked for every name of the pool for
    /// every name question (`Page.isPersonLike`), and each answer asks the dictionary and WordNet.
    func isPersonLike(_ name: String, _ decide: (String) -> Bool) -> Bool {
        Self.remembered(&personLike, name) { decide(name) }
    }
}

extension Page {
    /// `DistractorPicker.nounNumber(_:)`, remembered for the page.
    func nounNumber(_ word: String) -> Bool? {
        wordKinds.nounNumber(word, DistractorPicker.nounNumber)
    }

    /// A term's kind as this page uses it (a word the page uses as a verb is a verb).
    func kind(of term: String) -> WordKind? {
        wordKinds.termKind(term) { decideKind(of: term) }
    }

    private func decideKind(of term: String) -> WordKind? {
        let last = term.split(separator: " ").last.map { String($0).lowercased() } ?? ""
        let found = wordKinds.kind(of: term, usedAsVerb: verbsWithS.contains(last) || bareVerbs.contains(last))
        // "carriers, which carry the containers": a thing on this page, by its other senses.
        guard var thing = found, thing.isPerson, thingsByWhich.contains(last) else { return found }
        thing.categories.removeAll { $0 == WordNet.people }
        return thing.categories.isEmpty ? found : thing
    }

    /// Three wrong options for `answer` from `pool` that could stand in for it: the same part of speech and number,
    /// naming the same kind of thing where the pool has enough such options. Without WordNet, or for a word it does
    /// not know, the word-ending rule decides as before.
    func distractors(for answer: String, from pool: [String], stem: String, picker: DistractorPicker,
                     random: inout QuizRandom) -> [String]? {
        // Where the key stands bare ("becomes _____ → groundwater"), no noun the page writes only with "the" or "a"
        // ("becomes planet", "becomes ground"); with too few others, the pick as it was, its question then off kind
        // (`offKind`) and asked only where the page has nothing better.
        // (Tried only where the rule leaves out one of the pool: otherwise the pick is the same one made twice.)
        if let before = Self.wordBeforeBlank(in: stem), pool.contains(where: { readsWrongBare($0, after: before) }),
           let picked = distractors(for: answer, from: pool, stem: stem, bareAfter: before, picker: picker, random: &random) {
            return classing(picked, for: answer, stem: stem)
        }
        return classing(distractors(for: answer, from: pool, stem: stem, bareAfter: nil, picker: picker, random: &random), for: answer, stem: stem)
    }

    /// `picked`, or nil where the blank classes a thing ("The heart is a _____", `TrueOptions.classedSubject`) and a
    /// wrong option is of another kind than the key (`akin`): "The heart is a _____ → muscle | carbon dioxide" asks a
    /// learner to tell a class of things from a gas, not what the heart is. Such a blank is asked with classes of the
    /// key's kind or not at all; the page's other sentences fill the quiz.
    private func classing(_ picked: [String]?, for answer: String, stem: String) -> [String]? {
        guard let picked, TrueOptions.classedSubject(ofBlankIn: stem) != nil else { return picked }
        let frame = Self.frame(ofBlankIn: stem)
        return picked.allSatisfy { akin($0, to: answer, frame: frame) } ? picked : nil
    }

    /// `distractors(for:from:stem:picker:random:)`, held to nouns that read right bare after `bareAfter` where given.
    private func distractors(for answer: String, from pool: [String], stem: String, bareAfter: String?, picker: DistractorPicker,
                             random: inout QuizRandom) -> [String]? {
        let shape = shape(of: answer)
        // A name among common nouns (or one common noun among names) gives itself away by its capital.
        // A number word is no term ("thirty" beside "empire" and "capital").
        // After "a" only what the page counts: "blew down a _____ → church tower | gravel | timber".
        let counted = ["a _____", "an _____", "a/an _____"].contains { stem.lowercased().contains($0) }
        // A phrase key stands among phrases only (`DistractorPicker`): the page's phrases of its shape go in too.
        let phraseKey = answer.contains(" ")
        let pool = (pool + PhraseOptions.candidates(for: answer, on: self, stem: stem)).filter { option in
            (!phraseKey || PhraseOptions.readsAsNounPhrase(option, on: self)) &&
            (option.first?.isUppercase == true) == (answer.first?.isUppercase == true) && RecallQuestions.numberWords[option.lowercased()] == nil
                && (!counted || countsAsOne(option)) && !(bareAfter.map { readsWrongBare(option, after: $0) } ?? false)
        }
        let kind = kind(of: answer)
        // "grow rice and _____" (key "sugarcane", which WordNet knows only as a plant): the key is one of a list of
        // food, and so are its wrong options.
        let listed = listedWith(blankIn: stem).flatMap { sibling in kind.map { $0.namesSameThing(sibling) } == true ? sibling : nil }
        // "fruit, vegetables and _____ bread" (key "wholegrain"), "droplets of _____ water" ("liquid"): a noun, or a word
        // WordNet does not list itself, that describes the noun after the blank asks for half of the name of a thing. Only
        // things of its own kind read as the other half ("_____ walls → capillary | artery | vein"); other options
        // read as nonsense ("cowhide | crush | sheepskin bread"), so without such options there is no question.
        let describesNext = (kind.map { $0.partOfSpeech == .noun } ?? true) && !answer.contains(" ") && describesNounAfterBlank(in: stem)
        // A key WordNet knows only by its last part ("wholegrain" as a "grain") has no sisters of its own.
        if describesNext, kind == nil || WordNet.shared?.readings(of: answer.lowercased()).isEmpty != false { return nil }
        guard let kind else {
            // An answer WordNet does not list ("understorey") that looks like a noun gets no word WordNet knows as
            // something else beside it ("decompose").
            let nounLike = self.shape(of: answer) != .verbS && WordShape.of(answer) != .adjective
            let options = pool.filter { option in
                self.shape(of: option).matches(shape) && (!nounLike || self.kind(of: option).map { $0.partOfSpeech == .noun } ?? true)
            }
            return picker.pick(for: answer, from: options, stem: stem, random: &random)
        }
        var fitting: [String] = [], same: [String] = [], filed: [Int: Int] = [:]
        for option in pool {
            if let first = self.kind(of: option)?.categories.first { filed[first, default: 0] += 1 }
            guard let other = self.kind(of: option) else {
                // A term WordNet does not list (a technical word, a rare plural) stands beside nouns with its ending.
                // Not beside a word of a closed kind ("summer", "barley"): it would stand out as the one of another kind.
                if kind.partOfSpeech == .noun, !kind.isClosedKind, listed == nil, self.shape(of: option).matches(shape), WordShape.of(option) != .adjective {
                    fitting.append(option)
                }
                continue
            }
            // A season among seasons, a crop among crops: with too few of them on the page, no question (a wrong option
            // of another kind is ruled out by its kind alone).
            guard kind.fits(other), !kind.overlapsAsPeople(other), !kind.strayKind(other), listed?.namesSameThing(other) ?? true else { continue }
            fitting.append(option)
            if kind.sameThing(other) { same.append(option) }
        }
        // "most people lived in _____ → villages | rivers | diseases": every wrong option names the key's own kind of thing
        // (`akin`), whatever tier found it; where the page has too few, WordNet's other kinds of what the key is
        // (`sisterTerms`) make up the three. With fewer still, the pick as it was: the question is then off kind
        // (`Page.offKind`), asked only where a page has nothing better.
        // The pool is weighed only for a pick that needs it (most picks are all of the key's kind).
        // Of the kind the blank's verb asks for too, where the key is ("constructed bridges and _____ → tunnels", not
        // "pistons": `akin(_:to:frame:)`).
        let frame = Self.frame(ofBlankIn: stem)
        let ofKind = { (option: String) in self.akin(option, to: answer, frame: frame) }
        func nearest(_ picked: [String]?) -> [String]? {
            guard let picked else { return nil }
            // A generator of its own: every other draw stays as it was.
            var own = random
            guard !picked.allSatisfy(ofKind) else { return closest(picked, random: &own) }
            let onPage = fitting.filter(ofKind)
            let akin = onPage + (sisterTerms(of: answer, kind: kind, filed: filed) + processNames(like: answer, kind: kind, stem: stem)).filter(ofKind)
            let mended = picker.preferring(akin, over: nil, for: answer, stem: stem, random: &own)
                ?? picker.preferring(akin, over: picked, for: answer, stem: stem, random: &own) ?? picked
            // The page's own words of the key's kind before the world's ("architect | engineer", an engineer on the page,
            // before "farmer" and "artist").
            return closest(picker.preferring(onPage, over: mended, for: answer, stem: stem, random: &own) ?? mended, random: &own)
        }
        // Close kin of the key first ("oxygen → nitrogen | hydrogen | argon" rather than "| mixture | filament"): of the
        // page's options of its kind, and of the members of a kind a lesson names (`sisterTerms`, members only: the gases
        // among the elements, for a gas) the page does not write, those a teacher would set (`closeKin`); then the pick's own.
        func closest(_ picked: [String], random: inout QuizRandom) -> [String] {
            let isClose = { (option: String) in self.closeKin(option, to: answer) && ofKind(option) && !picked.contains(option) }
            let onPage = fitting.filter(isClose)
            let members = sisterTerms(of: answer, kind: kind, filed: filed, membersOnly: true).filter { !ItemFlaws.appears($0, in: folded) }.filter(isClose)
            guard !(onPage + members).isEmpty, !picked.allSatisfy({ closeKin($0, to: answer) }) else { return picked }
            // The page's own close kin (the pick's among them) before the world's, and both before the pick's others.
            let pageKin = fitting.filter { closeKin($0, to: answer) && ofKind($0) }
            let others = picked.filter { !closeKin($0, to: answer) }
            let withMembers = picker.preferring(members, over: others, for: answer, stem: stem, random: &random) ?? picked
            return picker.preferring(pageKin, over: withMembers, for: answer, stem: stem, random: &random) ?? withMembers
        }
        if same.count >= 3, let picked = picker.pick(for: answer, from: same, stem: stem, random: &random) { return nearest(picked) }
        // Too few of the key's kind on the page ("pass through _____ walls → capillary | bottom | heart disease"): other
        // kinds of what the key is, from WordNet ("arteries", "veins"), in the sense the page's words are mostly filed
        // under (a capillary is first a tube, on a page of body parts a blood vessel), beside the page's own.
        let sisters = sisterTerms(of: answer, kind: kind, filed: filed) + processNames(like: answer, kind: kind, stem: stem).filter(ofKind)
        if same.count + sisters.count >= 3, let picked = picker.pick(for: answer, from: same + sisters, stem: stem, random: &random) {
            return nearest(picker.preferring(same, over: picked, for: answer, stem: stem, random: &random) ?? picked)
        }
        if describesNext { return nil }
        // The page has three of the key's kind, but they would be true as well ("rivers, _____ and brooks → streams":
        // "creeks", "rivulets"): no question, rather than options of another kind. (With fewer of its kind, options of
        // another kind as before: any true one left out made the method page's quiz one question short.)
        let siblings = TrueOptions.siblings(ofBlankIn: stem)
        if same.count >= 3, same.filter({ !TrueOptions.alsoTrue($0, for: answer, listedWith: siblings) }).count < 3 { return nil }
        // People among people, things among things, where the page has three: "farmers" beside "volcanoes" and
        // "eruptions" is ruled out by its kind alone. Else mixed (such a question costs `Candidate.peopleAmongThingsPenalty`).
        let sameSide = fitting.filter { self.kind(of: $0)?.isPerson ?? false == kind.isPerson }
        if sameSide.count >= 3, let picked = picker.pick(for: answer, from: sameSide, stem: stem, random: &random) { return nearest(picked) }
        // The key alone on its side ("The _____ Christopher Wren → architect | timber | belongings | bakery") is
        // found by its kind alone: the page's other words of its side go in first, and with none, no question.
        guard sameSide.contains(where: { $0 != answer }) else { return nil }
        let picked = picker.pick(for: answer, from: fitting, stem: stem, random: &random)
        return nearest(picker.preferring(sameSide, over: picked, for: answer, stem: stem, random: &random) ?? picked)
    }

    /// Whether the blank in `stem` stands right before a noun of the page (no mark between): "_____ bread".
    func describesNounAfterBlank(in stem: String) -> Bool {
        guard let rest = stem.components(separatedBy: "_____").dropFirst().first, rest.first == " ",
              let after = rest.split(separator: " ").first.map({ TextTokens.trimmed(String($0)) }) else { return false }
        return after == after.lowercased() && !TextAnalysis.commonWords.contains(after) && !verbsWithS.contains(after)
            && !bareVerbs.contains(after) && kind(of: after)?.partOfSpeech == .noun
    }

    /// Whether the page says what `noun` is, and it is no person: "Producers are green plants" (WordNet reads a producer
    /// first as a person who makes things, and "Every food chain starts with a _____ → producer" was offered "jeweler").
    func saysIsNoPerson(_ noun: String) -> Bool {
        // What the page says things are (`TrueOptions.kinds`: "producer|plant").
        let prefix = TrueOptions.singular(noun.lowercased()) + "|"
        return kindsNamed.contains { pair in
            pair.hasPrefix(prefix) && Self.nounCategory(of: String(pair.dropFirst(prefix.count))).map(Self.thingFiles.contains) == true
        }
    }

    /// WordNet's files of living and lifeless things no person is: animals, artifacts, body parts, food, natural
    /// objects, plants, substances ("a person" is filed with the top kinds, so anything but these may be one).
    static let thingFiles: Set<Int> = [5, 6, 8, 13, 17, 20, 27]

    /// WordNet's sister terms of a one-word common noun (`WordNet.sisters`), in the key's number, each a clean word that
    /// is no kind of the key nor the key a kind of it. The key's sense is the one of its three commonest, of a file of
    /// things, places, happenings or states (`sisterFiles`), that most of the page's words (`filed`: their commonest
    /// senses' files, counted) share. `membersOnly`: only members of a kind a science lesson names (`WordNet.sisters`).
    func sisterTerms(of answer: String, kind: WordKind, filed: [Int: Int], membersOnly: Bool = false) -> [String] {
        guard kind.partOfSpeech == .noun, !answer.contains(" "), answer.first?.isLowercase == true, let wordNet = WordNet.shared else { return [] }
        // People by role beside a person ("Scientists called _____ measure small earthquakes → volcanologists | chemists |
        // physicists"), the roles in common use only (`WordNet.kindredPeople`): a page that names one kind of people
        // gave "islands" and "power stations" beside them.
        if kind.isPerson {
            guard !membersOnly, !saysIsNoPerson(answer) else { return [] }
            return wordKinds.sisterTerms("\(answer)|people|\(kind.lemma)") {
                inKeyNumber(wordNet.kindredPeople(of: kind.lemma), of: answer, kind: kind, in: wordNet)
            }
        }
        guard let category = kind.categories.filter(Self.sisterFiles.contains).max(by: { filed[$0, default: 0] < filed[$1, default: 0] }),
              // A sense neither the key's commonest nor one any of the page's words is filed under is no sense the page
              // means: "the middle of the story" (first a place) gave "waist | loins | groin" from its body sense.
              category == kind.categories.first || filed[category, default: 0] > 0
        else { return [] }
        // Worked out once a page for each key and sense: every pick (`closest`) and every term of every statement asks.
        return wordKinds.sisterTerms("\(answer)|\(category)|\(membersOnly)|\(kind.lemma)") {
            inKeyNumber(wordNet.sisters(of: kind.lemma, category: category, membersOnly: membersOnly), of: answer, kind: kind, in: wordNet,
                        category: category)
        }
    }

    /// `sisters` (lemmas) in the number of `answer`, each a clean word that is no kind of the key nor the key a kind of it.
    /// With `category`, the noun file the sisters were found in, no plural of a state or stuff ("form _____ → clouds |
    /// weathers | inversions"): `WordNet.countsOne`.
    private func inKeyNumber(_ sisters: [String], of answer: String, kind: WordKind, in wordNet: WordNet, category: Int? = nil) -> [String] {
        sisters.compactMap { sister in
            if kind.inflection == .plural, let category, wordNet.countsOne(sister, category: category) == false { return nil }
            let word = kind.inflection == .plural ? Self.plural(of: sister) : sister
            let reading = wordNet.nounReadings(of: word).first { $0.lemma == sister }
            guard reading?.inflected == (kind.inflection == .plural), words.isClean(word), !TrueOptions.alsoTrue(word, for: answer),
                  // "Foxes, owls and sharks are _____ → livestocks": a plural only where every dictionary of the word has it.
                  word == sister || Lexicon.shared?.knowsEverywhere(word, as: sister) ?? true else { return nil }
            return word
        }
    }

    /// Whether the page writes `noun` somewhere with no determiner, number or describing word before it ("becomes
    /// groundwater", "as water vapour"): a noun it writes only as "the planet" reads wrong bare ("becomes planet").
    func writesBare(_ noun: String) -> Bool {
        // Within a sentence, after its first word: a heading ("Safety: wear goggles") writes no noun bare.
        wordKinds.bareWords {
            Set(sentences.flatMap { sentence in
                let words = TextTokens.lowered(sentence.text)
                // A word a mark closes ("as precipitation: rain, snow") describes no noun after it.
                let raw = sentence.text.split(separator: " ")
                let closed = { (index: Int) in raw.count == words.count && raw[index].last.map { ",;:.!?)".contains($0) } == true }
                // Nor one before another noun: "wear safety goggles" writes "safety" as a describing word.
                // "a green pigment": a describing word by any of its readings, though WordNet reads "green" first as a noun.
                return words.indices.dropFirst().filter { index in
                    !Self.opensNounPhrase(words[index - 1])
                        && WordNet.shared?.readings(of: words[index - 1]).contains(where: { $0.partOfSpeech == .adjective }) != true
                        && (index + 1 == words.count || closed(index) || WordNet.shared?.commonest(words[index + 1])?.partOfSpeech != .noun)
                }.map { words[$0] }
            })
        }.contains(noun.lowercased())
    }

    /// Whether `noun`, a one-word singular noun the page writes but never bare, would stand bare after the word `before`:
    /// "becomes _____" takes "groundwater" but not "planet" where the page writes only "the planet". A noun the page
    /// never writes ("evaporation", a process it tells of with a verb) gives no sign either way.
    func readsWrongBare(_ noun: String, after before: String) -> Bool {
        noun.first?.isLowercase == true && !noun.contains(" ") && nounNumber(noun) != true
            && before.first?.isLowercase == true && !Self.opensNounPhrase(before) && writesWord(noun) && !writesBare(noun)
    }

    /// The word right before a stem's blank, where one stands there with no mark between ("becomes _____"); nil after a
    /// quotation mark, a comma or a stop.
    static func wordBeforeBlank(in stem: String) -> String? {
        guard let blank = stem.range(of: "_____"), stem[..<blank.lowerBound].last == " " else { return nil }
        let word = stem[..<blank.lowerBound].dropLast().split(separator: " ").last.map(String.init) ?? ""
        return !word.isEmpty && word.allSatisfy(\.isLetter) ? word : nil
    }

    /// Whether `word` (lower case) opens a noun phrase before its noun: a determiner, a number or a describing word.
    static func opensNounPhrase(_ word: String) -> Bool {
        RecallQuestions.determiners.contains(word) || RecallQuestions.numberWords[word] != nil || word.contains(where: \.isNumber)
            || ["some", "any", "no", "every", "each", "all", "many", "much", "more", "most", "few", "several"].contains(word)
            || WordNet.shared?.commonest(word)?.partOfSpeech == .adjective
    }

    /// The lemmas of the words the page uses as verbs (or could: every reading WordNet gives a word of the page).
    var verbLemmas: Set<String> {
        wordKinds.verbLemmas {
            guard let wordNet = WordNet.shared else { return [] }
            return Set(Set(TextTokens.lowered(text)).flatMap { word in wordNet.readings(of: word).filter { $0.partOfSpeech == .verb }.map(\.lemma) })
        }
    }

    /// The names of processes the page tells with verbs but never names, for `answer` (a one-word common noun naming a
    /// process, in the singular): "evaporates" and "condenses" on a page asking "What is the process in which plants
    /// release water vapour from their leaves called? → transpiration" give "evaporation" and "condensation", the wrong
    /// options a teacher sets, where the page's own nouns ("atmosphere", "groundwater") are no processes. Only names of
    /// processes ("-tion", "-sion", "-ment", "-ance", "-ence"; not acts: "measurement" beside "resistance"), none from a
    /// verb of `stem` ("the two substances cancel each other out" → "cancellation" is what the sentence tells). Whether
    /// each names the key's kind is `akin`'s to judge.
    func processNames(like answer: String, kind: WordKind, stem: String) -> [String] {
        // "clouds" is no process: "condensations" beside it. Nor is "cavity" but in its third sense (tooth decay): "fills
        // any dissolution before it grows".
        guard kind.partOfSpeech == .noun, kind.inflection != .plural, !answer.contains(" "), answer.first?.isLowercase == true,
              kind.categories.first == Self.processFile, let wordNet = WordNet.shared else { return [] }
        let names = wordKinds.processNames {
            let endings = ["tion", "sion", "ment", "ance", "ence"]
            return verbLemmas.sorted().flatMap { verb in wordNet.derivedNouns(ofVerb: verb).map { (verb, $0) } }.filter { _, noun in
                endings.contains(where: noun.hasSuffix) && words.knows(noun) && !ItemFlaws.appears(noun, in: text)
                    && self.kind(of: noun)?.categories.contains(Self.processFile) == true
            }
        }
        let told = Set(TextTokens.lowered(stem).flatMap { word in wordNet.readings(of: word).filter { $0.partOfSpeech == .verb }.map(\.lemma) })
        return names.compactMap { verb, name in
            name != answer.lowercased() && !told.contains(verb) && !TrueOptions.alsoTrue(name, for: answer) ? name : nil
        }
    }

    /// WordNet's noun file of processes (noun.process).
    static let processFile = 22

    /// The page's terms counted by the WordNet file of their commonest sense: the `filed` of `sisterTerms` for a
    /// term's swaps in a statement.
    var termFiles: [Int: Int] {
        pool(.term).reduce(into: [:]) { files, term in
            if let first = kind(of: term)?.categories.first { files[first, default: 0] += 1 }
        }
    }

    /// WordNet's noun files whose kinds have sisters a learner weighs: animals (5), body parts (8), events (11), food
    /// (13), natural objects (17), phenomena (19), plants (20), processes (22), states (26) and substances (27). Not
    /// artifacts (6: a capillary as a tube gave "barrel", a container "implement"), ideas (9: "bubbles" as a scheme gave
    /// "dodges" and "plots"), places (15: "directions" gave "orbits" and "flyways", "confluence" "epicenter"), feelings,
    /// shapes ("margin" gave "periphery") nor people ("farmers" gave "crafters").
    static let sisterFiles: Set<Int> = [5, 8, 11, 13, 17, 19, 20, 22, 26, 27]

    /// A noun's regular plural: "artery" → "arteries", "marsh" → "marshes", "vein" → "veins".
    static func plural(of noun: String) -> String {
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        if ["s", "x", "z", "ch", "sh"].contains(where: noun.hasSuffix) { return noun + "es" }
        return noun + "s"
    }

    /// Whether a question's options put a word for people beside words for things ("farmers" among "volcanoes" and
    /// "eruptions"; "explorers" among things), each read as this page uses it (`WordKind.mixPeopleAndThings`).
    func mixesPeople(_ question: Question) -> Bool {
        WordKind.mixPeopleAndThings(question.options, kind: kind(of:))
    }

    /// Whether a question's wrong options put a thing of another broad group in the key's place, each read as this
    /// page uses it (`WordKind.strayGroup`).
    func strayGroup(_ question: Question) -> Bool {
        WordKind.strayGroup(question.options, key: question.correctIndex, kind: kind(of:))
    }

    /// Whether a wrong option (or a false statement's swapped word) would be true as well (`TrueOptions`): a question
    /// made by a path that does not pick its options through `DistractorPicker` is caught here.
    func partlyTrue(_ question: Question) -> Bool {
        let options = question.options, key = question.correctIndex
        guard options.indices.contains(key) else { return false }
        return options.indices.contains { index in
            guard index != key else { return false }
            if let (mine, theirs) = WordKind.swapped(options[key], options[index]) { return TrueOptions.alsoTrue(theirs, for: mine) }
            // Terms of different lengths are weighed whole ("left ventricle" beside "healthy adult heart", read as its
            // noun): a path that does not pick through `DistractorPicker` once offered both as answers to one question.
            let short = { (term: String) in term.split(separator: " ").count <= 3 && !term.contains(where: \.isNumber) }
            return short(options[key]) && short(options[index]) && TrueOptions.alsoTrue(options[index], for: options[key])
        }
    }

    /// The word a blank is listed with ("grow rice and _____", "_____ and oats", "wheat, _____"), when it names a thing
    /// of a closed kind (`WordKind.closedKinds`).
    func listedWith(blankIn stem: String) -> WordKind? {
        let words = stem.split(separator: " ").map(String.init)
        guard let at = words.firstIndex(where: { $0.contains("_____") }) else { return nil }
        let joins: Set<String> = ["and", "or"]
        var siblings: [String] = []
        if at >= 2, joins.contains(words[at - 1].lowercased()) { siblings.append(words[at - 2]) }
        if at >= 1, words[at - 1].hasSuffix(",") { siblings.append(words[at - 1]) }
        if at + 2 < words.count, joins.contains(words[at + 1].lowercased()) { siblings.append(words[at + 2]) }
        if words[at].hasSuffix(","), at + 1 < words.count { siblings.append(words[at + 1]) }
        for sibling in siblings.map(TextTokens.trimmed) where sibling.first?.isLowercase == true {
            if let kind = kind(of: sibling), kind.isClosedKind { return kind }
        }
        return nil
    }

    /// Whether `other` can replace `term` in a sentence and leave a sentence that reads as English: both known to
    /// WordNet, the same part of speech and number, and nouns naming the same kind of thing (as far as `reach`
    /// allows). A false statement a learner can spot by its grammar tests nothing.
    func canSwap(_ term: String, for other: String, reach: WordKind.Reach = .sameThing) -> Bool {
        wordKinds.canSwap(term, for: other, reach: reach) { decideSwap(term, for: other, reach: reach) }
    }

    private func decideSwap(_ term: String, for other: String, reach: WordKind.Reach) -> Bool {
        // "inside the rainforest" made "false" as "inside the forest": still true.
        if DistractorPicker.compounds(other, term) { return false }
        guard let mine = kind(of: term), let theirs = kind(of: other) else {
            return WordNet.shared == nil && shape(of: other).matches(shape(of: term))
        }
        // "Latin, the emperor of the Romans": a word for people in place of a thing (or the reverse) is spotted by its kind.
        // "The Earth behaves like a giant nickel" (for "magnet"): a made thing and a material are apart at any reach.
        guard [.noun, .adjective].contains(mine.partOfSpeech), !mine.overlapsAsPeople(theirs), !mine.strayKind(theirs),
              mine.isPerson == theirs.isPerson else { return false }
        // A describing word only for one on its scale ("heavy" for "light", "rich" for "poor", "huge" for "tiny"), at any
        // reach: "Volcanic ash makes the soil very enormous", "decided the fire was not official" are false by nonsense.
        if mine.partOfSpeech == .adjective, WordNet.shared?.onOneScale(mine.lemma, theirs.lemma) == false { return false }
        switch reach {
        case .sameFile: return mine.sameThing(theirs) && (mine.partOfSpeech != .noun || mine.categories.first == theirs.categories.first)
        case .sameThing: return mine.sameThing(theirs)
        case .broadly: return mine.sameThing(theirs, broadly: true) && !mine.madeThingAndMaterial(theirs)
        case .anyNoun: return mine.fits(theirs)
        }
    }
}

extension Page {
    /// The names of `pool` that can stand beside `name`: people beside a person, places beside a place, names the
    /// page writes after "the" beside such a name; and a one-word name that is also an English word ("Wars",
    /// "Protestants", "Catholic") only beside one naming the same kind of thing in the same number. "The houses of
    /// Protestants and York" and "the Pope of the Roses" are the wrong options it rules out.
    func names(like name: String, from pool: [String]) -> [String] {
        let person = isPersonLike(name), place = places.contains(name), afterThe = namesAfterThe.contains(name)
        let kind = name.contains(" ") ? nil : kind(of: name)
        let isPlace = place || Self.isPlaceInWordNet(name)
        // "lived on Mount Olympus" made false as "lived on Olympic Games": a name that says it is a place stands among
        // places, and an event ("the Olympic Games", "the Wars of the Roses") among events.
        let placeNamed = Self.isPlaceName(name), event = Self.isEventName(name), language = Self.isLanguageName(name)
        // A name the page uses only to describe ("the first Stuart king") is no person's nor place's option.
        let describing = describingNames(), describes = describing.contains(name)
        // "The _____ were defeated → Britons": a people among peoples ("Romans", "the Iceni"), never a person.
        if isPeopleName(name) { return pool.filter { $0 != name && !describing.contains($0) && isPeopleName($0) } }
        // "What is the Hindu festival of lights? → Diwali": a festival the page names among its festivals (`festivals`,
        // though a name that opens its sentence is no name of the pool: "Hanukkah is the Jewish festival of lights").
        if festivals.contains(name) {
            var seen: Set<String> = [name]
            return (pool + festivals.sorted()).filter { !describing.contains($0) && akin($0, to: name) && seen.insert($0).inserted }
        }
        // "Diwali is one of the most important festivals in _____ → Hinduism | India | Amritsar": a religion among
        // religions, never a place (India is true as well).
        if Self.worldReligions[name] != nil { return worldReligions(besides: name) }
        let found = pool.filter { other in
            guard other != name, describing.contains(other) == describes, isPersonLike(other) == person, places.contains(other) == place,
                  // "Who was the monkey god? → Hanuman | Jains": one person, never a people.
                  !person || !isPeopleName(other),
                  namesAfterThe.contains(other) == afterThe, Self.isEventName(other) == event, Self.isLanguageName(other) == language,
                  !placeNamed || Self.isPlaceName(other) || places.contains(other) || Self.isPlaceInWordNet(other) else { return false }
            // A name WordNet does not know is one person or place: never beside a people ("Howard Carter" for "Egyptians").
            guard !other.contains(" "), let theirs = self.kind(of: other) else { return kind?.inflection != .plural }
            // Beside a place, a name WordNet also knows as a person stands only where the page shows it is no person (a
            // place, or written after "the": "the Amazon", first a warrior woman in WordNet): "came from Norway, Denmark
            // and Columbus" (a city first in WordNet, the explorer on the page: "before Columbus").
            if isPlace, !places.contains(other), !namesAfterThe.contains(other),
               theirs.categories.contains(18) { return false }
            guard let kind else { return theirs.inflection != .plural }
            return kind.sameThing(theirs)
        }
        return found + worldSettlements(like: name, besides: found) + worldLandmarks(like: name, besides: found)
            + worldLanguages(like: name, besides: found) + ownersNamed(besides: found, key: name)
    }

    /// "The empire built roads …, and _____ spread across Europe → Latin | Italy | Britain | Tiber": where the page names
    /// fewer than three languages, the world's other languages of the key's family (`WordNet.kindredLanguages`:
    /// "English", "Greek", "French"), those the dictionary lists as names and the page does not write.
    private func worldLanguages(like name: String, besides found: [String]) -> [String] {
        guard !name.contains(" "), found.count < 3, Self.isLanguageName(name), let wordNet = WordNet.shared else { return [] }
        return wordNet.kindredLanguages(of: name).filter { words.knows($0) && !folded.contains($0.lowercased()) && !found.contains($0) }
    }

    /// The six religions a school's religious education teaches (the UK's agreed syllabuses), each with its followers as
    /// a page names them: beside one of them, a wrong option is another.
    static let worldReligions = ["Buddhism": "Buddhist", "Christianity": "Christian", "Hinduism": "Hindu", "Islam": "Muslim",
                                 "Judaism": "Jew", "Sikhism": "Sikh"]

    /// The other world religions but those the page names or names the followers of ("For Sikhs, Diwali is also …":
    /// Sikhism is no wrong answer to "a festival in _____").
    private func worldReligions(besides name: String) -> [String] {
        let written = folded.split(whereSeparator: { !$0.isLetter }).map(String.init)
        return Self.worldReligions.filter { religion, follower in
            religion != name && !written.contains { $0 == religion.lowercased() || $0.hasPrefix(follower.lowercased()) }
        }.keys.sorted()
    }

    /// The sex the page marks for a name (`OpeningPronoun.gender`), or that a sentence opening with "she" or "he" that
    /// means the name says, or the sex the page marks for its last word where the page writes that
    /// alone and no other name of the page ends in it ("Robespierre himself was arrested" for "Maximilien Robespierre";
    /// not "Curie" where Marie and Pierre Curie both are), or else the sex WordNet records for the named person
    /// (`WordNet.isFemale(named:)`), worked out once a page.
    func sex(of name: String) -> OpeningPronoun.Gender? {
        wordKinds.sex(of: name) { name in
            if let sex = OpeningPronoun.gender(of: name, on: self) { return sex }
            // "Henry married Anne Boleyn in 1533. She gave birth to a daughter": whom an opening "she" or "he" means.
            if let sex = openingSexes()[name] { return sex }
            let parts = name.split(separator: " ").map(String.init)
            if parts.count >= 2, let last = parts.last, last.first?.isUppercase == true, pool(.name).contains(last),
               !pool(.name).contains(where: { $0 != name && $0 != last && $0.hasSuffix(" " + last) }),
               let sex = OpeningPronoun.gender(of: last, on: self) { return sex }
            // "Anne Boleyn", whom a page on the Tudors never calls a woman: the sex WordNet records for a named person.
            return WordNet.shared?.isFemale(named: name).map { $0 ? .female : .male }
        }
    }

    /// The persons the page's opening "she" and "he" mean, each with that pronoun's sex (the first sentence's, where
    /// two mean one person), resolved once a page rather than once for each name asked.
    private func openingSexes() -> [String: OpeningPronoun.Gender] {
        wordKinds.openingSexes {
            var found: [String: OpeningPronoun.Gender] = [:]
            for sentence in sentences {
                guard let opening = OpeningPronoun.opening(of: sentence), ["he", "she"].contains(opening.pronoun.lowercased()),
                      let sex = OpeningPronoun.Gender(pronoun: opening.pronoun),
                      let person = OpeningPronoun.person(before: sentence.index, pronoun: opening.pronoun, on: self), found[person] == nil
                else { continue }
                found[person] = sex
            }
            return found
        }
    }

    /// Whether `other` may stand for the person `name` in `text`: "Nero is said to have poisoned herself", "beat _____ and
    /// treated her daughters cruelly", "King Louis XVI and his wife Maximilien Robespierre" are false by a word alone.
    /// Where `text` says the sex of whom it names (a word for a woman or a man right before the name or its blank, or in
    /// an apposition after it, "Elizabeth I, the daughter of …"; as what "Who was …?" asks for; as a child's other
    /// parent, `otherParentSex`; or a pronoun of the sex the page marks for `name`), no person the page marks as of the
    /// other sex.
    func fitsSex(_ other: String, for name: String, in text: String) -> Bool {
        guard let sex = wordKinds.saidSex(of: name, in: text, { sexSaid(for: name, in: text) }) else { return true }
        return self.sex(of: other).map { $0 == sex } ?? true
    }

    /// The sex `text` gives the one named `name` (or the blank standing for it), that `fitsSex` holds every option to.
    private func sexSaid(for name: String, in text: String) -> OpeningPronoun.Gender? {
        let raw = text.split(separator: " ").map(String.init)
        let words = raw.map(TextTokens.trimmed)
        let parts = name.split(separator: " ").map(String.init)
        let slot = words.indices.dropFirst().first { words[$0] == (parts.first ?? name) || raw[$0].hasPrefix("_____") }
        let end = slot.map { raw[$0].hasPrefix("_____") ? $0 + 1 : min(words.count, $0 + parts.count) }
        // "half-sister", "step-mother": the word's last part says it.
        let sexOf = { (written: String) -> OpeningPronoun.Gender? in
            let word = written.split(separator: "-").last.map(String.init) ?? written
            return OpeningPronoun.femaleWords.contains(word) ? .female : OpeningPronoun.maleWords.contains(word) ? .male : nil
        }
        // Right before the name ("his half-sister Mary I"), or before the verb that makes it one ("The first Tudor king
        // was Henry VII": never "… king was Mary I").
        let before = slot.flatMap { slot in
            sexOf(words[slot - 1].lowercased())
                ?? (slot >= 2 && ["was", "is", "became"].contains(words[slot - 1].lowercased()) ? sexOf(words[slot - 2].lowercased()) : nil)
        }
        // "Elizabeth I, the daughter of …": an apposition right after the name says it.
        let apposition = end.flatMap { end -> OpeningPronoun.Gender? in
            guard end < words.count - 1, raw[end - 1].hasSuffix(","), ["a", "an", "the", "his", "her"].contains(words[end].lowercased()) else { return nil }
            return sexOf(words[end + 1].lowercased())
        }
        // "Who was queen of the Iceni …?": what the one asked for was says it too.
        let lowered = words.map { $0.lowercased() }
        let predicate = lowered.count >= 3 && lowered[0] == "who" && ["was", "is", "became"].contains(lowered[1])
            ? (["a", "an", "the"].contains(lowered[2]) && lowered.count >= 4 ? lowered[3] : lowered[2]) : nil
        let parent = slot.flatMap { slot in end.flatMap { otherParentSex(in: raw, slot: slot..<$0) } }
        let said: OpeningPronoun.Gender? = before ?? apposition ?? predicate.flatMap(sexOf) ?? parent
        return said ?? sex(of: name).flatMap({ sex in
            words.contains { OpeningPronoun.Gender(pronoun: $0.lowercased()) == sex } ? sex : nil
        })
    }

    /// "the daughter of Henry VIII and _____", "the son of _____ and Olympias": the name at `slot` is a child's other
    /// parent, of the other sex than the parent the page names beside it (where it marks that one's sex); nil elsewhere.
    private func otherParentSex(in words: [String], slot: Range<Int>) -> OpeningPronoun.Gender? {
        let bare = words.map { TextTokens.trimmed($0).lowercased() }
        let child = { (index: Int) in index >= 0 && Self.childWords.contains(bare[index]) }
        let (start, end) = (slot.lowerBound, slot.upperBound)
        let parent: ArraySlice<String>
        if start >= 3, bare[start - 1] == "and", let of = bare[..<(start - 1)].lastIndex(of: "of"), start - 1 - of <= 4, child(of - 1) {
            parent = words[(of + 1)..<(start - 1)]
        } else if start >= 2, bare[start - 1] == "of", child(start - 2), end + 1 < words.count, bare[end] == "and" {
            parent = words[(end + 1)...].prefix { $0.first?.isUppercase == true }
        } else { return nil }
        let name = parent.map(TextTokens.trimmed).joined(separator: " ")
        guard !name.isEmpty, let sex = sex(of: name) else { return nil }
        return sex == .male ? .female : .male
    }

    /// Words for a child a page names by its parents.
    private static let childWords: Set<String> = ["son", "daughter", "child", "sons", "daughters", "children", "heir"]

    /// Whether a name names a people: a plural WordNet reads first as persons ("Britons", "Romans", "the Vikings"), or a
    /// one-word name the page writes after "the" that is no place and that WordNet does not know ("the Iceni", "the
    /// neighbouring Trinovantes": a tribe the page names).
    func isPeopleName(_ name: String) -> Bool {
        guard !name.contains(" ") else { return false }
        return Self.isPluralPeople(name) || peoplesListed.contains(name) || namesAfterThe.contains(name) && !places.contains(name) && Self.nounCategory(of: name) == nil && !isPerson(name)
    }

    /// "What is the largest hot desert? → the Sahara" on a page that names no other desert: other deserts WordNet names
    /// ("Gobi", "Kalahari", "Mojave"), volcanoes or oceans, that the dictionary lists as names (ones a learner may have
    /// met) and the page does not write. Not rivers nor mountains: WordNet lists hundreds, most unknown to a learner.
    private func worldLandmarks(like name: String, besides found: [String]) -> [String] {
        guard !name.contains(" "), name.first?.isUppercase == true, found.count < 3, !isPersonLike(name), let wordNet = WordNet.shared
        else { return [] }
        let knownName = { (word: String) in
            self.words.knows(word.prefix(1).uppercased() + word.dropFirst()) && !self.words.knows(word.lowercased())
        }
        return wordNet.sisterInstances(of: name, kinds: Self.landmarkKinds, known: knownName).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .filter { !folded.contains($0.lowercased()) }
    }

    /// The kinds of named place `worldLandmarks` offers others of.
    static let landmarkKinds: Set<String> = ["desert", "volcano", "ocean"]

    /// "What began as a small town on the river Tiber in Italy? → Rome | Mediterranean Sea | Britain": where the page
    /// names fewer than three places of a city's kind, WordNet's commonest other capitals or cities ("Paris",
    /// "Athens": `WordNet.sisters`, members only), none the page writes (it may use the word for something else).
    private func worldSettlements(like name: String, besides found: [String]) -> [String] {
        guard !name.contains(" "), name.first?.isUppercase == true, !isPersonLike(name), let wordNet = WordNet.shared,
              Self.placeKind(of: name) == .settlement, found.filter({ Self.placeKind(of: $0) == .settlement }).count < 3 else { return [] }
        let sisters = wordNet.sisters(of: name, category: 15, membersOnly: true)
        // A city WordNet files as no capital ("Constantinople") among the world's capitals, cities a learner has met,
        // where the page writes it as a place ("capital at Constantinople"; not "the houses of Lancaster and York",
        // which made "the houses of Paris and York").
        let city = places.contains(name) && wordNet.kindsOf(name).contains("city")
        let world = sisters.isEmpty && city ? wordNet.commonestCapitals() : sisters
        return world.map { $0.prefix(1).uppercased() + $0.dropFirst() }.filter { !folded.contains($0.lowercased()) }
    }

    /// The one-word names the page writes before a noun, as describing words ("the first Tudor king", "the Spanish
    /// king"): asked only among each other (`ClozeQuestions`), never beside a person or a place. Worked out once a page.
    func describingNames() -> Set<String> {
        wordKinds.describingNames {
            Set(terms.filter { term in
                // "a statue of Boudica in her chariot": WordNet reads "in" as a noun (an inch), but it describes nothing.
                term.kind == .name && sentence(term.sentence).map {
                    StatementQuestions.usedAttributively(term.text, in: $0.text, page: self) && !StatementQuestions.beforeFunctionWord(term.text, in: $0.text)
                } == true
            }.map(\.text))
        }
    }

    /// Whether a name is a day of the week or a month ("Sundays", "December"): a time, which stood among demon kings and
    /// festivals ("defeated the demon king _____ → Ravana | Guru Hargobind | Sundays | Christmas").
    static func isTimeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return weekdays.contains(lower.hasSuffix("s") ? String(lower.dropLast()) : lower) || RecallQuestions.months.contains(lower)
    }

    static let weekdays = Set(MathsSolver.weekdays)

    /// Whether a name's last word says it names an event, a day or a document ("Olympic Games", "Christmas Day").
    static func isEventName(_ name: String) -> Bool {
        name.contains(" ") && eventHeads.contains(name.split(separator: " ").last.map { $0.lowercased() } ?? "")
    }

    /// Whether a name names a language: its last word is a nationality word (WordNet reads it as an adjective too) whose
    /// first or second noun sense is a language (noun.communication), or the whole is a kind of language ("Old Norse"):
    /// "Latin", "English", "Norman French", "German" (first a person). A language stands only among languages: "The
    /// nobles spoke _____ → Norman French | Harald Hardrada | Duke William of Normandy", "… and _____ spread across
    /// Europe → Latin | Italy | Britain". "Domesday Book" is no language ("book" is no adjective).
    static func isLanguageName(_ name: String) -> Bool {
        guard name.first?.isUppercase == true, let wordNet = WordNet.shared else { return false }
        let last = name.split(separator: " ").last.map { TextTokens.trimmed(String($0)) } ?? name
        let nationality = wordNet.readings(of: last).contains { $0.partOfSpeech == .adjective }
        guard nationality else { return false }
        if wordNet.readings(of: last).contains(where: { $0.partOfSpeech == .noun && $0.categories.prefix(2).contains(10) }) { return true }
        // "Old Norse" (a kind of language; "Norse" is first a people); "Domesday Book" is one book WordNet names (an instance).
        let whole = wordNet.readings(of: name).first { $0.partOfSpeech == .noun }
        return name.contains(" ") && whole?.categories.first == 10 && !wordNet.namesAnInstance(name)
    }

    /// Whether WordNet knows a one-word name first as a place ("Britain", "Carthage": noun.location) or a natural thing
    /// of the world ("Africa", "Nile", "Jupiter": noun.object), where the page does not show it.
    static func isPlaceInWordNet(_ name: String) -> Bool {
        guard !name.contains(" "), let category = nounCategory(of: name) else { return false }
        return category == 15 || category == 17
    }

    /// Three wrong options for the name `name` from the page's names: of its own kind (`ownKind`, by default
    /// `names(like:from:)`; `asPerson` says whether the key is a person when the caller knows better) where the
    /// page has three, else with other names that are not clearly another kind (a language or a people beside a person,
    /// never a place or "the Bastille"; no person beside a place; only for a one-word name), marked `mixed`: a question that costs
    /// `Candidate.mixedKindsPenalty`, so it is chosen only for a page at the edge of ten (the Roman page: "the twins
    /// Romulus and _____" has only two other people on the page).
    func nameDistractors(for name: String, from pool: [String], ownKind: [String]? = nil, asPerson: Bool? = nil, stem: String,
                         picker: DistractorPicker, random: inout QuizRandom) -> (options: [String], mixed: Bool)? {
        // A name the page uses only to describe ("the first Stuart king") is no person's nor place's option.
        let describing = describingNames()
        let time = Self.isTimeName(name)
        let pool = pool.filter { !describing.contains($0) && Self.isTimeName($0) == time && fitsSex($0, for: name, in: stem) }
        var own = (ownKind ?? names(like: name, from: pool)).filter { !describing.contains($0) && Self.isTimeName($0) == time && fitsSex($0, for: name, in: stem) }
        // A place among places first, by the page or WordNet: "What began as a small town …? → Rome" offered "Latin".
        let isPlace = { (other: String) in self.places.contains(other) || Self.isPlaceName(other) || Self.isPlaceInWordNet(other) }
        // Places of the key's own kind before other places: "the longest river in _____ → Africa" beside Ethiopia and
        // Sudan rather than Lake Tana and Lake Victoria.
        let placeKind = isPlace(name) ? Self.placeKind(of: name) : nil
        let ofItsKind = { (other: String) in placeKind != nil && Self.placeKind(of: other) == placeKind }
        // Of the page's names, those of the key's own kind, however few ("Khartoum", "the capital of Sudan", is a
        // place of the page's by WordNet though not by a preposition).
        // Not a name the page shows is a person's ("the general Hannibal", a town in Missouri to WordNet).
        var sameKind = pool.filter { $0 != name && ofItsKind($0) && !isPersonLike($0) }
        // A built place only among built places: "What was built in northern Britain to defend the frontier? → Hadrian's
        // Wall | Tiber | Mediterranean Sea | Italy" is answered by kind alone (no river was built), and WordNet's other
        // walls are too few ("Wailing Wall") or true as well ("Antonine Wall"). With fewer than three, the question is a
        // mix of kinds, asked only by a page at the edge of ten (the Roman photo in the shadow had nine questions without it).
        let builtAlone = placeKind == .built && sameKind.count < 3
        // With the world's capitals beside it, a city stands among cities only: "moved to _____ → Paris | London |
        // Athens | Pierre" kept a person (Pierre Curie, a state capital to WordNet) the page names by a first name too.
        // The page's own cities go in before the world's ("flows through _____ → Belgrade | Vienna | Budapest" rather
        // than "| Athens | Washington").
        let world = worldSettlements(like: name, besides: sameKind)
        var pageCities: [String] = []
        if !world.isEmpty {
            let firstNames = Set(people.compactMap { $0.split(separator: " ").first.map(String.init) })
            let city = { (other: String) in ofItsKind(other) && !self.isPerson(other) && !self.isPersonLike(other) && !firstNames.contains(other) }
            own = own.filter(city) + world.filter { !own.contains($0) }
            pageCities = sameKind.filter(city)
            sameKind = pageCities + world.filter { !pageCities.contains($0) }
        }
        if let options = picker.pick(for: name, from: own, stem: stem, random: &random) {
            guard isPlace(name) else { return (options, false) }
            let places = own.filter { $0 != name && isPlace($0) }
            let amongPlaces = picker.preferring(places, over: options, for: name, stem: stem, random: &random) ?? options
            let ofItsOwnKind = picker.preferring(sameKind, over: amongPlaces, for: name, stem: stem, random: &random) ?? amongPlaces
            guard !pageCities.isEmpty else { return (ofItsOwnKind, builtAlone) }
            return (picker.preferring(pageCities, over: ofItsOwnKind, for: name, stem: stem, random: &random) ?? ofItsOwnKind, builtAlone)
        }
        // A name of two words or more among one-word names of another kind would be the one phrase: the key.
        guard !name.contains(" ") else { return nil }
        // Three or more of its kind that would all be true as well ("the longest river in _____ → Africa" beside Egypt,
        // Sudan and Ethiopia): no question, rather than names of another kind.
        let siblings = TrueOptions.siblings(ofBlankIn: stem)
        let ownOthers = own.filter { $0 != name && !ItemFlaws.appears(TextTokens.lowered($0), in: TextTokens.lowered(stem)) }
        if ownOthers.count >= 3, ownOthers.filter({ !TrueOptions.alsoTrue($0, for: name, listedWith: siblings) }).count < 3 { return nil }
        let person = asPerson ?? isPersonLike(name)
        // A language beside other kinds last of all, whichever the key: "the twins Romulus and _____ → Remus | Latin" is
        // answered by kind alone, but a photo of the Roman page read with its doubted words kept out had nine questions
        // without it, so it stays as a mix of kinds, asked only at the edge of ten.
        let others = pool.filter { other in
            other != name && !own.contains(other) && !namesAfterThe.contains(other)
                && (person ? !places.contains(other) && !Self.isPlaceName(other) && !Self.isPlaceInWordNet(other)
                    : !isPerson(other) && !isPersonLike(other))
                && (!isPeopleName(name) || isPeopleName(other))
        }
        let language = Self.isLanguageName(name)
        let shuffled = others.shuffled(using: &random).sorted { Self.isLanguageName($0) == language && Self.isLanguageName($1) != language }
        let ordered = isPlace(name)
            ? shuffled.filter(ofItsKind) + shuffled.filter { isPlace($0) && !ofItsKind($0) } + shuffled.filter { !isPlace($0) } : shuffled
        let mixed = picker.preferring(own, over: ordered, for: name, stem: stem, random: &random)
        guard let chosen = picker.preferring(sameKind, over: mixed ?? ordered, for: name, stem: stem, random: &random) ?? mixed else { return nil }
        // Places of its own kind only are no mix, though the page does not write them as it writes the key.
        return (chosen, builtAlone || chosen.contains { !own.contains($0) && !sameKind.contains($0) })
    }
}
