import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Stems and keys a teacher would write, from pages written for issue 11 (rivers of Europe, the Normans, a novel).
@Suite struct StemWordingTests {
    private func candidates(_ text: String, seed: UInt64 = 1) -> [Candidate] {
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: seed)
        return RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
    }

    /// "Four capital cities stand on its banks" was keyed "Four capital": a describing word is no unit.
    @Test func aDescribingWordIsNoUnit() {
        let found = candidates("""
            The Danube flows for 2,850 kilometres from Germany to the Black Sea. Four capital cities stand on the banks of \
            the Danube. The Rhine flows for 1,230 kilometres to the North Sea. The Loire, which flows for 1,006 kilometres, \
            is the longest river in France. Seven main rivers run into the Black Sea from the north.
            """).filter { $0.kind == .quantity }.map(\.answer)
        #expect(found.contains("2,850 kilometres"))
        #expect(!found.contains("Four capital"))
        #expect(!found.contains("Seven main"))
    }

    /// "Who ordered a great survey of his kingdom, which recorded who owned every piece of land … in 1085?": the aside goes.
    @Test func aWhoQuestionLeavesOutAWhichAside() {
        let stems = candidates("""
            In 1215 King John sealed the Magna Carta, which limited the power of the king over his barons. King Richard I \
            had spent most of his reign fighting abroad. King Henry II had built a strong system of royal courts. \
            Archbishop Stephen Langton helped the barons to write their demands.
            """).filter { $0.kind == .who }.map(\.question.question)
        #expect(stems.contains("Who sealed the Magna Carta in 1215?"))
    }

    /// "The water cycle describes how water moves …" was asked "what describes how water moves …? → water cycle": a
    /// teacher asks for the name of the way; what a thing shows or explains is not asked at all.
    @Test func aTermThatDescribesHowIsAskedByName() {
        let stems = candidates("""
            The feudal system describes how land was shared out in return for loyalty. The king gave land to the barons. \
            Erosion describes how broken rock is carried away by rivers, wind and glaciers. The diagram shows how the \
            heart pumps blood. The theory explains why the continents move apart.
            """).filter { $0.kind == .who }.map(\.question.question)
        #expect(stems.contains("According to the text, what is the name for the way broken rock is carried away by rivers, wind and glaciers?"), "\(stems)")
        #expect(!stems.contains { $0.contains("what describes") || $0.contains("what shows") || $0.contains("what explains") }, "\(stems)")
    }

    /// "On 14 October 1066 the two armies met …" was asked "When did on 14 the two armies meet …?".
    @Test func aDayOfTheMonthIsNeverLeftInTheStem() {
        let stems = candidates("""
            On 14 October 1066 the two armies met at the Battle of Hastings. In 1086 William ordered a survey of all the land \
            in England. Harold Godwinson was crowned king in January 1066. William built castles across England in 1070.
            """).map(\.question.question)
        #expect(stems.contains("When did William order a survey of all the land in England?"), "\(stems)")
        #expect(!stems.contains { $0.contains("on 14") || $0.contains("On 14 the") }, "\(stems)")
    }

    /// "In London he shares rooms with _____": a pronoun after a place is resolved, or costs, as one after a year does.
    @Test func aPronounAfterAPlaceOpensTheSentence() {
        let opening = OpeningPronoun.opening(of: Sentence(text: "In London he shares rooms with Herbert Pocket.", index: 0, wordCount: 8))
        #expect(opening?.pronoun == "he")
        #expect(opening?.text == "In London he")
        #expect(OpeningPronoun.opening(of: Sentence(text: "In London, Pip shares rooms with Herbert.", index: 0, wordCount: 7)) == nil)
    }

    /// "What hurried back …? → Harold | Harald Hardrada | William | Christmas Day": a name the page says did what people
    /// do elsewhere ("Harold was killed") is asked with "who", among people.
    @Test func aNameThatActsAsAPersonIsAskedWithWho() {
        let found = candidates("""
            Harold hurried south, and on the way his army grew tired. William landed at Pevensey with thousands of \
            soldiers. Harold was killed near the end of the battle. William built castles all over the country. Edgar \
            was crowned king by the nobles in London. Harald Hardrada invaded the north with three hundred ships. Monks \
            wrote about Harold, William, Edgar and Harald Hardrada in their chronicles.
            """).filter { $0.kind == .who && $0.answer == "Harold" }
        #expect(found.contains { $0.question.question == "Who hurried south?" })
        #expect(!found.contains { $0.question.question.hasPrefix("What ") })
    }
}
