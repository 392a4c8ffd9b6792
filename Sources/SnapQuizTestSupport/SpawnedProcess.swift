import Foundation

/// What a finished process left: its exit status (128+signal when killed) and its output.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// A program started in the background with its output going to files: the one process spawner of the tests.
public final class SpawnedProcess {
    public let process: Process
    private let outURL: URL, errURL: URL

    public var pid: pid_t { process.processIdentifier }

    /// Starts `program arguments…` with exactly `environment`, output in files under `scratch`, and input from `input`,
    /// else `stdin`, else nothing (no terminal anywhere).
    public init(program: String, arguments: [String], environment: [String: String], scratch: URL,
                stdin: String? = nil, input pipe: Pipe? = nil) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        let id = UUID().uuidString
        outURL = scratch.appendingPathComponent("\(id).out")
        errURL = scratch.appendingPathComponent("\(id).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        if let pipe {
            process.standardInput = pipe
        } else if let stdin {
            let input = scratch.appendingPathComponent("\(id).in")
            try Data(stdin.utf8).write(to: input)
            process.standardInput = try FileHandle(forReadingFrom: input)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
    }

    /// Waits for the end (killing the process after `timeout` seconds); status is 128+signal when killed.
    public func wait(timeout: Double = 120) throws -> ProcessResult {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { kill(process.processIdentifier, SIGKILL) }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProcessResult(status: status,
                             stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                             stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
    }

    /// Runs `program arguments…` to its end with exactly `environment` and no input; output goes through files in a
    /// scratch folder of its own, removed afterwards.
    public static func run(_ program: String, _ arguments: [String], environment: [String: String],
                           timeout: Double = 300) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapquiz-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try SpawnedProcess(program: program, arguments: arguments, environment: environment, scratch: scratch).wait(timeout: timeout)
    }

    /// Runs a helper tool (convert, sqlite3, chown) to the end; its stdout, stderr discarded.
    public static func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
