import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "It beats about seventy times a minute" → "About how many times a minute does the heart beat …? → seventy".
@Suite struct MeasureQuestionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    private func measures(_ text: String) -> [String: String] {
        let built = page(text)
        return Dictionary(built.statements.compactMap { MeasureQuestions.measure(in: $0, page: built) }.map { ($0.stem, $0.written) },
                          uniquingKeysWith: { a, _ in a })
    }

    @Test func numbersInWordsAndFiguresAreRead() {
        let words: [(String, Int)] = [("seventy", 70), ("seventy-three", 73), ("six thousand six hundred", 6600),
                                      ("three hundred and forty", 340), ("twenty thousand", 20000), ("6,650", 6650)]
        for (written, value) in words {
            let raw = (written + " metres long").split(separator: " ").map(String.init)
            #expect(MeasureQuestions.number(in: raw, at: 0)?.value == value, "\(written)")
            if !written.contains(",") { #expect(MeasureQuestions.spelled(value) == written) }
        }
        // "one" is no amount to ask; "in 1066" is a year.
        #expect(MeasureQuestions.number(in: ["one", "cell"], at: 0) == nil)
        #expect(MeasureQuestions.number(in: ["1066", "soldiers"], at: 0) == nil)
    }

    @Test func aRateAndASizeAreAskedHowMany() {
        let asked = measures("""
            The Heart

            The heart is a muscular pump about the size of a clenched fist. It sits in the chest, between the two lungs, \
            and beats about seventy times a minute in a resting adult. Hadrian's Wall was about seventy-three miles long. \
            The Nile is the longest river in the world. It is about six thousand six hundred kilometres long and flows north.
            """)
        #expect(asked["About how many times a minute does the heart beat in a resting adult?"] == "seventy", "\(asked)")
        #expect(asked["About how many miles long was Hadrian's Wall?"] == "seventy-three", "\(asked)")
        #expect(asked["About how many kilometres long is the Nile?"] == "six thousand six hundred", "\(asked)")
        let counted = measures("""
            The Romans in Britain

            The Romans invaded Britain in AD 43, under the emperor Claudius. They brought about forty thousand soldiers \
            across the sea from Gaul.
            """)
        #expect(counted["About how many soldiers did the Romans bring across the sea from Gaul?"] == "forty thousand", "\(counted)")
    }

    /// Near misses: a range, a clause opening the sentence, a pronoun nobody can name, an amount after "there are", a
    /// price (no count of things), a ratio ("about four times faster").
    @Test func nearMissesGiveNone() {
        let asked = measures("""
            Breathing

            An adult breathes about twelve to sixteen times a minute when resting. When the plants are about fifteen \
            centimetres tall, move them outside. It grows about thirty centimetres a year. There are about forty seeds in \
            each packet. The seeds cost about ninety pence. In air, sound travels fast. It travels about four times faster in water.
            """)
        #expect(asked.isEmpty, "\(asked)")
    }

    /// Wrong options are the key scaled, in its form, each a different amount, and the question passes the flaw checks.
    @Test func wrongOptionsKeepTheKeysForm() throws {
        let text = """
            The Heart

            The heart is a muscular pump about the size of a clenched fist. It sits in the chest, between the two lungs, \
            and beats about seventy times a minute in a resting adult. Hadrian's Wall was about 117 kilometres long.
            """
        let built = page(text)
        for seed in UInt64(1)...4 {
            var random = QuizRandom(seed: seed)
            let found = MeasureQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
            let beats = try #require(found.first { $0.answer == "seventy" })
            #expect(beats.question.options.dropFirst().allSatisfy { MeasureQuestions.number(in: $0.split(separator: " ").map(String.init), at: 0).map { $0.inWords } == true },
                    "\(beats.question.options)")
            let wall = try #require(found.first { $0.answer == "117" })
            #expect(wall.question.options.allSatisfy { Int($0) != nil }, "\(wall.question.options)")
            for question in [beats.question, wall.question] {
                #expect(Set(question.options).count == 4)
                #expect(ItemFlaws(text: text, words: built.words).itemFlaws(question).isEmpty)
            }
        }
    }

    /// The quantity cloze never blanks the tail of a longer number: "six thousand _____ long → six hundred kilometres"
    /// was asked; the whole amount is asked "How many …?" instead.
    @Test func theQuantityClozeLeavesALongerNumberWhole() {
        let text = """
            The River Nile

            The Nile is about six thousand six hundred kilometres long. The Amazon carries more water than any other river. \
            Its basin covers about seven million square kilometres.
            """
        let built = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let found = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        #expect(!found.contains { $0.answer.hasPrefix("six hundred") }, "\(found.map(\.question.question))")
        #expect(built.statements.compactMap { MeasureQuestions.measure(in: $0, page: built) }.map(\.written) == ["six thousand six hundred"])
    }

    /// "About twenty mobile X-ray units were made" was keyed "twenty mobile": a describing word before a capitalised or
    /// hyphenated noun is no unit.
    @Test func aDescribingWordBeforeANameOrCompoundIsNoUnit() {
        let text = """
            Marie Curie in the War

            During the war about twenty mobile X-ray units were made. About sixty nurses learned to use them. \
            Each unit carried about fifty kilograms of equipment. Later eighty portable Geiger counters were bought.
            """
        let built = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let keys = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
            .filter { $0.kind == .quantity }.map(\.answer)
        #expect(!keys.contains("twenty mobile"), "\(keys)")
        #expect(!keys.contains("eighty portable"), "\(keys)")
    }
}
