import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// A history page on Boudica got no quiz: "When he died in AD 60, he left half of his kingdom to the Roman emperor Nero"
/// was solved as "60 ÷ 2 = 30. How many is that?", and that one problem with its new-numbers variant made the page a
/// maths sheet, whose prose questions are dropped.
@Suite struct HistoryNotMathsTests {
    static let boudica = """
        History: Boudica

        Boudica was queen of the Iceni, a tribe that lived in what is now Norfolk. Her husband, King Prasutagus, ruled the \
        Iceni as an ally of Rome. When he died in AD 60, he left half of his kingdom to the Roman emperor Nero and half to \
        his daughters.

        The Romans ignored his will. They seized the land, beat Boudica and treated her daughters cruelly. Boudica gathered \
        a huge army from the Iceni and the neighbouring Trinovantes.

        Her army attacked Camulodunum, which is now Colchester, and burned it to the ground. Then they marched on Londinium \
        and Verulamium and destroyed them too. Thousands of people were killed.

        The Roman governor Suetonius Paulinus was fighting in Wales when he heard the news. He gathered about ten thousand \
        soldiers and chose a narrow valley for the battle. Although the Britons had far more warriors, the Romans were \
        better armed and trained. The Britons were defeated, and Boudica is said to have poisoned herself rather than be \
        captured.

        Today a bronze statue of Boudica in her chariot stands beside the River Thames in London.
        """

    @Test func aProblemOfDatesAloneIsNoProblem() {
        let dated = MathsProblem(setup: "When he died in AD 60, he left half of his kingdom to the Roman emperor Nero and half to his daughters.",
                                 question: nil, position: 0)
        #expect(MathsQuestions.datesOnly(dated))
        #expect(!MathsQuestions.datesOnly(MathsProblem(setup: "Find 1/5 of 35.", question: nil, position: 0)))
        #expect(!MathsQuestions.datesOnly(MathsProblem(setup: "In 1990 a farmer planted 60 trees in 5 rows.", question: nil, position: 0)))
    }

    @Test func theHistoryPageGetsAProseQuiz() throws {
        for seed in 1...3 as ClosedRange<UInt64> {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.boudica, title: nil)
            #expect(quiz.questions.count == QuizShape.questionCount)
            #expect(!quiz.questions.contains { $0.question.contains("How many is that?") }, "\(quiz.questions.map(\.question))")
            // "About how many soldiers did Suetonius Paulinus gather and chose a narrow valley …?": one clause asked.
            #expect(!quiz.questions.contains { $0.question.contains("gather and chose") })
        }
        let page = Page(text: Self.boudica, knows: DictionaryWords.knows)
        let gathered = try #require(page.sentences.first { $0.text.hasPrefix("He gathered") })
        let measure = try #require(MeasureQuestions.measure(in: gathered, page: page))
        #expect(measure.stem.hasSuffix("gather?"), "\(measure.stem)")
    }

    /// "… two calendars, one of 365 days and one of 260 days" was made false as "one of 1428 days": a year of the page,
    /// which it gives with no unit, is no number of days.
    @Test func aYearIsNoNumberOfDays() {
        let page = Page(text: """
            History: The Aztecs

            The Aztecs ruled a great empire in Mexico from about 1428 until 1521. The Aztecs wrote with pictures called \
            glyphs, and they used two calendars, one of 365 days and one of 260 days. In 1519 the Spanish soldier Hernan \
            Cortes arrived with a small army.
            """, knows: DictionaryWords.knows)
        #expect(!page.sameMeasure("365", "1428") && !page.sameMeasure("365", "1519"))
        #expect(page.sameMeasure("365", "260"))
    }
}

/// Life stories of the 1800s were filed by their keywords alone: Brunel's "Medieval history", Dickens's "Revolutions"
/// (for "Parliament"), Mary Seacole's "World wars" (the Crimean "war"). A history page's years say its period.
@Suite struct HistoryPeriodTests {
    @Test func aHistoryPageIsFiledByTheYearsItDates() {
        let dickens = """
            Charles Dickens was born in Portsmouth in 1812. Later he worked as a reporter in Parliament. In 1836 he began \
            to write stories. He died at his home in Kent in 1870.
            """
        #expect(TopicClassifier.classify(dickens).subtopic == "Modern history")
        let seacole = "Mary Seacole was born in 1805. In 1854 the Crimean War began, and she cared for soldiers in the war. She died in 1881."
        #expect(TopicClassifier.classify(seacole).subtopic == "Modern history")
        // A revolution the page names keeps its subtopic; an ancient page's years are its finds'.
        #expect(TopicClassifier.classify("The French Revolution began in 1789. The king was executed in 1793 and France became a republic.").subtopic
                == "Revolutions")
        #expect(TopicClassifier.classify("The pharaoh was buried in a pyramid in ancient Egypt. His tomb was found in 1922 and opened in 1923.").subtopic
                == "Ancient history")
        #expect(TopicClassifier.classify("In 1066 the Normans invaded England. William built a castle in 1070 and the knights took land.").subtopic
                == "Medieval history")
    }
}
