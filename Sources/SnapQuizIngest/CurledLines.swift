import Foundation
internal import CTesseract

/// Straightens the text lines of a sheet that does not lie flat. A page lifting from the table bows its lines, so
/// their ends sit a line's height or more below their middles; Tesseract's layout then takes the ends for lines of
/// their own and reads them after the block (TestImages/maths-curl-photo: "How many boxes" came out as "How m," two
/// lines down, CER 0.197). Leptonica's dewarp model needs lines down the whole page (15, or 4 covering top and
/// bottom) and builds none for a homework sheet half filled with text, so the model here is per line: Leptonica
/// finds each text line's centres (`dewarpGetTextlineCenters`), a cubic is fitted to each, and every column of the
/// page is shifted up or down so each line lies flat at its middle's height, shifts between lines interpolated
/// between theirs. Only a page whose lines bow by more than `minimumBow` of a character is changed, by the lines the
/// cubic follows within `maximumResidual` of one: a flat or crumpled page is left as it is, pixel for pixel.
enum CurledLines {
    /// A text line's centre line, a cubic in x over `left...right` (pixels of the page measured): a parabola bends
    /// the same way across a page, and a book's page is flat on one side and bends towards its spine on the other,
    /// which a parabola fitted only halfway (its lines' last words, "mud" read "mug", still sagged).
    struct Line: Equatable {
        /// y = Σ coefficients[k]·uᵏ, u = (x − middle) / half, x held within `left...right`.
        var coefficients: [Double]
        var left: Double, right: Double
        var middle: Double { (left + right) / 2 }
        var half: Double { (right - left) / 2 }

        /// The line's height at `x`, held at its ends beyond them (a polynomial goes wild outside its points).
        func y(_ x: Double) -> Double {
            let u = (min(max(x, left), right) - middle) / half
            return coefficients.reversed().reduce(0) { $0 * u + $1 }
        }

        /// Where the line is straightened to: its height at its middle.
        var level: Double { y(middle) }

        /// The root mean square distance of `points` from the line.
        func residual(_ points: [(x: Double, y: Double)]) -> Double {
            (points.map { pow($0.y - y($0.x), 2) }.reduce(0, +) / Double(max(points.count, 1))).squareRoot()
        }

        /// How far the line bows: its largest distance from the chord between its ends.
        var bow: Double {
            let (y0, y1) = (y(left), y(right))
            return stride(from: left, through: right, by: max(1, (right - left) / 32)).map { x in
                abs(y(x) - (y0 + (y1 - y0) * (x - left) / (right - left)))
            }.max() ?? 0
        }
    }

    /// `gray` (8 bpp, upright, deskewed) with its lines straightened, or nil when its lines are straight or too few
    /// to tell. `characterHeight` is the print's height in pixels.
    static func straightened(_ gray: Pix, characterHeight: Int) throws -> Pix? {
        guard gray.depth == 8, pixGetColormap(gray.pointer) == nil else { return nil }
        let lines = try textLines(gray, characterHeight: characterHeight)
        guard isCurled(lines, characterHeight: characterHeight) else { return nil }
        return try shifted(gray, along: lines)
    }

    /// Whether `lines` bow enough to straighten: at least `minimumLines` of them, and the median line bows by more
    /// than `minimumBow` of a character.
    static func isCurled(_ lines: [Line], characterHeight: Int) -> Bool {
        guard lines.count >= minimumLines else { return false }
        let bows = lines.map(\.bow).sorted()
        return bows[bows.count / 2] > minimumBow * Double(characterHeight)
    }

    /// The text lines of `gray` long enough to measure, top to bottom, fitted at full scale.
    static func textLines(_ gray: Pix, characterHeight: Int) throws -> [Line] {
        // Measured at half scale: the centres need no finer grain, and Leptonica's line finding is 4 times cheaper.
        let mask = try Preprocessor.textMask(gray)
        let half = try Pix(pixReduceRankBinary2(mask.pointer, 1, nil), operation: "curl mask reduction")
        var centres = dewarpGetTextlineCenters(half.pointer, 0)
        defer { ptaaDestroy(&centres) }
        guard let centres else { return [] }
        let longest = (0..<ptaaGetCount(centres)).map { i -> Int in
            var pta = ptaaGetPta(centres, i, Int32(L_CLONE))
            defer { ptaDestroy(&pta) }
            return Int(ptaGetCount(pta))
        }.max() ?? 0
        var lines: [Line] = []
        for i in 0..<ptaaGetCount(centres) {
            var pta = ptaaGetPta(centres, i, Int32(L_CLONE))
            defer { ptaDestroy(&pta) }
            let count = ptaGetCount(pta)
            // A short line (a title, a paragraph's last words) says little about the bow across the page.
            guard Double(count) >= minimumLength * Double(longest), count >= 8 else { continue }
            var points: [(x: Double, y: Double)] = []
            for p in 0..<count {
                var x: Float = 0, y: Float = 0
                ptaGetPt(pta, p, &x, &y)
                points.append((2 * Double(x), 2 * Double(y)))
            }
            // A line the curve does not follow is no line of print on a smooth bend: a crumpled sheet's kinks, or a
            // table's rule merged with its text (an invoice photo's fitted lines strayed 5-7 px from their centres,
            // against 2.5 at most on 23 curled pages; straightened by them, it read at CER 0.392 for 0.278).
            if let line = fitted(points), line.residual(points) <= maximumResidual * Double(characterHeight) { lines.append(line) }
        }
        return lines.sorted { $0.level < $1.level }
    }

    /// The least-squares cubic through `points`, or nil when they do not determine one.
    static func fitted(_ points: [(x: Double, y: Double)]) -> Line? {
        let terms = 4
        guard points.count >= 2 * terms, let left = points.map(\.x).min(), let right = points.map(\.x).max(), right > left else { return nil }
        // Centred and scaled x keeps the normal equations well conditioned.
        let middle = (left + right) / 2, half = (right - left) / 2
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: terms + 1), count: terms)
        for (x, y) in points {
            let u = (x - middle) / half
            let powers = (0..<terms).map { pow(u, Double($0)) }
            for row in 0..<terms {
                for column in 0..<terms { matrix[row][column] += powers[row] * powers[column] }
                matrix[row][terms] += powers[row] * y
            }
        }
        // Gaussian elimination with partial pivoting.
        for column in 0..<terms {
            guard let pivot = (column..<terms).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<terms where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...terms { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        return Line(coefficients: (0..<terms).map { matrix[$0][terms] / matrix[$0][$0] }, left: left, right: right)
    }

    /// `gray` with each column shifted so every line of `lines` lies flat at its `level`: the output row `y` of column
    /// `x` is the input row `y + shift`, the shift interpolated between the lines above and below `y` and held beyond
    /// the first and last. Rows are blended between the two nearest, so strokes keep their edges.
    static func shifted(_ gray: Pix, along lines: [Line]) throws -> Pix {
        let (width, height) = (gray.width, gray.height)
        let out = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "curl straightening")
        pixCopyResolution(out.pointer, gray.pointer)
        guard let source = pixGetData(gray.pointer), let target = pixGetData(out.pointer) else { return gray }
        let (sourceWords, targetWords) = (Int(pixGetWpl(gray.pointer)), Int(pixGetWpl(out.pointer)))
        let input = UnsafeRawPointer(source).assumingMemoryBound(to: UInt8.self)
        let output = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt8.self)
        let levels = lines.map(\.level)
        // Each line's shift in each column; which lines a row lies between depends on the row alone.
        let shifts = lines.enumerated().map { i, line in (0..<width).map { line.y(Double($0)) - levels[i] } }
        var next = 0
        for y in 0..<height {
            let row = Double(y)
            while next < levels.count && levels[next] <= row { next += 1 }
            let (above, below) = (shifts[max(next - 1, 0)], shifts[min(next, levels.count - 1)])
            let t = next == 0 || next == levels.count ? 0 : (row - levels[next - 1]) / (levels[next] - levels[next - 1])
            let targetRow = output + y * targetWords * 4
            for x in 0..<width {
                let from = min(max(row + above[x] + (below[x] - above[x]) * t, 0), Double(height - 1))
                let upper = Int(from), lower = min(upper + 1, height - 1)
                let weight = from - Double(upper)
                let a = Double(input[upper * sourceWords * 4 + (x ^ 3)]), b = Double(input[lower * sourceWords * 4 + (x ^ 3)])
                targetRow[x ^ 3] = UInt8((a + (b - a) * weight).rounded())
            }
        }
        return out
    }

    /// A fitted line may stray from its centres by this share of a character's height, root mean square.
    static let maximumResidual = 0.15

    /// Fewer measured lines than this say too little about the page's bow.
    static let minimumLines = 3
    /// Lines shorter than this fraction of the longest are not measured.
    static let minimumLength = 0.6
    /// The median line must bow by more than this fraction of a character's height: a flat page's lines, fitted, bow
    /// by a few pixels from the centres' grain alone.
    static let minimumBow = 0.35
}
