/// Puts back a full stop OCR lost between two sentences on one line ("completed in southern Egypt The dam controls
/// the floods"): a faint stop vanishes on a blurred photo, and the quiz then takes two sentences for one. A word
/// that opens sentences ("The", "It", "They" …), capitalised in the middle of a line and followed by a word in lower
/// case, starts a new sentence; the word before it must be a plain word that could end one. A title keeps its
/// capitals ("leader of The Beatles"), so it is left alone.
struct MissingStops: TextStage {
    /// Words that open sentences and are seldom capitalised inside one (no "A": "vitamin A is", "Plan A was").
    static let openers: Set<String> = [
        "The", "This", "These", "Those", "It", "Its", "They", "Their", "He", "She", "We", "There", "However", "Today",
    ]
    /// Words after which a sentence does not end ("… one of The …").
    static let continuing: Set<String> = [
        "a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "from", "with", "and", "or", "but", "as", "than", "that",
        "read", "called", "named", "titled", "entitled", "is", "was", "are", "were",
    ]

    func apply(_ lines: [String]) -> [String] {
        lines.map { line in
            var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            for t in tokens.indices.dropLast(2) where Self.endsSentence(tokens[t])
                && Self.openers.contains(tokens[t + 1]) && tokens[t + 2].first?.isLowercase == true {
                tokens[t] += "."
            }
            return tokens.joined(separator: " ")
        }
    }

    /// Whether `word` could end a sentence if a stop followed it: letters only, at least two, not a word that leads on.
    static func endsSentence(_ word: String) -> Bool {
        word.count >= 2 && word.allSatisfy(\.isLetter) && !continuing.contains(word.lowercased())
    }
}
