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

    /// The median difference between ink and paper over the tiles of `gray` (8 bpp) that hold print, or nil when
    /// none does. Tiles reaching the whitened surroundings of an isolated sheet are left out.
    static func inkContrast(_ gray: Pix) -> Int? {
        guard gray.depth == 8, pixGetColormap(gray.pointer) == nil, let data = pixGetData(gray.pointer) else { return nil }
        let words = Int(pixGetWpl(gray.pointer))
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        var differences: [Int] = []
        var histogram = [Int](repeating: 0, count: 256)
        for top in stride(from: 0, through: gray.height - tile, by: tile) {
            for left in stride(from: 0, through: gray.width - tile, by: tile) {
                for i in 0..<256 { histogram[i] = 0 }
                for y in top..<top + tile {
                    let row = bytes + y * words * 4
                    for x in left..<left + tile { histogram[Int(row[x ^ 3])] += 1 }
                }
                let count = tile * tile
                guard histogram[250...].reduce(0, +) * 20 <= count else { continue }
                let ink = rank(histogram, count * 5 / 1000), paper = rank(histogram, count * 9 / 10)
                if paper - ink >= minInkDifference { differences.append(paper - ink) }
            }
        }
        guard !differences.isEmpty else { return nil }
        return differences.sorted()[differences.count / 2]
    }

    /// `gray` stretched tile by tile (Leptonica's `pixContrastNorm`) when its print is faint, else `gray` itself.
    static func normalized(_ gray: Pix) throws -> Pix {
        guard let contrast = inkContrast(gray), contrast < faintDifference else { return gray }
        let stretched = try Pix(pixContrastNorm(nil, gray.pointer, Int32(stretchTile), Int32(stretchTile), Int32(minStretchDifference), 2, 2),
                                operation: "contrast normalisation")
        pixCopyResolution(stretched.pointer, gray.pointer)
        return stretched
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
