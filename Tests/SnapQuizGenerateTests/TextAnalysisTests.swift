import Testing
import SnapQuizLexicon
@testable import SnapQuizGenerate

@Suite struct TextAnalysisTests {
    private func texts(_ text: String) -> [String] { TextAnalysis.sentences(in: text).map(\.text) }

    /// A book's footnote marks ("my father,‡", "Verus*") are no part of a question's stem.
    @Test func footnoteMarksLeaveTheSentence() {
        #expect(texts("From my uncle Severus* I learned patience, and from my tutor,† a love of plain food.")
            == ["From my uncle Severus I learned patience, and from my tutor, a love of plain food."])
        #expect(texts("The code was 4B* and the door opened.") == ["The code was 4B and the door opened."])
        // What Annius Verus was is a name: "What was his uncle's name?", not "Who was …".
        let text = """
            The Emperor's Family
            Marcus Aurelius ruled Rome from AD 161 until his death in AD 180.
            As a boy he learned patience from the senator Annius Verus in the family house.
            Annius Verus was his uncle's name, and he raised the boy after his father died.
            Faustina was his wife, and Commodus was his son.
            Lucius Verus ruled beside him for eight years.
            Antoninus Pius adopted Marcus Aurelius in AD 138.
            """
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text)
        #expect(!offered.contains { $0.contains("Who was his uncle's name") }, "\(offered)")
        #expect(offered.contains { $0.contains("What was his uncle's name") }, "\(offered)")
    }

    /// A photo's column break leaves a blank line inside a sentence: "There are about fifteen hundred active" / blank /
    /// "volcanoes on land." is one sentence, not a heading and a fragment (the volcano photos' "Most of them lie …"
    /// then had no sentence before to say what "them" is).
    @Test func aShortLineGoesOnAcrossABlankLineIntoALowerCaseLine() {
        let sentences = TextAnalysis.sentences(in: "Scientists watch them closely.\n\nThere are about fifteen hundred active\n\nvolcanoes on land. Most of them lie along the edges of plates.")
        #expect(sentences.map(\.text) == ["Scientists watch them closely.", "There are about fifteen hundred active volcanoes on land.",
                                           "Most of them lie along the edges of plates."])
        #expect(!sentences.contains { $0.isHeading })
        // A title above a capitalised paragraph stays one.
        let titled = TextAnalysis.sentences(in: "The Water Cycle\n\nThe water cycle moves water around the planet.")
        #expect(titled.first?.isHeading == true)
    }

    @Test func headingStandsApart() {
        let sentences = TextAnalysis.sentences(in: ScienceOCR.sciencePhoto)
        let first = try? #require(sentences.first)
        #expect(first?.text == "Science Homework: The Water Cycle")
        #expect(first?.isHeading == true)
        #expect(sentences.dropFirst().allSatisfy { !$0.isHeading })
        #expect(sentences.dropFirst().first?.text
            == "The water cycle describes how water moves between the land, the oceans and the air.")
    }

    @Test func shortUnpunctuatedLineAfterASentenceIsAHeading() {
        let sentences = TextAnalysis.sentences(in: """
            Rivers carry the water back to the oceans, where the cycle begins again.
            Why It Matters
            The water cycle spreads heat around the planet.
            """)
        #expect(sentences.map(\.text) == ["Rivers carry the water back to the oceans, where the cycle begins again.",
                                          "Why It Matters", "The water cycle spreads heat around the planet."])
        #expect(sentences.map(\.isHeading) == [false, true, false])
    }

    /// A page's title of seven words, with a dash, standing alone above its notes was taken for a sentence, and offered
    /// as an answer to "What happens when you cut yourself?".
    @Test func aLineStandingAloneAtopThePageIsATitle() {
        let sentences = TextAnalysis.sentences(in: """
            The Heart and Circulation – Revision Notes

            Key facts
            • The heart is a muscular organ about the size of a fist.
            """)
        #expect(sentences.map(\.isHeading) == [true, true, false], "\(sentences.map(\.text))")
    }

    /// "In 1897 Millicent Fawcett formed the _____ → Representation | Women's Social | …": a name goes on across
    /// "of the", and across "and" when it ends in a body's word; two people joined by "and" stay two.
    @Test func aNameGoesOnAcrossOfTheAndAUnionsAnd() {
        let text = """
            In 1903 she founded the Women's Social and Political Union with her daughters. In 1918 the Representation of             the People Act gave some women the vote. Malcolm and Donalbain flee to England and Ireland.
            """
        let names = Set(TextAnalysis.keyTerms(in: TextAnalysis.sentences(in: text)).filter { $0.kind == .name }.map(\.text))
        #expect(names.isSuperset(of: ["Women's Social and Political Union", "Representation of the People Act", "Donalbain", "England", "Ireland"]), "\(names)")
        #expect(names.isDisjoint(with: ["Women's Social", "Political Union", "Representation", "People Act"]), "\(names)")
    }

    /// "When did Millicent Fawcett forme the National Union …?": a dictionary knows "forme", so the base of "formed" is
    /// WordNet's verb.
    @Test func aPastVerbsBaseIsItsVerb() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let words = WordCheck(page: "", knows: DictionaryWords.knows)
        let bases = ["formed", "executed", "stopped", "carried", "founded", "hoped"].map { ItemText.base(ofPast: $0, words: words) }
        #expect(bases == ["form", "execute", "stop", "carry", "found", "hope"], "\(bases)")
    }

    @Test func realNumbersAndListItemsAreKept() {
        // A line that continues a sentence keeps its number; a numbered item loses only its marker.
        #expect(texts("The king led an army of\n300 Spartans to Thermopylae in 480 BC.")
            == ["The king led an army of 300 Spartans to Thermopylae in 480 BC."])
        #expect(texts("1. The Bastille fell in 1789.\n2) 25 Romans held the bridge against the army.")
            == ["The Bastille fell in 1789.", "25 Romans held the bridge against the army."])
        // A number opening a sentence is the page's: ingest's `StrayMarks` has left out marks in the margin.
        #expect(texts("The river is long.\n25 Romans held the bridge.") == ["The river is long.", "25 Romans held the bridge."])
    }

    @Test func leadingNumberIsAKeyTermOnlyWithItsUnit() {
        let sentences = [Sentence(text: "4 Science lessons each week cover the water cycle.", index: 0, wordCount: 8),
                         Sentence(text: "25 degrees is the best temperature for most enzymes.", index: 1, wordCount: 9)]
        let numbers = TextAnalysis.keyTerms(in: sentences).filter { $0.kind == .number }.map(\.text)
        #expect(numbers == ["25"])
    }

    /// Words of text that is not plain ASCII are split by the same rules as ASCII text: curly quotes and dashes
    /// end a word, an apostrophe or hyphen inside one does not, a combining accent stays with its letter.
    @Test func wordsOfTextWithAccentsAndCurlyQuotes() {
        #expect(TextTokens.words(in: "The text says: “The café’s naïve owner—Zoë—paid £20.”")
            == ["The", "text", "says", "The", "café’s", "naïve", "owner", "Zoë", "paid", "£20"])
        #expect(TextTokens.words(in: "Cafe\u{301} au lait costs 3,5 € or 12% more — well-known.")
            == ["Cafe\u{301}", "au", "lait", "costs", "3,5", "€", "or", "12%", "more", "well-known"])
        #expect(TextTokens.words(in: "“'Tis”, said Ælfred: 1:2 ratio, ½ cup.") == ["Tis", "said", "Ælfred", "1:2", "ratio", "½", "cup"])
        // The ASCII path agrees on the same text without its non-ASCII marks.
        #expect(TextTokens.words(in: "The cafe's owner-paid $20.5, 12%: done") == ["The", "cafe's", "owner-paid", "$20.5", "12%", "done"])
    }

    /// "to make France Catholic again" put "France Catholic" among the names a question offered; full names and places
    /// whose parts the page also writes apart stay names.
    @Test func twoNamesSideBySideAreNoName() {
        let text = """
            The king of France was a Protestant before he became king. He went to Paris and agreed to make France Catholic \
            again. The Catholic Church welcomed him back. Marie Curie studied in Paris. Curie won two prizes, and Marie taught \
            her daughters. Ships crossed the Pacific Ocean. The Pacific is wider than the Atlantic Ocean.
            """
        let names = Set(TextAnalysis.keyTerms(in: TextAnalysis.sentences(in: text)).filter { $0.kind == .name }.map(\.text))
        #expect(!names.contains("France Catholic"), "\(names)")
        #expect(names.isSuperset(of: ["Catholic Church", "Marie Curie", "Pacific Ocean", "Atlantic Ocean", "France"]), "\(names)")
    }

    /// "Duncan makes Macbeth Thane of Cawdor": a man and his title side by side, each written alone on the page, were
    /// asked as one name; a name of three words whose parts the page never writes alone stays one.
    @Test func aNameAndATitleSideBySideAreNoName() {
        let text = """
            The witches predict that Macbeth will become Thane of Cawdor. Soon afterwards, Duncan makes Macbeth Thane of             Cawdor as a reward. Macbeth writes to his wife. He married Elizabeth of York in the Church of England.
            """
        let names = Set(TextAnalysis.keyTerms(in: TextAnalysis.sentences(in: text)).filter { $0.kind == .name }.map(\.text))
        #expect(!names.contains("Macbeth Thane of Cawdor"), "\(names)")
        #expect(names.isSuperset(of: ["Macbeth", "Thane of Cawdor", "Elizabeth of York", "Church of England"]), "\(names)")
    }
}
