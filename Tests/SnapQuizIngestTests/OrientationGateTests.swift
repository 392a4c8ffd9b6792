import CTesseract
import Foundation
import Testing
@testable import SnapQuizIngest

/// Tesseract's OSD runs only when Leptonica's quick orientation test is not sure a page is upright (it cost
/// 0.4–0.7 s of every photo): upright pages skip it, pages turned by 90° or 180° never do.
struct OrientationGateTests {
    static let cases: [(String, Bool)] = [
        ("science-photo.jpg", true), ("maths-scan.png", true), ("volcanoes-2col-scan.png", true),
        ("science-rot90.jpg", false), ("history-rot180.jpg", false),
    ]

    /// Leptonica's scores for a TestImages page, turned clockwise by `quarters`.
    static func scores(_ name: String, turnedClockwise quarters: Int32 = 0) throws -> OrientationScores {
        let image = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
        var gray = try Preprocessor(options: .standard).gray(ImageDecoder.decode(image, page: 0))
        if quarters != 0 { gray = try SnapQuizIngest.Pix(pixRotateOrth(gray.pointer, quarters), operation: "test turn") }
        return try #require(OrientationScores(try Preprocessor.textMask(gray)))
    }

    @Test(arguments: cases)
    func skipsOSDOnlyOnUprightPages(_ name: String, _ upright: Bool) throws {
        #expect(try Self.scores(name).isClearlyUpright == upright, "\(name)")
    }

    /// A page Leptonica is sure is turned is turned back without OSD (0.9–1.2 s a page): the quarter turns are the
    /// ones that undo the turn, whichever way it went.
    @Test(arguments: [("maths-scan.png", Int32(1), 3), ("maths-scan.png", 3, 1), ("maths-scan.png", 2, 2)])
    func turnsBackAPageLeptonicaIsSureOf(_ name: String, _ turned: Int32, _ expected: Int) throws {
        #expect(try Self.scores(name, turnedClockwise: turned).clearQuarterTurns(skew: 0) == expected, "\(name) turned \(turned)")
    }

    /// An upright page gets no turn from it, and a page found skewed by 5° or more is left to OSD.
    @Test func leavesUprightAndSkewedPagesAlone() throws {
        #expect(try Self.scores("maths-scan.png").clearQuarterTurns(skew: 0) == nil)
        #expect(try Self.scores("maths-scan.png", turnedClockwise: 2).clearQuarterTurns(skew: 6) == nil)
    }

    /// Upright text set in short lines raises `left` to about half of `up`: the first page of the multi-page scan
    /// (`up` 26, `left` −14) is sure upright, and costs no OSD.
    @Test func uprightPageOfShortLinesIsSure() throws {
        let scores = try Self.scores("pages-multipage-scan.tif")
        #expect(scores.up < 2 * abs(scores.left))
        #expect(scores.isClearlyUpright)
    }

    /// No page of TestImages turned by a quarter or a half passes for upright: turned text never scores `up` 10 with
    /// `|left|` under two thirds of it.
    @Test(arguments: ["fire-edges-photo.jpg", "history-keystone-photo.jpg", "history-photo.jpg", "maths-curl-photo.jpg",
                      "maths-photo.jpg", "nile-photo.jpg", "science-photo.jpg", "science-shadow-photo.jpg",
                      "volcanoes-2col-photo.jpg", "magnets-2col-footnote-scan.png", "maths-scan.png", "volcanoes-2col-scan.png",
                      "pages-multipage-scan.tif"])
    func turnedPagesAreNeverSureUpright(_ name: String) throws {
        for quarters: Int32 in 1...3 {
            let scores = try Self.scores(name, turnedClockwise: quarters)
            #expect(!scores.isClearlyUpright, "\(name) turned \(quarters): up \(scores.up) left \(scores.left)")
        }
    }
}
