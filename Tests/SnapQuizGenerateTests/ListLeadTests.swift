import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Revision notes' sub-bullets that end their lead's sentence ("All birds have:" / "- hollow bones, …") are asked as
/// the whole sentence and quoted as the page prints them.
@Suite struct ListLeadTests {
    private let notes = """
        Birds: Revision Notes

        - Birds are animals with feathers.
        - All birds have:
          - a beak made of keratin, which has no teeth;
          - hollow bones, which make the skeleton light;
          - lungs joined to air sacs.
        - Most birds build nests:
          - Robins build nests in hedges.
        """

    /// "hollow bones, which make the skeleton light;" alone was asked as a fragment ("_____, which make the skeleton light;").
    @Test func aLowerCaseItemEndsItsLeadsSentence() {
        let sentences = TextAnalysis.sentences(in: notes)
        #expect(sentences.filter { $0.lead == "All birds have" }.map(\.text) == [
            "All birds have a beak made of keratin, which has no teeth.",
            "All birds have hollow bones, which make the skeleton light.",
            "All birds have lungs joined to air sacs.",
        ])
        // An item that is a sentence of its own keeps its words, and no item takes a lead from before a full sentence.
        #expect(sentences.contains { $0.text == "Robins build nests in hedges." && $0.lead == nil })
        #expect(sentences.contains { $0.text == "Birds are animals with feathers." && $0.lead == nil })
    }

    /// The question reads the whole sentence; its evidence is the item as printed (the page never writes the lead and a
    /// later item together), and the feedback shows the lead, a gap and the item.
    @Test func anItemIsQuotedAsPrinted() throws {
        let page = Page(text: notes, knows: DictionaryWords.knows)
        let sentence = try #require(page.sentences.first { $0.text == "All birds have hollow bones, which make the skeleton light." })
        let question = ItemText.question("Complete the sentence from the text: “All birds have hollow _____, which make the skeleton light.”",
                                         answer: "bones", distractors: ["lungs", "nests", "feathers"], evidence: sentence.text)
        let quoted = ListLead.quoting(Candidate(kind: .cloze, sentences: [sentence.index], question: question, score: 1, position: sentence.index),
                                      on: page).question
        #expect(quoted.evidence == "hollow bones, which make the skeleton light.")
        #expect(Grounding(text: notes).contains(quoted.evidence))
        #expect(quoted.explanation == "The text says: “All birds have: … hollow bones, which make the skeleton light.”")
    }
}
