import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// The fast 3×3 median must give exactly Leptonica's `pixMedianFilter`, or OCR results would shift.
@Suite struct MedianFilterTests {
    /// A photo and a scan as 8 bpp gray, plus crops whose widths are not a multiple of four (padding bytes).
    fileprivate static func grayImages() throws -> [Pix] {
        try GrayTestImages.load(["science-photo.jpg", "maths-scan.png"],
                                crops: [(1001, 7), (3, 3), (6, 501)], origin: (100, 200))
    }

    @Test func equalsLeptonicasMedianFilterPixelForPixel() throws {
        for image in try Self.grayImages() {
            let ours = try MedianFilter.apply3x3(image)
            let theirs = try Pix(pixMedianFilter(image.pointer, 3, 3), operation: "median filter")
            #expect(GrayTestImages.samePixels(ours, theirs), "\(image.width)×\(image.height) differs")
        }
    }

    @Test func removesAnIsolatedSpeckAndKeepsAStroke() throws {
        let image = try Pix(pixCreate(9, 9, 8), operation: "create")
        pixSetAllArbitrary(image.pointer, 255)
        pixSetPixel(image.pointer, 2, 2, 0)                    // one dark speck
        for y in 0..<9 { pixSetPixel(image.pointer, 6, Int32(y), 0); pixSetPixel(image.pointer, 7, Int32(y), 0) }  // a 2 px stroke
        let filtered = try MedianFilter.apply3x3(image)
        var value: UInt32 = 0
        pixGetPixel(filtered.pointer, 2, 2, &value)
        #expect(value == 255)
        pixGetPixel(filtered.pointer, 6, 4, &value)
        #expect(value == 0)
    }
}
