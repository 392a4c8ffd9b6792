import Foundation
import SnapQuizCore
import SnapQuizPipeline

/// What a batch has done so far, shared by the workers, the stage line and the Ctrl-C message.
final class IngestStatus: @unchecked Sendable {
    private let lock = NSLock()
    private let photos: [String]
    private var stages: [IngestStage?]
    private var stored: [Homework?]
    private let started = Date()
    /// Redraws one line on stderr with the stage and elapsed time; nil unless one photo goes to a terminal.
    private var ticker: Thread?
    private var lineShown = false

    init(photos: [String]) {
        self.photos = photos
        stages = Array(repeating: nil, count: photos.count)
        stored = Array(repeating: nil, count: photos.count)
    }

    /// Records the stage of photo `index`.
    func update(_ index: Int, _ stage: IngestStage) {
        lock.lock(); defer { lock.unlock() }
        if case let .stored(homework) = stage { stored[index] = homework; return }
        stages[index] = stage
        if case .finished = stage { stored[index] = nil }  // done: kept with or without its quiz, and reported
    }

    // MARK: - The stage line

    /// Shows `photo: stage… 12s` on stderr, redrawn every half second, when one photo is read and a person watches.
    func startStageLine(console: Console) {
        guard photos.count == 1, console.err.isTerminal else { return }
        let thread = Thread { [self] in
            while !Thread.current.isCancelled {
                draw(console.err)
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
        ticker = thread
        thread.start()
    }

    /// Stops the stage line and clears it, so results print on a clean line.
    func stopStageLine(console: Console) {
        lock.lock(); defer { lock.unlock() }
        ticker?.cancel()
        ticker = nil
        if lineShown { console.err.write("\r\u{1B}[K") }
        lineShown = false
    }

    private func draw(_ stream: Console.Stream) {
        lock.lock(); defer { lock.unlock() }
        guard ticker != nil, let stage = stages[0] else { return }
        let words: String
        switch stage {
        case .reading: words = "reading the photo"
        case .recognising: words = "cleaning up and recognising the text"
        case let .transcribing(reader): words = "transcribing with \(reader)"
        case let .writingQuestions(generator): words = "writing questions (\(generator))"
        case .stored, .finished: return
        }
        let name = Console.sanitizeLine(URL(fileURLWithPath: photos[0]).lastPathComponent)
        let seconds = Int(Date().timeIntervalSince(started))
        stream.write("\r\u{1B}[K\(Formatting.truncate(name, 30)): \(words)… \(seconds)s")
        lineShown = true
    }

    // MARK: - Ctrl-C

    /// What to tell the user when the batch is stopped now: which homework are kept without a quiz and how to
    /// make it, or that nothing of the unfinished photos was stored.
    func interruptedMessage() -> String {
        lock.lock(); defer { lock.unlock() }
        let kept = stored.compactMap { $0 }
        let unfinished = zip(stages, stored).filter { stage, homework in
            if case .finished? = stage { return false }
            return homework == nil
        }.count
        var lines = ["snapquiz: interrupted."]
        for homework in kept {
            let id = String(homework.id.prefix(8))
            lines.append("snapquiz: kept homework \(id) “\(Console.sanitizeLine(homework.title))” with its text, without a quiz; "
                         + "`snapquiz regenerate \(id)` will make one.")
        }
        if unfinished > 0 {
            lines.append("snapquiz: \(unfinished) photo\(unfinished == 1 ? " was" : "s were") not stored; ingest \(unfinished == 1 ? "it" : "them") again.")
        }
        if kept.isEmpty && unfinished == 0 { lines.append("snapquiz: the photos reported above are stored.") }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The write end of the pipe the signal handler wakes the watcher through (writing to a pipe is async-signal-safe;
/// building a message is not, so that happens on the watcher thread).
nonisolated(unsafe) private var interruptPipe: Int32 = -1

/// Ctrl-C (or SIGTERM, SIGHUP) during `ingest`: say what was kept, then exit 130 (or end by that signal).
enum IngestInterrupt {
    /// Installs the handlers; `message` is asked for the words when a signal arrives.
    static func install(message: @escaping @Sendable () -> String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        interruptPipe = fds[1]
        let readEnd = fds[0]
        let watcher = Thread {
            var received: UInt8 = 0
            while read(readEnd, &received, 1) < 0 && errno == EINTR {}
            Console.standardError.write("\n" + message())
            // Ctrl-C exits 130 (SPEC §7); SIGTERM and SIGHUP end the process as those signals do, as `take` does.
            if Int32(received) == SIGINT { _exit(130) }
            Glibc.signal(Int32(received), SIG_DFL)
            raise(Int32(received))
            _exit(130)
        }
        watcher.start()
        // A parent may have left these blocked (test runners do); an ingest must be stoppable.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signal) }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(interruptPipe, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }
}
