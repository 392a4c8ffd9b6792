/// The one clean-up of page text, as an ordered list of small stages. Every text a quiz is made from passes
/// through it once, at ingest, and the generators take the result as it is.
///
/// A photo's lines of words (from Tesseract, with confidences and positions) go through `wordStages` first;
/// `PageReading` then repairs spelling and leaves out unreadable lines (both need the dictionary), joins the
/// words into lines and hands them to `textStages`. A model's transcript and typed notes have no words with
/// positions, so only the text stages that apply to them run.
public enum TextCleanup {
    /// Where a text came from: it decides which stages apply.
    public enum Source: Sendable {
        /// Tesseract's reading of a photo.
        case photo
        /// A vision model's transcript of a photo: printed line breaks and hyphens, no specks.
        case transcript
        /// Typed notes: what the learner wrote, so nothing is dropped or joined.
        case notes
    }

    /// The stages over Tesseract's lines of words, in order.
    static func wordStages(_ options: PreprocessOptions) -> [any WordStage] {
        [
            DoubtfulLines(minimumConfidence: options.minLineConfidence),
            DoubtfulSymbols(minimumConfidence: options.minSymbolWordConfidence),
            StrayMarks(),
        ]
    }

    /// The stages over lines of text, in order, for a text from `source`.
    static func textStages(for source: Source) -> [any TextStage] {
        switch source {
        case .photo: [Whitespace(), GarbageLines(), ParagraphBreaks(), HyphenJoin(), FalseParagraphBreaks(), StrayNumbers(), MisreadCommas(), MisreadCapitals(), NameCapitals(), ThousandsSeparators(), ClockTimes(), MissingStops()]
        case .transcript: [Whitespace(), ParagraphBreaks(), HyphenJoin()]
        case .notes: [Whitespace(), ParagraphBreaks()]
        }
    }

    /// `lines` after the word stages: the lines kept, each with the words kept.
    static func words(_ lines: [TesseractAPI.Line], options: PreprocessOptions) -> [TesseractAPI.Line] {
        wordStages(options).reduce(lines) { lines, stage in stage.apply(lines) }
    }

    /// `raw` after the text stages for `source`: lines joined by "\n", paragraphs by one blank line.
    public static func text(_ raw: String, from source: Source) -> String {
        let lines = raw.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
        return textStages(for: source).reduce(lines) { lines, stage in stage.apply(lines) }.joined(separator: "\n")
    }
}

/// A stage over Tesseract's lines of words: it drops lines, or words of lines.
protocol WordStage {
    func apply(_ lines: [TesseractAPI.Line]) -> [TesseractAPI.Line]
}

/// A stage over lines of text, where an empty line is a paragraph break.
protocol TextStage {
    func apply(_ lines: [String]) -> [String]
}
