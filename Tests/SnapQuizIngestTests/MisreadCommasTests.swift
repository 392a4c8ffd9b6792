import Testing
@testable import SnapQuizIngest

@Suite struct MisreadCommasTests {
    /// A photo of a page of prose (a blurred 22-pixel sans page) read five of its commas as stops.
    @Test func aStopBeforeALowerCaseWordWasAComma() {
        #expect(MisreadCommas().apply(["Behind it lies Lake Nasser. one of the largest lakes."])
            == ["Behind it lies Lake Nasser, one of the largest lakes."])
        // The next word opens the next line.
        #expect(MisreadCommas().apply(["The White Nile begins near Lake Victoria.", "and the Blue Nile starts at Lake Tana."])
            == ["The White Nile begins near Lake Victoria,", "and the Blue Nile starts at Lake Tana."])
        #expect(MisreadCommas().apply(["the dam also traps the silt. so farmers", "use fertiliser."])
            == ["the dam also traps the silt, so farmers", "use fertiliser."])
    }

    /// A blurred photo read the comma after a year as a stop, and lost the capital of a preposition after a real stop.
    @Test func aYearsStopWasACommaAndAnOpenerBeforeANumberLostItsCapital() {
        #expect(MisreadCommas().apply(["The castle fell in 1485. when the king was killed."])
            == ["The castle fell in 1485, when the king was killed."])
        #expect(MisreadCommas().apply(["the monks left the island.", "in 793 the raiders came."])
            == ["the monks left the island.", "In 793 the raiders came."])
        #expect(MisreadCommas().apply(["the monks left the island. after 793 the raiders came."])
            == ["the monks left the island. After 793 the raiders came."])
    }

    /// A photo of a page about cells read ", which keeps the cell firm." as ". Which keeps …": a sentence "Which" opens
    /// that asks nothing is a relative clause. A question "Which" opens is kept, on its line or running on.
    @Test func aStopBeforeWhichThatAsksNothingWasAComma() {
        #expect(MisreadCommas().apply(["the vacuole is filled with cell sap. Which keeps the cell", "firm and full."])
            == ["the vacuole is filled with cell sap, which keeps the cell", "firm and full."])
        let questions = ["Plants need light. Which gas do they take in?", "Read the text. Which process turns water",
                         "into vapour?"]
        #expect(MisreadCommas().apply(questions) == questions)
    }

    @Test func aRealStopIsKept() {
        let kept = [
            "It rains. The river floods.",                      // a capital after it
            "Salt, sugar, flour etc. are sold here.",           // an abbreviation
            "Use a liquid, e.g. water or milk.",                // a stop inside the word
            "It weighs approx. three kilograms.",
            "J. smith wrote it.",                               // an initial
            "1. the first step",                                // a number
            "It ended.", "", "and a new paragraph began.",      // a paragraph break between them
            "He said so... and left.",                          // an ellipsis
        ]
        #expect(MisreadCommas().apply(kept) == kept)
    }
}
