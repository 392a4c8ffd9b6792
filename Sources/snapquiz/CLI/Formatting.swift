import Foundation

/// Small text helpers shared by the human-readable outputs.
enum Formatting {
    /// A timestamp in the learner's local time zone, to the minute.
    static func localTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// The short id shown in listings (8 characters: unique in practice, and accepted as a prefix).
    static func shortID(_ id: String) -> String { String(id.prefix(8)) }

    /// `text` cut to `width` characters with an ellipsis.
    static func truncate(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
    }

    /// `text` padded with spaces to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
