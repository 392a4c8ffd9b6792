internal import CTesseract

/// Owns one Leptonica `PIX*` and destroys it in `deinit`; never leaves this module.
final class Pix {
    private(set) var pointer: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pointer`; nil (a failed Leptonica call) becomes an engine error naming `operation`.
    init(_ pointer: UnsafeMutablePointer<PIX>?, operation: String) throws {
        guard let pointer else { throw IngestError.engine("Leptonica \(operation) failed") }
        self.pointer = pointer
    }

    deinit {
        var p: UnsafeMutablePointer<PIX>? = pointer
        pixDestroy(&p)
    }

    var width: Int { Int(pixGetWidth(pointer)) }
    var height: Int { Int(pixGetHeight(pointer)) }
    var depth: Int { Int(pixGetDepth(pointer)) }
    var resolution: Int { Int(pixGetXRes(pointer)) }

    func setResolution(_ ppi: Int) {
        pixSetResolution(pointer, Int32(ppi), Int32(ppi))
    }
}
