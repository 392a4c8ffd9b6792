import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// A white sheet lying at a slant on a light, speckled grey floor (as concrete is in ../shared/ocr-dev's 11079): the
/// floor is light by Otsu, so the largest light region is the whole frame; the sheet must be found by its outline.
@Suite struct SheetRegionTests {
    private static let size = (width: 800, height: 1000)
    /// Top left, top right, bottom right, bottom left, in the photo's pixels: a keystoned sheet (the top edge shorter).
    private static let corners: [(x: Double, y: Double)] = [(190, 130), (600, 150), (680, 880), (110, 860)]

    private static func inside(_ x: Double, _ y: Double) -> Bool {
        (0..<4).allSatisfy { i in
            let (a, b) = (corners[i], corners[(i + 1) % 4])
            return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) >= 0
        }
    }

    /// The photo, 32 bpp: grey floor with deterministic speckle, the sheet with dark lines of "text".
    private static func photo() throws -> Pix {
        let pix = try Pix(pixCreate(Int32(size.width), Int32(size.height), 32), operation: "test photo")
        let data = try #require(pixGetData(pix.pointer))
        let words = Int(pixGetWpl(pix.pointer))
        var seed: UInt32 = 12345
        for y in 0..<size.height {
            for x in 0..<size.width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = Int((seed >> 16) % 41) - 20
                var (r, g, b) = (165 + noise, 163 + noise, 158 + noise)
                if inside(Double(x), Double(y)) {
                    (r, g, b) = (236, 236, 232)
                    if y % 40 < 4, x % 90 < 70 { (r, g, b) = (40, 40, 40) }
                }
                data[y * words + x] = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8
            }
        }
        return pix
    }

    @Test func findsTheSheetNotTheLightFloor() throws {
        let colour = try Self.photo()
        let gray = try Pix(pixConvertRGBToGray(colour.pointer, 0, 0, 0), operation: "test gray")
        // Without colour, the light floor joins the sheet and nothing distinct is found (or a page the frame's size).
        let plain = try PageMask.isolate(gray, colour: nil, thresholdFactor: 0.72, rectify: false)
        #expect(plain == nil || plain!.pix.width * plain!.pix.height > Self.size.width * Self.size.height * 9 / 10)

        let page = try #require(try PageMask.isolate(gray, colour: colour, thresholdFactor: 0.72, rectify: false)).pix
        // Cropped to the sheet's bounding box (110–680 × 130–880), give or take the mask's few pixels of slack.
        #expect(abs(page.width - 570) < 30, "width \(page.width)")
        #expect(abs(page.height - 750) < 30, "height \(page.height)")
    }

    @Test func rectifiesTheSheetFromItsCorners() throws {
        let colour = try Self.photo()
        let gray = try Pix(pixConvertRGBToGray(colour.pointer, 0, 0, 0), operation: "test gray")
        let page = try #require(try PageMask.isolate(gray, colour: colour, thresholdFactor: 0.72, rectify: true)).pix
        // Mean of opposite edges: top 410 and bottom 570 wide, left 740 and right 734 tall.
        #expect(abs(page.width - 490) < 25, "width \(page.width)")
        #expect(abs(page.height - 737) < 25, "height \(page.height)")
        // The sheet's slanted left edge is now the page's: no floor left in the corners.
        let white = (page.height / 2..<page.height / 2 + 40).filter { y in
            var value: UInt32 = 0
            pixGetPixel(page.pointer, 15, Int32(y), &value)
            return value > 200
        }
        #expect(white.count >= 30)
    }
}
