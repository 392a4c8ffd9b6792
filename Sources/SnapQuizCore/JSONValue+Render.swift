import Foundation

// The one JSON text writer. JSONEncoder took ~100 ms of `stats --json` for ten thousand homework lines; this
// takes a few. The pretty form is byte for byte what JSONEncoder writes with [.prettyPrinted, .sortedKeys,
// .withoutEscapingSlashes] and `.iso8601` dates (JSONValueTests compares them), with stricter escaping below.

extension JSONValue {
    /// Pretty-printed text with sorted keys: every `--json` output.
    public func render() -> String {
        String(decoding: renderedBytes(), as: UTF8.self)
    }

    /// `render()` as UTF-8 bytes, ready for `write(2)` without another copy (stats of 10k homework is 3 MB).
    public func renderedBytes() -> [UInt8] {
        var output: [UInt8] = []
        // Reports run to megabytes (list --json of 10k homework: 4.8 MB); untouched capacity costs no memory.
        output.reserveCapacity(1 << 20)
        write(into: &output, indent: 0)
        return output
    }

    /// Compact text with keys in the order given: request bodies, stable and readable in a log.
    public func renderCompact() -> String {
        var output: [UInt8] = []
        writeCompact(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `count` spaces, copied from a row of them (a `repeatElement` per line was 4% of `stats --json`).
    private static func indentation(_ output: inout [UInt8], _ count: Int) {
        var left = count
        while left > 0 {
            let chunk = min(left, spaces.count)
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<chunk])) }
            left -= chunk
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    /// `text`'s bytes (literals of the writer: punctuation, `null`, `true`, `false`).
    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` in decimal, its digits written in place (no String per number).
    private static func append(_ value: Int, to output: inout [UInt8]) {
        if value < 0 {
            output.append(UInt8(ascii: "-"))
            // Int.min has no positive Int: its magnitude as UInt.
            return appendDigits(value.magnitude, to: &output)
        }
        appendDigits(UInt(value), to: &output)
    }

    private static func appendDigits(_ value: UInt, to output: inout [UInt8]) {
        if value < 10 { return output.append(UInt8(ascii: "0") + UInt8(value)) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var value = value, start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// A scalar's text; nil for arrays and objects.
    private func writeScalar(into output: inout [UInt8]) -> Bool {
        switch self {
        case .null: Self.append("null", to: &output)
        case let .bool(value): Self.append(value ? "true" : "false", to: &output)
        case let .int(value): Self.append(value, to: &output)
        case let .double(value):
            // Whole numbers without a fraction, as JSONEncoder writes them; JSON has no NaN or infinity.
            if !value.isFinite {
                Self.append("null", to: &output)
            } else if value == value.rounded() && abs(value) < 1e15 {
                Self.append(Int(value), to: &output)
            } else {
                output.append(contentsOf: "\(value)".utf8)
            }
        case let .string(value): Self.writeString(value, into: &output)
        case .array, .object: return false
        }
        return true
    }

    /// Whether `a` sorts before `b` by their UTF-8 bytes: the order JSONEncoder's sortedKeys gives ASCII keys
    /// (every key here), without a Unicode-aware comparison per pair (ten thousand homework lines have 70k keys).
    private static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let length = min(a.count, b.count)
                let common = length == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, length)
                return common < 0 || (common == 0 && a.count < b.count)
            }
        }
    }

    private func write(into output: inout [UInt8], indent: Int) {
        if writeScalar(into: &output) { return }
        switch self {
        case let .array(items):
            output.append(UInt8(ascii: "["))
            output.append(0x0A)
            if items.isEmpty { output.append(0x0A) }
            for index in items.indices {
                Self.indentation(&output, indent + 2)
                items[index].write(into: &output, indent: indent + 2)
                if index < items.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            Self.indentation(&output, indent)
            output.append(UInt8(ascii: "]"))
        case let .object(fields):
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            if fields.isEmpty { output.append(0x0A) }
            // Objects built with their keys in order (the report lines, ten thousand of them) skip the sort.
            let inOrder = fields.indices.dropFirst().allSatisfy { Self.precedes(fields[$0 - 1].0, fields[$0].0) }
            let sorted = inOrder ? fields : fields.sorted { Self.precedes($0.0, $1.0) }
            for index in sorted.indices {
                Self.indentation(&output, indent + 2)
                Self.writeString(sorted[index].0, into: &output)
                Self.append(" : ", to: &output)
                sorted[index].1.write(into: &output, indent: indent + 2)
                if index < sorted.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            Self.indentation(&output, indent)
            output.append(UInt8(ascii: "}"))
        default: break
        }
    }

    private func writeCompact(into output: inout [UInt8]) {
        if writeScalar(into: &output) { return }
        switch self {
        case let .array(items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.writeCompact(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let .object(fields):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                value.writeCompact(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        default: break
        }
    }

    /// The one string escaper.
    private static func writeString(_ value: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings (ids, titles, dates) are printable ASCII with nothing to escape: copied as they are, the
        // check a loop over the bytes (over the UTF8View it was 8% of `stats --json`).
        var value = value
        let plain = value.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain {
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: output.append(contentsOf: "\\\"".utf8)
            case 0x5C: output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            // Other C0 controls as JSONEncoder writes them; DEL, C1 controls (CSI U+009B) and bidi overrides
            // escaped too, so no escape sequence from stored text reaches a terminal through `--json`.
            case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            case 0x20..<0x80:
                output.append(UInt8(scalar.value))
            default:
                UTF8.encode(scalar) { output.append($0) }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
