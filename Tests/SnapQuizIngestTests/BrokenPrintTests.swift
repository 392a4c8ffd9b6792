import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// Blurred serif print whose hairlines are lighter than the text mask's threshold measures as fragments, far shorter
/// than it is; print measured whole is left to the standard mask.
@Suite struct BrokenPrintTests {
    /// A page at the background normalisation's paper level (200) with lines of letter-like marks 16 px tall: a stem of
    /// gray `stem` over their lower half and a hairline of gray `hairline` over their upper half.
    private static func page(stem: UInt32, hairline: UInt32) throws -> Pix {
        let (width, height) = (600, 600)
        let pix = try Pix(pixCreate(Int32(width), Int32(height), 8), operation: "test page")
        pixSetAllArbitrary(pix.pointer, 200)
        for y in 0..<height where y % 40 >= 12 && y % 40 < 28 {
            for x in stride(from: 30, to: width - 30, by: 10) {
                let upper = y % 40 < 20
                for dx in 0..<(upper ? 2 : 4) { pixSetPixel(pix.pointer, Int32(x + dx), Int32(y), upper ? hairline : stem) }
            }
        }
        return pix
    }

    @Test func printWhoseHairlinesAreLighterThanTheMaskLooksBroken() throws {
        // The hairlines (160) lie between the standard threshold (150) and the lenient one (170): 8 px against 16 px.
        #expect(try Preprocessor.printLooksBroken(try Self.page(stem: 60, hairline: 160)))
    }

    @Test func printMeasuredWholeDoesNot() throws {
        #expect(try !Preprocessor.printLooksBroken(try Self.page(stem: 60, hairline: 60)))
        // Hairlines darker than the standard threshold: whole on both masks.
        #expect(try !Preprocessor.printLooksBroken(try Self.page(stem: 60, hairline: 140)))
        // Hairlines lighter than the lenient threshold too: the same fragments on both masks, nothing to gain.
        #expect(try !Preprocessor.printLooksBroken(try Self.page(stem: 60, hairline: 185)))
    }

    /// The lenient reading measures print on the lenient mask: a different scale than the standard reading for such print.
    @Test func theLenientOptionMeasuresOnTheLenientMask() throws {
        let page = try Self.page(stem: 60, hairline: 160)
        let standard = try #require(TextSize.medianCharacterHeight(try Preprocessor.textMask(page)))
        let lenient = try #require(TextSize.medianCharacterHeight(try Preprocessor.lenientMask(page)))
        #expect(standard < 10 && lenient >= 15, "standard \(standard), lenient \(lenient)")
    }

    /// The standard mask's height sizing measured is the one `printLooksBroken` is given: it decides as if it had
    /// measured the page itself.
    @Test func aHeightAlreadyMeasuredIsUsed() throws {
        // Whole print (16 px on both masks), said to measure 8 px on the standard mask: broken.
        #expect(try Preprocessor.printLooksBroken(try Self.page(stem: 60, hairline: 60), standardHeight: 8))
        #expect(try !Preprocessor.printLooksBroken(try Self.page(stem: 60, hairline: 160), standardHeight: 16))
    }

    /// What sizing measured on a photo's normalised page is what measuring its standard mask again finds.
    @Test func sizingMeasuresTheHeightOfTheNormalisedPage() throws {
        let url = ImageValidatorTests.testImages.appendingPathComponent("fire-blur-photo.jpg")
        let decoded = try ImageDecoder.decode(try ImageValidator().validate(url), page: 0)
        var times = OCRStageTimes()
        let gray = try Preprocessor(options: .standard).prepare(decoded, osd: { nil }, times: &times)
        let normalized = try #require(gray.normalized)
        let measured = try #require(gray.normalizedPrintHeight)
        #expect(measured == TextSize.medianCharacterHeight(try Preprocessor.textMask(normalized)))
    }
}
