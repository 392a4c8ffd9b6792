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
            if line.count <= maxLength { return line }
            let cut = line.prefix(maxLength - 1)
            let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
            return atWord.trimmingCharacters(in: .whitespaces) + "…"
        }
        return nil
    }
}
