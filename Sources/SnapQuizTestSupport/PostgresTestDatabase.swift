import Foundation

/// A fresh PostgreSQL database for one test, copied from the migrated template that `scripts/test.sh`
/// prepares on its throwaway cluster, with learner logins of its own; dropped again when released.
/// The administrator's work (create, add learners, drop) goes through `psql`, as a school's would.
///
/// `SNAPQUIZ_TEST_PG_URL` is the administrator's libpq keyword string (`host=… port=… user=postgres dbname=postgres`);
/// `SNAPQUIZ_TEST_PG_TEMPLATE` the migrated template (default `snapquiz_swift_template`).
public final class PostgresTestDatabase: @unchecked Sendable {
    /// The administrator's connection string, when a test server was provided.
    public static var serverConninfo: String? {
        ProcessInfo.processInfo.environment["SNAPQUIZ_TEST_PG_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether PostgreSQL tests must run (CI, or asked for): then a missing server is a failure, never a skip.
    public static var required: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] == "true" || environment["SNAPQUIZ_TEST_PG_REQUIRED"] == "1"
    }

    public let name: String
    /// The learners' login roles, each mapped to a user id of its own.
    public let learners: [String]
    private let server: String

    /// Creates the database and `learnerCount` learner logins.
    public init(learnerCount: Int = 2) throws {
        guard let server = Self.serverConninfo else {
            throw Failure(message: "SNAPQUIZ_TEST_PG_URL is not set: run the tests with scripts/test.sh, which starts PostgreSQL")
        }
        self.server = server
        let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        name = "t_\(suffix)"
        learners = (0..<learnerCount).map { "l\($0)_\(suffix)" }
        let template = ProcessInfo.processInfo.environment["SNAPQUIZ_TEST_PG_TEMPLATE"] ?? "snapquiz_swift_template"
        // Names are made here from hex digits, never from input: safe to write into the DDL.
        try Self.psql(server, "CREATE DATABASE \(name) TEMPLATE \(template)")
        try Self.psql(adminConninfo, learners.map { "SELECT learner_add('\($0)');" }.joined(separator: " "))
    }

    deinit {
        _ = try? Self.psql(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        for learner in learners { _ = try? Self.psql(server, "DROP ROLE IF EXISTS \(learner)") }
    }

    /// The connection string of learner `index` (later keywords override earlier ones in libpq).
    public func conninfo(learner index: Int) -> String { "\(server) dbname=\(name) user=\(learners[index])" }

    /// The administrator's connection string to this database.
    public var adminConninfo: String { "\(server) dbname=\(name)" }

    /// Runs SQL as the administrator on this database; returns psql's unaligned output.
    @discardableResult
    public func admin(_ sql: String) throws -> String { try Self.psql(adminConninfo, sql) }

    @discardableResult
    static func psql(_ conninfo: String, _ sql: String) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["PGOPTIONS"] = "--client-min-messages=warning"
        let result = try SpawnedProcess.run("/usr/bin/env", ["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-d", conninfo, "-c", sql],
                                            environment: environment)
        guard result.status == 0 else { throw Failure(message: "psql failed (\(result.status)) on \(sql): \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why a test database could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}
