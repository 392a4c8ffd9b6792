internal import CTesseract

/// The part of a sheet that a hard shadow (a hand, a phone) darkens below the page threshold: without it, page
/// isolation took the lit part for the whole sheet and whitened the shadowed text away (issue 10; the generated
/// TestImages/science-shadow-photo read at CER 0.670).
enum ShadowedSheet {
    /// `sheet` (the lit sheet found on `small`, 1 bpp) grown into the lighter of what lies around it, with its
    /// bounding box, or nil when that does not make one quadrilateral sheet (a light floor, a tablecloth's pattern:
    /// then `sheet` stands).
    static func extend(_ sheet: Pix, small: Pix) throws -> (mask: Pix, box: (x: Int32, y: Int32, w: Int32, h: Int32))? {
        let outside = try Pix(pixInvert(nil, sheet.pointer), operation: "shadow outside")
        // Two kinds of dark around the lit sheet: shadowed paper and the table; split them as Otsu would.
        guard let histogram = pixGetGrayHistogramMasked(small.pointer, outside.pointer, 0, 0, 1) else { return nil }
        var histogramVar: UnsafeMutablePointer<NUMA>? = histogram
        defer { numaDestroy(&histogramVar) }
        var split: Int32 = 0
        guard numaSplitDistribution(histogram, 0.1, &split, nil, nil, nil, nil, nil) == 0 else { return nil }
        let dark = try Pix(pixThresholdToBinary(small.pointer, split + 1), operation: "shadow threshold")
        let lighter = try Pix(pixInvert(nil, dark.pointer), operation: "shadow invert")
        let candidates = try Pix(pixOr(nil, lighter.pointer, sheet.pointer), operation: "shadow candidates")
        // Only what joins the lit sheet.
        let grown = try Pix(pixSeedfillBinary(nil, sheet.pointer, candidates.pointer, 4), operation: "shadow fill")
        let holes = try Pix(pixHolesByFilling(grown.pointer, 4), operation: "shadow holes")
        let whole = try Pix(pixOr(nil, grown.pointer, holes.pointer), operation: "shadow whole")
        var before: Int32 = 0, after: Int32 = 0
        pixCountPixels(sheet.pointer, &before, nil)
        pixCountPixels(whole.pointer, &after, nil)
        guard Double(after) > Double(before) * 1.1, SheetOutline(mask: whole) != nil else { return nil }
        // A sheet seen whole has background beyond at least two of its sides; grown to all four sides of the frame,
        // it took in the floor (../shared/ocr-dev's 08181: sunlit wood beside the shadowed sheet).
        var found: UnsafeMutablePointer<BOX>?
        guard pixClipToForeground(whole.pointer, nil, &found) == 0, let box = Box(taking: found) else { return nil }
        let sheetBox = (x: box.rect.x, y: box.rect.y, w: box.rect.width, h: box.rect.height)
        guard PageMask.sidesTouched(sheetBox, width: whole.width, height: whole.height) <= 2 else { return nil }
        return (whole, sheetBox)
    }
}
