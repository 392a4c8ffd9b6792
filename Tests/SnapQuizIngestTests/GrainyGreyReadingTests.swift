import Foundation
import Testing
import SnapQuizCore
@testable import SnapQuizIngest

/// A photo taken in dim light (its sensor grain smoothed, `PaperGrain`) is read from its grey image too, even when its
/// thresholded reading is poor, and the grey reading is kept when Tesseract is surer of it, however many specks of grain
/// the thresholded reading took for words.
@Suite struct GrainyGreyReadingTests {
    static let folder = ImageValidatorTests.testImages

    /// The figures of two dim photos of our own (scripts/make-testimages.py --variants dim 8 DIR 5150): moon-dim-6's
    /// thresholded reading found 1090 "words" (730 of them known: single letters of grain), its grey image 144 (141
    /// known); science-dim-7's 182 words for the grey image's 151. Counted as on other pages, neither grey reading was
    /// kept (CER 0.048 and 0.049; kept, 0.011 and 0.019).
    @Test func onAGrainyPageTheGreyReadingMayFindFewerWords() {
        let specks = Reading(grade: .poor, confidence: 32.5, dictionaryRate: 0.67, words: 1090)
        let moon = Reading(grade: .good, confidence: 93.4, dictionaryRate: 0.98, words: 144)
        #expect(OCREngine.greyReadingIsBetter(moon, than: specks, grainy: true))
        #expect(!OCREngine.greyReadingIsBetter(moon, than: specks))
        let unsure = Reading(grade: .fair, confidence: 74.1, dictionaryRate: 0.83, words: 182)
        let science = Reading(grade: .good, confidence: 89.1, dictionaryRate: 0.94, words: 151)
        #expect(OCREngine.greyReadingIsBetter(science, than: unsure, grainy: true))
        #expect(!OCREngine.greyReadingIsBetter(science, than: unsure))
        // Still refused on a grainy page: a grey reading that is poor itself, knows a smaller share of its words, or is
        // not surer by a point.
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .poor, confidence: 60, dictionaryRate: 0.90, words: 140), than: specks, grainy: true))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .fair, confidence: 80, dictionaryRate: 0.81, words: 150), than: unsure, grainy: true))
        #expect(!OCREngine.greyReadingIsBetter(Reading(grade: .good, confidence: 75, dictionaryRate: 0.95, words: 150), than: unsure, grainy: true))
    }

    /// Only a photo whose paper was smoothed for grain counts as grainy: TestImages/plants-dim-photo (a warm lamp in a
    /// dim room), not science-photo (ordinary light).
    @Test func onlyAPhotoWhosePaperWasSmoothedIsGrainy() throws {
        func grainy(_ name: String) throws -> Bool {
            let decoded = try ImageDecoder.decode(try ImageValidator().validate(Self.folder.appendingPathComponent(name)), page: 0)
            var times = OCRStageTimes()
            return try Preprocessor(options: .standard).prepare(decoded, osd: { nil }, times: &times).grainy
        }
        #expect(try grainy("plants-dim-photo.jpg"))
        #expect(try !grainy("science-photo.jpg"))
    }

    /// TestImages/plants-dim-photo, small serif print by a warm lamp in a dim room with exact text: Sauvola's reading was
    /// graded poor (confidence 54.5, 203 words for about 150) and read at CER 0.125 (BoW 0.355); its grey image at 0.066.
    @Test func aDimPhotoIsReadFromItsGreyImage() throws {
        let (image, truth) = try ImageValidatorTests.testImage("plants-dim-photo.jpg")
        let result = try OCREngine().recognize(image)
        let cer = CER.rate(truth: truth, ocr: result.text)
        #expect(cer <= 0.09, "CER \(cer)")
        #expect(result.reading?.grade != .poor, "\(String(describing: result.reading))")
    }
}
