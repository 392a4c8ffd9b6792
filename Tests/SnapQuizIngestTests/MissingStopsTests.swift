import Testing
@testable import SnapQuizIngest

@Suite struct MissingStopsTests {
    /// A blurred photo of a page of prose lost two stops between sentences.
    @Test func aLostStopBeforeASentenceOpenerComesBack() {
        #expect(MissingStops().apply(["In 1970 the Aswan High Dam was completed in southern Egypt The dam controls"])
            == ["In 1970 the Aswan High Dam was completed in southern Egypt. The dam controls"])
        #expect(MissingStops().apply(["and the Blue Nile starts at Lake Tana in Ethiopia The two rivers meet at"])
            == ["and the Blue Nile starts at Lake Tana in Ethiopia. The two rivers meet at"])
    }

    @Test func titlesAndRealSentencesStay() {
        let kept = [
            "He was the leader of The Beatles in those years.",      // a title: capitals go on
            "We read The lion and the mouse in class.",              // after a word that leads on
            "The dam controls the floods. It also makes power.",     // the stop is there
            "Vitamin A is found in carrots.",                        // no "A" among the openers
            "in Egypt The",                                          // nothing after the opener
        ]
        #expect(MissingStops().apply(kept) == kept)
    }
}
