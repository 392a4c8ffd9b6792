/// Walks a WebP's RIFF chunks: the RIFF size must match the file (a truncated file fails here), every chunk
/// must fit, and the size comes from the VP8X canvas or the VP8/VP8L frame header. Animations are refused.
enum WebPStructure {
    static func check(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        func le(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let riffSize = le(4, 4)
        guard riffSize + 8 <= bytes.count else { throw StructureError("the WebP is truncated (its RIFF header promises \(riffSize + 8) bytes, the file has \(bytes.count))") }
        var index = 12
        var canvas: (width: Int, height: Int)?
        var frame: (width: Int, height: Int)?
        while index + 8 <= riffSize + 8 {
            let type = String(decoding: bytes[index..<(index + 4)], as: UTF8.self)
            let length = le(index + 4, 4)
            let body = index + 8
            guard body + length <= riffSize + 8 else { throw StructureError("the WebP is truncated (its \(type) chunk runs past the end)") }
            switch type {
            case "VP8X":
                guard length >= 10 else { throw StructureError("the WebP is corrupt (short VP8X chunk)") }
                if bytes[body] & 0x02 != 0 { throw StructureError("it is an animated WebP; give a single still image") }
                canvas = (le(body + 4, 3) + 1, le(body + 7, 3) + 1)
            case "VP8 ":
                // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
                guard length >= 10, bytes[body + 3] == 0x9D, bytes[body + 4] == 0x01, bytes[body + 5] == 0x2A else {
                    throw StructureError("the WebP is corrupt (bad VP8 frame header)")
                }
                frame = (le(body + 6, 2) & 0x3FFF, le(body + 8, 2) & 0x3FFF)
            case "VP8L":
                guard length >= 5, bytes[body] == 0x2F else { throw StructureError("the WebP is corrupt (bad VP8L header)") }
                let bits = le(body + 1, 4)
                frame = ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
            case "ANIM", "ANMF":
                throw StructureError("it is an animated WebP; give a single still image")
            default:
                break
            }
            index = body + length + (length & 1)  // chunks are padded to an even length
        }
        guard let frame else { throw StructureError("the WebP has no image data") }
        return canvas ?? frame
    }
}
