internal import CTesseract

/// Estimates how tall the printed characters are, so the page can be scaled to the size Tesseract reads best.
enum TextSize {
    /// Median height in pixels of character-sized connected components of `binary` (1 bpp, text = 1), or nil
    /// when too few were found to tell.
    static func medianCharacterHeight(_ binary: Pix) -> Double? {
        guard let boxa = pixConnComp(binary.pointer, nil, 8) else { return nil }
        var boxaVar: UnsafeMutablePointer<BOXA>? = boxa
        defer { boxaDestroy(&boxaVar) }
        var heights: [Int32] = []
        let count = boxaGetCount(boxa)
        heights.reserveCapacity(Int(count))
        for i in 0..<count {
            var box: UnsafeMutablePointer<BOX>? = boxaGetBox(boxa, i, Int32(L_CLONE))
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            boxGetGeometry(box, &x, &y, &w, &h)
            boxDestroy(&box)
            // Specks, rules and pictures are not characters.
            if h >= 5, h <= 200, w >= 2, w <= 3 * h { heights.append(h) }
        }
        guard heights.count >= 20 else { return nil }
        heights.sort()
        return Double(heights[heights.count / 2])
    }
}
