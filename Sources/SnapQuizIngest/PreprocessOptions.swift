/// Which Leptonica clean-up steps run before recognition, and their parameters.
/// The defaults were chosen by measurement (see `snapquiz-bench ocr`); the bench varies them.
public struct PreprocessOptions: Sendable, Equatable, CustomStringConvertible {
    /// How colour becomes gray: `lamp` reads luminance and, for a photo under a strongly coloured lamp, also the
    /// channel that shows its ink best, keeping the surer reading (`LampChannel`); the others are fixed, for the bench.
    public enum Gray: String, Sendable { case luminance, minChannel, red, green, blue, lamp }
    /// How gray becomes black and white (`none` leaves it to Tesseract's own Otsu).
    public enum Binarize: String, Sendable { case none, sauvola, otsuAdaptive }

    public var gray: Gray = .lamp
    /// How Tesseract finds the text: columns and blocks (`automatic`) or one uniform block.
    public var layout: PageLayout = .automatic
    /// Scale so the median character is this many pixels tall (0: use only the longer-side bounds).
    public var targetCharacterHeight: Int = 24
    /// Images whose longer side is below this are upscaled to it (small text reads badly).
    public var minLongSide: Int = 1800
    /// Images whose longer side is above this are downscaled to it (speed, memory).
    public var maxLongSide: Int = 5000
    /// Whiten the background around the sheet of paper (floor, table) and crop to the sheet.
    public var isolatePage: Bool = true
    /// After binarising a sheet found by `isolatePage`, erase what touches the frame: slivers of the table
    /// along the sheet's edges, which Tesseract otherwise reads as a stray "4" or "|" before each line. On a sheet
    /// that fills nearly the whole frame, only long strips along the frame are erased (`Preprocessor.withoutEdgeStrips`).
    public var clearPageEdges: Bool = true
    /// Tell the sheet from a light floor by its outline and colour (`SheetRegion`), not by brightness alone.
    public var sheetOutline: Bool = true
    /// Map a sheet whose four corners are found onto an upright rectangle (perspective rectification).
    public var rectifySheet: Bool = true
    /// Paper is what is lighter than this fraction of the Otsu threshold between paper and background.
    public var pageThresholdFactor: Double = 0.72
    /// A 3×3 median filter against sensor noise.
    public var smoothing: Bool = true
    /// Flatten uneven illumination (shadows, gradients) with Leptonica's background normalisation.
    public var normalizeBackground: Bool = true
    /// Invert light text on dark bands (table headers, total boxes) just before Sauvola (`InvertedBands`). Over the 35
    /// dev pages: the upside-down clean invoice (../shared/ocr-dev's 12117) CER 0.144 -> 0.063, the 8 invoice photos'
    /// mean CER 0.369 -> 0.368 and BoW 0.411 -> 0.410 (08181 CER 0.381 -> 0.419). It was off while
    /// TestImages/maths-photo went 0.007 -> 0.032: the dark table left beside the sheet inside the page's crop box
    /// passed for a band and its speckle, inverted, for text; since the sheet is found by its outline that strip is
    /// whitened and the page reads as without bands (0.005).
    public var invertBands: Bool = true
    /// On a photographed sheet, erase the ruled grid of a table or form, bent by a crumple, fold or curl, before
    /// recognition (`RuledGrids`): Tesseract took such a grid for a picture and dropped the text in its cells.
    public var eraseRuledGrids: Bool = true
    /// Even out the rim of a hard shadow across the sheet before thresholding (`ShadowEdges`).
    public var evenShadowEdges: Bool = true
    /// Stretch faint print to full contrast, tile by tile, just before Sauvola (`FaintPrint`), on pages whose ink
    /// lies close to their paper. Over the 35 dev pages only ../shared/ocr-dev's 01457, 11079 and 13668 are faint:
    /// CER 0.412 -> 0.322, 0.341 -> 0.278, 0.571 -> 0.326 (BoW 0.496 -> 0.478, 0.386 -> 0.351, 0.672 -> 0.397).
    public var stretchFaintPrint: Bool = true
    /// Smooth the sensor grain of a photo taken in dim light, in proportion to its strength, right after background
    /// normalisation (`PaperGrain`): before the print is measured and thresholded. Only grainy pages are touched.
    public var smoothGrain: Bool = true
    public var binarize: Binarize = .sauvola
    /// Sauvola's k: how far below the local mean (scaled by the local contrast) a pixel must be to count as ink.
    public var sauvolaFactor: Double = 0.35
    /// A page whose reading is not graded good is thresholded again with this factor and read again, and the
    /// reading with the higher mean word confidence is kept (nil: read once). A lower k keeps faint and blurred
    /// strokes (a keystoned page's far side, a curled or shadowed sheet) but thickens crisp print, so it is no
    /// default for every page: measured on the 31 pages of TestImages and ../shared/ocr-dev, 0.25 everywhere took
    /// the demo page science-photo from CER 0.003 to 0.029, while every page 0.35 reads well stays as it was.
    public var retrySauvolaFactor: Double? = 0.25
    /// A page whose first reading Tesseract is not sure of is read again from its grey image, with the same layout,
    /// and that reading is kept when Tesseract is surer of it (`OCREngine.greyReadingIsBetter`). Tesseract's LSTM reads
    /// the grey strokes that Sauvola thins or breaks on a lightly blurred photo: on 13 such photos of serif and sans
    /// pages (blur 1.0–1.5 px, even light) mean CER 0.022 -> 0.004. No use on a page Sauvola reads well.
    public var greyReading: Bool = true
    /// Measure the print's size (which sets the page's scale) and skew on a lenient text mask (`Preprocessor.lenientMask`)
    /// instead of the standard one. Off by default: it is the third reading of a page whose print looks broken
    /// (`Preprocessor.printLooksBroken`), chosen by `OCREngine`.
    public var lenientTextMask: Bool = false
    /// Measure on the lenient text mask a page whose print is lost in its grain (`Preprocessor.printIsLostInGrain`) and
    /// measures taller there than on the standard one, whose threshold broke it into fragments and let grain through.
    /// Off by default: `OCREngine` sets it for the reading from a coloured lamp's channel (`LampChannel`), whose faint
    /// print is mostly lighter than the standard mask's threshold: measured 6-7 px tall instead of 10-12, the page was
    /// scaled up 2.85 times and its print thresholded bloated.
    public var lenientMaskForFaintPrint: Bool = false
    /// Largest skew, in degrees, searched for and corrected (0 turns deskew off). 45 with OSD's quarter turns
    /// covers every angle: a sheet turned 30° (TestImages/history-tilt30-photo.jpg) read at CER 0.877 with a
    /// 30° sweep (found at the sweep's edge, then OSD turned it upside down) and 0.014 with 45°; no other page
    /// of TestImages or ../shared/ocr-dev changed. Pages near 45° are found by `SkewFinder`'s second look.
    public var deskewRange: Double = 45
    /// Straighten the text lines of a sheet that does not lie flat (`CurledLines`), after deskew: a page whose lines
    /// bow by more than a third of a character is shifted column by column so each lies flat.
    public var straightenCurledLines: Bool = true
    /// Detect 90/180/270 rotation with Tesseract OSD (needs osd.traineddata).
    public var detectOrientation: Bool = true
    /// Recognised lines whose mean word confidence is below this are dropped (0 keeps everything).
    public var minLineConfidence: Float = 45
    /// Words without a letter or digit whose confidence is below this are dropped (0 keeps them).
    public var minSymbolWordConfidence: Float = 50
    /// Resolution given to Tesseract when the file has none (or a bogus ≤ 72).
    public var assumedResolution: Int = 300
    /// Repair doubtful misread words with the English dictionary (`SpellingRepair`).
    public var repairSpelling: Bool = true
    /// Leave doubtful lines of mostly non-dictionary words out of the text (`UnreadableLines`).
    public var dropUnreadableLines: Bool = true

    public init() {}

    /// The measured default pipeline.
    public static let standard = PreprocessOptions()

    /// No clean-up at all (`ocr --raw`): the decoded image goes to Tesseract as it is.
    public static let raw: PreprocessOptions = {
        var options = PreprocessOptions()
        options.targetCharacterHeight = 0
        options.minLongSide = 0
        options.maxLongSide = Int.max
        options.normalizeBackground = false
        options.isolatePage = false
        options.clearPageEdges = false
        options.smoothing = false
        options.deskewRange = 0
        options.detectOrientation = false
        options.minLineConfidence = 0
        options.minSymbolWordConfidence = 0
        options.repairSpelling = false
        options.dropUnreadableLines = false
        options.retrySauvolaFactor = nil
        options.greyReading = false
        options.straightenCurledLines = false
        options.isRaw = true
        return options
    }()

    /// Skip even the grayscale conversion.
    public var isRaw = false

    public var description: String {
        if isRaw { return "raw" }
        let conf = "minconf=\(minLineConfidence) symbolconf=\(minSymbolWordConfidence) spelling=\(repairSpelling) unreadable=\(dropUnreadableLines)"
        return "layout=\(layout.rawValue) gray=\(gray.rawValue) char=\(targetCharacterHeight) scale=\(minLongSide)-\(maxLongSide) page=\(isolatePage ? String(pageThresholdFactor) : "off") outline=\(sheetOutline) rectify=\(rectifySheet) edges=\(clearPageEdges) median=\(smoothing) bg=\(normalizeBackground) bands=\(invertBands) grids=\(eraseRuledGrids) shadowEdges=\(evenShadowEdges) lenient=\(lenientTextMask) faint=\(stretchFaintPrint) grain=\(smoothGrain) bin=\(binarize.rawValue) k=\(sauvolaFactor) retry=\(retrySauvolaFactor.map { String($0) } ?? "off") grey=\(greyReading) curl=\(straightenCurledLines) deskew=\(deskewRange) osd=\(detectOrientation) ppi=\(assumedResolution) \(conf)"
    }
}
