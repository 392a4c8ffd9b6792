import Foundation

/// The default homework title: the first meaningful line of the recognised text.
public enum TitleGuess {
    /// The first line with at least two words of letters (or one word of four letters), cut to `maxLength`; nil if none.
    public static func firstMeaningfulLine(of text: String, maxLength: Int = 80) -> String? {
        // The text has been through `TextCleanup` (stray margin marks are gone), so the title is a line as it stands.
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let words = line.split(separator: " ").filter { word in word.filter(\.isLetter).count >= 2 }
            let letters = line.filter(\.isLetter).count
            guard words.count >= 2 || (words.count == 1 && letters >= 4) else { continue }
            guard Double(letters) / Double(max(1, line.count)) >= 0.5 else { continue }
            let title = withoutTrailingSpecks(line)
            if title.count <= maxLength { return title }
            let cut = title.prefix(maxLength - 1)
            let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
            return atWord.trimmingCharacters(in: .whitespaces) + "…"
        }
        return nil
    }

    /// Two-letter English words a title may end with.
    private static let shortWords: Set<String> = ["am", "an", "as", "at", "be", "by", "do", "go", "he", "if", "in", "is", "it",
                                                  "me", "my", "no", "of", "on", "or", "so", "to", "up", "us", "we"]

    /// `line` without specks read after its last word: a short token with a small letter that is no word ("Oo", "oi"),
    /// and the digits and single marks before it ("History: The Roman Empire 7 7 oi" under a coloured lamp). A title
    /// ending in a number or a letter ("Unit 7", "Vitamin C") keeps it.
    static func withoutTrailingSpecks(_ line: String) -> String {
        var tokens = line.split(separator: " ")
        guard let last = tokens.last, last.count <= 2, last.contains(where: \.isLowercase),
              !shortWords.contains(last.lowercased()), tokens.count > 2 else { return line }
        tokens.removeLast()
        while tokens.count > 2, let end = tokens.last, end.count <= 2, !shortWords.contains(end.lowercased()),
              !end.contains(where: \.isUppercase) {
            tokens.removeLast()
        }
        return tokens.joined(separator: " ")
    }
}
