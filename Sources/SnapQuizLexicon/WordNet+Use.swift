import Foundation
import Synchronization

/// How much a word is in use in one sense, by what WordNet itself counts: the tagged corpus's count of each sense
/// (cntlist.rev). Of the world's languages a learner weighs beside "Latin", "English" (18) and "Greek" (6) are seen
/// often, "Yokuts" and "Massachuset" seldom or never.
extension WordNet {
    /// How often WordNet's tagged corpus saw `word` in the noun sense at `offset` (cntlist.rev: "weather%1:19:00:: 1 20"),
    /// 0 for a sense it never saw; nil where cntlist.rev is not installed or `word` is not a word of that synset.
    func taggedUses(of word: String, at offset: Int) -> Int? {
        guard let senseCounts else { return nil }
        let fields = dataFields(at: offset)
        // "11524662 19 n 04 weather 0 weather_condition 0 …": the file number, then each word with its lex_id (hex).
        guard fields.count > 4, let file = Int(fields[1]), let count = Int(fields[3], radix: 16), fields.count >= 4 + 2 * count else { return nil }
        let wanted = word.lowercased().replacingOccurrences(of: " ", with: "_")
        guard let at = (0..<count).first(where: { fields[4 + 2 * $0].lowercased() == wanted }),
              let lexID = Int(fields[5 + 2 * at], radix: 16) else { return nil }
        let key = wanted + "%1:" + Self.twoDigits(file) + ":" + Self.twoDigits(lexID) + "::"
        // "weather%1:19:00:: 1 20": the key, the sense's number, the count.
        guard let line = Self.line(for: Array(key.utf8), in: senseCounts) else { return 0 }
        return line.split(separator: " ").last.flatMap { Int($0) } ?? 0
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

extension WordNet {
    /// Other languages of the family of `name`'s language (noun.communication, its first or second noun sense): the
    /// languages under its family, two steps up ("Latin" → Italic → Indo-European → "English", "Greek", "French",
    /// "German", "Spanish", "Russian"), each a one-word name with a describing-word reading (a nationality word), whose
    /// first or second noun sense that language is, the tagged corpus's most seen first (`taggedUses`; none it never
    /// saw). A page where Latin spread across Europe names no other language; a teacher's wrong options are these.
    public func kindredLanguages(of name: String, count: Int = 6) -> [String] {
        if let known = kindredCache.withLock({ $0[name] }) { return Array(known.prefix(count)) }
        let found = kindred(of: name)
        kindredCache.withLock { $0[name] = found }
        return Array(found.prefix(count))
    }

    /// `kindredLanguages`, all of them, most seen first.
    private func kindred(of name: String) -> [String] {
        let senses = senseOffsets(of: name).prefix(2)
        guard let sense = senses.first(where: { nounCategory($0) == Self.communication }),
              let parent = hypernymOffsets(of: sense).first else { return [] }
        // The family two steps up, unless that is language itself ("natural language" gave "Athabascan" and "Yokuts").
        let grand = hypernymOffsets(of: parent).first
        let family = grand.map { synsetWords(at: $0).contains("natural language") } == false ? grand ?? parent : parent
        var found: [(word: String, uses: Int)] = [], level = [family], seen: Set<Int> = [family], languages: Set<Int> = [sense]
        // "French" lies four steps below Indo-European (Italic, Latin, Romance).
        for _ in 0..<6 where !level.isEmpty {
            level = level.flatMap { pointerOffsets(of: $0, kinds: ["~"]) }.filter { seen.insert($0).inserted }
            for kind in level {
                // Not the key (its daughters are looked at: Romance, then French, lie below Latin), nor a language's own
                // dialect: "American" (English) beside "English".
                guard kind != sense, hypernymOffsets(of: kind).allSatisfy({ !languages.contains($0) }) else { continue }
                guard let word = synsetWords(at: kind).first(where: { !$0.contains(" ") && !$0.contains("-") }),
                      senseOffsets(of: word).prefix(2).contains(kind),
                      readings(of: word).contains(where: { $0.partOfSpeech == .adjective }),
                      let uses = taggedUses(of: word, at: kind), uses > 0 else { continue }
                languages.insert(kind)
                found.append((word.prefix(1).uppercased() + word.dropFirst(), uses))
            }
        }
        return found.sorted { ($0.uses, $1.word) > ($1.uses, $0.word) }.map(\.word)
    }

    /// WordNet's lexicographer file of communication (noun.communication: languages among them).
    static let communication = 10
}

extension WordNet {
    /// Other people by role beside the person sense of `lemma` (noun.person, one of its three commonest senses): the
    /// other kinds of what it is a kind of, each a one-word name whose commonest sense that kind is and that the tagged
    /// corpus saw at least twice (`taggedUses`), most seen first: "geologist" → "psychologist", "linguist", "chemist",
    /// "researcher", "physicist"; "farmer" → "artist", "architect", "maker", "developer" ("crafter", seen once, is no
    /// word a learner weighs). A word WordNet does not list that ends in "-ologist" ("volcanologist"; WordNet spells it
    /// "vulcanologist") is a scientist of one science, beside the scientists of others named "-ist" ("chemist",
    /// "physicist"), but not one whose kinds are named "-ologists" themselves: a volcanologist may be such a one
    /// ("geologist", above "hydrologist"), and "Scientists called geologists measure small earthquakes" is true as well.
    /// (By their first names: "astronomer", below "physicist", is also "uranologist".) None from a
    /// kind of more than 30 kinds, as `sisters`: "explorer", "engineer" and "scientist" are kinds of person itself (402
    /// kinds, "friend" the most seen).
    public func kindredPeople(of lemma: String) -> [String] {
        let sense = senseOffsets(ofLemma: lemma).first { nounCategory($0) == Self.people }
        let parents: [Int]
        var named: (Int) -> Bool = { _ in true }
        if let sense {
            parents = pointerOffsets(of: sense, kinds: ["@"])
        } else if readings(of: lemma).isEmpty, lemma.hasSuffix("ologist"), let scientist = senseOffsets(ofLemma: "scientist").first {
            parents = [scientist]
            named = { kind in
                self.synsetWords(at: kind).first?.hasSuffix("ist") == true
                    && !self.pointerOffsets(of: kind, kinds: ["~"]).contains { self.synsetWords(at: $0).first?.hasSuffix("ologist") == true }
            }
        } else {
            return []
        }
        var found: [(word: String, uses: Int)] = []
        for parent in parents where depth(of: parent) >= 4 {
            let kinds = pointerOffsets(of: parent, kinds: ["~"]).filter { $0 != sense }
            guard kinds.count <= 30 else { continue }
            for kind in kinds where named(kind) {
                guard let word = synsetWords(at: kind).first(where: { !$0.contains(" ") && !$0.contains("-") }),
                      senseOffsets(of: word).first == kind, let uses = taggedUses(of: word, at: kind), uses >= 2,
                      !found.contains(where: { $0.word == word }) else { continue }
                found.append((word, uses))
            }
        }
        return found.sorted { ($0.uses, $1.word) > ($1.uses, $0.word) }.map(\.word)
    }

    /// WordNet's lexicographer file of people (noun.person).
    public static let people = 18
}
