/// Drops a doubtful mark standing in the left margin before a line: the sheet's edge or a shadow beside the
/// text, read as "4", "7" or "74". Measured on TestImages/science-photo.jpg: such marks stood 120–185 px before
/// the line's first real word (6–10 times the line's usual word gap) at confidence 20–65, while the page's
/// lines all began at one margin, 18–20 px gaps and confidence 79–96.
///
/// A mark is dropped only when it lies wholly left of where the page's other lines begin, so the first column
/// of a table (where every row begins with a number) and numbered questions are kept. At the ends of lines only short
/// marks beyond the block's right margin that look unlike print go (`trimEnds`): there a mark is as
/// often a table's last column ("gift set   4"). Each block (a column, an indented footnote) has its own margins,
/// so the rules are applied block by block.
///
/// Where a mark stands tells more than its text (a line's first number may be a table's column or a stray mark),
/// so this runs first; `StrayNumbers` then catches, from the text, the marks Tesseract was too sure of to drop here.
struct StrayMarks: WordStage {
    /// At most this long, and with no letter, period or bracket ("4." and "b)" are question numbers).
    static let maximumLength = 3
    /// Below this confidence a mark may be stray; a printed number Tesseract is sure of is kept.
    static let maximumConfidence: Float = 70
    /// How many times the line's median word gap (and half its median word height) the gap must exceed.
    static let gapFactor = 4

    func apply(_ lines: [TesseractAPI.Line]) -> [TesseractAPI.Line] {
        var result = lines
        var index = 0
        while index < lines.count {
            let end = lines[index...].firstIndex { $0.block != lines[index].block } ?? lines.count
            for (offset, words) in Self.trim(lines[index..<end].map(\.words)).enumerated() {
                result[index + offset].words = words
            }
            index = end
        }
        // A line that was nothing but a mark is gone.
        return zip(lines, result).filter { line, trimmed in !trimmed.words.isEmpty || line.words.isEmpty }.map(\.1)
    }

    /// The lines of one block without the stray marks that begin or end some of them.
    static func trim(_ lines: [[TesseractAPI.Word]]) -> [[TesseractAPI.Word]] {
        let leading = lines.map { isCandidate($0) }
        // Where the page's lines begin: the median left edge of lines that do not start with a candidate.
        let starts = zip(lines, leading).compactMap { words, candidate in candidate ? nil : words.first?.left }.sorted()
        guard !starts.isEmpty else { return lines }
        let margin = starts[starts.count / 2]
        let trimmed = zip(lines, leading).map { words, candidate in
            candidate && words[0].right < margin && abs(words[1].left - margin) <= words[1].height * 2
                ? Array(words.dropFirst()) : words
        }
        var result = trimmed
        // Where the lines end, at the ninth decile (the margin is ragged): for marks after them, the last words of two
        // characters or more before any such marks; for lone marks, once those are gone, the last words of the lines of
        // three words or more.
        result = trimEnds(result)
        if let ends = rightMargin(of: result.filter { $0.count >= 3 }.map(\.last)) {
            result = dropLoneMarks(result, leftMargin: margin, rightMargin: ends)
        }
        return result
    }

    /// The ninth decile of the right edges of `lastWords` (a line's last word as each rule counts it), nil for fewer
    /// than three.
    static func rightMargin(of lastWords: [TesseractAPI.Word?]) -> Int? {
        let ends = lastWords.compactMap { $0?.right }.sorted()
        return ends.count >= 3 ? ends[ends.count * 9 / 10] : nil
    }

    /// Lines that are one mark of one or two characters standing wholly outside the block's text, left of where its
    /// lines begin or right of where they end ("f", "if", "3" read from the sheet's edge between lines of text).
    static func dropLoneMarks(_ lines: [[TesseractAPI.Word]], leftMargin: Int, rightMargin: Int) -> [[TesseractAPI.Word]] {
        let heights = lines.filter { $0.count >= 3 }.flatMap { $0.map(\.height) }.sorted()
        guard !heights.isEmpty else { return lines }
        let height = heights[heights.count / 2]
        return lines.map { words in
            guard words.count == 1, let mark = words.first, mark.text.count <= 2, !wordsAlone.contains(mark.text),
                  mark.right < leftMargin - height || mark.left > rightMargin + height else { return words }
            return []
        }
    }

    /// Letters that are words on their own: never a stray mark.
    static let wordsAlone: Set<String> = ["a", "A", "I"]

    /// The lines without the stray marks after their ends: the sheet's edge beside a ragged right margin, read as
    /// "i", "x", "q", "4" (a photo of a page no one here wrote ended ten of its 21 lines so, 180–450 px after the
    /// text), or a drawing beside a poem, read as "koe", "‘aa", "b 4", "cn r" (ocr-dev's tyger: 19 of its 24 lines).
    /// A run of at most `maximumTailMarks` marks of at most `maximumLength` + 1 characters goes when it stands beyond
    /// where the block's lines end, far from its line's last word, and each mark looks like no printed character
    /// there: doubted, or of another height than the line's letters (the edge's strips are two to three times as
    /// tall). Where the lines end is found from the lines without such runs, so a drawing beside most lines does not
    /// move the margin onto itself. A table's last column has the height of its text and the confidence of print, so
    /// it stays.
    static func trimEnds(_ lines: [[TesseractAPI.Word]]) -> [[TesseractAPI.Word]] {
        let tails = lines.map(farTail)
        guard let margin = rightMargin(of: zip(lines, tails).map { words, tail in
            words[..<(tail?.start ?? words.count)].last { $0.text.count >= 2 }
        }) else { return lines }
        return zip(lines, tails).map { words, tail in
            guard let tail, words[tail.start].left > margin + tail.height,
                  words[tail.start...].allSatisfy({ $0.confidence < maximumConfidence || unlikePrint($0, letters: tail.height) })
            else { return words }
            return Array(words[..<tail.start])
        }
    }

    /// At most this many marks end a line after its text (the tyger's drawing gave up to three: "g” %").
    static let maximumTailMarks = 3

    /// Where a run of short marks far from the rest of a line of at least three words begins, with the line's letter
    /// height: the gap before it exceeds `gapFactor` times the line's median word gap and twice its letter height.
    static func farTail(_ words: [TesseractAPI.Word]) -> (start: Int, height: Int)? {
        guard words.count >= 3 else { return nil }
        let heights = words.filter { $0.text.count >= 2 }.map(\.height).sorted()
        let gaps = zip(words, words.dropFirst()).map { $1.left - $0.right }.sorted()
        guard !heights.isEmpty else { return nil }
        let height = heights[heights.count / 2], typicalGap = max(gaps[gaps.count / 2], 1)
        for start in stride(from: words.count - 1, through: max(2, words.count - maximumTailMarks), by: -1) {
            guard words[start].text.count <= maximumLength + 1 else { return nil }
            let gap = words[start].left - words[start - 1].right
            if gap > gapFactor * typicalGap && gap > 2 * height { return (start, height) }
        }
        return nil
    }

    /// Below this confidence two letters far before a line are a mark too: the rim of a sheet read as "Fs" before
    /// TestImages/maths-12mp-photo's title, at 16.
    static let lettersMarkConfidence: Float = 30

    /// A short first word far before the rest of its line: letterless, one letter that is no word on its own ("a",
    /// "A", "I" are), or two letters read at under `lettersMarkConfidence`; and doubted, of another height than the
    /// line's letters (the sheet's edge), or punctuation alone (the same rim read as a confident ":" before "be
    /// poured"; no line of print begins with a colon far left of where the others begin).
    private static func isCandidate(_ words: [TesseractAPI.Word]) -> Bool {
        guard words.count >= 3, let first = words.first, first.text.count <= maximumLength,
              !first.text.contains(where: { $0.isLetter || $0 == "." || $0 == ")" })
                || first.text.count == 1 && !wordsAlone.contains(first.text)
                || first.text.count == 2 && first.confidence < lettersMarkConfidence else { return false }
        let gaps = zip(words, words.dropFirst()).map { $1.left - $0.right }
        let otherGaps = gaps.dropFirst().sorted()
        let heights = words.dropFirst().map(\.height).sorted()
        let gap = gaps[0], typicalGap = max(otherGaps[otherGaps.count / 2], 1), typicalHeight = heights[heights.count / 2]
        let punctuation = first.text.allSatisfy { $0.isPunctuation }
        guard first.confidence < maximumConfidence || unlikePrint(first, letters: typicalHeight) || punctuation else { return false }
        return gap > gapFactor * typicalGap && gap > gapFactor * typicalHeight / 2
    }

    /// A mark 1.6 times as tall as the line's letters or under half their height: no character printed in that line.
    static func unlikePrint(_ mark: TesseractAPI.Word, letters height: Int) -> Bool {
        mark.height * 10 > height * 16 || mark.height * 2 < height
    }
}
