import Foundation

/// Finds quotes in OCR text while forgiving OCR noise: case, punctuation and spacing are ignored, and a few
/// characters may differ (an approximate substring match with an edit budget proportional to the quote).
struct Grounding {
    private let source: [Unicode.Scalar]
    private let sourceString: String

    init(text: String) {
        source = Self.normalize(text)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: source)
        sourceString = String(view)
    }

    /// Letters and digits lowercased, everything else a single space. (Hyphenated line breaks were joined at
    /// ingest, by `TextCleanup`, before the text was stored or sent to a model.)
    static func normalize(_ text: String) -> [Unicode.Scalar] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(folded.unicodeScalars.count)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return result
    }

    /// Whether `quote` appears in the text, allowing about one edit per eight characters.
    func contains(_ quote: String) -> Bool {
        let pattern = Self.normalize(quote)
        guard !pattern.isEmpty else { return false }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: pattern)
        if sourceString.contains(String(view)) { return true }
        let budget = pattern.count / 8
        guard budget > 0 else { return false }
        return Self.approximateDistance(of: pattern, in: source) <= budget
    }

    /// Sellers' algorithm: the smallest edit distance between `pattern` and any substring of `text`.
    static func approximateDistance(of pattern: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int {
        let m = pattern.count
        var previous = Array(0...m)
        var current = [Int](repeating: 0, count: m + 1)
        var best = m
        for character in text {
            current[0] = 0
            for i in 1...m {
                let substitution = previous[i - 1] + (pattern[i - 1] == character ? 0 : 1)
                current[i] = min(substitution, previous[i] + 1, current[i - 1] + 1)
            }
            best = min(best, current[m])
            if best == 0 { return 0 }
            swap(&previous, &current)
        }
        return best
    }
}
