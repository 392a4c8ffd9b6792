internal import CTesseract

/// The four corners of a photographed sheet on `PageMask`'s small mask: whether a region is one quadrilateral
/// sheet (give or take its ragged edge), or something else — a floor, a tablecloth's pattern, a sheet with a part
/// cut away.
struct SheetOutline {
    /// Corners in the mask's pixels: top left, top right, bottom right, bottom left.
    var corners: [(x: Double, y: Double)]

    /// The corners of the sheet in `mask` (1 bpp, sheet = 1), or nil when the mask is not a quadrilateral.
    init?(mask: Pix) {
        guard mask.depth == 1, let data = pixGetData(mask.pointer) else { return nil }
        let words = Int(pixGetWpl(mask.pointer))
        // Extremes of x+y and x−y are the corners of any quadrilateral turned by less than 45°.
        var best = [(score: Double, x: Double, y: Double)](repeating: (-Double.infinity, 0, 0), count: 4)
        var count = 0
        for y in 0..<mask.height {
            let row = data + y * words
            for x in 0..<mask.width where (row[x >> 5] >> (31 - UInt32(x & 31))) & 1 == 1 {
                count += 1
                let (fx, fy) = (Double(x), Double(y))
                let scores = [-fx - fy, fx - fy, fx + fy, fy - fx]
                for k in 0..<4 where scores[k] > best[k].score { best[k] = (scores[k], fx, fy) }
            }
        }
        guard count > 0 else { return nil }
        corners = best.map { (x: $0.x, y: $0.y) }
        let area = Self.area(corners)
        guard area > 0, Double(count) / area > 0.93, Double(count) / area < 1.07 else { return nil }
    }

    /// Shoelace area of the quadrilateral.
    private static func area(_ p: [(x: Double, y: Double)]) -> Double {
        var sum = 0.0
        for i in 0..<4 { let j = (i + 1) % 4; sum += p[i].x * p[j].y - p[j].x * p[i].y }
        return abs(sum) / 2
    }
}
