import Foundation

/// Reads an input file once, after the checks every input shares: it exists, is a file, and is not too large.
enum InputFile {
    /// The file's bytes; a missing or unreadable file is `IngestError.unreadable` (66), a directory or a file over
    /// `maxBytes` is what `refuse` makes of the reason (65).
    static func read(_ url: URL, maxBytes: Int, refuse: (String) -> IngestError) throws -> Data {
        let name = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else {
            throw IngestError.unreadable(file: name, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw refuse("it is a directory, not a file")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: name)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        if size > maxBytes {
            throw refuse("the file is \(megabytes(size)), more than the \(megabytes(maxBytes)) limit")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw IngestError.unreadable(file: name, reason: "permission denied or read error")
        }
    }

    static func megabytes(_ count: Int) -> String {
        String(format: "%.1f MB", Double(count) / 1_048_576)
    }
}
