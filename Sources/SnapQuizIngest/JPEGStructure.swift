/// Walks JPEG markers: finds the frame size (SOFn) and insists on an end-of-image marker after the scan data.
enum JPEGStructure {
    static func check(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        var index = 2
        var size: (width: Int, height: Int)?
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else {
                throw StructureError("the JPEG is corrupt (bad marker at byte \(index))")
            }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { index += 2; continue }
            if marker == 0xD9 { break }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else {
                throw StructureError("the JPEG is truncated (a header segment runs past the end of the file)")
            }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard length >= 7 else { throw StructureError("the JPEG frame header is corrupt") }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                size = (width, height)
            }
            if marker == 0xDA {
                guard size != nil else { throw StructureError("the JPEG has scan data before a frame header") }
                // Entropy-coded data escapes 0xFF as FF 00, so FF D9 after the first scan is the end marker.
                let scanStart = index + 2 + length
                guard hasEndMarker(bytes, from: scanStart) else {
                    throw StructureError("the JPEG is truncated (no end-of-image marker after the image data)")
                }
                return size!
            }
            index += 2 + length
        }
        throw StructureError(size == nil ? "the JPEG has no frame header" : "the JPEG is truncated (no image data)")
    }

    private static func hasEndMarker(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = bytes.count - 2
        while i >= start {
            if bytes[i] == 0xFF && bytes[i + 1] == 0xD9 { return true }
            i -= 1
        }
        return false
    }
}
