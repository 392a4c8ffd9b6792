import Foundation

extension WordNet {
    /// Whether a sense of each is a direct kind of one fragment, piece or bit (`Overlap.pieces`). Kinds of other things
    /// stay apart, though one sentence may not tell them apart either: "igneous rock" and "sedimentary rock", "ammeter"
    /// and "voltmeter" are what a page teaches to tell apart.
    func samePieces(_ mine: [Int], _ theirs: [Int]) -> Bool {
        let parents = Set(mine.flatMap { pointerOffsets(of: $0, kinds: ["@"]) })
        return theirs.flatMap { pointerOffsets(of: $0, kinds: ["@"]) }.contains {
            parents.contains($0) && synsetWords(at: $0).contains(where: Self.pieceWords.contains)
        }
    }

    /// Whether two nouns are kinds of one thing at most two steps up from each (a hypernym or an instance's class, by
    /// the three commonest senses of each): "rivers" (a stream, a body of water) and "oceans" (a body of water),
    /// "ponds" and "lakes", "brick" and "timber". Not through a thing as wide as "object" or "thing" (two steps below
    /// the top or less).
    public func kindsOfOneThing(_ a: String, _ b: String) -> Bool {
        guard a.lowercased() != b.lowercased() else { return false }
        let mine = twoStepsUp(a), theirs = twoStepsUp(b)
        return mine.contains { theirs.contains($0) && depth(of: $0) > 2 }
    }

    /// The synsets one and two steps above the three commonest senses of every noun `form` can be read as.
    private func twoStepsUp(_ form: String) -> Set<Int> {
        let key = form.lowercased()
        if let known = twoStepsCache.withLock({ $0[key] }) { return known }
        var found = Set<Int>(), level = nounSenses(of: form)
        for _ in 0..<2 where !level.isEmpty {
            level = level.flatMap(hypernymOffsets(of:)).filter { found.insert($0).inserted }
        }
        twoStepsCache.withLock { $0[key] = found }
        return found
    }

    /// What a definition's first words name the thing as, at `sense` and up to three kinds above it: "a building or
    /// place that provides …" (a facility, three kinds above a warehouse) gives "building" and "place". WordNet files a
    /// warehouse under depositories and facilities, never under buildings; its definitions say it is one.
    func definedKinds(of form: String) -> Set<String> {
        let key = form.lowercased()
        if let known = definedKindsCache.withLock({ $0[key] }) { return known }
        var found = Set<String>(), level = nounSenses(of: form), seen = Set(level)
        for step in 0..<4 where !level.isEmpty {
            for sense in level { found.formUnion(genus(of: sense)) }
            guard step < 3 else { break }
            level = level.flatMap(hypernymOffsets(of:)).filter { seen.insert($0).inserted }
        }
        definedKindsCache.withLock { $0[key] = found }
        return found
    }

    /// The nouns among a definition's first words, before the words that say what sets it apart ("that", "of",
    /// "for", a comma …): "a large natural stream of water" gives "natural", "stream"; "a building or place that
    /// provides …" gives "building", "place". Worked out once a sense.
    private func genus(of sense: Int) -> Set<String> {
        if let known = genusCache.withLock({ $0[sense] }) { return known }
        var definition = gloss(at: sense).lowercased().split(separator: ";").first.map(String.init) ?? ""
        // "(physics) a device that …"
        if definition.hasPrefix("("), let close = definition.firstIndex(of: ")") { definition = String(definition[definition.index(after: close)...]) }
        // Commas and brackets become words of their own (a loop over the characters: Foundation's replacingOccurrences
        // showed in perf on a page's first quiz, which reads the definition of every kind above its nouns).
        var spaced = ""
        for scalar in definition.unicodeScalars {
            switch scalar {
            case ",": spaced += " , "
            case "(": spaced += " ( "
            default: spaced.unicodeScalars.append(scalar)
            }
        }
        let tokens = spaced.split(separator: " ").map(String.init)
        var found = Set<String>(), taken = 0
        var index = 0
        // "the weather in some location averaged over a long period" (climate) names what it is measured from, no kind
        // of it: only "a …", "an …", "any of …" or a bare noun ("water in a vaporous form") open with a kind.
        if tokens.first == "the" {
            genusCache.withLock { $0[sense] = found }
            return found
        }
        while index < tokens.count, Self.genusOpeners.contains(tokens[index]) { index += 1 }
        while index < tokens.count, taken < 5, !Self.genusEnders.contains(tokens[index]) {
            let word = tokens[index]
            // "milk and butter and cheese" (dairy products) lists members, no kind of them.
            if word == "and" {
                found = []
                break
            }
            if word != "or", word.allSatisfy(\.isLetter), !nounReadings(of: word).isEmpty {
                found.formUnion(nounReadings(of: word).map(\.lemma))
            }
            taken += 1
            index += 1
        }
        genusCache.withLock { $0[sense] = found }
        return found
    }

    private static let genusOpeners: Set<String> = ["a", "an", "the", "any", "one", "of", "various", "several", "some", "usually", "especially"]
    private static let genusEnders: Set<String> = [
        "that", "which", "who", "whose", "where", "when", "of", "for", "in", "with", "by", "from", "to", "on", "at", "as",
        "used", "made", "having", "consisting", "containing", "especially", "usually", "typically", ",", "(", ":", "is", "are",
    ]

    /// Words for a piece of something: kinds of such a thing differ only by how they came off.
    private static let pieceWords: Set<String> = ["fragment", "piece", "bit", "particle", "chunk", "shred", "flake"]
}

extension WordNet {
    /// Whether WordNet's definition of `lemma` in the noun file `category` names one thing of many: false where it opens
    /// with "the" ("weather: the atmospheric conditions that …", "inversion: the condition of the atmosphere in which
    /// …"), a state or stuff that takes no plural ("form clouds → weathers | inversions"). Where `lemma` has no sense in
    /// that file, its commonest noun sense: a sister may be filed apart from the key (a cloud is first a thing, the
    /// weather a happening); nil where it is no noun.
    public func countsOne(_ lemma: String, category: Int) -> Bool? {
        let senses = senseOffsets(of: lemma)
        guard let sense = senses.first(where: { nounCategory($0) == category }) ?? senses.first else { return nil }
        var definition = gloss(at: sense).lowercased()
        // "(meteorology) the condition …"
        if definition.hasPrefix("("), let close = definition.firstIndex(of: ")") { definition = String(definition[definition.index(after: close)...]) }
        return definition.split(separator: " ").first != "the"
    }
}
