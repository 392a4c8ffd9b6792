import Foundation
internal import CTesseract

/// Process-wide settings for running OCR engines.
public enum OCRThreading {
    /// The one way snapquiz caps OpenMP: restarts this process with `OMP_THREAD_LIMIT=1` unless it is already set.
    /// Call it first thing in a command that runs OCR (`ocr`, `ingest`), before anything else happens.
    ///
    /// Debian's Tesseract is built with OpenMP; with several workers its thread pools fight over the cores
    /// (tesseract issue #3109), and even one engine runs faster single-threaded here. libgomp reads the limit
    /// once, when it is loaded with libtesseract before `main`, and Tesseract's own `num_threads` clauses
    /// override `omp_set_num_threads` (so a per-thread cap does nothing): only the environment at start-up caps
    /// it. Measured on this 2-core machine: maths-scan 4.5 s with the default pool, 1.3 s single-threaded (the
    /// tesseract CLI: 3.8 s and 0.5 s). Returns only when the limit was already set or the restart failed.
    public static func restartSingleThreadedIfNeeded() {
        let environment = ProcessInfo.processInfo.environment
        guard environment["OMP_THREAD_LIMIT"] == nil, environment["SNAPQUIZ_OMP_RESTARTED"] == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        setenv("SNAPQUIZ_OMP_RESTARTED", "1", 1)  // never loop, whatever happens to the first variable
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        // Still here: the restart failed; carry on with the default pool.
        arguments.forEach { free($0) }
    }

    /// Leptonica prints decoder complaints on stderr; snapquiz reports its own errors instead.
    static func silenceLeptonica() {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }
}
