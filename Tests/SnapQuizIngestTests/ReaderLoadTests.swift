import Foundation
import Testing
import SnapQuizIngest

/// The language model loads on a helper thread while the first page is cleaned up: an engine whose model cannot be
/// loaded is still made, and says why when it reads, as it did when it loaded before reading.
struct ReaderLoadTests {
    @Test func aModelThatCannotBeLoadedIsReportedWhenReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessdata-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Found by `TessdataLocator` (the file is there), refused by Tesseract (it is empty).
        try Data().write(to: folder.appendingPathComponent("eng.traineddata"))
        let engine = try OCREngine(environment: ["TESSDATA_PREFIX": folder.path], lexicon: nil, budget: CoreBudget(cores: 1))
        let image = try ImageValidator().validate(ImageValidatorTests.testImages.appendingPathComponent("maths-scan.png"))
        do {
            _ = try engine.recognize(image)
            Issue.record("read a page without a language model")
        } catch let error as IngestError {
            #expect(error.kind == .unavailable, "\(error)")
            #expect(error.description.contains("'eng'"), "\(error)")
        }
    }
}
