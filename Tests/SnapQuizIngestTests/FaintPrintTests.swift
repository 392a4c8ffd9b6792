import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Faint print (strokes a quarter darker than the paper, as the thin light font of ../shared/ocr-dev's 01457) must
/// survive Sauvola once stretched; crisp print must be left exactly as it was.
@Suite struct FaintPrintTests {
    /// A page at the background normalisation's paper level (200, with a little deterministic noise) with lines of
    /// letter-sized vertical strokes of gray `ink`; also the number of stroke pixels.
    private static func page(ink: Int) throws -> (pix: Pix, strokes: Int) {
        let (width, height) = (800, 800)
        let pix = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "test page")
        var seed: UInt32 = 777, strokes = 0
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                var value = 200 + Int((seed >> 16) % 7) - 3
                // Text lines 24 px tall every 48 px, strokes 3 px wide every 12 px, as the sized page's letters.
                if y % 48 >= 12, y % 48 < 36, x % 12 < 3, x > 40, x < width - 40 {
                    value = ink
                    strokes += 1
                }
                pixSetPixel(pix.pointer, Int32(x), Int32(y), UInt32(value))
            }
        }
        return (pix, strokes)
    }

    private static func inkPixels(_ gray: Pix) throws -> Int {
        let binary = try Sauvola.binarize(gray, halfWindow: 25, factors: [0.35])[0]
        var count: Int32 = 0
        pixCountPixels(binary.pointer, &count, nil)
        return Int(count)
    }

    @Test func faintStrokesSurviveSauvolaOnceStretched() throws {
        let (faint, strokes) = try Self.page(ink: 150)
        let contrast = try #require(FaintPrint.inkContrast(faint))
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
        let contrast = try #require(FaintPrint.inkContrast(crisp))
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

    @Test func blankPaperHasNoInkContrast() throws {
        #expect(FaintPrint.inkContrast(try Self.page(ink: 200).pix) == nil)
    }
}
