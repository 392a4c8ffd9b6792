import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// A photo's misreads stay out of what a learner reads: a gap-fill quote is cut clear of a misread far from its gap,
/// or of a second sentence run on where a stop was read as a comma (`MisreadQuotes`).
@Suite struct MisreadStemsTests {
    static let misreads: Set<String> = ["17.92", "opem", "tinydropiets", "Brovnson", "tbe"]
    static func isMisread(_ word: String) -> Bool { misreads.contains(TextTokens.trimmed(word)) }

    @Test func aMisreadBeforeTheGapIsCutOffAtTheNextPhrase() {
        let span = MisreadQuotes.span(of: "The old mill was built in 17.92 BC by the brothers _____ and Hugo beside the stream.",
                                      isMisread: Self.isMisread)
        #expect(span == "… by the brothers _____ and Hugo beside the stream.")
    }

    @Test func aMisreadAfterTheGapIsCutOffWithTheWordsLeadingToIt() {
        let span = MisreadQuotes.span(of: "The northern road, with its toll at _____ stayed opem until 1880.", isMisread: Self.isMisread)
        #expect(span == "The northern road, with its toll at _____ stayed …")
        let leading = MisreadQuotes.span(of: "The northern road, with its toll at _____, was kept by the tbe villagers.", isMisread: Self.isMisread)
        #expect(leading == "The northern road, with its toll at _____, was kept …")
    }

    /// "…, Only two people were hurt": a stop read as a comma joins two sentences; the quote keeps the gap's.
    @Test func aSentenceRunOnAfterACommaIsCutOff() {
        let after = MisreadQuotes.span(of: "The storm flooded more than 200 homes and _____, including the old church, Only two people were hurt in the town.",
                                       isMisread: { _ in false })
        #expect(after == "The storm flooded more than 200 homes and _____, including the old church …")
        let before = MisreadQuotes.span(of: "The river rose quickly in the night, The mayor of the town decided the flood was not _____.",
                                        isMisread: { _ in false })
        #expect(before == "The mayor of the town decided the flood was not _____.")
    }

    /// A misread in the subject: a cut would keep the verb and lose what it says something of.
    @Test func aCutKeepsTheSubjectOfItsVerb() {
        let span = MisreadQuotes.span(of: "The northern Ernpire was one of the largest _____ in the ancient world.",
                                      isMisread: { $0 == "Ernpire" })
        #expect(span == nil)
        let pronoun = MisreadQuotes.span(of: "When the drops join and become too reer they fall back to the _____ as rain or snow.",
                                         isMisread: { $0 == "reer" })
        #expect(pronoun == "… they fall back to the _____ as rain or snow.")
    }

    @Test func tooLittleLeftKeepsTheQuoteAsItWas() {
        #expect(MisreadQuotes.span(of: "As it rises the vapour condenses into tinydropiets that form _____.", isMisread: Self.isMisread) == nil)
        #expect(MisreadQuotes.span(of: "The miller _____ Brovnson had left his oven burning all night.", isMisread: Self.isMisread) == nil)
        #expect(MisreadQuotes.span(of: "The old mill was built beside the stream by the brothers _____ and Hugo.", isMisread: Self.isMisread) == nil)
    }

    /// The feedback quotes the same cut sentence, with the key in its gap, and the cut question costs a little.
    @Test func theFeedbackIsCutAlike() throws {
        let sentence = "The old mill was built in 17.92 BC by the brothers Otto and Hugo beside the stream."
        let question = ItemText.question("Which name completes this sentence from the text? “The old mill was built in 17.92 BC by the brothers _____ and Hugo beside the stream.”",
                                         answer: "Otto", distractors: ["Karl", "Franz", "Emil"], evidence: sentence)
        let candidate = Candidate(kind: .cloze, sentences: [0], question: question, score: 4, position: 0)
        let cut = try #require(MisreadQuotes.cut(candidate, isMisread: Self.isMisread))
        let stemShowsMisread = cut.question.question.contains("17.92"), feedbackShowsMisread = cut.question.explanation.contains("17.92")
        #expect(!stemShowsMisread && !feedbackShowsMisread)
        #expect(cut.question.explanation == "The text says: “… by the brothers Otto and Hugo beside the stream.”")
        #expect(cut.question.evidence == sentence)
        #expect(cut.score < candidate.score)
    }

    /// End to end on a page of my own read with a misread year and a misread word: the gap-fill questions on those
    /// sentences the generator offers show neither.
    @Test func theGeneratorsGapFillsShowNoMisreadFarFromTheGap() {
        let page = """
        The Old Mill
        The old mill was built in 17.92 BC by the brothers Otto and Hugo beside the stream. It ground wheat into flour \
        for the whole valley. The miller sold the flour at the market in the town every Saturday. The northern road, with \
        its toll at Bridgeford, stayed opem until 1880. Farmers carried their sacks of grain along the road to the mill. \
        A great flood in 1902 broke the wheel, and the mill was never used again.
        """
        let lines = OfflineQuizGenerator(randomSeed: 1, knows: { word in
            !["17.92", "opem", "Bridgeford", "Otto", "Hugo"].contains(word) && word.first?.isLowercase != false
        }).explain(page)
        let gapFills = lines.filter { $0.contains("_____") && ($0.contains("Hugo") || $0.contains("toll")) }
        #expect(!gapFills.isEmpty, "no gap-fill on the misread sentences: this test checks nothing")
        let showing = gapFills.filter { line in
            let stem = line.split(separator: "→").first.map(String.init) ?? line
            return stem.contains("17.92") || stem.contains("opem")
        }
        #expect(showing.isEmpty, "\(showing)")
    }

    /// "Behind it hes Lake Nasser": a pronoun with a plural s passes Hunspell's en_US affixes, and is no word of a page.
    @Test func aClosedWordWithAnSIsNoWord() {
        let words = WordCheck(page: "Behind it hes Lake Nasser. It lies in Egypt, and its water is hers.", knows: { _ in true })
        #expect(!words.isCleanWord("hes") && !words.isCleanWord("ands") && !words.isCleanWord("thes"))
        #expect(!words.isClean("Behind it hes Lake Nasser."))
        #expect(words.isCleanWord("lies") && words.isCleanWord("its") && words.isCleanWord("hers") && words.isCleanWord("Hes"))
    }

    /// "More than _____ were destroyed across the country, Only a few were ever rebuilt": a quantity's gap-fill on a
    /// sentence run on after a comma was in every quiz of this page; it quotes the gap's sentence alone.
    @Test func aQuizOnAFullPageShowsNoSentenceRunOn() {
        let page = """
        The Great Storm of 1703
        The Great Storm struck southern England on the night of 26 November 1703. Strong winds blew from the south west \
        for many hours. More than 400 windmills were destroyed across the country, Only a few were ever rebuilt by their \
        owners. The storm tore the lead from the roof of Westminster Abbey. Queen Anne watched the damage from St James's \
        Palace. Hundreds of ships were wrecked on the Goodwin Sands near the coast of Kent. The writer Daniel Defoe \
        collected reports of the storm from people all over the country. He published these reports in a book called The \
        Storm in 1704. The Eddystone Lighthouse near Plymouth was washed away by the huge waves. Its builder, Henry \
        Winstanley, was inside the lighthouse when it fell. Many farmers lost their barns, their cattle and their crops. \
        The storm is remembered as the worst ever recorded in Britain.
        """
        var runOn = 0, quizzes = 0
        for seed in 1...10 as ClosedRange<UInt64> {
            guard let quiz = try? OfflineQuizGenerator(randomSeed: seed).generate(from: page, title: nil) else { continue }
            quizzes += 1
            runOn += quiz.questions.filter { ([$0.question, $0.explanation] + $0.options).contains { $0.contains("country, Only") } }.count
        }
        #expect(quizzes == 10)
        #expect(runOn == 0, "\(runOn) questions run two sentences together")
    }
}
