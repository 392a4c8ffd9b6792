/// Walks a TIFF's chain of image directories (one per page): reads each page's size and insists that every
/// directory and every strip or tile of image data lies inside the file (a truncated scan fails here).
enum TIFFStructure {
    /// More pages than this is not one homework (and bounds the time one file can take).
    static let maximumPages = 20

    static func check(_ bytes: [UInt8]) throws -> [(width: Int, height: Int)] {
        guard bytes.count >= 8 else { throw StructureError("the TIFF is truncated (it ends inside its header)") }
        let little = bytes[0] == 0x49
        func u16(_ at: Int) -> Int { little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { little ? u16(at) | u16(at + 2) << 16 : u16(at) << 16 | u16(at + 2) }
        if u16(2) == 43 { throw StructureError("it is a BigTIFF, which is not supported (save it as a classic TIFF)") }
        var pages: [(width: Int, height: Int)] = []
        var visited: Set<Int> = []
        var offset = u32(4)
        while offset != 0 {
            guard visited.insert(offset).inserted else { throw StructureError("the TIFF is corrupt (its page directories form a loop)") }
            guard pages.count < maximumPages else { throw StructureError("the TIFF has more than \(maximumPages) pages") }
            guard offset >= 8, offset + 2 <= bytes.count else {
                throw StructureError("the TIFF is truncated (page \(pages.count + 1)'s directory lies past the end of the file)")
            }
            let count = u16(offset)
            guard count > 0, offset + 2 + 12 * count + 4 <= bytes.count else {
                throw StructureError("the TIFF is truncated (page \(pages.count + 1)'s directory runs past the end of the file)")
            }
            // Tag → values (SHORT or LONG); only the tags that give the size and where the data is.
            var values: [Int: [Int]] = [:]
            for entry in 0..<count {
                let at = offset + 2 + 12 * entry
                let tag = u16(at), type = u16(at + 2), n = u32(at + 4)
                guard [256, 257, 273, 279, 324, 325].contains(tag) else { continue }
                guard type == 3 || type == 4, n > 0, n <= 1 << 20 else { throw StructureError("the TIFF is corrupt (bad tag \(tag))") }
                let size = type == 3 ? 2 : 4
                let start = n * size <= 4 ? at + 8 : u32(at + 8)
                guard start + n * size <= bytes.count else {
                    throw StructureError("the TIFF is truncated (tag \(tag) of page \(pages.count + 1) lies past the end of the file)")
                }
                values[tag] = (0..<n).map { type == 3 ? u16(start + 2 * $0) : u32(start + 4 * $0) }
            }
            guard let width = values[256]?.first, let height = values[257]?.first else {
                throw StructureError("the TIFF is corrupt (page \(pages.count + 1) has no width or height)")
            }
            guard let offsets = values[273] ?? values[324], let lengths = values[279] ?? values[325], offsets.count == lengths.count else {
                throw StructureError("the TIFF is corrupt (page \(pages.count + 1) does not say where its image data is)")
            }
            for (start, length) in zip(offsets, lengths) where start + length > bytes.count {
                throw StructureError("the TIFF is truncated (page \(pages.count + 1)'s image data runs past the end of the file)")
            }
            pages.append((width, height))
            offset = u32(offset + 2 + 12 * count)
        }
        guard !pages.isEmpty else { throw StructureError("the TIFF has no pages") }
        return pages
    }
}
