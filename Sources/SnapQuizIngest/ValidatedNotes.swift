import Foundation

/// Typed notes (`.txt`, `.md`) that passed validation: the file's bytes, the text made from them and its sha256.
///
/// Notes are not read by OCR, so a homework made from them stores no OCR confidence (null): the column means
/// "how sure Tesseract was", and 100 would be a measurement nobody made, mixed into every average of real ones.
public struct ValidatedNotes: Sendable {
    /// Where it was read from.
    public var url: URL
    /// The whole file, read once (≤ 1 MB); this is what the store keeps, as `images/<id>.<txt|md>`.
    public var data: Data
    /// The text a quiz is made from: line ends normalised, and for Markdown the markup taken away.
    public var text: String
    /// `txt` or `md`: the extension the stored copy gets.
    public var fileExtension: String
    /// Lower-case hex sha256 of the file, the store's duplicate key (as for photos).
    public var sha256: String
}
