import Foundation

/// A thread with Tesseract engines of its own, on which a page's read runs one job beside the calling thread (the
/// second reading of a page, started before the first reading is judged). Its engines are created, used and freed
/// on its thread only; jobs reach it through a lock, one at a time. The owner calls `shutdown()` before letting go
/// of it: the thread holds the helper until it exits.
final class ReadingHelper: @unchecked Sendable {
    /// The helper thread's engines, made there: the reader when the thread starts (so its model loads while the
    /// caller decodes and cleans up the page), others on first use.
    final class Engines {
        private let datapath: String
        private let language: String
        /// The engine for `language`, or why it could not be made.
        let reader: Result<TesseractAPI, any Error>

        fileprivate init(datapath: String, language: String) {
            self.datapath = datapath
            self.language = language
            reader = Result { try TesseractAPI(datapath: datapath, language: language) }
        }
    }

    /// Work for the helper thread; `monitor` is cancelled when the caller no longer wants the result.
    typealias Job = (_ engines: Engines, _ monitor: TesseractMonitor) -> Void

    private let condition = NSCondition()
    private var pending: (job: Job, monitor: TesseractMonitor)?
    private var running: TesseractMonitor?
    private var stopping = false
    private var exited = false
    private var begun = 0

    /// Starts the thread, which loads `language` from `datapath` at once.
    init(datapath: String, language: String) {
        let thread = Thread { [self] in run(datapath: datapath, language: language) }
        // Tesseract recurses deeply on some layouts; the main thread's stack size, as the ingest workers have.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// What a job handed to `start` gave: nil until it has finished, and for good when it was dropped before it began.
    final class Outcome<Value>: @unchecked Sendable {
        /// Written on the helper thread before it reports the job finished; read after `wait` or `cancel`.
        fileprivate(set) var value: Result<Value, any Error>?
    }

    /// Hands `work` to the helper thread; its result is in the outcome once `wait` returns. The previous job must be
    /// over (`wait`, `cancel`).
    func start<Value>(_ work: @escaping (_ engines: Engines, _ monitor: TesseractMonitor) throws -> Value) throws -> Outcome<Value> {
        let outcome = Outcome<Value>()
        try start { engines, monitor in outcome.value = Result { try work(engines, monitor) } }
        return outcome
    }

    private func start(_ job: @escaping Job) throws {
        let monitor = try TesseractMonitor()
        condition.lock(); defer { condition.unlock() }
        precondition(pending == nil && running == nil, "ReadingHelper runs one job at a time")
        pending = (job, monitor)
        condition.broadcast()
    }

    /// Returns once the job handed to `start` has finished or was dropped.
    func wait() {
        condition.lock(); defer { condition.unlock() }
        while pending != nil || running != nil { condition.wait() }
    }

    /// Drops the job if it has not begun, else asks its recognition to stop at the next word, and waits until
    /// the thread is idle again, so nothing of the job runs once this returns.
    func cancel() {
        condition.lock()
        pending = nil
        running?.cancel()
        condition.unlock()
        wait()
    }

    /// Cancels any job, ends the thread and waits until it has freed its engines.
    func shutdown() {
        condition.lock(); defer { condition.unlock() }
        stopping = true
        pending = nil
        running?.cancel()
        condition.broadcast()
        while !exited { condition.wait() }
    }

    /// Whether the thread has ended and freed its engines (`shutdown`).
    var hasExited: Bool {
        condition.lock(); defer { condition.unlock() }
        return exited
    }

    /// How many jobs the thread has begun (a job dropped by `cancel` before it began is not counted).
    var jobsBegun: Int {
        condition.lock(); defer { condition.unlock() }
        return begun
    }

    private func run(datapath: String, language: String) {
        serve(Engines(datapath: datapath, language: language))
        // `serve` held the engines' last reference: they are freed by now, on this thread.
        condition.lock()
        exited = true
        condition.broadcast()
        condition.unlock()
    }

    private func serve(_ engines: Engines) {
        condition.lock()
        while true {
            while pending == nil && !stopping { condition.wait() }
            guard !stopping, let (job, monitor) = pending else { break }
            pending = nil
            running = monitor
            begun += 1
            condition.unlock()
            job(engines, monitor)
            condition.lock()
            running = nil
            condition.broadcast()
        }
        condition.unlock()
    }
}
