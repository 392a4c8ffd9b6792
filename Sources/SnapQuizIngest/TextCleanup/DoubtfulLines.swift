/// Drops the lines Tesseract itself doubts: on phone photos they are mostly texture, folds and page edges read
/// as letters.
struct DoubtfulLines: WordStage {
    /// A line whose mean word confidence is below this is dropped (`PreprocessOptions.minLineConfidence`).
    var minimumConfidence: Float

    func apply(_ lines: [TesseractAPI.Line]) -> [TesseractAPI.Line] {
        lines.filter { $0.meanConfidence >= minimumConfidence }
    }
}
