import SnapQuizCore
import SnapQuizLexicon

/// Puts back the Roman numeral of a ruler's name where a photo read its strokes as other thin marks: "King Charles tl"
/// for "King Charles II" (fire-edges-photo), "Henry Vlll", "Louis X1V". After a title and a name only a numeral fits,
/// so a word of thin strokes (I, l, 1, t, |, !) with at most V and X among them, which reads as a numeral up to XXXIX
/// once its strokes are taken for I, is that numeral. Only words Tesseract doubted at all are touched, and of more than
/// one letter only those the dictionary does not know ("King Alfred it was" keeps its "it").
struct RegnalNumerals {
    typealias Word = TesseractAPI.Word

    let lexicon: Lexicon

    /// Titles a ruler's name and numeral follow.
    static let titles: Set<String> = ["King", "Queen", "Pope", "Emperor", "Empress", "Tsar", "Czar", "Prince", "Princess", "Duke", "Kaiser", "Sultan", "Pharaoh"]
    /// Marks a photo reads for the stroke of an I.
    static let strokes: Set<Character> = ["I", "l", "1", "t", "|", "!", "i"]

    /// `lines` with the numerals after a title and a name put back, and what was changed.
    func repair(_ lines: [[Word]]) -> (lines: [[Word]], corrections: [OCRCorrection]) {
        var repaired = lines, corrections: [OCRCorrection] = []
        for (l, line) in lines.enumerated() {
            for (w, word) in line.enumerated() where w >= 2 && word.confidence < SpellingRepair.maximumConfidence {
                let token = SpellingRepair.Token(word.text)
                guard Self.titles.contains(line[w - 2].text), line[w - 1].text.first?.isUppercase == true,
                      line[w - 1].text.allSatisfy(\.isLetter), let numeral = Self.numeral(token.core), numeral != token.core,
                      token.core.count == 1 || !lexicon.knows(token.core) else { continue }
                let text = token.leading + numeral + token.trailing
                corrections.append(OCRCorrection(from: word.text, to: text))
                repaired[l][w].text = text
            }
        }
        return (repaired, corrections)
    }

    /// `text` as a Roman numeral up to XXXIX with its strokes read as I, or nil when it is none.
    static func numeral(_ text: String) -> String? {
        guard (1...6).contains(text.count), text.allSatisfy({ strokes.contains($0) || $0 == "V" || $0 == "X" }) else { return nil }
        let numeral = String(text.map { strokes.contains($0) ? "I" : $0 })
        return numeral.wholeMatch(of: /X{0,3}(IX|IV|VI{0,3}|I{1,3})/) != nil ? numeral : nil
    }
}
