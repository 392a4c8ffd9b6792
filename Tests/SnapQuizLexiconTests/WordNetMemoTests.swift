import Foundation
import Testing
@testable import SnapQuizLexicon

/// What WordNet remembers gives what it worked out the first time: `synset(at:)` and `gloss(at:)`, which read a
/// data.noun line's fields as bytes, are held to what splitting the line as text gives (the way words, pointers and
/// glosses were read before), and remembered readings to a fresh database's.
@Suite struct WordNetMemoTests {
    /// The offset of every synset line in data.noun (the licence header's lines start with a space).
    static func offsets(stride step: Int) throws -> [Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: WordNet.defaultFolder + "/data.noun"), options: .alwaysMapped)
        var offsets: [Int] = [], start = 0, line = 0
        data.withUnsafeBytes { bytes in
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if bytes[start] != UInt8(ascii: " ") {
                    if line % step == 0 { offsets.append(start) }
                    line += 1
                }
                start = end + 1
            }
        }
        return offsets
    }

    /// The words and noun pointers of a line split as text, as `synsetWords` and `pointerOffsets` read it before.
    static func splitAsText(_ wordNet: WordNet, at offset: Int) -> (words: [String], pointers: [String]) {
        let fields = wordNet.dataFields(at: offset)
        guard fields.count > 4, let count = Int(fields[3], radix: 16) else { return ([], []) }
        let words = fields.count >= 4 + 2 * count ? (0..<count).map { fields[4 + 2 * $0].lowercased().replacingOccurrences(of: "_", with: " ") } : []
        guard fields.count > 4 + 2 * count, let pointerCount = Int(fields[4 + 2 * count]) else { return (words, []) }
        var pointers: [String] = [], at = 5 + 2 * count
        for _ in 0..<pointerCount where at + 3 < fields.count {
            if fields[at + 2] == "n", let target = Int(fields[at + 1]) { pointers.append("\(fields[at]) \(target)") }
            at += 4
        }
        return (words, pointers)
    }

    /// Every 40th synset of data.noun, and the first and the last (the whole file agreed when this was written).
    @Test func bytesReadAsTextDoes() throws {
        let wordNet = try #require(WordNet.shared, "install wordnet-base")
        let all = try Self.offsets(stride: 1)
        let sample = try Self.offsets(stride: 40) + [all[0], all[all.count - 1]]
        #expect(all.count > 80_000)
        for offset in sample {
            let synset = wordNet.synset(at: offset), expected = Self.splitAsText(wordNet, at: offset)
            #expect(synset.words == expected.words, "\(offset)")
            #expect(synset.pointers.map { "\($0.symbol) \($0.target)" } == expected.pointers, "\(offset)")
            let line = wordNet.dataFields(at: offset).joined(separator: " ")
            #expect(wordNet.gloss(at: offset) == line.range(of: " | ").map { String(line[$0.upperBound...]) } ?? "", "\(offset)")
        }
    }

    /// A line with hundreds of hyponyms ("person"), read twice: the remembered answer is the first one.
    @Test func rememberedSynsetIsTheSame() throws {
        let wordNet = try #require(WordNet.shared, "install wordnet-base")
        let person = try #require(wordNet.senseOffsets(ofLemma: "person").first)
        let first = wordNet.synset(at: person), second = wordNet.synset(at: person)
        #expect(first.words.contains("person") && first.words == second.words)
        #expect(first.pointers.filter { $0.symbol == "~" }.count > 100)
        #expect(first.pointers.map(\.target) == second.pointers.map(\.target))
        #expect(wordNet.pointerOffsets(of: person, kinds: ["@"]) == Self.splitAsText(wordNet, at: person).pointers
            .filter { $0.hasPrefix("@ ") }.compactMap { Int($0.dropFirst(2)) })
    }

    /// Words of every part of speech, inflected and not, asked of the shared database twice and of a fresh one.
    @Test func rememberedReadingsAreAFreshLookUp() throws {
        let shared = try #require(WordNet.shared, "install wordnet-base")
        let fresh = try WordNet.open()
        let words = ["villi", "broke", "contractions", "Rivers", "blood vessel", "quickly", "happen", "the", "nivers", "bigger", "swallowing"]
        for word in words {
            let first = shared.readings(of: word), nouns = shared.nounReadings(of: word)
            #expect(shared.readings(of: word) == first, "\(word)")
            #expect(fresh.readings(of: word) == first, "\(word)")
            #expect(shared.nounReadings(of: word) == nouns && fresh.nounReadings(of: word) == nouns, "\(word)")
            #expect(WordNet.indexForm(of: word) == word.lowercased().replacingOccurrences(of: " ", with: "_"), "\(word)")
        }
        #expect(shared.nounReadings(of: "Blood vessel").first?.lemma == "blood_vessel")
        #expect(shared.readings(of: "villi").contains { $0.lemma == "villus" && $0.inflected })
        #expect(shared.readings(of: "nivers").isEmpty)
    }
}
