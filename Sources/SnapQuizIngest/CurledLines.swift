internal import CTesseract

/// Straightens the text lines of a sheet that does not lie flat. A page lifting from the table bows its lines, so
/// their ends sit a line's height or more below their middles; Tesseract's layout then takes the ends for lines of
/// their own and reads them after the block (TestImages/maths-curl-photo: "How many boxes" came out as "How m," two
/// lines down, CER 0.197). Leptonica's dewarp model needs lines down the whole page (15, or 4 covering top and
/// bottom) and builds none for a homework sheet half filled with text, so the model here is per line: Leptonica
/// finds each text line's centres (`dewarpGetTextlineCenters`), a parabola is fitted to each, and every column of the
/// page is shifted up or down so each line lies flat at its middle's height, shifts between lines interpolated
/// between theirs. Only a page whose lines bow by more than `minimumBow` of a character is changed: a flat page is
/// left as it is, pixel for pixel.
enum CurledLines {
    /// A text line's centre line, y = a·x² + b·x + c over x in `left...right` (pixels of the page measured).
    struct Line: Equatable {
        var a: Double, b: Double, c: Double
        var left: Double, right: Double

        /// The line's height at `x`, held at its ends beyond them (a parabola goes wild outside its points).
        func y(_ x: Double) -> Double {
            let x = min(max(x, left), right)
            return (a * x + b) * x + c
        }

        /// Where the line is straightened to: its height at its middle.
        var level: Double { y((left + right) / 2) }

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
            if let line = fitted(points) { lines.append(line) }
        }
        return lines.sorted { $0.level < $1.level }
    }

    /// The least-squares parabola through `points`, or nil when they do not determine one.
    static func fitted(_ points: [(x: Double, y: Double)]) -> Line? {
        guard points.count >= 3, let left = points.map(\.x).min(), let right = points.map(\.x).max(), right > left else { return nil }
        // Centred and scaled x keeps the normal equations well conditioned.
        let mid = (left + right) / 2, half = (right - left) / 2
        var s = [Double](repeating: 0, count: 5), t = [Double](repeating: 0, count: 3)
        for (x, y) in points {
            let u = (x - mid) / half
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 { t[k] += power * y }
                power *= u
            }
        }
        // Solve [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[c0 c1 c2] = t by Cramer's rule.
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = det(m)
        guard abs(d) > 1e-9 else { return nil }
        let coefficients = (0..<3).map { column -> Double in
            var replaced = m
            for row in 0..<3 { replaced[row][column] = t[row] }
            return det(replaced) / d
        }
        // y = c0 + c1·u + c2·u², u = (x − mid)/half, expanded in x.
        let (c0, c1, c2) = (coefficients[0], coefficients[1] / half, coefficients[2] / (half * half))
        return Line(a: c2, b: c1 - 2 * c2 * mid, c: c0 - c1 * mid + c2 * mid * mid, left: left, right: right)
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

    /// Fewer measured lines than this say too little about the page's bow.
    static let minimumLines = 3
    /// Lines shorter than this fraction of the longest are not measured.
    static let minimumLength = 0.6
    /// The median line must bow by more than this fraction of a character's height: a flat page's lines, fitted, bow
    /// by a few pixels from the centres' grain alone.
    static let minimumBow = 0.35
}
