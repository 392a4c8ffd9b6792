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
        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard binary.depth == 1, let boxes = BoxArray(pixConnComp(binary.pointer, &pixa, 8)) else { return binary }
        let (length, span) = (minimumLength * Double(characterHeight), minimumSpan * Double(characterHeight))
        var cleared: Pix?
        for (i, rect) in boxes.rects.enumerated() {
            let (long, short) = (Double(max(rect.width, rect.height)), Double(min(rect.width, rect.height)))
            guard long >= length, short >= span else { continue }
            let shape = try Pix(pixaGetPix(pixa, Int32(i), Int32(L_CLONE)), operation: "grid shape")
            var ink: Int32 = 0
            pixCountPixels(shape.pointer, &ink, nil)
            guard Double(ink) <= maximumFill * long * short, try cells(of: shape, characterHeight: characterHeight) >= minimumCells else { continue }
            if cleared == nil { cleared = try Pix(pixCopy(nil, binary.pointer), operation: "grid copy") }
            pixRasterop(cleared!.pointer, rect.x, rect.y, rect.width, rect.height, clear, shape.pointer, 0, 0)
        }
        return cleared ?? binary
    }

    /// How many holes of `shape` (1 bpp) are at least `characterHeight` high and wide.
    static func cells(of shape: Pix, characterHeight: Int) throws -> Int {
        let holes = try Pix(pixHolesByFilling(shape.pointer, 4), operation: "grid cells")
        guard let boxes = BoxArray(pixConnComp(holes.pointer, nil, 4)) else { return 0 }
        return boxes.rects.filter { Int($0.width) >= characterHeight && Int($0.height) >= characterHeight }.count
    }
}
