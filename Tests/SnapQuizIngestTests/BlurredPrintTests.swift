import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Blurred print is told from sharp print by the grey rim around its strokes, measured on the page itself.
@Suite struct BlurredPrintTests {
    /// A TestImages page as gray, background-normalised as `Preprocessor` does before measuring it.
    private static func normalized(_ name: String) throws -> Pix {
        let validated = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
        let decoded = try ImageDecoder.decode(validated, page: 0)
        let gray = try Preprocessor(options: .standard).gray(decoded)
        return try Preprocessor.backgroundNormalized(gray, printScale: 1)
    }

    /// The blurred serif photo (Gaussian radius 1.9) measures above the line, the sharp photos and scan below it
    /// (measured in the pipeline: 0.106, 0.073, 0.062, 0.014).
    @Test func blurredPhotosHaveAWideRimAndSharpOnesANarrowOne() throws {
        #expect(try BlurredPrint.looksBlurred(try Self.normalized("fire-blur-photo.jpg")))
        for sharp in ["science-photo.jpg", "history-photo.jpg", "maths-scan.png"] {
            #expect(try !BlurredPrint.looksBlurred(try Self.normalized(sharp)), "\(sharp)")
        }
    }

    @Test func aPageWithoutPrintIsNotMeasured() throws {
        let blank = try Pix(pixCreate(200, 200, 8), operation: "blank")
        pixSetAllArbitrary(blank.pointer, 200)
        #expect(try BlurredPrint.rimWidth(blank) == nil)
        #expect(try !BlurredPrint.looksBlurred(blank))
    }
}
