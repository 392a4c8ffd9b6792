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

    /// Biology: terms named in passing ("an enzyme called amylase", "projections called villi"), body parts and substances.
    public static let digestion = """
        The Digestive System

        Digestion is the breakdown of large, insoluble food molecules into small, soluble ones that can be absorbed into the blood. It begins in the mouth, where teeth grind food and saliva starts to break down starch. Saliva contains an enzyme called amylase.

        After swallowing, food travels down the oesophagus to the stomach by a wave of muscle contractions known as peristalsis. The stomach produces hydrochloric acid, which kills most bacteria, and the enzyme pepsin, which begins the digestion of protein.

        Most digestion and absorption happen in the small intestine. The liver makes bile, which is stored in the gall bladder and helps to break fats into small droplets. The inner wall of the small intestine is covered in millions of tiny finger-like projections called villi. Villi give the intestine a very large surface area, so nutrients are absorbed quickly.

        The large intestine absorbs water from the remaining material. What is left, called faeces, leaves the body through the anus. In an adult the whole journey takes between 24 and 72 hours.
        """

    /// History: people with regnal numbers, dates, a sentence opening with "Because", names used as adjectives ("the Catholic faith").
    public static let tudors = """
        The Tudors

        The Tudor period began in 1485, when Henry Tudor defeated Richard III at the Battle of Bosworth and became King Henry VII. His marriage to Elizabeth of York united the houses of Lancaster and York and ended the Wars of the Roses.

        His son, Henry VIII, came to the throne in 1509. Henry VIII married six times. Because the Pope refused to end his first marriage, to Catherine of Aragon, Henry broke with the Roman Catholic Church and made himself head of the Church of England in 1534. Between 1536 and 1541 he closed the monasteries and took their land and wealth.

        Henry's only son, Edward VI, became king at the age of nine and died in 1553. His half-sister Mary I tried to restore the Catholic faith, and almost 300 Protestants were burned for heresy during her reign. The last Tudor monarch, Elizabeth I, ruled for 45 years. In 1588 her navy defeated the Spanish Armada, a fleet sent by Philip II of Spain to invade England. Elizabeth never married, and when she died in 1603 the crown passed to James VI of Scotland.
        """

    /// Physics, as typed Markdown notes: definitions at sentence start ("Friction is a force …"), a worked speed example.
    public static let forces = """
        # Forces and Motion

        A force is a push or a pull. Forces are measured in newtons (N) using a newton meter.

        Friction is a force that acts between two surfaces and opposes motion. Air resistance is a type of friction that acts on objects moving through air. Gravity is the force of attraction between two masses. On Earth, gravity pulls every kilogram of mass with a force of about 10 newtons; this is called the object's weight.

        When the forces on an object are balanced, it stays still or keeps moving at a steady speed. When the forces are unbalanced, the object speeds up, slows down or changes direction.

        Speed is calculated by dividing the distance travelled by the time taken. A cyclist who travels 120 metres in 20 seconds has a speed of 6 metres per second. Isaac Newton described these rules in 1687.
        """

    /// Maths: fractions, decimals, money, a percentage, a time difference and an equation.
    public static let fractions = """
        Fractions and Decimals: Homework 4

        1. Priya has 3/4 of a pizza and eats 1/4 of a pizza. How much pizza does she have left?
        2. A ribbon is 2.5 metres long. Tom cuts off 0.8 metres. How long is the ribbon now?
        3. A school trip costs £12.50 per pupil. How much does it cost for 8 pupils?
        4. There are 36 pupils in a class. 2/3 of them walk to school. How many pupils walk to school?
        5. A jug holds 1.5 litres of juice. How many 250 ml glasses can be filled from the jug?
        6. Sam scored 18 out of 24 in a test. What percentage did he score?
        7. A train leaves at 09:45 and arrives at 11:20. How long is the journey in minutes?
        8. Solve: 4x + 7 = 31
        """

    /// A poem in three rhymed quatrains.
    public static let tidePoem = """
        The Tide Rises

        The grey tide rises on the shore,
        And covers stones it bared before;
        The gulls go wheeling overhead
        Above the weed and oyster bed.

        A fisher mends his tangled net
        While evening sky is amber yet;
        He hums a tune his father knew
        Of boats that sailed and never grew.

        The lantern glows in harbour light,
        The gulls fall silent into night;
        And still the tide, without a sound,
        Comes creeping over sand and ground.
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
        Page(name: "digestion", kind: .prose, text: digestion, solutions: []),
        Page(name: "tudors", kind: .prose, text: tudors, solutions: []),
        Page(name: "forces", kind: .prose, text: forces, solutions: []),
        // 3/4 − 1/4 = 1/2, 2.5 − 0.8 = 1.7, 12.50 × 8 = 100, 2/3 × 36 = 24, 1500 ÷ 250 = 6, 18/24 = 75%, 09:45 → 11:20 = 95, x = 6.
        Page(name: "fractions", kind: .maths, text: fractions, solutions: [0.5, 1.7, 100, 24, 6, 75, 95, 6]),
        Page(name: "tide-poem", kind: .verse, text: tidePoem, solutions: []),
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
