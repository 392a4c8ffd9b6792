import Testing
@testable import SnapQuizIngest

struct TextCleanerTests {
    @Test func joinsHyphenatedLineBreaks() {
        let cleaned = TextCleaner.clean("Water evap-\norates from the sea.\nIt rises.")
        #expect(cleaned == "Water evaporates\nfrom the sea.\nIt rises.")
    }

    @Test func keepsRealHyphensAndDashes() {
        #expect(TextCleaner.clean("Sanford-Smith\nWest Ryan") == "Sanford-Smith\nWest Ryan")
        // A capital after the break means the hyphen belongs there ("self-\nControl" is rare; "Anglo-\nSaxon" is common).
        #expect(TextCleaner.clean("Anglo-\nSaxon kings") == "Anglo-\nSaxon kings")
    }

    @Test func normalisesWhitespaceAndKeepsParagraphs() {
        let raw = "  The  water\tcycle \n\n\n\nClouds   form.\n\n"
        #expect(TextCleaner.clean(raw) == "The water cycle\n\nClouds form.")
    }

    @Test func dropsGarbageLines() {
        let raw = "Title of the page\n~ — , ‘ | ;\n\\ | /\nReal text here.\n=\n"
        #expect(TextCleaner.clean(raw) == "Title of the page\nReal text here.")
    }

    @Test func firstMeaningfulLineIsTheTitle() {
        #expect(TitleGuess.firstMeaningfulLine(of: "| 3\n\nScience Homework: The Water Cycle\nmore") == "Science Homework: The Water Cycle")
        #expect(TitleGuess.firstMeaningfulLine(of: "12 34\n") == nil)
        #expect(TitleGuess.firstMeaningfulLine(of: "2 | Science Homework\n") == "Science Homework")
        let long = String(repeating: "word ", count: 40)
        let title = try! #require(TitleGuess.firstMeaningfulLine(of: long, maxLength: 30))
        #expect(title.count <= 30 && title.hasSuffix("…"))
    }
}
