internal import CTesseract

/// Leptonica's morphological text-orientation test (`pixOrientDetect`, a few hundredths of a second) on a page's text
/// mask, measured once a page: whether it is sure the page is upright, so Tesseract's OSD (0.3–1.2 s a page with its
/// model's loading) need not run, or sure of the quarter turns that make it upright.
///
/// Scores measured on TestImages and ../shared/ocr-dev (35 pages): upright pages score `up` 7.7–37; the 90° pages
/// `left` 10 and 15 beside `up` 5 and 2, the 180° ones `up` −16 and −12; crumpled photos and a small bill are unsure
/// (`up` −8–2).
struct OrientationScores: Equatable {
    /// Positive when the text reads upright, negative when upside down; near 0 for sideways text or too little text.
    var up: Float
    /// Positive when the text is turned a quarter anticlockwise (it reads upward), negative for clockwise.
    var left: Float

    /// The test's scores for `binary` (1 bpp, text = 1), nil when Leptonica cannot measure it.
    init?(_ binary: Pix) {
        var up: Float = 0, left: Float = 0
        guard pixOrientDetect(binary.pointer, &up, &left, 0, 0) == 0 else { return nil }
        self.init(up: up, left: left)
    }

    init(up: Float, left: Float) {
        self.up = up
        self.left = left
    }

    /// Whether the page is surely upright. Two rules: `up` at least 6 and twice `|left|`, which most upright pages
    /// pass; or, with `up` at least 10 (twice what any turned page scored), 1.5 times `|left|`, for the two upright
    /// pages of text set in short lines whose `left` rose to 0.53 of `up` (the poem swiftytesseract_lenore3 11.5/6.2,
    /// the first page of pages-multipage-scan 25.9/−13.7), which went to OSD for 0.36 and 0.52 s. No turned page
    /// comes near either: there `|left|` is at least twice `up`, or `up` is negative.
    var isClearlyUpright: Bool {
        (up >= 6 && up >= 2 * abs(left)) || (up >= 10 && up >= 1.5 * abs(left))
    }

    /// The clockwise quarter turns that make a turned page upright when the test is sure of them by Leptonica's own
    /// decision rule (a score of at least 8, 2.5 times the other), else nil and OSD decides. Measured on TestImages and
    /// ../shared/ocr-dev: the 180° pages score `up` −16 and −12 with `|left|` at most 5, a 90° page `left` 15 beside
    /// `up` 2 (the other, `left` 10 beside `up` 5, goes to OSD); no upright page scored 8 the wrong way, the nearest
    /// being the sheet lying turned by 30° (`left` −6 before deskewing), so a page found skewed by 5° or more (`skew`,
    /// degrees) always goes to OSD.
    func clearQuarterTurns(skew: Double) -> Int? {
        guard abs(skew) < 5 else { return nil }
        var orientation: Int32 = 0
        guard makeOrientDecision(up, left, 8, 2.5, &orientation, 0) == 0 else { return nil }
        switch Int(orientation) {
        case L_TEXT_ORIENT_DOWN: return 2
        case L_TEXT_ORIENT_LEFT: return 1
        case L_TEXT_ORIENT_RIGHT: return 3
        default: return nil
        }
    }
}
