import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix` and a `struct Box`.
private typealias Pix = SnapQuizIngest.Pix
private typealias Box = SnapQuizIngest.Box

/// The owners of Leptonica's boxes give each component's rectangle, in order, and free what they own.
@Suite struct BoxesTests {
    @Test func connectedComponentsComeBackAsRectangles() throws {
        let page = try Pix(pixCreate(100, 50, 1), operation: "blank")
        // Two black blocks (1 = black in a 1 bpp image): 10×20 at (5, 5) and 30×8 at (40, 30). 0xf is PIX_SET, a macro
        // Swift cannot import.
        let set: Int32 = 0xf
        pixRasterop(page.pointer, 5, 5, 10, 20, set, nil, 0, 0)
        pixRasterop(page.pointer, 40, 30, 30, 8, set, nil, 0, 0)
        let boxes = try #require(BoxArray(pixConnComp(page.pointer, nil, 8)))
        #expect(boxes.count == 2)
        #expect(Set(boxes.rects.map { [$0.x, $0.y, $0.width, $0.height] }) == [[5, 5, 10, 20], [40, 30, 30, 8]])
        #expect(BoxArray(nil) == nil)
    }

    @Test func aBoxCropsToItsRectangle() throws {
        let page = try Pix(pixCreate(100, 50, 8), operation: "blank")
        let crop = try Box(PixelRect(x: 10, y: 5, width: 31, height: 17), operation: "crop box")
        let cropped = try Pix(pixClipRectangle(page.pointer, crop.pointer, nil), operation: "crop")
        #expect(cropped.width == 31 && cropped.height == 17)
    }
}
