import Foundation

/// Checks typed notes by content (SPEC §8): UTF-8 text with no binary control bytes, at most 1 MB, not blank.
public struct NotesValidator: Sendable {
    /// Largest accepted notes file, in bytes.
    public var maxBytes: Int

    public init(maxBytes: Int = 1024 * 1024) {
        self.maxBytes = maxBytes
    }

    /// Names that ask for typed notes; any other name must be a photo (whatever its content).
    static let plainExtensions: Set<String> = ["txt", "text"]
    static let markdownExtensions: Set<String> = ["md", "markdown"]

    /// Whether `url`'s name asks for typed notes.
    public static func isNotesName(_ url: URL) -> Bool {
        let ext = url.pathExtension.lowercased()
        return plainExtensions.contains(ext) || markdownExtensions.contains(ext)
    }

    /// Checks bytes already in memory (the `url` names the file in messages and says whether it is Markdown).
    public func validate(data: Data, url: URL) throws -> ValidatedNotes {
        let name = url.path
        func refuse(_ reason: String) -> IngestError { .badNotes(file: name, reason: reason) }
        if data.isEmpty { throw refuse("the file is empty (0 bytes)") }
        if data.count > maxBytes {
            throw refuse(String(format: "the file is %.1f MB, more than the %.1f MB limit for typed notes",
                                Double(data.count) / 1_048_576, Double(maxBytes) / 1_048_576))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a byte-order mark some editors write
        if let offset = Self.firstInvalidUTF8(bytes) {
            throw refuse("it is not UTF-8 text (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at byte \(offset)); save it as UTF-8")
        }
        // Tab, line feed, form feed and carriage return are text; any other C0 control byte (NUL above all) is not.
        if let offset = bytes.firstIndex(where: { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }) {
            throw refuse("it holds binary data (control byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at byte \(offset)), not text")
        }
        let raw = String(decoding: bytes, as: UTF8.self)
        let isMarkdown = Self.markdownExtensions.contains(url.pathExtension.lowercased())
        let text = NotesText.plain(raw, markdown: isMarkdown)
        guard text.contains(where: { $0.isLetter || $0.isNumber }) else { throw refuse("it holds no text") }
        return ValidatedNotes(url: url, data: data, text: text, fileExtension: isMarkdown ? "md" : "txt",
                              sha256: SHA256.hex([UInt8](data)))
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
