/// Takes out a paragraph break Tesseract saw between two lines of one sentence. On widely spaced lines it may take
/// every line for a paragraph of its own (a 22-pixel sans page with 1.9 line spacing: "… for about 6,650" /
/// blank / "kilometres through eleven countries …"), and a break inside a sentence hides that the sentence goes on
/// (a full stop misread before it stays a stop; the quiz's sentences end there). A paragraph of prose does not open
/// in lower case, and a paragraph does not end on a word with no mark after it, so a break goes when the line
/// after it opens in lower case or the line before ends on a word in lower case with no mark, and the line before is
/// a full line of prose: at least `minimumWords` words (not a heading or a line of verse) and no hyphen at its end
/// (`HyphenJoin` keeps a word broken across a real break as it is).
struct FalseParagraphBreaks: TextStage {
    /// A line before the break has at least this many words.
    static let minimumWords = 7

    func apply(_ lines: [String]) -> [String] {
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            if line.isEmpty, let before = out.last, index + 1 < lines.count, Self.continues(before, with: lines[index + 1]) { continue }
            out.append(line)
        }
        return out
    }

    static func continues(_ before: String, with after: String) -> Bool {
        guard let first = after.first, !before.hasSuffix("-"), before.split(separator: " ").count >= minimumWords else { return false }
        if first.isLowercase { return true }
        // A full line that stops mid-sentence, on a word in lower case with no mark after it ("… Behind it lies" /
        // "Lake Nasser, one of …"): the sentence goes on after the break. A paragraph ends on a mark; a heading is short
        // or ends on a capitalised word.
        // The line after must be a full line too: a short one may open a stanza of verse.
        guard let last = before.last, last.isLetter, last.isLowercase, let lastWord = before.split(separator: " ").last else { return false }
        // A word no sentence ends on ("… The two rivers meet at" / "Khartoum, the capital of Sudan."): whatever follows.
        if MissingStops.continuing.contains(lastWord.lowercased()) { return true }
        guard after.split(separator: " ").count >= minimumWords else { return false }
        return lastWord.first?.isLowercase == true
    }
}
