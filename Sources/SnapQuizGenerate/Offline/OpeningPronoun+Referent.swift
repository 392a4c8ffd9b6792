import Foundation
import SnapQuizLexicon

/// A pronoun that opens what a sentence says, after a clause opener or an amount ("Once it reaches the surface …",
/// "Most of them lie along …"), means something of the sentence before; a stem that quotes it names nothing a learner
/// can check. Found here with the noun phrase it means, when that is clear.
extension OpeningPronoun {
    /// Words that may stand before such a pronoun, naming nothing it could mean.
    static let leadWords: Set<String> = RecallQuestions.subordinators.union([
        "most", "some", "many", "all", "each", "both", "few", "several", "none", "one", "two", "three", "of",
        "then", "later", "soon", "also", "today", "now", "eventually", "finally", "however,", "so", "and", "but",
        // "Below it is the canopy": a place beside what the sentence before named.
        "below", "above", "beneath", "under", "inside", "within", "behind", "beside", "around",
    ])

    /// The pronouns that point back to a thing or a person (no "this": alone it means a whole sentence before).
    static let referring: Set<String> = ["it", "they", "them", "he", "she", "him"]

    /// A pronoun that opens what the sentence says once a clause opener or an amount is read ("Once it reaches",
    /// "Most of them lie", "When they cool"), with the sentence's text up to and including it. Nil when a word before it
    /// could be what it means, for a dummy "it" ("When it rains", "It is important to …"), and when the clause it
    /// opens is followed by a subject that names what it means ("When it was finished, the bridge was …").
    static func leadingPronoun(of sentence: Sentence) -> (pronoun: String, text: String)? {
        let words = sentence.text.split(separator: " ").map(String.init)
        guard words.count > 3, let at = words.prefix(4).firstIndex(where: { referring.contains(TextTokens.trimmed($0).lowercased()) }),
              at >= 1, words[..<at].allSatisfy({ leadWords.contains($0.lowercased()) }) || opensWithSetting(words, before: at) else { return nil }
        let pronoun = TextTokens.trimmed(words[at]).lowercased()
        guard !isDummy(words, at: at), !isCataphoric(words, at: at) else { return nil }
        return (pronoun, words[...at].joined(separator: " "))
    }

    /// "During exercise it beats faster", "At night they hunt": a preposition and a word or two of time or setting, no
    /// comma, before the pronoun, which the words between cannot be meant by.
    private static func opensWithSetting(_ words: [String], before at: Int) -> Bool {
        guard at >= 2, let first = words.first, !words[..<at].contains(where: { $0.hasSuffix(",") }) else { return false }
        let pronoun = TextTokens.trimmed(words[at]).lowercased()
        // "Every evening he climbed …", "One cold night he saw …", "The next morning she …": a story's time before its
        // character; the lighthouse keeper's "he" was read as no pronoun, and the story lost him from there on.
        if opensWithStoryTime(words, before: at) { return true }
        guard ["During", "At", "In", "After", "Before", "On"].contains(first), pronoun == "it" || pronoun == "they" else { return false }
        let between = words[1..<at].map { TextTokens.trimmed($0).lowercased() }
        let settings: Set<String> = ["exercise", "rest", "night", "day", "winter", "summer", "spring", "autumn", "time", "sleep", "first",
                                     "last", "the", "daytime", "night-time", "dry", "wet", "season", "years", "later"]
        return !words[..<at].contains { $0.hasSuffix(",") } && between.allSatisfy(settings.contains)
    }

    /// "Every evening he …", "One cold night he …", "The next morning she …": a story's time before its character.
    static func opensWithStoryTime(_ words: [String], before at: Int) -> Bool {
        guard at >= 2, at <= 3, at < words.count, let first = words.first, ["Every", "One", "That", "Each", "The", "Next", "Last"].contains(first),
              ["he", "she"].contains(TextTokens.trimmed(words[at]).lowercased()), !words[..<at].contains(where: { $0.hasSuffix(",") }) else { return false }
        return storyTimes.contains(TextTokens.trimmed(words[at - 1]).lowercased())
    }

    /// The times a story opens a sentence with ("One day", "Every night", "That evening").
    static let storyTimes: Set<String> = ["day", "night", "evening", "morning", "afternoon", "week", "summer", "winter", "spring", "autumn",
                                          "year", "time"]

    /// "It is important to …", "It was not until 1928 that …", "It is thought that …", "When it rains …", "It takes
    /// eight minutes for …": an "it" that stands for no thing.
    static func isDummy(_ words: [String], at index: Int) -> Bool {
        guard TextTokens.trimmed(words[index]).lowercased() == "it", index + 1 < words.count else { return false }
        let next = TextTokens.trimmed(words[index + 1]).lowercased()
        if ["rains", "rained", "snows", "snowed", "rain", "snow"].contains(next) { return true }
        guard ["is", "was", "seems", "seemed", "appears", "appeared", "takes", "took", "becomes", "became"].contains(next) else { return false }
        // Up to three words with no noun of their own, then what the "it" stands before.
        let after = words.dropFirst(index + 2).prefix(4).map { TextTokens.trimmed($0).lowercased() }
        for (offset, word) in after.enumerated() {
            if ["to", "that", "until", "for", "whether", "how", "why"].contains(word) { return offset >= 1 || word == "until" }
            if ["a", "an", "the", "called", "known", "made", "used"].contains(word) { return false }
        }
        return false
    }

    /// "When it was finished, the bridge was the longest in the world": the pronoun looks ahead to the subject after
    /// the comma that closes its clause.
    /// The subject must be definite ("the bridge", a name): "When it beats faster, more oxygen reaches …" means the
    /// heart of the sentence before.
    static func isCataphoric(_ words: [String], at index: Int) -> Bool {
        guard let first = words.first?.lowercased(), RecallQuestions.subordinators.contains(first),
              let comma = words[index...].firstIndex(where: { $0.hasSuffix(",") }), comma + 2 < words.count else { return false }
        let subject = TextTokens.trimmed(words[comma + 1])
        return ["the", "this", "that"].contains(subject.lowercased()) && !["is", "was"].contains(words[comma + 2])
            || subject.first?.isUppercase == true && !TextAnalysis.commonWords.contains(subject.lowercased())
    }

    /// The subject of the main clause of the sentence before `index`, when it agrees with the pronoun (`plural`) and
    /// nothing else that clause names could be meant: "When the pressure … becomes too great, the magma forces its way up
    /// through cracks …" → "the magma"; "There are about fifteen hundred active volcanoes on land" → "active volcanoes".
    /// Nil when its object agrees too ("The Sun heats water. It rises …" means the water), or for a person.
    static func mainSubject(before index: Int, plural: Bool, on page: Page) -> String? {
        guard let previous = page.sentence(index - 1), !previous.isHeading else { return nil }
        var words = withoutFinalMark(previous.text).split(separator: " ").map(String.init)
        // A clause or phrase before the subject ends at its comma.
        if let first = words.first?.lowercased(), RecallQuestions.subordinators.contains(first) || ["in", "by", "during", "after", "before",
                                                                                                    "at", "on", "over", "today", "however,"].contains(first) {
            guard let comma = words.firstIndex(where: { $0.hasSuffix(",") }), comma + 3 < words.count else { return nil }
            words = Array(words[(comma + 1)...])
        }
        guard words.count >= 3 else { return nil }
        // "There are about fifteen hundred active volcanoes on land": what there is.
        if words[0].lowercased() == "there", ["are", "were"].contains(words[1]), plural {
            let phrase = words.dropFirst(2).drop { RecallQuestions.numberWords[$0.lowercased()] != nil || $0.first?.isNumber == true
                || ["about", "around", "over", "some", "many", "hundred", "thousand", "million", "nearly", "almost"].contains($0.lowercased()) }
            let noun = nounPhrase(Array(phrase), on: page)
            guard let noun, noun.plural else { return nil }
            return noun.text
        }
        var start = 0
        if ["the", "a", "an"].contains(words[0].lowercased()) { start = 1 }
        guard let noun = nounPhrase(Array(words[start...]), on: page), noun.length >= 1 else { return nil }
        // "The Romans invaded Britain in AD 43. They brought …": "the" and one capitalised word in -s name a people, whom
        // "they" means (a history page's commonest subject).
        let people = start == 1 && plural && noun.length == 1 && noun.text.first?.isUppercase == true && noun.text.hasSuffix("s")
            && !noun.text.hasSuffix("ss") && !noun.text.hasSuffix("'s") && !noun.text.hasSuffix("’s")
        guard noun.plural == plural || people else { return nil }
        var end = start + noun.length
        // "Factories no longer had to be built beside rivers": an adverb between the subject and its verb.
        while end + 1 < words.count, ["no", "longer", "never", "still", "always", "sometimes", "gradually", "only", "first"].contains(words[end].lowercased()) {
            end += 1
        }
        guard end < words.count, isVerb(words[end].lowercased(), on: page) || agreeingVerb(words[end].lowercased(), plural: plural) else { return nil }
        // A name for "it" is a place or a thing, never a person; "they" for names is left alone. "Rivers carry …" is
        // capitalised only to open the sentence.
        let isName = noun.text.first?.isUppercase == true && (start == 1 || page.usesAsName(String(noun.text.split(separator: " ")[0])))
        if isName, plural && !people || page.isPersonLike(noun.text) { return nil }
        // The object, when it agrees, could be meant as well.
        let object = words[(end + 1)...].prefix(4).map { TextTokens.trimmed($0) }
        if let head = object.first, ["its", "their"].contains(head.lowercased()) {
            // "the magma forces its way up": the clause is about its subject.
        } else if let found = nounPhrase(Array(object.drop { ["the", "a", "an", "some", "more", "much", "all"].contains($0.lowercased()) }), on: page),
                  found.plural == plural {
            return nil
        }
        // "Rivers carry …": a common noun capitalised only because it opens the sentence.
        var text = noun.text
        if start == 0, let first = text.first, first.isUppercase, !page.usesAsName(String(text.split(separator: " ")[0])) {
            text = first.lowercased() + text.dropFirst()
        }
        return (start == 1 ? words[0].lowercased() + " " : "") + text
    }

    /// Describing words and nouns at the start of `words` ending in a noun, with their number: "active volcanoes on" →
    /// "active volcanoes". Stops at a comma.
    private static func nounPhrase(_ words: [String], on page: Page) -> (text: String, length: Int, plural: Bool)? {
        var length = 0
        var last: (index: Int, plural: Bool)?
        for (index, raw) in words.prefix(4).enumerated() {
            let word = TextTokens.trimmed(raw)
            let lower = word.lowercased()
            // "Green plants make their own food" is no "green" that plants: a describing word, then a plural noun, then a
            // verb of the plural is the phrase "green plants" ("It [green] takes place …" was shown on the plants page).
            let described = last.map { $0.index == index - 1 } == true
                && describes(words[index - 1], plural: lower, before: index + 1 < words.count ? words[index + 1] : "", on: page)
            guard !word.isEmpty, !TextAnalysis.commonWords.contains(lower), !isVerb(lower, on: page) || described else { break }
            // "The eggs hatch after …": a word that can be a verb agreeing with the noun before ends the phrase.
            if let noun = last, noun.index == index - 1, agreeingVerb(lower, plural: noun.plural), !described { break }
            if described {
                last = (index, true)
            } else if word.first?.isUppercase == true && page.usesAsName(word) {
                last = (index, false)
            } else if let kind = page.kind(of: lower), [.noun, .adjective].contains(kind.partOfSpeech) {
                // "eggs" is its own lemma in WordNet: its noun readings say it is plural.
                if kind.partOfSpeech == .noun { last = (index, page.nounNumber(lower) ?? (kind.inflection == .plural)) }
            } else { break }
            length = index + 1
            if raw.hasSuffix(",") { break }
        }
        guard let last, last.index == length - 1 else { return nil }
        return (words[..<length].map(TextTokens.trimmed).joined(separator: " "), length, last.plural)
    }

    /// Whether `word` is a describing word before `noun`, a plural noun whose verb `next` follows: "Green plants make".
    private static func describes(_ word: String, plural noun: String, before next: String, on page: Page) -> Bool {
        guard let wordNet = WordNet.shared, page.nounNumber(noun) == true,
              wordNet.readings(of: TextTokens.trimmed(word).lowercased()).contains(where: { $0.partOfSpeech == .adjective }) else { return false }
        let verb = TextTokens.trimmed(next).lowercased()
        return agreeingVerb(verb, plural: true) && wordNet.commonest(verb)?.partOfSpeech == .verb
    }

    /// Whether WordNet lists `word` as a verb in the form that agrees with a subject of that number ("hatch" after
    /// "eggs", "flows" after "river").
    private static func agreeingVerb(_ word: String, plural: Bool) -> Bool {
        guard word.hasSuffix("s") != plural, let readings = WordNet.shared?.readings(of: word) else { return false }
        return readings.contains { $0.partOfSpeech == .verb }
    }

    static func isVerb(_ word: String, on page: Page) -> Bool {
        ["is", "are", "was", "were", "has", "have", "had", "can", "could", "will", "would", "may", "might", "must", "does", "do", "did",
         "also", "then", "often", "slowly", "quickly", "usually", "means", "meant", "shows", "happens", "happened", "causes", "leads",
         "helps", "explains", "allows", "gives"].contains(word)
            || page.verbsWithS.contains(word) || page.bareVerbs.contains(word) || ItemText.irregularPast[word] != nil
            || word.hasSuffix("ed") && page.kind(of: word)?.partOfSpeech != .noun
    }
}
