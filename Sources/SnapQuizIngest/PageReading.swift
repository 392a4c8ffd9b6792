import SnapQuizCore
import SnapQuizLexicon

/// The stages after recognition, in order: grade the reading (all words found), the `repairs` (of the lines
/// `TextCleanup`'s word stages kept), leave out unreadable lines, join the lines into text and run `TextCleanup`'s
/// text stages over it. Without a lexicon the text is only joined and cleaned.
struct PageReading {
    typealias Line = TesseractAPI.Line
    typealias Word = TesseractAPI.Word

    let lexicon: Lexicon?
    /// Which of the stages after grading run (`repairSpelling`, `dropUnreadableLines`; both off for `ocr --raw`).
    var options = PreprocessOptions.standard

    struct Result {
        var text: String
        var rawText: String
        var corrections: [OCRCorrection]
        /// The words of `text` Tesseract doubted everywhere the page shows them.
        var doubted: [OCRDoubt] = []
        var grade: Reading
        var unreadableLines: [String]
    }

    /// `all`: every line Tesseract found; `kept`: the lines and words `TextCleanup`'s word stages kept.
    func read(all: [Line], kept: [Line]) -> Result {
        read(grade: grade(all), kept: kept)
    }

    /// The grade of a reading from every line Tesseract found (`all`): all that decides between two readings of a page.
    func grade(_ all: [Line]) -> Reading {
        ReadingGrader(lexicon: lexicon).measure(all.map(\.words))
    }

    /// The stages after grading, for a reading already graded `grade`.
    func read(grade: Reading, kept: [Line]) -> Result {
        let words = kept.map(\.words)
        let rawText = Self.join(kept, words)
        guard let lexicon else {
            return Result(text: rawText, rawText: rawText, corrections: [], grade: grade, unreadableLines: [])
        }
        let stages = options.repairSpelling ? Self.repairs(lexicon) : []
        let repaired = stages.reduce((lines: words, corrections: [OCRCorrection]())) { done, stage in
            let next = stage.repair(done.lines)
            return (next.lines, done.corrections + next.corrections)
        }
        let unreadable = UnreadableLines(lexicon: lexicon)
        var readable = repaired.lines
        var dropped: [String] = []
        for index in readable.indices where options.dropUnreadableLines && unreadable.isUnreadable(readable[index]) {
            dropped.append(words[index].map(\.text).joined(separator: " "))
            readable[index] = []
        }
        return Result(text: Self.join(kept, readable), rawText: rawText, corrections: repaired.corrections,
                      doubted: DoubtedWords.find(in: readable), grade: grade, unreadableLines: dropped)
    }

    /// The repairs of misread words, in order: spelling, real-word misreads, verbs before a particle, the decimal points
    /// of prices, the article read as "4" (with WordNet) and rulers' numerals.
    static func repairs(_ lexicon: Lexicon) -> [any WordRepair] {
        [SpellingRepair(lexicon: lexicon), RealWordMisreads(lexicon: lexicon), ParticleVerbs(lexicon: lexicon), LostDecimalPoints()]
            + (WordNet.shared.map { [DigitForArticle(wordNet: $0)] } ?? []) + [RegnalNumerals(lexicon: lexicon)]
    }

    /// The lines' words joined into cleaned text, a blank line where Tesseract saw a paragraph start or a new
    /// block (a column, a footnote), so `HyphenJoin` joins hyphenated line ends only within one block. A sentence
    /// that runs on from the foot of one column to the top of the next (no stop at the end of the one, a lower-case
    /// word opening the other: "fifteen hundred active" / "volcanoes on land.", or a word hyphenated across) is not cut
    /// by a blank line.
    static func join(_ lines: [Line], _ words: [[Word]]) -> String {
        var text = ""
        // A break seen on a line left empty (its words stray marks, unreadable or blank) is made before the next line read.
        var breaks = false
        var textBlock: Int?
        for (number, (line, lineWords)) in zip(lines, words).enumerated() {
            breaks = breaks || line.startsParagraph || (number > 0 && lines[number - 1].block != line.block)
            // A line of blank "words" (Tesseract reads a speck between columns as a space) is an empty line.
            if lineWords.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) { continue }
            let runsOn = textBlock.map { $0 != line.block } == true && lineWords.first?.text.first?.isLowercase == true
                && text.last(where: { !$0.isWhitespace }).map { $0.isLetter || $0 == "," || $0 == "-" } == true
            if breaks && !runsOn && !text.isEmpty && !text.hasSuffix("\n\n") { text += "\n" }
            breaks = false
            textBlock = line.block
            text += lineWords.map(\.text).joined(separator: " ") + "\n"
        }
        return TextCleanup.text(text, from: .photo)
    }
}

/// A repair of misread words over a page's lines: the lines repaired, and each change made, in reading order.
protocol WordRepair {
    func repair(_ lines: [[TesseractAPI.Word]]) -> (lines: [[TesseractAPI.Word]], corrections: [OCRCorrection])
}

extension SpellingRepair: WordRepair {}
extension RealWordMisreads: WordRepair {}
extension ParticleVerbs: WordRepair {}
extension LostDecimalPoints: WordRepair {}
extension DigitForArticle: WordRepair {}
extension RegnalNumerals: WordRepair {}
