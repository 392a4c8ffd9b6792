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
}
