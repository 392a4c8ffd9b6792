import Foundation
import SnapQuizCore

/// Makes mutated model replies from valid ones, and checks accepted questions against the rules independently
/// of the code under test (its own grounding check, written from SPEC §3/§6, not shared with `Grounding`).
public struct ReplyFuzzer {
    /// A valid quiz for a source text.
    public struct Base: Sendable {
        public var source: String
        public var questions: [Question]

        public init(source: String, questions: [Question]) {
            self.source = source
            self.questions = questions
        }
    }

    private let bases: [Base]
    private var random: SplitMix64

    public init(bases: [Base], seed: UInt64) {
        self.bases = bases
        random = SplitMix64(seed: seed)
    }

    /// The next mutated reply and the source text it must be grounded in.
    public mutating func next() -> (source: String, reply: String) {
        let base = bases[Int.random(in: 0..<bases.count, using: &random)]
        var root: [String: Any] = [
            "topic": "Topic", "subtopic": "Sub", "classificationConfidence": 0.9,
            "questions": base.questions.map { q -> [String: Any] in
                ["id": q.id, "type": q.type, "question": q.question, "options": q.options, "correctIndex": q.correctIndex,
                 "explanation": q.explanation, "evidence": q.evidence]
            },
        ]
        for _ in 0..<Int.random(in: 0...3, using: &random) { mutateStructure(&root, source: base.source) }
        var text = ""
        Self.serialize(root, into: &text)
        if Bool.random(using: &random) {
            for _ in 0..<Int.random(in: 1...3, using: &random) { mutateText(&text) }
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: text = "```json\n" + text + "\n```"
        case 1: text = "Here is your quiz:\n" + text + "\nHope it helps! {not json}"
        case 2: text = "```\n" + text  // fence never closed
        case 3: text = "[" + text + "]"
        default: break
        }
        return (base.source, text)
    }

    /// Compact JSON for the values the fuzzer builds (JSONSerialization took a third of the run time).
    static func serialize(_ value: Any, into out: inout String) {
        switch value {
        case let text as String:
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        case let flag as Bool: out += flag ? "true" : "false"
        case let integer as Int: out += String(integer)
        case let number as Double: out += "\(number)"
        case let array as [Any]:
            out += "["
            for (index, item) in array.enumerated() {
                if index > 0 { out += "," }
                serialize(item, into: &out)
            }
            out += "]"
        case let object as [String: Any]:
            out += "{"
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                serialize(key, into: &out)
                out += ":"
                serialize(object[key]!, into: &out)
            }
            out += "}"
        default: out += "null"
        }
    }

    private static let keys = ["id", "type", "question", "options", "correctIndex", "explanation", "evidence"]

    private mutating func weird(_ source: String) -> Any {
        let values: [Any] = [NSNull(), 0, -1, 4, 3, 2.5, 1e300, -0.0, "C", "d", "2", "", "   ", [Any](), [String: Any](), true,
                             String(repeating: "x", count: 300), "\u{1B}[31mred\u{1B}[0m", "a\u{0}b", "e\u{301}\u{301}\u{301}",
                             "\u{202E}evil", "💥", ["nested": ["deep"]], [1, 2, 3]]
        if Int.random(in: 0..<5, using: &random) == 0 { return slice(of: source) }
        return values[Int.random(in: 0..<values.count, using: &random)]
    }

    /// A run of words from the source (a grounded quote) or a corrupted one.
    private mutating func slice(of source: String) -> String {
        let words = source.split(whereSeparator: \.isWhitespace)
        let length = Int.random(in: 1...12, using: &random)
        let start = Int.random(in: 0..<max(1, words.count - length), using: &random)
        var quote = words[start..<min(words.count, start + length)].joined(separator: " ")
        for _ in 0..<Int.random(in: 0...4, using: &random) where !quote.isEmpty {
            var scalars = Array(quote.unicodeScalars)
            scalars[Int.random(in: 0..<scalars.count, using: &random)] = "qzx#".unicodeScalars.randomElement(using: &random)!
            quote = String(String.UnicodeScalarView(scalars))
        }
        return quote
    }

    private mutating func mutateStructure(_ root: inout [String: Any], source: String) {
        var questions = root["questions"] as? [Any] ?? []
        let index = questions.isEmpty ? 0 : Int.random(in: 0..<questions.count, using: &random)
        var question = questions.isEmpty ? [:] : (questions[index] as? [String: Any] ?? [:])
        switch Int.random(in: 0..<14, using: &random) {
        case 0: question.removeValue(forKey: Self.keys.randomElement(using: &random)!)
        case 1, 2: question[Self.keys.randomElement(using: &random)!] = weird(source)
        case 3: question["correctIndex"] = ([4, -1, 3, 0, "B", "5", "four", 1.0, 1.5, Int.max] as [Any]).randomElement(using: &random)!
        case 4:
            var options = question["options"] as? [Any] ?? []
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !options.isEmpty: options.removeLast()
            case 1: options.append("Extra option")
            case 2 where options.count > 1: options[1] = ((options[0] as? String) ?? "").uppercased() + "  "
            case 3 where !options.isEmpty: options[Int.random(in: 0..<options.count, using: &random)] = weird(source)
            default: options.shuffle(using: &random)
            }
            question["options"] = options
        case 5: question["evidence"] = slice(of: source)
        case 6: question["evidence"] = "The moon is made of cheese according to this page."
        case 7 where !questions.isEmpty: questions.remove(at: index)
        case 8 where !questions.isEmpty: questions.append(questions[index])
        case 9 where questions.count > 1:
            let other = questions[(index + 1) % questions.count] as? [String: Any]
            question["question"] = ((other?["question"] as? String) ?? "").lowercased()
        case 10: root["classificationConfidence"] = weird(source)
        case 11: root["topic"] = weird(source)
        case 12: root["questions"] = weird(source)
        default: questions.shuffle(using: &random)
        }
        if !questions.isEmpty, index < questions.count { questions[index] = question }
        if root["questions"] is [Any] { root["questions"] = questions }
    }

    private mutating func mutateText(_ text: inout String) {
        var scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return }
        let at = Int.random(in: 0..<scalars.count, using: &random)
        let tokens = ["{", "}", "[", "]", "\"", "\\", ",", ":", "\u{0}", "\u{1B}[2J", "```", "null", "é", "\u{FEFF}", "\\u0000",
                      "\\ud800", "1e999", "\n", "\"correctIndex\":2,"]
        switch Int.random(in: 0..<5, using: &random) {
        case 0: scalars.removeSubrange(at..<min(scalars.count, at + Int.random(in: 1...40, using: &random)))
        case 1: scalars.insert(contentsOf: tokens.randomElement(using: &random)!.unicodeScalars, at: at)
        case 2: scalars = Array(scalars[..<at])
        case 3:
            let end = min(scalars.count, at + Int.random(in: 1...60, using: &random))
            scalars.insert(contentsOf: scalars[at..<end], at: end)
        default:
            scalars[at] = Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))
        }
        text = String(String.UnicodeScalarView(scalars))
    }

    /// Every rule an accepted quiz breaks: SPEC §3 shape, non-empty explanation, evidence grounded in `source`.
    public static func violations(_ questions: [Question], source: String) -> [String] {
        var found = QuizShape.problems(in: questions)
        if questions.count != 10 { found.append("\(questions.count) questions") }
        let text = normalize(source)
        for (number, question) in questions.enumerated() {
            let label = "question \(number + 1)"
            if question.options.count != 4 { found.append("\(label): \(question.options.count) options") }
            if Set(question.options.map { $0.lowercased() }).count != question.options.count { found.append("\(label): duplicate options") }
            if question.options.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { found.append("\(label): empty option") }
            if !(0...3).contains(question.correctIndex) { found.append("\(label): correctIndex \(question.correctIndex)") }
            if question.question.trimmingCharacters(in: .whitespaces).isEmpty { found.append("\(label): empty question") }
            if question.explanation.trimmingCharacters(in: .whitespaces).isEmpty { found.append("\(label): empty explanation") }
            let quote = normalize(question.evidence)
            if quote.isEmpty || !grounded(quote, in: text) { found.append("\(label): evidence not in the text: \(question.evidence.prefix(60))") }
        }
        return found
    }

    /// Folded letters and digits, everything else one space (hyphenated line breaks joined).
    static func normalize(_ text: String) -> [Unicode.Scalar] {
        let folded = text.replacingOccurrences(of: "-\n", with: "").replacingOccurrences(of: "-\r\n", with: "")
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out: [Unicode.Scalar] = []
        var gap = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                if gap, !out.isEmpty { out.append(" ") }
                out.append(scalar)
                gap = false
            } else {
                gap = true
            }
        }
        return out
    }

    /// The quote occurs in the text with at most one edit per eight characters (SPEC §6 grounding, OCR-tolerant).
    static func grounded(_ quote: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Bool {
        let budget = quote.count / 8
        if String(String.UnicodeScalarView(text)).contains(String(String.UnicodeScalarView(quote))) { return true }
        if budget == 0 { return false }
        // Column-wise edit distance of quote against every substring of text (free start and end in text).
        var column = Array(0...quote.count)
        if column[quote.count] <= budget { return true }
        for character in text {
            var diagonal = column[0]
            column[0] = 0
            for i in 1...quote.count {
                let above = column[i]
                column[i] = min(diagonal + (quote[i - 1] == character ? 0 : 1), above + 1, column[i - 1] + 1)
                diagonal = above
            }
            if column[quote.count] <= budget { return true }
        }
        return false
    }
}
