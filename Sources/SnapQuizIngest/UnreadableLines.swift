import SnapQuizLexicon

/// Finds the lines the engine could not read: doubtful (low mean word confidence) and mostly words the
/// dictionary does not know. Such lines are left out of the text questions are built from (they stay in
/// the raw text that is stored beside it).
struct UnreadableLines {
    typealias Word = TesseractAPI.Word

    /// A line whose mean word confidence is at least this is kept whatever its words.
    static let maximumConfidence: Float = 70
    /// A doubtful line is kept when at least this share of its words are dictionary words or numbers.
    static let minimumReadableShare = 0.5

    let lexicon: Lexicon

    func isUnreadable(_ words: [Word]) -> Bool {
        guard !words.isEmpty else { return false }
        let confidence = words.map(\.confidence).reduce(0, +) / Float(words.count)
        guard confidence < Self.maximumConfidence else { return false }
        let tokens = words.map { SpellingRepair.Token($0.text).core }.filter { !$0.isEmpty }
        guard !tokens.isEmpty else { return true }
        // Only words of letters are judged: numbers, prices, codes, e-mail and web addresses are content that no
        // dictionary lists (a line of an address read as "thomas@foster-ectwards" is kept).
        let judged = tokens.filter { $0.allSatisfy(\.isLetter) }
        let unknown = judged.filter { !lexicon.knows($0) }
        return Double(tokens.count - unknown.count) / Double(tokens.count) < Self.minimumReadableShare
    }
}
