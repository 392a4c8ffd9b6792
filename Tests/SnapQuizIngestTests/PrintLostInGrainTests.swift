import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Faint print under a coloured lamp, read from the lamp's channel, stands out from its paper by less than the paper's
/// grain: its size is measured on the lenient mask. Print that stands out well is left to the standard mask.
@Suite struct PrintLostInGrainTests {
    /// A normalised page (paper at 200) with lines of marks of gray `ink` over its upper half and blank paper below,
    /// every pixel off by Gaussian grain of `grain` levels (a fixed sequence, so the test is the same every run).
    private static func page(ink: Double, grain: Double) throws -> Pix {
        let (width, height) = (600, 600)
        let pix = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "test page")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) + 0.5) / Double(1 << 53)
        }
        for y in 0..<height {
            for x in 0..<width {
                let marked = y < height / 2 && y % 40 >= 12 && y % 40 < 28 && x >= 30 && x < width - 30 && x % 10 < 4
                let noise = grain * (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
                let level = (marked ? ink : 200) + noise
                pixSetPixel(pix.pointer, Int32(x), Int32(y), UInt32(min(255, max(0, level.rounded()))))
            }
        }
        return pix
    }

    @Test func faintPrintInStrongGrainIsLost() throws {
        // As TestImages/history-lamp-photo's red channel: print 60 levels under its paper, grain of 9.
        #expect(Preprocessor.printIsLostInGrain(try Self.page(ink: 140, grain: 9)))
    }

    @Test func printThatStandsOutIsNot() throws {
        // Dark print on a photo in ordinary light, and the same faint print on smooth paper.
        #expect(!Preprocessor.printIsLostInGrain(try Self.page(ink: 40, grain: 3)))
        #expect(!Preprocessor.printIsLostInGrain(try Self.page(ink: 140, grain: 2)))
    }
}
