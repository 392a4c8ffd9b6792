import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Faint print (strokes a quarter darker than the paper, as the thin light font of ../shared/ocr-dev's 01457) must
/// survive Sauvola once stretched; crisp print must be left exactly as it was.
@Suite struct FaintPrintTests {
    /// A page at the background normalisation's paper level (200, with deterministic noise spanning `grain` levels)
    /// with lines of letter-sized vertical strokes of gray `ink` down to `printedTo`, and grain spanning `roughGrain`
    /// levels in the paper below-right of (500, 500); also the number of stroke pixels.
    private static func page(ink: Int, grain: UInt32 = 8, printedTo: Int = 800, roughGrain: UInt32? = nil) throws -> (pix: Pix, strokes: Int) {
        let (width, height) = (800, 800)
        let pix = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "test page")
        var seed: UInt32 = 777, strokes = 0
        for y in 0..<height {
            for x in 0..<width {
                // Four draws summed: grain about normal, as a camera's.
                let spread = x >= 500 && y >= 500 ? roughGrain ?? grain : grain
                var value = 200 - 2 * Int(spread / 4)
                for _ in 0..<4 {
                    seed = seed &* 1_103_515_245 &+ 12345
                    value += Int((seed >> 16) % (spread / 4 + 1))
                }
                // Text lines 24 px tall every 48 px, strokes 3 px wide every 12 px, as the sized page's letters.
                if y < printedTo, y % 48 >= 12, y % 48 < 36, x % 12 < 3, x > 40, x < width - 40 {
                    value = ink
                    strokes += 1
                }
                pixSetPixel(pix.pointer, Int32(x), Int32(y), UInt32(value))
            }
        }
        return (pix, strokes)
    }

    private static func inkPixels(_ gray: Pix, below top: Int32 = 0) throws -> Int {
        var binary = try Sauvola.binarize(gray, halfWindow: 25, factors: [0.35])[0]
        if top > 0 {
            let box = try Box(PixelRect(x: 0, y: top, width: Int32(gray.width), height: Int32(gray.height) - top), operation: "test box")
            binary = try Pix(pixClipRectangle(binary.pointer, box.pointer, nil), operation: "test clip")
        }
        var count: Int32 = 0
        pixCountPixels(binary.pointer, &count, nil)
        return Int(count)
    }

    @Test func faintStrokesSurviveSauvolaOnceStretched() throws {
        let (faint, strokes) = try Self.page(ink: 150)
        let contrast = try #require(FaintPrint.measure(faint)).contrast
        #expect(contrast < FaintPrint.faintDifference, "contrast \(contrast)")
        // Unstretched, Sauvola's threshold (about 0.7 of the mean) lies below the strokes: most of them are lost.
        #expect(try Self.inkPixels(faint) < strokes / 4)
        let stretched = try FaintPrint.normalized(faint)
        #expect(stretched !== faint)
        let kept = try Self.inkPixels(stretched)
        #expect(kept > strokes * 8 / 10, "kept \(kept) of \(strokes)")
        #expect(kept < strokes * 12 / 10, "kept \(kept) of \(strokes): noise taken for ink")
    }

    @Test func crispPrintIsLeftAlone() throws {
        let (crisp, _) = try Self.page(ink: 40)
        let contrast = try #require(FaintPrint.measure(crisp)).contrast
        #expect(contrast >= FaintPrint.faintDifference, "contrast \(contrast)")
        #expect(try FaintPrint.normalized(crisp) === crisp)
    }

    /// A stretched page is read once: the retry factor's page is not made, so no second reading is.
    @Test func stretchedPageIsThresholdedOnce() throws {
        let preprocessor = Preprocessor(options: .standard)
        func pages(ink: Int) throws -> Int {
            let page = Preprocessor.Output(pix: try Self.page(ink: ink).pix, resolution: 300, rotation: 0, skew: 0)
            return try preprocessor.thresholded(Preprocessor.Gray(output: page, isolated: false), sauvolaFactors: [0.35, 0.25]).count
        }
        #expect(try pages(ink: 150) == 1)
        #expect(try pages(ink: 40) == 2)
    }

    /// A grainy photo's blank paper (grain spanning about 60 levels, as TestImages' photos) is not stretched into speckle.
    @Test func grainyBlankPaperStaysBlank() throws {
        let (grainy, _) = try Self.page(ink: 150, grain: 61, printedTo: 300)
        let measure = try #require(FaintPrint.measure(grainy))
        #expect(measure.noise > 40, "noise \(measure.noise)")
        // Below the print, 800 × 450 pixels of blank paper.
        let speckle = try Self.inkPixels(try FaintPrint.stretched(grainy, noise: measure.noise), below: 350)
        #expect(speckle < 800 * 450 / 200, "speckle \(speckle)")
        // Leptonica's stretch alone, with the real photos' least difference, stretches the grain into speckle.
        let plain = try Pix(pixContrastNorm(nil, grainy.pointer, 200, 200, 25, 2, 2), operation: "test stretch")
        #expect(try Self.inkPixels(plain, below: 350) > max(speckle, 100) * 4)
    }

    /// A patch of blank paper rougher than the rest (its grain spanning 30 levels, more than the stretch's least
    /// difference of 25, the page's grain 8) stays blank: stretched on its own, its grain became speckle that
    /// Tesseract read as lines of garbage (/tmp/ocr25-syn's made faint pages synb02 and synb07, CER 0.799, 10-13 s).
    @Test func roughBlankPaperIsNotStretchedIntoSpeckle() throws {
        let (rough, _) = try Self.page(ink: 150, printedTo: 300, roughGrain: 30)
        let measure = try #require(FaintPrint.measure(rough))
        #expect(measure.contrast < FaintPrint.faintDifference && measure.noise < 13, "\(measure)")
        // Leptonica's stretch alone, with the same tiles and least difference, speckles the rough patch.
        let plain = try Pix(pixContrastNorm(nil, rough.pointer, 200, 200, 25, 2, 2), operation: "test stretch")
        let plainSpeckle = try Self.inkPixels(plain, below: 350)
        #expect(plainSpeckle > 2000, "speckle \(plainSpeckle)")
        // Below the print, 800 × 450 pixels of blank paper.
        let speckle = try Self.inkPixels(try FaintPrint.normalized(rough), below: 350)
        #expect(speckle < 800 * 450 / 1000, "speckle \(speckle)")
    }

    @Test func blankPaperHasNoInkContrast() throws {
        #expect(FaintPrint.measure(try Self.page(ink: 200).pix) == nil)
    }
}
