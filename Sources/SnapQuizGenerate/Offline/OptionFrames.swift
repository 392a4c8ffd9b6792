import SnapQuizCore
import SnapQuizLexicon

/// What the verb around a blank says the key is: a thing that is built ("constructed bridges and _____"), a thing
/// that is made ("produces heavy _____ and thunderstorms"), or an amount that rises and falls ("What dropped on
/// Wednesday?"). A wrong option of another kind is ruled out by the sentence alone: "constructed bridges and pistons",
/// "produces heavy images", "What dropped? → wind | bakery". WordNet's kinds of nouns tell what each option is; where the
/// key is no thing of the frame's kind (WordNet files it elsewhere), the frame is taken to say nothing.
extension Page {
    /// The kind of thing a verb asks for in the blank's place.
    enum Frame: Equatable {
        /// The object of "build", "construct", "erect", or the subject of "was built".
        case built
        /// The object of "make", "produce", "generate", "manufacture", or the subject of "was made".
        case made
        /// The subject of "rise", "fall", "drop", "increase", "decrease", "decline".
        case rising
    }

    /// The frame of the blank in `stem` (a wh-question's "what" counts as its blank), or nil where no such verb governs it.
    static func frame(ofBlankIn stem: String) -> Frame? {
        let words = TextTokens.spaced(stem).map(String.init)
        guard let blank = words.firstIndex(where: { $0.contains("_____") })
            ?? words.firstIndex(where: { TextTokens.trimmed($0).lowercased() == "what" }) else { return nil }
        let word = { (at: Int) in words.indices.contains(at) ? TextTokens.trimmed(words[at]).lowercased() : "" }
        // The blank as the subject: "the _____ rose", "What dropped on Wednesday?", "What was built …?".
        if !words[blank].hasSuffix(",") {
            if risingVerbs.contains(word(blank + 1)) { return .rising }
            if passiveHelpers.contains(word(blank + 1)) {
                let participle = word(blank + 2) == "been" ? word(blank + 3) : word(blank + 2)
                if builtVerbs.contains(participle) { return .built }
                if madeVerbs.contains(participle) { return .made }
            }
        }
        // The blank as the object, after a list of others ("make axes, daggers and _____") and describing words, within
        // its clause: a preposition or a clause word between ("made from earth and _____", "built houses with roofs of
        // _____") leaves the verb another noun's.
        var at = blank - 1
        while at >= 0, blank - at <= 8 {
            let raw = words[at], lower = word(at)
            // The sentence before, or the quoted sentence's opening word (a verb there still governs the blank).
            if raw.hasSuffix(".") || raw.hasSuffix(";") || raw.hasSuffix(":") { return nil }
            if builtVerbs.contains(lower) { return .built }
            if madeVerbs.contains(lower) { return .made }
            if frameStops.contains(lower) || beForms.contains(lower) || raw.contains("“") || raw.contains("\"") { return nil }
            at -= 1
        }
        return nil
    }

    /// Whether `option` can stand in `key`'s place in a blank `frame` governs: a thing of the frame's kind where the key
    /// is one, and of the key's kind (`akin`). Things built stand together whatever their branch of WordNet's tree
    /// ("tunnels", a way, beside "viaducts", a structure, which `akin` keeps apart as made things meeting high up):
    /// "constructed bridges and _____" asks for any of them.
    func akin(_ option: String, to key: String, frame: Frame?) -> Bool {
        guard let fits = frameVerdict(option, key: key, frame: frame) else { return akin(option, to: key) }
        return fits && (frame == .built || akin(option, to: key))
    }

    /// Whether the words a false statement swaps in (`theirs` for `mine`, at `at` of the true `statement`'s words) can
    /// stand where the verb around them asks for a kind of thing (`akin(_:to:frame:)`): "The navvies constructed bridges
    /// and pistons" is false by sense alone.
    func swapAkin(_ statement: String, at: Range<Int>, mine: String, theirs: String) -> Bool {
        var words = TextTokens.spaced(statement).map(String.init)
        guard words.indices.contains(at.lowerBound), at.upperBound <= words.count else { return akin(theirs, to: mine) }
        words.replaceSubrange(at, with: ["_____"])
        return akin(theirs, to: mine, frame: Self.frame(ofBlankIn: words.joined(separator: " ")))
    }

    /// Whether `option` is a thing of `frame`'s kind, where `key` is one: nil where the frame says nothing of the two
    /// (no frame, a key of no such kind, or an option that is no common noun WordNet knows: names, numbers and phrases
    /// are left to `akin`).
    func frameVerdict(_ option: String, key: String, frame: Frame?) -> Bool? {
        guard let frame, let keyFits = fits(key, frame: frame, as: nil), keyFits.fits,
              let optionFits = fits(option, frame: frame, as: keyFits.files) else { return nil }
        return optionFits.fits
    }

    /// Whether a common noun is a thing of `frame`'s kind, with the WordNet files of its three commonest senses; nil
    /// where it is no such noun, or (asked of the key, `keyFiles` nil) where the key is no thing of that kind by its
    /// commonest sense. A made thing is of the key's own files (`keyFiles`: a made thing beside made things, a food
    /// beside food; "showers", first a bathroom's, third weather, beside "clouds").
    private func fits(_ term: String, frame: Frame, as keyFiles: [Int]?) -> (fits: Bool, files: [Int])? {
        guard term.first?.isLowercase == true, !term.contains(where: \.isNumber), let noun = Self.nounForm(of: term),
              let kind = kind(of: noun), kind.partOfSpeech == .noun, let first = kind.categories.first,
              let wordNet = WordNet.shared else { return nil }
        let files = Array(kind.categories.prefix(3))
        switch frame {
        case .built:
            // A building, a road or a station: the key by its commonest sense, an option by one of its three commonest
            // ("canals", first a channel on Mars to WordNet). A made thing of another sort (a wheel, a carriage, a
            // ship) is built as any thing is made: such a key's frame says nothing.
            let construction = wordNet.isKind(noun, of: WordNet.constructions, senses: 3)
            guard keyFiles != nil else { return construction && wordNet.isKind(noun, of: WordNet.constructions, senses: 1) ? (true, files) : nil }
            return (construction, files)
        case .made:
            guard let keyFiles, let keyFirst = keyFiles.first else { return Self.madeFiles.contains(first) ? (true, files) : nil }
            return (keyFiles.contains(first) || kind.categories.prefix(2).contains(keyFirst), files)
        case .rising:
            guard keyFiles != nil else { return Self.risingFiles.contains(first) ? (true, files) : nil }
            return (!Set(files).isDisjoint(with: Self.risingFiles), files)
        }
    }

    /// Forms of the verbs whose object is built.
    static let builtVerbs: Set<String> = ["build", "builds", "built", "construct", "constructs", "constructed", "erect", "erects", "erected"]

    /// Forms of the verbs whose object is made.
    static let madeVerbs: Set<String> = ["make", "makes", "made", "produce", "produces", "produced", "generate", "generates",
                                         "generated", "manufacture", "manufactures", "manufactured"]

    /// Forms of the verbs whose subject is an amount that goes up or down.
    static let risingVerbs: Set<String> = ["rise", "rises", "rose", "risen", "fall", "falls", "fell", "fallen", "drop", "drops",
                                           "dropped", "increase", "increases", "increased", "decrease", "decreases", "decreased",
                                           "decline", "declines", "declined", "soar", "soars", "soared", "plummet", "plummets",
                                           "plummeted"]

    /// Words between a passive subject and its participle.
    private static let passiveHelpers: Set<String> = ["is", "are", "was", "were", "has", "have", "had", "be"]

    /// Forms of "be": a blank after one is its complement, no verb's object.
    private static let beForms: Set<String> = ["is", "are", "was", "were", "be", "been", "being"]

    /// Words that end the stretch a verb's object may stand in: prepositions and clause words.
    private static let frameStops: Set<String> = [
        "of", "in", "on", "at", "from", "to", "with", "by", "for", "along", "across", "into", "through", "over", "under",
        "which", "that", "who", "while", "when", "where", "because", "so", "but", "if", "as", "than", "what",
    ]

    /// WordNet's noun files whose things a frame of making holds options to: made things (6), food (13), phenomena (19:
    /// electricity, heat) and substances (27).
    private static let madeFiles: Set<Int> = [6, 13, 19, 27]

    /// WordNet's noun files of what goes up and down: attributes (7: temperature, height), processes (22: growth),
    /// possessions (21: price, cost), quantities (23: number, supply), states (26: level, wealth), phenomena (19: wind,
    /// pressure) and times (28: speed, rate).
    private static let risingFiles: Set<Int> = [7, 19, 21, 22, 23, 26, 28]
}
