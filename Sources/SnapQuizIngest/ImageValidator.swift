import Foundation

/// Checks a photo before anything is decoded or stored (SPEC §8): type by magic bytes, file size,
/// pixel count of every page from the headers, and structural integrity (JPEG end marker, PNG chunk CRCs,
/// TIFF directories and strips, WebP and HEIF chunk and box sizes, all inside the file).
public struct ImageValidator: Sendable {
    public var limits: ImageLimits

    public init(limits: ImageLimits = .standard) {
        self.limits = limits
    }

    /// Reads and checks the file at `url`; throws `IngestError.unreadable` (66) or `.badImage` (65).
    public func validate(_ url: URL) throws -> ValidatedImage {
        let data = try InputFile.read(url, maxBytes: limits.maxBytes) { IngestError.badImage(file: url.path, reason: $0) }
        return try validate(data: data, url: url)
    }

    /// Checks bytes already in memory (the `url` only names the file in messages).
    public func validate(data: Data, url: URL) throws -> ValidatedImage {
        let name = url.path
        if data.isEmpty {
            throw IngestError.badImage(file: name, reason: "the file is empty (0 bytes)")
        }
        if data.count > limits.maxBytes {
            throw IngestError.badImage(file: name, reason: "the file is \(InputFile.megabytes(data.count)), more than the \(InputFile.megabytes(limits.maxBytes)) limit")
        }
        let bytes = [UInt8](data)
        guard let format = ImageFormat(magic: bytes) else {
            let hint = NotesValidator.isNotesName(url)
                ? "typed notes need no OCR: `snapquiz ingest` takes them as they are"
                : "typed notes are read from .txt or .md files"
            throw IngestError.badImage(file: name, reason: "it is not a JPEG, PNG, TIFF, WebP or HEIC image (checked by content, not by name); \(hint)")
        }
        let pages: [(width: Int, height: Int)]
        do {
            switch format {
            case .jpeg: pages = [try JPEGStructure.check(bytes)]
            case .png: pages = [try PNGStructure.check(bytes)]
            case .tiff: pages = try TIFFStructure.check(bytes)
            case .webp: pages = [try WebPStructure.check(bytes)]
            case .heic: pages = [try HEIFStructure.check(bytes)]
            }
        } catch let error as StructureError {
            throw IngestError.badImage(file: name, reason: error.reason)
        }
        for (number, size) in pages.enumerated() {
            let which = pages.count > 1 ? "page \(number + 1) " : ""
            guard size.width > 0, size.height > 0 else {
                throw IngestError.badImage(file: name, reason: "the header of \(which.isEmpty ? "the image " : which)gives a size of \(size.width)×\(size.height) pixels")
            }
            let pixels = size.width * size.height
            if pixels > limits.maxPixels {
                throw IngestError.badImage(file: name, reason: "\(which.isEmpty ? "it" : which + "of it") is \(size.width)×\(size.height) = \(megapixels(pixels)), more than the \(megapixels(limits.maxPixels)) limit")
            }
        }
        return ValidatedImage(url: url, data: data, format: format, width: pages[0].width, height: pages[0].height,
                              pageCount: pages.count, sha256: SHA256.hex(bytes))
    }

    private func megapixels(_ count: Int) -> String {
        String(format: "%.1f megapixels", Double(count) / 1_000_000)
    }
}

/// A structural defect found while walking an image file.
struct StructureError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
