import Foundation
internal import CHeif
internal import CTesseract

/// Decodes the primary image of a HEIC/HEIF file with libheif into an 8-bit gray Leptonica image.
enum HEIFDecoder {
    /// libheif loads its codec plugins in `heif_init`; reference counted, so once per process is enough.
    private static let initialized: Bool = heif_init(nil).code == heif_error_Ok

    /// A new PIX (the caller owns it), or nil when libheif cannot decode the file.
    static func decode(_ image: ValidatedImage) throws -> UnsafeMutablePointer<PIX>? {
        guard initialized, let context = heif_context_alloc() else { throw IngestError.engine("libheif cannot start") }
        defer { heif_context_free(context) }
        let pix: UnsafeMutablePointer<PIX>? = try image.data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                  heif_context_read_from_memory_without_copy(context, base, raw.count, nil).code == heif_error_Ok else { return nil }
            var handle: OpaquePointer?
            guard heif_context_get_primary_image_handle(context, &handle).code == heif_error_Ok, let handle else { return nil }
            defer { heif_image_handle_release(handle) }
            // The validator read the largest size in the file's boxes; check what libheif will really decode too.
            let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
            guard width > 0, height > 0, width * height <= ImageLimits.standard.maxPixels else {
                throw IngestError.badImage(file: image.url.path, reason: "its primary image is \(width)×\(height) pixels")
            }
            guard let options = heif_decoding_options_alloc() else { return nil }
            defer { heif_decoding_options_free(options) }
            options.pointee.convert_hdr_to_8bit = 1  // 10-bit photos become 8-bit like any other
            // Only the luma plane: OCR reads gray, and it is a quarter of the memory of RGBA. libheif cannot convert
            // to monochrome, so decode in the file's own colour space (YCbCr in photos: Y is the luma), and only an
            // RGB-coded file is converted to YCbCr.
            var decoded: OpaquePointer?
            guard heif_decode_image(handle, &decoded, heif_colorspace_undefined, heif_chroma_undefined, options).code
                    == heif_error_Ok, var decoded else { return nil }
            if heif_image_get_colorspace(decoded) == heif_colorspace_RGB {
                heif_image_release(decoded)
                var converted: OpaquePointer?
                guard heif_decode_image(handle, &converted, heif_colorspace_YCbCr, heif_chroma_420, options).code
                        == heif_error_Ok, let converted else { return nil }
                decoded = converted
            }
            defer { heif_image_release(decoded) }
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(decoded, heif_channel_Y, &stride),
                  heif_image_get_bits_per_pixel_range(decoded, heif_channel_Y) == 8 else { return nil }
            let w = heif_image_get_width(decoded, heif_channel_Y), h = heif_image_get_height(decoded, heif_channel_Y)
            guard let pix = pixCreate(w, h, 8) else { return nil }
            let words = pixGetData(pix)!, wordsPerLine = Int(pixGetWpl(pix))
            for row in 0..<Int(h) {
                memcpy(UnsafeMutableRawPointer(words + row * wordsPerLine), plane + row * Int(stride), Int(w))
            }
            // Leptonica keeps 8-bit pixels in 32-bit words in machine byte order; rows were copied in file order.
            pixEndianByteSwap(pix)
            return pix
        }
        return pix
    }
}
