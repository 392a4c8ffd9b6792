/// One schema migration carried inside the binary (generated from `Migrations/NNNN_name.sql`).
struct EmbeddedMigration: Sendable {
    let identifier: String
    let sql: String
}
