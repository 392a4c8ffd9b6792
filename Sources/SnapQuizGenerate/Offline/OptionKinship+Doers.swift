import SnapQuizCore
import SnapQuizLexicon

/// A false statement that swaps the doer of an action swaps in a thing that can do it: "The empire built roads,
/// aqueducts and walls" made false as "The equipment built roads …" or "The legend built roads …", or "By Monday the
/// flames had reached the River Thames" as "By Monday the deaths had reached …", is false by sense alone, though
/// each swapped word is a noun of the page. A people, a person or an animal acts like one; a force (the wind, the
/// flames) like a force or a being.
extension Page {
    /// Whether the words a false statement has in place of the true one's (`swappedSpan`) can stand there: of the
    /// key's kind and of the kind the verb around them asks for (`swapAkin(_:at:mine:theirs:)`) and, where they are the
    /// subject of a verb, things that can do what it says (`canAct`). The rule both the statement builder and the judge
    /// (`offKind`) keep. True where the two differ in no one place.
    func swapAkin(_ key: String, _ option: String) -> Bool {
        guard let swap = Self.swappedWords(key, option) else { return true }
        let (mine, theirs) = (swap.mine.joined(separator: " "), swap.theirs.joined(separator: " "))
        guard swapAkin(key, at: swap.at, mine: mine, theirs: theirs), !Self.noNounForHead(swap.at, of: key, option: theirs) else { return false }
        return !Self.isSubject(swap.at, of: key) || canAct(theirs, like: mine)
    }

    /// Whether `option` can do what `doer` does in a sentence: a being (WordNet's noun.animal, noun.group, noun.person)
    /// where the doer's first or second sense is one ("empire" is second a group of countries), a being or a force
    /// (noun.phenomenon, noun.process) where the doer's first sense is a force ("flames", "wind"); the option by its
    /// commonest sense ("equipment", "legend", "frontier", "deaths" are none). Doers of other kinds ("Rivers carry the
    /// water"; "As the vapour rises", first a substance, though second a process: "As the groundwater rises" is a fair
    /// false statement), names and words WordNet does not list are not judged here.
    func canAct(_ option: String, like doer: String) -> Bool {
        guard let option = Self.nounForm(of: option), let doer = Self.nounForm(of: doer),
              option.first?.isLowercase == true, doer.first?.isLowercase == true,
              let mine = kind(of: option), let theirs = kind(of: doer), mine.partOfSpeech == .noun, theirs.partOfSpeech == .noun,
              let first = mine.categories.first else { return true }
        if !Self.beings.isDisjoint(with: theirs.categories.prefix(2)) { return Self.beings.contains(first) }
        if let doerFirst = theirs.categories.first, Self.forces.contains(doerFirst) { return Self.beings.contains(first) || Self.forces.contains(first) }
        return true
    }

    /// Whether the words at `span` of `sentence` are the subject of a verb that follows them: after a determiner that
    /// opens the sentence or a clause ("The empire built …", "By Monday the flames had reached …", "…, the king
    /// ordered …"), or opening the sentence, and before a verb in the active voice ("had reached", not "was divided":
    /// anything can be divided). "buried their valuables in their gardens" and "spreads heat around the planet" swap
    /// no doer.
    static func isSubject(_ span: Range<Int>, of sentence: String) -> Bool {
        let words = TextTokens.spaced(sentence).map(String.init)
        let bare = words.map { TextTokens.trimmed($0).lowercased() }
        guard span.upperBound < words.count, !words[span.upperBound - 1].hasSuffix(","), let wordNet = WordNet.shared else { return false }
        if span.lowerBound > 0 {
            let determiner = span.lowerBound - 1
            guard RecallQuestions.determiners.contains(bare[determiner]) else { return false }
            // "By Monday the", "In 1666 the", "…, the": a name, a number or a comma before the determiner closes an opening
            // phrase; a lower-case word is a verb or preposition the noun is the object of ("around the planet").
            if determiner > 0, !(words[determiner - 1].hasSuffix(",") || words[determiner - 1].first.map { $0.isUppercase || $0.isNumber } == true) {
                return false
            }
        }
        var verb = span.upperBound
        if ["had", "has", "have"].contains(bare[verb]), verb + 1 < words.count { verb += 1 }
        guard !beForms.contains(bare[verb]) else { return false }
        return wordNet.commonest(bare[verb])?.partOfSpeech == .verb
    }

    /// Whether one word at `span` of `sentence` heads a noun phrase (after an adjective, before a comma or the end: "Samuel
    /// Pepys, a naval official, wrote …") and `option` is no noun at all: "a naval serious" is false by its grammar alone.
    /// The page may read the head by its commonest sense ("official" is first an adjective), so `akin` lets it pass.
    static func noNounForHead(_ span: Range<Int>, of sentence: String, option: String) -> Bool {
        let words = TextTokens.spaced(sentence).map(String.init)
        guard span.count == 1, span.lowerBound > 0, span.upperBound <= words.count, !option.contains(" "),
              let wordNet = WordNet.shared else { return false }
        let head = words[span.lowerBound], before = TextTokens.trimmed(words[span.lowerBound - 1]).lowercased()
        guard head.hasSuffix(",") || span.upperBound == words.count, wordNet.commonest(before)?.partOfSpeech == .adjective,
              !wordNet.nounReadings(of: TextTokens.trimmed(head).lowercased()).isEmpty else { return false }
        return wordNet.nounReadings(of: option.lowercased()).isEmpty
    }

    /// WordNet's lexicographer files of beings: noun.animal, noun.group, noun.person.
    private static let beings: Set<Int> = [5, 14, 18]

    /// WordNet's lexicographer files of forces: noun.phenomenon ("wind", "heat"), noun.process ("flame").
    private static let forces: Set<Int> = [19, 22]

    /// The forms of "be": a subject before one is no doer ("The empire was divided").
    private static let beForms: Set<String> = ["is", "are", "was", "were", "be", "been", "being"]
}
