import SnapQuizCore

/// The words of a reading Tesseract doubted everywhere the page shows them: each word's highest confidence, kept when
/// below `recordedBelow`. Spelling repair mends misreads the dictionary does not know; a misread that is itself a word
/// ("mins" for "runs", "hall" for "fall", "caring") only Tesseract's doubt can point at, and only the generator can
/// act on it (by asking about other sentences). The confidence is kept, not a verdict: how much doubt is too much is
/// the generator's choice.
struct DoubtedWords {
    typealias Word = TesseractAPI.Word

    /// Words read at or above this confidence somewhere on the page are not recorded. Over the 35 dev images, the
    /// dictionary words that are misreads (not in the ground truth) were below 90 in 67 of 76 cases ("mins" at 84
    /// and 88); a higher bound records a quarter of all words.
    static let recordedBelow: Float = 90

    /// `lines`' doubted words with letters in them, each once (compared in lower case), in reading order.
    static func find(in lines: [[Word]]) -> [OCRDoubt] {
        var best: [String: Float] = [:], order: [String] = [], written: [String: String] = [:]
        for word in lines.joined() {
            let core = SpellingRepair.Token(word.text).core
            guard core.contains(where: \.isLetter) else { continue }
            let key = core.lowercased()
            if let seen = best[key] { best[key] = max(seen, word.confidence); continue }
            best[key] = word.confidence
            written[key] = core
            order.append(key)
        }
        return order.compactMap { key in
            guard let confidence = best[key], confidence < recordedBelow, let word = written[key] else { return nil }
            return OCRDoubt(word: word, confidence: (Double(confidence) * 10).rounded(.down) / 10)
        }
    }

    /// The doubted words of a homework of several pages: a word one page doubts and another shows without doubt is
    /// not doubted; one that several pages doubt keeps its highest confidence.
    static func merge(_ pages: [(text: String, doubted: [OCRDoubt])]) -> [OCRDoubt] {
        guard pages.count > 1 else { return pages.first?.doubted ?? [] }
        // Each page's words and doubts, looked up once.
        let shown = pages.map { Set($0.text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)) }
        let doubts = pages.map { Dictionary($0.doubted.map { ($0.word.lowercased(), $0.confidence) }, uniquingKeysWith: max) }
        var merged: [OCRDoubt] = [], seen = Set<String>()
        for doubt in pages.flatMap(\.doubted) where seen.insert(doubt.word.lowercased()).inserted {
            let key = doubt.word.lowercased()
            let confidence = pages.indices.map { doubts[$0][key] ?? (shown[$0].contains(key) ? 100 : 0) }.max() ?? doubt.confidence
            if confidence < Double(recordedBelow) { merged.append(OCRDoubt(word: doubt.word, confidence: confidence)) }
        }
        return merged
    }
}
