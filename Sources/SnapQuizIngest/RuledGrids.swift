internal import CTesseract

/// Erases the ruled grid of a photographed table or form from a thresholded page before recognition. Tesseract finds a table's rules only where they are straight; on a sheet that is
/// crumpled, folded or curled they bend, and the grid becomes one large sparse shape that Tesseract's layout takes for
/// a picture, dropping the text in its cells: ../shared/ocr-dev's 11079 (a crumpled invoice) lost its whole item row
/// and header ("DESCRIPTION HOURS RATE AMOUNT", "10 0.72 7.20", "$ 8.09") though the cleaned page showed them plainly.
/// Letters are never such a shape: each is small, and its ink fills much of its box.
enum RuledGrids {
    /// Leptonica raster op clearing the source's pixels from the destination (`PIX_NOT(PIX_SRC) & PIX_DST`, a macro
    /// Swift cannot import).
    private static let clear: Int32 = (0xc ^ 0xf) & 0xa
    /// A grid spans at least this many character heights one way and `minimumSpan` the other (a single rule, an
    /// underline with its letters' descenders, is left to Tesseract, which finds a straight line itself).
    static let minimumLength = 8.0, minimumSpan = 4.0
    /// A grid's ink fills at most this share of its box (rules are thin; a dark band or picture fills far more).
    static let maximumFill = 0.15
    /// A grid encloses at least this many cells (holes a character high and wide). The outline of a sheet's ragged edge
    /// or of an inverted band encloses one: erased, ../shared/ocr-dev's 01457 lost "Quantity" (joined to its band's
    /// outline) and read its right-hand address block worse, CER 0.273 -> 0.286.
    static let minimumCells = 3

    /// `binary` (1 bpp, ink = 1) without its grids: the connected shapes at least `minimumLength` character heights
    /// long and `minimumSpan` across whose ink fills at most `maximumFill` of their box and that enclose at least
    /// `minimumCells` cells. `binary` itself when it has none.
    static func erased(_ binary: Pix, characterHeight: Int) throws -> Pix {
        guard binary.depth == 1 else { return binary }
        var cleared: Pix?
        // Two shapes with one box (rare) are both cut from it, once.
        var seen: [PixelRect] = []
        for rect in candidates(binary, characterHeight: characterHeight) where !seen.contains(rect) {
            seen.append(rect)
            for shape in try shapes(filling: rect, of: binary) {
                var ink: Int32 = 0
                pixCountPixels(shape.pointer, &ink, nil)
                let (long, short) = (Double(max(rect.width, rect.height)), Double(min(rect.width, rect.height)))
                guard Double(ink) <= maximumFill * long * short, try cells(of: shape, characterHeight: characterHeight) >= minimumCells else { continue }
                if cleared == nil { cleared = try Pix(pixCopy(nil, binary.pointer), operation: "grid copy") }
                pixRasterop(cleared!.pointer, rect.x, rect.y, rect.width, rect.height, clear, shape.pointer, 0, 0)
            }
        }
        return cleared ?? binary
    }

    /// The boxes of `binary`'s connected shapes large enough to be a grid (`minimumLength` by `minimumSpan` character
    /// heights), from the box list alone: no shape is cut out of the page until one is that large. Cutting out every
    /// shape of a page (each letter an image of its own) to look at the few large ones made erasing grids cost about 2% of
    /// a photo's CPU (10.18 s against 10.01 s with it off, five ../shared/ocr-dev invoice photos), and most pages hold no grid.
    static func candidates(_ binary: Pix, characterHeight: Int) -> [PixelRect] {
        guard let boxes = BoxArray(pixConnComp(binary.pointer, nil, 8)) else { return [] }
        let (length, span) = (minimumLength * Double(characterHeight), minimumSpan * Double(characterHeight))
        return boxes.rects.filter { Double(max($0.width, $0.height)) >= length && Double(min($0.width, $0.height)) >= span }
    }

    /// The connected shapes of `binary` whose box is `rect` (a box `candidates` found), each alone: the shapes inside
    /// that box (the letters in a grid's cells) left out.
    static func shapes(filling rect: PixelRect, of binary: Pix) throws -> [Pix] {
        let box = try Box(rect, operation: "grid box")
        let region = try Pix(pixClipRectangle(binary.pointer, box.pointer, nil), operation: "grid region")
        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard let rects = BoxArray(pixConnComp(region.pointer, &pixa, 8))?.rects else { return [] }
        let whole = PixelRect(x: 0, y: 0, width: rect.width, height: rect.height)
        return try rects.indices.filter { rects[$0] == whole }.map {
            try Pix(pixaGetPix(pixa, Int32($0), Int32(L_CLONE)), operation: "grid shape")
        }
    }

    /// How many holes of `shape` (1 bpp) are at least `characterHeight` high and wide.
    static func cells(of shape: Pix, characterHeight: Int) throws -> Int {
        let holes = try Pix(pixHolesByFilling(shape.pointer, 4), operation: "grid cells")
        guard let boxes = BoxArray(pixConnComp(holes.pointer, nil, 4)) else { return 0 }
        return boxes.rects.filter { Int($0.width) >= characterHeight && Int($0.height) >= characterHeight }.count
    }
}
