/// Input limits of SPEC §8.
public struct ImageLimits: Sendable, Equatable {
    /// Largest accepted file, in bytes.
    public var maxBytes: Int
    /// Largest accepted width × height, read from the header before anything is decoded.
    public var maxPixels: Int

    public init(maxBytes: Int = 10 * 1024 * 1024, maxPixels: Int = 40_000_000) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
    }

    /// The limits of SPEC §8: 10 MB and 40 megapixels.
    public static let standard = ImageLimits()
}
