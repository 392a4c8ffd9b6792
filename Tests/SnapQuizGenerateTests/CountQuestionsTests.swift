import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "Eight planets orbit the Sun" → "How many planets orbit the Sun?".
@Suite struct CountQuestionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func aSentenceThatCountsThingsIsAskedHowMany() {
        let text = """
            Counting

            Eight planets orbit the Sun. There are 206 bones in the adult body. The human hand has five fingers, and each \
            finger has three bones. Earth has one moon, while Saturn has more than eighty. The Moon travels around Earth once every month. \
            Humans have two sets of teeth. There are three types of rainfall.
            """
        let built = page(text)
        let found = built.sentences.compactMap { CountQuestions.count(in: $0, page: built) }
        let asked = Dictionary(found.map { ($0.stem, $0.count) }, uniquingKeysWith: { a, _ in a })
        #expect(asked["How many planets orbit the Sun?"] == "eight", "\(found.map(\.stem))")
        #expect(asked["How many bones are there in the adult body?"] == "206")
        #expect(asked["How many fingers does the human hand have?"] == "five")
        // A name keeps its capital (the page writes "around Earth"); "one moon" is asked of moons.
        #expect(asked["How many moons does Earth have?"] == "one")
        // The counted noun keeps its "of": "How many sets do humans have of teeth?" was asked.
        #expect(asked["How many sets of teeth do humans have?"] == "two")
        #expect(asked["How many types of rainfall are there?"] == "three")
        #expect(found.count == 6)
    }

    /// A year, a bound ("more than eighty"), a count that describes ("Two Greek words come …" is fine, "Three of them"
    /// is no noun), a pronoun subject: no question.
    @Test func whatIsNoCountGivesNone() {
        let text = """
            Not counts

            In 1066 William invaded England with his army. Saturn has more than eighty moons. Three of them were never seen \
            again. It has four legs and a long tail. About 300 soldiers stayed behind.
            """
        let built = page(text)
        #expect(built.sentences.compactMap { CountQuestions.count(in: $0, page: built) }.isEmpty,
                "\(built.sentences.compactMap { CountQuestions.count(in: $0, page: built) }.map(\.stem))")
    }

    /// The count questions of `built`, drawn with `seed`.
    private func counts(on built: Page, seed: UInt64) -> [Candidate] {
        var random = QuizRandom(seed: seed)
        return CountQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
    }

    /// Wrong options are near counts in the key's form (words beside a word, figures beside a figure), and the question
    /// passes the item-writing-flaw checks.
    @Test func wrongOptionsAreNearCountsInTheKeysForm() throws {
        let text = """
            The Solar System

            Eight planets orbit the Sun. There are 206 bones in the adult body. Jupiter is the largest planet. Mars is \
            further from the Sun than Earth. Comets are balls of ice and dust.
            """
        let built = page(text)
        for seed in UInt64(1)...5 {
            let found = counts(on: built, seed: seed)
            let planets = try #require(found.first { $0.question.question == "How many planets orbit the Sun?" })
            #expect(planets.answer == "eight")
            #expect(planets.question.options.allSatisfy { CountQuestions.words[$0] != nil }, "\(planets.question.options)")
            let bones = try #require(found.first { $0.answer == "206" })
            #expect(bones.question.options.allSatisfy { Int($0) != nil }, "\(bones.question.options)")
            for question in [planets.question, bones.question] {
                #expect(Set(question.options).count == 4)
                #expect(ItemFlaws(text: text, words: built.words).itemFlaws(question).isEmpty, "\(ItemFlaws(text: text, words: built.words).itemFlaws(question))")
            }
        }
    }

    /// "four" is asked like "eight": WordNet files two, three, four, seven and eight under one digit, and the near counts
    /// were all thrown out as "also true", so "The heart has four chambers" gave no question.
    @Test func fourIsAskedAmongNearCounts() throws {
        let text = """
            The Heart

            The heart has four chambers. The spider has eight legs. Blood is pumped around the body by the heart.
            """
        let built = page(text)
        for seed in UInt64(1)...3 {
            let found = counts(on: built, seed: seed)
            let chambers = try #require(found.first { $0.question.question == "How many chambers does the heart have?" })
            #expect(chambers.answer == "four")
            #expect(chambers.question.options.allSatisfy { CountQuestions.words[$0] != nil }, "\(chambers.question.options)")
            #expect(Set(chambers.question.options).count == 4)
        }
        // A different number in words is never "also true"; a kind of a word still is.
        #expect(!TrueOptions.alsoTrue("three", for: "four"))
    }
}
