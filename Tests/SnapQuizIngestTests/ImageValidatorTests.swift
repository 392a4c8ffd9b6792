import Foundation
import SnapQuizCore
import Testing
@testable import SnapQuizIngest

/// Validation happens before anything is decoded or stored (SPEC §8).
final class ImageValidatorTests {
    static let testImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestImages")

    /// A TestImages file (`name` with its extension) validated as ingest validates it, with its exact text (the
    /// `.gt.txt` beside it): what every reading-accuracy test starts from.
    static func testImage(_ name: String) throws -> (image: ValidatedImage, truth: String) {
        let image = try ImageValidator().validate(testImages.appendingPathComponent(name))
        let truth = try String(contentsOf: testImages.appendingPathComponent((name as NSString).deletingPathExtension + ".gt.txt"), encoding: .utf8)
        return (image, truth)
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Each test's folder goes when the test ends: a run left a hundred of them in the temporary directory.
    deinit { try? FileManager.default.removeItem(at: folder) }

    private func write(_ bytes: [UInt8], _ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    private func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.testImages.appendingPathComponent(name)))
    }

    private func badImageReason(_ url: URL, limits: ImageLimits = .standard) -> String? {
        do {
            _ = try ImageValidator(limits: limits).validate(url)
            return nil
        } catch let IngestError.badImage(file, reason) {
            #expect(file == url.path)
            return reason
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func acceptsJPEGAndPNGByContentWithHeaderSize() throws {
        let jpeg = try ImageValidator().validate(Self.testImages.appendingPathComponent("science-photo.jpg"))
        #expect(jpeg.format == .jpeg)
        #expect(jpeg.width == 1240 && jpeg.height == 1754)
        // A PNG named .jpg is still a PNG.
        let renamed = try write(try bytes(of: "maths-scan.png"), "looks-like.jpg")
        let png = try ImageValidator().validate(renamed)
        #expect(png.format == .png)
        #expect(png.width == 1240 && png.height == 1754)
        #expect(png.sha256.count == 64)
    }

    @Test func rejectsTextNamedLikeAPhoto() throws {
        let url = try write(Array("not a picture at all".utf8), "homework.jpg")
        #expect(badImageReason(url)?.contains("not a JPEG, PNG, TIFF, WebP or HEIC image") == true)
    }

    @Test func rejectsEmptyFileAndDirectory() throws {
        let empty = try write([], "empty.png")
        #expect(badImageReason(empty)?.contains("empty") == true)
        #expect(badImageReason(folder)?.contains("directory") == true)
    }

    @Test func missingFileIsUnreadable() {
        let url = folder.appendingPathComponent("nope.jpg")
        #expect(throws: IngestError.unreadable(file: url.path, reason: "no such file")) {
            try ImageValidator().validate(url)
        }
        #expect(IngestError.unreadable(file: url.path, reason: "x").kind == .noInput)
        #expect(IngestError.badImage(file: url.path, reason: "x").kind == .badData)
    }

    @Test func rejectsTruncatedJPEG() throws {
        let whole = try bytes(of: "science-photo.jpg")
        let url = try write(Array(whole.prefix(whole.count / 2)), "truncated.jpg")
        #expect(badImageReason(url)?.contains("truncated") == true)
    }

    @Test func rejectsPNGWithBadCRC() throws {
        var png = try bytes(of: "maths-scan.png")
        // Flip a bit inside the first chunk after IHDR (8 signature + 25 IHDR bytes).
        png[8 + 25 + 10] ^= 0x01
        let url = try write(png, "bad-crc.png")
        #expect(badImageReason(url)?.contains("CRC") == true)
    }

    @Test func rejectsTooLargeFile() throws {
        let url = Self.testImages.appendingPathComponent("science-photo.jpg")
        #expect(badImageReason(url, limits: ImageLimits(maxBytes: 100_000))?.contains("limit") == true)
    }

    @Test func rejectsDecompressionBombFromHeaderAlone() throws {
        // A PNG header claiming 20000×20000 pixels (400 MP) with valid CRCs and almost no data.
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + payload
            let crc = CRC32.checksum(body[...])
            return be32(UInt32(payload.count)) + body + be32(crc)
        }
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let ihdr = be32(20000) + be32(20000) + [8, 0, 0, 0, 0]
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + chunk("IEND", [])
        let url = try write(png, "bomb.png")
        #expect(badImageReason(url)?.contains("megapixels") == true)
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Two blocks of padding.
        #expect(SHA256.hex(Array(String(repeating: "a", count: 56).utf8))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
