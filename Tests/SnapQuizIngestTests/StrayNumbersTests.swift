import Testing
@testable import SnapQuizIngest

/// Stray numbers and specks opening a sentence go; numbers a sentence needs, question numbers and bullets stay.
@Suite struct StrayNumbersTests {
    @Test func aStrayOpeningASentenceGoes() {
        // An older reading of TestImages/science-photo.jpg, and specks read before a heading.
        let reading = ["4 Science Homework: The Water Cycle", "4 The water cycle describes how water moves.",
                       "The rest runs off into streams and rivers.", "74 Rivers carry the water back to the oceans.",
                       "7 Questions: Which process turns liquid water into vapour?", "", "2 : Science Homework", ": Energy from the Sun"]
        #expect(StrayNumbers().apply(reading) == [
            "Science Homework: The Water Cycle", "The water cycle describes how water moves.",
            "The rest runs off into streams and rivers.", "Rivers carry the water back to the oceans.",
            "Questions: Which process turns liquid water into vapour?", "", "Science Homework", "Energy from the Sun"])
    }

    @Test func numbersASentenceNeedsStay() {
        let lines = ["The king led an army of", "300 Spartans to Thermopylae in 480 BC.",  // mid-sentence
                     "1066 Battle of Hastings",  // a year
                     "25 degrees is warm.",  // a number before its unit
                     "4. Name the process.", "b) Which gas?", "(3) Explain.", "• Rivers carry water", "- Rain falls",
                     "880 Lopez Stream Apt. 095", "§ His mother was Domitia Calvilla.", "| Perhaps his grandfather.",  // a house number, signs
                     "12 34"]  // nothing after the number
        #expect(StrayNumbers().apply(lines) == lines)
    }

    @Test func aLineAfterAnUnfinishedLongLineKeepsItsNumber() {
        let lines = ["In the end the soldiers were led home by their General", "300 Romans stayed behind."]
        #expect(StrayNumbers().apply(lines) == lines)
    }
}
