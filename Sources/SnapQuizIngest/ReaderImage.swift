import Foundation
internal import CTesseract

/// The photo as a vision model is sent it: each page decoded, turned upright when the turn is known, scaled down
/// so its longest side is at most `maxSide` pixels and encoded as JPEG by Leptonica (`pixWriteMemJpeg`).
/// A 12-megapixel phone photo is 3–5 MB; a model reads a page at 1600 px as well and is sent a tenth of that.
public enum ReaderImage {
    /// The longest side sent, in pixels (OpenAI's high-detail tiles and Anthropic's 1568 px advice sit near this).
    public static let maxSide = 1600
    /// JPEG quality (Leptonica's default). The 1240×1754 demo photo (296 KB) goes out at 1131×1600 as 307 KB (403 KB
    /// at 85); the same page at 2832×4000 (1.7 MB) as 269 KB. Text edges stay clean at 75.
    public static let quality = 75
    /// Pages of a multi-page TIFF sent at most, in order; more would exceed what one request should carry.
    public static let maxPages = 8

    /// JPEG bytes of each page (at most `maxPages`), turned clockwise by `rotation` degrees (0, 90, 180, 270: the
    /// turn Tesseract found upright for the first page; applied to a single page only).
    public static func jpegPages(_ image: ValidatedImage, rotation: Int = 0, maxSide: Int = maxSide) throws -> [Data] {
        OCRThreading.silenceLeptonica()
        let pages = min(image.pageCount, maxPages)
        return try (0..<pages).map { page in
            try jpeg(try ImageDecoder.decode(image, page: page), quarterTurns: pages == 1 ? rotation / 90 : 0, maxSide: maxSide)
        }
    }

    private static func jpeg(_ decoded: Pix, quarterTurns: Int, maxSide: Int) throws -> Data {
        var pix = decoded
        // JPEG holds 8-bit gray or 24-bit colour: 1, 2, 4 and 16-bit images are widened first.
        if pix.depth != 8 && pix.depth != 32 {
            pix = try Pix(pixConvertTo8(pix.pointer, 0), operation: "convert to 8 bits")
        }
        let longest = max(pix.width, pix.height)
        if longest > maxSide {
            let factor = Float(maxSide) / Float(longest)
            pix = try Pix(pixScale(pix.pointer, factor, factor), operation: "scale down")
        }
        // pixScale may round one side up a pixel; never send more than the cap.
        if max(pix.width, pix.height) > maxSide {
            let width = min(pix.width, maxSide), height = min(pix.height, maxSide)
            pix = try Pix(pixScaleToSize(pix.pointer, Int32(width), Int32(height)), operation: "scale to size")
        }
        if quarterTurns % 4 != 0 {
            pix = try Pix(pixRotateOrth(pix.pointer, Int32(((quarterTurns % 4) + 4) % 4)), operation: "rotate")
        }
        if pix.depth == 32 { pixSetSpp(pix.pointer, 3) }
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemJpeg(&bytes, &size, pix.pointer, Int32(quality), 0) == 0, let bytes else {
            throw IngestError.engine("cannot encode the photo as JPEG for the LLM reader")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}
