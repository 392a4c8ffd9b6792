internal import CTesseract

/// Finds the sheet of paper in a photo (the largest bright region) and whitens everything around it,
/// so a wooden floor or a tablecloth is not read as text. Leaves scans (page fills the frame) alone.
enum PageMask {
    /// Leptonica raster op "source OR destination" (`PIX_SRC | PIX_DST`, a macro Swift cannot import).
    private static let paint: Int32 = 0xc | 0xa
    /// How much larger than the sheet found by its outline the largest light region must be to count as leaked
    /// (measured over the dev pages: 1.05 and 1.15 differ only on ../shared/ocr-dev's 07723, CER 0.467 -> 0.351 with
    /// 1.05; 1.4 keeps the leak on 11079).
    private static let leakRatio = 1.05

    /// `gray` (8 bpp) with the surroundings of the page set to white and cropped to the page (with the degrees a
    /// rectification turned it, else 0, and whether a hard shadow lies across it: `ShadowedSheet` took its shadowed part
    /// back, or the sheet found left text out and the page was cut to its text), or
    /// nil when
    /// no distinct page was found. With `colour` (the same photo, 32 bpp) the sheet is told from a light floor by its
    /// outline and colour (`SheetRegion`); without it, it is the largest light region. With `rectify`, a sheet whose
    /// four corners are found is mapped onto an upright rectangle (`SheetOutline.rectify`) instead of cropped.
    static func isolate(_ gray: Pix, colour: Pix?, thresholdFactor: Double, rectify: Bool) throws -> (pix: Pix, turned: Double, hardShadow: Bool)? {
        var fillsFrame = false
        return try isolate(gray, colour: colour, thresholdFactor: thresholdFactor, rectify: rectify, fillsFrame: &fillsFrame)
    }

    /// `isolate`, setting `fillsFrame` when the page is left as it is because its sheet fills so much of the frame
    /// that it passes for a scan, though background shows beyond three of its sides (a photo taken close).
    static func isolate(_ gray: Pix, colour: Pix?, thresholdFactor: Double, rectify: Bool, fillsFrame: inout Bool) throws
        -> (pix: Pix, turned: Double, hardShadow: Bool)? {
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

        // The largest light region leaks onto a light floor; the sheet found by its outline and colour does not, but
        // stops at the edge of a hard shadow, which `ShadowedSheet` takes back from the light region only. So the
        // outline wins where the light region is clearly larger.
        let plain = try largestLightRegion(light, size: small)
        var found: Pix?
        if let colour, colour.depth == 32 {
            let smallColour = try Pix(pixScale(colour.pointer, factor, factor), operation: "page colour scale")
            if smallColour.width == small.width, smallColour.height == small.height,
               let region = try SheetRegion.find(colour: smallColour, light: light),
               Double(pixelCount(plain)) > leakRatio * Double(pixelCount(region)) {
                found = region
            }
        }
        // A sheet found by its outline that fails the checks below (the shadowed middle of ../shared/ocr-dev's 08181,
        // cut off by the shadow's edges) leaves the light region to try.
        var sheet = try found.flatMap { try checkedSheet($0, small: small, light: light, byOutline: true, fillsFrame: &fillsFrame) }
        if sheet == nil, let plain { sheet = try checkedSheet(plain, small: small, light: light, byOutline: false, fillsFrame: &fillsFrame) }
        guard let (filled, bestBox, shadowTakenBack) = sheet else { return nil }
        // A sheet that leaves text out is not the sheet (a hard shadow across it, as dark as the table beyond): the
        // page is cut to its text instead, so the table's grain is not read.
        if let text = try textLeftOut(gray, sheet: filled) {
            let crop = try Box(text, operation: "text crop box")
            let cropped = try Pix(pixClipRectangle(gray.pointer, crop.pointer, nil), operation: "text crop")
            cropped.setResolution(gray.resolution)
            return (cropped, 0, true)
        }

        // Shrink the mask a little: the torn-looking edge of the sheet must not be read as characters.
        let inner = try Pix(pixErodeBrick(nil, filled.pointer, 7, 7), operation: "page erode")
        let big = try Pix(pixScaleToSize(inner.pointer, Int32(gray.width), Int32(gray.height)), operation: "page mask scale")
        let outside = try Pix(pixInvert(nil, big.pointer), operation: "page mask invert")
        let whitened = try Pix(pixCopy(nil, gray.pointer), operation: "page copy")
        pixSetMasked(whitened.pointer, outside.pointer, 255)
        if rectify, let outline = SheetOutline(mask: filled), outline.isWholeSheet(width: small.width, height: small.height),
           let rectified = try outline.rectify(whitened, scale: Double(gray.width) / Double(small.width)) {
            rectified.setResolution(gray.resolution)
            return (rectified, outline.turn, shadowTakenBack)
        }
        let scale = Float(1) / factor
        let crop = try Box(PixelRect(x: Int32(Float(bestBox.x) * scale), y: Int32(Float(bestBox.y) * scale),
                                     width: Int32(Float(bestBox.w) * scale), height: Int32(Float(bestBox.h) * scale)),
                           operation: "page crop box")
        let cropped = try Pix(pixClipRectangle(whitened.pointer, crop.pointer, nil), operation: "page crop")
        cropped.setResolution(gray.resolution)
        return (cropped, 0, shadowTakenBack)
    }

    /// Text is measured on a copy whose longer side is this long (print 8-20 px tall on a photo of a page).
    private static let textSearchSide: Float = 1200
    /// A sheet leaves text out when at least this share of the page's characters, and this many, lie outside it.
    static let maximumTextOutside = 0.15, minimumCharactersOutside = 40
    /// How far, in its own heights, a mark outside the sheet may lie from a character inside it and be text.
    static let textReach = 4.0
    /// Whether a sheet leaves text out is judged on the marks outside it whose height lies within this factor of the
    /// median height of the marks inside: text a sheet cut off is the print it kept, while a floor's grain comes in every
    /// size and so densely that marks of every size chained from the sheet's edge across the whole floor. Of 16 photos
    /// made of a warped, shaded sheet on a grainy grey floor, two were cut to the frame's "text" and read the floor,
    /// CER 0.412 and 0.116; judged so, 0.011 and 0.011 (with a factor of 2, 59 grain marks still counted on the first). The box cut to is all the text reached, of any height: cut to the marks of the
    /// kept print's height alone, TestImages/history-shadow-photo lost its title (CER 0.016 → 0.069).
    static let textHeightFactor = 1.5

    /// On the copy text is searched on, ink is darker than this; paper in a deep shadow is lighter.
    static let shadowInk: Int32 = 50

    /// A text's margin, in character heights, when a page is cut to its text.
    static let textMargin = 3.0

    /// When `sheet` (1 bpp, on a copy of `gray` 400 px long) leaves out a share of the characters of `gray`
    /// (character-sized marks darker than their surroundings, on a copy with its background flattened), the box of
    /// all the text, with a margin, on `gray`; else nil.
    static func textLeftOut(_ gray: Pix, sheet: Pix) throws -> PixelRect? {
        let factor = min(1, textSearchSide / Float(max(gray.width, gray.height)))
        let copy = try Pix(pixScale(gray.pointer, factor, factor), operation: "text search scale")
        // Paper is what is lighter than `shadowInk`: Leptonica's default (100) took the paper of a shadow darker than
        // that for ink, so the shadow stayed dark when flattened and none of its text was found.
        let flat = try Pix(pixBackgroundNorm(copy.pointer, nil, nil, 10, 15, shadowInk, 40, 200, 2, 1), operation: "text search flatten")
        let ink = try Pix(pixThresholdToBinary(flat.pointer, 150), operation: "text search threshold")
        guard let boxes = BoxArray(pixConnComp(ink.pointer, nil, 8)) else { return nil }
        let toSheet = Double(sheet.width) / Double(copy.width)
        var inside: [(x: Double, y: Double, h: Double)] = [], away: [(x: Double, y: Double, h: Double)] = []
        for rect in boxes.rects where rect.height >= 5 && rect.height <= 40 && rect.width <= rect.height * 5 / 2 {
            let x = Double(rect.x) + Double(rect.width) / 2, y = Double(rect.y) + Double(rect.height) / 2
            var value: UInt32 = 0
            pixGetPixel(sheet.pointer, min(Int32(x * toSheet), Int32(sheet.width - 1)), min(Int32(y * toSheet), Int32(sheet.height - 1)), &value)
            if value != 0 { inside.append((x, y, Double(rect.height))) } else { away.append((x, y, Double(rect.height))) }
        }
        // Text the sheet cut off runs on from the text it kept: a mark counts when a character kept, or a mark that
        // counts, lies within `textReach` of its heights (a floor's grain lies beyond the sheet's margin).
        guard !inside.isEmpty else { return nil }
        let height = inside.map(\.h).sorted()[inside.count / 2]
        let printSized = away.filter { $0.h >= height / textHeightFactor && $0.h <= height * textHeightFactor }
        let outside = reached(from: inside, through: printSized).count - inside.count
        let share = Double(outside) / Double(inside.count + outside)
        guard outside >= minimumCharactersOutside, share >= maximumTextOutside else { return nil }
        let reached = reached(from: inside, through: away)
        let heights = reached.map(\.h).sorted()
        let margin = textMargin * heights[heights.count / 2]
        let scale = Double(gray.width) / Double(copy.width)
        let left = max(0, (reached.map(\.x).min()! - margin) * scale), top = max(0, (reached.map(\.y).min()! - margin) * scale)
        let right = min(Double(gray.width), (reached.map(\.x).max()! + margin) * scale)
        let bottom = min(Double(gray.height), (reached.map(\.y).max()! + margin) * scale)
        return PixelRect(x: Int32(left), y: Int32(top), width: Int32(right - left), height: Int32(bottom - top))
    }

    /// `kept` and the `marks` (centres and heights) reached from it: each mark within `textReach` of its heights of a
    /// mark reached. Each mark reached looks once through the marks not yet reached.
    private static func reached(from kept: [(x: Double, y: Double, h: Double)], through marks: [(x: Double, y: Double, h: Double)])
        -> [(x: Double, y: Double, h: Double)] {
        var reached = kept
        var rest = marks
        var next = 0
        while next < reached.count, !rest.isEmpty {
            let from = reached[next]
            next += 1
            let near = rest.filter { mark in
                (from.x - mark.x) * (from.x - mark.x) + (from.y - mark.y) * (from.y - mark.y) <= textReach * textReach * mark.h * mark.h
            }
            guard !near.isEmpty else { continue }
            reached += near
            rest.removeAll { mark in near.contains { $0 == mark } }
        }
        return reached
    }

    /// `core` (1 bpp, on `small`) with its shadowed part taken back, and its box, when that is a sheet lying on a
    /// darker background; else nil. `byOutline`: `core` came from `SheetRegion` (then "light" is relative to it).
    /// Sets `fillsFrame` when it is refused as a scan with background beyond three sides of the frame.
    private static func checkedSheet(_ core: Pix, small: Pix, light: Pix, byOutline: Bool, fillsFrame: inout Bool) throws
        -> (mask: Pix, box: (x: Int32, y: Int32, w: Int32, h: Int32), shadowTakenBack: Bool)? {
        var filled = core
        var box: UnsafeMutablePointer<BOX>?
        guard pixClipToForeground(filled.pointer, nil, &box) == 0, let foreground = Box(taking: box) else { return nil }
        var bestBox = (x: foreground.rect.x, y: foreground.rect.y, w: foreground.rect.width, h: foreground.rect.height)
        // A hard shadow across the sheet left its shadowed part out: take it back (`ShadowedSheet`).
        var shadowTakenBack = false
        if let whole = try ShadowedSheet.extend(filled, small: small) {
            (filled, bestBox, shadowTakenBack) = (whole.mask, whole.box, true)
        }

        var count: Int32 = 0
        pixCountPixels(filled.pointer, &count, nil)
        let fraction = Double(count) / Double(small.width * small.height)
        // A page that fills (almost) the whole frame is a scan; a tiny one is a misdetection. A scan's page reaches
        // every side of the frame; one that leaves background beyond three is a photo taken close, whose edge strips
        // `Preprocessor.withoutEdgeStrips` clears.
        if fraction >= 0.9 {
            if sidesTouched(bestBox, width: small.width, height: small.height) <= 1 { fillsFrame = true }
        }
        guard fraction > 0.2, fraction < 0.9 else { return nil }
        // Around a photographed sheet lies a darker floor or table. If much of the rest of the frame is as light as
        // the sheet, it is more page (a table region, an illustration) and must be kept. A sheet found by its outline
        // may lie on a floor light by Otsu (concrete, sunlit wood) but darker than paper: there, as light means at
        // least 85% of the sheet's median.
        var asLight = light
        if byOutline {
            var sheetMedian: Float = 0
            guard pixGetRankValueMasked(small.pointer, filled.pointer, 0, 0, 1, 0.5, &sheetMedian, nil) == 0 else { return nil }
            let asDark = try Pix(pixThresholdToBinary(small.pointer, Int32(sheetMedian * 0.85)), operation: "page paper threshold")
            asLight = try Pix(pixInvert(nil, asDark.pointer), operation: "page paper invert")
        }
        let outsideSmall = try Pix(pixInvert(nil, filled.pointer), operation: "page outside")
        let lightOutside = try Pix(pixAnd(nil, outsideSmall.pointer, asLight.pointer), operation: "page outside light")
        var outsideCount: Int32 = 0, lightCount: Int32 = 0
        pixCountPixels(outsideSmall.pointer, &outsideCount, nil)
        pixCountPixels(lightOutside.pointer, &lightCount, nil)
        guard outsideCount > 0, Double(lightCount) / Double(outsideCount) < 0.35 else { return nil }
        return (filled, bestBox, shadowTakenBack)
    }

    /// How many sides of a frame `width` × `height` the box reaches.
    static func sidesTouched(_ box: (x: Int32, y: Int32, w: Int32, h: Int32), width: Int, height: Int) -> Int {
        let (x, y, w, h) = (Int(box.x), Int(box.y), Int(box.w), Int(box.h))
        return [x <= 1, y <= 1, x + w >= width - 1, y + h >= height - 1].filter { $0 }.count
    }

    /// Set pixels of `mask` (1 bpp); 0 for none.
    private static func pixelCount(_ mask: Pix?) -> Int {
        guard let mask else { return 0 }
        var count: Int32 = 0
        pixCountPixels(mask.pointer, &count, nil)
        return Int(count)
    }

    /// The largest light region of `light` (1 bpp), its holes filled, on a mask the size of `size`.
    private static func largestLightRegion(_ light: Pix, size: Pix) throws -> Pix? {
        // Cut thin bright bridges between the page and bright specks of the background.
        let opened = try Pix(pixOpenBrick(nil, light.pointer, 5, 5), operation: "page open")
        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard let boxes = BoxArray(pixConnComp(opened.pointer, &pixa, 4)) else { return nil }
        var best = -1, bestArea = 0
        for (i, rect) in boxes.rects.enumerated() where Int(rect.width) * Int(rect.height) > bestArea {
            best = i
            bestArea = Int(rect.width) * Int(rect.height)
        }
        guard best >= 0 else { return nil }
        let rect = boxes.rects[best]
        let component = try Pix(pixaGetPix(pixa, Int32(best), Int32(L_CLONE)), operation: "page component")
        let mask = try Pix(pixCreate(Int32(size.width), Int32(size.height), 1), operation: "page mask")
        pixRasterop(mask.pointer, rect.x, rect.y, rect.width, rect.height, paint, component.pointer, 0, 0)
        let holes = try Pix(pixHolesByFilling(mask.pointer, 4), operation: "page holes")
        return try Pix(pixOr(nil, mask.pointer, holes.pointer), operation: "page fill")
    }
}
