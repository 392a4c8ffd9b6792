/// The photo formats snapquiz accepts, recognised by their magic bytes.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case jpeg
    case png
    /// Flatbed scanners and scan-to-mail; may hold several pages, read in order.
    case tiff
    case webp
    /// HEIC/HEIF, the iPhone's default.
    case heic

    /// The extension the stored copy gets.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .tiff: "tif"
        case .webp: "webp"
        case .heic: "heic"
        }
    }
}

extension ImageFormat {
    /// The format the first bytes announce, or nil for anything else.
    init?(magic bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
                    || bytes.starts(with: [0x49, 0x49, 0x2B, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2B]) {
            self = .tiff  // classic and BigTIFF, little- and big-endian (BigTIFF is refused with its name)
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            self = .heic  // an ISO media file; HEIFStructure checks that its brand is a HEIF still image
        } else {
            return nil
        }
    }
}
