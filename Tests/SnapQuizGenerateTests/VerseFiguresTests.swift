import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A poem is asked which word rhymes with another and which line holds a simile, not only its words in order.
@Suite struct VerseFiguresTests {
    @Test func wordsSpeltToRhymeShareTheirEnding() {
        #expect(VerseQuestions.rhymeEnding("night") == VerseQuestions.rhymeEnding("light"))
        #expect(VerseQuestions.rhymeEnding("frames") == VerseQuestions.rhymeEnding("names"))
        #expect(VerseQuestions.rhymeEnding("place") == "ace")
        #expect(VerseQuestions.rhymeEnding("way") == "ay")
        #expect(VerseQuestions.rhymeEnding("hands") == VerseQuestions.rhymeEnding("land"))
        #expect(VerseQuestions.rhymeEnding("night") != VerseQuestions.rhymeEnding("line"))
        #expect(VerseQuestions.rhymeEnding("sail") != VerseQuestions.rhymeEnding("gale"))
        // Spellings that end words of different sounds are not trusted.
        for word in ["love", "move", "though", "through", "good", "food", "bear", "snow"] {
            #expect(VerseQuestions.rhymeEnding(word) == nil, "\(word)")
        }
    }

    private static let couplets = """
        The Old Mill

        Beside the stream the mill wheel turns,
        And in the grate the kindling burns;
        The miller sings a merry song
        And sifts the flour all day long.

        The sacks are stacked against the wall,
        The cat sleeps curled beside them all;
        At dusk the farmer brings his grain
        Along the muddy, rutted lane.

        The water hurries like a hound
        And spins the heavy stone around;
        The miller, white as winter snow,
        Still sings the songs of long ago.

        When frost lies thick upon the hill
        The stream runs slow, the wheel stands still;
        The miller mends his nets and sails
        And tells the children ancient tales.
        """

    @Test func aRhymeIsAskedWithLineEndingsThatDoNotRhymeAsWrongOptions() throws {
        var rhymes: [Question] = []
        for seed in 1...6 {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.couplets, title: nil)
            rhymes += quiz.questions.filter { $0.question.contains("rhymes with") }
        }
        try #require(!rhymes.isEmpty, "no rhyme question in six quizzes on a poem of couplets")
        let pairs: [String: String] = ["turns": "burns", "song": "long", "wall": "all", "grain": "lane", "hound": "around", "hill": "still",
                                       "sails": "tales"]
        for question in rhymes {
            let cue = String(question.question.split(separator: "“")[1].prefix { $0 != "”" })
            let key = question.options[question.correctIndex]
            #expect(pairs[cue] == key, "\(cue) → \(key)")
            for wrong in question.options.enumerated() where wrong.offset != question.correctIndex {
                #expect(VerseQuestions.rhymeEnding(wrong.element) != VerseQuestions.rhymeEnding(cue), "\(wrong.element) rhymes with \(cue)")
                #expect(wrong.element.last != cue.last, "\(wrong.element) ends like \(cue)")
            }
        }
    }

    @Test func prosePairsOfLinesGiveNoRhymes() throws {
        let page = Page(text: Self.couplets, knows: DictionaryWords.knows)
        let body = ["The river runs towards the sea", "Its water carries mud and stones", "Farmers grow rice beside it",
                    "Boats take goods down to the port"]
        var random = QuizRandom(seed: 1)
        let found = VerseQuestions.rhymeCandidates(body: body, offset: 0, page: page, picker: DistractorPicker(words: page.words), random: &random)
        #expect(found.isEmpty)
    }

    @Test func similesAreToldFromOtherUsesOfAsAndLike() {
        let lines = [
            "Across the waves as grey as lead",       // as … as a thing
            "I wandered lonely as a cloud",           // a describing word, as, a thing
            "The water hurries like a hound",         // a verb, like, a thing
            "As soon as the sun went down",           // "as soon as": time
            "I like the sea and the sand",            // "like" as a verb
            "The animals like the fox were hiding",   // "like" giving an example after a noun
            "As the night came on they slept",        // "as": when
            "The miller, white as winter snow",       // a describing word, as, a thing without "a"
            "The fort known as the Red Tower",        // "known as": a name
            "He worked as a miller all his life",     // "as": in the role of
            "For he sometimes shoots up taller like an india-rubber ball", // a compound thing
            "But my lazy little shadow, like an arrant sleepy-head",      // a describing word before the thing
            "He is very, very like me from the heels up to the head",     // like a person: no thing compared
        ]
        #expect(VerseQuestions.simileLines(lines) == [0, 1, 2, 7, 10, 11])
    }

    @Test func theSimileQuestionsKeyIsTheLineWithTheSimile() throws {
        var asked = 0
        for seed in 1...6 {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.couplets, title: nil)
            for question in quiz.questions where question.question.contains("simile") {
                asked += 1
                let key = question.options[question.correctIndex]
                #expect(["The water hurries like a hound", "The miller, white as winter snow"].contains(key), "\(key)")
                for wrong in question.options where wrong != key {
                    #expect(!wrong.contains(" as ") && !wrong.contains(" like "), "\(wrong)")
                }
            }
        }
        #expect(asked > 0, "no simile question in six quizzes on a poem with two similes")
    }
}
