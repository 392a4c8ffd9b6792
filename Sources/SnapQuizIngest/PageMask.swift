internal import CTesseract

/// Finds the sheet of paper in a photo (the largest bright region) and whitens everything around it,
/// so a wooden floor or a tablecloth is not read as text. Leaves scans (page fills the frame) alone.
enum PageMask {
    /// Leptonica raster op "source OR destination" (`PIX_SRC | PIX_DST`, a macro Swift cannot import).
    private static let paint: Int32 = 0xc | 0xa

    /// `gray` (8 bpp) with the surroundings of the page set to white and cropped to the page, or nil when
    /// no distinct page was found.
    static func isolate(_ gray: Pix, thresholdFactor: Double) throws -> Pix? {
        let longSide = max(gray.width, gray.height)
        let factor = Float(400) / Float(longSide)
        let scaled = try Pix(pixScale(gray.pointer, factor, factor), operation: "page scale")
        // A gray closing erases the (dark, thin) text lines, so the sheet is one light region.
        let small = try Pix(pixCloseGray(scaled.pointer, 9, 9), operation: "page close")
        var thresholdMap: UnsafeMutablePointer<PIX>?
        // One tile over the whole image: a global Otsu threshold between paper and background.
        guard pixOtsuAdaptiveThreshold(small.pointer, Int32(small.width), Int32(small.height), 0, 0, 0.1, &thresholdMap, nil) == 0 else {
            return nil
        }
        let map = try Pix(thresholdMap, operation: "page threshold")
        var otsu: UInt32 = 0
        pixGetPixel(map.pointer, 0, 0, &otsu)
        // Below Otsu: a shadow over part of the sheet must still count as paper; the floor is darker still.
        let darkPix = try Pix(pixThresholdToBinary(small.pointer, Int32(Double(otsu) * thresholdFactor)), operation: "page threshold")
        let light = try Pix(pixInvert(nil, darkPix.pointer), operation: "page invert")
        // Cut thin bright bridges between the page and bright specks of the background.
        let opened = try Pix(pixOpenBrick(nil, light.pointer, 5, 5), operation: "page open")

        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard let boxes = BoxArray(pixConnComp(opened.pointer, &pixa, 4)) else { return nil }
        var best = -1, bestArea = 0
        var bestRect = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for (i, rect) in boxes.rects.enumerated() where Int(rect.width) * Int(rect.height) > bestArea {
            best = i
            bestArea = Int(rect.width) * Int(rect.height)
            bestRect = rect
        }
        guard best >= 0 else { return nil }
        var bestBox = (x: bestRect.x, y: bestRect.y, w: bestRect.width, h: bestRect.height)
        let component = try Pix(pixaGetPix(pixa, Int32(best), Int32(L_CLONE)), operation: "page component")
        let mask = try Pix(pixCreate(Int32(small.width), Int32(small.height), 1), operation: "page mask")
        pixRasterop(mask.pointer, bestBox.x, bestBox.y, bestBox.w, bestBox.h, paint, component.pointer, 0, 0)
        let holes = try Pix(pixHolesByFilling(mask.pointer, 4), operation: "page holes")
        var filled = try Pix(pixOr(nil, mask.pointer, holes.pointer), operation: "page fill")
        // A hard shadow across the sheet left its shadowed part out: take it back (`ShadowedSheet`).
        if let whole = try ShadowedSheet.extend(filled, small: small) { (filled, bestBox) = (whole.mask, whole.box) }

        var count: Int32 = 0
        pixCountPixels(filled.pointer, &count, nil)
        let fraction = Double(count) / Double(small.width * small.height)
        // A page that fills (almost) the whole frame is a scan; a tiny one is a misdetection.
        guard fraction > 0.2, fraction < 0.9 else { return nil }
        // Around a photographed sheet lies a darker floor or table. If the rest of the frame is mostly light,
        // it is more page (a table region, an illustration) and must be kept.
        let outsideSmall = try Pix(pixInvert(nil, filled.pointer), operation: "page outside")
        let lightOutside = try Pix(pixAnd(nil, outsideSmall.pointer, light.pointer), operation: "page outside light")
        var outsideCount: Int32 = 0, lightCount: Int32 = 0
        pixCountPixels(outsideSmall.pointer, &outsideCount, nil)
        pixCountPixels(lightOutside.pointer, &lightCount, nil)
        guard outsideCount > 0, Double(lightCount) / Double(outsideCount) < 0.35 else { return nil }

        // Shrink the mask a little: the torn-looking edge of the sheet must not be read as characters.
        let inner = try Pix(pixErodeBrick(nil, filled.pointer, 7, 7), operation: "page erode")
        let big = try Pix(pixScaleToSize(inner.pointer, Int32(gray.width), Int32(gray.height)), operation: "page mask scale")
        let outside = try Pix(pixInvert(nil, big.pointer), operation: "page mask invert")
        let whitened = try Pix(pixCopy(nil, gray.pointer), operation: "page copy")
        pixSetMasked(whitened.pointer, outside.pointer, 255)
        let scale = Float(1) / factor
        let crop = try Box(PixelRect(x: Int32(Float(bestBox.x) * scale), y: Int32(Float(bestBox.y) * scale),
                                     width: Int32(Float(bestBox.w) * scale), height: Int32(Float(bestBox.h) * scale)),
                           operation: "page crop box")
        let cropped = try Pix(pixClipRectangle(whitened.pointer, crop.pointer, nil), operation: "page crop")
        cropped.setResolution(gray.resolution)
        return cropped
    }
}
