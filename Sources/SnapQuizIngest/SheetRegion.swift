internal import CTesseract

/// The lit paper of a photographed sheet on a small colour copy of the photo: what is light, of the paper's colour,
/// and joined to the centre of the frame without crossing an edge. Brightness alone leaked onto light floors
/// (issue 10: the concrete of ../shared/ocr-dev's 11079 and 12916, sunlit wood beside 01457, 06288 and 08181), and a
/// stricter threshold lost shadowed paper; the sheet's outline is a strong edge even where the floor is as light.
enum SheetRegion {
    /// Colour gradient (Sobel, in gray levels per pixel of the 400-pixel copy) that separates two regions.
    private static let edgeStrength = 20.0
    /// How far a pixel's chromaticity (each channel's share of the sum, ×3) may lie from the paper's: wood and
    /// coloured cloth lie 0.1–0.9 away, paper in shade 0.01–0.05.
    private static let colourTolerance = 0.08

    /// The lit paper (1 bpp, the size of `colour`) with text and specks closed, or nil when nothing light lies at
    /// the centre. `colour` is the photo scaled to the small size (32 bpp), `light` its light pixels (1 bpp).
    static func find(colour: Pix, light: Pix) throws -> Pix? {
        // A colour closing erases the (dark, thin) text, so only the sheet's outline, folds and shadows stay edges.
        let closed = try Pix(pixColorMorph(colour.pointer, Int32(L_MORPH_CLOSE), 9, 9), operation: "sheet close")
        let (width, height) = (closed.width, closed.height)
        guard let data = pixGetData(closed.pointer) else { return nil }
        let words = Int(pixGetWpl(closed.pointer))
        var channels = [[Double]](repeating: [Double](repeating: 0, count: width * height), count: 3)
        for y in 0..<height {
            for x in 0..<width {
                let word = data[y * words + x]
                channels[0][y * width + x] = Double((word >> 24) & 0xff)
                channels[1][y * width + x] = Double((word >> 16) & 0xff)
                channels[2][y * width + x] = Double((word >> 8) & 0xff)
            }
        }
        let paper = paperColour(channels, width: width, height: height)
        let paperSum = paper.reduce(0, +) + 1

        let candidates = try Pix(pixCreate(Int32(width), Int32(height), 1), operation: "sheet candidates")
        let edges = try Pix(pixCreate(Int32(width), Int32(height), 1), operation: "sheet edges")
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                if gradient(channels, x: x, y: y, width: width, height: height) > edgeStrength {
                    pixSetPixel(edges.pointer, Int32(x), Int32(y), 1)
                }
                let sum = channels[0][i] + channels[1][i] + channels[2][i] + 1
                let distance = (0..<3).map { abs(3 * channels[$0][i] / sum - 3 * paper[$0] / paperSum) }.max() ?? 0
                if distance < colourTolerance { pixSetPixel(candidates.pointer, Int32(x), Int32(y), 1) }
            }
        }
        let nearEdge = try Pix(pixDilateBrick(nil, edges.pointer, 3, 3), operation: "sheet edge dilate")
        let lightPaper = try Pix(pixAnd(nil, candidates.pointer, light.pointer), operation: "sheet light")
        let inside = try Pix(pixSubtract(nil, lightPaper.pointer, nearEdge.pointer), operation: "sheet inside")
        // Cut thin bridges through gaps in the outline.
        let opened = try Pix(pixOpenBrick(nil, inside.pointer, 5, 5), operation: "sheet open")
        guard let core = try centralComponent(opened) else { return nil }
        let closedCore = try Pix(pixCloseSafeBrick(nil, core.pointer, 7, 7), operation: "sheet core close")
        let holes = try Pix(pixHolesByFilling(closedCore.pointer, 4), operation: "sheet holes")
        return try Pix(pixOr(nil, closedCore.pointer, holes.pointer), operation: "sheet fill")
    }

    /// Median colour of the lighter half of the frame's central ninth, where the sheet lies in a photo of it.
    private static func paperColour(_ channels: [[Double]], width: Int, height: Int) -> [Double] {
        var pixels: [(gray: Double, index: Int)] = []
        for y in height / 3..<2 * height / 3 {
            for x in width / 3..<2 * width / 3 {
                let i = y * width + x
                pixels.append((channels[0][i] + channels[1][i] + channels[2][i], i))
            }
        }
        guard !pixels.isEmpty else { return [255, 255, 255] }
        let lighter = pixels.sorted { $0.gray < $1.gray }.suffix(pixels.count / 2 + 1)
        return (0..<3).map { k in
            let values = lighter.map { channels[k][$0.index] }.sorted()
            return values[values.count / 2]
        }
    }

    /// The largest Sobel gradient magnitude over the three channels at (x, y), scaled to gray levels per pixel.
    private static func gradient(_ channels: [[Double]], x: Int, y: Int, width: Int, height: Int) -> Double {
        let (x0, x1) = (max(x - 1, 0), min(x + 1, width - 1))
        let (y0, y1) = (max(y - 1, 0), min(y + 1, height - 1))
        var strongest = 0.0
        for c in channels {
            let gx = (c[y0 * width + x1] + 2 * c[y * width + x1] + c[y1 * width + x1])
                - (c[y0 * width + x0] + 2 * c[y * width + x0] + c[y1 * width + x0])
            let gy = (c[y1 * width + x0] + 2 * c[y1 * width + x] + c[y1 * width + x1])
                - (c[y0 * width + x0] + 2 * c[y0 * width + x] + c[y0 * width + x1])
            strongest = max(strongest, (gx * gx + gy * gy).squareRoot() / 8)
        }
        return strongest
    }

    /// The connected component of `mask` with most pixels in the central ninth of the frame, on a mask of its own.
    private static func centralComponent(_ mask: Pix) throws -> Pix? {
        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard let boxes = BoxArray(pixConnComp(mask.pointer, &pixa, 4)) else { return nil }
        let centre = PixelRect(x: Int32(mask.width / 3), y: Int32(mask.height / 3),
                               width: Int32(mask.width / 3), height: Int32(mask.height / 3))
        var best = -1, bestCount: Int32 = 0
        for (i, rect) in boxes.rects.enumerated() {
            let left = max(rect.x, centre.x), top = max(rect.y, centre.y)
            let right = min(rect.x + rect.width, centre.x + centre.width)
            let bottom = min(rect.y + rect.height, centre.y + centre.height)
            guard right > left, bottom > top else { continue }
            let component = try Pix(pixaGetPix(pixa, Int32(i), Int32(L_CLONE)), operation: "sheet component")
            let overlap = try Box(PixelRect(x: left - rect.x, y: top - rect.y, width: right - left, height: bottom - top),
                                  operation: "sheet overlap")
            let part = try Pix(pixClipRectangle(component.pointer, overlap.pointer, nil), operation: "sheet overlap clip")
            var count: Int32 = 0
            pixCountPixels(part.pointer, &count, nil)
            if count > bestCount { (best, bestCount) = (i, count) }
        }
        guard best >= 0 else { return nil }
        let rect = boxes.rects[best]
        let component = try Pix(pixaGetPix(pixa, Int32(best), Int32(L_CLONE)), operation: "sheet component")
        let placed = try Pix(pixCreate(Int32(mask.width), Int32(mask.height), 1), operation: "sheet core")
        pixRasterop(placed.pointer, rect.x, rect.y, rect.width, rect.height, 0xc | 0xa, component.pointer, 0, 0)
        return placed
    }
}
