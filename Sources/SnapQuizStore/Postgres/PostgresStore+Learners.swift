import Foundation

/// A learner of a PostgreSQL store: a login role mapped to a user id (Migrations/postgres/0001, 0005).
public struct LearnerAccount: Sendable, Equatable, Codable {
    enum CodingKeys: String, CodingKey { case role, name, userID = "userId" }
    public var role: String
    public var name: String
    public var userID: String

    public init(role: String, name: String, userID: String) {
        self.role = role
        self.name = name
        self.userID = userID
    }
}

extension PostgresStore {
    /// Creates login role `role` as a learner (the schema's `learner_add`) and returns its user id.
    /// Only the database's administrator (CREATEROLE, owner of the directory tables) may.
    public func addLearner(role: String, name: String?, password: String?) throws -> String {
        try run { connection in
            try connection.execute("SELECT learner_add($1::text, $2::text, $3::text)::text AS id",
                                   [.text(role), PGValues.text(name), PGValues.text(password)]).first?.string("id") ?? ""
        }
    }

    /// Every learner login of the database (administrator only: learners cannot read the directory).
    public func learners() throws -> [LearnerAccount] {
        try run { connection in
            try connection.execute("SELECT role_name, name, user_id::text AS user_id FROM learners ORDER BY role_name COLLATE \"C\"")
                .all.map { LearnerAccount(role: $0.string("role_name"), name: $0.string("name"), userID: $0.string("user_id")) }
        }
    }
}
