/// Puts back a full stop OCR lost between two sentences ("completed in southern Egypt The dam controls the floods",
/// "the twins Romulus and Remus Over several centuries"): a faint stop vanishes on a blurred photo, or reads as a
/// comma ("the first emperor, The empire built roads"), and the quiz then takes two sentences for one. A word that
/// opens sentences ("The", "It", "Over" …), capitalised after a word that could end a sentence and followed by a word
/// in lower case, starts a new sentence. This holds in a line, after a comma, and across a line break inside a
/// paragraph ("… removed from power" / "The eastern empire …").
///
/// A title keeps its capitals: "leader of The Beatles" (capital after the opener), "Gone With the Wind" and
/// "Somewhere Over the Rainbow" (a title's small word, then a capital), so they are left alone.
struct MissingStops: TextStage {
    /// Words that open sentences and are seldom capitalised inside one (no "A": "vitamin A is", "Plan A was"; no "I").
    static let openers: Set<String> = [
        "The", "This", "These", "Those", "It", "Its", "They", "Their", "He", "She", "We", "There", "However", "Today",
    ]
    /// Words that open sentences as often, but that a photo read with stray capitals gives inside one ("heats water In
    /// rivers"): a sentence starts with one only after a capitalised word ("the twins Romulus and Remus Over several").
    static let openersAfterNames: Set<String> = [
        "Over", "In", "On", "After", "Before", "During", "When", "While", "Although", "Because", "Many", "Most", "Some",
        "Each", "Every", "Both", "Later", "Then", "Soon", "Since", "Until", "His", "Her", "Our", "Once", "Without",
    ]
    static let allOpeners = openers.union(openersAfterNames)
    /// Words after which a sentence does not end ("… one of The …").
    static let continuing: Set<String> = [
        "a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "from", "with", "and", "or", "but", "as", "than", "that",
        "read", "called", "named", "titled", "entitled", "is", "was", "are", "were", "how", "what", "which", "who", "so",
        "very", "not", "too",
    ]
    /// The small words a title leaves in lower case between capitalised ones ("Over the Rainbow").
    static let titleSmallWords: Set<String> = ["a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "and", "or", "but", "nor", "as"]

    func apply(_ lines: [String]) -> [String] {
        var out = lines.map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
        let firstText = out.firstIndex { !$0.joined().isEmpty }
        for l in out.indices {
            // In the line.
            for t in out[l].indices.dropLast(2) where Self.opensSentence(Array(out[l][(t + 1)...]), after: out[l][t]) {
                out[l][t] = Self.ended(out[l][t]) ?? out[l][t]
            }
            // At the line's end, the next line of the paragraph opening a sentence. A heading (the page's first line, or
            // a short line) is no sentence of the paragraph, and a line of verse ends without a stop.
            guard l + 1 < out.count, l != firstText, out[l].count >= 5, let last = out[l].last,
                  Self.opensSentence(out[l + 1], after: last), !Self.isVerse(paragraph: Self.paragraph(around: l, in: out)),
                  let ended = Self.ended(last) else { continue }
            out[l][out[l].count - 1] = ended
        }
        return out.map { $0.joined(separator: " ") }
    }

    /// Whether `words` (what follows `previous`, a possible sentence end) open a sentence: an opener, a word in lower
    /// case, and no title's small word followed by a capital.
    static func opensSentence(_ words: [String], after previous: String) -> Bool {
        guard words.count >= 2, words[1].first?.isLowercase == true,
              openers.contains(words[0]) || (openersAfterNames.contains(words[0]) && previous.first?.isUppercase == true) else { return false }
        if titleSmallWords.contains(words[1]), words.count >= 3, words[2].first?.isUppercase == true { return false }
        return true
    }

    /// The lines (as words) of the paragraph that holds line `index`.
    static func paragraph(around index: Int, in lines: [[String]]) -> ArraySlice<[String]> {
        let isBlank = { (line: [String]) in line.joined().isEmpty }
        let start = lines[..<index].lastIndex(where: isBlank).map { $0 + 1 } ?? 0
        let end = lines[index...].firstIndex(where: isBlank) ?? lines.endIndex
        return lines[start..<end]
    }

    /// Whether a paragraph reads as verse: four lines or more, three in four opening with a capital, and short or
    /// ragged lines (one before the last shorter than 4/5 of the longest). Prose is wrapped at the margin, so its lines
    /// but the last are about as long as each other, and longer; it may open most of them with a capital when names
    /// fall there.
    static func isVerse(paragraph: ArraySlice<[String]>) -> Bool {
        let capitalised = paragraph.filter { $0.first?.first?.isUppercase == true }.count
        let lengths = paragraph.map { $0.joined(separator: " ").count }
        let longest = lengths.max() ?? 0
        return paragraph.count >= 4 && capitalised * 4 >= paragraph.count * 3
            && (longest < 50 || lengths.dropLast().contains { $0 * 5 < longest * 4 })
    }

    /// `word` with a stop after it (a comma before the next sentence was the stop misread), or nil when it could not end
    /// a sentence.
    static func ended(_ word: String) -> String? {
        let core = word.hasSuffix(",") ? String(word.dropLast()) : word
        return endsSentence(core) ? core + "." : nil
    }

    /// Whether `word` could end a sentence if a stop followed it: letters only, at least two, not a word that leads on.
    static func endsSentence(_ word: String) -> Bool {
        word.count >= 2 && word.allSatisfy(\.isLetter) && !continuing.contains(word.lowercased())
    }
}
