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
        var output = ""
        output.reserveCapacity(4096)
        write(into: &output, indent: 0)
        return output
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .int(value): output += String(value)
        case let .double(value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { output += String(Int(value)) } else { output += "\(value)" }
        case let .string(value): Self.writeString(value, into: &output)
        case let .array(items):
            guard !items.isEmpty else { output += "[\n\n" + String(repeating: " ", count: indent) + "]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                item.write(into: &output, indent: indent + 2)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case let .object(fields):
            guard !fields.isEmpty else { output += "{\n\n" + String(repeating: " ", count: indent) + "}"; return }
            output += "{\n"
            let sorted = fields.sorted { $0.0 < $1.0 }
            for (index, (key, value)) in sorted.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                Self.writeString(key, into: &output)
                output += " : "
                value.write(into: &output, indent: indent + 2)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func writeString(_ value: String, into output: inout String) {
        output += "\""
        // Most strings need no escaping: append them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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
    public var json: JSONValue { map(\.json) ?? .null }
}
extension Array: JSONConvertible where Element: JSONConvertible {
    public var json: JSONValue { .array(map(\.json)) }
}

/// A JSON object from `fields`, nil values written as null.
func jsonObject(_ fields: KeyValuePairs<String, (any JSONConvertible)?>) -> JSONValue {
    .object(fields.map { ($0.key, $0.value?.json ?? .null) })
}
