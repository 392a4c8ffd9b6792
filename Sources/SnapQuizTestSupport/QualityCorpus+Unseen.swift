/// Pages written for issue 11 by someone reading quizzes as a teacher would, on subjects and shapes the corpus lacked
/// (chemistry; a worksheet with sub-headings): they keep the rules that came of reading them (half of a compound, a
/// false statement of any noun, a defined term of another kind) guarded by the corpus figures.
extension QualityCorpus {
    public static let acidsAlkalis = """
        Chemistry: Acids and Alkalis

        Acids are substances that have a sour taste and can be corrosive.
        Lemon juice and vinegar are weak acids that we use in food.
        Hydrochloric acid is a strong acid found in the stomach, where it helps to kill bacteria.
        Alkalis are substances that feel soapy and can dissolve grease.
        Sodium hydroxide is a strong alkali used to make soap and to clear blocked drains.
        The pH scale measures how acidic or alkaline a solution is.
        It runs from 0 to 14.
        A solution with a pH below 7 is acidic, and a solution with a pH above 7 is alkaline.
        Pure water has a pH of exactly 7, so it is neutral.
        Scientists use indicators to find out whether a substance is an acid or an alkali.
        Universal indicator changes colour across the whole pH scale, turning red in strong acids and purple in strong alkalis.
        Litmus paper turns red in an acid and blue in an alkali.
        When an acid reacts with an alkali, the two substances cancel each other out.
        This reaction is called neutralisation, and it produces a salt and water.
        Farmers spread lime on fields when the soil is too acidic for their crops.
        Toothpaste is slightly alkaline, so it neutralises the acids made by bacteria in the mouth.
        A bee sting is acidic and can be soothed with bicarbonate of soda, which is a weak alkali.
        Always wear safety goggles when you work with acids and alkalis in the laboratory.
        """

    public static let coasts = """
        Geography: Coastal Erosion

        How the sea shapes the coast
        Waves are made by the wind blowing across the surface of the sea.
        Destructive waves are tall and powerful, and they wear away the coast.
        Constructive waves are low and gentle, and they build up beaches by leaving sand and shingle behind.
        The wearing away of rock by the sea is called erosion.
        Hydraulic action happens when waves force air into cracks in the cliff, and the pressure breaks the rock apart.
        Abrasion happens when waves throw pebbles against the cliff and scrape it like sandpaper.

        Landforms of erosion
        A headland is a piece of hard rock that sticks out into the sea.
        Softer rock on either side is worn away faster and forms a bay.
        Waves attack a crack in the headland and widen it into a cave.
        When the cave cuts right through the headland, it becomes an arch.
        Over time the roof of the arch collapses, leaving a tall pillar of rock called a stack.
        Old Harry Rocks in Dorset are a famous example of stacks.

        Protecting the coast
        Longshore drift moves sand along the beach in the direction of the wind.
        Wooden fences called groynes are built across beaches to trap the sand.
        Sea walls protect towns from the waves, but they are very expensive to build.
        """

    static let unseen: [Page] = [
        Page(name: "acids-alkalis", kind: .prose, text: acidsAlkalis, solutions: []),
        Page(name: "coasts", kind: .prose, text: coasts, solutions: []),
    ]
}
