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

    @Test(arguments: cases)
    func skipsOSDOnlyOnUprightPages(_ name: String, _ upright: Bool) throws {
        let image = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
        let gray = try Preprocessor(options: .standard).gray(ImageDecoder.decode(image, page: 0))
        #expect(try Preprocessor.isClearlyUpright(Preprocessor.textMask(gray)) == upright, "\(name)")
    }
}
