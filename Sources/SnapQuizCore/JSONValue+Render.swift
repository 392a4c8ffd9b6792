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

    private static func indentation(_ output: inout [UInt8], _ count: Int) {
        output.append(contentsOf: repeatElement(0x20, count: count))
    }

    /// A scalar's text; nil for arrays and objects.
    private func writeScalar(into output: inout [UInt8]) -> Bool {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case let .bool(value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case let .int(value): output.append(contentsOf: String(value).utf8)
        case let .double(value):
            // Whole numbers without a fraction, as JSONEncoder writes them; JSON has no NaN or infinity.
            let text = !value.isFinite ? "null"
                : value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
            output.append(contentsOf: text.utf8)
        case let .string(value): Self.writeString(value, into: &output)
        case .array, .object: return false
        }
        return true
    }

    private func write(into output: inout [UInt8], indent: Int) {
        if writeScalar(into: &output) { return }
        switch self {
        case let .array(items):
            output.append(UInt8(ascii: "["))
            output.append(0x0A)
            if items.isEmpty { output.append(0x0A) }
            for (index, item) in items.enumerated() {
                Self.indentation(&output, indent + 2)
                item.write(into: &output, indent: indent + 2)
                if index < items.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            Self.indentation(&output, indent)
            output.append(UInt8(ascii: "]"))
        case let .object(fields):
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            if fields.isEmpty { output.append(0x0A) }
            // Keys are compared by their UTF-8 bytes: the order JSONEncoder's sortedKeys gives ASCII keys (every
            // key here), without a Unicode-aware comparison per pair (ten thousand homework lines have 70k keys).
            // Objects built with their keys in order (the report lines, ten thousand of them) skip the sort.
            let inOrder = zip(fields, fields.dropFirst()).allSatisfy { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            let sorted = inOrder ? fields : fields.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (index, (key, value)) in sorted.enumerated() {
                Self.indentation(&output, indent + 2)
                Self.writeString(key, into: &output)
                output.append(contentsOf: " : ".utf8)
                value.write(into: &output, indent: indent + 2)
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
        // Most strings (ids, titles, dates) are printable ASCII with nothing to escape: copied as they are.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            output.append(contentsOf: value.utf8)
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
