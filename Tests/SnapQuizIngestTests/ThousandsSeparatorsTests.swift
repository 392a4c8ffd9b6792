import Testing
@testable import SnapQuizIngest

@Suite struct ThousandsSeparatorsTests {
    /// The Nile photo read "6,650 kilometres" as "6.650 kilometres"; pages on other rivers and plains do the same.
    @Test func aStopBeforeThreeDigitsIsACommaWhereThePageLeavesNoDoubt() {
        // A word of estimate before it: a rounded figure is not given to a thousandth.
        #expect(ThousandsSeparators().apply(["It flows east for about 2.525 kilometres to the sea."])
            == ["It flows east for about 2,525 kilometres to the sea."])
        // At the end of a line, the word after it on the next.
        #expect(ThousandsSeparators().apply(["The railway was nearly 3.069", "kilometres long."])
            == ["The railway was nearly 3,069", "kilometres long."])
        // Whole things counted: no page counts a fraction of a family.
        #expect(ThousandsSeparators().apply(["In the drought 2.500 families left their farms."])
            == ["In the drought 2,500 families left their farms."])
        // The page writes its other thousands with commas.
        #expect(ThousandsSeparators().apply(["By 1940 about 12,000 farms were at work.", "The line was 3.069 kilometres long."])
            == ["By 1940 about 12,000 farms were at work.", "The line was 3,069 kilometres long."])
    }

    @Test func aDecimalIsKept() {
        let kept = [
            "The marathon is 42.195 kilometres long.",   // a measure, no estimate, no commas on the page
            "The jug holds 0.125 litres of milk.",       // a lone 0 before the stop
            "Pi is 3.142 to three places.",              // no word that measures or counts after it
            "The rod is 2.55 metres long.",              // two decimals
        ]
        #expect(ThousandsSeparators().apply(kept) == kept)
    }
}
