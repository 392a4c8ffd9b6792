/// Drops doubtful words of pure symbols: drawings and specks beside the text read as "|", "\\" or "¥". A word
/// with a letter or digit is kept however doubtful (spelling repair and `UnreadableLines` judge those).
struct DoubtfulSymbols: WordStage {
    /// A word of symbols below this confidence is dropped (`PreprocessOptions.minSymbolWordConfidence`).
    var minimumConfidence: Float

    func apply(_ lines: [TesseractAPI.Line]) -> [TesseractAPI.Line] {
        lines.map { line in
            var line = line
            line.words = line.words.filter { word in
                word.confidence >= minimumConfidence || word.text.contains { $0.isLetter || $0.isNumber }
            }
            return line
        }
    }
}
