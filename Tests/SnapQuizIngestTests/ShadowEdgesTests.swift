import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// A hard shadow's edge across a page of print: normalised in tiles, the shadowed paper along the edge stays darker
/// than paper and thresholds into a line through the words (TestImages/history-shadow-photo); `ShadowEdges` evens it.
@Suite struct ShadowEdgesTests {
    /// 8 bpp, 800×1000: paper 210, the left 400 columns in shadow at 100, rows of 14 px "letters" at 40 over both.
    private static func page() throws -> Pix {
        let pix = try Pix(pixCreate(800, 1000, 8), operation: "test page")
        pixSetAllArbitrary(pix.pointer, 210)
        for y in 0..<1000 { for x in 0..<400 { pixSetPixel(pix.pointer, Int32(x), Int32(y), 100) } }
        for line in 0..<14 {
            for letter in 0..<40 {
                let x = 40 + letter * 18, y = 60 + line * 64
                for yy in y..<y + 14 { for xx in x..<x + 4 { pixSetPixel(pix.pointer, Int32(xx), Int32(yy), 40) } }
            }
        }
        return pix
    }

    /// The darkest paper (pixels lighter than print) in the shadowed columns `from..<to`, between the text lines.
    private static func darkestPaper(_ pix: Pix, from: Int, to: Int) -> UInt32 {
        var darkest: UInt32 = 255
        for line in 0..<13 {
            let y = 60 + line * 64 + 30
            for x in from..<to {
                var value: UInt32 = 0
                pixGetPixel(pix.pointer, Int32(x), Int32(y), &value)
                darkest = min(darkest, value)
            }
        }
        return darkest
    }

    @Test func theShadowedPaperAlongTheEdgeIsPaper() throws {
        let gray = try Self.page()
        let tiles = try Preprocessor.backgroundNormalized(gray, printScale: 1)
        let evened = try ShadowEdges.evened(tiles, gray: gray, characterHeight: 14)
        // Left as the tiles normalised it, the paper just inside the shadow falls below the text mask's threshold.
        #expect(Self.darkestPaper(tiles, from: 360, to: 392) < UInt32(Preprocessor.maskThreshold))
        #expect(Self.darkestPaper(evened, from: 360, to: 392) >= UInt32(Preprocessor.maskThreshold))
        // Away from the edge, and on the lit side, the tiles' page stands.
        #expect(Self.darkestPaper(evened, from: 100, to: 200) == Self.darkestPaper(tiles, from: 100, to: 200))
        #expect(Self.darkestPaper(evened, from: 500, to: 700) == Self.darkestPaper(tiles, from: 500, to: 700))
    }

    @Test func aPageWithoutShadowIsLeftAsItIs() throws {
        let gray = try Pix(pixCreate(800, 1000, 8), operation: "test page")
        pixSetAllArbitrary(gray.pointer, 210)
        let tiles = try Preprocessor.backgroundNormalized(gray, printScale: 1)
        #expect(try ShadowEdges.evened(tiles, gray: gray, characterHeight: 14) === tiles)
    }
}
