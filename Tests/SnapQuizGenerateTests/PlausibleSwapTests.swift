import Testing
import SnapQuizCore
import SnapQuizLexicon
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// False statements and wrong options a learner rejects by sense alone, found on short pages written for issue 11
/// (volcanoes, Roman roads): a word of another kind of thing in the key's place tests nothing.
@Suite struct PlausibleSwapTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// "Most volcanoes form where two tectonic grapes meet": a fruit (whose third sense is grapeshot) is of another
    /// kind than "plates" in every reach, and no wrong option of a cloze either.
    @Test func aFruitIsNoStandInForAnArtifactByItsThirdSense() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("Most volcanoes form where two tectonic plates meet. Farmers grow grapes on the slopes beside the houses and walls.")
        for reach in [WordKind.Reach.sameThing, .broadly, .anyNoun] {
            #expect(!built.canSwap("plates", for: "grapes", reach: reach), "\(reach)")
        }
        var random = QuizRandom(seed: 2)
        for _ in 0..<10 {
            let options = built.distractors(for: "plates", from: ["grapes", "houses", "walls", "ditches", "bridges"], stem: "two tectonic _____ meet",
                                            picker: DistractorPicker(words: built.words), random: &random) ?? []
            #expect(!options.contains("grapes"), "\(options)")
        }
    }

    /// "A magnet attracts objects made of iron, nickel and compass": on a page that names no other metal, a false
    /// statement swaps a metal for another metal (WordNet's commonest members of the kind), not for a thing of the
    /// page; where the sentence gives examples ("metals such as …"), no metal from outside the page, which may be
    /// true there as well.
    @Test func aMetalIsSwappedForAnotherMetal() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let metals = ["copper", "tin", "mercury", "aluminum", "zinc", "iron", "nickel", "sodium"]
        func swaps(_ text: String, sentence: String) -> [String] {
            let built = page(text)
            var found: [String] = []
            for seed in [1, 2, 3] as [UInt64] {
                var random = QuizRandom(seed: seed)
                for candidate in StatementQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
                where candidate.answer.hasPrefix(sentence) {
                    found += candidate.question.options.filter { $0 != candidate.answer }
                }
            }
            return found
        }
        let magnets = swaps("""
            A magnet attracts objects made of iron, nickel and cobalt. Every magnet has two ends, called the north pole and \
            the south pole. A compass needle is a small magnet that turns until it points north. Sailors used compasses \
            to find their way at sea, and electric motors use magnets to turn.
            """, sentence: "A magnet attracts")
        #expect(!magnets.isEmpty)
        #expect(magnets.allSatisfy { option in metals.contains { option.contains(", \($0) and") || option.hasSuffix("and \($0).") || option.contains("of \($0),") } },
                "\(magnets)")
        let examples = swaps("""
            Metals such as copper, silver and cobalt conduct electricity well. Every magnet has two ends, called the north \
            pole and the south pole. A compass needle is a small magnet that turns until it points north. Sailors used \
            compasses to find their way at sea, and electric motors use magnets to turn.
            """, sentence: "Metals such as")
        #expect(!examples.isEmpty)
        #expect(!examples.contains { option in metals.contains { $0 != "copper" && option.contains($0) } }, "\(examples)")
    }

    /// "What began as a small town on the river Tiber? → Rome | Mediterranean Sea | Britain": a city the page names
    /// beside too few cities stands among the world's commonest capitals (WordNet), never among a sea, a country or a
    /// person the page names by a first name that WordNet also knows as a capital ("Pierre").
    @Test func aCityStandsAmongCities() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            Rome began as a small town on the river Tiber in Italy. The Romans sailed across the Mediterranean Sea and \
            conquered Britain. Pierre Curie never saw Rome. Pierre studied crystals, and the empire built roads.
            """)
        var random = QuizRandom(seed: 3)
        for _ in 0..<5 {
            let options = try #require(built.nameDistractors(for: "Rome", from: built.pool(.name), stem: "What began as a small town on the river Tiber?",
                                                             picker: DistractorPicker(words: built.words), random: &random)).options
            #expect(options.allSatisfy { Page.placeKind(of: $0) == .settlement && $0 != "Pierre" }, "\(options)")
        }
    }

    /// "Many people believed that windows was a job for men": WordNet also reads "windows" and "letters" as nouns of
    /// their own, so a swap took them for singular like "politics". A noun is swapped for one of its number by senses.
    @Test func aFalseStatementKeepsItsNounsNumber() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            At the start of the century, women in Britain could not vote in general elections. Many people believed that \
            politics was a job for men and not for women. The members campaigned by writing letters and holding meetings in \
            every town. The suffragettes smashed windows and set fire to post boxes in the cities. They were frustrated by \
            the slow progress of the campaign, and some went on hunger strike in prison.
            """)
        for seed in [1, 2, 3, 4] as [UInt64] {
            var random = QuizRandom(seed: seed)
            for candidate in StatementQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random) {
                let wrong = candidate.question.options.filter { $0 != candidate.answer }
                #expect(!wrong.contains { $0.contains("windows was") || $0.contains("letters was") || $0.contains("meetings was") }, "\(wrong)")
            }
        }
    }

    /// "About 3,530 of the people of Russia live …", "flows for 40% km": a percentage stands only for a percentage, in
    /// a false statement or among a cloze's numbers.
    @Test func aPercentageIsSwappedOnlyForAPercentage() throws {
        let built = page("""
            About 70% of the surface of the Earth is covered by the oceans. The Mariana Trench in the Pacific Ocean is \
            10,935 metres deep at its lowest point. Only 3% of the water on Earth is fresh water that people can drink. \
            The Atlantic Ocean is about 6,000 kilometres wide at the equator. Ice caps and glaciers hold about 69 percent \
            of the fresh water. The Indian Ocean covers about 20% of the water on the surface of the Earth.
            """)
        let pairs = [("70%", "10,935"), ("6,000", "69"), ("70%", "69"), ("3%", "20%"), ("10,935", "6,000")]
        #expect(pairs.map { built.sameMeasure($0.0, $0.1) } == [false, false, false, true, true]) // "69 percent"
        var swaps = 0
        for seed in [1, 2, 3, 4] as [UInt64] {
            var random = QuizRandom(seed: seed)
            let picker = DistractorPicker(words: built.words)
            let found = StatementQuestions.candidates(page: built, picker: picker, random: &random)
                + ClozeQuestions.candidates(page: built, picker: picker, random: &random)
            for candidate in found {
                let key = candidate.answer.split(separator: " ")
                for option in candidate.question.options where option != candidate.answer {
                    let words = option.split(separator: " ")
                    guard words.count == key.count else { continue }
                    for (mine, theirs) in zip(key, words) where mine != theirs && mine.first?.isNumber == true {
                        swaps += 1
                        let percent = { (word: Substring, all: [Substring]) in
                            word.hasSuffix("%") || all.drop { $0 != word }.dropFirst().first == "percent" }
                        #expect(percent(mine, key) == percent(theirs, words), "\(candidate.answer) → \(option)")
                    }
                }
            }
        }
        #expect(swaps > 0)
    }
}
