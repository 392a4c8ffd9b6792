internal import CTesseract

/// A cheap look for columns before Tesseract's layout analysis (about 0.1 s a page) is asked whether a page has
/// them (`ColumnLayout`): columns of running text side by side leave a white gutter between two wide stretches of
/// ink, straight down through several lines. A page without such a gutter anywhere is read as one block unasked.
///
/// It must not miss columns that `ColumnLayout` would find (a two-column page read straight across goes from
/// CER 0.00–0.04 to 0.66–0.69), so it is generous: a table, a form or label/value pairs pass it too, and are then
/// judged by the layout analysis as before. Bands are twelve character heights tall, four to seven lines: columns
/// of five lines or more side by side fill one, and a keystoned or curled page's slanting gutter stays straight
/// within it; the lines ending at a paragraph's end or beside a heading's wide word spaces leave no gap that tall.
enum ColumnGutter {
    /// Band height, in strips one character height tall.
    static let bandStrips = 12
    /// Strips of a band in which each side of a gutter must have ink beside it: lines run down both sides (lines
    /// spaced three character heights apart still ink five strips of twelve).
    static let inkedStrips = 5
    /// A gutter is at least this wide, in character heights: wider than the space between words (a third to a half).
    static let minimumGutter = 1
    /// Each side of a gutter holds at least this many columns of ink, in character heights (`ColumnLayout` wants a
    /// column four line pitches wide, about six character heights).
    static let minimumSide = 3
    /// Pixels of ink a column of a band may hold and still count as empty (noise left by thresholding).
    static let speck: Int32 = 2

    /// Whether `page` (1 bpp, ink = 1, its text scaled to about `characterHeight` pixels) has a gutter in some band.
    /// Pages it cannot judge (not 1 bpp, no character height) may have columns.
    static func mayExist(in page: Pix, characterHeight: Int) -> Bool {
        guard page.depth == 1, characterHeight > 0, let data = pixGetData(page.pointer) else { return true }
        let words = Int(pixGetWpl(page.pointer))
        let width = page.width
        // Ink per pixel column in strips one character high.
        var strips = [[Int32]](repeating: [Int32](repeating: 0, count: width), count: page.height / characterHeight)
        guard strips.count >= bandStrips else { return false }
        for s in strips.indices {
            strips[s].withUnsafeMutableBufferPointer { counts in
                for y in (s * characterHeight)..<((s + 1) * characterHeight) {
                    let row = data + y * words
                    for w in 0..<words {
                        var bits = row[w]
                        while bits != 0 {
                            let bit = bits.leadingZeroBitCount
                            bits &= ~(UInt32(0x8000_0000) >> UInt32(bit))
                            if w * 32 + bit < width { counts[w * 32 + bit] += 1 }
                        }
                    }
                }
            }
        }
        return (0...(strips.count - bandStrips)).contains { first in
            hasGutter(strips[first..<(first + bandStrips)], characterHeight: characterHeight)
        }
    }

    /// Whether a band, given as ink per pixel column in each of its strips, has a run of empty columns at least
    /// `minimumGutter` character heights wide with, on either side, `minimumSide` character heights of inked columns
    /// and ink in `inkedStrips` of its strips within `minimumSide` character heights of the gutter. A column with a `speck` of ink in the band counts as empty, and so does
    /// a run of inked columns a sixth of a character wide inked down three quarters of the band (a rule drawn between
    /// the columns). Anything more is ink: a full stop or a comma beside two spaces would join them into a gutter.
    static func hasGutter(_ strips: ArraySlice<[Int32]>, characterHeight: Int) -> Bool {
        guard let width = strips.first?.count else { return false }
        let profile = (0..<width).map { x in strips.reduce(0) { $0 + $1[x] } }
        var inked = profile.map { $0 > speck }
        var x = 0
        while x < width {
            guard inked[x] else { x += 1; continue }
            let start = x
            while x < width, inked[x] { x += 1 }
            let rows = Int32(strips.count * characterHeight)
            if x - start <= characterHeight / 6, profile[start..<x].allSatisfy({ 4 * $0 >= 3 * rows }) {
                inked.replaceSubrange(start..<x, with: repeatElement(false, count: x - start))
            }
        }
        let side = minimumSide * characterHeight
        // `columns` hold a column's worth of inked columns, and lines run down the part of it beside the gutter.
        func holdsText(_ columns: Range<Int>, beside: Range<Int>) -> Bool {
            inked[columns].filter { $0 }.count >= side
                && strips.filter { strip in strip[beside].reduce(0, +) >= characterHeight / 2 }.count >= inkedStrips
        }
        x = 0
        while x < width {
            guard !inked[x] else { x += 1; continue }
            let start = x
            while x < width, !inked[x] { x += 1 }
            if x - start >= minimumGutter * characterHeight, start > 0, x < width,
               holdsText(0..<start, beside: max(0, start - side)..<start), holdsText(x..<width, beside: x..<min(width, x + side)) {
                return true
            }
        }
        return false
    }
}
