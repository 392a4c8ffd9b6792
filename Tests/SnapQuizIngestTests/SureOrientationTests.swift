import Foundation
import Testing
@testable import SnapQuizIngest

/// A photo read a second time (from a coloured lamp's channel, or with its print measured on the lenient mask) is turned
/// the way its first reading surely found, when that reading found the text, without Leptonica's test or OSD again
/// (issue 10, speed); a turn OSD could not tell, or found on a poor reading, is decided again.
@Suite struct SureOrientationTests {
    private static func decoded(_ name: String) throws -> SnapQuizIngest.Pix {
        try ImageDecoder.decode(try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name)), page: 0)
    }

    private static func osd() throws -> TesseractAPI {
        let folder = try TessdataLocator.find(language: "eng", environment: ProcessInfo.processInfo.environment)
        return try TesseractAPI(datapath: folder.path, language: "osd")
    }

    /// The lamp page read from luminance is poor (its faint print hardly shows there) and the turn found on it is wrong:
    /// its reading from the green channel decides again, and reads the page (CER 1.000 when it took that turn). (The
    /// page is now read from its channel alone, `LampChannel.aloneMargin`; here it is read from luminance first.)
    @Test func aPoorReadingsTurnIsDecidedAgain() throws {
        let (image, truth) = try ImageValidatorTests.testImage("science-lamp-photo.jpg")
        let engine = try OCREngine()
        engine.readsChannelAlone = false
        let cer = CER.rate(truth: truth, ocr: try engine.recognize(image).text)
        #expect(cer <= 0.05, "CER \(cer)")
        #expect(engine.orientationDecisions == 2)
    }

    /// The sheet on cloth is read again from its red channel after a first reading that found its text: that reading
    /// takes the first one's turn, and the page still reads.
    @Test func aReadingThatFoundTheTextPassesItsTurnOn() throws {
        let (image, truth) = try ImageValidatorTests.testImage("history-cloth-photo.jpg")
        let engine = try OCREngine()
        let cer = CER.rate(truth: truth, ocr: try engine.recognize(image).text)
        #expect(cer <= 0.01, "CER \(cer)")
        #expect(engine.orientationDecisions == 1)
    }

    /// The page turned a quarter goes to OSD, whose answer is sure; given that answer, a later reading turns the page
    /// the same way without OSD.
    @Test func aSureTurnIsTakenWithoutOSD() throws {
        let page = try Self.decoded("science-rot90.jpg")
        let engine = try Self.osd()
        var asked = 0
        var times = OCRStageTimes()
        let first = try Preprocessor(options: .standard).prepare(page, osd: {
            asked += 1
            return engine
        }, times: &times)
        let turns = try #require(first.sureQuarterTurns)
        #expect(asked == 1 && first.output.rotation == turns * 90 && turns % 2 == 1)
        var lenient = PreprocessOptions.standard
        lenient.lenientTextMask = true
        let again = try Preprocessor(options: lenient).prepare(page, osd: {
            asked += 1
            return engine
        }, quarterTurns: turns, times: &times)
        #expect(asked == 1 && again.output.rotation == first.output.rotation)
    }

    /// When OSD cannot tell (here: it is missing), nothing is decided for a later reading, which asks again.
    @Test func anUnsureTurnIsLeftToTheNextReading() throws {
        var times = OCRStageTimes()
        let gray = try Preprocessor(options: .standard).prepare(try Self.decoded("science-rot90.jpg"), osd: { nil }, times: &times)
        #expect(gray.sureQuarterTurns == nil && gray.output.rotation == 0)
    }

    /// A page Leptonica's test is sure of (upright, or turned a half) needs no OSD, and its answer is passed on.
    @Test func leptonicasSureAnswerIsPassedOn() throws {
        var times = OCRStageTimes()
        let upright = try Preprocessor(options: .standard).prepare(try Self.decoded("maths-scan.png"), osd: { nil }, times: &times)
        let halfTurned = try Preprocessor(options: .standard).prepare(try Self.decoded("history-rot180.jpg"), osd: { nil }, times: &times)
        #expect(upright.sureQuarterTurns == 0)
        #expect(halfTurned.sureQuarterTurns == 2 && halfTurned.output.rotation == 180)
    }
}
