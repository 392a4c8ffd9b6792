import Foundation

/// A validated input of `ingest`: a photo to read by OCR, or typed notes used as they are.
public enum HomeworkFile: Sendable {
    case photo(ValidatedImage)
    case notes(ValidatedNotes)

    /// The bytes the store keeps (the file as validated).
    public var data: Data {
        switch self {
        case let .photo(image): image.data
        case let .notes(notes): notes.data
        }
    }

    /// Lower-case hex sha256 of the file, the store's duplicate key.
    public var sha256: String {
        switch self {
        case let .photo(image): image.sha256
        case let .notes(notes): notes.sha256
        }
    }

    /// The extension of the stored copy, `images/<id>.<ext>`.
    public var fileExtension: String {
        switch self {
        case let .photo(image): image.format.fileExtension
        case let .notes(notes): notes.fileExtension
        }
    }
}

/// Validates what `ingest` is given (SPEC §8): a photo by its content, or typed notes, asked for by the name
/// (`.txt`, `.md`) and checked by content. A photo named `.txt` is still a photo: content wins over names.
public struct HomeworkFileValidator: Sendable {
    public var images: ImageValidator
    public var notes: NotesValidator

    public init(images: ImageValidator = ImageValidator(), notes: NotesValidator = NotesValidator()) {
        self.images = images
        self.notes = notes
    }

    public func validate(_ url: URL) throws -> HomeworkFile {
        guard NotesValidator.isNotesName(url) else { return .photo(try images.validate(url)) }
        let data = try InputFile.read(url, maxBytes: max(images.limits.maxBytes, notes.maxBytes)) {
            IngestError.badNotes(file: url.path, reason: $0)
        }
        if ImageFormat(magic: [UInt8](data.prefix(16))) != nil {
            return .photo(try images.validate(data: data, url: url))
        }
        return .notes(try notes.validate(data: data, url: url))
    }
}
