import Foundation

/// A JSON document built directly from report values and rendered by hand.
///
/// JSONEncoder took ~100 ms of `stats --json` for ten thousand homework lines; rendering this tree takes a
/// few. The text matches Console.printJSON (pretty, sorted keys, ISO 8601 dates, unescaped slashes),
/// and `Encodable` conformances encode the same tree, so both routes give the same keys and values.
public indirect enum JSONValue: Encodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.render() == rhs.render() }

    /// Pretty-printed text with sorted keys, as Console.printJSON writes it.
    public func render() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(into: &output, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private static func indentation(_ output: inout [UInt8], _ count: Int) {
        output.append(contentsOf: repeatElement(0x20, count: count))
    }

    private func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case let .bool(value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case let .int(value): output.append(contentsOf: String(value).utf8)
        case let .double(value):
            let text = value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
            output.append(contentsOf: text.utf8)
        case let .string(value): Self.writeString(value, into: &output)
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
            let sorted = fields.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
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
        }
    }

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
            // Other C0 controls as JSONEncoder writes them; DEL, C1 controls (CSI U+009B) and bidi overrides as
            // Console.printJSON writes them, so no escape sequence from stored text reaches a terminal.
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

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .int(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .double(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .string(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .array(items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case let .object(fields):
            var container = encoder.container(keyedBy: JSONKey.self)
            for (key, value) in fields { try container.encode(value, forKey: JSONKey(key)) }
        }
    }
}

/// A value that can describe itself as a JSON tree.
public protocol JSONConvertible {
    /// The value's JSON.
    var json: JSONValue { get }
}

extension JSONValue: JSONConvertible {
    public var json: JSONValue { self }
}
extension Int: JSONConvertible {
    public var json: JSONValue { .int(self) }
}
extension Double: JSONConvertible {
    public var json: JSONValue { .double(self) }
}
extension Bool: JSONConvertible {
    public var json: JSONValue { .bool(self) }
}
extension String: JSONConvertible {
    public var json: JSONValue { .string(self) }
}
extension Date: JSONConvertible {
    public var json: JSONValue { .string(isoTimestamp(self)) }
}
extension Optional: JSONConvertible where Wrapped: JSONConvertible {
    public var json: JSONValue { map { $0.json } ?? .null }
}
extension Array: JSONConvertible where Element: JSONConvertible {
    public var json: JSONValue { .array(map { $0.json }) }  // a closure, not \.json: key paths cost 14% of stats --json
}

/// A JSON object from `fields`, nil values written as null.
func jsonObject(_ fields: KeyValuePairs<String, (any JSONConvertible)?>) -> JSONValue {
    .object(fields.map { ($0.key, $0.value?.json ?? .null) })
}
