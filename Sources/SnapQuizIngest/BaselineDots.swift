internal import CTesseract

/// Puts back the small dots Sauvola drops between two glyphs on their baseline (decimal points, the dots of
/// "barnett.com"): on a camera photo such a dot is a blur a third as dark as the strokes beside it.
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
        guard lenient.width == width, lenient.height == height, page.depth == 1, lenient.depth == 1,
              let pageData = pixGetData(page.pointer), let lenientData = pixGetData(lenient.pointer),
              let boxes = BoxArray(pixConnComp(lenient.pointer, nil, 8)) else { return }
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
        let largest = max(2, characterHeight / 3), gap = max(4, characterHeight / 2), slack = max(2, characterHeight / 8)
        for rect in boxes.rects {
            let x = Int(rect.x), y = Int(rect.y), w = Int(rect.width), h = Int(rect.height)
            guard (2...largest).contains(w), (2...largest).contains(h), 2 * w >= h, 2 * h >= w else { continue }
            let bottom = y + h - 1
            // Isolated: no ink of the page in or around the dot, nor above it within a character (an "i", a colon).
            guard !pageInk(columns: x - 1...x + w, rows: y - characterHeight...bottom + 1) else { continue }
            // A glyph on each side: ink near the dot's bottom (the baseline) and ink well above its top.
            func glyph(_ columns: ClosedRange<Int>) -> Bool {
                pageInk(columns: columns, rows: bottom - slack...bottom + slack)
                    && pageInk(columns: columns, rows: y - characterHeight...y - h - slack)
            }
            guard glyph(x - gap...x - 2), glyph(x + w + 1...x + w - 1 + gap) else { continue }
            for row in y...bottom {
                for column in x..<x + w where ink(lenientData, lenientWords, column, row) {
                    pageData[row * pageWords + column >> 5] |= UInt32(0x8000_0000) >> UInt32(column & 31)
                }
            }
        }
    }
}
