import ArgumentParser
import Foundation

/// Shared measuring and printing for every benchmark.
enum BenchSupport {
    /// Seconds elapsed running `body` once (monotonic clock).
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median wall time of `runs` runs of `body`, after one unmeasured warm-up run.
    static func median(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
        if warmUp { try body() }
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(try seconds(body)) }
        return median(times)
    }

    /// The median of `values` (0 when empty).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// CPU seconds (user + system) used so far by the calling thread, or by the whole process.
    static func cpuSeconds(thread: Bool) -> Double {
        var usage = rusage()
        // RUSAGE_THREAD (Linux) is 1; Glibc's Swift overlay does not export it.
        getrusage(thread ? 1 : RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Wall and CPU (user + system) milliseconds of one run of a program, its output discarded.
    struct ProcessTime {
        var wallMs: Double
        var cpuMs: Double
    }

    /// Runs `executable` once like `runProcess` and measures it; throws when it exits non-zero.
    static func timeProcess(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessTime {
        var before = rusage(), after = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &before)
        var status: Int32 = 0
        let wall = try seconds { status = try runProcess(executable, arguments, environment: environment) }
        getrusage(RUSAGE_CHILDREN.rawValue, &after)
        if status != 0 { throw ValidationError("\(executable) \(arguments.joined(separator: " ")) exited \(status)") }
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        let cpu = ms(after.ru_utime) + ms(after.ru_stime) - ms(before.ru_utime) - ms(before.ru_stime)
        return ProcessTime(wallMs: wall * 1000, cpuMs: cpu)
    }

    /// The median wall and CPU time of each command over `runs` rounds, the commands taking turns within each round
    /// (after one unmeasured round), so a busy spell of a shared machine falls on all of them alike.
    static func interleavedMedians(runs: Int, _ commands: [(executable: String, arguments: [String])],
                                   environment: [String: String]? = nil) throws -> [ProcessTime] {
        var times = Array(repeating: [ProcessTime](), count: commands.count)
        for round in 0...max(1, runs) {
            for (index, command) in commands.enumerated() {
                let time = try timeProcess(command.executable, command.arguments, environment: environment)
                if round > 0 { times[index].append(time) }
            }
        }
        return times.map { ProcessTime(wallMs: median($0.map(\.wallMs)), cpuMs: median($0.map(\.cpuMs))) }
    }

    /// Runs a program to completion with its output discarded (stdout goes to `standardOutput` when given);
    /// returns its exit status. Uses posix_spawn directly: Foundation's Process adds tens of milliseconds,
    /// which would swamp start-up times.
    @discardableResult
    static func runProcess(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           standardOutput: String = "/dev/null") throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw NSError(domain: "snapquiz-bench", code: Int(spawned),
                          userInfo: [NSLocalizedDescriptionKey: "cannot run \(executable): \(String(cString: strerror(spawned)))"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    /// The `snapquiz` binary built beside this benchmark.
    static var snapquizBinary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("snapquiz").path
    }

    /// A fixed-width text table.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)).joined(separator: "\n")
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

    /// Writes `value` as pretty JSON to `path`, creating its folder.
    static func writeJSON<T: Encodable>(_ value: T, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(value).write(to: url)
    }
}
