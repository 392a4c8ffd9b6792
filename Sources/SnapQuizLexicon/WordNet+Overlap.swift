import Foundation

extension WordNet {
    /// How the meanings of two nouns overlap, so that one put where the other is true may be true as well.
    public enum Overlap: String, Sendable {
        /// They share a sense: "oceans" and "seas", "Constantinople" and "Istanbul".
        case same
        /// One is a kind, an instance or a part of the other, a few steps away: "electromagnet" and "magnet",
        /// "churches" and "buildings", "Sudan" and "Africa", "ground" and "planet" (part of the Earth, a planet).
        case nested
        /// Pieces of something told apart only by how they came off, direct kinds of one fragment, piece or bit
        /// ("filings", "chips", "scrapings"): "The iron _____ line up" is true of any small pieces of iron.
        case pieces
        /// Kinds of one thing told apart by size or amount alone ("a small stream", "a large natural stream"; a mountain is
        /// "higher than a hill"; "a heavy rain", "a brief period of precipitation"): "rivulets" beside "rivers", "hill"
        /// beside "mountain", "downpours" beside "showers".
        case degree
    }

    /// Whether and how the meanings of two nouns or names overlap (`Overlap`), by the three commonest senses of each
    /// noun either can be read as ("brooks" is Van Wyck Brooks and the plural of "brook"); nil when they do not, or
    /// when WordNet knows either not as a noun.
    ///
    /// Kinds and parts are followed three steps up, through hypernyms, instances and part, member and substance
    /// holonyms mixed: "Constantinople" lies in Turkey, in the Balkans, in Europe; the ground is part of the Earth, an
    /// instance of a terrestrial planet, a kind of planet. Two steps missed both.
    public func overlap(_ a: String, _ b: String) -> Overlap? {
        let key = a.lowercased() + "|" + b.lowercased()
        if let known = overlapCache.withLock({ $0[key] }) { return known }
        let result = findOverlap(a, b)
        overlapCache.withLock { $0[key] = result }
        return result
    }

    private func findOverlap(_ a: String, _ b: String) -> Overlap? {
        let (mine, mineAbove) = sensesAndAbove(a), (theirs, theirsAbove) = sensesAndAbove(b)
        guard !mine.isEmpty, !theirs.isEmpty else { return nil }
        if !Set(mine).isDisjoint(with: theirs) { return .same }
        if !mineAbove.isDisjoint(with: theirs) || !theirsAbove.isDisjoint(with: mine) { return .nested }
        // "A magnet attracts filings made of iron" for "… objects made of iron": a word as wide as "objects" holds
        // whatever is put in its place, and put in the place of anything it is true of it too ("Some objects can sense
        // the field").
        if mostGeneral(mine) || mostGeneral(theirs) { return .nested }
        // "Some animals" → "some creatures" is three steps; an animal is an object only six steps up. Kinds are followed
        // all the way up from the commonest sense of each.
        if kindAtAnyDepth(mine[0], of: theirs) || kindAtAnyDepth(theirs[0], of: mine) { return .nested }
        // WordNet files "ground" (the solid part of the earth's surface) under "object", not as part of a surface: the
        // gloss says so ("Once it reaches the _____ it is called lava → surface | ground").
        if glossNamesWhole(mine, of: theirs) || glossNamesWhole(theirs, of: mine) { return .nested }
        // WordNet files a warehouse under depositories and facilities, never under buildings, though a facility is
        // defined as "a building or place that provides …": "blow up _____ → buildings" beside "warehouses". A kind
        // that a definition of either, or of a kind up to three above it, opens with counts.
        if definedAs(a, b) || definedAs(b, a) { return .nested }
        if sizedSisters(mine, theirs) { return .degree }
        return samePieces(mine, theirs) ? .pieces : nil
    }

    /// Whether `form`'s definition, or one of the kinds up to three above it, opens with a noun `other` can be read as.
    private func definedAs(_ form: String, _ other: String) -> Bool {
        let lemmas = nounReadings(of: other).map(\.lemma)
        guard !lemmas.isEmpty else { return false }
        let kinds = definedKinds(of: form)
        return lemmas.contains(where: kinds.contains)
    }

    /// Whether the commonest sense lies at most two steps below the top of WordNet's tree: "object" (a physical
    /// entity), "thing", "matter". Not "ground" (three: land is a kind of object) nor "substance".
    private func mostGeneral(_ senses: [Int]) -> Bool {
        senses.first.map { depth(of: $0) <= 2 } ?? false
    }

    /// Whether `sense` is a kind or an instance of one of `senses`, however far up (hypernyms and instances only).
    private func kindAtAnyDepth(_ sense: Int, of senses: [Int]) -> Bool {
        !kindsAbove(sense).isDisjoint(with: senses)
    }

    /// Every synset `sense` is a kind or an instance of, worked out once.
    private func kindsAbove(_ sense: Int) -> Set<Int> {
        if let known = kindsAboveCache.withLock({ $0[sense] }) { return known }
        var level = [sense], seen = Set<Int>()
        for _ in 0..<20 where !level.isEmpty {
            level = level.flatMap(hypernymOffsets(of:)).filter { seen.insert($0).inserted }
        }
        kindsAboveCache.withLock { $0[sense] = seen }
        return seen
    }

    /// Whether the definition of one of the two commonest of `senses` calls it a part, layer or level of a thing that one
    /// of `wholes` names: "the solid part of the earth's surface" (ground), "the outermost level of the land or sea"
    /// (surface, and "land" is ground).
    private func glossNamesWhole(_ senses: [Int], of wholes: [Int]) -> Bool {
        let named = senses.prefix(2).reduce(into: Set<String>()) { $0.formUnion(self.wholes(named: $1)) }
        guard !named.isEmpty else { return false }
        return wholes.contains { !named.isDisjoint(with: synsetWords(at: $0)) }
    }

    /// The words, up to five after "part of", "layer of" and the like within its first words, that the definition of
    /// `sense` names it a part of ("earth", "surface" for "the solid part of the earth's surface"), worked out once.
    /// A place the definition puts it in counts too: "the chamber on the left side of the heart" (left ventricle) gives
    /// "side" and "heart", so "What pumps oxygen-rich blood to the body? → left ventricle | left side | heart" has one
    /// right answer no more (WordNet files the left ventricle under ventricles and chambers, part of nothing).
    private func wholes(named sense: Int) -> Set<String> {
        if let known = wholesCache.withLock({ $0[sense] }) { return known }
        let definition = gloss(at: sense).lowercased().split(separator: ";").first.map(String.init) ?? ""
        let words = definition.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        let bare = { (word: String) in word.hasSuffix("'s") ? String(word.dropLast(2)) : word }
        var found = Set<String>()
        if let at = words.firstIndex(where: Self.partWords.contains), at <= 3, words.indices.contains(at + 1), words[at + 1] == "of" {
            found = Set(words[(at + 2)...].prefix(5).map(bare))
        }
        found.formUnion(placeNamed(in: words).map(bare))
        wholesCache.withLock { $0[sense] = found }
        return found
    }

    /// The place a definition's genus is put in, right after it: "a chamber of the heart" → "heart"; "the chamber on
    /// the left side of the heart" → "side", "heart"; "the upper chamber of each half of the heart" → "half", "heart".
    /// The genus is one of `placedGenera` within its first three words, and only "of", "on" or "in" with "the" or
    /// "each" follow it, then a part word (`sideWords`) before a second "of the", or the whole itself after "of".
    private func placeNamed(in words: [String]) -> [String] {
        guard let genus = words.prefix(3).firstIndex(where: { Self.placedGenera.contains($0) }), words.indices.contains(genus + 3),
              ["of", "on", "in"].contains(words[genus + 1]), ["the", "each"].contains(words[genus + 2]) else { return [] }
        let at = genus + 3
        if let part = words[at...].prefix(3).firstIndex(where: Self.sideWords.contains), words.indices.contains(part + 3),
           words[part + 1] == "of", words[part + 2] == "the" {
            return [words[part], words[part + 3]]
        }
        return words[genus + 1] == "of" && words[genus + 2] == "the" ? [words[at]] : []
    }

    private static let partWords: Set<String> = ["part", "portion", "layer", "level", "surface", "region", "section"]

    /// Genera a definition places in a whole: hollows and pieces of a body or a building.
    private static let placedGenera: Set<String> = ["chamber", "cavity", "compartment", "room", "lobe", "valve", "opening", "hole", "passage"]

    /// Words for a part of a whole by where it lies.
    private static let sideWords: Set<String> = ["side", "end", "wall", "half", "top", "bottom", "front", "back", "edge", "tip"]

    /// `nounSenses(of:)` and `above(_:)` of a form, worked out once.
    private func sensesAndAbove(_ form: String) -> (senses: [Int], above: Set<Int>) {
        let key = form.lowercased()
        if let known = sensesCache.withLock({ $0[key] }) { return known }
        let senses = nounSenses(of: form), found = (senses: senses, above: above(senses))
        sensesCache.withLock { $0[key] = found }
        return found
    }

    /// The data.noun offsets of the three commonest senses of every noun `form` can be read as.
    func nounSenses(of form: String) -> [Int] {
        let lemmas = nounReadings(of: form).map(\.lemma)
        var offsets: [Int] = []
        for lemma in lemmas {
            for offset in senseOffsets(ofLemma: lemma) where !offsets.contains(offset) { offsets.append(offset) }
        }
        return offsets
    }

    /// The synsets three steps up from `senses` by kind, instance and part of.
    private func above(_ senses: [Int]) -> Set<Int> {
        var found = Set<Int>(), level = senses
        for _ in 0..<3 where !level.isEmpty {
            level = level.flatMap { pointerOffsets(of: $0, kinds: Self.upward) }.filter { found.insert($0).inserted }
        }
        return found
    }

    /// Hypernym, instance hypernym, and part, member and substance holonym pointers.
    private static let upward: Set<String> = ["@", "@i", "#p", "#m", "#s"]

    /// Whether a sense of each is a direct kind of one thing and their glosses set them apart by size: both say how big
    /// ("a small stream", "a large natural stream of water"), or one is measured against the other ("higher than a
    /// hill", "smaller than a river"). Sisters told apart otherwise ("artery" and "vein") stay apart.
    private func sizedSisters(_ mine: [Int], _ theirs: [Int]) -> Bool {
        for x in mine {
            let xParents = Set(pointerOffsets(of: x, kinds: ["@"]))
            guard !xParents.isEmpty else { continue }
            for y in theirs where !xParents.isDisjoint(with: pointerOffsets(of: y, kinds: ["@"])) {
                let (xGloss, yGloss) = (gloss(at: x), gloss(at: y))
                // How much or how long tells apart only things that happen ("a heavy rain", "a brief period of
                // precipitation"): "a heavy ductile magnetic metallic element" (iron) is heavy as mercury is, no more of it.
                let happening = Self.happenings.contains(nounCategory(x) ?? -1) && Self.happenings.contains(nounCategory(y) ?? -1)
                if Self.startsWithSize(xGloss, amounts: happening) && Self.startsWithSize(yGloss, amounts: happening) { return true }
                if Self.measures(xGloss, against: synsetWords(at: y)) || Self.measures(yGloss, against: synsetWords(at: x)) { return true }
            }
        }
        return false
    }

    private static let sizes: Set<String> = ["small", "large", "little", "big", "tiny", "huge", "smaller", "larger", "great"]

    /// Words that open a gloss telling a happening apart from its sisters by how much or how long: "a heavy rain"
    /// (downpour) and "a brief period of precipitation" (shower) are both rain, and "produces heavy _____ → showers |
    /// downpours" has two right answers.
    private static let amounts: Set<String> = ["heavy", "light", "brief", "slight", "gentle", "violent"]

    /// WordNet's noun files of things that happen: acts (4), events (11), phenomena (19) and processes (22).
    private static let happenings: Set<Int> = [4, 11, 19, 22]

    /// "a small stream", "a large natural stream of water", "any of the small …"; with `amounts`, "a heavy rain" too.
    static func startsWithSize(_ gloss: String, amounts: Bool = false) -> Bool {
        let words = gloss.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(4).map(String.init)
        let skipped = words.drop { ["a", "an", "any", "of", "the"].contains($0) }
        return skipped.first.map { sizes.contains($0) || amounts && Self.amounts.contains($0) } ?? false
    }

    /// "higher than a hill", "smaller than a river": the gloss measures its word against one of `words`.
    static func measures(_ gloss: String, against words: [String]) -> Bool {
        let lower = gloss.lowercased()
        // Every such phrase has "than " in it, and most glosses have none: forty searches a word spared.
        guard lower.contains("than ") else { return false }
        let comparatives = ["higher", "lower", "smaller", "larger", "bigger", "wider", "narrower", "longer", "shorter", "taller"]
        return words.contains { word in
            comparatives.contains { comparative in
                ["", "a ", "an ", "the "].contains { lower.contains("\(comparative) than \($0)\(word)") }
            }
        }
    }
}
