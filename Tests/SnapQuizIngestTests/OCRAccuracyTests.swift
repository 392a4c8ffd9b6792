import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// Regression guard on TestImages: each page stays under a character error rate set from measurement
/// (the bench's numbers plus a margin), and rotated pages are turned upright.
struct OCRAccuracyTests {
    static let folder = ImageValidatorTests.testImages

    /// Image, highest accepted CER, expected clockwise rotation, layout read with, pages. Measured with
    /// `snapquiz-bench ocr` on 2026-11-21 (Sauvola clean-up): 0.019, 0.037, 0.027, 0.000, 0.066, 0.024 (the
    /// tesseract CLI: 0.44, 1.00, 0.01, 0.002, 0.86, 0.93); on 2026-11-23 with column detection: two-column
    /// pages 0.002, 0.001 and 0.042 (0.688, 0.655 and 0.692 read as one block), the HEIC, WebP and TIFF copies
    /// 0.021, 0.043, 0.000 (lossy re-encodings of the JPEG photos), the two-page TIFF 0.000. Thresholds are
    /// about twice to three times that, at least 0.02.
    static let cases: [(String, Double, Int, PageLayout, Int)] = [
        ("science-photo.jpg", 0.06, 0, .singleBlock, 1),
        ("history-photo.jpg", 0.10, 0, .singleBlock, 1),
        ("maths-photo.jpg", 0.08, 0, .singleBlock, 1),
        ("maths-scan.png", 0.02, 0, .singleBlock, 1),
        // A turned page is sized and straightened after it is turned upright: 0.003 and 0.013 on 2026-11-26 (0.046 and
        // 0.017 when text size and skew were measured on the page lying on its side).
        ("science-rot90.jpg", 0.02, 90, .singleBlock, 1),
        ("history-rot180.jpg", 0.04, 180, .singleBlock, 1),
        ("volcanoes-2col-scan.png", 0.02, 0, .segmented, 1),
        ("magnets-2col-footnote-scan.png", 0.02, 0, .segmented, 1),
        // 0.004 on 2026-11-27 (0.040 while Tesseract's order put the heading over both columns between them, `ReadingOrder`).
        ("volcanoes-2col-photo.jpg", 0.02, 0, .segmented, 1),
        ("science-photo-heic.heic", 0.06, 0, .singleBlock, 1),
        ("history-photo-webp.webp", 0.10, 0, .singleBlock, 1),
        ("maths-scan-tiff.tif", 0.02, 0, .singleBlock, 1),
        ("pages-multipage-scan.tif", 0.02, 0, .singleBlock, 2),
        // A hard shadow across half the text: 0.080 on 2026-11-23 (0.670 when page isolation cropped the
        // shadowed half away as background; the tesseract CLI 0.672).
        ("science-shadow-photo.jpg", 0.16, 0, .singleBlock, 1),
        // Strong keystone (the far half small and blurred), read a second time with Sauvola k 0.25 because the first
        // reading (k 0.35) was graded poor/fair: 0.170 on 2026-11-23 (0.501 read once; the tesseract CLI 0.288).
        ("history-keystone-photo.jpg", 0.30, 0, .singleBlock, 1),
        // A curled sheet and a book's page bending towards its spine: 0.000 and 0.002 on 2026-11-27 with their lines
        // straightened (`CurledLines`), 0.197 and 0.083 without (the bent ends of lines read as lines of their own).
        ("maths-curl-photo.jpg", 0.02, 0, .singleBlock, 1),
        ("nile-spine-photo.jpg", 0.02, 0, .singleBlock, 1),
        // Clean scans turned 45° clockwise and anticlockwise (issue 10: deskew up to 45°): 0.002 and 0.002 on 2026-11-24
        // (0.892 and 0.937 when only Leptonica's first sweep was asked; `SkewFinder`).
        ("maths-scan-tilt45.png", 0.02, 0, .singleBlock, 1),
        ("volcanoes-2col-scan-tilt45ccw.png", 0.02, 0, .segmented, 1),
        // Small type, wide line spacing, blurred: 0.005 on 2026-11-24 (0.010 before TextCleanup put back its commas and
        // full stops; the tesseract CLI 0.953).
        ("nile-photo.jpg", 0.02, 0, .singleBlock, 1),
        // The sheet nearly fills the frame and its edges stay in the picture: 0.002 on 2026-11-26 (0.013 while the edge
        // strips were read as stray letters before and after lines and alone between them, `StrayMarks`).
        ("fire-edges-photo.jpg", 0.02, 0, .singleBlock, 1),
        // Sheets on cloth of nearly their own colour under a coloured lamp (scripts/make-testimages.py): no rule finds
        // the sheet, and they are read whole frame, the smooth cloth thresholded away: 0.013, 0.016, 0.047 on
        // 2026-11-26. (A rule that found them by their weak outline read them worse once rectified, 0.025, 0.020,
        // 0.047, and was not merged.)
        ("science-cloth-photo.jpg", 0.03, 0, .singleBlock, 1),
        ("history-cloth-photo.jpg", 0.03, 0, .singleBlock, 1),
        ("maths-cloth-photo.jpg", 0.07, 0, .singleBlock, 1),
        // A sheet filling a 12 MP photo, print about 30 px tall and a little blurred: 0.008 on 2026-11-27 (0.043 while
        // the background was normalised in Leptonica's fixed 10×15 px tiles, which fall inside strokes that size).
        ("maths-12mp-photo.jpg", 0.03, 0, .singleBlock, 1),
        // A serif page in even light, a little soft: 0.042 from Sauvola's page alone (its thin strokes broken), 0.000
        // with the grey image's reading kept, on 2026-11-27.
        ("nile-soft-photo.jpg", 0.02, 0, .singleBlock, 1),
        // Serif print at 2 MP blurred until its hairlines fall apart on the text mask: 0.086 on 2026-11-27 (0.260 while
        // its print was measured in fragments, 9-10 px for 14, and the page scaled up 2.4 times; `printLooksBroken`);
        // 0.015 on 2026-11-28: its thresholded readings are poor (confidence 30 and 38) and, its print blurred, it is
        // read from grey too (good, confidence 92; `BlurredPrint`).
        ("fire-blur-photo.jpg", 0.05, 0, .singleBlock, 1),
        // A title three times the size of the text, in bold: 0.003 on 2026-11-27 (0.009 while it was inverted as a dark
        // band, `InvertedBands`, and read "Vine River Wile").
        ("nile-heading-photo.jpg", 0.02, 0, .singleBlock, 1),
        // A title twice the size of its text: 0.000 on 2026-11-27 (0.014 while the one uniform block left it out).
        ("science-heading-scan.png", 0.02, 0, .singleBlock, 1),
        // A hard shadow over the left of the sheet as dark as the table: 0.043 on 2026-11-27, cut to its text (0.722 while
        // page isolation took the lit part for the sheet and cropped the shadowed text away, 0.090 read whole frame with
        // the table's grain; `PageMask.textLeftOut`); 0.016 on 2026-11-28 with the shadow's rim evened out (`ShadowEdges`:
        // it had thresholded into a line through "Romulus", "Augustus", "Constantinople").
        ("history-shadow-photo.jpg", 0.04, 0, .singleBlock, 1),
        // Small serif print by a warm lamp in a dim room, strong sensor grain: 0.125 on 2026-11-28 with the grain smoothed
        // (`PaperGrain`), 0.387 without (the grain thresholded into specks read as words; the tesseract CLI 0.480); 0.066
        // on 2026-11-29 read from its grey image too, its thresholded reading poor (`GrainyGreyReadingTests`).
        ("plants-dim-photo.jpg", 0.10, 0, .singleBlock, 1),
    ]

    @Test(arguments: cases)
    func readsUnderThreshold(_ name: String, _ maxCER: Double, _ rotation: Int, _ layout: PageLayout, _ pages: Int) throws {
        let (image, truth) = try ImageValidatorTests.testImage(name)
        let engine = try OCREngine()
        let result = try engine.recognize(image)
        let cer = CER.rate(truth: truth, ocr: result.text)
        #expect(cer <= maxCER, "\(name): CER \(cer)")
        // Spelling repair and leaving out unreadable lines never make a page read worse than the engine read it.
        let rawCER = CER.rate(truth: truth, ocr: result.rawText)
        #expect(cer <= rawCER + 1e-9, "\(name): CER \(cer) after repair, \(rawCER) as read; corrections \(result.corrections)")
        #expect(result.rotation == rotation, "\(name): rotated \(result.rotation)")
        #expect(result.layout == layout, "\(name): read as \(result.layout)")
        #expect(result.pages == pages)
        #expect(result.confidence > 0 && result.confidence <= 100)
    }

    /// A heading over both columns of a photo is read first, and the sentence that runs on from the foot of the
    /// left column to the top of the right one is read whole.
    @Test func aHeadingOverTwoColumnsIsReadFirst() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("volcanoes-2col-photo.jpg"))
        let text = try OCREngine().recognize(image).text
        #expect(text.hasPrefix("Geography: How Volcanoes Work\n"), "\(text.prefix(80))")
        #expect(text.contains("fifteen hundred active\nvolcanoes on land."), "\(text)")
    }

    /// A title in bold print three times the size of the text is read (it was taken for a dark band with light
    /// letters, inverted into hollow outlines, and read "a ~ / Vine River Wile").
    @Test func aLargeBoldTitleIsRead() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("nile-heading-photo.jpg"))
        let text = try OCREngine().recognize(image).text
        #expect(text.hasPrefix("The River Nile\n"), "\(text.prefix(80))")
    }

    /// A title twice the size of the text, which Tesseract's one uniform block left out, is read in its place
    /// (`LargePrint`), and the text after it starts a paragraph.
    @Test func aTitleTwiceTheTextsSizeIsRead() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("science-heading-scan.png"))
        let text = try OCREngine().recognize(image).text
        #expect(text.hasPrefix("Water Cycle\n\nThe water cycle describes"), "\(text.prefix(80))")
    }

    /// Hyphenated line ends are joined within a column, and nothing is glued across the gutter.
    @Test func joinsHyphensOnlyWithinAColumn() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("volcanoes-2col-scan.png"))
        let text = try OCREngine().recognize(image).text
        // "cham-" / "ber" and "earth-" / "quakes" are split at the ends of lines of the left column.
        #expect(text.contains("magma chamber"))
        #expect(text.contains("earthquakes"))
        // Read straight across, the first lines ran "Deep beneath the crust of the Earth the volcanoes on land."
        #expect(!text.contains("Earth the volcanoes"))
        let firstRight = try #require(text.range(of: "volcanoes on land"))
        let lastLeft = try #require(text.range(of: "fifteen hundred active"))
        #expect(lastLeft.upperBound < firstRight.lowerBound, "the left column comes first")
    }

    /// A blurred page in small type read its commas as stops, lost stops between sentences and took every line for a
    /// paragraph: its sentences are whole again, as a quiz quotes them.
    @Test func sentencesOfABlurredPageAreWhole() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("nile-photo.jpg"))
        let text = try OCREngine().recognize(image).text.replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("Lake Nasser, one of the largest artificial lakes in the world."), "\(text)")
        #expect(text.contains("the Egyptians called their land Kemet, which means the black land."), "\(text)")
        #expect(text.contains("completed in southern Egypt. The dam controls"), "\(text)")
    }

    /// A sheet lying turned by 30° on the table is straightened (issue 10: any angle up to 45°).
    @Test func straightensAPageTurned30Degrees() throws {
        let (image, truth) = try ImageValidatorTests.testImage("history-tilt30-photo.jpg")
        let result = try OCREngine().recognize(image)
        // Measured 0.014 (0.877 when only ±30° was searched).
        let cer = CER.rate(truth: truth, ocr: result.text)
        #expect(cer <= 0.04, "CER \(cer)")
        #expect(abs(abs(result.skew) - 30) < 2, "skew corrected \(result.skew)°")
        #expect(result.rotation == 0)
    }

    /// A page read well the first time is read once: the second thresholding changes nothing on it (the demo
    /// page read at CER 0.029 when every page was thresholded with the retry factor, 0.003 as it is).
    @Test func aPageReadWellIsNotReadAgain() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("science-photo.jpg"))
        let engine = try OCREngine()
        var once = PreprocessOptions.standard
        once.retrySauvolaFactor = nil
        let standard = try engine.recognize(image)
        #expect(standard.reading?.grade == .good)
        #expect(standard.text == (try engine.recognize(image, options: once)).text)
    }

    /// The grey image's reading is kept only when Tesseract is surer of it by a point and it lost no more than a
    /// twentieth of the words and a hundredth of the dictionary rate (maths-curl-photo's grey reading: surer, but
    /// 148 -> 134 words, its lines scrambled).
    @Test func theGreyReadingIsKeptOnlyWhenSurerAndWhole() {
        let first = Reading(grade: .good, confidence: 90.5, dictionaryRate: 0.96, words: 195)
        #expect(OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 95.7, dictionaryRate: 1.0, words: 196), than: first))
        #expect(OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 91.5, dictionaryRate: 0.95, words: 186), than: first))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 91.4, dictionaryRate: 1.0, words: 195), than: first))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 99, dictionaryRate: 1.0, words: 185), than: first))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 99, dictionaryRate: 0.94, words: 195), than: first))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: nil, dictionaryRate: 1.0, words: 195), than: first))
    }

    /// After a poor first reading (a blurred page's, its broken strokes read as many junk words) the grey reading may
    /// find fewer words, so long as it finds as many the dictionary knows (maths-blur-9 of the lamp14 blur set: 139
    /// words, 51% known, read from grey as 121 words, 92% known). A fair reading still may not lose words.
    @Test func afterAPoorReadingTheGreyOneMayDropJunkWords() {
        let poor = Reading(grade: .poor, confidence: 30.0, dictionaryRate: 0.51, words: 139)
        #expect(OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 81.8, dictionaryRate: 0.92, words: 121), than: poor))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .poor, confidence: 40, dictionaryRate: 0.52, words: 121), than: poor))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 30.5, dictionaryRate: 0.92, words: 121), than: poor))
        let fair = Reading(grade: .fair, confidence: 72, dictionaryRate: 0.86, words: 148)
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 90, dictionaryRate: 0.96, words: 134), than: fair))
    }

    /// Where the grey reading has a non-word and the thresholded one a word in its place, the word is kept
    /// (history-photo's grey reading had "Romutus" twice for "Romulus"); lines or words that do not pair up, and words
    /// the dictionary knows in both readings, are left as the grey reading has them.
    @Test func aWordOnlyTheThresholdedReadingFoundIsKept() throws {
        let lexicon = try #require(Lexicon.shared, "install hunspell-en-us and hunspell-en-gb")
        func lines(_ texts: [String]) -> [TesseractAPI.Line] {
            texts.map { TesseractAPI.Line(words: SpellingRepairTests.line($0), block: 0, startsParagraph: false) }
        }
        let grey = lines(["founded by the twins Romutus and Remus", "the last emperor Romutus Augustulus", "it was a cold night"])
        let thresholded = lines(["founded by the twins Romulus and Rernus", "the last emperor Romulus", "it was a bold night"])
        let merged = OCREngine.wordsBothReadingsFound(grey, other: thresholded, knows: lexicon.knows).map { $0.words.map(\.text).joined(separator: " ") }
        #expect(merged == ["founded by the twins Romulus and Remus", "the last emperor Romutus Augustulus", "it was a cold night"])
        #expect(OCREngine.wordsBothReadingsFound(grey, other: Array(thresholded.prefix(2)), knows: lexicon.knows).map(\.words.count) == grey.map(\.words.count))
    }

    @Test func rawModeSkipsCleanUp() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("history-rot180.jpg"))
        let result = try OCREngine().recognize(image, options: .raw)
        #expect(result.rotation == 0)
        #expect(result.width == 1240 && result.height == 1754)
    }
}

/// Levenshtein distance over whitespace-folded text, divided by the truth's length (as ../shared/tools/cer.py).
enum CER {
    static func rate(truth: String, ocr: String) -> Double {
        let a = Array(truth.split(whereSeparator: \.isWhitespace).joined(separator: " ").unicodeScalars)
        let b = Array(ocr.split(whereSeparator: \.isWhitespace).joined(separator: " ").unicodeScalars)
        guard !a.isEmpty else { return b.isEmpty ? 0 : 1 }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return Double(previous[b.count]) / Double(a.count)
    }
}
