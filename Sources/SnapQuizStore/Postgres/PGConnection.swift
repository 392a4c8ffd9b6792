import Foundation
internal import CLibPQ

/// One value bound to a `$n` placeholder: text (PostgreSQL infers or casts the type), raw bytes, or NULL.
enum PGParam: Sendable {
    case text(String)
    case bytes(Data)
    case null
}

/// The rows of one result, in text format, read out of libpq before its `PGresult` is freed.
struct PGRows: Sendable {
    let columns: [String: Int]
    let values: [[String?]]

    var count: Int { values.count }
    subscript(row: Int) -> PGRow { PGRow(columns: columns, values: values[row]) }
    var all: [PGRow] { values.map { PGRow(columns: columns, values: $0) } }
    var first: PGRow? { values.first.map { PGRow(columns: columns, values: $0) } }
}

/// One row; values are PostgreSQL's text output (`t`/`f`, ISO timestamps in UTC, JSON text).
struct PGRow: Sendable {
    let columns: [String: Int]
    let values: [String?]

    subscript(name: String) -> String? {
        guard let index = columns[name] else { return nil }
        return values[index]
    }
}

/// Owns one libpq connection (`PGconn`): opened in `init`, finished in `deinit`, never shared between
/// threads without the lock of its owner (`PostgresStore`). Every statement goes through `PQexecParams`,
/// so values are never spliced into SQL text.
final class PGConnection {
    private let handle: OpaquePointer

    /// Connects with a libpq connection string (`postgresql://…` URL or `key=value …` keywords).
    init(conninfo: String) throws {
        guard let connection = PQconnectdb(conninfo) else {
            throw StoreError.cannotConnect(reason: "libpq could not allocate a connection")
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let reason = String(cString: PQerrorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines)
            PQfinish(connection)
            throw StoreError.cannotConnect(reason: reason)
        }
        handle = connection
    }

    deinit { PQfinish(handle) }

    /// The login role of this session (`session_user`).
    var user: String { String(cString: PQuser(handle)) }

    /// Runs one statement with its parameters; returns its rows (empty for commands).
    @discardableResult
    func execute(_ sql: String, _ parameters: [PGParam] = []) throws -> PGRows {
        // Each parameter's bytes must stay alive until PQexecParams returns: copy them into one buffer list.
        var buffers: [UnsafeMutablePointer<CChar>?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        defer { buffers.forEach { $0?.deallocate() } }
        for parameter in parameters {
            switch parameter {
            case .null:
                buffers.append(nil); lengths.append(0); formats.append(0)
            case let .text(value):
                let utf8 = Array(value.utf8CString)
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
                buffer.initialize(from: utf8, count: utf8.count)
                buffers.append(buffer); lengths.append(0); formats.append(0)
            case let .bytes(data):
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, data.count))
                data.withUnsafeBytes { raw in
                    if let base = raw.baseAddress { buffer.withMemoryRebound(to: UInt8.self, capacity: data.count) {
                        $0.update(from: base.assumingMemoryBound(to: UInt8.self), count: data.count)
                    } }
                }
                buffers.append(buffer); lengths.append(Int32(data.count)); formats.append(1)
            }
        }
        let result: OpaquePointer? = buffers.withUnsafeBufferPointer { values in
            values.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constValues in
                PQexecParams(handle, sql, Int32(parameters.count), nil, constValues.baseAddress,
                             lengths, formats, 0)
            }
        }
        guard let result else {
            throw StoreError.cannotConnect(reason: String(cString: PQerrorMessage(handle)).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
            return PGRows(columns: [:], values: [])
        case PGRES_TUPLES_OK:
            let fieldCount = PQnfields(result)
            var columns: [String: Int] = [:]
            for field in 0..<fieldCount where columns[String(cString: PQfname(result, field))] == nil {
                columns[String(cString: PQfname(result, field))] = Int(field)
            }
            let rowCount = PQntuples(result)
            var values: [[String?]] = []
            values.reserveCapacity(Int(rowCount))
            for row in 0..<rowCount {
                values.append((0..<fieldCount).map { field in
                    PQgetisnull(result, row, field) == 1 ? nil : String(cString: PQgetvalue(result, row, field))
                })
            }
            return PGRows(columns: columns, values: values)
        default:
            let sqlstate = CLibPQ_sqlstate(result).map { String(cString: $0) } ?? ""
            let message = CLibPQ_primaryMessage(result).map { String(cString: $0) }
                ?? String(cString: PQresultErrorMessage(result)).trimmingCharacters(in: .whitespacesAndNewlines)
            if PQstatus(handle) != CONNECTION_OK {
                throw StoreError.cannotConnect(reason: message)
            }
            throw StoreError.postgres(sqlstate: sqlstate, message: message, sql: sql)
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(readOnly: Bool = false, _ body: () throws -> T) throws -> T {
        try execute(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            _ = try? execute("ROLLBACK")
            throw error
        }
    }
}
