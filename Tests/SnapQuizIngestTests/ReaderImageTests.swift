import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// What the LLM reader is sent: JPEG pages no longer than the cap on their longest side, turned upright when the
/// turn is known, every page of a TIFF, and small images left at their size.
struct ReaderImageTests {
    static func validated(_ name: String) throws -> ValidatedImage {
        try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
    }

    /// Width and height of JPEG bytes, decoded back by Leptonica.
    static func size(_ jpeg: Data) throws -> (width: Int, height: Int) {
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        var format: Int32 = 0
        jpeg.withUnsafeBytes { raw in
            _ = findFileFormatBuffer(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), &format)
        }
        #expect(format == Int32(IFF_JFIF_JPEG))
        let pix = try jpeg.withUnsafeBytes { raw in
            try Pix(pixReadMem(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count), operation: "decode the JPEG sent")
        }
        return (pix.width, pix.height)
    }

    @Test func aPhotoTallerThanTheCapIsScaledDownKeepingItsShape() throws {
        let image = try Self.validated("science-photo.jpg")  // 1240×1754
        let pages = try ReaderImage.jpegPages(image)
        #expect(pages.count == 1)
        let size = try Self.size(pages[0])
        #expect(size.height == ReaderImage.maxSide && abs(size.width - 1131) <= 1, "\(size)")
        #expect(try Self.size(try ReaderImage.jpegPages(image, maxSide: 800)[0]).height == 800)
    }

    @Test func theKnownTurnIsApplied() throws {
        let image = try Self.validated("science-photo.jpg")
        let turned = try Self.size(try ReaderImage.jpegPages(image, rotation: 90)[0])
        #expect(turned.width == ReaderImage.maxSide && turned.height < turned.width, "\(turned)")
    }

    @Test func everyPageOfATIFFIsSentAndSmallImagesKeepTheirSize() throws {
        let image = try Self.validated("pages-multipage-scan.tif")
        let pages = try ReaderImage.jpegPages(image)
        #expect(pages.count == image.pageCount && pages.count > 1)
        for page in pages { #expect(max(try Self.size(page).width, try Self.size(page).height) <= ReaderImage.maxSide) }
        let big = try Self.size(try ReaderImage.jpegPages(image, maxSide: 100_000)[0])
        #expect(big.width == image.width && big.height == image.height)
    }
}
