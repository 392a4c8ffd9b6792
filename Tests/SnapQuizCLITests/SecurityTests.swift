import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// Private files, API keys that never leave the environment, and hostile text stored exactly but printed harmlessly.
@Suite struct SecurityTests {
    private static func mode(_ path: String) throws -> Int {
        try #require((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? NSNumber).intValue & 0o777
    }

    @Test(arguments: ["022", "000"])
    func homeIsPrivateWhateverTheUmask(umask: String) throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        // Through a shell, so the binary starts with this umask (a permissive 000 must not make files public).
        let shell = try cli.runShell("umask \(umask); exec \"$0\" list")
        #expect(shell.status == 0, "\(shell.stderr)")
        let (homework, quiz) = try cli.seedHomework()
        let take = try cli.run(["take", String(homework.id.prefix(8)), "--answers", Array(repeating: "A", count: quiz.questions.count).joined(separator: ",")])
        #expect(take.status == 0, "\(take.stderr)")
        #expect(try Self.mode(cli.home.path) == 0o700)
        #expect(try Self.mode(cli.home.appendingPathComponent("images").path) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.home.path).filter { $0.hasPrefix("snapquiz.sqlite") }
        #expect(files.contains("snapquiz.sqlite"))
        for file in files {
            #expect(try Self.mode(cli.home.appendingPathComponent(file).path) == 0o600, "\(file)")
        }
        let images = try FileManager.default.contentsOfDirectory(atPath: cli.home.appendingPathComponent("images").path)
        #expect(images.count == 1)
        for image in images {
            #expect(try Self.mode(cli.home.appendingPathComponent("images/\(image)").path) == 0o600, "\(image)")
        }
    }

    @Test func ingestedPhotosArePrivate() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "page.png")
        let shell = try cli.runShell("umask 000; exec \"$0\" ingest --no-quiz \"$1\"", [photo.path])
        #expect(shell.status == 0, "\(shell.stderr)")
        let images = try FileManager.default.contentsOfDirectory(atPath: cli.home.appendingPathComponent("images").path)
        #expect(images.count == 1)
        for image in images {
            #expect(try Self.mode(cli.home.appendingPathComponent("images/\(image)").path) == 0o600)
        }
        #expect(try Self.mode(cli.home.path) == 0o700)
    }

    // MARK: API keys

    /// A local server that answers every request after a pause with 401 and the key it was sent, as some servers do.
    private static let echoServer = #"""
        import http.server, json, sys, time
        class H(http.server.BaseHTTPRequestHandler):
            def reply(self):
                n = int(self.headers.get('Content-Length') or 0)
                if n: self.rfile.read(n)
                time.sleep(0.4)
                key = self.headers.get('Authorization') or self.headers.get('x-api-key') or ''
                body = json.dumps({"error": {"message": "Incorrect API key provided: " + key, "type": "invalid_request_error", "code": "invalid_api_key"}}).encode()
                self.send_response(401); self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Length', str(len(body))); self.end_headers(); self.wfile.write(body)
            do_GET = reply
            do_POST = reply
            def log_message(self, *a): pass
        s = http.server.ThreadingHTTPServer(('127.0.0.1', 0), H)
        print(s.server_address[1], flush=True)
        s.serve_forever()
        """#

    /// Starts the echo server; returns the process and its port.
    private static func startEchoServer(in folder: URL) throws -> (Process, Int) {
        let script = folder.appendingPathComponent("echo.py")
        try echoServer.write(to: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        return (process, port)
    }

    /// A port with nothing listening (bound, then closed).
    private static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                try #require(bind(fd, $0, length) == 0)
                try #require(getsockname(fd, $0, &length) == 0)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @Test func apiKeyIsNeverPrintedStoredOrPassedOnTheCommandLine() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let key = "sk-proof-\(UUID().uuidString)"
        let (server, port) = try Self.startEchoServer(in: cli.folder)
        // SIGKILL: the server inherits a signal mask that blocks SIGTERM from the test runner's threads.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        let closed = try Self.closedPort()
        let (homework, _) = try cli.seedHomework()
        try cli.openStore().updateOCR(homeworkID: homework.id, text: GenerateCommandsTests.page, confidence: 90)
        let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "page.png")

        var outputs: [(String, SnapQuizBinary.Result)] = []
        var argvSeen: [String] = []
        for (provider, base) in [("openai", "http://127.0.0.1:\(port)/v1"), ("anthropic", "http://127.0.0.1:\(port)/v1"),
                                 ("openai", "http://127.0.0.1:\(closed)/v1")] {
            let environment = ["SNAPQUIZ_GENERATOR": provider, "SNAPQUIZ_LLM_BASE_URL": base, "SNAPQUIZ_LLM_API_KEY": key,
                               "SNAPQUIZ_LLM_MODEL": "proof", "OPENAI_API_KEY": key, "ANTHROPIC_API_KEY": key]
            let runs = base.contains("\(closed)")
                ? [["regenerate", String(homework.id.prefix(8))], ["doctor"], ["ingest", photo.path]]
                : [["regenerate", String(homework.id.prefix(8))], ["doctor", "--json"], ["ingest", "--json", photo.path]]
            for arguments in runs {
                let (result, argv) = try cli.runWatchingArgv(arguments, environment: environment)
                outputs.append(("\(provider) \(base) \(arguments.joined(separator: " "))", result))
                argvSeen += argv
            }
        }
        // The runs must have reached the generator and failed on it, or they prove nothing about the key.
        #expect(outputs.contains { $0.1.stderr.contains("401") || $0.1.stdout.contains("401") })
        #expect(outputs.contains { $0.1.status == 69 })
        for (label, result) in outputs {
            #expect(!result.stdout.contains(key) && !result.stderr.contains(key), "key printed by \(label): \(result.stdout) \(result.stderr)")
        }
        #expect(!argvSeen.isEmpty, "no process was caught running")
        #expect(!argvSeen.contains { $0.contains(key) })
        for file in try FileManager.default.contentsOfDirectory(atPath: cli.home.path) where file.hasPrefix("snapquiz.sqlite") {
            let bytes = try Data(contentsOf: cli.home.appendingPathComponent(file))
            #expect(bytes.range(of: Data(key.utf8)) == nil, "key in \(file)")
        }
    }

    // MARK: Hostile text

    static let hostileTitle = "Robert'); DROP TABLE homework;-- \u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m \"quoted\" 100% _x_ \\"
    static let hostileSubject = "sci' OR '1'='1\u{1B}[31m"
    static let hostileText = """
        Volcanoes \u{1B}[5mform\u{1B}[0m where magma rises through the crust.\u{1B}]8;;http://evil\u{07}link\u{1B}]8;;\u{07}
        Lava cools into igneous rock such as basalt and granite. \u{202E}esrever\u{202C} Ash clouds can travel far.
        """

    /// A homework whose title, subject, OCR text and quiz (as a model might write it) carry escape sequences.
    private func seedHostile(_ cli: SnapQuizBinary) throws -> (Homework, Quiz) {
        let (homework, _) = try cli.seedHomework(title: Self.hostileTitle, subject: Self.hostileSubject)
        let store = try cli.openStore()
        try store.updateOCR(homeworkID: homework.id, text: Self.hostileText, confidence: 77)
        let questions = (1...10).map { number in
            Question(question: "\u{1B}[2JWhat forms \(number)?\u{1B}[8m", options: ["magma \(number)\u{1B}[0m", "ice\u{07}", "sand\u{9B}1m", "salt\u{1B}c"],
                     correctIndex: number % 4, explanation: "Because\u{1B}]0;title\u{07} the text says so.", evidence: "magma rises\u{1B}[1m")
        }
        let quiz = Quiz(homeworkID: homework.id, questions: questions, topic: "Geo\u{1B}[31mlogy", subtopic: "Volc\u{1B}[0m",
                        classificationConfidence: 0.5, generator: "test\u{1B}[1m")
        try store.insertQuiz(quiz)
        return (homework, quiz)
    }

    /// Control bytes that could drive a terminal: ESC, BEL, CSI (C1, as UTF-8 C2 9B) and other C0/C1 controls.
    static func controlBytes(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || (0x7F...0x9F).contains($0) || (0x202A...0x202E).contains($0) }
    }

    @Test func hostileTextIsStoredExactlyAndPrintedWithoutControlCharacters() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try seedHostile(cli)
        _ = try cli.seedHomework(title: "Second homework", subject: "history")
        let id = String(homework.id.prefix(8))
        let runs: [[String]] = [
            ["list"], ["list", "--subject", Self.hostileSubject], ["show", id], ["show", id, "--answers"],
            ["take", id, "--answers", "A,B,C,D,A,B,C,D,A,B"], ["take", id, "--review", "--answers", "A,A,A,A,A,A,A,A"],
            ["history", id], ["stats"], ["stats", "--subject", Self.hostileSubject], ["due"],
            ["list", "--json"], ["show", id, "--json", "--answers"], ["stats", "--json"],
        ]
        var ran = 0
        for arguments in runs {
            let result = try cli.run(arguments + ["--no-color"])
            if arguments.contains("--review") && result.status != 0 { continue } // review needs a wrong answer last time
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(Self.controlBytes(in: result.stdout).isEmpty, "\(arguments) \(Self.controlBytes(in: result.stdout)) stdout: \(result.stdout.debugDescription)")
            #expect(Self.controlBytes(in: result.stderr).isEmpty, "\(arguments) stderr: \(result.stderr.debugDescription)")
            ran += 1
        }
        #expect(ran >= runs.count - 1)
        // Interactive take, one answer per line on stdin.
        let interactive = try cli.run(["take", id, "--no-color"], stdin: "A\nB\nC\nD\nA\nB\nC\nD\nA\nB\n")
        #expect(interactive.status == 0, "\(interactive.stderr)")
        #expect(interactive.stdout.contains("magma"), "the questions were not shown")
        #expect(Self.controlBytes(in: interactive.stdout + interactive.stderr).isEmpty, "\(interactive.stdout.debugDescription)")

        // The text itself is kept byte for byte, and the SQL in it did nothing.
        let store = try cli.openStore()
        let stored = try #require(try store.homework(id: homework.id))
        #expect(stored.title == Self.hostileTitle && stored.subject == Self.hostileSubject && stored.ocrText == Self.hostileText)
        #expect(try store.currentQuiz(homeworkID: homework.id)?.questions == quiz.questions)
        #expect(try store.listHomework(learner: "default").count == 2)
        let shown = try cli.run(["show", id, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.hostileTitle, "JSON keeps the exact text, escaped")
    }

    @Test func hostileTitleThroughIngestIsStoredExactly() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let photo = try FaultCorpus.validPhoto(in: cli.folder, name: "page.png")
        let result = try cli.run(["ingest", "--no-quiz", "--title", Self.hostileTitle, "--subject", Self.hostileSubject, photo.path, "--no-color"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.controlBytes(in: result.stdout + result.stderr).isEmpty, "\(result.stdout.debugDescription) \(result.stderr.debugDescription)")
        let list = try cli.openStore().listHomework(learner: "default")
        #expect(list.count == 1 && list.first?.homework.title == Self.hostileTitle && list.first?.homework.subject == Self.hostileSubject)
    }
}

extension SnapQuizBinary {
    /// Runs `snapquiz arguments…` like `run`, sampling its /proc/PID/cmdline (and its children's) while it runs.
    func runWatchingArgv(_ arguments: [String], environment: [String: String]) throws -> (Result, [String]) {
        let box = ArgvBox()
        let done = DispatchSemaphore(value: 0)
        let watcher = Thread {
            while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                for pid in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where pid.allSatisfy(\.isNumber) {
                    guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"),
                          exe.hasSuffix("/snapquiz"),
                          let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { continue }
                    box.append(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " "))
                }
            }
        }
        watcher.start()
        defer { done.signal() }
        let result = try run(arguments, environment: environment)
        return (result, box.values)
    }
}

private final class ArgvBox: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    func append(_ value: String) { lock.lock(); seen.append(value); lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return seen }
}
