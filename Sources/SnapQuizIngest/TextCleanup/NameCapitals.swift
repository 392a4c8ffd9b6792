/// Puts back the capital of a name's word that Tesseract read small: "The industrial Revolution began in Britain"
/// on a photo of the lead's history page, whose title prints "The Industrial Revolution". A quiz quoted the name so,
/// and a learner copies what it shows. Capital and small letters of the same shape (c, i, o, s, v, w, x, z …) differ
/// only in size on a photo, and a small word right before a capitalised one is how such a misread looks in a name.
/// The page itself is the evidence: the word is changed only where the page prints the same two words with both
/// capitals elsewhere, and not at a sentence's start ("The Moon does not …" says nothing about "the Moon").
struct NameCapitals: TextStage {
    func apply(_ lines: [String]) -> [String] {
        let lineTokens = lines.map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
        var names: Set<[String]> = []
        for tokens in lineTokens {
            for t in tokens.indices.dropFirst() where t + 1 < tokens.count {
                let pair = [Self.letters(tokens[t]), Self.letters(tokens[t + 1])]
                guard pair.allSatisfy({ $0.first?.isUppercase == true && $0.dropFirst().allSatisfy(\.isLowercase) }),
                      !Self.endsSentence(tokens[t - 1]), tokens[t].last?.isLetter == true else { continue }
                names.insert(pair)
            }
        }
        guard !names.isEmpty else { return lines }
        return lineTokens.map { tokens in
            var out = tokens
            for t in tokens.indices where t + 1 < tokens.count {
                let word = Self.letters(tokens[t])
                guard let first = word.first, first.isLowercase, Self.sameShape.contains(first),
                      word.count >= Self.minimumLetters, !Self.titleCaseSmallWords.contains(word),
                      names.contains([word.prefix(1).uppercased() + word.dropFirst(), Self.letters(tokens[t + 1])]),
                      let index = tokens[t].firstIndex(of: first) else { continue }
                out[t].replaceSubrange(index...index, with: String(first).uppercased())
            }
            return out.joined(separator: " ")
        }
    }

    /// The letters of a token, without the punctuation around them.
    static func letters(_ token: String) -> String {
        String(token.drop(while: { !$0.isLetter }).reversed().drop(while: { !$0.isLetter }).reversed())
    }

    /// Whether a token ends a sentence, so that the word after it is capitalised for that reason.
    static func endsSentence(_ token: String) -> Bool {
        token.last.map { ".!?:".contains($0) } ?? false
    }

    /// A headline in title case capitalises short words ("Life In Britain", "Journey Into Space") that are no names.
    static let minimumLetters = 4
    static let titleCaseSmallWords: Set<String> = [
        "into", "onto", "over", "upon", "under", "with", "within", "without", "until", "since", "some", "such", "your",
        "were", "says", "came", "come", "went",
    ]

    /// Small letters whose capital has the same shape, only larger.
    static let sameShape: Set<Character> = ["c", "i", "k", "o", "p", "s", "u", "v", "w", "x", "y", "z"]
}
