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

    static func mask(_ name: String, turnedClockwise quarters: Int32 = 0) throws -> SnapQuizIngest.Pix {
        let image = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
        var gray = try Preprocessor(options: .standard).gray(ImageDecoder.decode(image, page: 0))
        if quarters != 0 { gray = try SnapQuizIngest.Pix(pixRotateOrth(gray.pointer, quarters), operation: "test turn") }
        return try Preprocessor.textMask(gray)
    }

    @Test(arguments: cases)
    func skipsOSDOnlyOnUprightPages(_ name: String, _ upright: Bool) throws {
        #expect(try Preprocessor.isClearlyUpright(Self.mask(name)) == upright, "\(name)")
    }

    /// A page Leptonica is sure is turned is turned back without OSD (0.9–1.2 s a page): the quarter turns are the
    /// ones that undo the turn, whichever way it went.
    @Test(arguments: [("maths-scan.png", Int32(1), 3), ("maths-scan.png", 3, 1), ("maths-scan.png", 2, 2)])
    func turnsBackAPageLeptonicaIsSureOf(_ name: String, _ turned: Int32, _ expected: Int) throws {
        #expect(try Preprocessor.clearQuarterTurns(Self.mask(name, turnedClockwise: turned), skew: 0) == expected, "\(name) turned \(turned)")
    }

    /// An upright page gets no turn from it, and a page found skewed by 5° or more is left to OSD.
    @Test func leavesUprightAndSkewedPagesAlone() throws {
        #expect(try Preprocessor.clearQuarterTurns(Self.mask("maths-scan.png"), skew: 0) == nil)
        #expect(try Preprocessor.clearQuarterTurns(Self.mask("maths-scan.png", turnedClockwise: 2), skew: 6) == nil)
    }
}
