/// Puts back the small letter of a word beginning with "i" that Tesseract read with a capital in mid-sentence:
/// "from their leaves In a process called transpiration", "turns liquid water Into vapour" (TestImages'
/// science-rot90). The sentence splitter takes such a capital for the start of a sentence that lost its stop, so the
/// quiz lost its question on transpiration. A capital I and a small i differ only by a dot and a serif on a photo;
/// no other letter's capital looks so like its small one in print. Printed prose capitalises these words mid-sentence
/// only in titles ("Alice In Wonderland", "The Cat In The Hat"), where a capitalised word stands before them, so
/// such a word is changed only between two words in small letters, with no mark of a sentence's end before it.
/// The word before may end the previous line when that line is prose running on (`runsOn`), not a heading with no
/// stop ("The Great Fire of London" above "In the early hours …", which a first version of this stage lowered), and
/// not in verse, whose lines all open with capitals.
struct MisreadCapitals: TextStage {
    /// Common words beginning with "i" (as Tesseract writes them with the capital).
    static let words: Set<String> = ["In", "Into", "Is", "It", "Its", "If", "Inside", "Instead"]

    func apply(_ lines: [String]) -> [String] {
        var out = lines
        for index in out.indices where !out[index].isEmpty {
            var tokens = out[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            // The last word of the previous line, when that line runs on into this one.
            var before = index > 0 && Self.runsOn(out[index - 1]) && !Self.isVerse(around: index, in: lines)
                ? out[index - 1].split(separator: " ").last.map(String.init) : nil
            for t in tokens.indices {
                defer { before = tokens[t] }
                guard Self.words.contains(tokens[t]), let previous = before, previous.first?.isLowercase == true,
                      previous.last?.isLowercase == true,
                      t + 1 < tokens.count, tokens[t + 1].first?.isLowercase == true else { continue }
                tokens[t] = tokens[t].lowercased()
            }
            out[index] = tokens.joined(separator: " ")
        }
        return out
    }

    /// A line of prose that goes on in the next: at least `proseWords` words, its last in small letters. A heading is
    /// shorter, or ends in a capitalised word ("The Water Cycle", "The Great Fire of London").
    static func runsOn(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        return words.count >= proseWords && words.last?.first?.isLowercase == true
    }

    /// Whether the line at `index` stands in verse, which opens every line with a capital whatever the sentence does
    /// ("For oft, when on my couch I lie / In vacant or in pensive mood,"): the lines before and after open with one.
    static func isVerse(around index: Int, in lines: [String]) -> Bool {
        index > 0 && index + 1 < lines.count && [lines[index - 1], lines[index + 1]].allSatisfy { $0.first?.isUppercase == true }
    }

    /// Fewer words than this make a heading, not a line of prose.
    static let proseWords = 6
}
