internal import CTesseract

/// A 3×3 median filter for 8 bpp images, pixel for pixel what Leptonica's `pixMedianFilter(pix, 3, 3)` gives.
/// Leptonica runs every median through its general rank filter (two histograms per pixel), which took about a
/// seventh of a photo's OCR time; sorting the three pixels of each column once and combining three columns is
/// several times faster, and both steps are done sixteen pixels at a time: minima and maxima of byte vectors.
enum MedianFilter {
    /// Pixels per vector step.
    private typealias Bytes = SIMD16<UInt8>

    static func apply3x3(_ source: Pix) throws -> Pix {
        guard source.depth == 8, pixGetColormap(source.pointer) == nil, source.width >= 3, source.height >= 3 else {
            return try Pix(pixMedianFilter(source.pointer, 3, 3), operation: "median filter")
        }
        let result = try Pix(pixCreateTemplate(source.pointer), operation: "median filter")
        let width = source.width, height = source.height
        let sourceWords = Int(pixGetWpl(source.pointer)), resultWords = Int(pixGetWpl(result.pointer))
        guard let sourceData = pixGetData(source.pointer), let resultData = pixGetData(result.pointer) else {
            throw IngestError.engine("Leptonica median filter failed: image without pixels")
        }
        // Leptonica keeps 8 bpp pixels big-endian within 32-bit words; each row is copied once into pixel order (a
        // byte swap per word), so neighbours along the row are neighbours in memory. Buffers run a vector past the
        // row, so the last step of a row needs no bounds tests (what lands there is never stored).
        let steps = (width + Bytes.scalarCount - 1) / Bytes.scalarCount
        let length = steps * Bytes.scalarCount + 2 * Bytes.scalarCount
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 7 * length, alignment: 16)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 7 * length)
        // Three source rows in pixel order (a ring: row y is in slot y % 3), the sorted column triples with the edge
        // column repeated on either side (Leptonica's mirrored border; pixel x at index x + 1), and the output row.
        let rows = (0..<3).map { buffer + $0 * length }
        let low = buffer + 3 * length, middle = buffer + 4 * length, high = buffer + 5 * length
        let target = buffer + 6 * length
        func load(row y: Int) {
            let from = sourceData + y * sourceWords
            let to = rows[y % 3].assumingMemoryBound(to: UInt32.self)
            for word in 0..<sourceWords { to[word] = from[word].byteSwapped }
        }
        load(row: 0)
        load(row: 1)
        for y in 0..<height {
            if y + 1 < height, y >= 1 { load(row: y + 1) }
            // Rows beyond the edge mirror the edge row itself, as Leptonica's mirrored border does.
            let above = rows[max(y - 1, 0) % 3], row = rows[y % 3], below = rows[min(y + 1, height - 1) % 3]
            for step in 0..<steps {
                let offset = step * Bytes.scalarCount
                let a = above.loadUnaligned(fromByteOffset: offset, as: Bytes.self)
                let b = row.loadUnaligned(fromByteOffset: offset, as: Bytes.self)
                let c = below.loadUnaligned(fromByteOffset: offset, as: Bytes.self)
                let smaller = minimum(a, b), larger = maximum(a, b)
                low.storeBytes(of: minimum(smaller, c), toByteOffset: offset + 1, as: Bytes.self)
                middle.storeBytes(of: maximum(smaller, minimum(larger, c)), toByteOffset: offset + 1, as: Bytes.self)
                high.storeBytes(of: maximum(larger, c), toByteOffset: offset + 1, as: Bytes.self)
            }
            for triple in [low, middle, high] {
                triple.storeBytes(of: triple.load(fromByteOffset: 1, as: UInt8.self), toByteOffset: 0, as: UInt8.self)
                triple.storeBytes(of: triple.load(fromByteOffset: width, as: UInt8.self), toByteOffset: width + 1, as: UInt8.self)
            }
            for step in 0..<steps {
                let offset = step * Bytes.scalarCount
                let largestLow = maximum(maximum(low.loadUnaligned(fromByteOffset: offset, as: Bytes.self),
                                                 low.loadUnaligned(fromByteOffset: offset + 1, as: Bytes.self)),
                                         low.loadUnaligned(fromByteOffset: offset + 2, as: Bytes.self))
                let smallestHigh = minimum(minimum(high.loadUnaligned(fromByteOffset: offset, as: Bytes.self),
                                                   high.loadUnaligned(fromByteOffset: offset + 1, as: Bytes.self)),
                                           high.loadUnaligned(fromByteOffset: offset + 2, as: Bytes.self))
                let middleOfMiddles = median(middle.loadUnaligned(fromByteOffset: offset, as: Bytes.self),
                                             middle.loadUnaligned(fromByteOffset: offset + 1, as: Bytes.self),
                                             middle.loadUnaligned(fromByteOffset: offset + 2, as: Bytes.self))
                target.storeBytes(of: median(largestLow, middleOfMiddles, smallestHigh), toByteOffset: offset, as: Bytes.self)
            }
            // The bytes past the row's end stay zero, as in the template (they held the vector's overrun).
            (target + width).initializeMemory(as: UInt8.self, repeating: 0, count: resultWords * 4 - width)
            let from = target.assumingMemoryBound(to: UInt32.self)
            let to = resultData + y * resultWords
            for word in 0..<resultWords { to[word] = from[word].byteSwapped }
        }
        return result
    }

    @inline(__always)
    private static func minimum(_ a: Bytes, _ b: Bytes) -> Bytes {
        a.replacing(with: b, where: b .< a)
    }

    @inline(__always)
    private static func maximum(_ a: Bytes, _ b: Bytes) -> Bytes {
        a.replacing(with: b, where: b .> a)
    }

    @inline(__always)
    private static func median(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
        maximum(minimum(a, b), minimum(maximum(a, b), c))
    }
}
