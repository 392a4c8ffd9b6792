import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// CurledLines: bowed text lines are measured and straightened; a page whose lines lie flat is left as it is.
@Suite struct CurledLinesTests {
    /// A gray page (paper 200) of 10 lines of letter-like marks 16 px tall, 48 px apart, whose middles sit `bow` px
    /// above their ends (the sag of a sheet lifting from the table: a parabola across the page).
    private static func page(bow: Double) throws -> Pix {
        try page { u in bow * u * u }
    }

    /// The same page with each line's top at `sag(u)` px below its place, u from -1 at the left edge to 1 at the right.
    private static func page(sag: (Double) -> Double) throws -> Pix {
        let (width, height) = (1200, 700)
        let pix = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "test page")
        pixSetAllArbitrary(pix.pointer, 200)
        for line in 0..<10 {
            for x in 60..<(width - 60) where x % 8 < 4 && x % 72 < 60 {
                let u = 2 * Double(x) / Double(width) - 1
                let top = 80 + line * 48 + Int(sag(u).rounded())
                for y in top..<(top + 16) { pixSetPixel(pix.pointer, Int32(x), Int32(y), 60) }
            }
        }
        return pix
    }

    @Test func aCubicIsFittedExactly() throws {
        let curve = { (x: Double) in 0.0002 * x * x - 0.1 * x + 300 + 1e-7 * (x - 500) * (x - 500) * (x - 500) }
        let points = stride(from: 100.0, through: 900.0, by: 20).map { x in (x: x, y: curve(x)) }
        let line = try #require(CurledLines.fitted(points))
        for x in stride(from: 100.0, through: 900.0, by: 50) { #expect(abs(line.y(x) - curve(x)) < 1e-6) }
        #expect(line.y(0) == line.y(100) && line.y(1000) == line.y(900))   // held beyond its ends
        // A parabola's sag below the chord between x = 100 and 900: a·(400)² = 32 px.
        let parabola = try #require(CurledLines.fitted(points.map { ($0.x, 0.0002 * $0.x * $0.x - 0.1 * $0.x + 300) }))
        #expect(abs(parabola.bow - 32) < 0.5)
    }

    @Test func bowedLinesAreMeasuredAndStraightened() throws {
        let curled = try Self.page(bow: 24)
        let lines = try CurledLines.textLines(curled, characterHeight: 16)
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.bow > 15 }, "\(lines.map(\.bow))")
        let straight = try #require(try CurledLines.straightened(curled, characterHeight: 16))
        let after = try CurledLines.textLines(straight, characterHeight: 16)
        #expect(after.count == 10)
        #expect(after.allSatisfy { $0.bow < 4 }, "\(after.map(\.bow))")
    }

    /// A crumpled sheet's lines kink where it was folded: no smooth curve follows them, and straightening by one moved
    /// an invoice photo's lines about (CER 0.278 -> 0.392). Such a page is left as it is.
    @Test func kinkedLinesAreLeftAsTheyAre() throws {
        let zigzag = try Self.page { u in 14 * abs((u * 3).truncatingRemainder(dividingBy: 2) - 1) }
        #expect(try CurledLines.straightened(zigzag, characterHeight: 16) == nil)
    }

    @Test func flatLinesAreLeftAsTheyAre() throws {
        #expect(try CurledLines.straightened(try Self.page(bow: 0), characterHeight: 16) == nil)
        // A bow of a fifth of a character is the centres' grain on a real page, not a curl.
        #expect(try CurledLines.straightened(try Self.page(bow: 3), characterHeight: 16) == nil)
    }
}
