import Foundation

/// Pages for `snapquiz-bench quality` and the test that guards its figures: the sample pages, plus pages of kinds
/// the TestImages lack — geography, a vocabulary list, a poem, and maths word problems with their solutions — all
/// written for this project.
public enum QualityCorpus {
    /// A page of the corpus: its kind decides which figures apply (maths solutions on maths pages, the prose rules elsewhere).
    public struct Page: Sendable {
        public enum Kind: String, Sendable { case prose, verse, vocabulary, maths }
        public var name: String
        public var kind: Kind
        public var text: String
        /// For maths pages: the solutions a good quiz asks for, as numbers.
        public var solutions: [Double]
    }

    public static let geography = """
        Rivers and Mountains
        A river begins at its source, which is often a spring or a melting glacier high in the hills.
        The Nile is the longest river in Africa and flows north into the Mediterranean Sea.
        Where a river meets the sea it may split into many channels and form a delta.
        Mountains form when two tectonic plates push against each other and the crust folds upwards.
        Mount Everest, on the border between Nepal and China, is 8,849 metres high.
        The Andes run for about 7,000 kilometres along the western side of South America.
        Because the air gets thinner and colder with height, few trees grow near the top of high mountains.
        When rain falls on the windward side of a mountain range, the land behind it stays dry.
        This dry area is called a rain shadow.
        A valley carved by a glacier is U-shaped, while a valley carved by a river is V-shaped.
        The Amazon carries more water than any other river and drains a huge area of rainforest.
        People settle beside rivers because the water is used for drinking, farming and transport.
        """

    public static let vocabulary = """
        Vocabulary list: Week 6
        1. abundant – existing in large amounts
        2. fragile – easily broken or damaged
        3. reluctant – not willing to do something
        4. vivid – very bright and clear
        5. cautious – careful to avoid danger
        6. generous – willing to give more than is expected
        7. ancient – belonging to the very distant past
        8. humble – not proud of yourself
        9. swift – moving very quickly
        10. weary – very tired after a long effort
        11. curious – wanting to know or learn something
        12. gloomy – dark and sad
        """

    /// Written for this project: 24 lines of rhyming verse.
    public static let poem = """
        The Lighthouse Keeper
        Upon the cliff the keeper stands
        With salt and lantern on his hands,
        He climbs the stair at fall of night
        To wake the great revolving light.
        The fishing boats come home from sea
        Across the waves as grey as lead,
        They steer towards the beam that he
        Keeps burning high above his bed.
        The winter storms come roaring in
        And shake the windows in their frames,
        The rain is loud upon the tin,
        The keeper calls the ships by names.
        He writes the weather in a book,
        The wind, the tide, the passing sail,
        And every hour he goes to look
        At how the lamp stands up to gale.
        When morning climbs the eastern hill
        He turns the lantern down to sleep,
        The harbour wakes, the gulls are shrill,
        The boats go out across the deep.
        And though no sailor knows his face,
        They trust the keeper of that place,
        For while the darkness rules the land
        His light is steady, sure and grand.
        """

    /// Maths word problems; the solutions are worked out by hand.
    public static let mathsProblems = """
        Maths: Problem solving
        1. A farmer collects 96 eggs and packs them into boxes of 12. How many boxes does he fill?
        2. Mia buys 4 pencils that cost £0.75 each and pays with a £5 note. How much change does she get?
        3. A bus leaves at 08:40 and arrives at 10:05. How long is the journey in minutes?
        4. A playground is 25 metres long and 16 metres wide. What is its area?
        5. Leo has 60 marbles. He gives a third of them to his brother and 8 to his friend. How many marbles does Leo have left?
        6. A jug holds 2 litres of water. How many cups of 200 millilitres can be poured from two jugs?
        7. A cyclist rides 45 kilometres at an average speed of 15 kilometres per hour. How long does the ride take?
        8. In a class of 25 pupils, 20% have a pet rabbit. How many pupils have a pet rabbit?
        """

    public static let pages: [Page] = [
        Page(name: "photosynthesis", kind: .prose, text: SampleHomework.photosynthesis, solutions: []),
        Page(name: "french-revolution", kind: .prose, text: SampleHomework.frenchRevolution, solutions: []),
        Page(name: "water-cycle", kind: .prose, text: SampleHomework.waterCycle, solutions: []),
        Page(name: "noisy-romans", kind: .prose, text: SampleHomework.noisyRomans, solutions: []),
        Page(name: "geography", kind: .prose, text: geography, solutions: []),
        Page(name: "vocabulary", kind: .vocabulary, text: vocabulary, solutions: []),
        Page(name: "poem", kind: .verse, text: poem, solutions: []),
        Page(name: "maths-word-problems", kind: .maths, text: SampleHomework.mathsWordProblems,
             solutions: [12, 2.5, 7.5, 3, 46, 126, 12, 18, 75, 25, 432, 450, 2000]),
        Page(name: "maths-problem-solving", kind: .maths, text: mathsProblems, solutions: [8, 2, 85, 400, 32, 20, 3, 5]),
    ]
}

extension QualityCorpus {
    /// The corpus with the ground truths of `TestImages/` added (their maths page with its solutions).
    public static func withTestImages() -> [Page] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("TestImages")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".gt.txt") }.sorted()
        var seen = Set<String>()
        let images: [Page] = names.compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                  seen.insert(text).inserted else { return nil } // the same page photographed and scanned counts once
            let isMaths = name.hasPrefix("maths")
            // TestImages' maths page: 48 ÷ 6, 09:15 → 11:45, 120 − 30 − 15, 12 × 7 (and 2 × (12 + 7)), 3 × 1.5 l ÷ 250 ml.
            return Page(name: name, kind: isMaths ? .maths : .prose, text: text, solutions: isMaths ? [8, 150, 75, 84, 38, 18] : [])
        }
        return pages + images
    }
}
