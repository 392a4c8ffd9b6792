import Foundation

/// A JSON document: the one JSON type of snapquiz, for `--json` output and for LLM request bodies alike.
///
/// Reports build it directly (`JSONConvertible`), any `Encodable` becomes one through `JSONValue(encoding:)`, and
/// `render()` / `renderCompact()` write its text, so there is one string escaper and one number format.
/// Objects keep their keys in the order given; `render()` sorts them, `renderCompact()` keeps that order.
/// Not `indirect`: the arrays already hold the nesting, and an indirect enum boxes every scalar on the heap
/// (`list --json` of 10k homework: 73M of its 1,183M instructions went on allocating and freeing them).
public enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
    public init(nilLiteral: ()) { self = .null }

    /// Equal when they render to the same text (objects compare regardless of key order).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.render() == rhs.render() }
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

/// A JSON object from `fields`, nil values written as null (every key is kept, SPEC §10).
public func jsonObject(_ fields: KeyValuePairs<String, (any JSONConvertible)?>) -> JSONValue {
    .object(fields.map { ($0.key, $0.value?.json ?? .null) })
}

/// The same object from values already in JSON (`x.json`, `.int(n)`), for the lines reports write by the
/// ten thousand: copying a line's existential boxes cost more than building it (`list --json` of 10k homework,
/// 83M of 1,110M instructions).
public func jsonObject(_ fields: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(fields.map { ($0.key, $0.value) })
}

/// `date` as ISO 8601 UTC to the second (`2026-03-01T10:00:00Z`), the same text as JSONEncoder's `.iso8601`
/// strategy, built directly: with ten thousand dates in a report the formatter dominated `stats --json`.
public func isoTimestamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let year = Int(parts.tm_year) + 1900
    guard (0...9999).contains(year) else {
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
    // Digits written straight into 20 bytes: string interpolation here was 3% of list --json.
    var text: [UInt8] = Array("0000-00-00T00:00:00Z".utf8)
    func put(_ value: Int, at end: Int, digits: Int) {
        var value = value
        for index in stride(from: end, to: end - digits, by: -1) {
            text[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
    }
    put(year, at: 3, digits: 4)
    put(Int(parts.tm_mon) + 1, at: 6, digits: 2)
    put(Int(parts.tm_mday), at: 9, digits: 2)
    put(Int(parts.tm_hour), at: 12, digits: 2)
    put(Int(parts.tm_min), at: 15, digits: 2)
    put(Int(parts.tm_sec), at: 18, digits: 2)
    return String(decoding: text, as: UTF8.self)
}
