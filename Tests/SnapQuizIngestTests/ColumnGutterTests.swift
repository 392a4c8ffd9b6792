import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// The cheap look for a gutter that decides whether Tesseract's layout analysis is asked about columns at all.
struct ColumnGutterTests {
    /// Character height of the synthetic pages, as the clean-up scales text.
    private static let character = 24

    /// A 1 bpp page of `lines` lines of "words" (ink boxes one character high, 1–8 characters long, a third of a
    /// character apart, the last one stretched to the column's edge as justified text is), laid in the given columns
    /// (left edge and width in pixels). `rule` draws a thin vertical line at that x down the whole text.
    private static func page(columns: [(left: Int, width: Int)], lines: Int = 20, rule: Int? = nil) throws -> Pix {
        let c = character
        let pix = try Pix(pixCreate(Int32(columns.map { $0.left + $0.width }.max()! + 100), Int32(lines * 2 * c + 200), 1),
                          operation: "create")
        var seed: UInt32 = 12345
        func next(_ n: Int) -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int((seed >> 16) % UInt32(n))
        }
        for line in 0..<lines {
            let top = 100 + line * 2 * c
            for column in columns {
                let right = column.left + column.width
                var x = column.left
                while x < right {
                    var length = (1 + next(8)) * c * 6 / 10
                    if x + length + c / 3 + c > right { length = right - x }
                    pixRasterop(pix.pointer, Int32(x), Int32(top), Int32(length), Int32(c), PIX_SET, nil, 0, 0)
                    x += length + c / 3
                }
            }
        }
        if let rule { pixRasterop(pix.pointer, Int32(rule), 100, 2, Int32(lines * 2 * c), PIX_SET, nil, 0, 0) }
        return pix
    }

    @Test func twoColumnsHaveAGutter() throws {
        let columns = [(left: 100, width: 900), (left: 1060, width: 900)]
        #expect(ColumnGutter.mayExist(in: try Self.page(columns: columns), characterHeight: Self.character))
        // A rule drawn down the gutter does not hide it.
        #expect(ColumnGutter.mayExist(in: try Self.page(columns: columns, rule: 1029), characterHeight: Self.character))
    }

    @Test func oneColumnOfWordsHasNone() throws {
        #expect(!ColumnGutter.mayExist(in: try Self.page(columns: [(left: 100, width: 1860)]), characterHeight: Self.character))
        // A narrow column beside a wide gap (numbers before a list) is no column.
        let list = [(left: 100, width: 40), (left: 200, width: 1760)]
        #expect(!ColumnGutter.mayExist(in: try Self.page(columns: list), characterHeight: Self.character))
    }

    @Test func realPagesAsCleanedUp() throws {
        // The dev pages Tesseract's layout analysis reads as columns, and pages of one column, as the clean-up
        // hands them to recognition.
        for (name, columns) in [("volcanoes-2col-scan.png", true), ("volcanoes-2col-photo.jpg", true),
                                ("magnets-2col-footnote-scan.png", true), ("history-photo.jpg", false),
                                ("maths-scan.png", false)] {
            let validated = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
            var times = OCRStageTimes()
            let options = PreprocessOptions.standard
            let page = try Preprocessor(options: options).run(try ImageDecoder.decode(validated, page: 0), osd: { nil }, times: &times)
            #expect(ColumnGutter.mayExist(in: page.pix, characterHeight: options.targetCharacterHeight) == columns, "\(name)")
        }
    }
}
