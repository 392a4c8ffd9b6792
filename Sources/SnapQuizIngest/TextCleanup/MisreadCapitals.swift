/// Puts back the small letter of a word beginning with "i" that Tesseract read with a capital in mid-sentence:
/// "from their leaves In a process called transpiration", "turns liquid water Into vapour" (TestImages'
/// science-rot90). The sentence splitter takes such a capital for the start of a sentence that lost its stop, so the
/// quiz lost its question on transpiration. A capital I and a small i differ only by a dot and a serif on a photo;
/// no other letter's capital looks so like its small one in print. Printed prose capitalises these words mid-sentence
/// only in titles ("Alice In Wonderland", "The Cat In The Hat"), where a capitalised word stands before them, so
/// such a word is changed only between two words in small letters, with no mark of a sentence's end before it
/// (the word before may end the previous line of the same paragraph).
struct MisreadCapitals: TextStage {
    /// Common words beginning with "i" (as Tesseract writes them with the capital).
    static let words: Set<String> = ["In", "Into", "Is", "It", "Its", "If", "Inside", "Instead"]

    func apply(_ lines: [String]) -> [String] {
        var out = lines
        for index in out.indices where !out[index].isEmpty {
            var tokens = out[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            // The last word of the previous line of this paragraph (an empty line ends a paragraph).
            var before = index > 0 ? out[index - 1].split(separator: " ").last.map(String.init) : nil
            for t in tokens.indices {
                defer { before = tokens[t] }
                guard Self.words.contains(tokens[t]), let previous = before, previous.last?.isLowercase == true,
                      t + 1 < tokens.count, tokens[t + 1].first?.isLowercase == true else { continue }
                tokens[t] = tokens[t].lowercased()
            }
            out[index] = tokens.joined(separator: " ")
        }
        return out
    }
}
