import Testing
@testable import SnapQuizIngest

/// A capital I misread in mid-sentence gets its small letter back; titles and sentence starts keep theirs.
@Suite struct MisreadCapitalsTests {
    @Test func aCapitalIBetweenSmallWordsIsSmall() {
        let lines = ["Plants also release water vapour", "from their leaves In a process called transpiration.",
                     "Which process turns liquid water Into vapour?", "It rains when the droplets grow too heavy.",
                     "The water", "Is carried back to the sea."]
        #expect(MisreadCapitals().apply(lines) == ["Plants also release water vapour", "from their leaves in a process called transpiration.",
                                                   "Which process turns liquid water into vapour?", "It rains when the droplets grow too heavy.",
                                                   "The water", "is carried back to the sea."])
    }

    @Test func titlesSentenceStartsAndNewParagraphsAreKept() {
        let lines = ["We read Alice In Wonderland in class.", "The river floods. In summer it is dry.", "a list without stops",
                     "", "In the second paragraph it rains.", "and the last word is In"]
        #expect(MisreadCapitals().apply(lines) == ["We read Alice In Wonderland in class.", "The river floods. In summer it is dry.",
                                                   "a list without stops", "", "In the second paragraph it rains.",
                                                   "and the last word is In"])
    }
}
