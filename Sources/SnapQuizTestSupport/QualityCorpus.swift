import Foundation
import SnapQuizIngest

/// Pages for `snapquiz-bench quality` and the test that guards its figures: the sample pages, plus pages of kinds
/// the TestImages lack — geography, a vocabulary list, a poem, and maths word problems with their solutions — all
/// written for this project. A page's `text` is what ingest stores for a photo of it: `TextCleanup` has run
/// (hyphenated breaks joined, specks dropped), as it has on every text the generators take.
public enum QualityCorpus {
    /// A page of the corpus: its kind decides which figures apply (maths solutions on maths pages, the prose rules elsewhere).
    public struct Page: Sendable {
        public enum Kind: String, Sendable { case prose, verse, vocabulary, maths }
        public var name: String
        public var kind: Kind
        public var text: String
        /// For maths pages: the solutions a good quiz asks for, as numbers.
        public var solutions: [Double]

        public init(name: String, kind: Kind, text: String, solutions: [Double]) {
            (self.name, self.kind, self.text, self.solutions) = (name, kind, text, solutions)
        }
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

    /// Physics written after the generator: units, series and parallel, a definition by "is a measure of", a date.
    public static let electricity = """
        Electric Circuits

        An electric current is a flow of charge around a circuit. The current is measured in amperes using an ammeter, which must be connected in series with the component. The potential difference across a component is measured in volts with a voltmeter, which is connected in parallel.

        A cell pushes the charge around the circuit. Two or more cells joined together are called a battery. When a switch is open, the circuit is broken and no current flows.

        In a series circuit the components are connected one after another in a single loop, so the same current passes through each of them. If one bulb breaks, all the other bulbs go out. In a parallel circuit each component has its own branch, so a broken bulb does not stop the others from working.

        Resistance is a measure of how hard it is for current to flow through a component. It is measured in ohms. A long, thin wire has a higher resistance than a short, thick one. Metals such as copper are good conductors, while plastic and rubber are insulators because they do not let charge flow easily.

        Michael Faraday discovered electromagnetic induction in 1831. His work led to the electric generator, which turns movement into electrical energy.
        """

    /// Geography written after the generator: layers, compounds ("carbon dioxide", "global warming"), causes.
    public static let rainforest = """
        Tropical Rainforests

        Tropical rainforests grow near the equator, where it is hot and wet all year round. The largest rainforest in the world is the Amazon, which covers much of Brazil and parts of eight other countries. Other large rainforests are found in the Congo Basin in Africa and in Indonesia.

        A rainforest has four layers. The emergent layer is made up of the tallest trees, which can reach 60 metres. Below it is the canopy, a thick roof of leaves where most animals live. The understorey is dark and damp, and the forest floor receives less than two per cent of the sunlight.

        Rainforest soils are surprisingly poor. Heavy rain washes the nutrients out of the soil, a process known as leaching. Dead leaves decompose quickly in the heat, so nutrients are recycled rapidly.

        Every year large areas of rainforest are cut down for cattle ranching, logging and palm oil plantations. This is called deforestation. It destroys the habitats of animals such as the jaguar and the orangutan and adds carbon dioxide to the atmosphere. Because trees absorb carbon dioxide, fewer trees means more global warming.
        """

    /// History written after the generator: words for the same people (children, evacuees), past-tense "when" clauses.
    public static let evacuation = """
        The Evacuation of Children, 1939

        When the Second World War began in September 1939, the government feared that German bombers would attack British cities. Operation Pied Piper moved about one and a half million people, most of them children, from the cities to the countryside in just three days.

        Each child carried a gas mask, a small suitcase and a label with their name and school. They travelled by train, often without knowing where they were going. In the villages, families called hosts chose which children they would look after.

        Some evacuees were happy in their new homes and learned about farming and nature for the first time. Others were homesick or badly treated. Because the expected bombing did not happen at first, many children had returned home by January 1940. This period was known as the Phoney War.

        When the Blitz began in September 1940, London was bombed for 57 nights in a row, and a second wave of evacuation took place.
        """

    /// Maths written after the solver, in other words: pence, a price of one, boxes needed, a sale, per day, a fraction of a class.
    public static let shopMaths = """
        Shopping Problems

        1. A pencil costs 35p. How much do 6 pencils cost?
        2. Mia has £5. She buys a sandwich for £2.40 and a drink for 95p. How much money does she have left?
        3. A box holds 24 eggs. How many boxes are needed for 168 eggs?
        4. A coat costs £60. In a sale the price is reduced by 25%. What is the sale price?
        5. Tom walks 1.2 km to school and 1.2 km home every day. How far does he walk in 5 days?
        6. A bag of 8 apples costs £2. How much does one apple cost?
        7. 3/4 of a class of 28 pupils walk to school. How many pupils walk to school?
        """

    /// More maths in other words, with problems no rule knew (a temperature below zero, now worked out; a distance "in one hour") that must get
    /// no guess.
    public static let mixedMaths = """
        Problem Solving

        1) A baker makes 144 cakes. He puts them in boxes of 12. How many boxes does he fill?
        2) Jo buys 3 comics at £1.20 each. She pays with a £5 note. How much change does she get?
        3) A car travels 45 miles in one hour. How far does it travel in 3 hours?
        4) The temperature was 4 degrees in the morning and fell by 9 degrees by night. What was the temperature at night?
        5) A film starts at 7:15 pm and lasts 1 hour 50 minutes. What time does it finish?
        6) Lily is 12 years old. Her brother is 5 years older. How old is her brother?
        7) A rectangle has a length of 9 cm and a width of 4 cm. What is its perimeter?
        8) There are 5 packs of pencils with 10 pencils in each pack. 7 pencils are lost. How many pencils are left?
        9) A shop sells 250 ice creams on Saturday and 175 on Sunday. How many more were sold on Saturday?
        10) Each of the 6 tables has 4 legs. How many legs are there altogether?
        11) A packet of biscuits costs 85p. How much do 3 packets cost?
        12) A jug holds 2 litres of water. How many 200 ml cups can be filled from it?
        13) Sam had 40 marbles. He lost 12 marbles and then won 7 marbles. How many marbles does he have now?
        14) A bus can carry 52 passengers. How many buses are needed for 300 passengers?
        """

    /// Markdown notes as `ingest notes.md` stores them: facts as bullets, then key words ("Orbit: the curved path …").
    public static let planets = """
        The Solar System

        The planets
        Mercury is the closest planet to the Sun and has no moons.
        Venus is the hottest planet because its thick atmosphere traps heat.
        Earth is the only planet known to support life.
        Mars is called the Red Planet because its surface contains iron oxide.
        Jupiter is the largest planet; it is a gas giant with a Great Red Spot.
        Saturn is famous for its bright rings made of ice and rock.
        Uranus spins on its side, so its poles point towards the Sun.
        Neptune is the windiest planet, with storms faster than 2,000 km per hour.

        Key words
        Orbit: the curved path of a planet around the Sun.
        Gravity: the force that keeps the planets in their orbits.
        Asteroid belt: a ring of rocky objects between Mars and Jupiter.
        """

    /// A glossary of nine entries: fewer than ten, so one entry is asked both ways.
    public static let glossary = """
        Glossary: Rocks and Soil

        igneous rock - rock formed when magma or lava cools and hardens
        sedimentary rock - rock made from layers of sediment pressed together over time
        metamorphic rock - rock changed by great heat and pressure
        erosion - the wearing away of rock by wind, water or ice
        weathering - the breaking down of rock where it is
        fossil - the remains or trace of a living thing preserved in rock
        mineral - a natural solid substance with a particular chemical make-up
        humus - dark material in soil made from rotted plants and animals
        permeable - lets water pass through
        """

    /// A life story: a year in nearly every sentence, which once gave seven year questions of ten.
    public static let curie = """
        Marie Curie

        Marie Curie was born in Warsaw, Poland, in 1867. Because women could not study at the university in Warsaw, she moved to Paris in 1891 and studied physics and mathematics at the Sorbonne.

        In 1895 she married Pierre Curie, a French physicist. Together they studied radioactivity, a word Marie invented. In 1898 they discovered two new elements, polonium and radium. She named polonium after her home country.

        In 1903 Marie and Pierre Curie shared the Nobel Prize in Physics with Henri Becquerel. After Pierre died in a street accident in 1906, Marie took over his teaching post and became the first woman professor at the Sorbonne.

        In 1911 she won a second Nobel Prize, this time in Chemistry. During the First World War she developed mobile X-ray units, which helped doctors find bullets in wounded soldiers. She died in 1934 from an illness caused by years of working with radioactive materials.
        """

    /// A science investigation: aim, numbered method, results and conclusion.
    public static let method = """
        Investigating Dissolving

        Aim: to find out whether the temperature of water changes how quickly sugar dissolves.

        Method
        1. Pour 100 ml of water into a beaker.
        2. Measure the temperature of the water with a thermometer.
        3. Add one teaspoon of sugar and start the stopwatch.
        4. Stir the water gently until all the sugar has dissolved, then stop the stopwatch.
        5. Repeat the test with water at 20 °C, 40 °C and 60 °C.

        Results
        The sugar dissolved in 95 seconds at 20 °C, in 50 seconds at 40 °C and in 22 seconds at 60 °C.

        Conclusion
        Sugar dissolves faster in warmer water because the water particles move faster and break up the sugar crystals more quickly. To make the test fair, we used the same amount of sugar and water each time and stirred at the same speed.
        """

    /// Every page of the corpus, its text cleaned as ingest cleans a photo's reading.
    public static let pages: [Page] = (written + moreMaths + unseen).map(\.cleaned)

    /// Pages that give no offline quiz, each for a known reason. The evacuation page's tenth question was always a
    /// flawed one ("This _____ was known as the Phoney War" with "nature", "evacuation" and "school" beside a time
    /// word; "Some nights were happy in their new homes"; "57 _____ in a row" among "evacuees"): with wrong options of
    /// the key's kind it has nine good questions (issue #11).
    /// TestImages' plants-dim-photo text (141 words, eight sentences, a biology page for the dim-light reading) gives
    /// nine: one question a sentence and at most one pair leave no tenth, and its own question ("What gas do leaves take
    /// in?") is not asked.
    /// TestImages' plants-table-crumple-photo text (two sentences over a table of results, a page for reading a ruled
    /// table on a crumpled sheet) has too few sentences for ten questions.
    public static let withoutQuiz: Set<String> = ["evacuation", "plants-dim-photo.gt.txt", "plants-table-crumple-photo.gt.txt"]

    private static let written: [Page] = [
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
        Page(name: "electricity", kind: .prose, text: electricity, solutions: []),
        Page(name: "rainforest", kind: .prose, text: rainforest, solutions: []),
        Page(name: "evacuation", kind: .prose, text: evacuation, solutions: []),
        Page(name: "planets", kind: .prose, text: planets, solutions: []),
        Page(name: "glossary", kind: .vocabulary, text: glossary, solutions: []),
        Page(name: "curie", kind: .prose, text: curie, solutions: []),
        Page(name: "method", kind: .prose, text: method, solutions: []),
        // 6 × 35p, £5 − £2.40 − 95p, 168 ÷ 24, £60 − 25%, 2 × 1.2 km × 5, £2 ÷ 8, 3/4 × 28.
        Page(name: "shop-maths", kind: .maths, text: shopMaths, solutions: [2.10, 1.65, 7, 45, 12, 0.25, 21]),
        // 144 ÷ 12, £5 − 3 × £1.20, 4 − 9 degrees, 12 + 5, 2 × (9 + 4), 5 × 10 − 7, 250 − 175, 6 × 4, 3 × 85p, 2 l ÷ 200 ml, 40 − 12 + 7,
        // 300 ÷ 52 → 6 (and 7:15 pm + 1 h 50 min = 9:05 pm, a time of day rather than a number).
        Page(name: "mixed-maths", kind: .maths, text: mixedMaths, solutions: [12, 1.4, -5, 17, 26, 43, 75, 24, 2.55, 10, 35, 6]),
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
                .cleaned
        }
        return pages + images
    }
}

extension QualityCorpus.Page {
    /// The page as ingest stores a photo of it.
    var cleaned: Self {
        var page = self
        page.text = TextCleanup.text(text, from: .photo)
        return page
    }
}
