import SnapQuizCore

/// What recognition of one photo produced.
public struct OCRResult: Sendable, Equatable, Codable {
    /// The text after `TextCleanup` (and spelling repair): what quizzes are made from.
    public var text: String
    /// Mean word confidence, 0–100.
    public var confidence: Double
    /// Wall time of decode + clean-up + recognition.
    public var seconds: Double
    /// Size of the decoded photo.
    public var width: Int
    public var height: Int
    /// Clockwise rotation applied to make the page upright: 0, 90, 180 or 270.
    public var rotation: Int
    /// Skew corrected, in degrees.
    public var skew: Double
    /// The text as the engine read it, cleaned the same way but before spelling repair and with the lines
    /// `text` leaves out as unreadable.
    public var rawText: String
    /// The words spelling repair changed, in reading order.
    public var corrections: [OCRCorrection]
    /// The words of `text` Tesseract doubted everywhere the page shows them (`OCRDoubt`), in reading order.
    public var doubted: [OCRDoubt] = []
    /// How well the page was read; nil when no one measured it (text that did not come from `OCREngine`).
    public var reading: Reading?
    /// The lines left out of `text` as unreadable (as read).
    public var unreadableLines: [String]
    /// How the text was found: `segmented` when a page had columns side by side, else `singleBlock`.
    public var layout: PageLayout
    /// Pages read (a multi-page TIFF); size, rotation and skew are those of the first.
    public var pages: Int = 1
    /// Where the time went (all pages together).
    public var stageTimes = OCRStageTimes()

    public init(text: String, confidence: Double, seconds: Double, width: Int, height: Int, rotation: Int, skew: Double,
                layout: PageLayout = .singleBlock, rawText: String? = nil, corrections: [OCRCorrection] = [],
                reading: Reading? = nil, unreadableLines: [String] = []) {
        self.text = text
        self.rawText = rawText ?? text
        self.corrections = corrections
        self.reading = reading
        self.unreadableLines = unreadableLines
        self.confidence = confidence
        self.seconds = seconds
        self.width = width
        self.height = height
        self.rotation = rotation
        self.skew = skew
        self.layout = layout
    }
}
