import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// "X. This is why Y." → "Which reason does the text give for this: “Y”? → x"; "X. As a result, Y." → "what follows
/// from this: “X”? → y".
@Suite struct LinkedCauseTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    private func split(after opening: String, on built: Page) -> ClauseQuestions.Split? {
        built.statements.first { $0.text.hasPrefix(opening) }.flatMap { ClauseQuestions.linkedSplit($0, page: built) }
    }

    @Test func thisIsWhyAsksTheSentenceBeforeAsTheReason() throws {
        let built = page("""
            The Heart

            The left side of the heart pumps blood around the rest of the body. This is why the wall of the left \
            ventricle is thicker than the wall of the right ventricle. Forests cover a third of the land. As a result, \
            many animals find food and shelter there.
            """)
        let why = try #require(split(after: "This is why", on: built))
        #expect(why.stem == "Which reason does the text give for this: “The wall of the left ventricle is thicker than the wall of the right ventricle”?")
        #expect(why.answer == "the left side of the heart pumps blood around the rest of the body")
        #expect(why.isReason)
        let result = try #require(split(after: "As a result", on: built))
        #expect(result.stem == "According to the text, what follows from this: “Forests cover a third of the land”?")
        #expect(result.answer == "many animals find food and shelter there")
        #expect(!result.isReason)
    }

    /// "What happened when the Blitz began …? → german bombers attacked London": a word the page writes as a name keeps
    /// its capital in an answer, as in the options other sentences lend.
    @Test func anAnswerKeepsANamesCapital() {
        let built = page("""
            The Blitz

            The government feared that German planes would bomb British cities. When the Blitz began in September 1940,             German bombers attacked London for 57 nights in a row. Because the bombing did not happen at first, many             children had returned home by January 1940. When the war ended in 1945, the children went home.
            """)
        var random = QuizRandom(seed: 1)
        let found = ClauseQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let options = found.flatMap(\.question.options)
        #expect(options.contains { $0.hasPrefix("German bombers attacked London") }, "\(options)")
        #expect(!options.contains { $0.hasPrefix("german") }, "\(options)")
    }

    /// A pronoun that opens the sentence before, or the clause after the link, is named as the page means it; one that
    /// cannot be named gives no question.
    @Test func pronounsAreNamedOrTheSentenceIsNotAsked() throws {
        let built = page("""
            Sound

            In air, sound travels at about three hundred metres per second. It travels about four times faster in water. \
            This is why a train can be heard through the rails before it is heard through the air.
            """)
        let why = try #require(split(after: "This is why", on: built))
        #expect(why.answer == "it [sound] travels about four times faster in water")
        let unnamed = page("""
            Rivers

            In its lower course the river is wide and deep and flows slowly. It often floods and drops its mud on the land. \
            This is why flood plains have very fertile soil.
            """)
        #expect(split(after: "This is why", on: unnamed) == nil)
    }

    /// A near miss: "This is" without "why", a link with no sentence before it, or a reason that is a heading.
    @Test func nearMissesGiveNone() {
        let built = page("""
            This is why plants are green

            This is the largest organ of the body. Plants need light to grow. This is a reason to water them well.
            """)
        #expect(built.statements.allSatisfy { ClauseQuestions.linkedSplit($0, page: built) == nil })
    }

    /// Through the generator, the question passes the flaw checks and none of its wrong options comes from either sentence.
    @Test func theCandidateDrawsNoWrongOptionFromItsOwnSentences() throws {
        let text = """
            The Heart

            The heart is a muscular pump about the size of a clenched fist. Blood leaves the heart through arteries, \
            which have thick, elastic walls. Valves between the chambers stop the blood from flowing backwards. The \
            right side of the heart pumps blood to the lungs. The left side pumps blood around the rest of the body. \
            This is why the wall of the left ventricle is thicker than the wall of the right ventricle. Regular \
            exercise makes the heart muscle stronger.
            """
        let built = page(text)
        var random = QuizRandom(seed: 3)
        let picker = DistractorPicker(words: built.words, kinds: built.wordKinds, folded: built.folded, equated: built.equated, lists: built.lists)
        let found = ClauseQuestions.candidates(page: built, picker: picker, random: &random)
        let why = try #require(found.first { $0.question.question.contains("wall of the left ventricle is thicker") })
        #expect(why.answer == "the left side pumps blood around the rest of the body")
        #expect(why.sentences.count == 2)
        #expect(!why.question.options.dropFirst().contains { $0.contains("left ventricle") || $0.contains("left side") })
        #expect(ItemFlaws(text: text, words: built.words).itemFlaws(why.question).isEmpty)
    }

    /// Wrong options are whole clauses: the part after ", and " that opens with a verb ("beats about seventy times a
    /// minute …") has its subject elsewhere, and no "This is why …" clause stands alone.
    @Test func wrongOptionsAreWholeClauses() {
        let built = page("""
            The Heart

            It sits in the chest, between the two lungs, and beats about seventy times a minute in a resting adult today. \
            Some eruptions are quiet for many long years at a time, and the lava flows slowly down the slopes of the mountain. \
            This is why flood plains have very fertile soil.
            """)
        let clauses = built.statements.flatMap { ClauseQuestions.mainClauses(of: $0.text, page: built) }
        #expect(!clauses.contains { $0.hasPrefix("beats") }, "\(clauses)")
        #expect(clauses.contains("the lava flows slowly down the slopes of the mountain"), "\(clauses)")
        #expect(!clauses.contains { $0.lowercased().hasPrefix("this is why") }, "\(clauses)")
    }
}
