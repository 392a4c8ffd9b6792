import Foundation

extension WordNet {
    /// The word WordNet gives as the opposite of `lemma` in its commonest sense as an adjective or a verb: "large" →
    /// "small", "active" → "inactive", "rise" → "fall", "attract" → "repel". Nil where that sense has none (a
    /// satellite adjective such as "huge", or "absorb", whose opposite "emit" belongs to its sixth sense only): a
    /// rarer sense's opposite is no opposite of what the page means ("light" as a colour is not "heavy").
    public func antonym(of lemma: String, as part: PartOfSpeech) -> String? {
        guard part == .adjective || part == .verb, let data = otherData[part],
              let line = Self.indexLine(of: lemma, in: indexes(part)) else { return nil }
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let pointers = Int(fields[3]), fields.count > 6 + pointers,
              let offset = Int(fields[6 + pointers]) else { return nil }
        return Self.antonym(of: lemma, inSynsetAt: offset, of: data)
    }

    private static func indexLine(of lemma: String, in index: Data?) -> String? {
        guard let index, !lemma.isEmpty else { return nil }
        return line(for: Array(lemma.lowercased().utf8), in: index)
    }

    /// "01382086 00 a 02 large 0 big 0 … 003 ! 01384438 a 0101 …": the word the line's antonym pointer ("!") leads to
    /// from `lemma` (a lexical pointer: its source is `lemma`'s place among the line's words).
    private static func antonym(of lemma: String, inSynsetAt offset: Int, of data: Data) -> String? {
        guard let line = lineText(at: offset, of: data) else { return nil }
        let fields = line.split(separator: " ")
        guard fields.count > 4, let count = Int(fields[3], radix: 16), fields.count > 4 + 2 * count,
              let pointerCount = Int(fields[4 + 2 * count]) else { return nil }
        // Adjectives carry a syntactic mark ("galore(ip)").
        let words = (0..<count).map { fields[4 + 2 * $0].split(separator: "(").first.map { $0.lowercased() } ?? "" }
        guard let place = words.firstIndex(of: lemma.lowercased()) else { return nil }
        var field = 5 + 2 * count
        for _ in 0..<pointerCount where field + 3 < fields.count {
            defer { field += 4 }
            guard fields[field] == "!", let target = Int(fields[field + 1]), fields[field + 3].count == 4,
                  Int(fields[field + 3].prefix(2), radix: 16) == place + 1,
                  let targetWord = Int(fields[field + 3].suffix(2), radix: 16) else { continue }
            guard let other = lineText(at: target, of: data)?.split(separator: " "), other.count > 4,
                  let otherCount = Int(other[3], radix: 16), (1...otherCount).contains(targetWord), other.count > 3 + 2 * targetWord else { return nil }
            let word = other[2 + 2 * targetWord].split(separator: "(").first.map { $0.lowercased() } ?? ""
            return word.contains("_") || word.isEmpty ? nil : word
        }
        return nil
    }

    /// The nouns WordNet derives from the verb `lemma` in its two commonest senses, one word each: "evaporate" →
    /// "evaporation", "vapor"; "erode" → "erosion"; "invade" → "invasion", "invader".
    public func derivedNouns(ofVerb lemma: String) -> [String] {
        guard let data = otherData[.verb], let line = Self.indexLine(of: lemma, in: indexes(.verb)) else { return [] }
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let pointers = Int(fields[3]), fields.count > 6 + pointers else { return [] }
        var found: [String] = []
        for offset in fields.dropFirst(6 + pointers).prefix(2).compactMap({ Int($0) }) {
            guard let synset = Self.lineText(at: offset, of: data)?.split(separator: " "), synset.count > 4,
                  let count = Int(synset[3], radix: 16), synset.count > 4 + 2 * count, let pointerCount = Int(synset[4 + 2 * count]) else { continue }
            let words = (0..<count).map { synset[4 + 2 * $0].lowercased() }
            guard let place = words.firstIndex(of: lemma.lowercased()) else { continue }
            var field = 5 + 2 * count
            for _ in 0..<pointerCount where field + 3 < synset.count {
                defer { field += 4 }
                guard synset[field] == "+", synset[field + 2] == "n", let target = Int(synset[field + 1]),
                      Int(synset[field + 3].prefix(2), radix: 16) == place + 1, let word = Int(synset[field + 3].suffix(2), radix: 16),
                      let noun = Self.lineText(at: target, of: nounData)?.split(separator: " "), noun.count > 3 + 2 * word, word >= 1 else { continue }
                let text = noun[2 + 2 * word].lowercased()
                if !text.contains("_"), !found.contains(text) { found.append(text) }
            }
        }
        return found
    }

    /// The data file's line at `offset`, as text.
    private static func lineText(at offset: Int, of data: Data) -> String? {
        data.withUnsafeBytes { bytes -> String? in
            guard offset < bytes.count else { return nil }
            var end = offset
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        }
    }
}

extension WordNet {
    /// Whether describing words `a` and `b` (lemmas; `a` in its commonest sense, `b` in any of its three commonest) lie on
    /// one scale: in one cluster ("enormous" and "huge" beside "large"), at its two ends ("large" and "small", "heavy"
    /// and "light", "rich" and "poor"), measuring one attribute ("fertile", "infertile": fertility), or terms of one
    /// subject ("acidic", "alkaline", "neutral": chemistry). Nil where either is no adjective WordNet knows.
    /// A describing word swapped for one of another scale makes a statement false by nonsense, not by the page:
    /// "Volcanic ash makes the soil very enormous", "the fire was not official".
    public func onOneScale(_ a: String, _ b: String) -> Bool? {
        guard let mine = adjectiveScale(of: a, senses: 1), let theirs = adjectiveScale(of: b, senses: 3) else { return nil }
        return !mine.isDisjoint(with: theirs)
    }

    /// The marks of the scales of `lemma`'s `senses` commonest adjective senses: each cluster's head synset, the heads
    /// its head is the opposite of, and the nouns it is an attribute of or a term of the subject of (";c"), the nouns
    /// as negative offsets (data.noun's, not data.adj's).
    private func adjectiveScale(of lemma: String, senses: Int) -> Set<Int>? {
        let key = "\(lemma.lowercased())|\(senses)"
        if let known = scalesCache.withLock({ $0[key] }) { return known }
        let found = decideScale(of: lemma, senses: senses)
        scalesCache.withLock { $0[key] = found }
        return found
    }

    private func decideScale(of lemma: String, senses: Int) -> Set<Int>? {
        guard let data = otherData[.adjective], let line = Self.indexLine(of: lemma, in: indexes(.adjective)) else { return nil }
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let pointers = Int(fields[3]), fields.count > 6 + pointers else { return nil }
        var marks: Set<Int> = []
        for offset in fields.dropFirst(6 + pointers).prefix(senses).compactMap({ Int($0) }) {
            guard let synset = Self.adjectivePointers(at: offset, of: data) else { continue }
            // A satellite ("s") stands for its cluster's head, the one synset it is "similar to" ("&").
            let head = synset.type == "s" ? synset.pointers.first { $0.symbol == "&" }?.target ?? offset : offset
            marks.insert(head)
            for pointer in synset.pointers + (head == offset ? [] : Self.adjectivePointers(at: head, of: data)?.pointers ?? []) {
                if pointer.symbol == "!" { marks.insert(pointer.target) }
                if pointer.symbol == "=" || pointer.symbol == ";c" { marks.insert(-pointer.target - 1) }
            }
        }
        return marks.isEmpty ? nil : marks
    }

    /// The type ("a" head, "s" satellite) and pointers (symbol, target offset) of the data.adj synset at `offset`.
    private static func adjectivePointers(at offset: Int, of data: Data) -> (type: Substring, pointers: [(symbol: Substring, target: Int)])? {
        guard let fields = lineText(at: offset, of: data)?.split(separator: " "), fields.count > 4,
              let count = Int(fields[3], radix: 16), fields.count > 4 + 2 * count, let pointerCount = Int(fields[4 + 2 * count]) else { return nil }
        var pointers: [(symbol: Substring, target: Int)] = []
        var field = 5 + 2 * count
        for _ in 0..<pointerCount where field + 3 < fields.count {
            if let target = Int(fields[field + 1]) { pointers.append((fields[field], target)) }
            field += 4
        }
        return (fields[2], pointers)
    }
}
