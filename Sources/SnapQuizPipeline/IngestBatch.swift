import Foundation
import SnapQuizIngest
import SnapQuizStore

/// Runs a batch of photos on `jobs` worker threads, each with its own readers and generator, tells `stage` where
/// each photo is, and hands each finished item to `report` (called on one thread at a time).
public enum IngestBatch {
    /// The results in the order of `request.photos`.
    public static func run(_ request: IngestRequest, store: any QuizStore,
                           stage: (@Sendable (_ index: Int, _ stage: IngestStage) -> Void)? = nil,
                           report: @escaping @Sendable (_ index: Int, _ result: IngestItemResult) -> Void) -> [IngestItemResult] {
        let workers = max(1, min(request.jobs, request.photos.count))
        let state = BatchState(count: request.photos.count)
        let group = DispatchGroup()
        // Counted before any starts, so a page's read takes a second core only while a worker has none to read.
        CoreBudget.shared.workersStarting(workers)
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                let worker = IngestWorker(request: request, store: store)
                while let index = state.next() {
                    let result = worker.ingest(request.photos[index]) { stage?(index, $0) }
                    state.finish(index, result) { index, result in
                        stage?(index, .finished)
                        report(index, result)
                    }
                }
                CoreBudget.shared.workerFinished()
                group.leave()
            }
            // Tesseract recurses deeply on some layouts; give workers the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return state.results
    }
}

/// The work queue and results shared by the workers, behind one lock.
private final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int
    private var finished: [IngestItemResult?]

    init(count: Int) {
        self.count = count
        finished = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func finish(_ index: Int, _ result: IngestItemResult, report: (Int, IngestItemResult) -> Void) {
        lock.lock(); defer { lock.unlock() }
        finished[index] = result
        report(index, result)
    }

    var results: [IngestItemResult] {
        lock.lock(); defer { lock.unlock() }
        return finished.map { $0! }
    }
}
