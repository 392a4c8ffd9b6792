import Foundation
import Testing
import SnapQuizTestSupport
import SnapQuizCore
@testable import SnapQuizProgress

@Suite struct JSONValueTests {
    /// The encoder Console.printJSON uses.
    func encoderText(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func renderMatchesJSONEncoderText() throws {
        let test = try TemporaryStore()
        let (_, quiz) = try test.addHomework(title: "Quotes \" back\\slash / tab\t and \u{1B}[31m escape", subject: nil)
        try test.addHomework(title: "Ünïcode ✓", subject: "Maths")
        try test.record(quiz, correct: 7, at: utc("2026-03-01 10:00"))
        let report = try StatsBuilder().report(store: test.store, learner: "default", timeZone: TimeZone(identifier: "UTC")!,
                                               now: utc("2026-03-01 12:00"))
        #expect(report.json.render() == (try encoderText(report)))
        let due = try DueSchedule().report(store: test.store, learner: "default", timeZone: TimeZone(identifier: "UTC")!)
        #expect(due.json.render() == (try encoderText(due)))
        let empty = try StatsBuilder().report(store: test.store, learner: "nobody", timeZone: TimeZone(identifier: "UTC")!)
        #expect(empty.json.render() == (try encoderText(empty)))
    }

    @Test func keysSortByTheirBytesAsJSONEncoderSortsThem() throws {
        // Out of order, an empty key, a prefix of another, negative and large numbers: the renderer's own paths.
        let fields: [String: Int] = ["b": 1, "": -2, "ab": Int.min, "a": Int.max, "B": 0, "a b": 10]
        let value = JSONValue.object(fields.sorted { $0.key > $1.key }.map { ($0.key, .int($0.value)) })
        #expect(value.render() == (try encoderText(fields)))
    }

    @Test func absentValuesAreNull() throws {
        let text = jsonObject(["a": Optional<Int>.none, "b": 2.5, "c": 3.0]).render()
        #expect(text == "{\n  \"a\" : null,\n  \"b\" : 2.5,\n  \"c\" : 3\n}")
    }
}

/// The one JSONValue (SnapQuizCore) serves `--json` output and LLM request bodies alike.
@Suite struct JSONValueWriterTests {
    @Test func compactTextKeepsKeyOrderAndEscapesAsThePrettyText() throws {
        let value: JSONValue = ["model": "m", "messages": [["role": "user", "content": "a \"quote\"\n\u{1B}[2J"]], "max_tokens": 10, "t": 0.5]
        let compact = value.renderCompact()
        #expect(compact == #"{"model":"m","messages":[{"role":"user","content":"a \"quote\"\n\u001b[2J"}],"max_tokens":10,"t":0.5}"#)
        // The same escaper writes both forms.
        #expect(value.render().contains(#""a \"quote\"\n\u001b[2J""#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? [String: Any])
        #expect(parsed["max_tokens"] as? Int == 10)
    }

    @Test func anyEncodableKeepsEveryKeyAndReportsGiveTheirOwnTree() throws {
        struct Item: Encodable { let id: String; let note: String?; let when: Date }
        let tree = try JSONValue(encoding: [Item(id: "x", note: nil, when: Date(timeIntervalSince1970: 0))])
        #expect(tree.render() == "[\n  {\n    \"id\" : \"x\",\n    \"note\" : null,\n    \"when\" : \"1970-01-01T00:00:00Z\"\n  }\n]")
        let outcome = jsonObject(["a": 1])
        #expect(try JSONValue(encoding: outcome) == outcome)
    }

    @Test func numbersThatJSONCannotHoldAreNull() {
        #expect(JSONValue.double(.nan).renderCompact() == "null")
        #expect(JSONValue.double(.infinity).render() == "null")
    }
}
