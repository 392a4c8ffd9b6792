internal import CTesseract

/// Light text printed on a dark band (an invoice's table header, its TOTAL box) turned into dark text on light, so
/// thresholding keeps its letters: Sauvola takes the inside of a wide dark band for paper and leaves each light letter
/// a hollow outline that Tesseract reads as nothing (the header row of every invoice in ../shared/ocr-dev).
enum InvertedBands {
    /// Leptonica raster op "source OR destination" (`PIX_SRC | PIX_DST`, a macro Swift cannot import).
    private static let paint: Int32 = 0xc | 0xa
    /// Bands are found on a copy whose longer side is this long.
    private static let searchSide: Float = 800
    /// On that copy, with its background flattened to 200, a band is darker than this (print on paper reaches it only
    /// in strokes, which the opening removes).
    private static let darkLevel: Int32 = 80
    /// Band thickness on the copy, in pixels: thinner is a rule, a page edge or a shadow's rim (measured 6 on
    /// TestImages' photos); at most this share of the longer side (a shadow, the floor).
    private static let minThickness = 10.0, maxThicknessShare = 0.05
    /// A band is at least this many times as long as it is thick.
    private static let minElongation = 4.0
    /// Share of a band that is its light letters: a shadow or the floor has none (0–0.015 measured), invoice bands
    /// 0.025–0.19.
    private static let minLetterShare = 0.02, maxLetterShare = 0.5
    /// Letters are light, not merely less dark: a band has at least this share of its pixels lighter than
    /// `lightLevel`. The floor's speckle reaches `darkLevel` but none of its pixels `lightLevel` (the strip of floor
    /// left along history-photo's and fire-edges-photo's sheets, letter shares 0.023 and 0.028, passed for bands);
    /// the bands on the invoices of ../shared/ocr-dev have 0.007–0.075.
    private static let lightLevel: Int32 = 100, minLightShare = 0.004
    /// A band encloses its letters: at least this share of its light pixels are holes in the dark. A heading in bold
    /// print two to five times the size of the text (a worksheet's title, an invoice's INVOICE) closes into a dark
    /// strip with as much light in it as a band, but the gaps between its letters open onto the paper: 0.07-0.22 of
    /// its light enclosed, where the bands on the invoices of ../shared/ocr-dev enclose 0.73-1.0. Inverted, such a
    /// heading became hollow outlines and was lost.
    private static let minEnclosedShare = 0.5

    /// `gray` (8 bpp) with every dark band inverted and stretched so its letters are as dark as print, or `gray`
    /// itself when it has none.
    static func inverted(_ gray: Pix) throws -> Pix {
        let factor = min(1, searchSide / Float(max(gray.width, gray.height)))
        let small = try Pix(pixScale(gray.pointer, factor, factor), operation: "band scale")
        // Shadows flattened first: a band is dark beside the paper around it, a shadow only beside the lit page.
        let flat = try Pix(pixBackgroundNormSimple(small.pointer, nil, nil), operation: "band flatten")
        let dark = try Pix(pixThresholdToBinary(flat.pointer, darkLevel), operation: "band threshold")
        let notLight = try Pix(pixThresholdToBinary(flat.pointer, lightLevel), operation: "band light threshold")
        // Text strokes are thinner than the brick; a band is solid dark around its letters, which the closing fills.
        let solid = try Pix(pixOpenBrick(nil, dark.pointer, 5, 5), operation: "band open")
        let filled = try Pix(pixCloseBrick(nil, solid.pointer, 11, 11), operation: "band close")
        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard let boxes = BoxArray(pixConnComp(filled.pointer, &pixa, 8)) else { return gray }
        let mask = try Pix(pixCreate(Int32(small.width), Int32(small.height), 1), operation: "band mask")
        var kept = 0
        for (i, rect) in boxes.rects.enumerated() {
            let component = try Pix(pixaGetPix(pixa, Int32(i), Int32(L_CLONE)), operation: "band component")
            // Turned or not, a band is long and thin: its area over its length is its thickness.
            var area: Int32 = 0
            pixCountPixels(component.pointer, &area, nil)
            let length = (Double(rect.width) * Double(rect.width) + Double(rect.height) * Double(rect.height)).squareRoot()
            let thickness = Double(area) / length
            guard thickness >= minThickness, thickness <= maxThicknessShare * Double(max(small.width, small.height)),
                  length >= minElongation * thickness else { continue }
            let box = try Box(rect, operation: "band box")
            let letterShare = try share(of: component, box: box, outside: dark)
            guard letterShare >= minLetterShare, letterShare <= maxLetterShare,
                  try share(of: component, box: box, outside: notLight) >= minLightShare else { continue }
            guard try enclosedShare(of: component, box: box, dark: dark) >= minEnclosedShare else { continue }
            pixRasterop(mask.pointer, rect.x, rect.y, rect.width, rect.height, paint, component.pointer, 0, 0)
            kept += 1
        }
        guard kept > 0 else { return gray }
        let big = try Pix(pixScaleToSize(mask.pointer, Int32(gray.width), Int32(gray.height)), operation: "band mask scale")
        let grown = try Pix(pixDilateBrick(nil, big.pointer, 5, 5), operation: "band grow")
        var flipped = try Pix(pixInvert(nil, gray.pointer), operation: "band invert")
        // A band's letters are rarely as light as paper: stretched so the band is paper-white and its letters as dark
        // as print, as Sauvola expects of text.
        var low: Float = 0, high: Float = 0
        if pixGetRankValueMasked(flipped.pointer, grown.pointer, 0, 0, 2, 0.03, &low, nil) == 0,
           pixGetRankValueMasked(flipped.pointer, grown.pointer, 0, 0, 2, 0.7, &high, nil) == 0, high - low > 20 {
            flipped = try Pix(pixGammaTRC(nil, flipped.pointer, 1, Int32(low), Int32(high)), operation: "band stretch")
        }
        let result = try Pix(pixCopy(nil, gray.pointer), operation: "band copy")
        guard pixCombineMasked(result.pointer, flipped.pointer, grown.pointer) == 0 else { return gray }
        result.setResolution(gray.resolution)
        return result
    }

    /// The share of `component`'s light pixels (within its bounding box `box` on the search copy, not set in `dark`)
    /// that `dark` encloses: a band's letters are holes in it, while the gaps between a bold heading's letters open
    /// onto the paper above and below them.
    private static func enclosedShare(of component: Pix, box: Box, dark: Pix) throws -> Double {
        let clipped = try Pix(pixClipRectangle(dark.pointer, box.pointer, nil), operation: "band clip")
        let light = try Pix(pixSubtract(nil, component.pointer, clipped.pointer), operation: "band letters")
        let holes = try Pix(pixHolesByFilling(clipped.pointer, 4), operation: "band holes")
        let enclosed = try Pix(pixAnd(nil, light.pointer, holes.pointer), operation: "band enclosed letters")
        var lightCount: Int32 = 0, enclosedCount: Int32 = 0
        pixCountPixels(light.pointer, &lightCount, nil)
        pixCountPixels(enclosed.pointer, &enclosedCount, nil)
        return Double(enclosedCount) / Double(max(lightCount, 1))
    }

    /// The share of `component`'s pixels (its bounding box `box` on the search copy) that are not set in `mask`.
    private static func share(of component: Pix, box: Box, outside mask: Pix) throws -> Double {
        let clipped = try Pix(pixClipRectangle(mask.pointer, box.pointer, nil), operation: "band clip")
        let rest = try Pix(pixSubtract(nil, component.pointer, clipped.pointer), operation: "band letters")
        var area: Int32 = 0, count: Int32 = 0
        pixCountPixels(component.pointer, &area, nil)
        pixCountPixels(rest.pointer, &count, nil)
        return Double(count) / Double(max(area, 1))
    }
}
