import Foundation
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// The built `snapquiz` binary, run as a user would, against a private home folder.
struct SnapQuizBinary {
    /// The result of one run.
    typealias Result = ProcessResult
    /// A `snapquiz` process started in the background.
    typealias Running = SpawnedProcess

    /// The binary built beside this test bundle.
    static let executable: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapquiz")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let products = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("snapquiz")
        if FileManager.default.isExecutableFile(atPath: products.path) { return products }
        return packageRoot.appendingPathComponent(".build/debug/snapquiz")
    }()

    /// The package's top folder (for TestImages).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A temporary folder owned by this value's creator; `home` is the SNAPQUIZ_HOME inside it.
    let folder: URL
    var home: URL { folder.appendingPathComponent("home") }
    var executable: URL = SnapQuizBinary.executable

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the temporary folder.
    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// The store the binary uses, opened in-process (to arrange data or check what was written).
    func openStore() throws -> Store { try Store(location: StoreLocation(home: home)) }

    /// The environment a run gets: this process's, without any SNAPQUIZ_ setting, with this home, the offline
    /// generator and `extra` on top.
    func environment(adding extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SNAPQUIZ_") }
        environment["SNAPQUIZ_HOME"] = home.path
        environment["SNAPQUIZ_GENERATOR"] = "offline"
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `snapquiz arguments…` with SNAPQUIZ_HOME set, `stdin` as its input, no terminal, colours off
    /// (through `start`, in FaultInputTests.swift, over SnapQuizTestSupport's SpawnedProcess).
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:]) throws -> Result {
        try start(arguments, stdin: stdin, environment: extra).wait()
    }

    /// Stores a homework with a valid 10-question quiz directly through the store; returns (homework, quiz).
    @discardableResult
    func seedHomework(learner: String = "default", title: String = SampleStoreData.title, subject: String? = "science") throws -> (Homework, Quiz) {
        try SampleStoreData.addHomework(to: try openStore(), photoFolder: folder, learner: learner, title: title, subject: subject)
    }
}
