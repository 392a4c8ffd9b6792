import Testing
@testable import SnapQuizIngest

/// A capital I misread in mid-sentence gets its small letter back; titles and sentence starts keep theirs.
@Suite struct MisreadCapitalsTests {
    @Test func aCapitalIBetweenSmallWordsIsSmall() {
        let lines = ["Plants also release water vapour", "from their leaves In a process called transpiration.",
                     "Which process turns liquid water Into vapour?", "It rains when the droplets grow too heavy.",
                     "The water that falls on the high hills", "Is carried back to the sea."]
        #expect(MisreadCapitals().apply(lines) == ["Plants also release water vapour", "from their leaves in a process called transpiration.",
                                                   "Which process turns liquid water into vapour?", "It rains when the droplets grow too heavy.",
                                                   "The water that falls on the high hills", "is carried back to the sea."])
    }

    @Test func titlesSentenceStartsAndNewParagraphsAreKept() {
        let lines = ["The Great Fire of London", "In the early hours of Sunday a fire started.", "The water cycle",
                     "In a cycle water moves.", "We read Alice In Wonderland in class.", "The river floods. In summer it is dry.", "a list without stops",
                     "", "In the second paragraph it rains.", "and the last word is In"]
        #expect(MisreadCapitals().apply(lines) == ["The Great Fire of London", "In the early hours of Sunday a fire started.",
                                                   "The water cycle", "In a cycle water moves.", "We read Alice In Wonderland in class.", "The river floods. In summer it is dry.",
                                                   "a list without stops", "", "In the second paragraph it rains.",
                                                   "and the last word is In"])
    }

    /// Wordsworth's lines keep their capitals: verse opens every line with one, though the sentence runs on.
    @Test func verseLinesKeepTheirCapitals() {
        let lines = ["For oft, when on my couch I lie", "In vacant or in pensive mood,", "They flash upon that inward eye",
                     "The sun had set behind the hills", "Is all that now the shepherd sees,", "And dark the valley lies."]
        #expect(MisreadCapitals().apply(lines) == lines)
    }
}
