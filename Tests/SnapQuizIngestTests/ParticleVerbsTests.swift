import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizIngest

/// Against the real Hunspell dictionaries and WordNet; words as Tesseract reports them, with their confidence.
@Suite struct ParticleVerbsTests {
    static func repair(_ lines: [[TesseractAPI.Word]]) throws -> (text: [String], corrections: [OCRCorrection]) {
        let lexicon = try #require(Lexicon.shared, "install hunspell-en-us and hunspell-en-gb")
        try #require(WordNet.shared != nil, "install wordnet-base")
        let result = ParticleVerbs(lexicon: lexicon).repair(lines)
        return (result.lines.map { $0.map(\.text).joined(separator: " ") }, result.corrections)
    }

    static func repair(_ sentence: String, doubtful: [String: Float]) throws -> String {
        try repair([SpellingRepairTests.line(sentence, doubtful: doubtful)]).text[0]
    }

    /// The demo page read "the rest mins off into streams": "mins" is no verb, "run off" is one, and "runs" is two
    /// minim letters from "mins".
    @Test func aNounWhereAPhrasalVerbStandsIsThatVerb() throws {
        #expect(try Self.repair("while the rest mins off into streams and rivers.", doubtful: ["mins": 88]) == "while the rest runs off into streams and rivers.")
        #expect(try Self.repair("When the tank is full the water mins over, and the floor gets wet.", doubtful: ["mins": 80])
            == "When the tank is full the water runs over, and the floor gets wet.")
        // Another verb and particle: "pulls" read "pills" as the train leaves.
        #expect(try Self.repair("At noon the train pills away from the platform.", doubtful: ["pills": 75]) == "At noon the train pulls away from the platform.")
        // The word that follows the line's last may open the next line.
        let lines = [SpellingRepairTests.line("In a storm the rain mins", doubtful: ["mins": 85]), SpellingRepairTests.line("off into the drains.")]
        #expect(try Self.repair(lines).corrections == [OCRCorrection(from: "mins", to: "runs")])
    }

    @Test func wordsThatMayBeWhatTheyReadStay() throws {
        let cases: [(String, [String: Float])] = [
            // Tesseract sure of it.
            ("while the rest mins off into streams.", ["mins": 95]),
            // Counted, after a number: a noun.
            ("The boat sailed ten miles out into the bay.", ["miles": 70]),
            ("The clock was set five mins back today.", ["mins": 70]),
            // After an article: the head of a noun phrase.
            ("We saw the inns up the valley.", ["inns": 70]),
            // A noun phrase after the particle: it may be a preposition ("the nuns down the road").
            ("The convent nuns down the road sing at dawn.", ["nuns": 70]),
            // A verb already: "pulls", or a verb with no such phrasal use.
            ("At noon the train pulls away from the platform.", ["pulls": 70]),
            ("The oil lamps out in the yard were lit.", ["lamps": 70]),
            // No minim-letter verb with that particle ("lakes" is not "makes": k and a are no minims).
            ("The mountain lakes up north freeze early.", ["lakes": 70]),
            // A particle that is mostly a preposition after a noun.
            ("The old coaching inns along the road were full.", ["inns": 70]),
        ]
        for (sentence, doubtful) in cases {
            #expect(try Self.repair(sentence, doubtful: doubtful) == sentence, "\(sentence)")
        }
    }

    @Test func strokeVariantsChangeOnlyMinimLetters() {
        let variants = ParticleVerbs.strokeVariants(of: "mins")
        #expect(variants.contains("runs"))
        #expect(variants.contains("nuns"))
        #expect(!variants.contains("mins"))
        #expect(!variants.contains("pins"))
        #expect(!variants.contains("rums".map { $0 == "u" ? "a" : $0 }.map(String.init).joined()))
        #expect(ParticleVerbs.strokeVariants(of: "sky").isEmpty)
    }
}
