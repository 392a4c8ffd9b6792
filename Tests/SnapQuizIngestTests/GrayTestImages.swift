import Foundation
import CTesseract
@testable import SnapQuizIngest

/// TestImages pages as 8 bpp gray, each followed by crops of awkward sizes from `origin`: the inputs of the tests
/// that hold a fast filter to Leptonica's own result pixel for pixel (MedianFilterTests, SauvolaTests, MaskedFillTests).
enum GrayTestImages {
    static func load(_ names: [String], crops: [(width: Int, height: Int)], origin: (x: Int32, y: Int32))
        throws -> [SnapQuizIngest.Pix] {
        var images: [SnapQuizIngest.Pix] = []
        for name in names {
            let validated = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
            let decoded = try ImageDecoder.decode(validated, page: 0)
            let gray = try SnapQuizIngest.Pix(pixConvertTo8(decoded.pointer, 0), operation: "gray")
            images.append(gray)
            for (width, height) in crops {
                var box: UnsafeMutablePointer<BOX>? = boxCreate(origin.x, origin.y, Int32(width), Int32(height))
                defer { boxDestroy(&box) }
                images.append(try SnapQuizIngest.Pix(pixClipRectangle(gray.pointer, box, nil), operation: "crop"))
            }
        }
        return images
    }

    /// Whether two images are equal pixel for pixel (Leptonica's `pixEqual`).
    static func samePixels(_ ours: SnapQuizIngest.Pix, _ theirs: SnapQuizIngest.Pix) -> Bool {
        var same: Int32 = 0
        pixEqual(ours.pointer, theirs.pointer, &same)
        return same == 1
    }
}
