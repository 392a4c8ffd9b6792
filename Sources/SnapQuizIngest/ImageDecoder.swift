import Foundation
internal import CTesseract

/// Decodes the pages of a validated photo into Leptonica images: Leptonica reads JPEG, PNG, TIFF and WebP,
/// libheif reads HEIC (`HEIFDecoder`).
enum ImageDecoder {
    /// Page `page` (0 for everything but a multi-page TIFF), alpha blended on white, colour map removed.
    static func decode(_ image: ValidatedImage, page: Int) throws -> Pix {
        let decoded: UnsafeMutablePointer<PIX>?
        if image.format == .heic {
            decoded = try HEIFDecoder.decode(image)
        } else {
            decoded = image.data.withUnsafeBytes { raw -> UnsafeMutablePointer<PIX>? in
                guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
                // pixReadMem would give only the first page of a TIFF.
                return image.format == .tiff ? pixReadMemTiff(base, raw.count, Int32(page)) : pixReadMem(base, raw.count)
            }
        }
        guard let decoded else {
            let which = image.pageCount > 1 ? "page \(page + 1) of the image" : "the image data"
            throw IngestError.badImage(file: image.url.path, reason: "\(which) cannot be decoded (the file is corrupt)")
        }
        var pix = try Pix(decoded, operation: "decode")
        if pixGetSpp(pix.pointer) == 4 {
            pix = try Pix(pixRemoveAlpha(pix.pointer), operation: "remove alpha")
        }
        if pixGetColormap(pix.pointer) != nil {
            pix = try Pix(pixRemoveColormap(pix.pointer, Int32(REMOVE_CMAP_BASED_ON_SRC)), operation: "remove colour map")
        }
        return pix
    }
}
