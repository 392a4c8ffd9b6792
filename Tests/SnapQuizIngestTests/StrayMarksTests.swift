import Testing
@testable import SnapQuizIngest

/// Marks in the left margin go; a table's first column and question numbers stay.
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

    @Test func aConfidentNumberOrAQuestionNumberIsKept() {
        var lines = Self.page
        lines[1] = Self.marked(lines[1], "4", confidence: 92)
        lines[2] = Self.marked(lines[2], "4.", confidence: 40)
        lines[3] = Self.marked(lines[3], "b)", confidence: 40)
        #expect(StrayMarks.trim(lines).map { $0.count } == lines.map { $0.count })
    }

    @Test func aTablesFirstColumnIsKept() {
        // A header, then rows that each begin with a number far before the rest: the numbers stand where the
        // page's lines begin, not in a margin before them.
        let header = Self.line(["No.", "Item", "Colour", "Kind"], from: 240)
        let rows = [header] + (1...6).map { Self.marked(Self.line(["Apples", "red", "fruit"], from: 400), "\($0)", confidence: 50) }
        #expect(StrayMarks.trim(rows).map { $0.count } == rows.map { $0.count })
    }
}
