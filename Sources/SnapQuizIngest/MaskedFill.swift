internal import CTesseract

/// Sets the pixels of an 8 bpp page that a 1 bpp mask leaves off to one value: what Leptonica's
/// `pixSetMasked(page, pixInvert(mask), value)` gives, without the inverted copy and a word of the mask at a time.
/// Leptonica sets each pixel on its own for any value but black and white (0.2 G instructions for the paper of the
/// grey reading of a 2 MP photo enlarged for Tesseract, 1.2% of `snapquiz ocr` on science-photo); here 32 pixels the
/// mask leaves off together, most of a page's paper, are four stores.
enum MaskedFill {
    /// `page` (8 bpp, no colormap, changed in place) set to `value` wherever `mask` (1 bpp, the same size) is off.
    /// Returns false, changing nothing, when the images do not fit that description.
    @discardableResult
    static func fill(_ page: Pix, whereOff mask: Pix, with value: UInt8) -> Bool {
        guard page.depth == 8, mask.depth == 1, pixGetColormap(page.pointer) == nil,
              page.width == mask.width, page.height == mask.height,
              let pageData = pixGetData(page.pointer), let maskData = pixGetData(mask.pointer) else { return false }
        let width = page.width
        let pageWords = Int(pixGetWpl(page.pointer)), maskWords = Int(pixGetWpl(mask.pointer))
        let fourPixels = UInt32(value) * 0x0101_0101
        let wholeWords = width / 32
        for y in 0..<page.height {
            let maskRow = maskData + y * maskWords
            let pageRow = pageData + y * pageWords
            // Leptonica keeps 8 bpp pixels big-endian within 32-bit words: pixel x is byte x ^ 3 of the row.
            let pageBytes = UnsafeMutableRawPointer(pageRow).assumingMemoryBound(to: UInt8.self)
            for word in 0..<wholeWords {
                let bits = maskRow[word]
                if bits == UInt32.max { continue }
                if bits == 0 {
                    for quad in 0..<8 { pageRow[word * 8 + quad] = fourPixels }
                    continue
                }
                for bit in 0..<32 where bits & (UInt32(0x8000_0000) >> UInt32(bit)) == 0 {
                    pageBytes[(word * 32 + bit) ^ 3] = value
                }
            }
            // The row's last pixels, short of a whole word (the mask's padding bits beyond the width are not read).
            for x in wholeWords * 32..<width where maskRow[x >> 5] & (UInt32(0x8000_0000) >> UInt32(x & 31)) == 0 {
                pageBytes[x ^ 3] = value
            }
        }
        return true
    }
}
