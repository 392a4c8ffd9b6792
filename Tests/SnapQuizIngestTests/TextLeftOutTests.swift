import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// A sheet leaves text out only when what lies beyond it is text the sheet cut off, never a floor's grain
/// (`PageMask.textLeftOut`).
@Suite struct TextLeftOutTests {
    /// 8 bpp, 1200×900: a grey floor strewn with dark grain of every size from 5 to 32 px tall, and a light sheet
    /// (x 300-900, y 200-700) of text lines, letters 7×12 px.
    private static func photo() throws -> Pix {
        let pix = try Pix(pixCreate(1200, 900, 8), operation: "test photo")
        pixSetAllArbitrary(pix.pointer, 120)
        var seed: UInt32 = 25
        func random(_ range: ClosedRange<Int>) -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return range.lowerBound + Int((seed >> 16) % UInt32(range.count))
        }
        for top in stride(from: 2, to: 860, by: 36) {
            for left in stride(from: 2, to: 1160, by: 36) {
                fill(pix, x: left + random(0...2), y: top + random(0...2), w: random(3...8), h: random(5...32), value: 40)
            }
        }
        fill(pix, x: 300, y: 200, w: 600, h: 500, value: 225)
        for line in stride(from: 230, to: 670, by: 28) {
            for letter in stride(from: 330, to: 870, by: 11) { fill(pix, x: letter, y: line, w: 7, h: 12, value: 50) }
        }
        return pix
    }

    private static func fill(_ pix: Pix, x: Int, y: Int, w: Int, h: Int, value: UInt32) {
        for yy in y..<min(y + h, pix.height) { for xx in x..<min(x + w, pix.width) { pixSetPixel(pix.pointer, Int32(xx), Int32(yy), value) } }
    }

    /// A mask on the photo's 400×300 copy, on from `left` to `right` and from `top` to `bottom` (in the photo's pixels).
    private static func sheet(left: Int, top: Int, right: Int, bottom: Int) throws -> Pix {
        let mask = try Pix(pixCreate(400, 300, 1), operation: "test sheet")
        for y in top / 3..<bottom / 3 { for x in left / 3..<right / 3 { pixSetPixel(mask.pointer, Int32(x), Int32(y), 1) } }
        return mask
    }

    @Test func aGrainyFloorIsNoTextLeftOut() throws {
        let left = try PageMask.textLeftOut(try Self.photo(), sheet: try Self.sheet(left: 306, top: 206, right: 894, bottom: 694))
        #expect(left == nil, "cut to \(String(describing: left))")
    }

    @Test func textBeyondTheSheetIsLeftOut() throws {
        // The sheet found stops halfway across the text (a hard shadow over its right half, say).
        let left = try #require(try PageMask.textLeftOut(try Self.photo(), sheet: try Self.sheet(left: 306, top: 206, right: 600, bottom: 694)))
        #expect(left.x <= 330 && Int(left.x + left.width) >= 870, "\(left)")
    }
}
