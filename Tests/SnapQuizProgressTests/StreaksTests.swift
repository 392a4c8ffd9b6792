import Foundation
import Testing
@testable import SnapQuizProgress

@Suite struct StreaksTests {
    @Test func consecutiveDaysMakeAStreak() {
        #expect(Streaks.compute(days: [1, 2, 3, 5, 6], today: 6) == Streaks(current: 2, longest: 3))
        #expect(Streaks.compute(days: [1, 2, 3], today: 4) == Streaks(current: 3, longest: 3)) // alive until today ends
        #expect(Streaks.compute(days: [1, 2, 3], today: 5) == Streaks(current: 0, longest: 3))
        #expect(Streaks.compute(days: [], today: 5) == Streaks(current: 0, longest: 0))
    }

    @Test func dayBoundaryFollowsTheTimeZone() throws {
        // 23:30 UTC and 00:30 UTC the next day: two days in UTC, one evening in New York.
        let instants = [utc("2026-03-01 23:30"), utc("2026-03-02 00:30")]
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let utcZone = try #require(TimeZone(identifier: "UTC"))
        #expect(Streaks.compute(instants: instants, now: utc("2026-03-02 01:00"), timeZone: utcZone) == Streaks(current: 2, longest: 2))
        #expect(Streaks.compute(instants: instants, now: utc("2026-03-02 01:00"), timeZone: newYork) == Streaks(current: 1, longest: 1))
        // Tokyo (+9): 23:30 UTC on 1 March is 08:30 on 2 March; 14:00 UTC on 2 March is 23:00 there, the same day.
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let tokyoDays = [utc("2026-03-01 23:30"), utc("2026-03-02 14:00"), utc("2026-03-02 15:30")]
        #expect(Streaks.compute(instants: tokyoDays, now: utc("2026-03-02 16:00"), timeZone: tokyo) == Streaks(current: 2, longest: 2))
        #expect(Streaks.compute(instants: tokyoDays, now: utc("2026-03-02 16:00"), timeZone: utcZone) == Streaks(current: 2, longest: 2))
    }

    @Test func halfHourZonesAndDSTAreHandled() throws {
        // India is UTC+5:30: 18:45 UTC is 00:15 the next day there.
        let india = try #require(TimeZone(identifier: "Asia/Kolkata"))
        #expect(Streaks.localDay(utc("2026-03-01 18:45"), in: india) == Streaks.localDay(utc("2026-03-01 00:00"), in: india) + 1)
        // New York springs forward on 8 March 2026: days either side are still consecutive.
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let instants = [utc("2026-03-07 15:00"), utc("2026-03-08 15:00"), utc("2026-03-09 15:00")]
        #expect(Streaks.compute(instants: instants, now: utc("2026-03-09 20:00"), timeZone: newYork) == Streaks(current: 3, longest: 3))
    }

    @Test func timeZoneComesFromTZ() {
        #expect(reportTimeZone(environment: ["TZ": "Asia/Tokyo"]).identifier == "Asia/Tokyo")
        #expect(reportTimeZone(environment: ["TZ": ":Europe/Paris"]).identifier == "Europe/Paris")
        #expect(reportTimeZone(environment: ["TZ": "/usr/share/zoneinfo/America/Chicago"]).identifier == "America/Chicago")
    }
}
