import Foundation
import Testing
@testable import SnapQuizIngest

/// TIFF, WebP and HEIC are checked by content as strictly as JPEG and PNG: truncated, corrupt and
/// bomb-sized files are refused from their structure and headers, before anything is decoded.
final class ImageFormatValidatorTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Each test's folder goes when the test ends: a run left a hundred of them in the temporary directory.
    deinit { try? FileManager.default.removeItem(at: folder) }

    private func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: ImageValidatorTests.testImages.appendingPathComponent(name)))
    }

    /// The reason a file with these bytes is refused (nil when it is accepted); the message names the file.
    private func refusal(_ bytes: [UInt8], _ name: String) throws -> String? {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        do {
            _ = try ImageValidator().validate(url)
            return nil
        } catch let IngestError.badImage(file, reason) {
            #expect(file == url.path)
            #expect(IngestError.badImage(file: file, reason: reason).description.contains(name))
            return reason
        }
    }

    @Test(arguments: [("science-photo-heic.heic", ImageFormat.heic, 1), ("history-photo-webp.webp", .webp, 1),
                      ("maths-scan-tiff.tif", .tiff, 1), ("pages-multipage-scan.tif", .tiff, 2)])
    func acceptsByContentWithHeaderSize(_ name: String, _ format: ImageFormat, _ pages: Int) throws {
        // Named .jpg: the content decides.
        let url = folder.appendingPathComponent("renamed.jpg")
        try Data(try bytes(of: name)).write(to: url)
        let image = try ImageValidator().validate(url)
        #expect(image.format == format)
        #expect(image.width == 1240 && image.height == 1754)
        #expect(image.pageCount == pages)
    }

    @Test(arguments: ["science-photo-heic.heic", "history-photo-webp.webp", "maths-scan-tiff.tif", "pages-multipage-scan.tif"])
    func refusesTruncatedFiles(_ name: String) throws {
        let whole = try bytes(of: name)
        for length in [whole.count / 2, whole.count - 40] {
            let reason = try refusal(Array(whole.prefix(length)), "cut-\(length)-" + name)
            #expect(reason?.contains("truncated") == true, "\(name) cut to \(length) bytes: \(reason ?? "accepted")")
        }
    }

    // MARK: TIFF

    /// A little-endian TIFF of one page: width, height and one strip of `stripLength` bytes at `stripOffset`.
    private func tiff(width: UInt32, height: UInt32, stripOffset: UInt32 = 8, stripLength: UInt32 = 4, nextIFD: UInt32 = 0) -> [UInt8] {
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func le32(_ v: UInt32) -> [UInt8] { le16(UInt16(v & 0xFFFF)) + le16(UInt16(v >> 16)) }
        func entry(_ tag: UInt16, _ value: UInt32) -> [UInt8] { le16(tag) + le16(4) + le32(1) + le32(value) }
        let header: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + le32(12)
        let strip: [UInt8] = [0, 0, 0, 0]
        return header + strip + le16(4) + entry(256, width) + entry(257, height) + entry(273, stripOffset)
            + entry(279, stripLength) + le32(nextIFD)
    }

    @Test func tiffStructure() throws {
        #expect(try refusal(tiff(width: 20, height: 10), "small.tif") == nil)
        #expect(try refusal(tiff(width: 20000, height: 20000), "bomb.tif")?.contains("megapixels") == true)
        #expect(try refusal(tiff(width: 20, height: 10, stripLength: 5000), "short.tif")?.contains("image data runs past the end") == true)
        // The directory's "next page" points back at itself.
        #expect(try refusal(tiff(width: 20, height: 10, nextIFD: 12), "loop.tif")?.contains("loop") == true)
        #expect(try refusal(tiff(width: 0, height: 10), "empty.tif")?.contains("0×10") == true)
        var big = tiff(width: 20, height: 10)
        big[2] = 0x2B
        #expect(try refusal(big, "big.tif")?.contains("BigTIFF") == true)
    }

    // MARK: WebP

    /// An extended WebP whose VP8X canvas is `width`×`height`, with a tiny lossless frame.
    private func webp(width: Int, height: Int) -> [UInt8] {
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        let vp8x = Array("VP8X".utf8) + le(10, 4) + [0, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3)
        let vp8l = Array("VP8L".utf8) + le(5, 4) + [0x2F] + le(0, 4) + [0]  // padded to an even length
        let body = Array("WEBP".utf8) + vp8x + vp8l
        return Array("RIFF".utf8) + le(body.count, 4) + body
    }

    @Test func webpStructure() throws {
        #expect(try refusal(webp(width: 16000, height: 16000), "bomb.webp")?.contains("megapixels") == true)
        var corrupt = try bytes(of: "history-photo-webp.webp")
        corrupt[20 + 3] = 0  // the VP8 start code 9D 01 2A
        #expect(try refusal(corrupt, "corrupt.webp")?.contains("corrupt") == true)
        var animated = webp(width: 20, height: 20)
        animated[20] = 0x02  // VP8X animation flag
        #expect(try refusal(animated, "animated.webp")?.contains("animated") == true)
    }

    // MARK: HEIC

    @Test func heicStructure() throws {
        let heic = try bytes(of: "science-photo-heic.heic")
        // The ispe property holds the size: make it claim 20000×20000.
        let ispe = try #require((0..<(heic.count - 4)).first { heic[$0..<($0 + 4)].elementsEqual(Array("ispe".utf8)) })
        var bomb = heic
        for offset in [ispe + 8, ispe + 12] { bomb.replaceSubrange(offset..<(offset + 4), with: [0, 0, 0x4E, 0x20]) }
        #expect(try refusal(bomb, "bomb.heic")?.contains("megapixels") == true)
        // An MP4 video has the same box structure but another brand.
        var video = heic
        video.replaceSubrange(8..<12, with: Array("isom".utf8))
        for at in stride(from: 16, to: 28, by: 4) { video.replaceSubrange(at..<(at + 4), with: Array("isom".utf8)) }
        #expect(try refusal(video, "video.heic")?.contains("not a HEIF still image") == true)
        // The meta box claims to be larger than the file.
        var oversized = heic
        oversized.replaceSubrange(28..<32, with: [0x7F, 0, 0, 0])
        #expect(try refusal(oversized, "oversized.heic")?.contains("truncated") == true)
    }

    /// A file that passes the structure check but whose compressed data is garbage is refused when decoded, with
    /// 65. (An LZW strip can be told from garbage; lossy WebP, HEVC and G4 data decode to noise without an error,
    /// which is why the structure checks above carry the weight.)
    @Test func undecodableDataIsABadImage() throws {
        var tiff = try bytes(of: "maths-scan-tiff.tif")
        let directory = Int(tiff[4]) | Int(tiff[5]) << 8 | Int(tiff[6]) << 16 | Int(tiff[7]) << 24
        for i in 8..<directory { tiff[i] = UInt8(truncatingIfNeeded: i &* 31) }
        let url = folder.appendingPathComponent("garbage.tif")
        try Data(tiff).write(to: url)
        let image = try ImageValidator().validate(url)
        #expect {
            _ = try ImageDecoder.decode(image, page: 0)
        } throws: { error in
            guard case let IngestError.badImage(file, reason) = error else { return false }
            return file == url.path && reason.contains("cannot be decoded")
        }
    }
}
