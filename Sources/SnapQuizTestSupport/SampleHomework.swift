/// Homework-like pages as OCR returns them (line breaks mid-sentence, a heading, list markers), shared by the
/// generator tests and `snapquiz-bench generate`.
public enum SampleHomework {
    public static let photosynthesis = """
        Photosynthesis
        Photosynthesis is the process by which green plants make their own food using
        light energy from the Sun. It takes place mainly in the leaves, inside small
        structures called chloroplasts. Chloroplasts contain a green pigment called chlorophyll,
        which absorbs sunlight. Plants take in carbon dioxide from the air through tiny pores
        called stomata. Water is absorbed from the soil by the roots and carried to the leaves
        through the xylem. Using light energy, the plant turns carbon dioxide and water into
        glucose and oxygen. The oxygen is released into the air as a waste product. Glucose is
        used for respiration or stored as starch. In 1779 Jan Ingenhousz showed that plants need
        light to produce oxygen. The rate of photosynthesis increases with light intensity until
        another factor becomes limiting. Temperature also affects the rate because the reactions
        are controlled by enzymes. Most enzymes in plants work best at about 25 degrees Celsius.
        Without photosynthesis there would be almost no oxygen in the atmosphere for animals.
        """

    public static let frenchRevolution = """
        The French Revolution
        1. The French Revolution began in 1789 when the people of Paris stormed the Bastille,
        a royal fortress and prison. 2. At that time France was ruled by King Louis XVI and
        his wife Marie Antoinette. 3. Society was divided into three estates: the clergy, the
        nobility and the common people. 4. The Third Estate paid most of the taxes but had little
        power. 5. In August 1789 the National Assembly issued the Declaration of the Rights of
        Man and of the Citizen. 6. The monarchy was abolished in 1792 and France became a republic.
        7. Louis XVI was executed by guillotine in January 1793. 8. During the Reign of Terror,
        led by Maximilien Robespierre, thousands of suspected enemies were executed.
        9. Robespierre himself was arrested and executed in 1794. 10. In 1799 Napoleon Bonaparte
        seized power and later crowned himself Emperor in 1804.
        Answer the questions below in full sentences.
        """

    public static let mathsWordProblems = """
        Maths homework - Word problems
        Read each problem carefully and show your working.
        a) A baker makes 144 muffins and packs them into boxes of 12 muffins each.
        b) Sarah buys 3 notebooks that cost £2.50 each and pays with a £10 note.
        c) A train leaves the station at 9:15 and travels 180 kilometres at an average speed of 60 kilometres per hour.
        d) A rectangular garden is 14 metres long and 9 metres wide, so its perimeter is 46 metres.
        e) In a class of 30 pupils, 40% walk to school and the rest come by bus.
        f) Tom saved 25 pounds in March and twice as much in April, so he saved 75 pounds in total.
        g) A water tank holds 500 litres and a pipe fills it at 20 litres per minute.
        h) The temperature at midnight was -4 degrees and by noon it had risen by 11 degrees to 7 degrees.
        i) A cinema has 18 rows of seats with 24 seats in each row, giving 432 seats altogether.
        j) A recipe for 4 people uses 300 grams of flour, so a recipe for 6 people needs 450 grams.
        k) Amir runs 5 laps of a 400 metre track every morning, which is 2000 metres a day.
        """

    public static let waterCycle = """
        THE WATER CYCLE
        The water cycle describes how water moves between the oceans, the atmosphere and the land.
        Heat from the Sun causes water in oceans, lakes and rivers to evaporate and become water
        vapour. This process is called evaporation. Plants also release water vapour from their
        leaves in a process called transpiration. As the warm, moist air rises it cools, and the
        vapour turns back into tiny droplets of liquid water. This change is called condensation,
        and the droplets form clouds. When the droplets join together and become too heavy, they fall
        as precipitation such as rain, snow, sleet or hail. Some of the water soaks into the ground
        and becomes groundwater, which slowly flows back to the sea. Water that flows over the
        surface of the land into streams and rivers is called surface runoff. About 97 percent of
        the water on Earth is salt water found in the oceans. Only about 3 percent is fresh water,
        and most of that is frozen in glaciers and ice caps in Antarctica and Greenland.
        """

    /// A history page with the slips Tesseract makes on a phone photo: rn for m, stray marks, a hyphenated break.
    public static let noisyRomans = """
        Tbe Roman Empire
        The Roman Ernpire was one of the largest empires in the ancient world. At its height in
        117 AD, under the emperor Trajan, it stretched from Britain to Egypt. Rome was founded,
        according to legend, by Romulus and Remus in 753 BC. The city was first ruled by kings,
        then became a republic in 509 BC. Julius Caesar was assassinated in 44 BC by a group of
        senators led by Brutus and Cassius. His adopted son Octavian became the first emperor
        and took the name Augustus in 27 BC. The Romans built roads, aqueducts and bath-
        houses across their empire. Latin, the language of the Romans, is the root of Italian,
        French and Spanish. The Western Roman Empire fell in 476 AD when the last emperor,
        Romulus Augustulus, was removed by Odoacer. | ~ ‘ ,
        Hadrian's Wall was built across northern Britain in 122 AD to guard the frontier.
        """

    /// Every page, named.
    public static let pages: [(name: String, text: String)] = [
        ("photosynthesis", photosynthesis), ("french-revolution", frenchRevolution),
        ("maths-word-problems", mathsWordProblems), ("water-cycle", waterCycle),
        ("noisy-romans", noisyRomans),
    ]
}
