import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// "She" means a woman and "he" a man, as the page marks them: a title ("Mr", "Queen"), a word for a woman or a man
/// the person is said to be, or "her"/"his" in a sentence the name opens.
@Suite struct PronounGenderTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    static let franklin = """
        Rosalind Franklin

        Rosalind Franklin was a British chemist who studied the structure of DNA. Rosalind was the first woman in her \
        laboratory to use the new camera. In 1951 she joined a laboratory in London run by Mr John Randall. She took sharp \
        X-ray photographs of DNA fibres. John Randall was the son of a nurseryman. He later led the biophysics unit.
        """

    @Test func theSexIsTakenFromThePagesOwnMarks() {
        let built = page(Self.franklin)
        #expect(OpeningPronoun.gender(of: "Rosalind Franklin", on: built) == .female)
        #expect(OpeningPronoun.gender(of: "Mr John Randall", on: built) == .male)
        #expect(OpeningPronoun.gender(of: "John Randall", on: built) == .male)
        // A name the page marks neither way is left open.
        #expect(OpeningPronoun.gender(of: "Francis Crick", on: page("Francis Crick built a model. Crick worked hard.")) == nil)
    }
}
