import Foundation

extension WordNet {
    /// What the quiz reads of a data.noun line: the synset's words and its pointers to other noun synsets.
    struct Synset: Sendable {
        /// Lower case, spaces between words: "artery", "arteria", "arterial blood vessel".
        let words: [String]
        /// The pointers whose target is a noun synset, in the line's order.
        let pointers: [Pointer]

        static let empty = Synset(words: [], pointers: [])
    }

    /// One pointer of a data.noun line: its symbol ("@" a hypernym, "~" a hyponym, "#p" a part holonym …) and the
    /// target synset's offset.
    struct Pointer: Sendable {
        let symbol: String
        let target: Int
    }

    /// The synset at `offset`, read once a process: a walk up WordNet's tree passes the same few kinds again and
    /// again ("organism", "object", "whole"), and their lines list hundreds of hyponyms each. Splitting such a line as
    /// text for every step up was half of a long page's quiz time.
    func synset(at offset: Int) -> Synset {
        if let known = synsetCache.withLock({ $0[offset] }) { return known }
        let found = readSynset(at: offset)
        synsetCache.withLock { $0[offset] = found }
        return found
    }

    /// "05333777 08 n 03 artery 0 arteria 0 arterial_blood_vessel 0 078 @ 05417975 n 0000 …": the line's fields are
    /// found as byte ranges between spaces, and only the words and pointer fields become strings.
    private func readSynset(at offset: Int) -> Synset {
        nounData.withUnsafeBytes { bytes -> Synset in
            guard offset < bytes.count else { return .empty }
            let fields = Self.fields(of: bytes, at: offset)
            func text(_ field: Int) -> String {
                String(decoding: UnsafeRawBufferPointer(rebasing: bytes[fields[field]]), as: UTF8.self)
            }
            // lemma count (hex), then a word and a lex_id for each, then the pointer count and four fields a pointer:
            // symbol, offset, part of speech, source/target.
            guard fields.count > 4, let count = Int(text(3), radix: 16) else { return .empty }
            let words = fields.count >= 4 + 2 * count
                ? (0..<count).map { text(4 + 2 * $0).lowercased().replacingOccurrences(of: "_", with: " ") } : []
            guard fields.count > 4 + 2 * count, let pointerCount = Int(text(4 + 2 * count)) else {
                return Synset(words: words, pointers: [])
            }
            var pointers: [Pointer] = []
            var field = 5 + 2 * count
            for _ in 0..<pointerCount where field + 3 < fields.count {
                let partOfSpeech = fields[field + 2]
                if partOfSpeech.count == 1, bytes[partOfSpeech.lowerBound] == UInt8(ascii: "n"), let target = Int(text(field + 1)) {
                    pointers.append(Pointer(symbol: text(field), target: target))
                }
                field += 4
            }
            return Synset(words: words, pointers: pointers)
        }
    }

    /// The gloss of the synset at `offset`: its definition and examples, the fields after the "|" joined by single
    /// spaces (as the line split into fields and joined again gave it).
    func gloss(at offset: Int) -> String {
        nounData.withUnsafeBytes { bytes -> String in
            guard offset < bytes.count else { return "" }
            let fields = Self.fields(of: bytes, at: offset)
            let isBar = { (field: Range<Int>) in field.count == 1 && bytes[field.lowerBound] == UInt8(ascii: "|") }
            // " | " needs a field before the bar and one after it.
            guard let bar = fields.indices.dropFirst().dropLast().first(where: { isBar(fields[$0]) }) else { return "" }
            return fields[(bar + 1)...].map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                .joined(separator: " ")
        }
    }

    /// The byte ranges of the space-separated fields of the line at `offset` (no empty ones).
    private static func fields(of bytes: UnsafeRawBufferPointer, at offset: Int) -> [Range<Int>] {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var fields: [Range<Int>] = []
        var start = offset, at = offset
        while at < bytes.count, bytes[at] != newline {
            if bytes[at] == space {
                if at > start { fields.append(start..<at) }
                start = at + 1
            }
            at += 1
        }
        if at > start { fields.append(start..<at) }
        return fields
    }
}
