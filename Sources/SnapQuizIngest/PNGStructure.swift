import SnapQuizCore

/// Walks PNG chunks: reads IHDR, verifies every chunk's CRC and insists on IDAT and IEND.
enum PNGStructure {
    static func check(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        var index = 8
        var size: (width: Int, height: Int)?
        var sawData = false
        while true {
            guard index + 12 <= bytes.count else {
                throw StructureError("the PNG is truncated (it ends before its IEND chunk)")
            }
            let length = Int(be32(bytes, index))
            guard length <= bytes.count - index - 12 else {
                throw StructureError("the PNG is truncated (a chunk runs past the end of the file)")
            }
            let type = Array(bytes[(index + 4)..<(index + 8)])
            let typeName = String(decoding: type, as: UTF8.self)
            let stored = be32(bytes, index + 8 + length)
            if CRC32.checksum(bytes[(index + 4)..<(index + 8 + length)]) != stored {
                throw StructureError("the PNG is corrupt (bad CRC in its \(typeName) chunk)")
            }
            if size == nil {
                guard typeName == "IHDR", length >= 8 else { throw StructureError("the PNG does not start with an IHDR chunk") }
                size = (Int(be32(bytes, index + 8)), Int(be32(bytes, index + 12)))
            }
            if typeName == "IDAT" { sawData = true }
            if typeName == "IEND" {
                guard sawData else { throw StructureError("the PNG has no image data") }
                return size!
            }
            index += 12 + length
        }
    }

    private static func be32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
