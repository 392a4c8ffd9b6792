import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A timeline's lines ("1066 – Battle of Hastings") have no full stops: each is an event of its own, asked by its date.
@Suite struct TimelineTests {
    private let timeline = """
        Flight and Space: Timeline

        1940 – Battle of Britain
        1957 – Sputnik 1 is launched by the Soviet Union
        1961 – Yuri Gagarin becomes the first person in space
        1969 – Apollo 11 lands on the Moon and Neil Armstrong walks on its surface
        1971 – First space station

        The race to space ended when the two countries began to work together.
        """

    /// The five lines ran on into one sentence of 40 words, which no question could use.
    @Test func eachDatedLineIsASentenceOfItsOwn() {
        let sentences = TextAnalysis.sentences(in: timeline)
        #expect(sentences.filter(\.isDatedLine).map(\.text) == [
            "1940 – Battle of Britain", "1957 – Sputnik 1 is launched by the Soviet Union",
            "1961 – Yuri Gagarin becomes the first person in space",
            "1969 – Apollo 11 lands on the Moon and Neil Armstrong walks on its surface", "1971 – First space station",
        ])
        #expect(sentences.contains { !$0.isDatedLine && $0.text == "The race to space ended when the two countries began to work together." })
        // Not a date: a numbered vocabulary entry, a glossary line.
        #expect(TextAnalysis.datedLineEvent("1. abundant – existing in large amounts") == nil)
        #expect(TextAnalysis.datedLineEvent("igneous rock - rock formed when magma cools") == nil)
        #expect(TextAnalysis.datedLineEvent("55 BC – Julius Caesar lands in Britain")?.date == "55 BC")
    }

    /// Each line is asked in the past as its event, one event per question, with the year as the key.
    @Test func aDatedLineIsAskedByItsEvent() throws {
        let page = Page(text: timeline, knows: DictionaryWords.knows)
        let events = page.sentences.filter(\.isDatedLine).compactMap { RecallQuestions.timelineEvent($0, page: page) }
        #expect(events.map(\.stem) == [
            "When did the Battle of Britain take place?",
            "When was Sputnik 1 launched by the Soviet Union?",
            "When did Yuri Gagarin become the first person in space?",
            "When did Apollo 11 land on the Moon?",
            "Which year does the text give for “First space station”?",
        ])
        #expect(events.map(\.date.text) == ["1940", "1957", "1961", "1969", "1971"])
        var random = QuizRandom(seed: 1)
        let found = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let gagarin = try #require(found.first { $0.question.question == "When did Yuri Gagarin become the first person in space?" })
        #expect(gagarin.answer == "1961")
        #expect(gagarin.question.evidence == "1961 – Yuri Gagarin becomes the first person in space")
    }

    /// "… landed in Yorkshire, but Harold marched north": the when-question stops before the clause with its own subject.
    @Test func aWhenQuestionStopsBeforeBut() throws {
        let text = "In 1620 the Pilgrims sailed from Plymouth on the Mayflower, but many of them died in the first winter."
        let page = Page(text: text, knows: DictionaryWords.knows)
        let sentence = try #require(page.statements.first)
        let event = RecallQuestions.datedEvent(sentence, words: sentence.text.split(separator: " ").map(String.init), page: page)
        #expect(event?.stem == "When did the Pilgrims sail from Plymouth on the Mayflower?")
    }

    /// "Pluto was called the ninth planet until 2006" was asked "When was Pluto called the ninth planet until?"; a date
    /// something happened before or after is no answer at all (every earlier or later date would be true).
    @Test func aDateALastingStateEndsIsAskedUntilWhen() throws {
        func stem(_ text: String) throws -> String? {
            let page = Page(text: text, knows: DictionaryWords.knows)
            let sentence = try #require(page.statements.first)
            return RecallQuestions.datedEvent(sentence, words: sentence.text.split(separator: " ").map(String.init), page: page)?.stem
        }
        #expect(try stem("Pluto was called the ninth planet until 2006, when astronomers changed their minds.") == "Until when was Pluto called the ninth planet?")
        #expect(try stem("The castle was built before 1100 by the Normans.") == nil)
    }
}
