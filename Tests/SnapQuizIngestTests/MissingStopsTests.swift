import Testing
import SnapQuizLexicon
@testable import SnapQuizIngest

@Suite struct MissingStopsTests {
    /// A blurred photo of a page of prose lost two stops between sentences.
    @Test func aLostStopBeforeASentenceOpenerComesBack() {
        #expect(MissingStops().apply(["In 1970 the Aswan High Dam was completed in southern Egypt The dam controls"])
            == ["In 1970 the Aswan High Dam was completed in southern Egypt. The dam controls"])
        #expect(MissingStops().apply(["and the Blue Nile starts at Lake Tana in Ethiopia The two rivers meet at"])
            == ["and the Blue Nile starts at Lake Tana in Ethiopia. The two rivers meet at"])
    }

    /// A maths photo under a coloured lamp lost its faint stops, and the problems ran into their questions ("boxes of 6
    /// How many boxes does she fill?"): no problem could be solved. A question word opens a sentence, after a word or a
    /// number.
    @Test func aLostStopBeforeAProblemsQuestionComesBack() {
        #expect(MissingStops().apply(["A farmer plants 36 trees in rows of 4 How many rows does he plant?"])
            == ["A farmer plants 36 trees in rows of 4. How many rows does he plant?"])
        #expect(MissingStops().apply(["A pond is 9 metres long and 5 metres wide What is its area?"])
            == ["A pond is 9 metres long and 5 metres wide. What is its area?"])
        // Inside a sentence a question word is lower case, and a name the page writes after a number stays.
        #expect(MissingStops().apply(["She asked how many were left and what they cost in 1990 Paris"])
            == ["She asked how many were left and what they cost in 1990 Paris"])
    }

    /// A photo of a page about cells lost the comma before "which" and read its w as a capital: a sentence the question
    /// word would open ends in a stop, so it is a clause, and no stop goes before it.
    @Test func noStopBeforeAQuestionWordThatAsksNothing() {
        let lines = ["The large vacuole is filled with cell sap Which keeps the cell firm."]
        #expect(MissingStops().apply(lines) == lines)
    }

    /// A blurred photo of a history page lost stops before prepositions that open sentences, read one as a comma, and
    /// lost one at a line's end.
    @Test func aStopLostBeforeAPrepositionAfterACommaOrAtALineEndComesBack() {
        #expect(MissingStops().apply(["the city was founded by the brothers Romulus and Remus After many wars the"])
            == ["the city was founded by the brothers Romulus and Remus. After many wars the"])
        #expect(MissingStops().apply(["In 1066 William became king, The new king built castles"])
            == ["In 1066 William became king. The new king built castles"])
        #expect(MissingStops().apply(["Monasteries", "", "The monks copied books by hand and kept them in the library", "Their abbot was a scholar."])
            == ["Monasteries", "", "The monks copied books by hand and kept them in the library.", "Their abbot was a scholar."])
    }

    /// The history photo lost the stop before "Soldiers": a sentence of 45 words. Here a new one, against the real dictionary.
    @Test func aRunOnSentenceIsEndedBeforeACapitalisedCommonWord() throws {
        try #require(Lexicon.shared != nil, "install hunspell-en-us and hunspell-en-gb")
        let lines = ["The monks of the abbey copied books by hand in a quiet room and kept", "them in a library near the river Wear for the use of the",
                     "scholars Visitors from many lands came to read them and left gifts of gold, and the abbey grew rich."]
        #expect(MissingStops().apply(lines)[2] == "scholars. Visitors from many lands came to read them and left gifts of gold, and the abbey grew rich.")
        // Twenty words make a run-on too: a tilted photo lost "frontier. Soldiers" in 26 words, a shadowed one "vapour. Plants" in 25.
        #expect(MissingStops().apply(["Bees carry pollen from flower to flower on the hairs of their legs as they feed in a meadow Farmers rely on them to pollinate crops."])
            == ["Bees carry pollen from flower to flower on the hairs of their legs as they feed in a meadow. Farmers rely on them to pollinate crops."])
        // A shorter sentence keeps its capitals ("the great Fire of London"), and so does a name the page prints twice.
        let kept = ["In the summer of 1666 the great Fire of London burned for four days.",
                    "The monks of the abbey copied books by hand in a quiet room and kept them in a library near the river Wear for",
                    "the use of the scholars Visitors from many lands came to read them and left gifts of gold, and the abbey grew rich",
                    "from the Visitors who came."]
        #expect(MissingStops().apply(kept) == kept)
        // A photo that capitalises common words at random shows no sentence by them.
        let stray = ["The monks of the Abbey copied books by hand in a quiet Room and kept", "them in a library near the river Wear for the use of the",
                     "scholars Visitors from many lands came to read them and left Gifts of gold, and the abbey grew rich."]
        #expect(MissingStops().apply(stray) == stray)
        // A name after someone's animal or kin is its name: "… and in 1833 Mary's dog. Tray was killed …" was cut so.
        let named = ["The best finds came after winter storms, when landslides exposed new fossils, and in 1833 Mary's dog Tray was killed by a falling rock."]
        #expect(MissingStops().apply(named) == named)
    }

    /// A history photo lost two stops mid-line after a name: "… the river Tiber in Italy According to legend it was
    /// founded …" and "… Latin spread across Europe Hadrian's Wall was built …". In a run-on sentence, a common word
    /// that is no part of a name, or a second name that is the subject of a verb, opens a new sentence after a name.
    @Test func aRunOnSentenceIsEndedAfterANameBeforeANewClause() throws {
        try #require(Lexicon.shared != nil && WordNet.shared != nil, "install hunspell-en-us, hunspell-en-gb and wordnet-base")
        #expect(MissingStops().apply(["The monks sailed from the coast of Ireland to the small island of Iona off Scotland According to the chronicle they built a church there."])
            == ["The monks sailed from the coast of Ireland to the small island of Iona off Scotland. According to the chronicle they built a church there."])
        #expect(MissingStops().apply(["The Normans built many castles of wood and later of stone, and French spread across England Durham's Cathedral was begun in 1093 by a bishop."])
            == ["The Normans built many castles of wood and later of stone, and French spread across England. Durham's Cathedral was begun in 1093 by a bishop."])
        #expect(MissingStops().apply(["The traders sailed from the ports of Spain towards Egypt Alexandria Harbour was the busiest of them all in those long years."])
            == ["The traders sailed from the ports of Spain towards Egypt. Alexandria Harbour was the busiest of them all in those long years."])
        // A name of several words goes on: a noun ("Sea", "Wall"), a first name's surname, a title's name.
        let kept = [
            "The ships of the merchants sailed every spring from the ports of Phoenicia across the Mediterranean Sea to trade in tin and in purple cloth.",
            "In the spring of that year a long letter to the senators from Julius Caesar was read aloud in the forum to a large and silent crowd.",
            "In the second century of our era the wise and careful old emperor Marcus Aurelius was fighting the tribes along the river Danube.",
            "After many years of travel the old scholar came back from Greece with books that the young students of Paris read for many years.",
            // A surname the dictionary knows as a rare word WordNet does not ("caird", a Scots tinker): part of the name.
            "He sailed 800 miles in a small boat called the James Caird to reach South Georgia, where there was a whaling station.",
        ]
        #expect(MissingStops().apply(kept) == kept)
    }

    /// A photo of the water cycle lost the faint stops at six of its lines' ends ("… the oceans and the air" / "Energy from
    /// the Sun …"), and its quiz took two sentences for one each time. A common word with a capital that opens the next
    /// line starts a sentence; a name the page prints inside a line, a line that leads on, or verse's "And" do not.
    @Test func aStopLostAtALineEndBeforeACapitalisedCommonWordComesBack() throws {
        try #require(Lexicon.shared != nil, "install hunspell-en-us and hunspell-en-gb")
        let bees = ["Bees", "", "Honey bees visit thousands of flowers every day to collect nectar", "Pollen sticks to the hairs on their legs and bodies as they feed",
                    "As a bee moves between flowers it carries pollen to the next one", "Farmers rely on bees to pollinate many of the crops they grow",
                    "Questions: Why do bees visit flowers? What do farmers need bees for?"]
        #expect(MissingStops().apply(bees) == [
            "Bees", "", "Honey bees visit thousands of flowers every day to collect nectar.", "Pollen sticks to the hairs on their legs and bodies as they feed.",
            "As a bee moves between flowers it carries pollen to the next one.", "Farmers rely on bees to pollinate many of the crops they grow.",
            "Questions: Why do bees visit flowers? What do farmers need bees for?",
        ])
        let kept = [
            "Every evening the monks thanked God for the harvest, and each morning they praised", "God again in the chapel of the abbey.", "",
            "The probe flew on through space for three long years towards", "Mercury and its hot and rocky surface.", "",
            "The wind blew cold across the open moor tonight", "And all the trees bent low beneath the sky",
        ]
        #expect(MissingStops().apply(kept) == kept)
    }

    /// A cloth photo of the water cycle lost the colon of its label line ("fresh water" / "Questions Which process …"):
    /// the stop the line's own rule puts after the label must count when the line above is ended, as it did when the
    /// stored text was cleaned again.
    @Test func aLabelWhoseColonWasLostEndsTheLineAbove() throws {
        try #require(Lexicon.shared != nil, "install hunspell-en-us and hunspell-en-gb")
        let lines = ["Bees", "", "Honey bees visit thousands of flowers every day and carry pollen home", "Questions Why do bees visit flowers? What do they carry?"]
        #expect(MissingStops().apply(lines)
            == ["Bees", "", "Honey bees visit thousands of flowers every day and carry pollen home.", "Questions. Why do bees visit flowers? What do they carry?"])
    }

    @Test func titlesAndRealSentencesStay() {
        let kept = [
            "He was the leader of The Beatles in those years.",      // a title: capitals go on
            "We read The lion and the mouse in class.",              // after a word that leads on
            "The dam controls the floods. It also makes power.",     // the stop is there
            "Vitamin A is found in carrots.",                        // no "A" among the openers
            "in Egypt The",                                          // nothing after the opener
            "We sang Somewhere Over the Rainbow at the concert.",    // a title: its small word, then a capital
            "They watched Gone With the Wind on Sunday.",
            "The castle was built of stone, and the walls were thick", // a comma before a word in lower case
            "How Many people live here?",                            // after a question word
            "The Sun heats water In rivers, lakes and seas.",        // a stray capital: a preposition opens only after a name
        ]
        #expect(MissingStops().apply(kept) == kept)
        // A heading is no sentence of the paragraph under it; a short line is not ended either.
        let headed = ["History of Rome", "The city grew quickly over many years.", "Rivers and seas", "The water flows."]
        #expect(MissingStops().apply(headed) == headed)
        // Lines of verse end without stops.
        let verse = ["The Rose", "", "My love is like a summer rose in bloom", "Its petals open wide at break of day", "And every bee that passes sings of you",
                     "The bees fly home across the meadow grass"]
        #expect(MissingStops().apply(verse) == verse)
        // Prose whose lines open with names is no verse: its lines are wrapped at one width.
        let prose = ["In 1066 the Normans crossed the narrow sea from France and Duke", "William defeated King Harold near Hastings after a long and",
                     "bloody day of fighting. William was crowned king at Christmas and", "Normans, his lords, built great castles of wood and then of stone",
                     "The king also ordered a great survey of the land."]
        #expect(MissingStops().apply(prose)[3] == "Normans, his lords, built great castles of wood and then of stone.")
    }
}
