import Foundation

extension WordNet {
    /// The other named instances of the kind that `name`'s commonest sense is an instance of, when that kind is one of
    /// `kinds` ("Sahara", a desert → "Gobi", "Kalahari", "Mojave" …; "Nile", a river → "Amazon", "Thames" …), one word
    /// each and only those `known` accepts (a dictionary that lists the name: one a learner may have met), in WordNet's
    /// order. A page about the largest hot desert names one desert; a teacher's wrong options are others.
    public func sisterInstances(of name: String, kinds: Set<String>, known: (String) -> Bool) -> [String] {
        guard let sense = senseOffsets(of: name).first else { return [] }
        var found: [String] = []
        for parent in pointerOffsets(of: sense, kinds: ["@i"]) where !Set(synsetWords(at: parent)).isDisjoint(with: kinds) {
            for sister in pointerOffsets(of: parent, kinds: ["~i"]) where sister != sense {
                // Only a name with no other sense: "Cameroon" is a country as well as a volcano, "Sinai" a peninsula and
                // a mountain as well as a desert.
                guard let word = synsetWords(at: sister).first(where: { !$0.contains("_") && !$0.contains("-") && known($0) }),
                      senseOffsets(of: word) == [sister], !found.contains(word) else { continue }
                found.append(word)
            }
        }
        return found
    }

    /// The lexicographer files of the three commonest senses of the noun `lemma` that are kinds of thing, named
    /// instances left out: written in lower case on a page, "crane" is a machine or a bird, though WordNet's first sense
    /// is the writer Stephen Crane ("heron", "wren", "ford" and "hunt" alike), and "sailors and _____ → explorers |
    /// loudspeakers | cranes" took the cranes for people. Empty where every sense is a named one.
    public func kindCategories(ofLemma lemma: String) -> [Int] {
        senseOffsets(ofLemma: lemma, count: .max).filter { pointerOffsets(of: $0, kinds: ["@i"]).isEmpty }.prefix(3).compactMap(nounCategory)
    }
}
