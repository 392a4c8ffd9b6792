import Foundation

/// A photo that passed validation: its bytes, format, header size and sha256.
public struct ValidatedImage: Sendable {
    /// Where it was read from.
    public var url: URL
    /// The whole file, read once (≤ 10 MB).
    public var data: Data
    public var format: ImageFormat
    /// Size of the first page, from its header.
    public var width: Int
    public var height: Int
    /// Pages to read: 1, or a multi-page TIFF's page count.
    public var pageCount: Int
    /// Lower-case hex sha256 of the file, the store's duplicate key.
    public var sha256: String
}
