import Testing
@testable import SnapQuizIngest

/// A timetable problem of my own, read as a photo on cloth read the maths sheet: the colon of one time lost.
@Suite struct ClockTimesTests {
    @Test func aTimeThatLostItsColonGetsItBack() {
        let lines = ["The bus leaves the school at 08:40 and reaches the museum at 10 05. The visit ends",
                     "at 2 30 pm, and the bus is back by 15 10."]
        #expect(ClockTimes().apply(lines) == ["The bus leaves the school at 08:40 and reaches the museum at 10:05. The visit ends",
                                              "at 2:30 pm, and the bus is back by 15:10."])
        // In the photo's clean-up.
        #expect(TextCleanup.text("A train leaves the station at 09:15 and arrives at 11 45. How long is the\njourney in minutes?", from: .photo)
            .contains("arrives at 11:45. How long"))
        // The stop a photo lost after the time comes back too, as after a number.
        #expect(TextCleanup.text("A train leaves the station at 09:15 and arrives at 11 45 How long is the\njourney in minutes?", from: .photo)
            .contains("arrives at 11:45. How long"))
    }

    /// No printed time on the page, no word of time before the numbers, or numbers that are no hour and minutes: as read.
    @Test func otherNumberPairsStay() {
        let noTime = ["The bus leaves at 10 05 and takes 40 pupils."]
        #expect(ClockTimes().apply(noTime) == noTime)
        let others = ["The train leaves at 09:15.", "Class 10 20 pupils sat 3 tests; at 25 70 marks were lost; from 12 5 more came."]
        #expect(ClockTimes().apply(others) == others)
    }
}
