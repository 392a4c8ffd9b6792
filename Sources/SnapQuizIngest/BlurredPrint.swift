internal import CTesseract

/// How soft the edges of a page's print are: an out-of-focus or shaken photo spreads each stroke into a grey rim that
/// Sauvola's threshold cuts through (strokes broken, letters run together), where Tesseract reads the grey page well.
enum BlurredPrint {
    /// Pixels darker than this (normalised paper is 200) belong to the print or its rim.
    static let rimLevel: Int32 = 185

    /// The mean width, in pixels, of the grey rim around the print of `gray` (8 bpp, background-normalised: paper at
    /// 200), as a share of its characters' height: the rim's pixels (lighter than the text mask, darker than
    /// `rimLevel`, within a third of a character of the mask; less the paper's own grain at that level) per pixel of the
    /// mask's outline. Nil when no print is found.
    static func rimWidth(_ gray: Pix) throws -> Double? {
        let mask = try Preprocessor.textMask(gray)
        guard let height = TextSize.medianCharacterHeight(mask) else { return nil }
        let reach = Int32(2 * Int(height / 6) + 1)
        let near = try Pix(pixDilateBrick(nil, mask.pointer, reach, reach), operation: "rim reach")
        let rim = try Pix(pixSubtract(nil, near.pointer, mask.pointer), operation: "rim")
        let dark = try Pix(pixThresholdToBinary(gray.pointer, rimLevel), operation: "rim level")
        let darkRim = try Pix(pixAnd(nil, dark.pointer, rim.pointer), operation: "dark rim")
        let far = try Pix(pixInvert(nil, near.pointer), operation: "paper")
        let darkPaper = try Pix(pixAnd(nil, dark.pointer, far.pointer), operation: "dark paper")
        let inner = try Pix(pixErodeBrick(nil, mask.pointer, 3, 3), operation: "mask inner")
        let outline = try Pix(pixSubtract(nil, mask.pointer, inner.pointer), operation: "mask outline")
        let counts = [darkRim, rim, darkPaper, far, outline].map { pix -> Double in
            var count: Int32 = 0
            pixCountPixels(pix.pointer, &count, nil)
            return Double(count)
        }
        let (rimDark, rimArea, paperDark, paperArea, edge) = (counts[0], counts[1], counts[2], counts[3], counts[4])
        guard edge > 0, paperArea > 0 else { return nil }
        let grain = paperDark / paperArea * rimArea
        return max(0, rimDark - grain) / edge / height
    }
}

extension BlurredPrint {
    /// A rim this wide (`rimWidth`) is blurred print. On the 48 dev pages (TestImages, ../shared/ocr-dev): clean scans
    /// 0.009-0.037, sharp photos 0.03-0.075, TestImages' softest photos 0.096-0.11 (all read fair or good, so never
    /// asked); the poor ones 0.055-0.09 (folded, dim) and 0.18-0.19 (coloured lamp). 10 out-of-focus or shaken photos
    /// (make-testimages.py --variants blur 10 DIR, the lamp14 set) read poor at 0.085-0.13. A page under a coloured lamp
    /// is not asked (it is read from its lamp's channel next): history-cloth-photo's luminance page measured 0.14, and its
    /// grey reading, surer than the blue channel's, read it at CER 0.027 instead of 0.005.
    static let blurredRim = 0.08

    /// Whether the print of `gray` (background-normalised) has a rim at least `blurredRim` wide.
    static func looksBlurred(_ gray: Pix) throws -> Bool {
        try rimWidth(gray).map { $0 >= blurredRim } ?? false
    }
}
