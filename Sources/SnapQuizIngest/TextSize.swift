internal import CTesseract

/// Estimates how tall the printed characters are, so the page can be scaled to the size Tesseract reads best.
enum TextSize {
    /// Median height in pixels of character-sized connected components of `binary` (1 bpp, text = 1), or nil
    /// when too few were found to tell.
    static func medianCharacterHeight(_ binary: Pix) -> Double? {
        guard let boxes = BoxArray(pixConnComp(binary.pointer, nil, 8)) else { return nil }
        // Specks, rules and pictures are not characters.
        var heights = boxes.rects.filter { $0.height >= 5 && $0.height <= 200 && $0.width >= 2 && $0.width <= 3 * $0.height }
            .map(\.height)
        guard heights.count >= 20 else { return nil }
        heights.sort()
        return Double(heights[heights.count / 2])
    }
}
