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

    /// "fair (72% word confidence, 88% dictionary words, 194 words)".
    static func reading(_ reading: Reading) -> String {
        var figures = ["\(Int(reading.confidence.rounded()))% word confidence"]
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
}
