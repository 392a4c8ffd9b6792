import Foundation
import SnapQuizCore
import SnapQuizProgress

/// Small text helpers shared by the human-readable outputs.
enum Formatting {
    /// The learner's calendar, in the local time zone (read without `TimeZone.current`, which costs ~60 ms).
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = reportTimeZone(environment: ProcessInfo.processInfo.environment)
        return calendar
    }()

    /// A timestamp in the learner's local time zone, to the minute.
    static func localTime(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                      parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The short id shown in listings (8 characters: unique in practice, and accepted as a prefix).
    static func shortID(_ id: String) -> String { String(id.prefix(8)) }

    /// "fair (72% word confidence, 88% dictionary words, 194 words)"; an LLM's reading names the model instead of a
    /// confidence: "good (read by llm:gpt-4o, 96% dictionary words, 120 words)".
    static func reading(_ reading: Reading) -> String {
        var figures = [reading.confidence.map { "\(Int($0.rounded()))% word confidence" } ?? "read by \(Console.sanitizeLine(reading.source))"]
        if let rate = reading.dictionaryRate { figures.append("\(Int((rate * 100).rounded()))% dictionary words") }
        figures.append("\(reading.words) words")
        return "\(reading.grade.rawValue) (\(figures.joined(separator: ", ")))"
    }

    /// `text` cut to `width` characters with an ellipsis.
    static func truncate(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
    }

    /// `text` padded with spaces to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` broken at spaces into lines of at most `width` characters, each newline kept as a line break; lines
    /// after the first of each paragraph start with `indent`. A word longer than a line is cut, as nothing else fits.
    /// With no width (output is not a terminal) the text is left as it is, one line per paragraph.
    static func wrap(_ text: String, width: Int?, indent: String = "") -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width, width > indent.count + 8 else { return paragraphs }
        var lines: [String] = []
        for paragraph in paragraphs {
            var line = String(paragraph.prefix { $0 == " " })  // a paragraph's own indentation is kept
            var lineStart = true
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                let room = width - line.count - (lineStart ? 0 : 1)
                if word.count <= room {
                    line += (lineStart ? "" : " ") + word
                    lineStart = false
                    continue
                }
                if !lineStart {
                    lines.append(line)
                    line = indent
                }
                // Only a word wider than a whole line is cut.
                while line.count + word.count > width {
                    let cut = width - line.count
                    lines.append(line + word.prefix(cut))
                    word = word.dropFirst(cut)
                    line = indent
                }
                line += word
                lineStart = false
            }
            lines.append(line)
        }
        return lines
    }

    /// The part of `question` that tells it apart from `others`: a start it shares word for word with another
    /// question (a generator's template, "Which word completes this statement from the text?") is replaced by
    /// "…", cut after the shared part's last sentence mark when it has one, so the quoted statement stays whole.
    static func distinctivePart(of question: String, among others: [String]) -> String {
        let words = question.split(separator: " ")
        var shared = 0
        for other in others where other != question {
            let otherWords = other.split(separator: " ")
            shared = max(shared, zip(words, otherWords).prefix { $0 == $1 }.count)
        }
        // Fewer than three shared words is not a template; all of them shared leaves nothing to show.
        guard shared >= 3, shared < words.count else { return question }
        if let sentenceEnd = words[..<shared].lastIndex(where: { $0.last.map { "?:.".contains($0) } ?? false }) {
            shared = sentenceEnd + 1
        }
        return "… " + words[shared...].joined(separator: " ")
    }
}
