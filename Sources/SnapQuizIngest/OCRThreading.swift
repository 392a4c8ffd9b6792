import Foundation
internal import CTesseract

/// Process-wide settings for running OCR engines.
public enum OCRThreading {
    /// The one way snapquiz caps OpenMP: sets `OMP_THREAD_LIMIT=1` in this process's environment unless it is already
    /// set. Call it first thing in a command that runs OCR (`ocr`, `ingest`), before any Tesseract call and before any
    /// thread starts.
    ///
    /// Debian's Tesseract is built with OpenMP; with several workers its thread pools fight over the cores
    /// (tesseract issue #3109), and even one engine runs faster single-threaded here. libgomp reads the limit
    /// once, when it is loaded, and Tesseract's own `num_threads` clauses override `omp_set_num_threads` (so a
    /// per-thread cap does nothing): only the environment when libgomp loads caps it. libgomp comes only with
    /// libtesseract, which `CLazyLibraries` opens on the first Tesseract call, so setting the variable before that is
    /// enough; the process used to restart itself (`execv`) with it, 10–20 ms of every `snapquiz ocr`. Measured on
    /// this 2-core machine: maths-scan 4.5 s with the default pool, 1.3 s single-threaded (the tesseract CLI: 3.8 s
    /// and 0.5 s).
    public static func limitOpenMPToOneThread() {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
    }

    /// Leptonica prints decoder complaints on stderr; snapquiz reports its own errors instead.
    static func silenceLeptonica() {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }
}
