import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Lines of print much larger than the text are found where no line read lies (`LargePrint`).
@Suite struct LargePrintTests {
    /// A 1 bpp page with a title of five letters 60 px tall (12 px apart) at y 100, and a line of text of eight
    /// letters 20 px tall at y 300.
    private static func page() throws -> Pix {
        let pix = try Pix(pixCreate(1000, 600, 1), operation: "test page")
        func letter(x: Int, y: Int, width: Int, height: Int) {
            for row in y..<(y + height) {
                for column in x..<(x + width) { pixSetPixel(pix.pointer, Int32(column), Int32(row), 1) }
            }
        }
        for i in 0..<5 { letter(x: 100 + i * 52, y: 100, width: 40, height: 60) }
        for i in 0..<8 { letter(x: 100 + i * 18, y: 300, width: 12, height: 20) }
        return pix
    }

    private static let textLine = (span: LargePrint.Span(top: 298, bottom: 322),
                                   words: [TesseractAPI.Word(text: "textline", confidence: 95, left: 100, right: 240, height: 24)])

    @Test func aTitleNoLineCoversIsFound() throws {
        let regions = LargePrint.regions(ink: try Self.page(), wordHeight: 24, read: [Self.textLine])
        #expect(regions == [LargePrint.Region(left: 100, top: 100, right: 348, bottom: 160)])
    }

    @Test func aTitleReadAlreadyIsLeftAlone() throws {
        let title = (span: LargePrint.Span(top: 98, bottom: 162),
                     words: [TesseractAPI.Word(text: "TITLE", confidence: 90, left: 100, right: 348, height: 62)])
        #expect(LargePrint.regions(ink: try Self.page(), wordHeight: 24, read: [title, Self.textLine]).isEmpty)
    }

    /// Print under 1.4 times the words' height is not large, however little of it was read: the title, 60 px tall,
    /// beside words of 50.
    @Test func printNearTheTextsSizeIsNotLarge() throws {
        #expect(LargePrint.regions(ink: try Self.page(), wordHeight: 50, read: []).isEmpty)
    }
}
