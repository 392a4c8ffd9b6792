import Foundation
import PackagePlugin

/// Embeds the package's top-level `Migrations/*.sql` into the target as generated Swift source.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let migrations = context.package.directoryURL.appending(path: "Migrations")
        // Top level only, like MigrationEmbedder: Migrations/postgres/ holds the PostgreSQL schema,
        // which must never join the SQLite list.
        let inputs = try FileManager.default.contentsOfDirectory(
            at: migrations, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "sql" }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) migrations",
                executable: try context.tool(named: "MigrationEmbedder").url,
                arguments: [migrations.path, output.path],
                inputFiles: inputs + [migrations],
                outputFiles: [output]
            ),
        ]
    }
}
