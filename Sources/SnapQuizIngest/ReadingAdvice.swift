import Foundation
import SnapQuizCore

/// What a poor reading grade says about the photo, in words a learner can act on: what looks wrong and how to
/// retake it. Only what the three figures can tell is said: nothing found, doubtful words (blurred, dark, tiny
/// print or handwriting, which these figures cannot tell apart), too little text, or words that are not English.
public enum ReadingAdvice {
    /// Plain advice for a `poor` reading; nil for `good` and `fair`.
    public static func advice(for reading: Reading) -> String? {
        guard reading.grade == .poor else { return nil }
        let figures = "\(reading.words) words" + (reading.confidence.map { String(format: ", %.0f%% mean confidence", $0) } ?? "")
            + (reading.dictionaryRate.map { String(format: ", %.0f%% dictionary words", $0 * 100) } ?? "")
        let problem: String
        let retake: String
        if reading.words == 0 {
            problem = "no text was found on the photo"
            retake = "make sure the page fills the photo, is in focus and well lit"
        } else if let confidence = reading.confidence, confidence < ReadingGrader.poorConfidence {
            // Blur, darkness, tiny print and handwriting all look alike in these figures: name them all.
            problem = "the page could not be read reliably (\(figures)); the photo looks blurred, too dark or unevenly lit, "
                + "the print too small, or the page is handwritten"
            retake = "hold the camera steady and straight above the page, close enough that the page fills the frame, "
                + "in good even light without shadows; handwriting cannot be read reliably"
        } else if reading.words < ReadingGrader.poorWords {
            problem = "very little text was found (\(figures))"
            retake = "check that the photo shows the whole page, taken closer so that the page fills the frame"
        } else {
            problem = "many words read are not English words (\(figures)); the photo may be blurred or the page in another language"
            retake = "retake it sharper, or give the page's language with --lang"
        }
        return "the reading is poor: \(problem). To retake the photo: \(retake). Lines that could not be read were left out of the quiz."
    }
}
