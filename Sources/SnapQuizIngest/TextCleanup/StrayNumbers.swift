/// Drops a stray number or speck opening a sentence: "74 Rivers carry…", ": Science Homework…". Tesseract reads
/// margin marks, hole punches and shadows as digits and stops, and a real sentence seldom opens with a bare
/// one- or two-digit numeral or a stop before a capital. `StrayMarks` drops most of them by where they stand; this
/// catches those it had to keep because Tesseract was sure of them (TestImages/science-photo-heic.heic read a "4"
/// at 86% confidence 164 px before "Rivers"; science-shadow-photo.jpg a ":" before four lines).
///
/// Only a line that opens a sentence is touched: the first of a paragraph, or one after a finished sentence or
/// a heading, so "…an army of" / "300 Spartans…" keeps its number. Question numbers ("4.", "b)"), bullets, signs
/// ("§ His mother…", "| Perhaps…") and numbers of three digits or more (years; house numbers, "880 Lopez Stream"
/// in the OCR bench's invoices) are kept.
struct StrayNumbers: TextStage {
    /// A stray number has at most this many digits.
    static let maximumDigits = 2
    /// A speck is at most this long, made only of these marks.
    static let maximumSpeckLength = 3
    /// ("|" is not one: it is as often a printed mark, the "‖" of a footnote in the OCR bench's meditations page.)
    static let speckMarks: Set<Character> = [":", ";", "!", ",", "_", "~", "/", "\\", "^"]
    /// A line of at most this many words ending in a capitalised word is taken for a heading.
    static let headingWords = 6

    func apply(_ lines: [String]) -> [String] {
        var out: [String] = []
        for line in lines {
            out.append(Self.opensSentence(after: out.last) ? Self.trimmed(line) : line)
        }
        return out
    }

    /// `line` without the stray tokens before its first capitalised word.
    static func trimmed(_ line: String) -> String {
        let tokens = line.split(separator: " ")
        let strays = tokens.prefix(while: isStray)
        guard !strays.isEmpty, strays.count < tokens.count, tokens[strays.count].first?.isUppercase == true else { return line }
        return tokens.dropFirst(strays.count).joined(separator: " ")
    }

    private static func isStray(_ token: Substring) -> Bool {
        (token.count <= maximumDigits && token.allSatisfy { $0.isASCII && $0.isNumber })
            || (token.count <= maximumSpeckLength && token.allSatisfy(speckMarks.contains))
    }

    /// Whether a line after `previous` (nil or empty: a paragraph's first line) opens a sentence.
    private static func opensSentence(after previous: String?) -> Bool {
        guard let previous, let last = previous.last else { return true }
        if ".!?:".contains(last) { return true }
        let words = previous.split(separator: " ")
        return words.count <= headingWords && words.last?.first?.isUppercase == true
    }
}
