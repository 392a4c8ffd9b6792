import Foundation

/// The process's cores as OCR shares them: a page's read takes a second core for a helper thread only while no
/// other reading needs it. A batch counts its reading workers here before it starts them; a page read alone (the
/// `ocr` command, one worker) counts as one reading. With `ingest --jobs 2` on two cores both are busy and no page
/// gets a helper until one worker has run out of photos, so the cores are never oversubscribed by snapquiz itself.
/// The shared budget also watches the machine (`CPUActivity`): a core other processes keep busy is not idle.
public final class CoreBudget: @unchecked Sendable {
    /// The budget of this process: its cores as the scheduler allows them (`sched_getaffinity`), watching the machine.
    public static let shared = CoreBudget(cores: ProcessInfo.processInfo.activeProcessorCount, watchesMachine: true)

    /// How many threads may compute at once.
    public let cores: Int
    /// Whether other processes' load counts (else only this process's readings and helpers do).
    private let watchesMachine: Bool
    private let lock = NSLock()
    private var workers = 0
    private var helpers = 0

    /// `watchesMachine`: also leave alone the cores other processes keep busy (`CPUActivity`).
    public init(cores: Int, watchesMachine: Bool = false) {
        self.cores = max(1, cores)
        self.watchesMachine = watchesMachine
    }

    /// What `claimSpareCore(since:)` compares with: the machine's activity as a page's read begins (nil when not
    /// watching it).
    func startWindow() -> CPUActivity.Sample? {
        watchesMachine ? CPUActivity.sample() : nil
    }

    /// Whether a helper could have a core now: none of this process's readings needs it, and (watching the machine)
    /// no other thread is runnable beside the caller. A cheap guess, for loading a helper's model early.
    func seemsIdle() -> Bool {
        lock.lock()
        let free = max(workers, 1) + helpers < cores
        lock.unlock()
        guard free, watchesMachine, let now = CPUActivity.sample() else { return free }
        return now.running < cores
    }

    /// Takes a core for a helper when one is idle, as `claimSpareCore()`, and (watching the machine) other processes
    /// kept less than half a core of the rest busy since `window` began.
    func claimSpareCore(since window: CPUActivity.Sample?) -> Bool {
        if let window, let now = CPUActivity.sample(), let others = CPUActivity.othersLoad(from: window, to: now),
           Double(cores - 1) - others < 0.5 {
            return false
        }
        return claimSpareCore()
    }

    /// Counts `count` reading threads as busy until each calls `workerFinished()`; call it before starting them, so
    /// the first to start a page does not take a core the others are about to need.
    public func workersStarting(_ count: Int) {
        lock.lock(); defer { lock.unlock() }
        workers += max(0, count)
    }

    /// One of the threads counted by `workersStarting` has no more pages to read.
    public func workerFinished() {
        lock.lock(); defer { lock.unlock() }
        workers = max(0, workers - 1)
    }

    /// Takes a core for a helper thread when one is idle: every reading (at least the caller's) and every helper
    /// already running has its own. Give it back with `releaseSpareCore()`.
    func claimSpareCore() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard max(workers, 1) + helpers < cores else { return false }
        helpers += 1
        return true
    }

    /// Gives back a core `claimSpareCore()` took.
    func releaseSpareCore() {
        lock.lock(); defer { lock.unlock() }
        helpers = max(0, helpers - 1)
    }

    /// Helper threads running now (for tests).
    var helpersRunning: Int {
        lock.lock(); defer { lock.unlock() }
        return helpers
    }
}
