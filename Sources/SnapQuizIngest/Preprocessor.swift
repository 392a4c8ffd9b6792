import Foundation
internal import CTesseract

/// Leptonica clean-up of a decoded photo before recognition (see `PreprocessOptions` for the steps).
struct Preprocessor {
    var options: PreprocessOptions

    /// The image to recognise, the resolution to tell Tesseract, and what was corrected.
    struct Output {
        var pix: Pix
        var resolution: Int?
        var rotation: Int
        var skew: Double
    }

    /// The page cleaned up, scaled, straightened and turned upright, still gray: what `binarized` thresholds.
    struct Gray {
        var output: Output
        /// Whether the sheet was isolated from its background (then nothing touching the frame is text).
        var isolated: Bool
        /// Whether the page was not isolated only because its sheet fills nearly all of the frame (`PageMask`): then
        /// strips of background may lie along the frame.
        var fillsFrame = false
        /// The page background-normalised, before sizing (nil when it was not normalised): where `printLooksBroken` looks.
        var normalized: Pix?
        /// The median character height on `normalized`'s text mask, as sizing measured it (nil when not measured on
        /// that mask or too few characters were found), so `printLooksBroken` need not measure it again.
        var normalizedPrintHeight: Double?
        /// Whether the paper was grainy and smoothed (`PaperGrain`): a photo taken in dim light, whose thresholded
        /// reading holds specks read as words (`OCREngine.greyReadingIsBetter`).
        var grainy = false
        /// The clockwise quarter turns that made the page upright when they were decided surely (Leptonica's test sure,
        /// OSD confident, or given to `prepare`), nil when OSD could not tell: a later reading of the same photo (another
        /// channel, another mask) is turned by these and does not decide again.
        var sureQuarterTurns: Int?
    }

    /// Every step, binarising with `options.sauvolaFactor`.
    func run(_ input: Pix, osd: () -> TesseractAPI?, times: inout OCRStageTimes) throws -> Output {
        try binarized(try prepare(input, osd: osd, times: &times), sauvolaFactor: options.sauvolaFactor)
    }

    /// Every step before binarisation, so a page can be thresholded more than once. `osd` is asked for only when
    /// Leptonica is unsure the page is upright. `quarterTurns`: the turns an earlier reading of the same photo decided
    /// surely (`Gray.sureQuarterTurns`), taken as they are: the lamp's channel and the lenient mask show the same page
    /// turned the same way, and deciding again cost a second orientation test, and OSD where Leptonica is unsure.
    func prepare(_ input: Pix, osd: () -> TesseractAPI?, quarterTurns known: Int? = nil, times: inout OCRStageTimes) throws -> Gray {
        let fileResolution = input.resolution
        // Phone JPEGs say 72 ppi whatever they show; treat that like no resolution at all.
        let hasRealResolution = fileResolution > 72
        if options.isRaw {
            return Gray(output: Output(pix: input, resolution: hasRealResolution ? nil : options.assumedResolution, rotation: 0, skew: 0),
                        isolated: false)
        }
        var start = DispatchTime.now()
        var pix = try gray(input)

        var isolated = false, fillsFrame = false, hardShadow = false
        // Degrees the rectification of the sheet turned it, reported with the skew deskewing corrects.
        var rectifiedTurn = 0.0
        if options.isolatePage, let page = try PageMask.isolate(pix, colour: options.sheetOutline ? input : nil,
                                                                thresholdFactor: options.pageThresholdFactor, rectify: options.rectifySheet,
                                                                fillsFrame: &fillsFrame) {
            (pix, rectifiedTurn, hardShadow) = (page.pix, page.turned, page.hardShadow)
            isolated = true
        }
        times.add(.isolate, since: start)

        start = DispatchTime.now()
        let (base, binary, lenient, grainy) = try normalizedAtPrintSize(pix, shadowed: hardShadow)
        times.add(.clean, since: start)
        let realResolution = hasRealResolution ? fileResolution : nil
        var page = try measured(base, binary: binary, times: &times)
        let normalizedPrintHeight = lenient ? nil : page.characterHeight
        // The page is scaled, smoothed and straightened once it is known to be upright: a page Leptonica is sure is
        // turned was sized twice (history-rot180: 0.7 s of clean-up and deskew thrown away). OSD reads the page sized.
        var sized: Sized?

        start = DispatchTime.now()
        var rotation = 0
        var sureQuarterTurns: Int?
        if options.detectOrientation {
            // Leptonica's test, once a page: sure it is upright, sure of a turn, or OSD decides.
            var quarters = known ?? OrientationScores(binary).flatMap { $0.isClearlyUpright ? 0 : $0.clearQuarterTurns(skew: page.skew) }
            if quarters == nil {
                times.add(.orientation, since: start)
                let asIs = try self.sized(page, fileResolution: realResolution, times: &times)
                sized = asIs
                start = DispatchTime.now()
                quarters = osd().flatMap { $0.uprightQuarterTurns(asIs.pix, resolution: asIs.resolution, minConfidence: 1.5) }
            }
            sureQuarterTurns = quarters
            if let quarters, quarters != 0 {
                // Text size and skew were measured on lines running down the page: measured again on the page turned
                // upright (science-rot90.jpg: CER 0.046 when only the sized page was turned, as the upright copy
                // of the same photo reads, 0.003).
                let turned = try Pix(pixRotateOrth(base.pointer, Int32(quarters)), operation: "rotate")
                let turnedMask = try mask(turned, lenient: lenient)
                times.add(.orientation, since: start)
                page = try measured(turned, binary: turnedMask, times: &times)
                sized = try self.sized(page, fileResolution: realResolution, times: &times)
                rotation = quarters * 90
                start = DispatchTime.now()
            }
        }
        times.add(.orientation, since: start)
        let upright = try sized ?? self.sized(page, fileResolution: realResolution, times: &times)
        var straight = upright.pix
        if options.straightenCurledLines {
            start = DispatchTime.now()
            straight = try CurledLines.straightened(upright.pix, characterHeight: max(options.targetCharacterHeight, 24)) ?? straight
            times.add(.deskew, since: start)
        }

        return Gray(output: Output(pix: straight, resolution: upright.resolution, rotation: rotation, skew: upright.skew + rectifiedTurn),
                    isolated: isolated, fillsFrame: fillsFrame, normalized: options.normalizeBackground ? base : nil,
                    normalizedPrintHeight: options.normalizeBackground ? normalizedPrintHeight : nil, grainy: grainy,
                    sureQuarterTurns: sureQuarterTurns)
    }

    /// A page (`input`, gray) with what sizing it will do, measured on its text mask before any pixel changes: the
    /// scale to the text size Tesseract reads best and the skew to correct (0: none found, or too small).
    private struct Measured {
        var input: Pix
        var scale: Double
        var skew: Double
        /// The median character height on the mask (nil when not measured, or too few characters were found).
        var characterHeight: Double?
    }

    /// A page sized: scaled, smoothed and straightened, with the resolution to tell Tesseract and the skew corrected.
    private typealias Sized = (pix: Pix, resolution: Int, skew: Double)

    /// The scale and skew of `input`, measured on `binary`, its text mask.
    private func measured(_ input: Pix, binary: Pix, times: inout OCRStageTimes) throws -> Measured {
        let height = times.time(.clean) { options.targetCharacterHeight > 0 ? TextSize.medianCharacterHeight(binary) : nil }
        let scale = scaleFactor(input, characterHeight: height)
        let skew = try times.time(.deskew) { () throws -> Double in
            guard options.deskewRange > 0, let found = try SkewFinder.find(binary, range: options.deskewRange),
                  found.confidence > 1, abs(found.angle) > 0.2 else { return 0 }
            return found.angle
        }
        return Measured(input: input, scale: scale, skew: skew, characterHeight: height)
    }

    /// The page `measured` scaled to the text size Tesseract reads best, smoothed, and straightened; with its
    /// resolution and the skew corrected. `fileResolution` is the file's own, when it has a real one.
    private func sized(_ page: Measured, fileResolution: Int?, times: inout OCRStageTimes) throws -> Sized {
        var start = DispatchTime.now()
        var pix = page.input
        let scale = page.scale
        if abs(scale - 1) > 0.05 {
            pix = try Pix(pixScale(pix.pointer, Float(scale), Float(scale)), operation: "scale")
        }
        if options.smoothing {
            // Camera noise becomes specks after thresholding; a 3×3 median keeps strokes and edges. It runs
            // after scaling, so small digital text has been enlarged first and keeps its thin strokes.
            pix = try MedianFilter.apply3x3(pix)
        }
        let resolution = fileResolution.map { options.targetCharacterHeight == 0 ? Int((Double($0) * scale).rounded()) : options.assumedResolution }
            ?? options.assumedResolution
        pix.setResolution(resolution)
        times.add(.clean, since: start)

        start = DispatchTime.now()
        if page.skew != 0 {
            let radians = Float(page.skew * Double.pi / 180)
            pix = try Pix(pixRotate(pix.pointer, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0),
                          operation: "deskew")
        }
        times.add(.deskew, since: start)
        return (pix, resolution, page.skew)
    }

    /// The prepared page thresholded as `options.binarize` says, Sauvola with factor `sauvolaFactor`.
    func binarized(_ gray: Gray, sauvolaFactor: Double) throws -> Output {
        try finished(try thresholded(gray, sauvolaFactors: [sauvolaFactor]).page(0), gray: gray)
    }

    /// The pages `thresholded` made in one pass: the first with its baseline dots put back (`BaselineDots`), the
    /// others with theirs put back when they are asked for. The retry factor's page is read only when the first
    /// reading is not good, and restoring its dots cost 90 M instructions a 2 MP photo (0.6% of science-photo's).
    struct Thresholded {
        fileprivate var pages: [Pix]
        /// The lenient page the dots come from (nil when none was made).
        fileprivate var lenient: Pix?
        fileprivate var characterHeight = 0

        var count: Int { pages.count }

        /// Page `index`, with its dots: a copy past the first, so that a page asked for twice (on the helper
        /// thread, then here when its reading failed) is restored once each time from the same pixels.
        func page(_ index: Int) throws -> Pix {
            guard index > 0, let lenient else { return pages[index] }
            let page = try Pix(pixCopy(nil, pages[index].pointer), operation: "thresholded page copy")
            BaselineDots.restore(page, from: lenient, characterHeight: characterHeight)
            return page
        }
    }

    /// The prepared page thresholded as `options.binarize` says, not yet `finished`: with Sauvola one page per factor
    /// of `sauvolaFactors`, all from one pass over the page (only the first factor's when faint print was stretched);
    /// otherwise one page.
    func thresholded(_ gray: Gray, sauvolaFactors: [Double]) throws -> Thresholded {
        if options.isRaw { return Thresholded(pages: [gray.output.pix]) }
        let pix = gray.output.pix
        switch options.binarize {
        case .none:
            return Thresholded(pages: [pix])
        case .sauvola:
            // After sizing and deskewing: those measure the page as it is (a band inverted before them moved the reads).
            let banded = options.invertBands ? try InvertedBands.inverted(pix) : pix
            let source = options.stretchFaintPrint ? try FaintPrint.normalized(banded) : banded
            // A stretched page is thresholded once: its retry reading (a lower factor on print already at full
            // contrast) was never the one kept on the three faint dev pages, and cost 1.1-3.3 s a page.
            let factors = source === banded ? sauvolaFactors : Array(sauvolaFactors.prefix(1))
            // The lenient page comes from the same pass; its dots on a baseline go back into every reading.
            var pages = try Sauvola.binarize(source, halfWindow: 25, factors: factors + [BaselineDots.lenientFactor])
            let lenient = pages.removeLast()
            let characterHeight = max(options.targetCharacterHeight, 24)
            BaselineDots.restore(pages[0], from: lenient, characterHeight: characterHeight)
            return Thresholded(pages: pages, lenient: lenient, characterHeight: characterHeight)
        case .otsuAdaptive:
            var out: UnsafeMutablePointer<PIX>?
            guard pixOtsuAdaptiveThreshold(pix.pointer, 300, 300, 0, 0, 0.1, nil, &out) == 0 else {
                throw IngestError.engine("Leptonica Otsu binarisation failed")
            }
            return Thresholded(pages: [try Pix(out, operation: "Otsu binarisation")])
        }
    }

    /// A page `thresholded` from `gray`, made ready for recognition: edges cleared, resolution set.
    func finished(_ thresholded: Pix, gray: Gray) throws -> Output {
        if options.isRaw { return gray.output }
        var pix = thresholded
        let resolution = gray.output.resolution
        // Only on an isolated sheet: it has margins, so nothing that touches the frame is text. (A scan or a
        // tight crop may have text at its edge.)
        if gray.isolated, options.clearPageEdges, options.binarize != .none {
            pix = try Pix(pixRemoveBorderConnComps(pix.pointer, 8), operation: "clear page edges")
        } else if gray.fillsFrame, options.clearPageEdges, options.binarize != .none {
            pix = try Self.withoutEdgeStrips(pix, length: 4 * max(options.targetCharacterHeight, 24))
        }
        // Only on a photographed sheet: a scan's rules are straight, and Tesseract's layout reads its table by them.
        if gray.isolated || gray.fillsFrame, options.eraseRuledGrids, options.binarize != .none {
            pix = try RuledGrids.erased(pix, characterHeight: max(options.targetCharacterHeight, 24))
        }
        if let resolution { pix.setResolution(resolution) }
        var output = gray.output
        output.pix = pix
        return output
    }

    /// `binary` without the strips of background along its frame: what touches the frame and spans `length` pixels
    /// (4 text lines) is no letter but the floor beside a sheet that fills the frame. Such a page is
    /// not isolated, so it keeps what else touches the frame (it may be a tight crop with text there).
    /// TestImages/fire-edges-photo (the sheet 92% of the frame, too much for `PageMask`) read a strip beside "in the
    /// path of the" as a "4" that the quiz then offered as an option. Only on such pages: on every photo not isolated,
    /// the curled TestImages/maths-curl-photo went from CER 0.202 to 0.452 (Tesseract's layout split its bowed lines).
    static func withoutEdgeStrips(_ binary: Pix, length: Int) throws -> Pix {
        let inner = try Pix(pixRemoveBorderConnComps(binary.pointer, 8), operation: "edge strips inner")
        let border = try Pix(pixSubtract(nil, binary.pointer, inner.pointer), operation: "edge strips border")
        var pixa: UnsafeMutablePointer<PIXA>?
        defer { pixaDestroy(&pixa) }
        guard let boxes = BoxArray(pixConnComp(border.pointer, &pixa, 8)) else { return binary }
        // What touches the frame and spans 4 text lines; its own pixels only, as `PIX_NOT(PIX_SRC) & PIX_DST` (a
        // macro Swift cannot import) clears them.
        let clear: Int32 = (0xc ^ 0xf) & 0xa
        let cleared = try Pix(pixCopy(nil, binary.pointer), operation: "edge strips copy")
        for (i, rect) in boxes.rects.enumerated() where Int(max(rect.width, rect.height)) >= length {
            let strip = try Pix(pixaGetPix(pixa, Int32(i), Int32(L_CLONE)), operation: "edge strip")
            pixRasterop(cleared.pointer, rect.x, rect.y, rect.width, rect.height, clear, strip.pointer, 0, 0)
        }
        return cleared
    }

    /// `gray` with its background normalised (when `options.normalizeBackground`), and its text mask. Leptonica's
    /// normalisation estimates the paper in tiles of 10×15 pixels, sized for print about 14 pixels tall (the median
    /// character of the 1240×1754 dev photos is 12-14): in larger print a tile falls inside a stroke, takes ink for
    /// paper and eats holes in the letters. So the tiles grow with the print of a page whose characters are half as
    /// large again (a sheet filling a 12 MP phone photo). The print is measured on a copy normalised in tiles three
    /// times the size, which no print of a photo fills: measured on the default tiles' page, blurred print 30 px
    /// tall was eaten away so far that its fragments passed for small print. The same photos at 1240×1754 and at
    /// 2914×4122 read at CER 0.002 and 0.021 (science-photo), 0.005 and 0.051 (history-photo) while every page was
    /// normalised with the default tiles.
    /// `lenient`: the mask is the lenient one (`options.lenientTextMask`, or `options.lenientMaskForFaintPrint`, the
    /// print is lost in grain and measures taller on it). `grainy`: the paper's grain was smoothed (`PaperGrain`).
    private func normalizedAtPrintSize(_ gray: Pix, shadowed: Bool) throws -> (page: Pix, mask: Pix, lenient: Bool, grainy: Bool) {
        guard options.normalizeBackground else { return (gray, try Self.textMask(gray), false, false) }
        let coarse = try Self.backgroundNormalized(gray, printScale: 3)
        let height = TextSize.medianCharacterHeight(try Self.textMask(coarse)) ?? Self.tilePrintHeight
        var normalized = try Self.backgroundNormalized(gray, printScale: height >= Self.tilePrintHeight * 1.5 ? height / Self.tilePrintHeight : 1)
        if shadowed, options.evenShadowEdges {
            normalized = try ShadowEdges.evened(normalized, gray: gray, characterHeight: height)
        }
        // Before the mask is taken: grain left on it broke the print into specks that passed for small characters.
        var grainy = false
        if options.smoothGrain, let smoothed = try PaperGrain.smoothed(ifGrainy: normalized) {
            (normalized, grainy) = (smoothed, true)
        }
        if options.lenientTextMask { return (normalized, try Self.lenientMask(normalized), true, grainy) }
        let standard = try Self.textMask(normalized)
        if options.lenientMaskForFaintPrint, Self.printIsLostInGrain(normalized) {
            // Fragments of broken strokes and the grain that passes the threshold both measure shorter than characters.
            let lenient = try Self.lenientMask(normalized)
            if let height = TextSize.medianCharacterHeight(lenient), height > TextSize.medianCharacterHeight(standard) ?? 0 {
                return (normalized, lenient, true, grainy)
            }
        }
        return (normalized, standard, false, grainy)
    }

    /// Whether the print of `gray` (background-normalised) stands out from its paper by less than twice the paper's
    /// grain (`FaintPrint.Measure`: ink-to-paper difference against the spread of blank tiles). Read from a coloured
    /// lamp's channel, faint print under a lamp measured 50-115 against grain of 59-78 (TestImages' two lamp pages and
    /// 8 of our own); the other pages read from a channel (../shared/ocr-dev's 04777, 12916, 13668 and tyger,
    /// TestImages/history-cloth-photo) 126-200 against 3-29.
    static func printIsLostInGrain(_ gray: Pix) -> Bool {
        guard let measure = FaintPrint.measure(gray) else { return false }
        return measure.contrast < 2 * measure.noise
    }

    /// The mask print size, skew and orientation are measured on: `lenientMask` when `lenient`, else `textMask`.
    private func mask(_ gray: Pix, lenient: Bool) throws -> Pix {
        lenient ? try Self.lenientMask(gray) : try Self.textMask(gray)
    }

    /// The level background normalisation brings paper to.
    static let normalizedPaper: Int32 = 200
    /// `textMask`'s threshold (the normalised paper is `normalizedPaper`).
    static let maskThreshold: Int32 = 150
    /// A threshold closer to the paper: blurred print that `maskThreshold` breaks into fragments stays whole.
    static let lenientMaskThreshold: Int32 = 170
    /// Print whose characters measure less than this share of their height on the lenient mask is broken. On 36
    /// generated 2 MP photos (make-testimages.py's photo, blur 1.0-2.5), sans print measured 0.75-0.93 of it; blurred
    /// serif print 0.42-0.80, and the pages it read worst (CER 0.14-0.98) 0.42-0.71. No page of TestImages or
    /// ../shared/ocr-dev that is not read well falls below it.
    static let brokenPrintShare = 0.72

    /// Whether the print of `gray` (a page background-normalised, paper at 200) looks broken into fragments at
    /// `maskThreshold`: its characters measure much shorter there than on the lenient mask. Blurred serif print at 2 MP
    /// (hairlines and serifs lighter than the threshold) measured 8-10 px tall where it is 14-17, so the page was scaled
    /// up 2.4 times instead of 1.5 and read at CER 0.373 (a generated history page; with its print measured 14 px tall,
    /// 0.089).
    /// `standardHeight`, when given, is the height already measured on `textMask(gray)` (`Gray.normalizedPrintHeight`).
    static func printLooksBroken(_ gray: Pix, standardHeight: Double? = nil) throws -> Bool {
        guard let standard = try standardHeight ?? TextSize.medianCharacterHeight(textMask(gray)),
              let lenient = TextSize.medianCharacterHeight(try lenientMask(gray)) else { return false }
        return standard < brokenPrintShare * lenient
    }

    /// A thresholded copy of `gray` at `lenientMaskThreshold`, text = 1 (`textMask`'s despeckling).
    static func lenientMask(_ gray: Pix) throws -> Pix {
        try textMask(gray, threshold: lenientMaskThreshold)
    }

    /// The character height, in pixels, that Leptonica's default background tiles suit.
    static let tilePrintHeight = 14.0

    /// `gray` with its background normalised in tiles `printScale` times Leptonica's default size (10×15 pixels,
    /// ink darker than 60, at least 40 of each tile's 150 pixels paper, smoothed over 2×1 tiles, paper brought to 200).
    static func backgroundNormalized(_ gray: Pix, printScale: Double) throws -> Pix {
        let width = Int32((10 * printScale).rounded()), height = Int32((15 * printScale).rounded())
        let paperPixels = Int32((40 * printScale * printScale).rounded())
        return try Pix(pixBackgroundNorm(gray.pointer, nil, nil, width, height, 60, paperPixels, normalizedPaper, 2, 1),
                       operation: "background normalisation")
    }

    /// A thresholded copy of `gray` (8 bpp), text = 1, on which text size, skew and orientation are measured.
    static func textMask(_ gray: Pix, threshold: Int32 = maskThreshold) throws -> Pix {
        let thresholded = try Pix(pixConvertTo1(gray.pointer, threshold), operation: "threshold")
        // Specks of one or two pixels would pass for tiny characters.
        return try Pix(pixOpenBrick(nil, thresholded.pointer, 2, 2), operation: "despeckle")
    }

    /// Scales so the median character (`characterHeight`, nil when it could not be measured) is
    /// `targetCharacterHeight` pixels tall, within the longer-side bounds.
    private func scaleFactor(_ pix: Pix, characterHeight: Double?) -> Double {
        let longSide = Double(max(pix.width, pix.height))
        var scale = 1.0
        if options.targetCharacterHeight > 0, let height = characterHeight {
            scale = min(max(Double(options.targetCharacterHeight) / height, 0.5), 3)
        } else if longSide < Double(options.minLongSide) {
            scale = Double(options.minLongSide) / longSide
        }
        if longSide * scale > Double(options.maxLongSide) { scale = Double(options.maxLongSide) / longSide }
        return scale
    }

    /// One channel of `colour` as gray.
    private static func channel(_ colour: Pix, _ channel: LampChannel.Channel) throws -> Pix {
        let w = channel.weights
        return try Pix(pixConvertRGBToGray(colour.pointer, w.red, w.green, w.blue), operation: "colour channel")
    }

    func gray(_ pix: Pix) throws -> Pix {
        switch pix.depth {
        case 8:
            return pix
        case 32:
            switch options.gray {
            case .luminance:
                return try Pix(pixConvertRGBToGray(pix.pointer, 0, 0, 0), operation: "grayscale")
            case .minChannel:
                return try Pix(pixConvertRGBToGrayMinMax(pix.pointer, Int32(L_CHOOSE_MIN)), operation: "grayscale")
            case .red, .green, .blue:
                return try Self.channel(pix, options.gray == .red ? .red : options.gray == .green ? .green : .blue)
            case .lamp:
                // The lamp's channel is read as a second reading, in `OCREngine` (`LampChannel`).
                return try Pix(pixConvertRGBToGray(pix.pointer, 0, 0, 0), operation: "grayscale")
            }
        default:
            return try Pix(pixConvertTo8(pix.pointer, 0), operation: "grayscale")
        }
    }
}
