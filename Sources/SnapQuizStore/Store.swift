import Foundation
import GRDB
import SnapQuizCore

/// The SQLite store (the default backend of `QuizStore`): one file every snapquiz process writes through.
///
/// Opening it creates the home (0700) and database (0600) if needed, turns on WAL and
/// foreign keys, waits up to `busyTimeout` for other processes, and applies the embedded migrations.
public final class Store: QuizStore {
    /// How long a connection waits for another process's lock before giving up.
    public static let busyTimeout: TimeInterval = 10

    /// Where this store's files live.
    public let location: StoreLocation
    /// The GRDB connection pool. Not API: commands and reports go through `QuizStore`; only the
    /// package's own tests, fixtures and benchmarks reach in (hence `package`).
    package let writer: DatabasePool

    /// Opens (creating if needed) the store at `location` and brings its schema up to date.
    public init(location: StoreLocation) throws {
        self.location = location
        try Self.prepareFolders(location)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "snapquiz"
        // Reads map the file instead of copying each page through pread(2): reports touch thousands of pages
        // scattered over a large store (list --json of 10k homework: ~30 ms less system time). SQLite's own cap.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 2147418112") }
        do {
            writer = try DatabasePool(path: location.database.path, configuration: configuration)
        } catch {
            throw StoreError.cannotCreate(path: location.database.path, reason: Self.reason(error))
        }
        try migrate()
        try recoverInterruptedImageMoves()
    }

    public var storeDescription: String { location.database.path }

    /// The photo's file: `images/<id>.<ext>` beside the database.
    public func imageLocation(of homework: Homework) -> String {
        location.imageFile(relativePath: homework.imageURL).path
    }

    /// The migrator holding every embedded migration, in file order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in embeddedMigrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    /// Identifiers of the migrations this binary carries.
    public static var knownMigrations: [String] { embeddedMigrations.map(\.identifier) }

    private func migrate() throws {
        let migrator = Self.migrator
        try mapErrors {
            let applied = try writer.read { db in try migrator.appliedIdentifiers(db) }
            let unknown = applied.subtracting(Self.knownMigrations).sorted()
            guard unknown.isEmpty else {
                throw StoreError.newerDatabase(path: location.database.path, unknownMigrations: unknown)
            }
            // Up to date (every run but the first after an upgrade): no barrier and no write transaction, which every
            // command, reports included, otherwise paid on opening the store.
            guard applied.count < Self.knownMigrations.count else { return }
            try migrator.migrate(writer)
        }
    }

    private static func prepareFolders(_ location: StoreLocation) throws {
        let manager = FileManager.default
        for folder in [location.database.deletingLastPathComponent(), location.home, location.images] {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw StoreError.cannotCreate(path: folder.path, reason: "a file stands where a folder is needed")
                }
                continue
            }
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotCreate(path: folder.path, reason: reason(error))
            }
        }
        // SQLite gives the -wal and -shm files the mode of the database file, so creating it 0600 covers all three.
        let path = location.database.path
        if !manager.fileExists(atPath: path) {
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
            if fd >= 0 {
                close(fd)
            } else if errno != EEXIST {
                throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Runs `body`, turning GRDB errors into `StoreError`s a user can read.
    func mapErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                throw StoreError.busy(path: location.database.path)
            case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_FULL:
                throw StoreError.cannotCreate(path: location.database.path, reason: error.message ?? "\(error.resultCode)")
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                throw StoreError.cannotCreate(path: location.database.path, reason: "the file is not a snapquiz database or is damaged")
            default:
                throw StoreError.database(message: error.message ?? "\(error.resultCode)", sql: error.sql)
            }
        }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return (error as NSError).localizedDescription
    }
}
