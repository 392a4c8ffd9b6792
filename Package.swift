// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "snapquiz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "snapquiz", targets: ["snapquiz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // C wrappers: headers only, packages from apt. The libraries are not linked: CLazyLibraries loads each
        // one on the first call of one of its functions, so `stats` or `list` never load OCR, HEIF, spelling,
        // HTTP or PostgreSQL code (59 shared libraries, most of snapquiz's start-up). (No pkgConfig: it would
        // link them; the shims include the headers by their full paths instead.)
        .systemLibrary(name: "CTesseract", providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]),
        .systemLibrary(name: "CHunspell", providers: [.apt(["libhunspell-dev"])]),
        .systemLibrary(name: "CHeif", providers: [.apt(["libheif-dev"])]),
        .systemLibrary(name: "CLibPQ", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // A trampoline for each C function called (Symbols.h) that dlopens its library on the first call.
        .target(name: "CLazyLibraries", linkerSettings: [.linkedLibrary("dl")]),

        // Migrations/*.sql become a Swift source at build time, so the binary needs no bundle.
        .executableTarget(name: "MigrationEmbedder", path: "Sources/MigrationEmbedder"),
        .plugin(
            name: "EmbedMigrations",
            capability: .buildTool(),
            dependencies: ["MigrationEmbedder"]
        ),

        .target(name: "SnapQuizCore"),
        .target(
            name: "SnapQuizStore",
            dependencies: ["SnapQuizCore", "CLibPQ", "CLazyLibraries", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "GRDBSQLite", package: "GRDB.swift")],
            plugins: ["EmbedMigrations"]
        ),
        .target(name: "SnapQuizIngest", dependencies: ["SnapQuizCore", "SnapQuizLexicon", "CTesseract", "CHeif", "CLazyLibraries"]),
        .target(name: "SnapQuizGenerate", dependencies: ["SnapQuizCore", "CCurl", "SnapQuizLexicon", "CLazyLibraries"]),
        // English spelling (Hunspell, Debian's en_US + en_GB): spelling repair of OCR and quiz options.
        .target(name: "SnapQuizLexicon", dependencies: ["SnapQuizCore", "CHunspell", "CLazyLibraries"]),
        // The ingest flow (validate → de-duplicate → read → store → generate) that the CLI, tests and benchmarks share.
        .target(
            name: "SnapQuizPipeline",
            dependencies: ["SnapQuizCore", "SnapQuizStore", "SnapQuizIngest", "SnapQuizGenerate"]
        ),
        .target(
            name: "SnapQuizProgress",
            dependencies: ["SnapQuizCore", "SnapQuizStore"]
        ),
        .executableTarget(
            name: "snapquiz",
            dependencies: [
                "SnapQuizCore", "SnapQuizStore", "SnapQuizIngest", "SnapQuizGenerate", "SnapQuizProgress", "SnapQuizLexicon",
                "SnapQuizPipeline", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Shared by tests and benchmarks: the quiz-reply fuzzer, sample homework pages, the seeded progress store and
        // the scripted LLM server on 127.0.0.1 (library and end-to-end tests alike).
        .target(
            name: "SnapQuizTestSupport",
            dependencies: ["SnapQuizCore", "SnapQuizStore", "SnapQuizIngest", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "FlyingFox", package: "FlyingFox")]
        ),

        // Benchmarks that print numbers (ratios against baselines measured in the same run).
        .executableTarget(
            name: "snapquiz-bench",
            dependencies: [
                "SnapQuizCore", "SnapQuizStore", "SnapQuizIngest", "SnapQuizGenerate", "SnapQuizProgress", "SnapQuizTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        .testTarget(name: "SnapQuizStoreTests", dependencies: ["SnapQuizStore", "SnapQuizCore", "SnapQuizTestSupport"]),
        .testTarget(name: "SnapQuizLexiconTests", dependencies: ["SnapQuizLexicon"]),
        .testTarget(name: "SnapQuizIngestTests", dependencies: ["SnapQuizIngest", "SnapQuizCore", "SnapQuizLexicon", "CTesseract"]),
        .testTarget(
            name: "SnapQuizGenerateTests",
            dependencies: ["SnapQuizGenerate", "SnapQuizCore", "SnapQuizLexicon", "SnapQuizIngest", "SnapQuizTestSupport",
                           .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .testTarget(name: "SnapQuizProgressTests", dependencies: ["SnapQuizProgress", "SnapQuizStore", "SnapQuizCore", "SnapQuizTestSupport"]),
        // One behavioural suite run against both stores: SQLite always, PostgreSQL when scripts/test.sh provides a server.
        .testTarget(
            name: "SnapQuizBackendTests",
            dependencies: ["snapquiz", "SnapQuizStore", "SnapQuizProgress", "SnapQuizCore", "SnapQuizTestSupport", "SnapQuizPipeline"]
        ),
        // End-to-end: runs the built `snapquiz` binary as a user would.
        .testTarget(name: "SnapQuizCLITests", dependencies: ["snapquiz", "SnapQuizCore", "SnapQuizStore", "SnapQuizProgress", "SnapQuizTestSupport"]),
    ]
)
