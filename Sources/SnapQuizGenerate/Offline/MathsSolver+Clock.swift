import Foundation

/// Time as a timetable sheet asks it: a clock time written the other way (24-hour ↔ am/pm), a length of time in
/// minutes written as hours and minutes, the day of the week some days on, and the days from one date to another.
/// Each reads only its own form; a problem with any other number is left.
extension MathsSolver {
    static var clockRules: [Rule] { [clockConversion, minutesAsHoursAndMinutes, weekdayAfter, daysBetweenDates] }

    /// A time of day in minutes after midnight as the 12-hour clock writes it ("5:25 pm", "12:05 am").
    static func twelveHour(_ minutes: Double) -> String {
        let total = (Int(minutes.rounded()) % 1440 + 1440) % 1440, h = total / 60
        return String(format: "%d:%02d", h % 12 == 0 ? 12 : h % 12, total % 60) + (h < 12 ? " am" : " pm")
    }

    /// A time of day in minutes after midnight as the 24-hour clock writes it ("17:25", "09:05").
    static func twentyFourHour(_ minutes: Double) -> String {
        let total = (Int(minutes.rounded()) % 1440 + 1440) % 1440
        return String(format: "%02d:%02d", total / 60, total % 60)
    }

    /// A length of time as a learner writes it: "4 hours 15 minutes", "1 hour", "45 minutes".
    static func spokenDuration(_ minutes: Double) -> String {
        let total = Int(minutes.rounded()), hours = total / 60, rest = total % 60
        return [hours > 0 ? "\(hours) hour\(hours == 1 ? "" : "s")" : nil, rest > 0 || hours == 0 ? "\(rest) minute\(rest == 1 ? "" : "s")" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// "Write 17:25 as a 12-hour clock time." → 5:25 pm; "Write 8:40 pm using the 24-hour clock." → 20:40. The one
    /// time must be in the other clock's form. The slips: 10 taken off or added instead of 12, am and pm mixed up, an
    /// hour out.
    static func clockConversion(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("hour"), let clock = Regex.firstMatch(#"\b(12|24)[ -]hour\b"#, in: text)?.group(1),
              Regex.allMatches(#"\b(?:12|24)[ -]hour\b"#, in: text).count == 1 else { return nil }
        let times = Regex.allMatches(clockTime, in: text)
        guard times.count == 1, let time = times.first, var hours = Int(time.group(1) ?? ""), let minutes = Int(time.group(2) ?? ""),
              minutes < 60, Regex.allMatches(#"\d+"#, in: text).count == 3 else { return nil }
        let half = time.group(3)
        if clock == "12" {
            // From the 24-hour clock: no am or pm, and an hour the 24-hour clock writes ("17:25", "09:10", "00:40").
            guard half == nil, hours < 24, hours >= 13 || hours == 0 || (time.group(1) ?? "").hasPrefix("0") else { return nil }
        } else {
            guard let half, (1...12).contains(hours) else { return nil }
            if half == "p", hours < 12 { hours += 12 }
            if half == "a", hours == 12 { hours = 0 }
        }
        let value = Double(hours * 60 + minutes)
        let afternoon = hours >= 12
        let format: (Double) -> String = clock == "12" ? { twelveHour($0) } : { twentyFourHour($0) }
        let step = afternoon ? (hours == 12 ? "12 is noon" : "\(hours) − 12 = \(hours - 12)") : (hours == 0 ? "0 is midnight (12 am)" : "before noon")
        let working = clock == "12" ? "\(time.group(0) ?? ""): \(step), so it is \(twelveHour(value))"
            : "\(time.group(0) ?? ""): " + (afternoon && hours != 12 ? "\(hours - 12) + 12 = \(hours)" : "the morning's hours stay") + ", so it is \(twentyFourHour(value))"
        // 10 instead of 12 (17:25 → 7:25 pm; 5:25 pm → 15:25), the other half of the day, an hour out.
        let tenSlip = afternoon ? (clock == "12" ? value + 120 : value - 120) : value + 600
        var solution = MathsSolution(value: value, format: format, working: working,
                                     mistakes: [tenSlip, value < 720 ? value + 720 : value - 720, value + 60, value - 60].filter { $0 > 0 && $0 < 1440 },
                                     defaultQuestion: clock == "12" ? "What is it on the 12-hour clock?" : "What is it on the 24-hour clock?")
        solution.counts = [12, 24]
        return solution
    }

    /// "Convert 255 minutes into hours and minutes." → 4 hours 15 minutes; "How many hours and minutes is 140
    /// minutes?" → 2 hours 20 minutes. The slips: the decimal of the division read as minutes (255 ÷ 60 = 4.25 → 4
    /// hours 25 minutes), a hundred minutes to the hour, an hour out.
    static func minutesAsHoursAndMinutes(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("hours and minutes"), let m = Regex.firstMatch(#"(\d+)\s*(?:minutes|mins)\b"#, in: text),
              let total = value(m.group(1)), total > 60, Regex.allMatches(#"\d+"#, in: text).count == 1 else { return nil }
        let hours = (total / 60).rounded(.down), rest = total - hours * 60
        let decimal = ((total / 60 - hours) * 100).rounded()
        let hundreds = (total / 100).rounded(.down), overHundred = total - hundreds * 100
        let slips = [decimal < 60 && decimal != rest ? hours * 60 + decimal : nil, overHundred < 60 ? hundreds * 60 + overHundred : nil,
                     total - 60, total + 60, total + 10].compactMap { $0 }
        // In hours, so that the key is no number the stem shows (255 minutes is 4.25 hours, written "4 hours 15 minutes").
        return MathsSolution(value: total / 60, format: { spokenDuration($0 * 60) },
                             working: "\(plain(total)) ÷ 60 = \(plain(hours)) remainder \(plain(rest)), so \(plain(total)) minutes = \(spokenDuration(total))",
                             mistakes: slips.map { $0 / 60 }, defaultQuestion: "How many hours and minutes is that?")
    }

    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// "Today is Monday. Amy's party is 10 days later. On which day of the week is it?" → Thursday; "… 2 weeks and 3
    /// days before Friday" → Tuesday. One weekday, a number of days (and weeks) on or back, and at most the date of
    /// that weekday. The slips: the first day counted as one of the days, a day too many, the other way.
    static func weekdayAfter(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard question.contains("day"), Regex.firstMatch(#"\b(?:what|which) day\b"#, in: question) != nil,
              Regex.allMatches(#"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"#, in: text).count == 1,
              let named = Regex.firstMatch(#"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"#, in: text)?.group(1),
              let start = weekdays.firstIndex(of: named) else { return nil }
        let days = Regex.firstMatch(number + #" days?\b"#, in: text).flatMap { value($0.group(1)) } ?? 0
        let weeks = Regex.firstMatch(number + #" weeks?\b"#, in: text).flatMap { value($0.group(1)) } ?? 0
        let back = Regex.firstMatch(#"\b(?:before|earlier|ago)\b"#, in: text) != nil
        guard days + weeks > 0, back || Regex.firstMatch(#"\b(?:later|after|time|from now|on from)\b"#, in: text) != nil,
              days == days.rounded(), weeks == weeks.rounded() else { return nil }
        // Only the days, the weeks and the date of the named day ("Monday 14th March") may be stated.
        let date = Regex.firstMatch(named + #"\s*,?\s*(?:the )?(\d{1,2})(?:st|nd|rd|th)?\b"#, in: text).flatMap { value($0.group(1)) }
        let stated = Regex.allMatches(#"\d+"#, in: text).count
        guard stated == [days > 0, weeks > 0, date != nil].filter({ $0 }).count else { return nil }
        let count = Int(days + 7 * weeks), sign = back ? -1 : 1
        let day = { (offset: Int) in weekdays[((start + sign * offset) % 7 + 7) % 7].capitalized }
        let span = weeks > 0 ? "\(plain(weeks)) weeks and \(plain(days)) days = \(count) days" : "\(count) days"
        let from = named.capitalized + (date.map { " \(plain($0))" } ?? "")
        var solution = choice(key: day(count), slips: [day(count - 1), day(count + 1), weekdays[((start - sign * count) % 7 + 7) % 7].capitalized, day(count + 2)],
                              working: "\(span) \(back ? "before" : "after") \(from): \(count) = \(count / 7) × 7 + \(count % 7), so \(count % 7) days \(back ? "before" : "after") \(named.capitalized) is \(day(count))",
                              question: "Which day of the week is it?")
        solution?.counts = [days, weeks]
        return solution
    }

    /// The days of each month (`RecallQuestions.months`) of a year that is no leap year.
    static let monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

    /// "How many days are there from 25th May to 8th June?" → 14 days (one more when it says "inclusive" or "including
    /// both"). Not across February without a year. The slips: both days counted (or neither), every month taken as 30
    /// days, the day numbers taken from each other.
    static func daysBetweenDates(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let months = RecallQuestions.months
        let month = "(" + months.joined(separator: "|") + ")"
        let date = #"(\d{1,2})(?:st|nd|rd|th)? (?:of )?"# + month
        guard Regex.firstMatch(#"\bhow many days\b"#, in: asked(p).isEmpty ? text : asked(p)) != nil,
              let m = Regex.firstMatch(#"\b(?:from|between) "# + date + #" (?:to|and|until|till) "# + date + #"\b"#, in: text),
              let d1 = Int(m.group(1) ?? ""), let m1 = months.firstIndex(of: m.group(2) ?? ""),
              let d2 = Int(m.group(3) ?? ""), let m2 = months.firstIndex(of: m.group(4) ?? ""),
              Regex.allMatches(#"\d+"#, in: text).count == 2, d1 <= monthDays[m1], d2 <= monthDays[m2], m1 <= m2, m1 < m2 || d1 < d2 else { return nil }
        // February's length depends on the year, which the sheet does not give.
        guard !(m1...m2).contains(1) || (m1 == 1 && m2 == 1) else { return nil }
        let inclusive = Regex.firstMatch(#"\binclusive\b|\bincluding both\b|\bboth (?:days|dates) (?:included|count)"#, in: text) != nil
        var difference = 0, thirty = 0
        if m1 == m2 { difference = d2 - d1; thirty = difference } else {
            difference = monthDays[m1] - d1 + d2 + (m1 + 1..<m2).map { monthDays[$0] }.reduce(0, +)
            thirty = 30 - d1 + d2 + 30 * (m2 - m1 - 1)
        }
        let answer = Double(difference + (inclusive ? 1 : 0))
        let first = m.group(2)?.capitalized ?? "", last = m.group(4)?.capitalized ?? ""
        let working = m1 == m2 ? "\(d2) − \(d1) = \(difference)" + (inclusive ? "; both days count: + 1 = \(plain(answer))" : "")
            : "\(monthDays[m1]) − \(d1) = \(monthDays[m1] - d1) days left in \(first)" + (m2 - m1 > 1 ? ", \(difference - (monthDays[m1] - d1) - d2) in the months between" : "")
                + ", and \(d2) in \(last): \(plain(Double(difference)))" + (inclusive ? " + 1 (both days count) = \(plain(answer))" : " days")
        return MathsSolution(value: answer, format: unit("days"), working: working,
                             mistakes: [answer + (inclusive ? -1 : 1), answer - (inclusive ? 2 : 1), Double(thirty + (inclusive ? 1 : 0)), Double(abs(d2 - d1)), answer + 2],
                             defaultQuestion: "How many days is that?")
    }
}
