internal import CTesseract

/// Finds how far a page is turned from level, up to 45° either way and a little beyond (the quarter turns after it are
/// orientation detection's).
///
/// Leptonica's sweep (`pixFindSkewSweepAndSearch`) measures lines by shearing the page, which stays close to a
/// rotation only for moderate angles: a clean scan turned 44° or 46° clockwise was found at 22–40° with confidence
/// 1.25 and read as nothing (CER 0.80–0.95 on three pages), and at exactly 45° it found nothing at all. Turned back by
/// 45° first, the same pages are found within a degree or two of level with confidence 5–8. So a page the first sweep
/// is not sure of is swept again turned 45° each way, and the surest of the three answers is kept.
enum SkewFinder {
    /// Below this confidence the first sweep is not trusted on its own. Upright and mildly skewed pages score 6–25
    /// (TestImages and ../shared/ocr-dev), so they cost nothing more.
    static let sureConfidence: Float = 3
    /// A sweep of a page turned 45° must beat the first one by this factor, so noise on a page with little text does
    /// not turn it by 45°.
    static let margin: Float = 1.5
    /// The turned copies are swept this far either way, and an answer counts only well inside it: a page near 45° is
    /// found within 1–2° of level once turned. A crumpled invoice photo (../shared/ocr-dev inv3d_08181) was found
    /// 16.6° off level, confidence 9, after a 45° turn; taken, it read at CER 0.87 instead of 0.30.
    static let turnedRange = 10.0

    /// The angle, in degrees, to rotate `binary` by (Leptonica's sign) to level its lines, with the sweep's confidence;
    /// nil when no sweep found lines.
    static func find(_ binary: Pix, range: Double) throws -> (angle: Double, confidence: Float)? {
        let first = sweep(binary.pointer, range: range)
        if let first, first.confidence >= sureConfidence { return first }
        guard range >= 45 else { return first }
        var best = first
        for offset in [45.0, -45.0] {
            let radians = Float(offset * Double.pi / 180)
            let turned = try Pix(pixRotate(binary.pointer, radians, Int32(L_ROTATE_SAMPLING), Int32(L_BRING_IN_WHITE), 0, 0),
                                 operation: "skew search")
            guard let found = sweep(turned.pointer, range: turnedRange), abs(found.angle) < turnedRange - 2 else { continue }
            if found.confidence >= max(sureConfidence, (best?.confidence ?? 0) * margin) {
                best = (found.angle + offset, found.confidence)
            }
        }
        return best
    }

    private static func sweep(_ pix: UnsafeMutablePointer<PIX>, range: Double) -> (angle: Double, confidence: Float)? {
        var angle: Float = 0
        var confidence: Float = 0
        guard pixFindSkewSweepAndSearch(pix, &angle, &confidence, 4, 2, Float(range), 1, 0.01) == 0, confidence > 0 else { return nil }
        return (Double(angle), confidence)
    }
}
