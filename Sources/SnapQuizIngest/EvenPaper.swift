internal import CTesseract

/// Whether a decoded page's paper is white and even everywhere, as a scanner's or a rendered page's is and a photo's
/// (shaded by its light, tinted by its lamp) is not. `OCREngine` starts no second reading on a helper thread beside the
/// first reading of such a page: on TestImages and ../shared/ocr-dev the 13 pages measured 255 and 12 of them were read
/// at confidence 92 or more at once, so the helper's grey reading was cancelled (it took 4.5 s of CPU over the 8 scans,
/// beside 6.5 s of reading, and a second model); the photos measured 26-210.
enum EvenPaper {
    /// The brightness (0–255) the paper of at least nine tiles in ten reaches.
    static let whiteFrom: Float = 250

    /// Measured on every fourth pixel of `decoded` (any depth; colour by its darkest channel, so a tinted sheet is not
    /// white), in tiles of a 40th of its longer side: the 10th percentile of the tiles' brightest values, which is the
    /// paper's brightness wherever a tile holds paper.
    static func isWhite(_ decoded: Pix) -> Bool {
        guard let brightness = paperBrightness(decoded) else { return false }
        return brightness >= whiteFrom
    }

    /// The 10th percentile of the tiles' brightest values, nil where Leptonica fails.
    static func paperBrightness(_ decoded: Pix) -> Float? {
        guard let sampled = try? Pix(pixScaleByIntSampling(decoded.pointer, 4), operation: "sampled page"),
              let gray = try? Pix(sampled.depth == 32 ? pixConvertRGBToGrayMinMax(sampled.pointer, Int32(L_CHOOSE_MIN))
                                                     : pixConvertTo8(sampled.pointer, 0), operation: "page's darkest channel")
        else { return nil }
        let tile = Int32(max(4, max(gray.width, gray.height) / 40))
        guard let tiles = try? Pix(pixScaleGrayMinMax(gray.pointer, tile, tile, Int32(L_CHOOSE_MAX)), operation: "tiles' brightest")
        else { return nil }
        var value: UInt32 = 0
        guard pixGetRankValue(tiles.pointer, 1, 0.1, &value) == 0 else { return nil }
        return Float(value)
    }
}
