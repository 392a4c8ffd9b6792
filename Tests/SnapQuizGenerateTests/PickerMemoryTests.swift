import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// What a picker remembers per page (`WordKinds`): each stem is read once, but only for the page text it was read
/// against, so a picker given other text sharing the same memory reads the stem again.
@Suite struct PickerMemoryTests {
    static let stem = "Once it reaches the _____ it is called lava."
    static let options = ["root", "leaf", "stone"]

    private func picker(_ kinds: WordKinds, page: String) -> DistractorPicker {
        DistractorPicker(words: WordCheck(page: "", knows: { _ in true }), kinds: kinds, folded: QuizShape.fold(page))
    }

    /// "reaches the root" on the page makes "root" true where the blank is: no third option there, three elsewhere,
    /// whichever picker reads the stem first.
    @Test func aStemIsReadAgainForOtherText() {
        for saysRootFirst in [true, false] {
            let kinds = WordKinds()
            let says = picker(kinds, page: "Rain water soon reaches the root of the tree.")
            let silent = picker(kinds, page: "")
            var random = QuizRandom(seed: 1)
            let ask = { (picker: DistractorPicker) in
                picker.preferring(Self.options, over: nil, for: "surface", stem: Self.stem, random: &random)
            }
            var withRoot: [String]?, without: [String]?
            if saysRootFirst {
                withRoot = ask(says)
                without = ask(silent)
            } else {
                without = ask(silent)
                withRoot = ask(says)
            }
            #expect(withRoot == nil && without?.count == 3, "root said first: \(saysRootFirst); \(String(describing: withRoot)), \(String(describing: without))")
        }
    }
}
