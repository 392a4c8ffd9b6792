import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// The word-at-a-time fill must give exactly Leptonica's `pixSetMasked` through the inverted mask, or the grey reading
/// would shift.
@Suite struct MaskedFillTests {
    /// Each image with a mask of its ink grown as the grey reading grows it: long runs on, long runs off, and words
    /// that are partly both.
    private static func pagesAndMasks() throws -> [(page: Pix, mask: Pix)] {
        try GrayTestImages.load(["science-photo.jpg", "maths-scan.png"], crops: [(1001, 7), (3, 3), (64, 5), (33, 40)],
                                origin: (100, 200)).map { page in
            let ink = try Pix(pixConvertTo1(page.pointer, 150), operation: "ink")
            return (page, try Pix(pixDilateBrick(nil, ink.pointer, 17, 17), operation: "near the ink"))
        }
    }

    @Test func equalsLeptonicasSetMaskedThroughTheInvertedMask() throws {
        for (page, mask) in try Self.pagesAndMasks() {
            let theirs = try Pix(pixCopy(nil, page.pointer), operation: "copy")
            let far = try Pix(pixInvert(nil, mask.pointer), operation: "far")
            pixSetMasked(theirs.pointer, far.pointer, 201)
            let ours = try Pix(pixCopy(nil, page.pointer), operation: "copy")
            #expect(MaskedFill.fill(ours, whereOff: mask, with: 201))
            #expect(GrayTestImages.samePixels(ours, theirs), "\(page.width)×\(page.height) differs")
        }
    }

    @Test func setsOnlyThePixelsTheMaskLeavesOff() throws {
        let page = try Pix(pixCreate(40, 2, 8), operation: "page")
        pixSetAllArbitrary(page.pointer, 10)
        let mask = try Pix(pixCreate(40, 2, 1), operation: "mask")
        pixSetPixel(mask.pointer, 5, 0, 1)
        pixSetPixel(mask.pointer, 35, 1, 1)
        #expect(MaskedFill.fill(page, whereOff: mask, with: 200))
        var value: UInt32 = 0
        pixGetPixel(page.pointer, 5, 0, &value)
        #expect(value == 10)
        pixGetPixel(page.pointer, 35, 1, &value)
        #expect(value == 10)
        pixGetPixel(page.pointer, 6, 0, &value)
        #expect(value == 200)
        pixGetPixel(page.pointer, 39, 1, &value)
        #expect(value == 200)
    }

    @Test func refusesImagesOfOtherSizesOrDepths() throws {
        let page = try Pix(pixCreate(40, 2, 8), operation: "page")
        #expect(!MaskedFill.fill(page, whereOff: try Pix(pixCreate(41, 2, 1), operation: "mask"), with: 200))
        #expect(!MaskedFill.fill(page, whereOff: try Pix(pixCreate(40, 2, 8), operation: "mask"), with: 200))
    }
}
