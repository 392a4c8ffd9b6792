// Build-time tool: turns Migrations/NNNN_name.sql into a Swift source listing them in order,
// so the snapquiz binary carries its schema and needs no resource bundle at run time.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: MigrationEmbedder MIGRATIONS_DIR OUTPUT.swift\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
let output = URL(fileURLWithPath: arguments[2])

let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { $0.hasSuffix(".sql") }
    .sorted()

var seenNumbers = Set<String>()
var entries: [String] = []
for name in names {
    let number = String(name.prefix(4))
    guard number.count == 4, number.allSatisfy(\.isNumber), name.dropFirst(4).first == "_" else {
        FileHandle.standardError.write(Data("error: \(name): migration files are named NNNN_name.sql\n".utf8))
        exit(65)
    }
    guard seenNumbers.insert(number).inserted else {
        FileHandle.standardError.write(Data("error: \(name): two migrations share the number \(number)\n".utf8))
        exit(65)
    }
    let sql = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    let identifier = String(name.dropLast(".sql".count))
    // A raw string with enough #s that no SQL text can close it early.
    var hashes = "#"
    while sql.contains("\"" + hashes) { hashes += "#" }
    entries.append("    EmbeddedMigration(identifier: \"\(identifier)\", sql: \(hashes)\"\"\"\n\(sql)\n\"\"\"\(hashes)),")
}

let source = """
// Generated at build time from Migrations/*.sql by MigrationEmbedder. Do not edit.

/// The schema migrations, in the order they are applied.
let embeddedMigrations: [EmbeddedMigration] = [
\(entries.joined(separator: "\n"))
]

"""
try source.write(to: output, atomically: true, encoding: .utf8)
