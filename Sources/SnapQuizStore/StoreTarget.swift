import Foundation

/// Which store `--db`/`SNAPQUIZ_DB` names: a SQLite file (a path, or the home's default file) or a
/// PostgreSQL database (a `postgres://`/`postgresql://` URL or a libpq keyword string).
public enum StoreTarget: Sendable, Equatable {
    case sqlite(StoreLocation)
    case postgres(conninfo: String)

    /// Resolves `--db`, then `SNAPQUIZ_DB`, then the SQLite defaults of `StoreLocation.resolve`.
    public static func resolve(databaseOption: String?, environment: [String: String]) -> StoreTarget {
        let named = databaseOption ?? environment["SNAPQUIZ_DB"].flatMap { $0.isEmpty ? nil : $0 }
        if let named, PostgresStore.isConnectionString(named) { return .postgres(conninfo: named) }
        return .sqlite(StoreLocation.resolve(databaseOption: databaseOption, environment: environment))
    }

    /// Opens the store (a SQLite file is created and migrated if needed; a PostgreSQL schema must exist).
    public func open() throws -> any QuizStore {
        switch self {
        case let .sqlite(location): try Store(location: location)
        case let .postgres(conninfo): try PostgresStore(conninfo: conninfo)
        }
    }
}
