internal import CTesseract

/// Puts back the small dots Sauvola drops between two glyphs on their baseline (decimal points, the dots of
/// "barnett.com") and the dot above such a point (a colon): on a camera photo such a dot is a blur a third as dark
/// as the strokes beside it.
enum BaselineDots {
    /// Sauvola's factor for the lenient page the dots are taken from: low enough to keep a faint point (0.05 kept
    /// the point of 01457's "0.65", 0.1 did not); its specks elsewhere are never copied.
    static let lenientFactor = 0.05

    /// `page` (ink = 1, changed in place) with every dot of `lenient` (the same page thresholded leniently) that
    /// lies in a gap of `page`'s ink, no larger than a third of `characterHeight`, with a glyph within half a
    /// character on each side whose ink reaches the dot's bottom and rises above its top (a whole character's reach
    /// also took specks in the gaps between words: "7. metres", "wide..What" on maths-curl-photo and maths-photo).
    static func restore(_ page: Pix, from lenient: Pix, characterHeight: Int) {
        let width = page.width, height = page.height
        let largest = max(2, characterHeight / 3), gap = max(4, characterHeight / 2), slack = max(2, characterHeight / 8)
        guard lenient.width == width, lenient.height == height, page.depth == 1, lenient.depth == 1,
              let pageData = pixGetData(page.pointer), let lenientData = pixGetData(lenient.pointer),
              let candidates = candidates(page, lenient, reach: gap + largest + 2, rise: slack + largest + 2),
              let boxes = BoxArray(pixConnComp(candidates.pointer, nil, 8)) else { return }
        let pageWords = Int(pixGetWpl(page.pointer)), lenientWords = Int(pixGetWpl(lenient.pointer))
        func ink(_ data: UnsafeMutablePointer<UInt32>, _ words: Int, _ x: Int, _ y: Int) -> Bool {
            data[y * words + x >> 5] >> UInt32(31 - x & 31) & 1 == 1
        }
        func pageInk(columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> Bool {
            let left = max(0, columns.lowerBound), right = min(width - 1, columns.upperBound)
            let top = max(0, rows.lowerBound), bottom = min(height - 1, rows.upperBound)
            guard left <= right, top <= bottom else { return false }
            for y in top...bottom { for x in left...right where ink(pageData, pageWords, x, y) { return true } }
            return false
        }
        func copied(_ rect: PixelRect) {
            for row in Int(rect.y)..<Int(rect.y + rect.height) {
                for column in Int(rect.x)..<Int(rect.x + rect.width) where ink(lenientData, lenientWords, column, row) {
                    pageData[row * pageWords + column >> 5] |= UInt32(0x8000_0000) >> UInt32(column & 31)
                }
            }
        }
        // Faint dots alone in the page's ink, whole components of the lenient page (none of its ink on the ring
        // around them: the candidates are cut out of it, and a piece of a larger blob is no dot).
        let dots = boxes.rects.filter { rect in
            let x = Int(rect.x), y = Int(rect.y), w = Int(rect.width), h = Int(rect.height)
            guard (2...largest).contains(w), (2...largest).contains(h), 2 * w >= h, 2 * h >= w,
                  !ringHasInk(lenientData, lenientWords, x: x, y: y, w: w, h: h, width: width, height: height) else { return false }
            // Isolated: no ink of the page in or around the dot, nor above it within a character (an "i", a colon).
            return !pageInk(columns: x - 1...x + w, rows: y - characterHeight...y + h)
        }
        var points: [PixelRect] = []
        for rect in dots {
            let x = Int(rect.x), y = Int(rect.y), w = Int(rect.width), h = Int(rect.height), bottom = y + h - 1
            // A glyph on each side: ink near the dot's bottom (the baseline) and ink well above its top.
            func glyph(_ columns: ClosedRange<Int>) -> Bool {
                pageInk(columns: columns, rows: bottom - slack...bottom + slack)
                    && pageInk(columns: columns, rows: y - characterHeight...y - h - slack)
            }
            guard glyph(x - gap...x - 2), glyph(x + w + 1...x + w - 1 + gap) else { continue }
            points.append(rect)
            copied(rect)
        }
        // A colon's upper dot: a dot over a point put back, clear of it, within half a character above ("09:15").
        for rect in dots {
            let above = points.contains { point in
                let clear = Int(point.y) - Int(rect.y + rect.height)
                return clear >= 2 && clear <= characterHeight / 2
                    && rect.x < point.x + point.width && point.x < rect.x + rect.width
            }
            if above { copied(rect) }
        }
    }

    /// The lenient ink that may hold a dot, so that only it is split into components: not on or beside the page's
    /// strokes (a stroke's lenient halo is one component per glyph), and with page ink within `reach` pixels to its
    /// left and to its right, `rise` rows up or down (the glyphs a dot sits between; two pixels more than the tests
    /// above ask, as Leptonica's composite bricks may be a pixel short). The lenient page's specks on blank paper and
    /// its halos were most of its components, whose search and walk cost 5-7% of a photo's reading. The reach is
    /// measured on the page at half size (a half-size pixel is ink when any of its four is, and the bricks are
    /// rounded up): at full size it cost 3.3% of history-photo's reading, most of it the morphology.
    private static func candidates(_ page: Pix, _ lenient: Pix, reach: Int, rise: Int) -> Pix? {
        guard let beside = try? Pix(pixDilateBrick(nil, page.pointer, 3, 3), operation: "dots: beside the strokes"),
              let half = try? Pix(pixReduceRankBinary2(page.pointer, 1, nil), operation: "dots: page at half size"),
              let tall = try? Pix(pixDilateCompBrickExtendDwa(nil, half.pointer, 1, Int32(2 * (rise / 2 + 1) + 1)),
                                  operation: "dots: strokes' reach up and down"),
              // Closing: ink within `reach` on both sides (every window of 2 reach + 1 around a pixel meets ink).
              let between = try? Pix(pixCloseCompBrickExtendDwa(nil, tall.pointer, Int32(2 * (reach / 2 + 1) + 1), 1),
                                     operation: "dots: between strokes"),
              let mask = try? Pix(pixExpandBinaryReplicate(between.pointer, 2, 2), operation: "dots: mask at full size"),
              let loose = try? Pix(pixSubtract(nil, lenient.pointer, beside.pointer), operation: "dots: lenient ink apart")
        else { return nil }
        pixAnd(loose.pointer, loose.pointer, mask.pointer)
        return loose
    }

    /// Whether `data` has ink on the one-pixel ring around the `w` by `h` box at `x`, `y`.
    private static func ringHasInk(_ data: UnsafeMutablePointer<UInt32>, _ words: Int, x: Int, y: Int, w: Int, h: Int,
                                   width: Int, height: Int) -> Bool {
        func ink(_ column: Int, _ row: Int) -> Bool {
            guard column >= 0, column < width, row >= 0, row < height else { return false }
            return data[row * words + column >> 5] >> UInt32(31 - column & 31) & 1 == 1
        }
        for column in x - 1...x + w where ink(column, y - 1) || ink(column, y + h) { return true }
        for row in y...y + h - 1 where ink(x - 1, row) || ink(x + w, row) { return true }
        return false
    }
}
