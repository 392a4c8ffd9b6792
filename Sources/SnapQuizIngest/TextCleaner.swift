/// Turns raw Tesseract output into clean text: hyphenated line breaks joined, whitespace normalised,
/// empty and garbage lines dropped, paragraph breaks (blank lines) kept as one blank line.
public enum TextCleaner {
    public static func clean(_ raw: String) -> String {
        var paragraphs: [[String]] = [[]]
        for rawLine in raw.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = normalizeSpaces(String(rawLine))
            if line.isEmpty {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
                continue
            }
            if isGarbage(line) { continue }
            paragraphs[paragraphs.count - 1].append(line)
        }
        var out: [String] = []
        for paragraph in paragraphs where !paragraph.isEmpty {
            out.append(joinHyphenation(paragraph).joined(separator: "\n"))
        }
        return out.joined(separator: "\n\n")
    }

    /// Collapses runs of spaces/tabs, drops control characters, trims the ends.
    static func normalizeSpaces(_ line: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in line.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\r" || scalar == "\u{0C}" {
                pendingSpace = !result.isEmpty
                continue
            }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format { continue }
            if pendingSpace { result.append(" "); pendingSpace = false }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A line with no word of two letters (or digits) and mostly symbols: specks and rules read as text.
    static func isGarbage(_ line: String) -> Bool {
        let alnum = line.filter { $0.isLetter || $0.isNumber }.count
        let visible = line.filter { !$0.isWhitespace }.count
        if alnum == 0 { return true }
        let hasWord = line.split(separator: " ").contains { word in word.filter { $0.isLetter || $0.isNumber }.count >= 2 }
        if !hasWord && visible > 1 { return alnum * 2 < visible }
        return Double(alnum) / Double(visible) < 0.3
    }

    /// "exam-" + "ple" on the next line becomes "example" on the first line.
    static func joinHyphenation(_ lines: [String]) -> [String] {
        var out: [String] = []
        for line in lines {
            if let last = out.last, last.count > 2, last.hasSuffix("-") || last.hasSuffix("\u{AD}"),
               let before = last.dropLast().last, before.isLetter,
               let first = line.first, first.isLowercase {
                let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                out[out.count - 1] = String(last.dropLast()) + words[0]
                if words.count > 1 { out.append(String(words[1])) }
            } else {
                out.append(line)
            }
        }
        return out
    }
}
