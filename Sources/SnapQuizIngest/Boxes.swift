internal import CTesseract

/// A rectangle in pixels, as Leptonica's boxes give it.
struct PixelRect: Equatable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32
}

/// Owns one Leptonica `BOXA*` (e.g. the boxes of a page's connected components) and destroys it in `deinit`;
/// never leaves this module, like `Pix`.
final class BoxArray {
    let pointer: UnsafeMutablePointer<BOXA>

    /// Takes ownership of `pointer`; nil when the Leptonica call that made it failed.
    init?(_ pointer: UnsafeMutablePointer<BOXA>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var p: UnsafeMutablePointer<BOXA>? = pointer
        boxaDestroy(&p)
    }

    var count: Int { Int(boxaGetCount(pointer)) }

    /// Every box's rectangle, in order. Read with `boxaGetBoxGeometry`: no BOX is cloned (and must be destroyed) per box.
    var rects: [PixelRect] {
        (0..<Int32(count)).map { index in
            var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)
            boxaGetBoxGeometry(pointer, index, &rect.x, &rect.y, &rect.width, &rect.height)
            return rect
        }
    }
}

/// Owns one Leptonica `BOX*` and destroys it in `deinit`.
final class Box {
    let pointer: UnsafeMutablePointer<BOX>

    /// A new box; a failed allocation becomes an engine error naming `operation`.
    init(_ rect: PixelRect, operation: String) throws {
        guard let pointer = boxCreate(rect.x, rect.y, rect.width, rect.height) else {
            throw IngestError.engine("Leptonica \(operation) failed")
        }
        self.pointer = pointer
    }

    /// Takes ownership of a box a Leptonica call returned; nil when it returned none.
    init?(taking pointer: UnsafeMutablePointer<BOX>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var p: UnsafeMutablePointer<BOX>? = pointer
        boxDestroy(&p)
    }

    var rect: PixelRect {
        var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)
        boxGetGeometry(pointer, &rect.x, &rect.y, &rect.width, &rect.height)
        return rect
    }
}
