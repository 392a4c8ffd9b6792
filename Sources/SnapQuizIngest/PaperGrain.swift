internal import CTesseract

/// The sensor grain of a photo taken in dim light (a lamp in an evening room: the camera raises its gain), measured on
/// the blank paper of the background-normalised page and smoothed away, in proportion to its strength, before the page
/// is measured and thresholded. Left on, the grain broke the print's mask into specks that passed for small characters,
/// so the page was scaled up too far, and Sauvola turned it into speckle that Tesseract read for minutes.
enum PaperGrain {
    /// Side of the square tiles the grain is measured in, in pixels of the normalised page (about a character of a
    /// 2 MP photo: tiles fit in the margins and the gaps between lines, where there is only paper).
    static let tile = 16
    /// The share of tiles, least varied first, whose spread is taken as the paper's: margins and the gaps between lines
    /// are more than a quarter of a page.
    static let paperRank = 0.25
    /// Tiles this light on average are the whitened surroundings of an isolated sheet (normalised paper is 200).
    private static let whitened: UInt8 = 245
    /// A page is grainy when its paper's spread reaches this. Measured on the normalised pages: the camera photos of
    /// ../shared/ocr-dev 0-2, clean scans 0, TestImages' photos (grain added as a phone's in ordinary light) 4-10;
    /// 10 photos by a warm lamp in dim light (make-testimages.py --variants dim 10 DIR 1000) 15-31.
    static let grainyPaper = 12.0
    /// The Gaussian's standard deviation, in pixels, is the grain divided by this: 21 (most dim photos) gives 1.05.
    /// Over the 10 dim photos, mean CER 0.182 unsmoothed; with a fixed 1.0 px 0.095 (every page better); 1.5 px 0.046
    /// but two pages of grain 21 worse (nile 0.039 -> 0.102); the grainiest (31) read 0.615 at 1.0 px and 0.073 at 1.5.
    /// Grain / 20: 0.036. Checked on 8 dim photos of another seed (--variants dim 8 DIR 3000), not used to choose it:
    /// 0.530 unsmoothed, 0.180 with grain / 20, 0.217 with / 16; over both sets / 24 gave 0.188, / 20 0.100.
    static let grainPerPixel = 20.0
    /// The smoothing stays within a stroke's width of a 2 MP photo's print.
    static let largestSigma = 2.0

    /// The standard deviation of the paper of `gray` (8 bpp, background-normalised: paper at 200): the spread of the
    /// `paperRank` tile, least varied first; tiles as light as the whitened surroundings of an isolated sheet left out.
    /// Nil when every tile is.
    static func measure(_ gray: Pix) -> Double? {
        guard gray.depth == 8, pixGetColormap(gray.pointer) == nil, gray.width >= tile, gray.height >= tile,
              let spreads = try? Pix(pixGetAverageTiled(gray.pointer, Int32(tile), Int32(tile), Int32(L_STANDARD_DEVIATION)), operation: "grain"),
              let means = try? Pix(pixGetAverageTiled(gray.pointer, Int32(tile), Int32(tile), Int32(L_MEAN_ABSVAL)), operation: "tile means"),
              let spreadData = pixGetData(spreads.pointer), let meanData = pixGetData(means.pointer) else { return nil }
        // Leptonica keeps 8 bpp pixels big-endian within 32-bit words (hence `x ^ 3`).
        let words = Int(pixGetWpl(spreads.pointer))
        let spread = UnsafeRawPointer(spreadData).assumingMemoryBound(to: UInt8.self)
        let mean = UnsafeRawPointer(meanData).assumingMemoryBound(to: UInt8.self)
        var values: [Int] = []
        for y in 0..<spreads.height {
            for x in 0..<spreads.width {
                let index = y * words * 4 + (x ^ 3)
                if mean[index] < whitened { values.append(Int(spread[index])) }
            }
        }
        guard !values.isEmpty else { return nil }
        values.sort()
        return Double(values[Int(Double(values.count - 1) * paperRank)])
    }

    /// The standard deviation of the smoothing for paper of grain `grain`, nil when it is not grainy.
    static func sigma(forGrain grain: Double) -> Double? {
        grain >= grainyPaper ? min(grain / grainPerPixel, largestSigma) : nil
    }

    /// `gray` (background-normalised) smoothed in proportion to its grain, nil when it is not grainy.
    static func smoothed(ifGrainy gray: Pix) throws -> Pix? {
        guard let grain = measure(gray), let sigma = sigma(forGrain: grain) else { return nil }
        return try smoothed(gray, sigma: sigma)
    }

    /// `gray` smoothed with a Gaussian of standard deviation `sigma` pixels.
    static func smoothed(_ gray: Pix, sigma: Double) throws -> Pix {
        let half = Int32((2.5 * sigma).rounded(.up))
        var x: UnsafeMutablePointer<L_KERNEL>?, y: UnsafeMutablePointer<L_KERNEL>?
        defer { kernelDestroy(&x); kernelDestroy(&y) }
        guard makeGaussianKernelSep(half, half, Float(sigma), 1, &x, &y) == 0 else {
            throw IngestError.engine("Leptonica Gaussian kernel failed")
        }
        let smooth = try Pix(pixConvolveSep(gray.pointer, x, y, 8, 1), operation: "smooth grain")
        pixCopyResolution(smooth.pointer, gray.pointer)
        return smooth
    }
}
