import Foundation

/// Checks a photo before anything is decoded or stored (SPEC §8): type by magic bytes, file size,
/// pixel count from the header, and structural integrity (JPEG end marker, PNG chunk CRCs).
public struct ImageValidator: Sendable {
    public var limits: ImageLimits

    public init(limits: ImageLimits = .standard) {
        self.limits = limits
    }

    /// Reads and checks the file at `url`; throws `IngestError.unreadable` (66) or `.badImage` (65).
    public func validate(_ url: URL) throws -> ValidatedImage {
        let name = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else {
            throw IngestError.unreadable(file: name, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw IngestError.badImage(file: name, reason: "it is a directory, not an image file")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: name)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        if size > limits.maxBytes {
            throw IngestError.badImage(file: name, reason: "the file is \(megabytes(size)), more than the \(megabytes(limits.maxBytes)) limit")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IngestError.unreadable(file: name, reason: "permission denied or read error")
        }
        return try validate(data: data, url: url)
    }

    /// Checks bytes already in memory (the `url` only names the file in messages).
    public func validate(data: Data, url: URL) throws -> ValidatedImage {
        let name = url.path
        if data.isEmpty {
            throw IngestError.badImage(file: name, reason: "the file is empty (0 bytes)")
        }
        if data.count > limits.maxBytes {
            throw IngestError.badImage(file: name, reason: "the file is \(megabytes(data.count)), more than the \(megabytes(limits.maxBytes)) limit")
        }
        let bytes = [UInt8](data)
        let format: ImageFormat
        let size: (width: Int, height: Int)
        do {
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                format = .jpeg
                size = try JPEGStructure.check(bytes)
            } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                format = .png
                size = try PNGStructure.check(bytes)
            } else {
                throw StructureError("it is neither a JPEG nor a PNG image (checked by content, not by name)")
            }
        } catch let error as StructureError {
            throw IngestError.badImage(file: name, reason: error.reason)
        }
        guard size.width > 0, size.height > 0 else {
            throw IngestError.badImage(file: name, reason: "the header gives a size of \(size.width)×\(size.height) pixels")
        }
        let pixels = size.width * size.height
        if pixels > limits.maxPixels {
            throw IngestError.badImage(file: name, reason: "it is \(size.width)×\(size.height) = \(megapixels(pixels)), more than the \(megapixels(limits.maxPixels)) limit")
        }
        return ValidatedImage(url: url, data: data, format: format, width: size.width, height: size.height,
                              sha256: SHA256.hex(bytes))
    }

    private func megabytes(_ count: Int) -> String {
        String(format: "%.1f MB", Double(count) / 1_048_576)
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
