import Foundation
import Testing
import SnapQuizIngest

struct TessdataLocatorTests {
    @Test func missingLanguagePackIsNamed() {
        let environment = ["TESSDATA_PREFIX": FileManager.default.temporaryDirectory.path + "/no-tessdata-\(UUID().uuidString)"]
        do {
            _ = try TessdataLocator.find(language: "xyz", environment: environment)
            Issue.record("found a language that does not exist")
        } catch let error as IngestError {
            #expect(error.kind == .unavailable)
            #expect(error.description.contains("'xyz'"))
            #expect(error.description.contains("tesseract-ocr-xyz"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func prefixFolderIsUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("abc.traineddata"))
        let found = try TessdataLocator.find(language: "abc", environment: ["TESSDATA_PREFIX": folder.path])
        #expect(found.path == folder.path)
    }

    @Test func systemEnglishIsFound() throws {
        let found = try TessdataLocator.find(language: "eng", environment: [:])
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("eng.traineddata").path))
    }
}
