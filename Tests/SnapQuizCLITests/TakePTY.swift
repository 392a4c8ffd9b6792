import Foundation

/// Runs `snapquiz take` on a pseudo-terminal (through python3's pty module) and reports what the
/// screen showed, how the process ended, and whether the terminal settings were put back.
struct TakePTY {
    /// What one run produced.
    struct Result: Decodable {
        let screen: String
        /// Exit code, or nil when a signal ended the process.
        let status: Int?
        let signal: Int?
        /// ICANON, ECHO and ISIG are set again and every flag matches the settings before the run.
        let restored: Bool
        let lflagBefore: Int
        let lflagAfter: Int
    }

    /// How to end the run after the keys are sent.
    enum Ending: String {
        /// Wait for the process to finish by itself.
        case wait
        /// Send SIGTERM after the keys.
        case sigterm
    }

    static let script = #"""
    import fcntl, json, os, pty, select, signal, struct, sys, termios, time
    binary, home, args, keys, ending = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), json.loads(sys.argv[4]), sys.argv[5]
    columns, extra = int(sys.argv[6]), json.loads(sys.argv[7])
    master, slave = pty.openpty()
    if columns:
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    before = termios.tcgetattr(slave)
    pid = os.fork()
    if pid == 0:
        os.setsid()
        signal.pthread_sigmask(signal.SIG_SETMASK, [])  # the test runner's blocked signals are not a user's
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.close(master)
        env = {k: v for k, v in os.environ.items() if not k.startswith("SNAPQUIZ_")}
        env.update(SNAPQUIZ_HOME=home, TERM="xterm")
        env.update(extra)
        env.pop("NO_COLOR", None)
        os.execve(binary, [binary] + args, env)
    screen = b""
    def pump(timeout):
        # True when something was read; False on a timeout or once the other side is gone.
        global screen
        ready, _, _ = select.select([master], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(master, 65536)
        except OSError:
            return False
        screen += data
        return bool(data)
    def wait_for(count, needle=b"Your answer"):
        deadline = time.time() + 20
        while screen.count(needle) < count and time.time() < deadline:
            pump(0.1)
    for index, key in enumerate(keys):
        wait_for(index + 1)
        os.write(master, key.encode())
    if ending == "sigterm":
        wait_for(len(keys), b"the answer is")
        time.sleep(0.2)
        os.kill(pid, signal.SIGTERM)
    deadline = time.time() + 60
    status = None
    done = 0
    while time.time() < deadline:
        pump(0.1)
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
    if not done:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        status = None
    while pump(0.3):
        pass
    after = termios.tcgetattr(slave)
    keyflags = termios.ICANON | termios.ECHO | termios.ISIG
    print(json.dumps({
        "screen": screen.decode("utf-8", "replace"),
        "status": os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if status is not None and os.WIFSIGNALED(status) else None,
        "restored": after == before and (after[3] & keyflags) == keyflags,
        "lflagBefore": before[3], "lflagAfter": after[3],
    }))
    """#

    /// Runs `snapquiz arguments…` on a new pseudo-terminal (`columns` wide when given), typing `keys` one at a time,
    /// each after the next prompt; `environment` is added to a user's environment without SNAPQUIZ_ settings.
    static func run(_ cli: SnapQuizBinary, _ arguments: [String], keys: [String], ending: Ending = .wait,
                    columns: Int? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let argumentsJSON = String(decoding: try JSONEncoder().encode(arguments), as: UTF8.self)
        let keysJSON = String(decoding: try JSONEncoder().encode(keys), as: UTF8.self)
        process.arguments = ["-c", script, cli.executable.path, cli.home.path, argumentsJSON, keysJSON, ending.rawValue,
                             String(columns ?? 0), String(decoding: try JSONEncoder().encode(environment), as: UTF8.self)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Result.self, from: data)
    }
}
