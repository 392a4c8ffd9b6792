import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A history page on Ancient Greece, in the past tense and with "he" and "her" in it, was read as a story and asked "In
/// the story, what happens next, after “Sparta was a city built for war”?" and "… after “Zeus was the king of the
/// gods”?": how things were is no event, and what the page tells next is no "next".
@Suite struct StoryEventsTests {
    static let greece = """
        History: Ancient Greece

        Ancient Greece was not one country but a collection of city-states. Each city-state had its own laws, army and \
        coins. The two most powerful were Athens and Sparta. Athens was famous for its thinkers, writers and builders. Only \
        free men could vote; women, children and slaves could not. Sparta was a city built for war. Spartan boys left home \
        at the age of seven to train as soldiers. Zeus was the king of the gods, and his wife Hera was the queen. Athena, \
        the goddess of wisdom, was the protector of Athens, and the Parthenon was built in her honour. Athletes ran races, \
        threw the discus and wrestled. Alexander the Great conquered a huge empire. He died in Babylon when he was young.
        """

    @Test func howThingsWereIsNoEvent() {
        let sentence = { (text: String) in Sentence(text: text, index: 0, wordCount: text.split(separator: " ").count) }
        #expect(StoryQuestions.tellsEvent(sentence("Sparta was a city built for war.")) == false)
        #expect(StoryQuestions.tellsEvent(sentence("Only free men could vote.")) == false)
        #expect(StoryQuestions.tellsEvent(sentence("The Britons were defeated in the end.")) == true)
        #expect(StoryQuestions.tellsEvent(sentence("Spartan boys left home at the age of seven.")) == true)
        #expect(StoryQuestions.tellsEvent(sentence("Bees make honey.")) == nil)
    }

    @Test func aPageThatTellsHowThingsWereIsNoStory() {
        let page = Page(text: Self.greece, knows: DictionaryWords.knows)
        #expect(!StoryQuestions.isStory(page))
        var random = QuizRandom(seed: 1)
        #expect(StoryQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).isEmpty)
    }
}
