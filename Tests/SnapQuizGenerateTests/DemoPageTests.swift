import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// The README's main job ingests TestImages/science-photo.jpg and shows its quiz. Its reading sits near the edge of
/// ten good questions: about one `ingest` process in a hundred found only nine (1 of 150 separate processes, and
/// one CI run), none in 700 once the assembler tries up to twenty choices. Seeds in one process vary less than
/// processes do, so this guards the seeded path; the process figure comes from running `ingest` itself.
@Suite struct DemoPageTests {
    static let corrections = [OCRCorrection(from: "nivers,", to: "rivers,"), OCRCorrection(from: "warin", to: "warm"),
                              OCRCorrection(from: "qround", to: "ground"), OCRCorrection(from: "beyins", to: "begins")]

    @Test func theDemoPageGetsAQuizWhateverTheSeed() {
        var failed: [UInt64] = []
        for seed in 1...100 as ClosedRange<UInt64> {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = Self.corrections
            if (try? generator.generate(from: ScienceOCR.demoReading, title: nil)) == nil { failed.append(seed) }
        }
        #expect(failed.isEmpty, "no quiz for seeds \(failed)")
    }

    /// "According to the text, what heats water in rivers, lakes and seas?" once offered its key "energy from the
    /// Sun" among "planet", "ground" and "groundwater": the one phrase, and so the answer. A key of three words or
    /// more stands among phrases.
    @Test func aPhraseKeyIsNotTheOnlyPhrase() throws {
        var asked = 0
        for seed in 1...30 as ClosedRange<UInt64> {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = Self.corrections
            guard let quiz = try? generator.generate(from: ScienceOCR.demoReading, title: nil) else { continue }
            for question in quiz.questions where question.options[question.correctIndex].split(separator: " ").count >= 3 {
                let wrong = question.options.indices.filter { $0 != question.correctIndex }.map { question.options[$0] }
                asked += 1
                #expect(wrong.allSatisfy { $0.split(separator: " ").count >= 2 }, "\(question.question) \(question.options)")
            }
        }
        #expect(asked > 0, "no key of three words or more: this test checks nothing")
    }
}
