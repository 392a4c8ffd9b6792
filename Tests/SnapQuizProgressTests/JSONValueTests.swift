import Foundation
import Testing
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
        let test = try TestStore()
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

    @Test func absentValuesAreNull() throws {
        let text = jsonObject(["a": Optional<Int>.none, "b": 2.5, "c": 3.0]).render()
        #expect(text == "{\n  \"a\" : null,\n  \"b\" : 2.5,\n  \"c\" : 3\n}")
    }
}
