/// Walks a HEIC/HEIF file's boxes (ISO base media format): a HEIF brand in `ftyp`, every box inside the file
/// (a truncated file fails here), `meta` and `mdat` present, and the size from the largest `ispe` (image
/// spatial extent) property, which for a photo stored as a grid of tiles is the whole grid.
enum HEIFStructure {
    /// Brands of still images libheif decodes (HEVC and the generic image brand AVIF files also carry).
    static let brands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]

    static func check(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        let top = try boxes(bytes, in: 0..<bytes.count)
        guard let ftyp = top.first, ftyp.type == "ftyp", ftyp.body.count >= 8 else {
            throw StructureError("the HEIF file does not start with a file-type box")
        }
        let listed = stride(from: ftyp.body.lowerBound, to: ftyp.body.upperBound - 3, by: 4)
            .map { String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) }
        guard listed.contains(where: brands.contains) else {
            throw StructureError("it is an ISO media file but not a HEIF still image (brands \(listed.joined(separator: ", ")))")
        }
        guard let meta = top.first(where: { $0.type == "meta" }), top.contains(where: { $0.type == "mdat" }) else {
            throw StructureError("the HEIF file has no image data")
        }
        // meta, like ispe, is a "full box": 4 bytes of version and flags before its contents.
        guard meta.body.count >= 4 else { throw StructureError("the HEIF file is corrupt (empty meta box)") }
        var largest: (width: Int, height: Int)?
        for iprp in try boxes(bytes, in: (meta.body.lowerBound + 4)..<meta.body.upperBound) where iprp.type == "iprp" {
            for ipco in try boxes(bytes, in: iprp.body) where ipco.type == "ipco" {
                for ispe in try boxes(bytes, in: ipco.body) where ispe.type == "ispe" && ispe.body.count >= 12 {
                    let size = (be32(bytes, ispe.body.lowerBound + 4), be32(bytes, ispe.body.lowerBound + 8))
                    if size.0 * size.1 > (largest.map { $0.width * $0.height } ?? -1) { largest = size }
                }
            }
        }
        guard let largest else { throw StructureError("the HEIF file gives no image size") }
        return largest
    }

    private struct Box {
        var type: String
        var body: Range<Int>
    }

    /// The boxes that tile `range`; a box that runs past it means the file was cut short.
    private static func boxes(_ bytes: [UInt8], in range: Range<Int>) throws -> [Box] {
        var result: [Box] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard index + 8 <= range.upperBound else { throw StructureError("the HEIF file is truncated (it ends inside a box header)") }
            let type = String(decoding: bytes[(index + 4)..<(index + 8)], as: UTF8.self)
            var header = 8
            var size = be32(bytes, index)
            if size == 1 {  // a 64-bit size follows the type
                guard index + 16 <= range.upperBound else { throw StructureError("the HEIF file is truncated (it ends inside a box header)") }
                size = be32(bytes, index + 8) << 32 | be32(bytes, index + 12)
                header = 16
            } else if size == 0 {  // the last box runs to the end
                size = range.upperBound - index
            }
            guard size >= header, size <= range.upperBound - index else {
                throw StructureError("the HEIF file is truncated (its \(type) box runs past the end of the file)")
            }
            result.append(Box(type: type, body: (index + header)..<(index + size)))
            index += size
        }
        return result
    }

    private static func be32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
}
