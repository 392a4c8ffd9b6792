import Foundation

extension WordNet {
    /// How near two nouns stand in WordNet's tree of kinds (Wu and Palmer's measure), for the nearest pair of their
    /// three commonest senses: twice the depth of the deepest kind both are, over the depths of the two senses
    /// counted through it. "gravel" and "sand" (both materials) 0.62, "villages" and "towns" (districts) 0.71;
    /// "villages" and "rivers" 0.17, "famine" and "bucket" 0.17 (nothing nearer than a physical entity or an
    /// abstraction). Nil when either is no noun WordNet knows.
    /// `commonestOnly` compares the commonest senses alone ("houses" as dwellings and "railways" as lines meet only as
    /// entities; through their third senses, a firm and a railway company, they are both businesses).
    public func kinship(_ a: String, _ b: String, commonestOnly: Bool = false) -> Double? {
        let mine = nounSenses(of: a).prefix(commonestOnly ? 1 : 3), theirs = nounSenses(of: b).prefix(commonestOnly ? 1 : 3)
        guard !mine.isEmpty, !theirs.isEmpty else { return nil }
        var best = 0.0
        for sense in mine {
            let above = ancestors(of: sense)
            for other in theirs {
                let otherAbove = ancestors(of: other)
                for (kind, up) in above {
                    guard let otherUp = otherAbove[kind] else { continue }
                    let depth = Double(self.depth(of: kind))
                    guard depth > 0 else { continue }
                    best = max(best, 2 * depth / (Double(up + otherUp) + 2 * depth))
                }
            }
        }
        return best
    }

    /// The sense itself (0 steps) and every synset above it by kind or instance, with the fewest steps up to each.
    func ancestors(of sense: Int) -> [Int: Int] {
        if let known = ancestorsCache.withLock({ $0[sense] }) { return known }
        var found = [sense: 0], level = [sense], steps = 0
        while !level.isEmpty, steps < 20 {
            steps += 1
            level = level.flatMap(hypernymOffsets(of:)).filter { found[$0] == nil }
            for offset in level { found[offset] = steps }
        }
        ancestorsCache.withLock { $0[sense] = found }
        return found
    }
}

extension WordNet {
    /// Whether the commonest noun sense of `form` is a group of people (under WordNet's "social group" or "people": a
    /// charity, a nation, the clergy, an army), not of things (a forest, a herd, a collection). WordNet files both as
    /// groups alike.
    public func namesPeopleGroup(_ form: String) -> Bool {
        guard let sense = nounSenses(of: form.lowercased()).first else { return false }
        return !Set(ancestors(of: sense).keys).isDisjoint(with: Self.peopleGroups)
    }

    /// The synsets "social group" and "people".
    private static let peopleGroups: Set<Int> = [7_950_920, 7_942_152]
}

extension WordNet {
    /// Whether one of the `senses` commonest noun senses of `form` is a kind of one of `roots` (synset offsets) at any
    /// depth: "bridges" and "tunnels" are `constructions`, "pistons" and "carriages" are not.
    public func isKind(_ form: String, of roots: Set<Int>, senses: Int = 1) -> Bool {
        nounSenses(of: form.lowercased()).prefix(senses).contains { !Set(ancestors(of: $0).keys).isDisjoint(with: roots) }
    }

    /// The synsets of what is built rather than made: "structure" (buildings, walls, bridges, dams), "way" (roads,
    /// tunnels, canals) and "facility" (stations, ports).
    public static let constructions: Set<Int> = [4_341_686, 4_564_698, 3_315_023]
}
