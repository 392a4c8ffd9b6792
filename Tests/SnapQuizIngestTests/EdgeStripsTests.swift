import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// A photographed sheet that fills nearly the whole frame, so it is not isolated from its background: a strip of floor along the
/// frame is cleared, while a letter cut by the frame and the text inside stay (`Preprocessor.withoutEdgeStrips`).
@Suite struct EdgeStripsTests: BinaryDrawing {
    /// 1 bpp, 600×800: text lines of 24-pixel "letters", a letter cut by the left edge, and a dark strip along
    /// the right edge with a speck joined to it (what Tesseract read as a stray "4").
    private static func page() throws -> Pix {
        let pix = try Pix(pixCreate(600, 800, 1), operation: "test page")
        for line in 0..<10 {
            for letter in 0..<20 { fill(pix, x: 60 + letter * 22, y: 80 + line * 60, w: 14, h: 24) }
        }
        fill(pix, x: 0, y: 320, w: 12, h: 24)
        fill(pix, x: 578, y: 60, w: 22, h: 680)
        fill(pix, x: 566, y: 400, w: 12, h: 16)
        return pix
    }

    @Test func clearsTheStripAlongTheFrameButNotText() throws {
        let page = try Self.page()
        let gray = Preprocessor.Gray(output: Preprocessor.Output(pix: page, resolution: 300, rotation: 0, skew: 0), isolated: false, fillsFrame: true)
        let cleared = try Preprocessor(options: .standard).finished(page, gray: gray).pix
        #expect(Self.ink(cleared, x: 560, y: 40, w: 40, h: 720) == 0, "strip and its speck")
        #expect(Self.ink(cleared, x: 0, y: 320, w: 12, h: 24) == 12 * 24, "letter cut by the frame")
        #expect(Self.ink(cleared, x: 60, y: 80, w: 440, h: 564) == Self.ink(page, x: 60, y: 80, w: 440, h: 564), "text")
    }

    /// Whether `PageMask` leaves the TestImages page `name` as it is because its sheet fills the frame.
    private static func fillsFrame(_ name: String) throws -> Bool {
        let validated = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
        let colour = try ImageDecoder.decode(validated, page: 0)
        let gray = try Preprocessor(options: .standard).gray(colour)
        var fillsFrame = false
        let page = try PageMask.isolate(gray, colour: colour.depth == 32 ? colour : nil, thresholdFactor: 0.72, rectify: true,
                                        fillsFrame: &fillsFrame)
        #expect(page == nil, "\(name) isolated")
        return fillsFrame
    }

    /// The sheet of fire-edges-photo fills 92% of the frame with floor beyond three sides; a scan's page reaches all.
    @Test func aSheetFillingTheFrameIsToldFromAScan() throws {
        #expect(try Self.fillsFrame("fire-edges-photo.jpg"))
        #expect(try !Self.fillsFrame("maths-scan.png"))
        #expect(try !Self.fillsFrame("volcanoes-2col-scan.png"))
    }
}
