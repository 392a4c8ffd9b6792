import SnapQuizCore

/// Why a photo could not be validated, read or recognised.
public enum IngestError: SnapQuizFailure, Equatable {
    /// The file does not exist or cannot be read (exit 66).
    case unreadable(file: String, reason: String)
    /// The file is not an acceptable image: wrong type, too large, corrupt (exit 65).
    case badImage(file: String, reason: String)
    /// The file is named as typed notes (.txt, .md) but is not usable text: not UTF-8, binary, too large (exit 65).
    case badNotes(file: String, reason: String)
    /// The traineddata for a language is not installed (exit 69: the OCR engine is unavailable).
    case missingLanguage(language: String, searched: [String])
    /// Tesseract or Leptonica failed where it should not have (exit 70).
    case engine(String)

    public var kind: FailureKind {
        switch self {
        case .unreadable: .noInput
        case .badImage, .badNotes: .badData
        case .missingLanguage: .unavailable
        case .engine: .internalError
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "cannot read \(file): \(reason)"
        case let .badImage(file, reason):
            "\(file) is not a usable photo: \(reason)"
        case let .badNotes(file, reason):
            "\(file) cannot be used as typed notes: \(reason)"
        case let .missingLanguage(language, searched):
            "the Tesseract language pack '\(language)' is not installed (looked for \(language).traineddata in "
                + searched.joined(separator: ", ")
                + "); install it (Debian: apt-get install tesseract-ocr-\(language)) or set TESSDATA_PREFIX"
        case let .engine(message):
            "OCR engine failure: \(message)"
        }
    }
}
