internal import CTesseract

/// Sauvola thresholding of an 8 bpp page for several factors in one pass, pixel for pixel what Leptonica's
/// `pixSauvolaBinarizeTiled` gives for each factor (its mean, mean square, threshold and rounding; mirrored edges).
///
/// Why not Leptonica: it builds a 64-bit mean-square accumulator and a 32 bpp mean-square image per tile (hence the
/// tiles, for memory) and thresholds for one factor per call, so the re-read of a page not read well (a second factor)
/// measured all the window statistics again. Here the windows slide down the page with running column sums (a few
/// rows of memory) and each pixel is compared with every factor's threshold while its statistics are at hand.
enum Sauvola {
    /// The thresholded pages, one per factor in `factors` (one to three: the first reading's, the retry's, the lenient one `BaselineDots` takes dots from; ink = 1);
    /// `halfWindow` as Leptonica's `whsize`.
    static func binarize(_ gray: Pix, halfWindow: Int, factors: [Double]) throws -> [Pix] {
        let width = gray.width, height = gray.height, radius = halfWindow
        guard (1...3).contains(factors.count), gray.depth == 8, pixGetColormap(gray.pointer) == nil, width >= 2 * radius + 3, height >= 2 * radius + 3 else {
            return try factors.map { try leptonica(gray, halfWindow: halfWindow, factor: $0) }
        }
        let outputs = try factors.map { _ in try Pix(pixCreate(Int32(width), Int32(height), 1), operation: "Sauvola binarisation") }
        let targets = outputs.compactMap { pixGetData($0.pointer) }
        guard let sourceData = pixGetData(gray.pointer), targets.count == outputs.count else {
            throw IngestError.engine("Leptonica Sauvola binarisation failed: image without pixels")
        }
        let sourceWords = Int(pixGetWpl(gray.pointer))
        let input = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt8.self)
        let targetWords = Int(pixGetWpl(outputs[0].pointer))

        // Leptonica 1.82's arithmetic, step for step: the mean (8 bpp) is a float product truncated, the mean square
        // (32 bpp) a double product rounded, the deviation `sqrtf` of their integer difference, and the threshold
        // `(int)(mean * (1.0 - k * (1.0 - sd / 128.)))` in double. The factor's part depends only on the variance,
        // which is at most 127.5², and grows with it; so whether a pixel of a given value is ink under a given mean
        // is whether the variance reaches a least variance, tabulated once per factor for every mean and value below it
        // (`variances`: never), and a pixel costs an integer comparison instead of a table of doubles, a product and
        // a conversion for each factor.
        let span = 2 * radius + 1
        let meanNorm = Float(1.0 / Double(Float(span) * Float(span)))
        let squareNorm = 1.0 / Double(Float(span) * Float(span))
        let variances = 255 * 255 / 4 + 1
        let count = factors.count
        let leastVariances = UnsafeMutablePointer<UInt16>.allocate(capacity: 256 * 256 * count)
        defer { leastVariances.deallocate() }
        for (index, factor) in factors.enumerated() {
            let k = Double(Float(factor))
            func isInk(_ value: Int, mean: Int, variance: Int) -> Bool {
                value < Int(Double(mean) * (1.0 - k * (1.0 - Double(Float(variance).squareRoot()) / 128.0)))
            }
            for mean in 0..<256 {
                for value in 0..<mean {
                    var (low, high) = (0, variances)  // the least variance lies in low...high
                    while low < high {
                        let middle = (low + high) / 2
                        if isInk(value, mean: mean, variance: middle) { high = middle } else { low = middle + 1 }
                    }
                    leastVariances[(mean << 8 | value) * count + index] = UInt16(low)
                }
            }
        }

        // Rows and columns beyond the page mirror it, as Leptonica's mirrored border does (x = -1 is x = 0).
        func mirrored(_ index: Int, _ count: Int) -> Int {
            index < 0 ? -1 - index : (index >= count ? 2 * count - 1 - index : index)
        }
        let columns = width + 2 * radius
        // Running sums down each column of the window (with its mirrored columns): at most 51 × 255² fits 32 bits.
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: columns + 1)
        let squares = UnsafeMutablePointer<UInt32>.allocate(capacity: columns + 1)
        // The row leaving the window and the row entering it, in pixel order with their mirrored columns (column c is
        // pixel c - radius), so the sums are updated along contiguous memory, which the compiler vectorises (the
        // update took as long as the thresholding when it looked each pixel up through its mirrored index).
        let leaving = UnsafeMutableRawPointer.allocate(byteCount: columns + 4, alignment: 4)
        let entering = UnsafeMutableRawPointer.allocate(byteCount: columns + 4, alignment: 4)
        defer { sums.deallocate(); squares.deallocate(); leaving.deallocate(); entering.deallocate() }
        sums.initialize(repeating: 0, count: columns + 1)
        squares.initialize(repeating: 0, count: columns + 1)
        func load(row: Int, into padded: UnsafeMutableRawPointer) {
            // Leptonica keeps 8 bpp pixels big-endian within 32-bit words: a byte swap per word puts them in order.
            let words = UnsafeRawPointer(sourceData + mirrored(row, height) * sourceWords)
            for word in 0..<sourceWords {
                padded.storeBytes(of: words.load(fromByteOffset: 4 * word, as: UInt32.self).byteSwapped,
                                  toByteOffset: radius + 4 * word, as: UInt32.self)
            }
            let bytes = padded.assumingMemoryBound(to: UInt8.self)
            for index in 0..<radius {
                bytes[radius - 1 - index] = bytes[radius + index]
                bytes[radius + width + index] = bytes[radius + width - 1 - index]
            }
        }
        for row in -radius...radius {
            load(row: row, into: entering)
            let values = entering.assumingMemoryBound(to: UInt8.self)
            for column in 0..<columns {
                let value = UInt32(values[column])
                sums[column] &+= value
                squares[column] &+= value &* value
            }
        }
        /// Slides the window down a row: `leaving` out of the sums, `entering` into them.
        func slide() {
            let old = leaving.assumingMemoryBound(to: UInt8.self), new = entering.assumingMemoryBound(to: UInt8.self)
            for column in 0..<columns {
                let out = UInt32(old[column]), into = UInt32(new[column])
                sums[column] = sums[column] &+ into &- out
                squares[column] = squares[column] &+ into &* into &- out &* out
            }
        }

        for y in 0..<height {
            let line = input + y * sourceWords * 4
            var sum: UInt32 = 0, square: UInt32 = 0
            for column in 0..<span { sum &+= sums[column]; square &+= squares[column] }
            var x = 0
            for word in 0..<(width + 31) / 32 {
                var bits: (UInt32, UInt32, UInt32) = (0, 0, 0)
                for bit in 0..<min(32, width - x) {
                    let mean = Int(Float(sum) * meanNorm)
                    let value = Int(line[x ^ 3])
                    // A threshold is at most the mean (the factor's part is below 1), so a pixel as light as its
                    // mean is paper for every factor.
                    if value < mean {
                        let meanSquare = Int(squareNorm * Double(square) + 0.5)
                        let variance = min(variances - 1, meanSquare - mean * mean)
                        let least = leastVariances + (mean << 8 | value) * count
                        let mask = UInt32(0x8000_0000) >> UInt32(bit)
                        if variance >= Int(least[0]) { bits.0 |= mask }
                        if count > 1, variance >= Int(least[1]) { bits.1 |= mask }
                        if count > 2, variance >= Int(least[2]) { bits.2 |= mask }
                    }
                    // The sums beyond the last column are zero: the window slides one past the row's end harmlessly.
                    sum = sum &+ sums[x + span] &- sums[x]
                    square = square &+ squares[x + span] &- squares[x]
                    x += 1
                }
                targets[0][y * targetWords + word] = bits.0
                if count > 1 { targets[1][y * targetWords + word] = bits.1 }
                if count > 2 { targets[2][y * targetWords + word] = bits.2 }
            }
            if y + 1 < height {
                load(row: y - radius, into: leaving)
                load(row: y + radius + 1, into: entering)
                slide()
            }
        }
        for output in outputs { pixCopyResolution(output.pointer, gray.pointer) }
        return outputs
    }

    /// Leptonica's own Sauvola, tiled (about 1500 px a tile) to keep its accumulators small.
    static func leptonica(_ gray: Pix, halfWindow: Int, factor: Double) throws -> Pix {
        var out: UnsafeMutablePointer<PIX>?
        let nx = Int32(max(1, (gray.width + 1499) / 1500)), ny = Int32(max(1, (gray.height + 1499) / 1500))
        guard pixSauvolaBinarizeTiled(gray.pointer, Int32(halfWindow), Float(factor), nx, ny, nil, &out) == 0 else {
            throw IngestError.engine("Leptonica Sauvola binarisation failed")
        }
        return try Pix(out, operation: "Sauvola binarisation")
    }
}
