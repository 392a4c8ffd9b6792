import Foundation

// State the signal handlers read: a signal handler cannot capture context, so it lives in globals.
// Written only on the main thread before the handlers are installed or while they are blocked.
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var terminalFD: Int32 = -1

/// A terminal put in single-key mode (no line editing, no echo, Ctrl-C as a key) that is always put back:
/// by `restore()` (also called from `deinit`), and by the SIGINT/SIGTERM/SIGHUP handlers it installs.
final class RawTerminal {
    let fd: Int32

    /// Switches `fd` to single-key mode; nil when `fd` is not a terminal.
    init?(fd: Int32) {
        guard isatty(fd) == 1 else { return nil }
        var original = termios()
        guard tcgetattr(fd, &original) == 0 else { return nil }
        self.fd = fd
        savedTermios = original
        terminalFD = fd
        var raw = original
        // Keep output processing (OPOST) so "\n" still returns the carriage; ISIG off makes Ctrl-C a key we read.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        rawModeActive = 1
        guard tcsetattr(fd, TCSAFLUSH, &raw) == 0 else {
            rawModeActive = 0
            return nil
        }
    }

    deinit { restore() }

    /// Puts the terminal back as it was; safe to call more than once.
    func restore() {
        guard rawModeActive == 1 else { return }
        var original = savedTermios
        tcsetattr(fd, TCSAFLUSH, &original)
        rawModeActive = 0
    }
}

/// Installs handlers so that SIGINT, SIGTERM and SIGHUP during a quiz restore the terminal, say that
/// the attempt was not recorded, and exit (130 for SIGINT; the default action of the others, re-raised).
enum QuizSignals {
    static func install() {
        // A parent may have left these blocked (test runners do); a quiz must be stoppable.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signal) }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if rawModeActive == 1 {
                    var original = savedTermios
                    tcsetattr(terminalFD, TCSAFLUSH, &original)
                    rawModeActive = 0
                }
                let message: StaticString = "\nsnapquiz: interrupted: the attempt was not recorded\n"
                _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                if received == SIGINT { _exit(130) }
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Ignores the signals while `body` runs (recording the attempt must finish or not start), then
    /// puts the default actions back: after the last answer there is nothing left to abandon.
    static func ignoring<T>(_ body: () throws -> T) rethrows -> T {
        var block = sigset_t(), previous = sigset_t()
        sigemptyset(&block)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&block, signal) }
        sigprocmask(SIG_BLOCK, &block, &previous)
        defer {
            for signal in [SIGINT, SIGTERM, SIGHUP] { Glibc.signal(signal, SIG_DFL) }
            sigprocmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }
}
