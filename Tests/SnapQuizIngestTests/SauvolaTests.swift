import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// The one-pass Sauvola must give exactly Leptonica's tiled Sauvola for every factor, or OCR results would shift.
@Suite struct SauvolaTests {
    /// A photo and a scan as 8 bpp gray, and crops: widths not a multiple of 32, a strip barely taller than the window.
    private static func grayImages() throws -> [Pix] {
        try GrayTestImages.load(["science-shadow-photo.jpg", "maths-scan.png"],
                                crops: [(1001, 53), (61, 777), (1700, 1600)], origin: (10, 20))
    }

    @Test func equalsLeptonicasTiledSauvolaPixelForPixel() throws {
        for image in try Self.grayImages() {
            let factors = [0.35, 0.25, BaselineDots.lenientFactor]
            let ours = try Sauvola.binarize(image, halfWindow: 25, factors: factors)
            for (factor, pix) in zip(factors, ours) {
                let theirs = try Sauvola.leptonica(image, halfWindow: 25, factor: factor)
                #expect(GrayTestImages.samePixels(pix, theirs), "\(image.width)×\(image.height) k=\(factor) differs")
            }
        }
    }
}
