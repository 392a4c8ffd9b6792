import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A noun (or a word WordNet does not list itself) that describes the noun after it is a blank only among things of
/// its own kind ("_____ walls → capillary | artery | vein", `OptionKindTests`): "fruit, vegetables and _____ bread"
/// keyed "wholegrain" among "cowhide | crush | sheepskin", and "droplets of _____ fat" keyed "liquid" among nouns of
/// other kinds, ask for half of the name of a thing with options that read as nonsense. Checked on a page written for
/// it (not in the corpus): such a blank, when asked, keys a word WordNet lists itself.
@Suite struct ModifierBlankTests {
    static let digestion = """
        Biology: The Digestive System

        Digestion is the process that breaks food down into small molecules the body can absorb. It begins in the mouth, \
        where the teeth grind food into smaller pieces and saliva starts to break down starch. An enzyme in saliva called \
        amylase turns starch into sugar. When we swallow, the food travels down a muscular tube called the oesophagus to \
        the stomach. The stomach walls squeeze the food and mix it with acid and enzymes. The acid kills most of the \
        bacteria that enter with our food. Next the food passes into the small intestine, which is about six metres long \
        in an adult. Here bile from the liver breaks fats into small droplets of liquid fat, and enzymes from the pancreas \
        finish the digestion of proteins, fats and carbohydrates. Digested food passes through the villi into the blood. \
        What is left moves into the large intestine, where water is absorbed back into the body. A meal usually takes \
        between one and three days to pass through the whole system. Eating plenty of fibre, found in fruit, vegetables \
        and wholegrain bread, helps food move through the intestines. A street accident can damage the liver.
        """

    @Test func aBlankBeforeANounKeysAWordWordNetLists() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.digestion, knows: DictionaryWords.knows)
        var clozes = 0
        for seed in 1...8 as ClosedRange<UInt64> {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.digestion, title: nil)
            for question in quiz.questions {
                let parts = question.question.components(separatedBy: "_____ ")
                guard parts.count == 2, let next = parts[1].split(separator: " ").first.map({ TextTokens.trimmed(String($0)) }),
                      next == next.lowercased() else { continue }
                clozes += 1
                let key = question.options[question.correctIndex]
                guard page.kind(of: next)?.partOfSpeech == .noun, !page.verbsWithS.contains(next), !page.bareVerbs.contains(next),
                      !TextAnalysis.commonWords.contains(next), !key.contains(" ") else { continue }
                let wordNet = try #require(WordNet.shared)
                guard page.kind(of: key)?.partOfSpeech != .adjective else { continue }
                #expect(!wordNet.readings(of: key.lowercased()).isEmpty,
                        "seed \(seed): “\(question.question)” → \(key) among \(question.options), a noun before the noun “\(next)”")
            }
        }
        #expect(clozes >= 5, "only \(clozes) blanks followed by a word: this test checks little")
    }
}
