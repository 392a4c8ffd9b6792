import Foundation
import SnapQuizCore
import SnapQuizStore

/// What to retake today, from a spaced-repetition schedule kept per homework.
///
/// The model is SM-2 (P. A. Woźniak, "Optimization of learning", 1990; the SuperMemo 2 algorithm as
/// published at supermemo.com/en/blog/application-of-a-computer-to-improve-the-results-obtained-in-working-with-the-supermemo-method),
/// applied per homework (its current quiz is what is retaken), with these parameters:
/// - quality q = round(5 × score / total), 0–5, from each full attempt (review attempts do not move the schedule);
/// - easiness factor EF starts at 2.5, EF' = max(1.3, EF + 0.1 − (5 − q)(0.08 + (5 − q)·0.02));
/// - q < 3 resets: repetitions 0, next in 1 day;
/// - q ≥ 3 on or after the due date: interval 1 day, then 6 days, then round(previous interval × EF);
/// - q ≥ 3 before the due date (cramming) leaves the schedule unchanged.
/// The state lives in `review_schedule`, updated by a trigger in the attempt's transaction (Migrations/0003).
/// A homework with a quiz that was never taken is due from the moment it was created.
/// Most urgent first: earliest due date (most overdue) first, then the lowest easiness.
public struct DueSchedule: Sendable {
    /// One homework to retake.
    public struct Item: Encodable, JSONConvertible, Sendable, Equatable {
        public var homeworkId: String
        public var title: String
        public var subject: String?
        public var dueAt: Date
        /// Whole local days since it fell due (0 = due today).
        public var overdueDays: Int
        /// `new` (never taken), `retry` (last score below 60 %), or `review` (spaced repetition).
        public var reason: String
        public var repetitions: Int
        public var intervalDays: Int?
        public var easiness: Double
        public var lastScore: Int?
        public var lastTotal: Int?
        public var lastAttemptAt: Date?

        public var json: JSONValue {
            jsonObject([
                "homeworkId": homeworkId,
                "title": title,
                "subject": subject,
                "dueAt": dueAt,
                "overdueDays": overdueDays,
                "reason": reason,
                "repetitions": repetitions,
                "intervalDays": intervalDays,
                "easiness": easiness,
                "lastScore": lastScore,
                "lastTotal": lastTotal,
                "lastAttemptAt": lastAttemptAt,
            ])
        }

        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
    }

    /// The due list of a day.
    public struct Report: Encodable, JSONConvertible, Sendable, Equatable {
        public var learner: String
        /// The local date the report is for, `YYYY-MM-DD`.
        public var today: String
        public var timeZone: String
        public var model: String
        public var due: [Item]
        /// When the next homework not due today falls due, if any.
        public var nextDueAt: Date?

        public var json: JSONValue {
            jsonObject([
                "learner": learner,
                "today": today,
                "timeZone": timeZone,
                "model": model,
                "due": due,
                "nextDueAt": nextDueAt,
            ])
        }

        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }
    }

    public init() {}

    /// The homework of `learner` due by the end of `now`'s local day in `timeZone`, most urgent first.
    public func report(store: any QuizStore, learner: String, timeZone: TimeZone, now: Date = Date()) throws -> Report {
        let today = Streaks.localDay(now, in: timeZone)
        let endOfToday = Self.start(ofLocalDay: today + 1, in: timeZone)
        return try store.readProgress { facts in
            let items = try facts.dueHomework(learner: learner, before: endOfToday).map { fact -> Item in
                let reason = fact.lastQuality.map { $0 < 3 ? "retry" : "review" } ?? "new"
                return Item(
                    homeworkId: fact.homeworkID, title: fact.title, subject: fact.subject, dueAt: fact.dueAt,
                    overdueDays: max(0, today - Streaks.localDay(fact.dueAt, in: timeZone)), reason: reason,
                    repetitions: fact.repetitions ?? 0, intervalDays: fact.intervalDays,
                    easiness: fact.easiness ?? 2.5, lastScore: fact.lastScore, lastTotal: fact.lastTotal,
                    lastAttemptAt: fact.lastAttemptAt
                )
            }
            return Report(learner: learner, today: Self.dateString(localDay: today), timeZone: timeZone.identifier,
                          model: "SM-2", due: items, nextDueAt: try facts.nextDue(learner: learner, from: endOfToday))
        }
    }

    /// The instant a local day starts (days since 1970-01-01 in `timeZone`).
    static func start(ofLocalDay day: Int, in timeZone: TimeZone) -> Date {
        // Midnight UTC of that date, moved by the zone's offset; re-checked once for DST changes near midnight.
        let utcMidnight = Date(timeIntervalSince1970: TimeInterval(day) * 86_400)
        var guess = utcMidnight.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: utcMidnight)))
        let corrected = utcMidnight.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: guess)))
        if Streaks.localDay(corrected, in: timeZone) == day { guess = corrected }
        return guess
    }

    static func dateString(localDay day: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(day) * 86_400))
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
