import Foundation
import SnapQuizCore

/// A quiz as a model or the offline builder proposed it, before validation and shuffling.
struct QuizDraft {
    var questions: [Question]
    var topic: String?
    var subtopic: String?
    var confidence: Double?
}

/// Reading a model's reply: find the JSON in it, decode it leniently, and list every problem in words the model
/// can act on when re-asked.
enum QuizReply {
    /// The JSON object in `text`: inside a ```json fence if there is one, else the first balanced `{…}`
    /// (or everything from the first `{` when it never closes).
    static func extractJSON(from text: String) -> String? {
        var body = Substring(text)
        if let fence = body.range(of: "```") {
            var inside = body[fence.upperBound...]
            if let newline = inside.firstIndex(of: "\n") { inside = inside[inside.index(after: newline)...] } // drop ```json
            if let end = inside.range(of: "```") { inside = inside[..<end.lowerBound] }
            body = inside
        }
        guard let start = body.firstIndex(where: { $0 == "{" || $0 == "[" }) else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var index = start
        while index < body.endIndex {
            let character = body[index]
            if inString {
                if escaped { escaped = false }
                else if character == "\\" { escaped = true }
                else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
                if depth == 0 { return String(body[start...index]) }
            }
            index = body.index(after: index)
        }
        return String(body[start...]) // unbalanced: let the decoder say it is not valid JSON
    }

    /// Decodes a reply into a draft, or the problems that stop it (the shape is checked later).
    static func parse(_ text: String) -> Result<QuizDraft, ProblemList> {
        guard let json = extractJSON(from: text) else {
            return .failure(ProblemList(["the reply contains no JSON object"]))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        } catch {
            return .failure(ProblemList(["the reply is not valid JSON (it may be cut off or contain unescaped quotes)"]))
        }
        let root = object as? [String: Any]
        guard let items = (root?["questions"] ?? object) as? [Any] else {
            return .failure(ProblemList(["the JSON has no \"questions\" array"]))
        }
        var problems: [String] = []
        var questions: [Question] = []
        for (index, item) in items.enumerated() {
            let label = "question \(index + 1)"
            guard let fields = item as? [String: Any] else {
                problems.append("\(label) is not an object")
                continue
            }
            let question = string(fields["question"]) ?? ""
            let options = (fields["options"] as? [Any])?.map { string($0) ?? "" } ?? []
            if fields["options"] == nil { problems.append("\(label) has no \"options\"") }
            guard let correct = correctIndex(fields["correctIndex"] ?? fields["correct_index"] ?? fields["answerIndex"], options: options) else {
                problems.append("\(label): \"correctIndex\" is missing or not an integer 0–3")
                continue
            }
            questions.append(Question(
                question: question.trimmingCharacters(in: .whitespacesAndNewlines),
                options: options.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) },
                correctIndex: correct,
                explanation: (string(fields["explanation"]) ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                evidence: (string(fields["evidence"]) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            ))
        }
        if !problems.isEmpty { return .failure(ProblemList(problems)) }
        let confidence = (root?["classificationConfidence"] ?? root?["confidence"]).flatMap(number)
        return .success(QuizDraft(
            questions: questions,
            topic: string(root?["topic"]).flatMap { $0.isEmpty ? nil : $0 },
            subtopic: string(root?["subtopic"]).flatMap { $0.isEmpty ? nil : $0 },
            confidence: confidence.map { min(1, max(0, $0 > 1 && $0 <= 100 ? $0 / 100 : $0)) }
        ))
    }

    /// Every reason `questions` cannot be stored for this source: the shared shape rules (`QuizShape`) plus
    /// grounding (the evidence quote must be in the text) and a non-empty explanation.
    static func problems(in questions: [Question], grounding: Grounding) -> [String] {
        var problems = QuizShape.problems(in: questions)
        for (index, question) in questions.enumerated() {
            let label = "question \(index + 1)"
            if question.explanation.isEmpty { problems.append("\(label): the explanation is empty") }
            if question.evidence.isEmpty {
                problems.append("\(label): the evidence quote is empty")
            } else if !grounding.contains(question.evidence) {
                problems.append("\(label): the evidence \"\(question.evidence.prefix(80))\" is not a quote from the page text")
            }
        }
        return problems
    }

    private static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let text as String: Double(text)
        default: nil
        }
    }

    /// Accepts 2, "2", "C" (a letter) or the text of the correct option.
    private static func correctIndex(_ value: Any?, options: [String]) -> Int? {
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return Int(exactly: double) // nil for 2.5, 1e300, NaN: Int(_:) would trap on a huge value from a model
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let integer = Int(text) { return integer }
        if text.count == 1, let letter = text.uppercased().unicodeScalars.first, ("A"..."D").contains(letter) {
            return Int(letter.value) - 65
        }
        return options.firstIndex { QuizShape.fold($0) == QuizShape.fold(text) }
    }
}

/// Problems found in a reply, to feed back to the model.
struct ProblemList: Error {
    var items: [String]
    init(_ items: [String]) { self.items = items }
}
