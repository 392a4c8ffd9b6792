import Testing
import CTesseract
@testable import SnapQuizIngest

/// Drawing black boxes on a 1 bpp test page and counting its black pixels, for suites that build their pages in pixels.
protocol BinaryDrawing {}

extension BinaryDrawing {
    /// Blacks out the box at (`x`, `y`), `w` × `h` pixels.
    static func fill(_ pix: SnapQuizIngest.Pix, x: Int, y: Int, w: Int, h: Int) {
        for yy in y..<y + h { for xx in x..<x + w { pixSetPixel(pix.pointer, Int32(xx), Int32(yy), 1) } }
    }

    /// The black pixels in the box at (`x`, `y`), `w` × `h` pixels.
    static func ink(_ pix: SnapQuizIngest.Pix, x: Int, y: Int, w: Int, h: Int) -> Int {
        var count = 0
        for yy in y..<y + h {
            for xx in x..<x + w {
                var value: UInt32 = 0
                pixGetPixel(pix.pointer, Int32(xx), Int32(yy), &value)
                count += Int(value)
            }
        }
        return count
    }
}
