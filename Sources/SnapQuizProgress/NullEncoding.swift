/// Reports keep stable JSON keys: an absent value is written as `null` rather than left out
/// (synthesized Encodable conformances skip nil optionals).
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Encodes `fields` in order, writing nil values as null.
func encodeFields(_ encoder: Encoder, _ fields: KeyValuePairs<String, (any Encodable)?>) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    for (key, value) in fields {
        if let value {
            try container.encode(value, forKey: JSONKey(key))
        } else {
            try container.encodeNil(forKey: JSONKey(key))
        }
    }
}
