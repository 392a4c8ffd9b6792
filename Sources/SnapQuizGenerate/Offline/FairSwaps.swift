import SnapQuizCore
import SnapQuizLexicon

/// A false statement a teacher would write swaps in a word the sentence's slot can take: a place after "back to the"
/// ("Rivers carry the water back to the oceans" → "… to the streams", never "… to the droplets", a drop being an
/// amount whose kind meets "ocean" only by its second sense), a material after "made of", a thing that can do the verb
/// ("As the vapour rises" → "As the groundwater rises", never "As the ground rises"), a made thing for a made thing
/// and an idea for an idea ("The Earth behaves like a giant magnet" → never "… a giant strength"). Each word is read
/// by its commonest senses, as a learner reads it; the key may be read by the sense its slot gives it.
extension Page {
    /// Whether the word(s) `swapped` puts in place of `statement`'s are no absurd swap by their slot: of the key's side
    /// of thing and idea (`WordKind.apartInKind`), a place where the key is the place a preposition names
    /// (`placeSlot`), a material where it is what a thing is made of (`materialSlot`), and a doer of the key's own kind
    /// where it is a verb's subject (`doesLike`). True where the two differ in no one place, or not in common nouns.
    func fairSwap(_ statement: String, _ swapped: String) -> Bool {
        guard let swap = Self.swappedWords(statement, swapped), swap.mine.count == 1, swap.theirs.count == 1,
              let mine = swap.mine.first, let theirs = swap.theirs.first,
              mine.first?.isLowercase == true, theirs.first?.isLowercase == true,
              let key = kind(of: mine), let option = kind(of: theirs), key.partOfSpeech == .noun, option.partOfSpeech == .noun
        else { return true }
        if key.apartInKind(option) || key.madeThingAndMaterial(option) { return false }
        // The sentence is read only where a slot could rule the option out (every stand-in of every term is asked).
        // "stone" is first a lump of rock, third the material: any of its three commonest senses will do.
        let unfitPlace = !Self.fitsPlace(option, key: key)
        let unfitMaterial = key.categories.first == WordKind.substances && !option.categories.contains(WordKind.substances)
        if unfitPlace || unfitMaterial {
            switch Self.slot(before: swap.at.lowerBound, of: statement) {
            case .place?: if unfitPlace { return false }
            case .material?: if unfitMaterial { return false }
            case nil: break
            }
        }
        return Self.doesLike(option, doer: key) || !Self.isSubject(swap.at, of: statement)
    }

    /// The slot a noun stands in, by the words before it.
    enum Slot { case place, material }

    /// The slot of the word at `index` of `sentence`: a place after a preposition of place or direction ("back to the
    /// oceans", "around the planet", "between the land, the oceans and the air"), a material after "made of" or "made
    /// from" ("made of earth and timber"). Determiners, describing words, numbers and the list the word ends are passed
    /// over; nil where no such word governs it.
    static func slot(before index: Int, of sentence: String) -> Slot? {
        let words = sentence.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard index > 0, index <= words.count, let wordNet = WordNet.shared else { return nil }
        var at = index - 1
        // Up to eight words back: "between the land, the oceans and the air" holds the list's words and their articles.
        while at >= 0, index - at <= 8 {
            let word = words[at]
            // "made of", "made from": what a thing is made of, not where it is.
            if ["of", "from"].contains(word), at >= 1, makingWords.contains(words[at - 1]) { return .material }
            if word == "of" { return nil }
            if placePrepositions.contains(word) { return .place }
            let listed = ["and", "or"].contains(word) || sentence.split(separator: " ")[at].hasSuffix(",")
            let opener = Page.opensNounPhrase(word)
            guard listed || opener || wordNet.commonest(word)?.partOfSpeech == .noun else { return nil }
            at -= 1
        }
        return nil
    }

    /// Whether `option` can be where a place-slot `key` is: where the key is a place or natural thing by its commonest
    /// or second sense (a location, a landform, a water), one by its commonest ("oceans" → "streams", not "droplets",
    /// "vapour" or "compasses"); where it is first a made thing (a building, a vessel), a made thing or a place. Keys of
    /// other kinds ("in 1066", "in a process called …", "to the muscles") are not judged.
    static func fitsPlace(_ option: WordKind, key: WordKind) -> Bool {
        guard let first = option.categories.first else { return true }
        if !WordKind.placeFiles.isDisjoint(with: key.categories.prefix(2)) { return WordKind.placeFiles.contains(first) }
        if key.categories.first == WordKind.artifacts { return first == WordKind.artifacts || WordKind.placeFiles.contains(first) }
        return true
    }

    /// Whether `option` can do what a `doer` of its kind does: a substance ("As the vapour rises", "the magma cools")
    /// only what is first a substance, an amount ("the droplets join together") only an amount, a made thing ("As the
    /// plates separate", "A magnet attracts …") only a made thing, a place or natural thing ("Rivers carry the water",
    /// "Glaciers cover …") only one of those. Beings and forces are `canAct`'s; other
    /// doers are not judged.
    static func doesLike(_ option: WordKind, doer: WordKind) -> Bool {
        // "The empire built roads" (a land first, a group of countries second): a being's doings are `canAct`'s.
        guard let theirs = doer.categories.first, let mine = option.categories.first,
              Set(doer.categories.prefix(2)).isDisjoint(with: [5, 14, 18]) else { return true }
        if WordKind.placeFiles.contains(theirs) { return WordKind.placeFiles.contains(mine) }
        if [WordKind.substances, WordKind.quantities, WordKind.artifacts].contains(theirs) { return mine == theirs }
        return true
    }

    /// Whether the blank of `text` stands where only a thing counted one by one goes: after "a", "an", "every", "each" or
    /// "another", with up to two describing words between ("a strong _____", "a giant _____", "Every _____ has two
    /// ends"). "The heart is a strong plasma" and "Every strength has two ends" are false by their grammar alone.
    static func countedSlot(blankIn text: String) -> Bool {
        let raw = text.split(separator: " ")
        guard let at = raw.firstIndex(where: { $0.contains("_____") }), let wordNet = WordNet.shared else { return false }
        let words = raw.map { TextTokens.trimmed(String($0)).lowercased() }
        var before = at - 1
        while before >= 0, at - before <= 3 {
            if countingWords.contains(words[before]) { return true }
            // A describing word ("strong", "giant"), not a verb's form ("a liquid called _____").
            let word = words[before]
            let participle = (word.hasSuffix("ed") || word.hasSuffix("ing")) && wordNet.commonest(word)?.partOfSpeech != .adjective
            guard !raw[before].hasSuffix(","), !participle, wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .adjective }) else { return false }
            before -= 1
        }
        return false
    }

    /// Words before a noun that count it as one.
    private static let countingWords: Set<String> = ["a", "an", "every", "each", "another"]

    /// Prepositions of place and direction.
    private static let placePrepositions: Set<String> = [
        "to", "into", "onto", "towards", "toward", "around", "round", "across", "through", "along", "over", "under",
        "beneath", "below", "above", "between", "near", "from", "in", "on", "at", "inside", "within", "behind", "beside",
        "past", "throughout",
    ]

    /// Words before "of" or "from" that name what a thing is made of.
    private static let makingWords: Set<String> = ["made", "built", "formed", "composed", "consists", "consist", "consisting"]
}

extension WordKind {
    /// WordNet's noun files of places and natural things: noun.location (15), noun.object (17: landforms, waters).
    static let placeFiles: Set<Int> = [15, 17]
    /// WordNet's noun file of made things (noun.artifact).
    static let artifacts = 6
    /// WordNet's noun file of substances (noun.substance).
    static let substances = 27
    /// WordNet's noun file of amounts (noun.quantity: "droplet", "teaspoon").
    static let quantities = 23

    /// WordNet's noun files of things to touch or stand on: animals, made things, body parts, food, places, natural
    /// things, people, plants, substances.
    static let thingFiles: Set<Int> = [5, 6, 8, 13, 15, 17, 18, 20, 27]
    /// WordNet's noun files of what no one can touch: acts, attributes, ideas, words, events, feelings, motives,
    /// possessions, processes, amounts, relations, shapes, states, times. Groups and the top kinds are neither ("country"
    /// is a people and a land), nor are phenomena, which a science page swaps with substances ("plants need light",
    /// "… need water"); a phenomenon stands apart from a made thing only (`apartInKind`).
    static let ideaFiles: Set<Int> = [4, 7, 9, 10, 11, 12, 16, 21, 22, 23, 24, 25, 26, 28]

    /// The file `apartInKind` reads a noun by: its commonest sense's, or where that is a group (neither thing nor idea),
    /// its second's ("flights" is first a formation of aircraft, then a journey by air: an act).
    var sideSense: Int? {
        categories.first == Self.groupFile ? categories.dropFirst().first ?? Self.groupFile : categories.first
    }

    /// WordNet's noun file of groups (noun.group).
    static let groupFile = 14

    /// WordNet's noun file of phenomena (noun.phenomenon: "flood", "wind", "light").
    static let phenomena = 19

    /// Whether one is a thing and the other an idea by their commonest senses, or one a phenomenon and the other a made
    /// thing, and neither's commonest is among the other's two commonest: "strength" (an attribute) for "magnet" (a
    /// device), "attack" for "timber", "sudden plates" for "sudden floods" are false by sense alone. "ocean" and
    /// "droplet" (its second sense an amount) are not apart.
    func apartInKind(_ other: WordKind) -> Bool {
        guard partOfSpeech == .noun, other.partOfSpeech == .noun, let mine = sideSense, let theirs = other.sideSense,
              !other.categories.prefix(2).contains(mine), !categories.prefix(2).contains(theirs) else { return false }
        if Set([mine, theirs]) == [Self.phenomena, Self.artifacts] { return true }
        return Self.thingFiles.contains(mine) && Self.ideaFiles.contains(theirs) || Self.ideaFiles.contains(mine) && Self.thingFiles.contains(theirs)
    }
}
