import Testing
@testable import SnapQuizIngest

@Suite struct FalseParagraphBreaksTests {
    /// Every line of a widely spaced page read as a paragraph of its own.
    @Test func aBreakBeforeALineInLowerCaseGoes() {
        #expect(FalseParagraphBreaks().apply(["The Nile is the longest river in Africa. It flows north for about 6,650", "",
                                              "kilometres through eleven countries before it reaches the sea."])
            == ["The Nile is the longest river in Africa. It flows north for about 6,650",
                "kilometres through eleven countries before it reaches the sea."])
        // With a misread comma before it, the sentence is whole again for `MisreadCommas`.
        let joined = FalseParagraphBreaks().apply(["Farmers called the rich black land they farmed Kemet.", "", "which means the black land."])
        #expect(MisreadCommas().apply(joined) == ["Farmers called the rich black land they farmed Kemet,", "which means the black land."])
        // A full line that stops mid-sentence, before a name.
        #expect(FalseParagraphBreaks().apply(["the floods and produces electricity for millions of homes. Behind it lies", "",
                                              "Lake Nasser, one of the largest artificial lakes in the world."])
            == ["the floods and produces electricity for millions of homes. Behind it lies",
                "Lake Nasser, one of the largest artificial lakes in the world."])
        // A line that stops on a word no sentence ends on, before a short line (the Nile photo: "Khartoum" was cut off as a
        // paragraph of its own, and with it the only other countries the page names).
        #expect(FalseParagraphBreaks().apply(["and the Blue Nile starts at Lake Tana in Ethiopia. The two rivers meet at", "",
                                              "Khartoum, the capital of Sudan.", "", "Every summer heavy rain falls."])
            == ["and the Blue Nile starts at Lake Tana in Ethiopia. The two rivers meet at", "Khartoum, the capital of Sudan.", "",
                "Every summer heavy rain falls."])
    }

    @Test func realBreaksStay() {
        let kept = [
            "Key words", "", "evaporation: water turning into vapour",     // a heading before it
            "the tide comes in", "", "the tide goes out",                  // lines of verse
            "It rained all night.", "", "The river rose.",                 // a capital after it
            "Deep beneath the crust lies a magma cham-", "", "ber forms",   // a word broken across a real break
            "Chapter Three: How Rivers Shape the Land Around Them", "", "Rivers wear away rock.",  // a long heading
            "The wind blew cold across the empty moor that night", "", "And morning came",  // a short line after it, in verse
        ]
        #expect(FalseParagraphBreaks().apply(kept) == kept)
    }
}
