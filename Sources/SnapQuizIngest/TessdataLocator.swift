import Foundation

/// Finds Tesseract's traineddata folder: `TESSDATA_PREFIX` first, then the Debian/Ubuntu install paths.
public enum TessdataLocator {
    /// Folders searched when `TESSDATA_PREFIX` is unset, in order.
    public static let defaultFolders = [
        "/usr/share/tesseract-ocr/5/tessdata",
        "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata",
        "/usr/local/share/tessdata",
    ]

    /// The folder that holds `<language>.traineddata` for every `+`-joined language, or `IngestError.missingLanguage`.
    public static func find(language: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let candidates = folders(environment: environment)
        let languages = language.split(separator: "+").map(String.init)
        guard !languages.isEmpty, languages.allSatisfy(isSafeName) else {
            throw IngestError.missingLanguage(language: language, searched: candidates)
        }
        for folder in candidates {
            let all = languages.allSatisfy { FileManager.default.isReadableFile(atPath: folder + "/" + $0 + ".traineddata") }
            if all { return URL(fileURLWithPath: folder, isDirectory: true) }
        }
        let missing = languages.first { lang in
            !candidates.contains { FileManager.default.isReadableFile(atPath: $0 + "/" + lang + ".traineddata") }
        } ?? language
        throw IngestError.missingLanguage(language: missing, searched: candidates)
    }

    /// Whether orientation detection can run: `osd.traineddata` beside the language data.
    public static func hasOrientationData(in folder: URL) -> Bool {
        FileManager.default.isReadableFile(atPath: folder.appendingPathComponent("osd.traineddata").path)
    }

    static func folders(environment: [String: String]) -> [String] {
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            // Tesseract accepts both the tessdata folder itself and its parent.
            let trimmed = prefix.hasSuffix("/") && prefix.count > 1 ? String(prefix.dropLast()) : prefix
            return [trimmed, trimmed + "/tessdata"]
        }
        return defaultFolders
    }

    private static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
