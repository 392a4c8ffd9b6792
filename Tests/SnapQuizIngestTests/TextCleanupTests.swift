import Testing
@testable import SnapQuizIngest

/// The pipeline as a whole: which stages run for which source, in which order.
@Suite struct TextCleanupTests {
    typealias Word = TesseractAPI.Word
    typealias Line = TesseractAPI.Line

    static let reading = "  Water evap-\norates from   the sea.\n~ | ;\n\n\n\nClouds form.\nAnglo-\nSaxon kings\n\n"

    @Test func aPhotosReadingIsCleanedWholly() {
        #expect(TextCleanup.text(Self.reading, from: .photo) == "Water evaporates\nfrom the sea.\n\nClouds form.\nAnglo-\nSaxon kings")
    }

    @Test func aTranscriptKeepsItsSymbolLines() {
        #expect(TextCleanup.text("Water evap-\norates.\n= ?\n\n\nClouds.", from: .transcript) == "Water evaporates.\n= ?\n\nClouds.")
    }

    @Test func typedNotesLoseOnlySpacesAndExtraBlankLines() {
        #expect(TextCleanup.text(Self.reading, from: .notes) == "Water evap-\norates from the sea.\n~ | ;\n\nClouds form.\nAnglo-\nSaxon kings")
        #expect(TextCleanup.text("one\r\ntwo\rthree", from: .notes) == "one\ntwo\nthree")
    }

    @Test(arguments: [TextCleanup.Source.photo, .transcript, .notes])
    func cleaningTwiceChangesNothing(source: TextCleanup.Source) {
        let once = TextCleanup.text(Self.reading, from: source)
        #expect(TextCleanup.text(once, from: source) == once)
    }

    /// A doubtful line, a doubtful speck and a margin mark, each left out by its own stage; the mark is judged
    /// against its own block's margin.
    @Test func theWordStagesRunInOrder() {
        func line(_ texts: [String], from start: Int, confidence: Float = 95, block: Int = 0) -> Line {
            Line(words: texts.enumerated().map { index, text in
                Word(text: text, confidence: confidence, left: start + index * 78, right: start + index * 78 + 60, height: 34)
            }, block: block, startsParagraph: false)
        }
        var marked = line(["The", "water", "cycle"], from: 240)
        marked.words.insert(Word(text: "74", confidence: 30, left: 100, right: 120, height: 30), at: 0)
        var specked = line(["Rivers", "carry", "water"], from: 240)
        specked.words.append(Word(text: "|", confidence: 20, left: 480, right: 484, height: 34))
        let lines = [line(["The", "water", "cycle"], from: 240), marked, line(["oe", "~", "bn"], from: 240, confidence: 20), specked,
                     // A second column: its margin is far right of the first one's, so its lines keep their first word.
                     line(["4", "Clouds", "form"], from: 900, block: 1), line(["Rain", "falls", "down"], from: 900, block: 1)]
        let kept = TextCleanup.words(lines, options: .standard).map { $0.words.map(\.text).joined(separator: " ") }
        #expect(kept == ["The water cycle", "The water cycle", "Rivers carry water", "4 Clouds form", "Rain falls down"])
    }
}

extension TextCleanupTests {
    /// A stray number only a photo's reading has: typed notes and a model's transcript keep theirs.
    @Test func onlyAPhotosReadingLosesStrayNumbers() {
        let text = "Rivers are long.\n74 Rivers carry water."
        #expect(TextCleanup.text(text, from: .photo) == "Rivers are long.\nRivers carry water.")
        #expect(TextCleanup.text(text, from: .notes) == text)
        #expect(TextCleanup.text(text, from: .transcript) == text)
    }
}
