import Foundation
import Testing
@testable import SnapQuizIngest

/// Faint print under a strongly coloured lamp (issue 10, "shadows and colour"; scripts/make-testimages.py's
/// `faint_lamp_photos`): the channel the ink shows in is found and read; photos in white or warm light are read once.
@Suite struct LampChannelTests {
    private static func decoded(_ name: String) throws -> SnapQuizIngest.Pix {
        try ImageDecoder.decode(try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent(name)), page: 0)
    }

    /// Magenta ink under a magenta lamp shows in green, cyan ink under a cyan lamp in red; the warm-lit demo photo and
    /// the sheets on cloth (black print) show their ink in luminance as well as in any channel.
    @Test func findsTheChannelTheInkShowsIn() throws {
        #expect(LampChannel.choose(try Self.decoded("science-lamp-photo.jpg")) == .green)
        #expect(LampChannel.choose(try Self.decoded("history-lamp-photo.jpg")) == .red)
        #expect(LampChannel.choose(try Self.decoded("science-photo.jpg")) == nil)
        #expect(LampChannel.choose(try Self.decoded("science-cloth-photo.jpg")) == nil)
    }

    /// Read from luminance alone, both lamp pages read nothing (CER 1.000); from their channel, 0.069 and 0.335 on
    /// 2026-11-27; 0.060 and 0.329 on 2026-11-28 while the channel's print, broken into fragments and grain by the
    /// standard mask, was measured 6 px tall and the page scaled up 2.85 times; 0.038 and 0.191 measured on the lenient
    /// mask (`Preprocessor.printIsLostInGrain`). Their channels show the ink at 2.2 and 4.4 times luminance's contrast,
    /// so they are read from the channel alone (one reading, which decides the page's turn): the luminance reading they
    /// were read from first was poor on both, and cost 0.7 and 1.5 s. The channel's reading is never read again
    /// leniently, so its print is not measured for breaks.
    @Test(arguments: [("science-lamp-photo", 0.05), ("history-lamp-photo", 0.25)])
    func readsFaintPrintUnderAColouredLamp(_ name: String, _ maxCER: Double) throws {
        let (image, truth) = try ImageValidatorTests.testImage(name + ".jpg")
        let engine = try OCREngine()
        let cer = CER.rate(truth: truth, ocr: try engine.recognize(image).text)
        #expect(cer <= maxCER, "\(name): CER \(cer)")
        #expect(engine.brokenPrintMeasurements == 0 && engine.orientationDecisions == 1)
    }

    /// The lamp pages' channels are read alone; the sheet on cloth, whose red channel shows its black print at 1.44 times
    /// luminance's contrast, is read from luminance first and then from the channel.
    @Test func onlyAChannelFarAheadOfLuminanceIsReadAlone() throws {
        #expect(LampChannel.choice(try Self.decoded("science-lamp-photo.jpg"))?.readAlone == true)
        #expect(LampChannel.choice(try Self.decoded("history-lamp-photo.jpg"))?.readAlone == true)
        #expect(LampChannel.choice(try Self.decoded("history-cloth-photo.jpg"))?.readAlone == false)
    }
}
