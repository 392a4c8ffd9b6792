import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// The grain of a photo taken in dim light is measured on its blank paper and smoothed away before Sauvola; a page
/// without grain (a scan, a photo in ordinary light) is left exactly as it was.
@Suite struct PaperGrainTests {
    /// A normalised page (paper 200) with grain of standard deviation about `grain` levels (a sum of uniform draws, about
    /// normal, as a camera's), lines of letter-sized strokes of gray 60 and, with `whitenedRight`, its right half white
    /// as the surroundings of an isolated sheet; also a mask of where the strokes are.
    private static func page(grain: Double, whitenedRight: Bool = false) throws -> (pix: Pix, strokes: Set<Int>) {
        let (width, height) = (640, 640)
        let pix = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "test page")
        var seed: UInt32 = 4242
        var strokes = Set<Int>()
        // Twelve uniform draws on [0, 1) sum to a variance of 1; scaled to `grain`. One draw per 2×2 pixels: a
        // camera's grain comes in clumps once demosaiced.
        var clumps = [Double](repeating: 0, count: (width / 2) * (height / 2))
        for i in clumps.indices {
            var sum = 0.0
            for _ in 0..<12 {
                seed = seed &* 1_103_515_245 &+ 12345
                sum += Double((seed >> 16) & 0x7fff) / 32768
            }
            clumps[i] = sum
        }
        for y in 0..<height {
            for x in 0..<width {
                let sum = clumps[(y / 2) * (width / 2) + x / 2]
                var value = 200 + grain * (sum - 6)
                // Text lines 14 px tall every 30 px, strokes 2 px wide every 7 px: a 2 MP photo's print.
                if y % 30 >= 8, y % 30 < 22, x % 7 < 2, x > 40, x < width - 40, y < height - 100 {
                    value = 60 + grain * (sum - 6)
                    strokes.insert(y * width + x)
                }
                if whitenedRight, x >= width / 2 { value = 255 }
                pixSetPixel(pix.pointer, Int32(x), Int32(y), UInt32(max(0, min(255, value.rounded()))))
            }
        }
        return (pix, strokes)
    }

    /// Ink pixels Sauvola finds on `gray` away from the strokes (speckle) and on them, faint print stretched first
    /// as `Preprocessor.thresholded` does.
    private static func ink(_ gray: Pix, strokes: Set<Int>) throws -> (speckle: Int, onStrokes: Int) {
        let binary = try Sauvola.binarize(try FaintPrint.normalized(gray), halfWindow: 25, factors: [0.35])[0]
        var speckle = 0, onStrokes = 0
        for y in 0..<gray.height {
            for x in 0..<gray.width {
                var value: UInt32 = 0
                pixGetPixel(binary.pointer, Int32(x), Int32(y), &value)
                guard value == 1 else { continue }
                if strokes.contains(y * gray.width + x) { onStrokes += 1 } else { speckle += 1 }
            }
        }
        return (speckle, onStrokes)
    }

    @Test func measuresThePapersGrain() throws {
        #expect(PaperGrain.measure(try Self.page(grain: 0).pix) == 0)
        let grain = try #require(PaperGrain.measure(try Self.page(grain: 24).pix))
        #expect(grain >= 20 && grain <= 28, "grain \(grain)")
        // The whitened half is not paper: it would have made the measure 0.
        let half = try #require(PaperGrain.measure(try Self.page(grain: 24, whitenedRight: true).pix))
        #expect(half >= 20 && half <= 28, "grain \(half)")
    }

    @Test func aPageWithoutGrainIsLeftAlone() throws {
        #expect(try PaperGrain.smoothed(ifGrainy: try Self.page(grain: 0).pix) == nil)
        // Grain as TestImages' photos in ordinary light have after normalisation (4-10).
        #expect(try PaperGrain.smoothed(ifGrainy: try Self.page(grain: 8).pix) == nil)
        #expect(PaperGrain.sigma(forGrain: PaperGrain.grainyPaper - 1) == nil)
    }

    @Test func smoothingGrowsWithTheGrainUpToAStrokesWidth() throws {
        let weak = try #require(PaperGrain.sigma(forGrain: 15)), strong = try #require(PaperGrain.sigma(forGrain: 30))
        #expect(weak < strong)
        #expect(PaperGrain.sigma(forGrain: 200) == PaperGrain.largestSigma)
    }
}
