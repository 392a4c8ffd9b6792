import Foundation
import SnapQuizLexicon

/// "She" or "he" for a character no name is given: "A hungry fox was walking through the wood. She saw a crow …" means
/// the fox. `person(before:pronoun:on:)` reads only names, so a fable's pronouns stayed unresolved and none of its
/// sentences that open with one was asked (the fox and the crow gave 9 good questions and no quiz).
extension OpeningPronoun {
    /// WordNet's kinds of the nouns a character is told by: animals (5) and people (18: "the miller", "an old man").
    static let characterKinds: Set<Int> = [5, 18]

    /// The one character the sentence before `index` can mean for `pronoun` ("she", "he", "her", "his", "him"), as
    /// "the" and its noun ("the fox"): the one animal or person it names with "the", "a" or "an" that the pronoun's own
    /// sentence does not name too ("She flattered the crow" is not the crow) and whose word is not of the other sex
    /// ("the miller" is no "she"). When the sentence before opens with the same pronoun, or is speech its speaker tags
    /// with it, whom that one means (up to three sentences back). Nil where the sentence before names a person, or two
    /// such characters.
    static func character(before index: Int, pronoun: String, on page: Page, depth: Int = 0) -> String? {
        guard depth < 3, let wanted = Gender(pronoun: pronoun), let previous = page.sentence(index - 1), !previous.isHeading,
              !page.terms.contains(where: { $0.sentence == previous.index && $0.kind == .name }) else { return nil }
        let own = page.sentence(index).map { Set(TextTokens.lowered($0.text)) } ?? []
        let words = withoutFinalMark(previous.text).split(separator: " ").map(String.init)
        // "The miller gave her a sack of flour. She took the flour home": a "her" or "him" the sentence before does
        // something to is another of the pronoun's sex, whom the pronoun may as well mean.
        let lowered = words.map { TextTokens.trimmed($0).lowercased() }
        let object = wanted == .female ? "her" : "him"
        if lowered.indices.contains(where: { at in
            lowered[at] == object && (object == "him" || at + 1 == lowered.count || ["a", "an", "the", "some", "to", "that", "and"].contains(lowered[at + 1])
                                      || words[at].hasSuffix(","))
        }) { return nil }
        var found = Set<String>()
        for at in words.indices where ["the", "a", "an"].contains(words[at].lowercased()) {
            guard let end = StoryQuestions.nounPhrase(in: words, from: at, kinds: characterKinds, page: page) else { continue }
            let noun = TextTokens.trimmed(words[end - 1]).lowercased()
            let other = wanted == .female ? maleWords : femaleWords
            guard !own.contains(noun), !other.contains(noun), WordNet.shared?.nounReadings(of: noun).first?.inflected != true else { continue }
            found.insert(noun)
        }
        // "He soon left the tortoise far behind. He lay down …": the same pronoun goes on with the same character, and
        // the one its sentence names is another (as "She flattered the crow" is not the crow). Speech its speaker tags
        // with the pronoun ("“She will never catch me,” he said.") goes on with that character too.
        let speaker = StoryQuestions.quotes(previous) && lowered.contains(pronoun.lowercased())
        if speaker || (opening(of: previous) ?? leadingPronoun(of: previous)).map({ Gender(pronoun: $0.pronoun) == wanted }) == true {
            return character(before: previous.index, pronoun: pronoun, on: page, depth: depth + 1)
        }
        guard found.count == 1, let noun = found.first else { return nil }
        return "the " + noun
    }
}
