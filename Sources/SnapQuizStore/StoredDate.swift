import Foundation
import GRDB
internal import GRDBSQLite

/// Reads the dates the store writes — GRDB's `YYYY-MM-DD HH:MM:SS.SSS`, UTC — with arithmetic instead of Foundation's
/// calendar. Through GRDB each date took about 1,900 instructions, half of them in `Calendar.date(from:)`:
/// 68M of the 822M of `list --json` on 10k homework (three dates a row).
enum StoredDate {
    /// `text` as a date; nil when it is not in the store's format (the caller then asks GRDB, which reads more).
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The date in `column` of `row`: the fast reading when the text is in the store's format, GRDB's otherwise.
    /// Rows of a cursor are read in place, without a String per date (that String was half the cost left).
    static func read(_ row: Row, _ column: Int) -> Date? {
        (row[column] as Column?)?.date ?? row[column]
    }

    /// A date column read by `parse(bytes:)`; GRDB hands a cursor's rows to `init(sqliteStatement:index:)`.
    private struct Column: DatabaseValueConvertible, StatementColumnConvertible {
        let date: Date?

        init?(sqliteStatement: SQLiteStatement, index: CInt) {
            guard sqlite3_column_type(sqliteStatement, index) == SQLITE_TEXT, let text = sqlite3_column_text(sqliteStatement, index)
            else { return nil }
            date = StoredDate.parse(bytes: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(sqliteStatement, index))))
        }

        init(date: Date?) { self.date = date }

        var databaseValue: DatabaseValue { date?.databaseValue ?? .null }

        static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Column? {
            guard case let .string(text) = dbValue.storage else { return nil }
            return Column(date: StoredDate.parse(text))
        }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        // "2025-11-22 14:31:23.728": 19 characters, then an optional fraction of 1 to 9 digits.
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":") else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for index in start..<start + count {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60 else { return nil }
        var fraction = 0.0
        if bytes.count > 19 {
            let digits = bytes.count - 20
            guard bytes[19] == UInt8(ascii: "."), (1...9).contains(digits), let value = number(20, digits) else { return nil }
            fraction = Double(value) / powersOfTen[digits]
        }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        // Counted from 2001 as Date keeps it, whole seconds first: the same Double GRDB's calendar gives.
        return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + fraction)
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's days_from_civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
