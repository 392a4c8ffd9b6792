internal import CTesseract

/// The colour channel a photo under a strongly coloured lamp is read again from (`OCREngine`, which keeps the surer
/// of that reading and luminance's). Faint coloured print under such a lamp stands out from its paper in one channel;
/// luminance mixes that channel with the two where ink and paper nearly meet. In white or warm light every channel
/// shows about luminance's contrast and the photo is read once.
enum LampChannel {
    /// The channels, with their weights for Leptonica's `pixConvertRGBToGray`.
    enum Channel: Int, CaseIterable {
        case red, green, blue

        var weights: (red: Float, green: Float, blue: Float) {
            switch self {
            case .red: (1, 0, 0)
            case .green: (0, 1, 0)
            case .blue: (0, 0, 1)
            }
        }
    }

    /// Side of the square tiles ink and paper are measured in, in sampled pixels (`step` apart in the photo).
    private static let tile = 50, step = 2
    /// A channel is read too when its contrast is at least this many times luminance's. Over the 40 dev pages the
    /// photos in white or warm light measure at most 1.12 (../shared/ocr-dev's 08181); the two magenta-lamp photos
    /// 1.30 (04777, green) and 1.47 (13668, green), TestImages' lamp pages 2.2 and 4.4; 12916 (1.29, a red header),
    /// tyger (1.96, a coloured drawing) and history-cloth (1.44) are read twice too.
    static let margin = 1.25
    /// A channel whose contrast is at least this many times luminance's is read alone: luminance shows the ink at less
    /// than half its contrast there, and its reading lost to the channel's on every such page. TestImages' two lamp pages
    /// (2.2 and 4.4) read nothing from luminance (CER 1.000, poor) and spent 0.7 and 1.5 s on that reading; the pages
    /// read twice measure 1.96 at most (tyger, a coloured drawing).
    static let aloneMargin = 2.0

    /// The channel to read a photo from, and whether it is read alone (`aloneMargin`) or after luminance.
    struct Choice: Equatable {
        var channel: Channel
        var readAlone: Bool
    }

    /// Ink-against-paper contrast measured on `colour` (32 bpp): per channel and for luminance (last), the rise in
    /// tile spread (darkest 0.5% to the 90th percentile) from blank tiles to printed ones, as a fraction of the
    /// paper's level. Nil when the photo is too small to hold a tile.
    static func contrasts(_ colour: Pix) -> [Double]? {
        guard colour.depth == 32, let data = pixGetData(colour.pointer) else { return nil }
        let words = Int(pixGetWpl(colour.pointer))
        let side = tile * step
        guard colour.width >= side, colour.height >= side else { return nil }
        let pixels = UnsafePointer<UInt32>(data)
        // Four histograms a tile: red, green, blue, luminance (Leptonica's default weights 0.3, 0.5, 0.2).
        var histograms = [Int](repeating: 0, count: 4 * 256)
        var spreads: [[Int]] = Array(repeating: [], count: 4), papers: [[Int]] = Array(repeating: [], count: 4)
        for top in stride(from: 0, through: colour.height - side, by: side) {
            for left in stride(from: 0, through: colour.width - side, by: side) {
                for i in histograms.indices { histograms[i] = 0 }
                for y in stride(from: top, to: top + side, by: step) {
                    let row = pixels + y * words
                    for x in stride(from: left, to: left + side, by: step) {
                        let p = row[x]
                        let r = Int(p >> 24), g = Int((p >> 16) & 0xff), b = Int((p >> 8) & 0xff)
                        histograms[r] += 1
                        histograms[256 + g] += 1
                        histograms[512 + b] += 1
                        histograms[768 + (3 * r + 5 * g + 2 * b + 5) / 10] += 1
                    }
                }
                let count = tile * tile
                for c in 0..<4 {
                    let ink = rank(histograms, from: c * 256, count * 5 / 1000)
                    let paper = rank(histograms, from: c * 256, count * 9 / 10)
                    spreads[c].append(paper - ink)
                    papers[c].append(paper)
                }
            }
        }
        return (0..<4).map { c in
            let spread = spreads[c].sorted(), paper = papers[c].sorted()
            // Printed tiles are the widest, blank paper the narrowest (margins); the paper the lighter tiles.
            let printed = spread[spread.count * 4 / 5], blank = spread[spread.count / 5]
            return Double(printed - blank) / Double(max(paper[paper.count * 4 / 5], 1))
        }
    }

    /// The channel to read `colour` from, or nil for luminance: the channel of highest contrast when it beats
    /// luminance's by `margin`.
    static func choose(_ colour: Pix) -> Channel? {
        choice(colour)?.channel
    }

    /// `choose`'s channel, and whether it is read alone.
    static func choice(_ colour: Pix) -> Choice? {
        guard let contrasts = contrasts(colour) else { return nil }
        let best = (0..<3).max { contrasts[$0] < contrasts[$1] }!
        guard contrasts[best] >= margin * contrasts[3], contrasts[3] > 0, let channel = Channel(rawValue: best) else { return nil }
        return Choice(channel: channel, readAlone: contrasts[best] >= aloneMargin * contrasts[3])
    }

    /// The smallest level of the 256-bin histogram at `from` with more than `count` values at or below it.
    private static func rank(_ histograms: [Int], from: Int, _ count: Int) -> Int {
        var seen = 0
        for level in 0..<256 {
            seen += histograms[from + level]
            if seen > count { return level }
        }
        return 255
    }
}
