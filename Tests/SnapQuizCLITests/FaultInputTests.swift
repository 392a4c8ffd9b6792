import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// Bad input files: each is refused with its documented exit code and leaves the store exactly as it was.
@Suite struct FaultInputTests {
    /// One kind of bad input: how to make it, and the exit code SPEC §7/§8 (and `IngestError`) give it.
    struct Case: CustomStringConvertible, Sendable {
        var kind: String
        var expected: Int32
        var make: @Sendable (URL) throws -> String
        var description: String { kind }
    }

    static let cases: [Case] = [
        Case(kind: "zero bytes", expected: 65) { try FaultCorpus.write(Data(), $0, "empty.jpg") },
        Case(kind: "text renamed .jpg", expected: 65) { try FaultCorpus.write(Data("Dear diary, not a photo.\n".utf8), $0, "notes.jpg") },
        Case(kind: "truncated JPEG", expected: 65) { folder in
            let jpeg = try FaultCorpus.baseJPEG(in: folder)
            return try FaultCorpus.write(jpeg.prefix(jpeg.count / 2), folder, "truncated.jpg")
        },
        Case(kind: "JPEG magic then garbage", expected: 65) { try FaultCorpus.write(Data([0xFF, 0xD8, 0xFF] + (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }), $0, "garbage.jpg") },
        Case(kind: "PNG with a bad CRC", expected: 65) { folder in
            var png = try FaultCorpus.basePNG(in: folder)
            png[29] ^= 0xFF // last byte of the IHDR CRC
            return try FaultCorpus.write(png, folder, "badcrc.png")
        },
        Case(kind: "PNG without IEND (cut short)", expected: 65) { folder in
            let png = try FaultCorpus.basePNG(in: folder)
            return try FaultCorpus.write(png.prefix(png.count - 12), folder, "cut.png")
        },
        Case(kind: "11 MB file", expected: 65) { folder in
            var big = try FaultCorpus.baseJPEG(in: folder)
            big.append(Data(count: 11 * 1024 * 1024))
            return try FaultCorpus.write(big, folder, "huge.jpg")
        },
        Case(kind: "60-megapixel JPEG header", expected: 65) { folder in
            try FaultCorpus.write(try FaultCorpus.jpegClaiming(width: 10_000, height: 6_000, in: folder), folder, "60mp.jpg")
        },
        Case(kind: "60-megapixel PNG header (valid CRC)", expected: 65) { folder in
            try FaultCorpus.write(try FaultCorpus.pngClaiming(width: 10_000, height: 6_000, in: folder), folder, "60mp.png")
        },
        Case(kind: "0×0 PNG header", expected: 65) { folder in
            try FaultCorpus.write(try FaultCorpus.pngClaiming(width: 0, height: 0, in: folder), folder, "zero.png")
        },
        Case(kind: "GIF", expected: 65) { folder in
            let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x21, 0xF9, 4, 1, 0, 0, 0, 0,
                                                        0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]
            return try FaultCorpus.write(Data(gif), folder, "anim.gif")
        },
        Case(kind: "PDF renamed .png", expected: 65) { try FaultCorpus.write(Data("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n".utf8), $0, "doc.png") },
        Case(kind: "directory", expected: 65) { folder in
            let directory = folder.appendingPathComponent("folder.jpg")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory.path
        },
        Case(kind: "missing file", expected: 66) { $0.appendingPathComponent("nowhere.jpg").path },
        Case(kind: "dangling symlink", expected: 66) { folder in
            let link = folder.appendingPathComponent("dangling.jpg")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("gone.jpg").path)
            return link.path
        },
        Case(kind: "symlink loop", expected: 66) { folder in
            let a = folder.appendingPathComponent("loop-a.jpg"), b = folder.appendingPathComponent("loop-b.jpg")
            try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
            try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
            return a.path
        },
        // Not regular files: refused as unreadable at once, never read forever or waited on.
        Case(kind: "character device (/dev/zero, endless)", expected: 66) { _ in "/dev/zero" },
        Case(kind: "FIFO with no writer", expected: 66) { folder in
            let fifo = folder.appendingPathComponent("pipe.jpg")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            return fifo.path
        },
    ]

    @Test(arguments: cases)
    func badInputIsRefusedAndChangesNothing(_ item: Case) throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework() // a store with content, so "unchanged" means something
        let before = try StoreSnapshot(cli)
        let path = try item.make(cli.folder)
        let result = try cli.run(["ingest", path], timeout: 60)
        #expect(result.status == item.expected, "\(item.kind): exit \(result.status), stderr: \(result.stderr)")
        #expect(result.stderr.contains(path) || result.stderr.contains((path as NSString).lastPathComponent), "the message names the file: \(result.stderr)")
        let after = try StoreSnapshot(cli)
        #expect(after == before, "\(item.kind) changed the store")
        // The same through --json: the item reports an error and no id.
        let json = try cli.run(["ingest", "--json", path], timeout: 60)
        #expect(json.status == item.expected)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json.stdout)")
        #expect(items.count == 1 && items[0]["error"] is String && items[0]["id"] is NSNull)
        #expect(try StoreSnapshot(cli) == before)
    }

    @Test func unreadableFileIsRefusedWith66() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework()
        let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "secret.png")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: photo.path)
        let before = try StoreSnapshot(cli)
        // Root reads any file whatever its mode, so as root the binary runs as `nobody` (owning the store, as a
        // real user would): that is what "permission denied" means for the people who use snapquiz.
        let result = try cli.runUnprivileged(["ingest", photo.path])
        #expect(result.status == 66, "exit \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("secret.png"))
        #expect(try StoreSnapshot(cli) == before)
    }

    @Test func photoWithSpacesAndUnicodeInItsPathIsStored() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework()
        let folder = cli.folder.appendingPathComponent("Hausaufgaben für Zoë — Klasse 5")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photo = try FaultCorpus.validPhoto(in: folder, name: "Übung 1 (Seite 2) 📚.png")
        let before = try StoreSnapshot(cli)
        let result = try cli.run(["ingest", "--no-quiz", "--json", photo.path])
        #expect(result.status == 0, "\(result.stderr)")
        let after = try StoreSnapshot(cli)
        #expect(after.counts["homework"] == (before.counts["homework"] ?? 0) + 1)
        #expect(after.images.count == before.images.count + 1)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let id = try #require(items.first?["id"] as? String)
        let stored = try #require(try cli.openStore().homework(id: id))
        let bytes = try Data(contentsOf: cli.home.appendingPathComponent(stored.imageURL))
        #expect(bytes == (try Data(contentsOf: photo)), "the stored image is the photo")
    }

    @Test func fileDeletedMidIngestIsEitherStoredWholeOrRefusedWith66() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework()
        var outcomes: [String] = []
        for delay in [0.0, 0.3, 0.8] {
            let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "vanishing-\(delay).png")
            let original = try Data(contentsOf: photo)
            let before = try StoreSnapshot(cli)
            let process = try cli.start(["ingest", "--no-quiz", photo.path])
            Thread.sleep(forTimeInterval: delay)
            try FileManager.default.removeItem(at: photo)
            let result = try process.wait()
            let after = try StoreSnapshot(cli)
            if result.status == 0 {
                // It had read the photo before it vanished: the stored image must be exactly what it read.
                #expect(after.counts["homework"] == (before.counts["homework"] ?? 0) + 1)
                let images = after.images.filter { !before.images.contains($0) }
                #expect(images.count == 1)
                if let name = images.first?.split(separator: " ").first {
                    #expect((try? Data(contentsOf: cli.home.appendingPathComponent("images/\(name)"))) == original)
                }
                outcomes.append("stored")
            } else {
                #expect(result.status == 66, "delay \(delay): exit \(result.status): \(result.stderr)")
                #expect(after == before)
                outcomes.append("refused")
            }
        }
        print("deleted mid-ingest: \(outcomes)")
        #expect(outcomes.count == 3)
    }

    @Test func photoReplacedDuringOCRStoresTheBytesThatWereRead() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        for delay in [0.4] {
            let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "swapped-\(delay).png")
            let original = try Data(contentsOf: photo)
            let process = try cli.start(["ingest", "--no-quiz", photo.path])
            Thread.sleep(forTimeInterval: delay)
            try Data("not an image any more".utf8).write(to: photo)
            let result = try process.wait()
            guard result.status == 0 else {
                #expect(result.status == 65, "\(result.stderr)") // replaced before it was read
                continue
            }
            for summary in try cli.openStore().listHomework(learner: "default") {
                let stored = try Data(contentsOf: cli.home.appendingPathComponent(summary.homework.imageURL))
                #expect(stored == original, "the store holds other bytes than the photo that was checked and read")
            }
        }
    }
}

/// Everything of a store that a refused input must not change: every table's rows and the image folder.
struct StoreSnapshot: Equatable {
    var counts: [String: Int]
    var dump: String
    var images: [String]

    init(_ cli: SnapQuizBinary) throws {
        let database = cli.home.appendingPathComponent("snapquiz.sqlite").path
        counts = [:]
        for table in ["homework", "quiz", "progress", "quiz_attempts"] {
            counts[table] = Int(try FaultCorpus.sqlite(database, "SELECT count(*) FROM \(table)").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
        dump = try FaultCorpus.sqlite(database, ".dump")
        let folder = cli.home.appendingPathComponent("images")
        images = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? NSNumber)?.intValue ?? -1
            return "\(name) \(size)"
        }
    }
}

/// Makes the bad (and good) input files of the fault suite.
enum FaultCorpus {
    static let pageText = """
        The water cycle describes how water moves between the oceans, the atmosphere and the land.
        Heat from the Sun causes water in oceans, lakes and rivers to evaporate and become water vapour.
        Plants also release water vapour from their leaves in a process called transpiration.
        As the warm, moist air rises it cools, and the vapour turns back into tiny droplets of water.
        This change is called condensation, and the droplets form clouds in the sky.
        When the droplets join together and become too heavy, they fall as rain, snow, sleet or hail.
        Some of the water soaks into the ground and becomes groundwater, which flows back to the sea.
        About 97 percent of the water on Earth is salt water found in the oceans.
        Only about 3 percent is fresh water, and most of that is frozen in glaciers in Antarctica.
        """

    /// A real photo-like PNG of a homework page; `token` makes its bytes (and hash) unique.
    static func validPhoto(in folder: URL, name: String, token: String = UUID().uuidString.prefix(8).lowercased()) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let text = pageText + "\nPage reference \(token)."
        try convert(["-size", "1300x620", "xc:white", "-font", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "-pointsize", "20",
                     "-fill", "black", "-annotate", "+30+40", text, "-depth", "8", "png24:" + url.path])
        return url
    }

    /// Writes `data` to `folder/name`; returns the path.
    static func write(_ data: Data, _ folder: URL, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// One page as PNG and JPEG bytes, made once per test process (ImageMagick is slow on a busy machine).
    private static let base: (png: Data, jpeg: Data)? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-fault-base-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let png = try? validPhoto(in: folder, name: "base.png", token: "base") else { return nil }
        let jpeg = folder.appendingPathComponent("base.jpg")
        guard (try? convert([png.path, "-quality", "85", jpeg.path])) != nil,
              let pngData = try? Data(contentsOf: png), let jpegData = try? Data(contentsOf: jpeg) else { return nil }
        return (pngData, jpegData)
    }()

    static func basePNG(in folder: URL) throws -> Data {
        guard let base else { throw CocoaError(.fileWriteUnknown) }
        return base.png
    }

    static func baseJPEG(in folder: URL) throws -> Data {
        guard let base else { throw CocoaError(.fileWriteUnknown) }
        return base.jpeg
    }

    /// A valid JPEG whose frame header claims `width`×`height`.
    static func jpegClaiming(width: Int, height: Int, in folder: URL) throws -> Data {
        var bytes = [UInt8](try baseJPEG(in: folder))
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { index += 1; continue }
            let marker = bytes[index + 1]
            if (0xC0...0xC3).contains(marker) {
                bytes[index + 5] = UInt8(height >> 8); bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8); bytes[index + 8] = UInt8(width & 0xFF)
                return Data(bytes)
            }
            index += 2 + Int(bytes[index + 2]) << 8 + Int(bytes[index + 3])
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// A valid PNG whose IHDR claims `width`×`height`, with its CRC recomputed (so only the size is wrong).
    static func pngClaiming(width: Int, height: Int, in folder: URL) throws -> Data {
        var bytes = [UInt8](try basePNG(in: folder))
        for (offset, value) in [(16, width), (20, height)] {
            for byte in 0..<4 { bytes[offset + byte] = UInt8((value >> (24 - 8 * byte)) & 0xFF) }
        }
        let crc = CRC32.checksum(bytes[12..<29])
        for byte in 0..<4 { bytes[29 + byte] = UInt8((crc >> (24 - 8 * UInt32(byte))) & 0xFF) }
        return Data(bytes)
    }

    static func convert(_ arguments: [String]) throws {
        let status = try runTool("/usr/bin/convert", arguments).status
        if status != 0 { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "convert failed: \(arguments)"]) }
    }

    /// Runs the sqlite3 shell read-only on `database`.
    static func sqlite(_ database: String, _ sql: String) throws -> String {
        let result = try runTool("/usr/bin/sqlite3", ["-readonly", database, sql])
        if result.status != 0 { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "sqlite3 failed: \(sql)"]) }
        return result.output
    }

    static func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try SpawnedProcess.runTool(executable, arguments)
    }
}

extension SnapQuizBinary {
    /// Starts `snapquiz arguments…` (or another program) with this home, no terminal, and `stdin` (else empty input).
    func start(_ arguments: [String], stdin: String? = nil, input pipe: Pipe? = nil, environment extra: [String: String] = [:],
               program: String? = nil) throws -> Running {
        try SpawnedProcess(program: program ?? executable.path, arguments: arguments, environment: environment(adding: extra),
                           scratch: folder, stdin: stdin, input: pipe)
    }

    /// Runs `snapquiz arguments…`, killing it after `timeout` seconds (then the status is 137).
    func run(_ arguments: [String], timeout: Double) throws -> Result {
        try start(arguments).wait(timeout: timeout)
    }

    /// Runs `/bin/sh -c script` with `$0` the snapquiz binary and `$1…` the arguments.
    func runShell(_ script: String, _ arguments: [String] = []) throws -> Result {
        try start(["-c", script, executable.path] + arguments, program: "/bin/sh").wait()
    }

    /// Runs the binary as an unprivileged user owning the home when the tests run as root (where file modes do
    /// not stop reads), else directly.
    func runUnprivileged(_ arguments: [String]) throws -> Result {
        guard geteuid() == 0 else { return try run(arguments, timeout: 60) }
        let chown = { (owner: String) throws in
            _ = try FaultCorpus.runTool("/bin/chown", ["-R", owner, self.home.path])
        }
        try chown("65534:65534")
        defer { try? chown("0:0") }
        return try start(["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments,
                         program: "/usr/bin/setpriv").wait(timeout: 60)
    }
}
