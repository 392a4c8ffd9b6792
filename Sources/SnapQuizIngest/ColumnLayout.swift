/// Decides from Tesseract's layout analysis whether a page has columns of running text side by side.
///
/// Measured on TestImages and ../shared/ocr-dev: segmented reading (`--psm 3`) takes two-column pages from
/// CER 0.66–0.69 to 0.00–0.04, but on invoice photos (side-by-side address boxes, label/value pairs, table
/// cells) and on a page with a noisy border it cut lines into fragments and reordered them: CER 0.155 → 0.287,
/// 0.711 → 0.819, and a turned science page 0.064 → 0.894. Such boxes are short; columns of prose are long.
/// So a page is read segmented only when two text blocks of several lines each stand side by side. On the
/// two-column pages every column held a block of 7–8 lines; side-by-side blocks on the invoices (addresses,
/// "Invoice number / Date" boxes) had at most 4 lines, and the one block of 5 "lines" was an 11-pixel sliver
/// of the sheet's edge (hence the width rule).
enum ColumnLayout {
    /// A block found by layout analysis: its box in pixels and how many text lines it holds.
    struct Block: Equatable {
        var left: Int, top: Int, right: Int, bottom: Int
        var lines: Int
    }

    /// Fewer lines than this is an address, a caption or a table cell, not a column.
    static let minimumLines = 5

    /// A column is at least this many line pitches wide (lines of several words, not a sliver of an edge).
    static let minimumWidthInLines = 4

    /// Whether two blocks of at least `minimumLines` lines lie side by side (no horizontal overlap) and share
    /// at least half of the shorter one's height.
    static func hasColumns(_ blocks: [Block]) -> Bool {
        let tall = blocks.filter { block in
            block.lines >= minimumLines
                && (block.right - block.left) * block.lines >= minimumWidthInLines * (block.bottom - block.top)
        }
        for (i, a) in tall.enumerated() {
            for b in tall[(i + 1)...] where a.right <= b.left || b.right <= a.left {
                let shared = min(a.bottom, b.bottom) - max(a.top, b.top)
                if 2 * shared >= min(a.bottom - a.top, b.bottom - b.top) { return true }
            }
        }
        return false
    }
}
