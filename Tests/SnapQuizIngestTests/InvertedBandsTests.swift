import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Light letters on a dark band are inverted; a dark strip of floor, whose speckle only reaches the band's dark
/// level, is left alone (`InvertedBands`).
@Suite struct InvertedBandsTests {
    /// 800×600 paper at the background normalisation's level (200) with a dark band (50) 30 px thick and 400 long,
    /// and in it a spot of `spotLevel` 2 px square every 12 px (speckle), or, when `letters`, light strokes
    /// 3 px wide and 14 tall every 10 px.
    private static func page(spotLevel: UInt32, letters: Bool) throws -> Pix {
        let pix = try Pix(pixCreate(800, 600, 8), operation: "test page")
        pixSetAllArbitrary(pix.pointer, 200)
        for y in 300..<330 {
            for x in 200..<600 {
                let spot = letters ? (y >= 308 && y < 322 && x % 10 < 3) : (y % 12 < 2 && x % 12 < 2)
                pixSetPixel(pix.pointer, Int32(x), Int32(y), spot ? spotLevel : 50)
            }
        }
        return pix
    }

    @Test func bandWithLightLettersIsInverted() throws {
        let page = try Self.page(spotLevel: 190, letters: true)
        let inverted = try InvertedBands.inverted(page)
        #expect(inverted !== page)
        var value: UInt32 = 0
        pixGetPixel(inverted.pointer, 400, 302, &value)
        #expect(value > 150, "the band's dark is now paper: \(value)")
    }

    /// A heading in bold print: dark strokes 8 px wide and 30 tall with 5 px between them, which the search closes
    /// into a strip as light inside as a band, but whose gaps open onto the paper above and below.
    @Test func boldHeadingIsNoBand() throws {
        let pix = try Pix(pixCreate(800, 600, 8), operation: "test page")
        pixSetAllArbitrary(pix.pointer, 200)
        for y in 100..<130 {
            for x in 100..<460 where (x - 100) % 13 < 8 {
                pixSetPixel(pix.pointer, Int32(x), Int32(y), 30)
            }
        }
        #expect(try InvertedBands.inverted(pix) === pix)
    }

    /// The strip of floor left beside history-photo's sheet: speckle lighter than the dark level (as much of it as a
    /// band's letters) but nowhere light.
    @Test func speckledDarkStripIsNoBand() throws {
        let page = try Self.page(spotLevel: 90, letters: false)
        #expect(try InvertedBands.inverted(page) === page)
    }

    /// The prepared TestImages photos with a strip of floor along the sheet, and no band.
    @Test(arguments: ["history-photo.jpg", "fire-edges-photo.jpg"])
    func photoWithoutBandsIsLeftAlone(name: String) throws {
        let validated = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name))
        let decoded = try ImageDecoder.decode(validated, page: 0)
        var times = OCRStageTimes()
        let gray = try Preprocessor(options: .standard).prepare(decoded, osd: { nil }, times: &times)
        #expect(try InvertedBands.inverted(gray.output.pix) === gray.output.pix)
    }
}
