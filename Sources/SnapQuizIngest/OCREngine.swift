import Foundation
internal import CTesseract
import SnapQuizCore
import SnapQuizLexicon

/// Recognises photos in process: Leptonica clean-up, then Tesseract. Owns its Tesseract engines,
/// so it is not Sendable: make one per worker thread and use it only there.
public final class OCREngine {
    /// The language(s) it reads, as given to Tesseract (`eng`, `eng+deu`).
    public let language: String
    /// The engine for `language`, loaded on a helper thread from `init` on (`reader()` waits for it): its model
    /// (0.47 G instructions, 60–100 ms, as long as the CLI's own start-up) loads while the first page is decoded and
    /// cleaned up instead of before.
    private let readerLoad: BackgroundValue<LoadedReader>
    /// The folder holding osd.traineddata, nil when it is missing.
    private let orientationFolder: URL?
    /// Loaded on first use: most pages pass Leptonica's upright test and never need OSD, and its 10 MB model took
    /// about 0.1 s to load in every `snapquiz ocr` process (the CLI loads only the language).
    private lazy var orientation: TesseractAPI? = orientationFolder.flatMap { try? TesseractAPI(datapath: $0.path, language: "osd") }
    /// English spelling, for repair and the reading grade; nil when the language is not English or no dictionary is
    /// installed. Loaded on a helper thread while the language model loads and the first page is cleaned up.
    private let lexiconLoad: BackgroundValue<Lexicon?>?
    private var lexicon: Lexicon? { lexiconLoad?.value }
    /// The folder holding the language's traineddata.
    private let folder: URL
    /// Where a page's read may take a second core from.
    private let budget: CoreBudget
    /// A second engine on its own thread, made for the first page not on white paper (`EvenPaper`) while a core is
    /// idle (`CoreBudget`): while the first reading of a page runs, it reads the page as thresholded for the second
    /// reading, which is then ready, or cancelled when the first reading is good.
    private var helper: ReadingHelper?

    /// Starts loading the traineddata for `language` found by `TessdataLocator` (a model that cannot be loaded is
    /// reported by `recognize`), and `osd` when a page needs it; `lexicon` (English) is used only when `language`
    /// starts with `eng`. A page's read uses a second core when `budget` has one idle.
    public init(language: String = "eng", environment: [String: String] = ProcessInfo.processInfo.environment,
                lexicon: @autoclosure @escaping @Sendable () -> Lexicon? = Lexicon.shared, budget: CoreBudget = .shared) throws {
        OCRThreading.silenceLeptonica()
        let folder = try TessdataLocator.find(language: language, environment: environment)
        self.language = language
        self.folder = folder
        self.budget = budget
        readerLoad = BackgroundValue { [path = folder.path] in LoadedReader(Result { try TesseractAPI(datapath: path, language: language) }) }
        lexiconLoad = language.hasPrefix("eng") ? BackgroundValue(lexicon) : nil
        orientationFolder = TessdataLocator.hasOrientationData(in: folder) ? folder : nil
    }

    deinit {
        helper?.shutdown()
    }

    /// The helper thread, once made (for tests: it must have ended when the engine is gone).
    var helperThread: ReadingHelper? { helper }
    /// How many readings (grey or retry factor) came from the helper (for tests).
    private(set) var readingsFromHelper = 0
    /// How many times a page's print was measured for breaks (`Preprocessor.printLooksBroken`; for tests).
    private(set) var brokenPrintMeasurements = 0
    /// How many readings decided which way their page is turned, rather than taking an earlier reading's turn (for tests).
    private(set) var orientationDecisions = 0
    /// Whether a lamp's channel far ahead of luminance is read alone (`LampChannel.aloneMargin`); off, such a page is read
    /// from luminance first, as any lamp page is (for tests).
    var readsChannelAlone = true

    /// Whether 90/180/270 rotation can be detected (osd.traineddata was found).
    public var detectsOrientation: Bool { orientationFolder != nil }

    /// Decodes, cleans up (unless `options.isRaw`) and recognises a validated photo; the pages of a multi-page
    /// TIFF are read in order into one text.
    public func recognize(_ image: ValidatedImage, options: PreprocessOptions = .standard) throws -> OCRResult {
        let start = DispatchTime.now()
        var pages: [OCRResult] = []
        var allLines: [TesseractAPI.Line] = []
        var times = OCRStageTimes()
        for page in 0..<image.pageCount {
            let decoded = try times.time(.decode) { try ImageDecoder.decode(image, page: page) }
            let speculates = !times.time(.decode) { EvenPaper.isWhite(decoded) }
            let lamp = options.gray == .lamp ? times.time(.clean, { LampChannel.choice(decoded) }) : nil
            var lampOptions = options
            if let lamp {
                lampOptions.gray = Self.gray(of: lamp.channel)
                lampOptions.lenientMaskForFaintPrint = true
            }
            // A channel that shows the ink at twice luminance's contrast or more is read alone (`LampChannel.aloneMargin`).
            if let lamp, lamp.readAlone, readsChannelAlone {
                let read = try readDecoded(decoded, options: lampOptions, greyWhenBlurred: true, speculates: speculates, times: &times,
                                           measuresBrokenPrint: false).read
                appendPage(read, decoded: decoded, options: options, to: &pages, lines: &allLines, times: &times)
                continue
            }
            // A page under a coloured lamp is read from its lamp's channel next, so it is not read from grey for blur.
            var (read, printLooksBroken, sureTurns) = try readDecoded(decoded, options: options, greyWhenBlurred: lamp == nil,
                                                                       speculates: speculates, times: &times)
            // A later reading of the photo turns it as this one surely did, when this one found its text: a poor reading's
            // turn was decided where its print hardly shows (science-lamp-photo from luminance: CER 1.000 read from its
            // lamp's channel turned that way, 0.038 when that reading decides again).
            let turns = read.grade.grade == .poor ? nil : sureTurns
            // A page not read well whose print looks broken (`Preprocessor.printLooksBroken`) is read again with its print
            // measured on the lenient mask, and the reading whose words Tesseract is surer of is kept. On 2 MP photos
            // generated as make-testimages.py's (blur 1.0-1.8, 20 pages) mean CER 0.048 -> 0.031 (a history page in serif
            // print 0.373 -> 0.098); with blur 1.5-2.5 (16 pages, 12 in serif) 0.428 -> 0.366, two pages worse (0.044 ->
            // 0.081, 0.254 -> 0.324). Reading without background normalisation instead (kept when surer and more of its
            // words known) read TestImages/history-keystone-photo 0.024 -> 0.047 and ../shared/ocr-dev's 13668 0.326 -> 0.438.
            if printLooksBroken {
                var lenient = options
                lenient.lenientTextMask = true
                var inner = OCRStageTimes()
                let other = try times.time(.reread) {
                    try readDecoded(decoded, options: lenient, greyWhenBlurred: lamp == nil, speculates: speculates, quarterTurns: turns,
                                    times: &inner).read
                }
                if other.grade.confidence ?? 0 > read.grade.confidence ?? 0 { read = other }
            }
            // A photo under a strongly coloured lamp is read again from the channel that shows its ink best
            // (`LampChannel`), and the reading whose words Tesseract is surer of is kept.
            if lamp != nil {
                var inner = OCRStageTimes()
                let other = try times.time(.lamp) {
                    try readDecoded(decoded, options: lampOptions, greyWhenBlurred: true, speculates: speculates, quarterTurns: turns,
                                    times: &inner, measuresBrokenPrint: false).read
                }
                if other.grade.confidence ?? 0 > read.grade.confidence ?? 0 { read = other }
            }
            appendPage(read, decoded: decoded, options: options, to: &pages, lines: &allLines, times: &times)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var result = pages[0]
        result.text = pages.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n\n")
        result.rawText = pages.map(\.rawText).filter { !$0.isEmpty }.joined(separator: "\n\n")
        result.corrections = pages.flatMap(\.corrections)
        result.doubted = DoubtedWords.merge(pages.map { ($0.text, $0.doubted) })
        result.unreadableLines = pages.flatMap(\.unreadableLines)
        if pages.count > 1 { result.reading = ReadingGrader(lexicon: lexicon).measure(allLines.map(\.words)) }
        result.confidence = pages.map(\.confidence).reduce(0, +) / Double(pages.count)
        result.layout = pages.contains { $0.layout == .segmented } ? .segmented : .singleBlock
        result.seconds = seconds
        result.stageTimes = times
        result.pages = pages.count
        return result
    }

    /// A decoded page cleaned up and read: thresholded with Sauvola's factor and, when not read well, again with the
    /// retry factor, the surer reading kept; and, for a page still not read well, whether its print looks broken
    /// (not measured, false, unless `measuresBrokenPrint`: a lamp channel's reading is never read again leniently, and
    /// measuring it took two masks of the page, 20-40 ms at 2 MP, on 4 of the 7 dev pages read from a lamp's channel).
    /// `greyWhenBlurred`: a poor reading of print that looks blurred is read from the grey image too. `speculates`: the
    /// page's next reading may start on the helper beside the first one (not for a page on white paper, `EvenPaper`).
    /// `quarterTurns`: the turns an earlier reading of the photo decided surely (`Preprocessor.prepare`); the turns this
    /// reading decided surely are returned, for the next.
    private func readDecoded(_ decoded: Pix, options: PreprocessOptions, greyWhenBlurred: Bool, speculates: Bool, quarterTurns: Int? = nil,
                             times: inout OCRStageTimes, measuresBrokenPrint: Bool = true)
        throws -> (read: PageRead, printLooksBroken: Bool, sureQuarterTurns: Int?) {
        // The retry factor's page comes from the same pass over the image as the first one (a page's window
        // statistics are measured once), and gets its baseline dots and is finished only if it is read.
        let retry = options.binarize == .sauvola && !options.isRaw ? options.retrySauvolaFactor : nil
        let readsGrey = options.greyReading && options.binarize == .sauvola && !options.isRaw
        let window = budget.startWindow()
        // When a core seems idle, the helper's model loads while this page is cleaned up (about 0.1 s of CPU and 30 MB).
        if speculates, self.helper == nil, budget.seemsIdle() { _ = startedHelper() }
        var helper: ReadingHelper?
        // Nothing of this page runs on the helper once the page is done, and its core is given back.
        defer {
            if let helper {
                helper.cancel()
                budget.releaseSpareCore()
            }
        }
        let preprocessor = Preprocessor(options: options)
        if quarterTurns == nil { orientationDecisions += 1 }
        let gray = try preprocessor.prepare(decoded, osd: { orientation }, quarterTurns: quarterTurns, times: &times)
        let thresholded = try times.time(.binarize) {
            try preprocessor.thresholded(gray, sauvolaFactors: [options.sauvolaFactor] + (retry.map { [$0] } ?? []))
        }
        let first = try times.time(.binarize) { try preprocessor.finished(thresholded.page(0), gray: gray) }
        // The later readings keep the first one's layout: the columns are where they were, and deciding again
        // cost a second layout analysis (0.1–0.3 s a photo).
        let layout = try reader().decideLayout(first.pix, resolution: first.resolution, layout: options.layout,
                                               characterHeight: options.targetCharacterHeight, times: &times)
        // When a core is idle (this process's other readings and, for the shared budget, other processes left one free
        // while this page was cleaned up), the helper starts the page's next reading beside the first one: the grey
        // image's, which most photos need (their first reading is unsure but not poor), else the retry factor's.
        var speculation: Speculation?
        if speculates, readsGrey || thresholded.count > 1, budget.claimSpareCore(since: window) {
            let claimed = startedHelper()
            helper = claimed
            speculation = readsGrey
                ? (try? Self.startGreyReading(on: claimed, gray: gray, ink: first.pix, characterHeight: options.targetCharacterHeight,
                                               layout: layout)).map { Speculation(kind: .grey, helper: claimed, outcome: $0) }
                : (try? Self.startReading(on: claimed, thresholded, gray: gray, preprocessor: preprocessor, layout: layout))
                    .map { Speculation(kind: .retry, helper: claimed, outcome: $0) }
        }
        var read = try readPage(first, layout: layout, options: options, times: &times)
        // A page Tesseract is not sure of is read again from its grey image, with the same layout: on a lightly
        // blurred photo Sauvola's threshold thins and breaks strokes ("chiftf" for "cliff,", "T can see" for "I can
        // see" in a serif face) that Tesseract's LSTM reads from the grey. A page read well skips it, and so does one
        // read poor: a photo under a coloured lamp, read from its best channel next, or one turned the wrong way,
        // whose grey image Tesseract reads as thousands of specks (14-15 s on the two lamp photos).
        // A poor reading of a page whose print looks blurred (`BlurredPrint`) is read from its grey image too: Sauvola cut
        // its soft strokes apart where Tesseract reads the grey. So is a poor reading of a photo taken in dim light
        // (`Preprocessor.Gray.grainy`): what grain the smoothing left, Sauvola turned into specks read as hundreds of
        // words (our moon-dim-6-photo: 1090 words at confidence 32, its grey image 144 at 93).
        let greyForPoor = readsGrey && greyWhenBlurred && read.grade.grade == .poor
            ? try gray.grainy || times.time(.grey) { try gray.normalized.map(BlurredPrint.looksBlurred) ?? false } : false
        let readsGreyNow = readsGrey && (read.grade.grade != .poor || greyForPoor) && read.grade.confidence ?? 0 < Self.greyReadingBelowConfidence
        // The retry factor's reading of a page whose first reading is fair, read here while the helper finishes the
        // grey one: it is needed unless the grey reading is kept and good (on none of the 6 fair dev pages).
        var retried: PageRead?
        if let helper, speculation?.kind == .grey {
            if !readsGreyNow {
                helper.cancel()
                speculation = nil
            } else if thresholded.count > 1, read.grade.grade != .good {
                retried = try times.time(.reread) {
                    var inner = OCRStageTimes()
                    return try readPage(try preprocessor.finished(thresholded.page(1), gray: gray), layout: layout, options: options, times: &inner)
                }
            }
        }
        if readsGreyNow {
            try times.time(.grey) {
                var grey = taken(speculation, .grey, options: options)
                if grey == nil {
                    var inner = OCRStageTimes()
                    grey = try readPage(try Self.greyPage(gray.output, inkOf: first.pix, characterHeight: options.targetCharacterHeight),
                                        layout: layout, options: options, times: &inner)
                }
                if let grey, Self.greyReadingIsBetter(grey.grade, than: read.grade, grainy: gray.grainy) {
                    let thresholdedLines = read.recognized.lines
                    read = grey
                    if let lexicon { read.recognized.lines = Self.wordsBothReadingsFound(read.recognized.lines, other: thresholdedLines, knows: lexicon.knows) }
                }
            }
        }
        // A page not read well is read again thresholded with the retry factor; the reading whose words
        // Tesseract is surer of is kept. Pages read well (most of them) cost nothing more on this thread (the
        // helper's reading, if any, is cancelled).
        if thresholded.count > 1, read.grade.grade != .good {
            try times.time(.reread) {
                var second = retried ?? taken(speculation, .retry, options: options)
                if second == nil {
                    var inner = OCRStageTimes()
                    second = try readPage(try preprocessor.finished(thresholded.page(1), gray: gray), layout: layout,
                                          options: options, times: &inner)
                }
                if let second, second.grade.confidence ?? 0 > read.grade.confidence ?? 0 { read = second }
            }
        }
        // Measured only on a page not read well (the lenient mask of the page: 10-20 ms at 2 MP; the standard mask's
        // height is the one sizing measured).
        var broken = false
        if measuresBrokenPrint, read.grade.grade != .good, !options.lenientTextMask, let normalized = gray.normalized {
            broken = try times.time(.reread) { try Preprocessor.printLooksBroken(normalized, standardHeight: gray.normalizedPrintHeight) }
            brokenPrintMeasurements += 1
        }
        return (read, broken, gray.sureQuarterTurns)
    }

    /// A reading of a page started on the helper beside its first reading.
    private struct Speculation {
        enum Kind { case grey, retry }
        var kind: Kind
        var helper: ReadingHelper
        var outcome: ReadingHelper.Outcome<(Preprocessor.Output, TesseractAPI.Recognition)>
    }

    /// The helper's reading when `speculation` is of `kind`, graded here, once the helper has finished it; nil when it
    /// is of another kind or failed (the caller then reads the page itself, as it would have).
    private func taken(_ speculation: Speculation?, _ kind: Speculation.Kind, options: PreprocessOptions) -> PageRead? {
        guard let speculation, speculation.kind == kind else { return nil }
        speculation.helper.wait()
        guard case let .success((prepared, recognized))? = speculation.outcome.value else { return nil }
        readingsFromHelper += 1
        return (prepared, recognized, graded(recognized, options: options))
    }

    /// The grey page blanked to its paper's grey away from the ink of the thresholded, cleaned-up page (beyond a third
    /// of a character height): the margins' speckle and the frame's shading, which Sauvola leaves white, were read from
    /// the grey as stray letters at the start and end of lines ("a from their leaves", the demo page). Paper's grey, not
    /// white: Tesseract thresholds the grey page by its histogram, and a page turned white around its text moved that
    /// threshold. Strokes Sauvola broke lie within reach of the pieces it kept, and keep their grey.
    static func greyPage(_ gray: Preprocessor.Output, inkOf cleaned: Pix, characterHeight: Int) throws -> Preprocessor.Output {
        guard cleaned.width == gray.pix.width, cleaned.height == gray.pix.height, cleaned.depth == 1 else { return gray }
        let reach = Int32(2 * (max(characterHeight, 12) / 3) + 1)
        let near = try Pix(pixDilateBrick(nil, cleaned.pointer, reach, reach), operation: "near the ink")
        var paper: Float = 255
        guard pixGetRankValueMasked(gray.pix.pointer, near.pointer, 0, 0, 2, 0.75, &paper, nil) == 0 else { return gray }
        let page = try Pix(pixCopy(nil, gray.pix.pointer), operation: "grey page")
        if !MaskedFill.fill(page, whereOff: near, with: UInt8(min(255, max(0, paper.rounded())))) {
            let far = try Pix(pixInvert(nil, near.pointer), operation: "away from the ink")
            pixSetMasked(page.pointer, far.pointer, UInt32(paper.rounded()))
        }
        var output = gray
        output.pix = page
        return output
    }

    /// `lines` (the grey reading) with each word the dictionary does not know replaced by the thresholded reading's
    /// word in its place when the dictionary knows that one: the two readings err in different places, and the grey one
    /// read history-photo's "Romulus" as "Romutus" twice, surely enough for no repair to touch it, where the thresholded
    /// one read it right. Only lines and words that pair up one to one (the same count) are compared.
    static func wordsBothReadingsFound(_ lines: [TesseractAPI.Line], other: [TesseractAPI.Line], knows: (String) -> Bool) -> [TesseractAPI.Line] {
        guard lines.count == other.count else { return lines }
        var merged = lines
        for (l, (line, otherLine)) in zip(lines, other).enumerated() where line.words.count == otherLine.words.count {
            for (w, (word, otherWord)) in zip(line.words, otherLine.words).enumerated() where word.text != otherWord.text {
                let mine = SpellingRepair.Token(word.text), theirs = SpellingRepair.Token(otherWord.text)
                guard mine.core.count >= 3, theirs.core.count >= 3, mine.core.allSatisfy(\.isLetter), theirs.core.allSatisfy(\.isLetter),
                      !knows(mine.core), knows(theirs.core) else { continue }
                merged[l].words[w].text = otherWord.text
                merged[l].words[w].confidence = min(word.confidence, otherWord.confidence)
            }
        }
        return merged
    }

    /// Pages whose first reading has at least this mean word confidence are not read from their grey image: of the
    /// 54 pages measured (TestImages, ../shared/ocr-dev and 13 photos of our own) none at 92 or more read better from
    /// it, and the clean scans (95–96) are spared the time.
    static let greyReadingBelowConfidence = 92.0

    /// Whether the grey image's reading is kept over the thresholded one's: Tesseract is surer of its words by a
    /// point, and it lost neither words (a twentieth at most: specks read as words go) nor dictionary hits (a
    /// hundredth). Confidence alone is not enough: on a curled sheet the grey reading lost and scrambled lines yet was
    /// surer of what it read (maths-curl-photo: 148 -> 134 words, confidence 72 -> 90, dictionary rate 0.86 -> 0.96;
    /// had it been kept, CER 0.197 -> 0.412). On crumpled and cloth-textured photos it finds few words (11 of 131).
    ///
    /// A poor first reading (a blurred page's: `BlurredPrint`) is mostly fragments of broken strokes read as words, so
    /// its count of words is no measure: there the grey reading must find as many words the dictionary knows (a
    /// twentieth fewer at most) and know a larger share of its words. Two blurred photos of the lamp14 set read from
    /// grey found 121 words for 139 and 151 for 168, yet 112 known words for 71 and 136 for 113 (CER 0.652 -> 0.045,
    /// 0.238 -> 0.054 as `--binarize none` reads them).
    ///
    /// On a `grainy` page (a photo taken in dim light, `Preprocessor.Gray.grainy`) the thresholded reading's words
    /// include specks of grain read as words, so neither its count of words nor of known words (single letters) is a
    /// measure: there a grey reading that is not poor need only know as large a share of its words.
    static func greyReadingIsBetter(_ grey: Reading, than first: Reading, grainy: Bool = false) -> Bool {
        guard let surer = grey.confidence, let sure = first.confidence, surer >= sure + 1 else { return false }
        let (rate, firstRate) = (grey.dictionaryRate ?? 0, first.dictionaryRate ?? 0)
        if grainy, grey.grade != .poor {
            return rate >= firstRate - 0.01
        }
        if first.grade == .poor {
            return Double(grey.words) * rate >= 0.95 * Double(first.words) * firstRate && rate >= firstRate - 0.01
        }
        return Double(grey.words) >= 0.95 * Double(first.words) && rate >= firstRate - 0.01
    }

    /// The gray option that reads a photo from `channel` (`LampChannel`).
    private static func gray(of channel: LampChannel.Channel) -> PreprocessOptions.Gray {
        switch channel {
        case .red: .red
        case .green: .green
        case .blue: .blue
        }
    }

    /// The reading kept of a page, repaired and cleaned (spelling repair and the rest only for it: Hunspell's suggestions
    /// cost 0.1–0.3 s a word), appended to `pages`, its lines to `lines`.
    private func appendPage(_ read: PageRead, decoded: Pix, options: PreprocessOptions, to pages: inout [OCRResult],
                            lines: inout [TesseractAPI.Line], times: inout OCRStageTimes) {
        let (prepared, recognized) = (read.prepared, read.recognized)
        let reading = times.time(.reading) {
            PageReading(lexicon: lexicon, options: options).read(grade: read.grade, kept: TextCleanup.words(recognized.lines, options: options))
        }
        lines += recognized.lines
        pages.append(OCRResult(text: reading.text, confidence: recognized.confidence, seconds: 0,
                               width: decoded.width, height: decoded.height, rotation: prepared.rotation, skew: prepared.skew,
                               layout: recognized.layout, rawText: reading.rawText, corrections: reading.corrections,
                               reading: reading.grade, unreadableLines: reading.unreadableLines))
        pages[pages.count - 1].doubted = reading.doubted
    }

    /// A page as thresholded, recognised and graded (`PageReading.grade`).
    private typealias PageRead = (prepared: Preprocessor.Output, recognized: TesseractAPI.Recognition, grade: Reading)

    /// Recognises one thresholded page with `layout` and grades the reading.
    private func readPage(_ prepared: Preprocessor.Output, layout: PageLayout, options: PreprocessOptions, times: inout OCRStageTimes)
        throws -> PageRead {
        let recognized = try reader().recognize(prepared.pix, resolution: prepared.resolution, layout: layout, times: &times)
        return (prepared, recognized, times.time(.reading) { graded(recognized, options: options) })
    }

    /// The engine for `language`, once its helper thread has loaded it (the first page's layout stage includes any
    /// wait); its error if it could not be loaded.
    private func reader() throws -> TesseractAPI {
        try readerLoad.value.engine.get()
    }

    /// The engine made on the loading thread, handed over once: that thread never touches it after `BackgroundValue`
    /// publishes it, so only this engine's thread uses it from then on.
    private final class LoadedReader: @unchecked Sendable {
        let engine: Result<TesseractAPI, any Error>
        init(_ engine: Result<TesseractAPI, any Error>) { self.engine = engine }
    }

    /// The grade of a recognition (on this thread: the lexicon is not shared).
    private func graded(_ recognized: TesseractAPI.Recognition, options: PreprocessOptions) -> Reading {
        PageReading(lexicon: lexicon, options: options).grade(recognized.lines)
    }

    /// The helper, its thread started (its model loading) if it was not yet.
    private func startedHelper() -> ReadingHelper {
        if let helper { return helper }
        let made = ReadingHelper(datapath: folder.path, language: language)
        helper = made
        return made
    }

    /// Starts a reading of a page on the helper: the retry factor's page of `thresholded` finished and recognised with
    /// `layout` there, as `readPage` would here. The helper's thread only reads `gray` and `thresholded` (its page is a
    /// copy made there).
    private static func startReading(on helper: ReadingHelper, _ thresholded: Preprocessor.Thresholded, gray: Preprocessor.Gray,
                                     preprocessor: Preprocessor, layout: PageLayout)
        throws -> ReadingHelper.Outcome<(Preprocessor.Output, TesseractAPI.Recognition)> {
        try helper.start { engines, monitor in
            let engine = try engines.reader.get()
            let prepared = try preprocessor.finished(thresholded.page(1), gray: gray)
            var times = OCRStageTimes()
            return (prepared, try engine.recognize(prepared.pix, resolution: prepared.resolution, layout: layout, times: &times,
                                                   monitor: monitor))
        }
    }

    /// Starts the reading of a page's grey image (`greyPage`, blanked away from `ink`, the first reading's page) on the
    /// helper, recognised with `layout` as `readPage` would here. The helper's thread only reads `gray` and `ink`
    /// (Tesseract reads its own copy of the page it is given).
    private static func startGreyReading(on helper: ReadingHelper, gray: Preprocessor.Gray, ink: Pix, characterHeight: Int,
                                         layout: PageLayout)
        throws -> ReadingHelper.Outcome<(Preprocessor.Output, TesseractAPI.Recognition)> {
        try helper.start { engines, monitor in
            let engine = try engines.reader.get()
            let prepared = try greyPage(gray.output, inkOf: ink, characterHeight: characterHeight)
            var times = OCRStageTimes()
            return (prepared, try engine.recognize(prepared.pix, resolution: prepared.resolution, layout: layout, times: &times,
                                                   monitor: monitor))
        }
    }

    /// The cleaned-up image Tesseract would see, as PNG bytes (for inspecting the clean-up).
    public func preprocessedPNG(_ image: ValidatedImage, options: PreprocessOptions = .standard) throws -> [UInt8] {
        var times = OCRStageTimes()
        let prepared = try Preprocessor(options: options).run(try ImageDecoder.decode(image, page: 0), osd: { orientation }, times: &times)
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMem(&data, &size, prepared.pix.pointer, Int32(IFF_PNG)) == 0, let data else {
            throw IngestError.engine("cannot encode the cleaned-up image")
        }
        defer { free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
