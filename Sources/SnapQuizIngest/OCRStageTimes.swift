import Foundation

/// Where one recognition's wall time went, stage by stage: the bench prints it (`snapquiz-bench ocr --stages`)
/// to show what a page costs beside the tesseract CLI. Nothing else depends on it.
public struct OCRStageTimes: Sendable, Equatable, Codable {
    /// The stages of `OCREngine.recognize`, in the order they run.
    public enum Stage: String, Sendable, Codable, CaseIterable {
        /// Decoding the file into pixels.
        case decode
        /// Grayscale and finding the sheet on its background (`PageMask`).
        case isolate
        /// Background normalisation, the text mask, scaling to the target character height and the median filter.
        case clean
        /// Skew search and rotation.
        case deskew
        /// Leptonica's orientation test and, when it is unsure, Tesseract's OSD.
        case orientation
        /// Sauvola thresholding of the first reading.
        case binarize
        /// Tesseract's layout analysis deciding between one block and columns.
        case layout
        /// Tesseract's recognition of the first reading.
        case recognize
        /// Everything the second reading of a page not read well (Sauvola's retry factor) costs.
        case reread
        /// Everything the reading of a page's grey image (`PreprocessOptions.greyReading`) costs.
        case grey
        /// Everything the reading of a photo under a coloured lamp from its best channel (`LampChannel`) costs.
        case lamp
        /// Grading, spelling repair and unreadable lines, after recognition.
        case reading
    }

    /// Seconds per stage; a stage that did not run is absent.
    public private(set) var seconds: [Stage: Double] = [:]

    public init() {}

    /// Runs `body` and adds its wall time to `stage`.
    mutating func time<T>(_ stage: Stage, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now()
        defer { add(stage, since: start) }
        return try body()
    }

    /// Adds the wall time from `start` until now to `stage`.
    mutating func add(_ stage: Stage, since start: DispatchTime) {
        seconds[stage, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
