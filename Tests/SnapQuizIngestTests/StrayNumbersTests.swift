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

    /// A photo of a numbered maths page whose "1.", "2." and "7." were read without their stops.
    @Test func aListMarkerWithoutItsStopGetsItBack() {
        let reading = ["Maths Homework: Fractions", "1 A class has 30 pupils. How many walk?", "2 A jacket costs 40 pounds.",
                       "3. Sam reads 3/4 of a book.", "4. A tank holds 200 litres.", "7 A bus leaves at 9:45 am.", "8. Tom has 12 sweets.",
                       "74 Rivers carry the water back."]
        #expect(StrayNumbers().apply(reading) == [
            "Maths Homework: Fractions", "1. A class has 30 pupils. How many walk?", "2. A jacket costs 40 pounds.",
            "3. Sam reads 3/4 of a book.", "4. A tank holds 200 litres.", "7. A bus leaves at 9:45 am.", "8. Tom has 12 sweets.",
            "Rivers carry the water back."])
    }

    @Test func aLineAfterAnUnfinishedLongLineKeepsItsNumber() {
        let lines = ["In the end the soldiers were led home by their General", "300 Romans stayed behind."]
        #expect(StrayNumbers().apply(lines) == lines)
    }
}
