import Testing
@testable import SnapQuizIngest

/// Marks in the margins go; a table's first and last columns and question numbers stay.
@Suite struct StrayMarksTests {
    typealias Word = TesseractAPI.Word

    /// A line of `texts` from x = `start`, each word 60 px wide with 18 px gaps, 34 px tall, confidence 95.
    static func line(_ texts: [String], from start: Int) -> [Word] {
        texts.enumerated().map { index, text in
            Word(text: text, confidence: 95, left: start + index * 78, right: start + index * 78 + 60, height: 34)
        }
    }

    /// `line` with a mark of `text` at `confidence` standing `gap` px before it.
    static func marked(_ line: [Word], _ text: String, confidence: Float, gap: Int = 120) -> [Word] {
        [Word(text: text, confidence: confidence, left: line[0].left - gap - 20, right: line[0].left - gap, height: 30)] + line
    }

    static let page: [[Word]] = (0..<6).map { _ in line(["The", "water", "cycle", "moves"], from: 240) }

    @Test func aDoubtfulMarkInTheMarginIsDropped() {
        var lines = Self.page
        lines[1] = Self.marked(lines[1], "4", confidence: 61)
        lines[3] = Self.marked(lines[3], "74", confidence: 20, gap: 165)
        #expect(StrayMarks.trim(lines).map { $0.map(\.text) } == Self.page.map { $0.map(\.text) })
    }

    /// TestImages/maths-12mp-photo: the sheet's rim, left of the text, read as "Fs" at 16 before the title and as a
    /// confident ":" before "be poured".
    @Test func twoDoubtedLettersOrPunctuationInTheMarginAreDropped() {
        var lines = Self.page
        lines[0] = Self.marked(lines[0], "Fs", confidence: 16)
        lines[4] = Self.marked(lines[4], ":", confidence: 93)
        #expect(StrayMarks.trim(lines).map { $0.map(\.text) } == Self.page.map { $0.map(\.text) })
        // Two letters Tesseract is surer of may be a word standing out ("An" before an indented line): kept.
        lines[0] = Self.marked(Self.page[0], "An", confidence: 60)
        #expect(StrayMarks.trim(lines)[0].count == 5)
    }

    @Test func aConfidentNumberOrAQuestionNumberIsKept() {
        var lines = Self.page
        lines[1] = Self.marked(lines[1], "4", confidence: 92)
        lines[2] = Self.marked(lines[2], "4.", confidence: 40)
        lines[3] = Self.marked(lines[3], "b)", confidence: 40)
        #expect(StrayMarks.trim(lines).map { $0.count } == lines.map { $0.count })
    }

    /// A photo of a page no one here wrote ended ten lines with the sheet's edge read as "i", "q", "4", "é" (two to
    /// three times as tall as the letters, or doubted) and began two with "i" and "J".
    @Test func marksAfterTheEndsOfLinesAndStrayLettersBeforeThemAreDropped() {
        var lines = Array(repeating: Self.line(["The", "water", "cycle", "moves", "on"], from: 240), count: 6)
        let end = lines[0].last!.right
        lines[1].append(Word(text: "i", confidence: 72, left: end + 400, right: end + 420, height: 90))
        lines[2].append(Word(text: "q", confidence: 26, left: end + 420, right: end + 445, height: 30))
        lines[3].append(Word(text: "4", confidence: 81, left: end + 380, right: end + 400, height: 14))
        lines[4] = Self.marked(lines[4], "J", confidence: 45)
        let expected = Array(repeating: ["The", "water", "cycle", "moves", "on"], count: 6)
        #expect(StrayMarks.trim(lines).map { $0.map(\.text) } == expected)
    }

    /// The same page's edge also stood alone between lines ("f", "if", "3") and before lines as "i" at confidence 72,
    /// twice as tall as the letters.
    @Test func aLineThatIsOneMarkOutsideTheTextGoes() {
        var lines = Array(repeating: Self.line(["The", "water", "cycle", "moves", "on"], from: 240), count: 6)
        lines.insert([Word(text: "if", confidence: 80, left: 40, right: 70, height: 60)], at: 2)
        lines.insert([Word(text: "3", confidence: 60, left: 900, right: 915, height: 30)], at: 4)
        lines[6] = Self.marked(lines[6], "i", confidence: 72)
        lines[6][0].height = 80
        let trimmed = StrayMarks.trim(lines)
        #expect(trimmed.filter { !$0.isEmpty }.map { $0.map(\.text) } == Array(repeating: ["The", "water", "cycle", "moves", "on"], count: 6))
        // A short line inside the text column (a heading's number, the end of a sentence) stays.
        var kept = Array(repeating: Self.line(["The", "water", "cycle", "moves", "on"], from: 240), count: 6)
        kept.insert([Word(text: "3", confidence: 60, left: 240, right: 260, height: 34)], at: 2)
        #expect(StrayMarks.trim(kept).map(\.count) == kept.map(\.count))
    }

    @Test func aTablesLastColumnAndWordsAtTheEndsAreKept() {
        // Rows whose last column is a printed number far to the right, as tall and sure as the text.
        var rows = (1...6).map { Self.line(["Gift", "set"], from: 240) + [Word(text: "\($0)", confidence: 93, left: 900, right: 920, height: 34)] }
        rows.append(Self.line(["Paper", "and", "ribbon", "cost", "a"], from: 240))
        #expect(StrayMarks.trim(rows).map { $0.count } == rows.map { $0.count })
        // "A" and "I" begin sentences.
        var lines = Self.page
        lines[2] = Self.marked(lines[2], "A", confidence: 50)
        #expect(StrayMarks.trim(lines)[2].first?.text == "A")
    }

    @Test func aTablesFirstColumnIsKept() {
        // A header, then rows that each begin with a number far before the rest: the numbers stand where the
        // page's lines begin, not in a margin before them.
        let header = Self.line(["No.", "Item", "Colour", "Kind"], from: 240)
        let rows = [header] + (1...6).map { Self.marked(Self.line(["Apples", "red", "fruit"], from: 400), "\($0)", confidence: 50) }
        #expect(StrayMarks.trim(rows).map { $0.count } == rows.map { $0.count })
    }

    /// ocr-dev's tyger: a drawing beside the poem ended 19 of its 24 lines with runs of marks ("koe", "‘aa", "b 4",
    /// "cn r"), doubted and far right of the text; those runs set the old right margin onto the drawing itself.
    @Test func runsOfMarksBesideMostLinesGoButATablesShortColumnsStay() {
        let verse = ["Tyger", "Tyger", "burning", "bright"]
        var lines = Array(repeating: Self.line(verse, from: 240), count: 8)
        let end = lines[0].last!.right
        for index in 0..<6 {
            let marks = index % 2 == 0 ? ["koe"] : ["b", "4"]
            for (offset, mark) in marks.enumerated() {
                lines[index].append(Word(text: mark, confidence: Float(10 + 8 * index), left: end + 200 + offset * 60,
                                         right: end + 230 + offset * 60, height: 50))
            }
        }
        #expect(StrayMarks.trim(lines).map { $0.map(\.text) } == Array(repeating: verse, count: 8))
        // A price list whose last two columns are short and far right, printed (as sure and as tall as the text).
        let rows = (1...6).map { number in
            Self.line(["Pens", "blue"], from: 240) + [Word(text: "x\(number)", confidence: 92, left: 800, right: 830, height: 34),
                                                    Word(text: "£\(number)", confidence: 90, left: 900, right: 930, height: 34)]
        }
        #expect(StrayMarks.trim(rows).map(\.count) == rows.map(\.count))
    }
}
