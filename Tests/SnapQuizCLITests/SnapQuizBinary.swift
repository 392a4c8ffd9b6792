import Foundation
import SnapQuizCore
import SnapQuizStore

/// The built `snapquiz` binary, run as a user would, against a private home folder.
struct SnapQuizBinary {
    /// The result of one run.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

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
    /// (through `start`, in FaultInputTests.swift, which every spawned snapquiz goes through).
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:]) throws -> Result {
        try start(arguments, stdin: stdin, environment: extra).wait()
    }

    /// Stores a homework with a valid 10-question quiz directly through the store; returns (homework, quiz).
    @discardableResult
    func seedHomework(learner: String = "default", title: String = "The water cycle", subject: String? = "science") throws -> (Homework, Quiz) {
        let store = try openStore()
        let photo = folder.appendingPathComponent("\(UUID().uuidString).jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(UUID().uuidString.utf8)).write(to: photo)
        let sha = (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
        let homework = Homework(learner: learner, title: title, subject: subject, imageURL: "", imageSHA256: String(sha.prefix(64)),
                                ocrText: "Water evaporates from the sea and falls again as rain.", ocrConfidence: 90)
        let (stored, _) = try store.insertHomework(homework, copyingImageFrom: photo, imageExtension: "jpg")
        let questions = (1...10).map { number in
            Question(question: "Question \(number) about water?", options: ["rain \(number)", "snow", "hail", "fog"],
                     correctIndex: number % 4, explanation: "See the text.", evidence: "falls again as rain")
        }
        let quiz = Quiz(homeworkID: stored.id, questions: questions, topic: "Earth science", subtopic: "Water cycle",
                        classificationConfidence: 0.7, generator: "test")
        try store.insertQuiz(quiz)
        return (stored, quiz)
    }
}
