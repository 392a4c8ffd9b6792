import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// A faint decimal point between two digits must survive thresholding; a faint speck on its own must not appear.
@Suite struct BaselineDotsTests {
    /// Paper 205 with two dark "digits" (60) 40 px tall, a faint point (150) on their baseline between them, and
    /// the same faint point alone far to the right.
    private static func page() throws -> Pix {
        let pix = try Pix(pixCreate(200, 100, 8), operation: "test page")
        func fill(_ x: ClosedRange<Int32>, _ y: ClosedRange<Int32>, _ value: UInt32) {
            for row in y { for column in x { pixSetPixel(pix.pointer, column, row, value) } }
        }
        fill(0...199, 0...99, 205)
        fill(60...67, 30...69, 60)
        fill(80...87, 30...69, 60)
        fill(71...75, 65...69, 150)
        fill(150...154, 65...69, 150)
        return pix
    }

    private static func isInk(_ pix: Pix, _ x: Int32, _ y: Int32) -> Bool {
        var value: UInt32 = 0
        pixGetPixel(pix.pointer, x, y, &value)
        return value == 1
    }

    @Test func restoresAPointBetweenDigitsOnly() throws {
        let pages = try Sauvola.binarize(try Self.page(), halfWindow: 25, factors: [0.35, BaselineDots.lenientFactor])
        let (page, lenient) = (pages[0], pages[1])
        // Sauvola alone drops both faint marks at the reading's factor and keeps both at the lenient one.
        try #require(!Self.isInk(page, 73, 67) && !Self.isInk(page, 152, 67) && Self.isInk(page, 63, 50))
        try #require(Self.isInk(lenient, 73, 67) && Self.isInk(lenient, 152, 67))
        BaselineDots.restore(page, from: lenient, characterHeight: 24)
        #expect(Self.isInk(page, 73, 67), "the point between the digits is back")
        #expect(!Self.isInk(page, 152, 67), "a lone speck stays out")
    }

    /// Paper 205 with "1.5" and "09:15" as dark glyphs (60) a character (24 px) tall, their point and colon faint
    /// (150, 4 px): Sauvola drops all three dots at the reading's factor; the point and both dots of the colon come
    /// back, and a faint dot in the gap between two words (no glyph within half a character) stays out.
    @Test func restoresPointsAndColonsOfNumbers() throws {
        let pix = try Pix(pixCreate(400, 80, 8), operation: "numbers page")
        func fill(_ x: ClosedRange<Int32>, _ y: ClosedRange<Int32>, _ value: UInt32) {
            for row in y { for column in x { pixSetPixel(pix.pointer, column, row, value) } }
        }
        fill(0...399, 0...79, 205)
        // A glyph: a 3-px outline 12 px wide, 24 tall, baseline at row 51.
        func glyph(_ left: Int32) {
            fill(left...left + 11, 28...30, 60); fill(left...left + 11, 49...51, 60)
            fill(left...left + 2, 28...51, 60); fill(left + 9...left + 11, 28...51, 60)
        }
        // "1.5": glyphs at 40 and 60, the point between them on the baseline.
        glyph(40); glyph(60); fill(54...57, 48...51, 150)
        // "09:15": glyphs at 150, 166 | 190, 206; the colon's dots at the baseline and 10 px above.
        glyph(150); glyph(166); glyph(190); glyph(206); fill(182...185, 48...51, 150); fill(182...185, 34...37, 150)
        // Two words far apart, a faint dot in their gap.
        glyph(280); glyph(340); fill(318...321, 48...51, 150)
        let pages = try Sauvola.binarize(pix, halfWindow: 25, factors: [0.35, BaselineDots.lenientFactor])
        let (page, lenient) = (pages[0], pages[1])
        for (x, y) in [(55, 50), (183, 50), (183, 35), (319, 50)] as [(Int32, Int32)] {
            try #require(!Self.isInk(page, x, y) && Self.isInk(lenient, x, y), "faint dot at \(x), \(y)")
        }
        BaselineDots.restore(page, from: lenient, characterHeight: 24)
        #expect(Self.isInk(page, 55, 50), "the decimal point is back")
        #expect(Self.isInk(page, 183, 50) && Self.isInk(page, 183, 35), "both dots of the colon are back")
        #expect(!Self.isInk(page, 319, 50), "a dot between two words stays out")
    }
}
