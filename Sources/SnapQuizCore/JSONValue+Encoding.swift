import Foundation

// Any `Encodable` as a JSONValue tree: the route every `--json` output built from Codable types takes.
//
// Unlike JSONEncoder it writes a nil optional as `null`: synthesized conformances encode optionals with
// `encodeIfPresent`, which JSONEncoder drops, while SPEC §10 wants every key of every object present. Dates
// become ISO 8601 strings; a `JSONConvertible` value gives its own tree.

extension JSONValue {
    /// `value` as a JSON tree, every key kept.
    public init<T: Encodable>(encoding value: T) throws {
        let node = Node()
        try node.store(value, codingPath: [])
        self = node.json
    }
}

extension JSONValue: Encodable {
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

/// A JSON object key given as text.
private struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
/// One value being built: a scalar, an object or an array.
private final class Node {
    private var scalar: JSONValue = .null
    private var fields: [(key: String, node: Node)]?
    private var items: [Node]?

    var json: JSONValue {
        if let fields { return .object(fields.map { ($0.key, $0.node.json) }) }
        if let items { return .array(items.map(\.json)) }
        return scalar
    }

    func set(_ value: JSONValue) { scalar = value }

    func child(forKey key: String) -> Node {
        if fields == nil { fields = [] }
        if let existing = fields!.first(where: { $0.key == key }) { return existing.node }
        let node = Node()
        fields!.append((key, node))
        return node
    }

    func beginObject() { if fields == nil { fields = [] } }

    func beginArray() { if items == nil { items = [] } }

    func appendItem() -> Node {
        let node = Node()
        items!.append(node)
        return node
    }

    var itemCount: Int { items?.count ?? 0 }

    /// Stores `value`, writing the common leaf types directly.
    func store<T: Encodable>(_ value: T, codingPath: [CodingKey]) throws {
        switch value {
        case let value as JSONConvertible: scalar = value.json
        case let value as URL: scalar = .string(value.absoluteString)
        default: try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
        }
    }
}

private struct TreeEncoder: Encoder {
    let node: Node
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.beginObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        node.beginArray()
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).store(value, codingPath: codingPath + [key])
    }

    // The point of this encoder: a nil optional is written as null instead of being left out.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { leaf(value, key) { .bool($0) } }
    mutating func encode(_ value: String, forKey key: Key) throws { leaf(value, key) { .string($0) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { leaf(value, key) { .double($0) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { leaf(value, key) { .double(Double($0)) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { leaf(value, key) { .int($0) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { leaf(value, key) { .bool($0) } }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { leaf(value, key) { .string($0) } }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { leaf(value, key) { .double($0) } }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { leaf(value, key) { .double(Double($0)) } }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { leaf(value, key) { .int($0) } }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { leaf(value, key) { .int(Int($0)) } }

    /// A scalar at `key`; nil is written as null.
    private func leaf<T>(_ value: T?, _ key: Key, _ json: (T) -> JSONValue) {
        node.child(forKey: key.stringValue).set(value.map(json) ?? .null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.child(forKey: key.stringValue)
        child.beginObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let child = node.child(forKey: key.stringValue)
        child.beginArray()
        return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder { TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [CodingKey]
    var count: Int { node.itemCount }

    mutating func encodeNil() throws { node.appendItem().set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try node.appendItem().store(value, codingPath: codingPath) }

    mutating func encode(_ value: Bool) throws { item(value) { .bool($0) } }
    mutating func encode(_ value: String) throws { item(value) { .string($0) } }
    mutating func encode(_ value: Double) throws { item(value) { .double($0) } }
    mutating func encode(_ value: Float) throws { item(value) { .double(Double($0)) } }
    mutating func encode(_ value: Int) throws { item(value) { .int($0) } }
    mutating func encode(_ value: Int8) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: Int16) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: Int32) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: Int64) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: UInt) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: UInt8) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: UInt16) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: UInt32) throws { item(value) { .int(Int($0)) } }
    mutating func encode(_ value: UInt64) throws { item(value) { .int(Int($0)) } }

    private func item<T>(_ value: T, _ json: (T) -> JSONValue) { node.appendItem().set(json(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = node.appendItem()
        child.beginObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let child = node.appendItem()
        child.beginArray()
        return UnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> Encoder { TreeEncoder(node: node.appendItem(), codingPath: codingPath) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, codingPath: codingPath) }

    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.double(value)) }
    mutating func encode(_ value: Float) throws { node.set(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.set(.int(value)) }
    mutating func encode(_ value: Int8) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: Int16) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: Int32) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: Int64) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt8) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt16) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt32) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt64) throws { node.set(.int(Int(value))) }
}
