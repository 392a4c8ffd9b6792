internal import CTesseract

/// Print that is faint beside its paper (a thin light font, a blurred or colour-cast photo) stretched to full contrast
/// tile by tile before Sauvola: Sauvola's threshold sits at about 0.7 of the local mean where the page's contrast is
/// low, so a stroke only a third darker than the paper was thrown away whole (../shared/ocr-dev's 01457 lost every
/// price in its table, 13668 most of its italic lines).
enum FaintPrint {
    /// Side of the square tiles in which ink and paper are measured (about four text lines at the sized page's
    /// 24-pixel characters).
    private static let tile = 100
    /// A tile holds print when its darkest pixels (0.5th percentile) lie this far below its paper (90th percentile).
    private static let minInkDifference = 40
    /// A page is faint when its median printed tile differs by less than this. Measured over the 35 dev pages: the
    /// faint ones 82–96, every other page 111 or more (TestImages/history-keystone-photo 111).
    static let faintDifference = 100
    /// Tiles of the stretch (Leptonica's `sx`, `sy`) and the least ink-to-paper difference it stretches (`mindiff`;
    /// flatter tiles take their neighbours' range). Measured on the three faint dev pages (BoW 01457 / 11079 / 13668):
    /// 200 and 25 gave 0.478 / 0.351 / 0.397; 100 px tiles 0.531 / 0.456 / 0.414; 300 px 0.442 / 0.421 / 0.345 (11079's
    /// CER worse than unstretched); a difference of 40 0.478 / 0.386 / 0.448, of 60 0.416 / 0.439 / 0.414.
    private static let stretchTile = 200, minStretchDifference = 25
    /// On a noisy page the stretch's `mindiff` is at least this many times the page's noise (`Measure.noise`): blank
    /// paper whose grain spans more than `mindiff` is stretched into speckle. TestImages/history-keystone-photo
    /// (noise 41), stretched for the test though not faint, read at CER 0.684 with 25 and 0.029 with 82 (0.033
    /// unstretched); the real photos' noise is 7–21, so 25 stays theirs.
    private static let noiseMargin = 2

    /// What `normalized` decides on: the median difference between ink and paper over the tiles that hold print,
    /// and the median spread (darkest to lightest pixel) of the tiles that hold none, the paper's grain.
    struct Measure {
        var contrast: Int
        var noise: Int
    }

    /// The `Measure` of `gray` (8 bpp), or nil when no tile holds print. Tiles reaching the whitened surroundings of
    /// an isolated sheet are left out.
    static func measure(_ gray: Pix) -> Measure? {
        guard gray.depth == 8, pixGetColormap(gray.pointer) == nil, let data = pixGetData(gray.pointer) else { return nil }
        let words = Int(pixGetWpl(gray.pointer))
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        var differences: [Int] = [], spreads: [Int] = []
        var histogram = [Int](repeating: 0, count: 256)
        for top in stride(from: 0, through: gray.height - tile, by: tile) {
            for left in stride(from: 0, through: gray.width - tile, by: tile) {
                fill(&histogram, bytes: bytes, words: words, rows: top..<top + tile, columns: left..<left + tile)
                let count = tile * tile
                guard histogram[250...].reduce(0, +) * 20 <= count else { continue }
                let ink = rank(histogram, count * 5 / 1000), paper = rank(histogram, count * 9 / 10)
                if paper - ink >= minInkDifference {
                    differences.append(paper - ink)
                } else if let darkest = histogram.firstIndex(where: { $0 > 0 }), let lightest = histogram.lastIndex(where: { $0 > 0 }) {
                    spreads.append(lightest - darkest)
                }
            }
        }
        guard !differences.isEmpty else { return nil }
        return Measure(contrast: differences.sorted()[differences.count / 2],
                       noise: spreads.isEmpty ? 0 : spreads.sorted()[spreads.count / 2])
    }

    /// `gray` stretched tile by tile (Leptonica's `pixContrastNorm`) when its print is faint, else `gray` itself.
    static func normalized(_ gray: Pix) throws -> Pix {
        guard let measure = measure(gray), measure.contrast < faintDifference else { return gray }
        return try stretched(gray, noise: measure.noise)
    }

    /// `gray` stretched tile by tile, leaving alone tiles flatter than the paper's grain `noise`, and blank paper
    /// (`flattenedBlankPaper`) flat.
    static func stretched(_ gray: Pix, noise: Int) throws -> Pix {
        let least = max(minStretchDifference, noiseMargin * noise)
        let flattened = try flattenedBlankPaper(gray)
        let stretched = try Pix(pixContrastNorm(nil, flattened.pointer, Int32(stretchTile), Int32(stretchTile), Int32(least), 2, 2),
                                operation: "contrast normalisation")
        pixCopyResolution(stretched.pointer, gray.pointer)
        return stretched
    }

    /// Side of the square tiles `flattenedBlankPaper` judges (about two text lines of the sized page).
    private static let blankTile = 50
    /// A tile holds print when at least this many of its pixels lie `minInkDifference` below its paper (90th
    /// percentile). Not scaled with the grain: twice the grain of TestImages' lamp and dim photos (59-78) passed their
    /// print for blank paper and flattened it away (science-lamp-photo CER 0.038 -> 0.841, plants-dim-photo 0.125 ->
    /// 0.642); their grainy blank tiles count as print and are stretched as before.
    private static let minInkPixels = 6

    /// A copy of `gray` whose blank paper, tiles neither holding print nor beside a tile that does, is flat at its
    /// median: the stretch gives a flat tile its neighbours' range, which maps paper to white. Stretched on its own, a
    /// blank tile whose grain or leftover shading spans more than the least difference became a field of speckle that
    /// Tesseract read as lines of garbage (/tmp/ocr25-syn's made faint pages synb02 and synb07, CER 0.799, 10-13 s a
    /// page; with this 0.007 and 0.006 in 2.2 and 0.6 s). The tiles beside print are kept whole: they may hold the tip
    /// of a letter too small to count (whitening blank tiles after the stretch instead left hard tile edges that
    /// Sauvola outlined, ../shared/ocr-dev's 13668 CER 0.312 -> 0.548).
    private static func flattenedBlankPaper(_ gray: Pix) throws -> Pix {
        let copy = try Pix(pixCopy(nil, gray.pointer), operation: "faint print copy")
        guard copy.depth == 8, let data = pixGetData(copy.pointer) else { return copy }
        let words = Int(pixGetWpl(copy.pointer))
        let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let columns = (copy.width + blankTile - 1) / blankTile, rows = (copy.height + blankTile - 1) / blankTile
        // Per tile its median paper, or nil when it holds print or lies in the whitened surroundings of a sheet.
        var paper = [Int?](repeating: nil, count: columns * rows)
        var printed = [Bool](repeating: false, count: columns * rows)
        var histogram = [Int](repeating: 0, count: 256)
        for row in 0..<rows {
            for column in 0..<columns {
                fill(&histogram, bytes: UnsafePointer(bytes), words: words, rows: row * blankTile..<min((row + 1) * blankTile, copy.height),
                     columns: column * blankTile..<min((column + 1) * blankTile, copy.width))
                let count = histogram[..<250].reduce(0, +)
                guard count > 0 else { continue }
                let light = rank(histogram, count * 9 / 10)
                if histogram[...max(0, light - minInkDifference)].reduce(0, +) >= minInkPixels {
                    printed[row * columns + column] = true
                } else if histogram[250...].reduce(0, +) == 0 {
                    paper[row * columns + column] = rank(histogram, count / 2)
                }
            }
        }
        for row in 0..<rows {
            for column in 0..<columns {
                guard let level = paper[row * columns + column] else { continue }
                let nearPrint = (max(0, row - 1)...min(rows - 1, row + 1)).contains { r in
                    (max(0, column - 1)...min(columns - 1, column + 1)).contains { printed[r * columns + $0] }
                }
                guard !nearPrint else { continue }
                for y in row * blankTile..<min((row + 1) * blankTile, copy.height) {
                    let line = bytes + y * words * 4
                    for x in column * blankTile..<min((column + 1) * blankTile, copy.width) { line[x ^ 3] = UInt8(level) }
                }
            }
        }
        return copy
    }

    /// `histogram` set to the gray levels of the 8 bpp pixels in `rows` × `columns` of an image whose lines are `words`
    /// 32-bit words long (Leptonica keeps 8 bpp pixels big-endian within a word, hence `x ^ 3`).
    private static func fill(_ histogram: inout [Int], bytes: UnsafePointer<UInt8>, words: Int, rows: Range<Int>, columns: Range<Int>) {
        for i in 0..<256 { histogram[i] = 0 }
        for y in rows {
            let line = bytes + y * words * 4
            for x in columns { histogram[Int(line[x ^ 3])] += 1 }
        }
    }

    /// The smallest gray level with more than `count` pixels of `histogram` at or below it.
    private static func rank(_ histogram: [Int], _ count: Int) -> Int {
        var seen = 0
        for (level, n) in histogram.enumerated() {
            seen += n
            if seen > count { return level }
        }
        return 255
    }
}
