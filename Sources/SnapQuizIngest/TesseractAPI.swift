internal import CTesseract

/// Owns one `TessBaseAPI*` initialised for a language; not Sendable: one per worker thread.
final class TesseractAPI {
    let handle: OpaquePointer

    /// Creates and initialises an engine; frees it again if initialisation fails.
    init(datapath: String, language: String) throws {
        guard let handle = TessBaseAPICreate() else { throw IngestError.engine("TessBaseAPICreate returned nothing") }
        // Tesseract writes warnings ("Estimating resolution…") to stderr unless told otherwise.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        if TessBaseAPIInit3(handle, datapath, language) != 0 {
            TessBaseAPIDelete(handle)
            throw IngestError.missingLanguage(language: language, searched: [datapath])
        }
        // A line read with a mean confidence below this is read again inverted, for light text on a dark band; at
        // Tesseract's 0.7 some dark-on-light lines of photos took the inverted reading (0.5 on the 35 dev pages:
        // inv3d_08181 CER 0.300 -> 0.272, inv3d_12117 0.149 -> 0.144, no other page moved).
        _ = TessBaseAPISetVariable(handle, "invert_threshold", "0.5")
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    func setVariable(_ name: String, _ value: String) {
        _ = TessBaseAPISetVariable(handle, name, value)
    }

    /// A recognised word: its text, Tesseract's confidence (0–100) and where it lies on the line, in pixels.
    struct Word {
        var text: String
        var confidence: Float
        var left: Int, right: Int, height: Int
    }

    /// A recognised line: its words with their confidences, the text block (column, footnote, caption) it
    /// belongs to, counted in reading order, and whether a paragraph starts with it.
    struct Line {
        var words: [Word]
        var block: Int
        var startsParagraph: Bool
        var meanConfidence: Float { words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Float(words.count) }
    }

    /// Recognises `pix`: its lines of words, block after block in reading order, the mean word confidence
    /// (0–100) of the page, and the layout it was read with (`automatic` becomes one of the other two).
    /// What one page read as: its lines, Tesseract's mean confidence, and the layout it was read with.
    typealias Recognition = (lines: [Line], confidence: Double, layout: PageLayout)

    /// `monitor`, when given, lets another thread cancel the recognition (it then throws).
    func recognize(_ pix: Pix, resolution: Int?, layout: PageLayout, times: inout OCRStageTimes,
                   monitor: TesseractMonitor? = nil) throws -> Recognition {
        let used = try decideLayout(pix, resolution: resolution, layout: layout, times: &times)
        // PSM_AUTO finds columns and blocks; not PSM_AUTO_OSD, as the preprocessor has already turned the page
        // upright with its own OSD engine. PSM_SINGLE_BLOCK is the C API's default: lines read straight across.
        setImage(pix, resolution: resolution, mode: used == .segmented ? PSM_AUTO : PSM_SINGLE_BLOCK)
        defer { TessBaseAPIClear(handle) }
        let status = times.time(.recognize) { TessBaseAPIRecognize(handle, monitor?.handle) }
        guard status == 0 else {
            throw IngestError.engine(monitor?.isCancelled == true ? "recognition cancelled" : "recognition failed")
        }
        let confidence = Double(max(0, min(100, TessBaseAPIMeanTextConf(handle))))
        let (lines, spans, blocks) = readLines()
        guard used == .segmented else {
            // One uniform block leaves out lines of print much larger than the text (a worksheet's title).
            return (try withLargePrint(pix, resolution: resolution, lines: lines, spans: spans, monitor: monitor), confidence, used)
        }
        let order = ReadingOrder.order(blocks)
        let ordered = order.enumerated().flatMap { position, block in
            lines.filter { $0.block == block }.map { line in
                var line = line
                line.block = position
                return line
            }
        }
        return (ordered, confidence, used)
    }

    /// The lines of the last recognition, with where each lies on the page, and its blocks' boxes.
    func readLines() -> (lines: [Line], spans: [LargePrint.Span], blocks: [ReadingOrder.Box]) {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return ([], [], []) }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIteratorConst(iterator)
        var lines: [Line] = []
        var spans: [LargePrint.Span] = []
        var blocks: [ReadingOrder.Box] = []
        var block = -1
        repeat {
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let word = String(cString: cText)
            TessDeleteText(cText)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            if block < 0 || TessPageIteratorIsAtBeginningOf(page, RIL_BLOCK) != 0 {
                block += 1
                TessPageIteratorBoundingBox(page, RIL_BLOCK, &left, &top, &right, &bottom)
                blocks.append(ReadingOrder.Box(left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom)))
            }
            if lines.isEmpty || TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                lines.append(Line(words: [], block: block, startsParagraph: TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0))
                TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom)
                spans.append(LargePrint.Span(top: Int(top), bottom: Int(bottom)))
            }
            TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom)
            lines[lines.count - 1].words.append(Word(text: word, confidence: TessResultIteratorConfidence(iterator, RIL_WORD),
                                                     left: Int(left), right: Int(right), height: Int(bottom - top)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return (lines, spans, blocks)
    }

    /// `layout`, or for `automatic` the layout Tesseract's analysis of `pix` finds (columns: `segmented`). When the
    /// page's text is `characterHeight` pixels tall (0: not known), a page without a `ColumnGutter` is not analysed.
    func decideLayout(_ pix: Pix, resolution: Int?, layout: PageLayout, characterHeight: Int = 0,
                      times: inout OCRStageTimes) throws -> PageLayout {
        guard layout == .automatic else { return layout }
        return try times.time(.layout) {
            if characterHeight > 0, !ColumnGutter.mayExist(in: pix, characterHeight: characterHeight) { return .singleBlock }
            return try ColumnLayout.hasColumns(analyseBlocks(pix, resolution: resolution)) ? .segmented : .singleBlock
        }
    }

    func setImage(_ pix: Pix, resolution: Int?, mode: TessPageSegMode) {
        TessBaseAPISetPageSegMode(handle, mode)
        TessBaseAPISetImage2(handle, pix.pointer)
        if let resolution { TessBaseAPISetSourceResolution(handle, Int32(resolution)) }
    }

    /// The text blocks Tesseract's layout analysis finds (no recognition), on a copy at half size: a quarter of
    /// the pixels to analyse, and columns, line counts and the proportions `ColumnLayout` judges do not change
    /// (the same decision and text on all 32 pages measured; the dense meditations scan 2.10 s -> 1.86 s a page
    /// against 1.82 s without any layout analysis, medians of three interleaved release runs).
    private func analyseBlocks(_ pix: Pix, resolution: Int?) throws -> [ColumnLayout.Block] {
        // A black pixel in any of 2×2 stays black, so thin strokes survive the reduction of a binarised page.
        let half = try Pix(pix.depth == 1 ? pixReduceRankBinary2(pix.pointer, 1, nil) : pixScaleAreaMap2(pix.pointer),
                           operation: "layout reduction")
        setImage(half, resolution: resolution.map { $0 / 2 }, mode: PSM_AUTO)
        defer { TessBaseAPIClear(handle) }
        guard let iterator = TessBaseAPIAnalyseLayout(handle) else { return [] }
        defer { TessPageIteratorDelete(iterator) }
        var blocks: [ColumnLayout.Block] = []
        var isText = false
        repeat {
            if blocks.isEmpty || TessPageIteratorIsAtBeginningOf(iterator, RIL_BLOCK) != 0 {
                let type = TessPageIteratorBlockType(iterator)
                isText = [PT_FLOWING_TEXT, PT_HEADING_TEXT, PT_PULLOUT_TEXT, PT_CAPTION_TEXT].contains(type)
                var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                TessPageIteratorBoundingBox(iterator, RIL_BLOCK, &left, &top, &right, &bottom)
                blocks.append(ColumnLayout.Block(left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom), lines: 0))
            }
            if isText { blocks[blocks.count - 1].lines += 1 }
        } while TessPageIteratorNext(iterator, RIL_TEXTLINE) != 0
        return blocks
    }

    /// Orientation by OSD: the clockwise quarter turns that make the page upright (0 when it is), or nil when unsure.
    ///
    /// OSD is asked first about a copy at half size (0.2–0.3 times the time: its page analysis and blob search scale
    /// with the pixels, 0.26–0.87 s a page at full size). Measured on the 35 pages of TestImages and ../shared/ocr-dev,
    /// each asked upright and turned a quarter (70 readings, Leptonica's test skipped): at half size OSD was never sure
    /// of a wrong turn, it lost confidence on some pages (history-rot180 2.83 -> 0.80, maths-curl turned 2.61 -> 0.63),
    /// and every page it found upright or could not read, full-size OSD also left unturned. So only a page the
    /// half-size copy finds turned, without confidence, is asked again at full size.
    func uprightQuarterTurns(_ pix: Pix, resolution: Int, minConfidence: Float) -> Int? {
        if pix.depth == 8, let half = try? Pix(pixScaleAreaMap2(pix.pointer), operation: "orientation reduction") {
            guard let reduced = detectOrientation(half, resolution: resolution / 2) else { return nil }
            if reduced.confidence >= minConfidence { return reduced.quarterTurns }
            if reduced.quarterTurns == 0 { return 0 }
        }
        guard let full = detectOrientation(pix, resolution: resolution), full.confidence >= minConfidence else { return nil }
        return full.quarterTurns
    }

    /// One OSD pass over `pix`: the clockwise quarter turns that make it upright and OSD's confidence in them.
    private func detectOrientation(_ pix: Pix, resolution: Int) -> (quarterTurns: Int, confidence: Float)? {
        TessBaseAPISetImage2(handle, pix.pointer)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var confidence: Float = 0
        var scriptName: UnsafePointer<CChar>?
        var scriptConfidence: Float = 0
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, &scriptName, &scriptConfidence) != 0 else {
            return nil
        }
        // `degrees` is how far the page is turned counter-clockwise; undo it clockwise.
        return (((360 - Int(degrees)) % 360) / 90, confidence)
    }
}
