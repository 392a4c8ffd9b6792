import Testing
import SnapQuizCore

/// The byte search that stands in for Foundation's `contains` in the generator.
@Suite struct TextSearchTests {
    @Test func findsWholeAndPartialRuns() {
        #expect("the water cycle".includes("water"))
        #expect("the water cycle".includes("the water cycle"))
        #expect("a _____ of rain".includes("a _____"))
        #expect("café’s owner".includes("é’s"))
        #expect("ccab".includes("cab"))
    }

    @Test func missesWhatIsNotThere() {
        #expect(!"the water cycle".includes("Water"))
        #expect(!"water".includes("the water"))
        #expect(!"".includes("a"))
        // As Foundation's `contains`: an empty needle is found nowhere.
        #expect(!"the water cycle".includes("") && !"".includes(""))
        #expect(!"caab".includes("cab"))
        #expect(!"the wate".includes("water"))
    }
}
