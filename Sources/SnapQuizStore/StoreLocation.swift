import Foundation

/// Where the database and the image folder live (SPEC §2).
public struct StoreLocation: Sendable, Equatable {
    /// The snapquiz home: relative image paths are resolved against it.
    public var home: URL
    /// The SQLite database file.
    public var database: URL
    /// The folder that holds copies of ingested photos.
    public var images: URL { home.appendingPathComponent("images", isDirectory: true) }

    public init(home: URL, database: URL) {
        self.home = home
        self.database = database
    }

    /// A home folder with `snapquiz.sqlite` and `images/` inside it.
    public init(home: URL) {
        self.init(home: home, database: home.appendingPathComponent("snapquiz.sqlite"))
    }

    /// A database file given on its own; images live in `images/` beside it.
    public init(databaseFile: URL) {
        self.init(home: databaseFile.deletingLastPathComponent(), database: databaseFile)
    }

    /// Resolves `--db`, then `SNAPQUIZ_DB`, then `SNAPQUIZ_HOME`, then `$XDG_DATA_HOME/snapquiz`, then `~/.local/share/snapquiz`.
    public static func resolve(databaseOption: String?, environment: [String: String]) -> StoreLocation {
        if let path = databaseOption ?? nonEmpty(environment["SNAPQUIZ_DB"]) {
            return StoreLocation(databaseFile: URL(fileURLWithPath: expandTilde(path, environment)).standardizedFileURL)
        }
        if let home = nonEmpty(environment["SNAPQUIZ_HOME"]) {
            return StoreLocation(home: URL(fileURLWithPath: expandTilde(home, environment), isDirectory: true).standardizedFileURL)
        }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]) {
            return StoreLocation(home: URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("snapquiz", isDirectory: true))
        }
        let userHome = nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        return StoreLocation(home: URL(fileURLWithPath: userHome, isDirectory: true)
            .appendingPathComponent(".local/share/snapquiz", isDirectory: true))
    }

    /// The absolute location of an image path stored in `homework.image_url`.
    public func imageFile(relativePath: String) -> URL {
        home.appendingPathComponent(relativePath)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private static func expandTilde(_ path: String, _ environment: [String: String]) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }
}
