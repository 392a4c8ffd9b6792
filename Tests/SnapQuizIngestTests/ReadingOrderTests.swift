import Testing
@testable import SnapQuizIngest

/// The order a segmented page's blocks are read in.
struct ReadingOrderTests {
    typealias Box = ReadingOrder.Box

    @Test func aHeadingAcrossBothColumnsIsReadFirst() {
        // A heading over two columns that Tesseract put after the first column: heading, left column's two
        // paragraphs, right column.
        let left1 = Box(left: 100, top: 300, right: 1100, bottom: 900)
        let left2 = Box(left: 100, top: 960, right: 1100, bottom: 1500)
        let heading = Box(left: 100, top: 150, right: 1500, bottom: 230)
        let right = Box(left: 1250, top: 300, right: 2250, bottom: 1400)
        #expect(ReadingOrder.order([left1, left2, heading, right]) == [2, 0, 1, 3])
        // Where Tesseract had it right, nothing moves.
        #expect(ReadingOrder.order([heading, left1, left2, right]) == [0, 1, 2, 3])
    }

    @Test func columnsAndAFootnoteBelowKeepTheirOrder() {
        let left = Box(left: 100, top: 300, right: 1100, bottom: 1500)
        // The right column starts higher than the left one, but they do not overlap across the page.
        let right = Box(left: 1250, top: 200, right: 2250, bottom: 1400)
        let footnote = Box(left: 100, top: 1600, right: 2250, bottom: 1700)
        #expect(ReadingOrder.order([left, right, footnote]) == [0, 1, 2])
    }

    @Test func aSubheadingOverTheRightColumnGoesBeforeItsText() {
        let left = Box(left: 100, top: 300, right: 1100, bottom: 1500)
        let rightText = Box(left: 1250, top: 400, right: 2250, bottom: 1400)
        let subheading = Box(left: 1250, top: 300, right: 1900, bottom: 360)
        #expect(ReadingOrder.order([left, rightText, subheading]) == [0, 2, 1])
    }
}

/// How the lines of a segmented page's blocks are joined into text.
struct BlockJoinTests {
    typealias Line = TesseractAPI.Line

    static func line(_ text: String, block: Int, startsParagraph: Bool = false) -> Line {
        Line(words: text.split(separator: " ").map { .init(text: String($0), confidence: 95, left: 0, right: 0, height: 30) },
             block: block, startsParagraph: startsParagraph)
    }

    @Test func aSentenceRunningOnIntoTheNextColumnIsNotCut() {
        let lines = [Self.line("Most volcanoes are old. There are about", block: 0, startsParagraph: true),
                     Self.line("fifteen hundred active", block: 0),
                     Self.line("volcanoes on land. Most of them lie", block: 1, startsParagraph: true),
                     Self.line("along the edges of the plates.", block: 1),
                     Self.line("Ash makes the soil very fertile.", block: 2, startsParagraph: true),
                     Self.line("Under the oceans, long chains of volca-", block: 3, startsParagraph: true),
                     Self.line("noes run along the ridges.", block: 4, startsParagraph: true)]
        let text = PageReading.join(lines, lines.map(\.words))
        #expect(text.contains("fifteen hundred active\nvolcanoes on land."), "\(text)")
        // A block that opens a new sentence after a stop is a new paragraph.
        #expect(text.contains("plates.\n\nAsh makes"), "\(text)")
        // A word hyphenated at the foot of a column is joined with its end at the top of the next.
        #expect(text.contains("long chains of volcanoes") && !text.contains("volca-"), "\(text)")
    }

    @Test func aLineLeftEmptyBetweenTheColumnsDoesNotCutTheSentence() {
        // The foot of a photo's left column, specks read as blocks of their own (one dropped as a stray mark, one
        // read as a space: volcanoes-2col-photo), and the right column.
        var blank = Self.line("x", block: 2, startsParagraph: true)
        blank.words[0].text = " "
        let lines = [Self.line("There are about fifteen hundred active", block: 0, startsParagraph: true),
                     Self.line("", block: 1, startsParagraph: true), blank,
                     Self.line("volcanoes on land.", block: 3, startsParagraph: true)]
        let text = PageReading.join(lines, lines.map(\.words))
        #expect(text.contains("active\nvolcanoes on land."), "\(text)")
    }
}
