import Foundation
import Testing

/// The C libraries of OCR, HEIF, spelling, HTTP and PostgreSQL load on first use (CLazyLibraries), checked on the
/// built binary with the dynamic loader's own log (`LD_DEBUG=files`: a line per library it loads, on stderr).
@Suite struct LazyLibrariesTests {
    /// Every library CLazyLibraries defers (the stems of their file names).
    static let deferred = ["libtesseract", "liblept", "libheif", "libde265", "libhunspell", "libcurl", "libpq"]

    /// The deferred libraries the loader's log of one run names.
    static func loaded(_ result: SnapQuizBinary.Result) -> [String] {
        deferred.filter { result.stderr.contains("file=\($0)") }
    }

    @Test func reportsLoadNoneOfThem() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework()
        for arguments in [["stats", "--json"], ["list", "--json"], ["list", "--limit", "1"], ["due", "--json"], ["--help"]] {
            let result = try cli.run(arguments, environment: ["LD_DEBUG": "files"])
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(500))")
            // The log is there (SQLite is linked the usual way), so an empty list below means something.
            #expect(result.stderr.contains("file=libsqlite3"), "\(arguments): no loader log")
            #expect(Self.loaded(result) == [], "\(arguments)")
        }
    }

    @Test func ocrLoadsTesseractWhenItReads() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let photo = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages/science-photo.jpg").path
        let result = try cli.run(["ocr", photo, "--json"], environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        #expect(result.stdout.contains("water cycle"))
        #expect(result.stderr.contains("file=libtesseract.so.5 [0];  dynamically loaded by"))
        // OCR does not need PostgreSQL (libcurl it gets anyway: libtesseract links it).
        #expect(!Self.loaded(result).contains("libpq"))
    }

    @Test func aPostgreSQLStoreLoadsLibpqAndNothingElse() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        // Nothing listens on port 1: the connection fails, after libpq was loaded to try it.
        let result = try cli.run(["list", "--db", "postgresql://nobody@127.0.0.1:1/none?connect_timeout=1"],
                                 environment: ["LD_DEBUG": "files"])
        #expect(result.status != 0)
        #expect(Self.loaded(result) == ["libpq"], "\(result.stderr.suffix(800))")
    }
}
