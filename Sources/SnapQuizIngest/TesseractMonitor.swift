import Foundation
internal import CTesseract

/// Owns one Tesseract progress monitor (`ETEXT_DESC*`) through which a recognition running on another thread can be
/// cancelled: Tesseract asks it before each word and, once `cancel()` was called, fakes out the rest of the page and
/// returns an error. The monitor is shared between the thread that recognises and the one that cancels, the engine
/// never is.
final class TesseractMonitor: @unchecked Sendable {
    let handle: OpaquePointer
    private let lock = NSLock()
    private var cancelled = false

    init() throws {
        guard let handle = TessMonitorCreate() else { throw IngestError.engine("TessMonitorCreate returned nothing") }
        self.handle = handle
        TessMonitorSetCancelFunc(handle) { this, _ in
            guard let this else { return false }
            return Unmanaged<TesseractMonitor>.fromOpaque(this).takeUnretainedValue().isCancelled
        }
        // Unretained: the monitor outlives every recognition it is passed to (its owner holds it until then).
        TessMonitorSetCancelThis(handle, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        TessMonitorDelete(handle)
    }

    /// Asks the recognition to stop at its next word.
    func cancel() {
        lock.lock(); defer { lock.unlock() }
        cancelled = true
    }

    var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled
    }
}
