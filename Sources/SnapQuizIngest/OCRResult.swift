/// What recognition of one photo produced.
public struct OCRResult: Sendable, Equatable, Codable {
    /// Cleaned text (hyphenation joined, whitespace normalised, garbage lines dropped).
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
    /// How the text was found: `segmented` when a page had columns side by side, else `singleBlock`.
    public var layout: PageLayout
    /// Pages read (a multi-page TIFF); size, rotation and skew are those of the first.
    public var pages: Int = 1

    public init(text: String, confidence: Double, seconds: Double, width: Int, height: Int, rotation: Int, skew: Double,
                layout: PageLayout = .singleBlock) {
        self.text = text
        self.confidence = confidence
        self.seconds = seconds
        self.width = width
        self.height = height
        self.rotation = rotation
        self.skew = skew
        self.layout = layout
    }
}
