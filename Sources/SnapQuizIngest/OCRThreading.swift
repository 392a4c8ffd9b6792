import Foundation
internal import CTesseract

/// Process-wide settings for running several OCR engines at once.
public enum OCRThreading {
    /// Call before starting `workers` parallel engines. Debian's Tesseract is built with OpenMP; with
    /// several workers its thread pools fight over the cores (tesseract issue #3109), so cap it at one thread.
    public static func prepare(workers: Int) {
        guard workers > 1 else { return }
        // Read by libgomp when it starts; it is loaded with libtesseract, so also cap the running pool below.
        setenv("OMP_THREAD_LIMIT", "1", 0)
        singleThreadHere()
    }

    /// Caps OpenMP at one thread for the calling thread (each worker calls it before recognising).
    public static func singleThreadHere() {
        // libgomp is loaded with libtesseract; look the symbol up among everything loaded (RTLD_DEFAULT).
        guard let symbol = dlsym(nil, "omp_set_num_threads") else { return }
        typealias SetThreads = @convention(c) (Int32) -> Void
        unsafeBitCast(symbol, to: SetThreads.self)(1)
    }

    /// Leptonica prints decoder complaints on stderr; snapquiz reports its own errors instead.
    static func silenceLeptonica() {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }
}
