import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options a learner rules out by sense alone, though each is a noun of the page (issue 11): "most people lived in
/// diseases", "stand beside fast trials", "drops sand and _____ → gravel | source | confluence". A wrong option names a
/// thing of the key's own kind where the page has such things (`Page.akin`).
@Suite struct OptionKinshipTests {
    private let page = Page(text: """
        Life in the Valley

        In the old days most families in the valley lived in villages beside the river. Traders sold wool in the market \
        towns along the road. The largest cities grew quickly when factories opened. Shepherds slept in small camps on \
        the hills in summer. Fast rivers turned the wheels of the mills. Diseases spread along the rivers in hot summers. \
        New railways carried coal and wheat to the cities. Trials of new ploughs were held on the farms every spring.
        """, knows: DictionaryWords.knows)

    /// Places people live beside places people live; a river, a disease or a railway line is of another kind, and two
    /// made things are weighed by their commonest senses (a house and a railway meet only as businesses).
    @Test func kinIsTheKeysKindOfThing() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        for word in ["cities", "towns", "hamlets"] { #expect(page.akin(word, to: "villages"), "\(word)") }
        for word in ["rivers", "diseases", "railways", "trials", "wheels"] { #expect(!page.akin(word, to: "villages"), "\(word)") }
        #expect(page.akin("mud", to: "gravel") && page.akin("clay", to: "gravel"))
        #expect(!page.akin("source", to: "gravel") && !page.akin("floodplain", to: "gravel"))
        #expect(page.akin("factories", to: "houses") && !page.akin("railways", to: "houses"))
        // Names and words of other parts of speech are not judged here.
        #expect(page.akin("Britain", to: "villages") && page.akin("quickly", to: "villages"))
    }

    /// Where the pool has three of the key's kind, they are the options; with fewer, they go in before things of another
    /// kind, whatever tier of `Page.distractors` found them.
    @Test func theKeysKindGoesInFirst() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let picker = DistractorPicker(words: page.words)
        var random = QuizRandom(seed: 3)
        for _ in 0..<10 {
            let options = page.distractors(for: "gravel", from: ["source", "mud", "confluence", "clay", "floodplain", "silt", "course"],
                                           stem: "slowest on the inside, where it drops sand and _____.", picker: picker, random: &random) ?? []
            #expect(options.count == 3 && options.allSatisfy { page.akin($0, to: "gravel") }, "\(options)")
            // "camps" is the furthest from the key in length: among the nearest five it would never be drawn.
            let fewer = page.distractors(for: "villages", from: ["rivers", "diseases", "railways", "wheels", "trials", "factories", "camps"],
                                         stem: "most families in the valley lived in _____ beside the river.", picker: picker, random: &random) ?? []
            #expect(fewer.count == 3 && fewer.contains("camps"), "\(fewer)")
        }
    }
}
