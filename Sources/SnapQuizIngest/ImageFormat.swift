/// The photo formats snapquiz accepts, recognised by their magic bytes.
public enum ImageFormat: String, Sendable, Equatable {
    case jpeg
    case png

    /// The extension the stored copy gets.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        }
    }
}
