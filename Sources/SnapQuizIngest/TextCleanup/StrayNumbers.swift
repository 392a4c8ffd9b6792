/// Drops a stray number or speck opening a sentence: "74 Rivers carry…", ": Science Homework…". Tesseract reads
/// margin marks, hole punches and shadows as digits and stops, and a real sentence seldom opens with a bare
/// one- or two-digit numeral or a stop before a capital. `StrayMarks` drops most of them by where they stand; this
/// catches those it had to keep because Tesseract was sure of them (TestImages/science-photo-heic.heic read a "4"
/// at 86% confidence 164 px before "Rivers"; science-shadow-photo.jpg a ":" before four lines).
///
/// Only a line that opens a sentence is touched: the first of a paragraph, or one after a finished sentence or
/// a heading, so "…an army of" / "300 Spartans…" keeps its number. Question numbers ("4.", "b)"), bullets, signs
/// ("§ His mother…", "| Perhaps…") and numbers of three digits or more (years; house numbers, "880 Lopez Stream"
/// in the OCR bench's invoices) are kept. A bare number where a numbered list lacks that item's number is the list's
/// marker read without its stop, and gets it back: a photo of a maths page of ours read "1 A class has 30 pupils",
/// "2 A jacket costs" and "7 A bus leaves" among "3.", "4.", "5.", "6.", "8.", and lost the three numbers.
struct StrayNumbers: TextStage {
    /// A stray number has at most this many digits.
    static let maximumDigits = 2
    /// A speck is at most this long, made only of these marks.
    static let maximumSpeckLength = 3
    /// ("|" is not one: it is as often a printed mark, the "‖" of a footnote in the OCR bench's meditations page.)
    static let speckMarks: Set<Character> = [":", ";", "!", ",", "_", "~", "/", "\\", "^"]
    /// A line of at most this many words ending in a capitalised word is taken for a heading.
    static let headingWords = 6

    /// A numbered list has at least this many items read with their markers.
    static let minimumListItems = 2

    func apply(_ lines: [String]) -> [String] {
        let listed = Set(lines.compactMap(Self.listNumber))
        let list = listed.count >= Self.minimumListItems ? listed : []
        var out: [String] = []
        for line in lines {
            out.append(Self.opensSentence(after: out.last) ? Self.trimmed(line, list: list) : line)
        }
        return out
    }

    /// `line` without the stray tokens before its first capitalised word; a lone number that `list` (the numbers of a
    /// page's list markers) lacks, and no higher than one past its last, is a marker whose stop was lost.
    static func trimmed(_ line: String, list: Set<Int> = []) -> String {
        let tokens = line.split(separator: " ")
        let strays = tokens.prefix(while: isStray)
        guard !strays.isEmpty, strays.count < tokens.count, tokens[strays.count].first?.isUppercase == true else { return line }
        let rest = tokens.dropFirst(strays.count).joined(separator: " ")
        if strays.count == 1, let number = Int(strays[strays.startIndex]), number >= 1, !list.contains(number),
           let last = list.max(), number <= last + 1 {
            return "\(number). " + rest
        }
        return rest
    }

    /// The number of the list marker ("4.", "4)") opening `line`, if it has one.
    private static func listNumber(_ line: String) -> Int? {
        guard let first = line.split(separator: " ").first, first.count >= 2, first.count <= maximumDigits + 1,
              let mark = first.last, mark == "." || mark == ")" else { return nil }
        return Int(first.dropLast())
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
