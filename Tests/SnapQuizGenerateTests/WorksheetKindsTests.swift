import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// Two common worksheets that got no quiz: a drill of sums with the answers left blank ("7 × 8 ="), read as a poem
/// ("In the poem, which line comes right after “2. 56 ÷ 7 =”?"), and a French word list, whose words were taken for
/// misreads.
@Suite struct WorksheetKindsTests {
    static let drill = """
        Mental Maths Practice

        1. 7 × 8 =
        2. 56 ÷ 7 =
        3. 345 + 278 = ____
        4. 1000 − 463 =
        5. 3/4 of 32 =
        6. 0.6 × 5 = …
        7. 25% of 80 =
        8. 12² =
        9. Round 4,768 to the nearest hundred.
        10. Write 0.75 as a fraction.
        """

    @Test func aDrillOfSumsWithBlankAnswersIsSolvedNotReadAsAPoem() throws {
        let problems = MathsPages.problems(in: Self.drill)
        let solved = problems.compactMap { MathsSolver.solve($0)?.value }
        for expected in [56.0, 8, 623, 537, 24, 3, 20] { #expect(solved.contains(expected), "\(expected) not among \(solved)") }
        #expect(VerseQuestions.lines(of: Page(text: Self.drill, knows: DictionaryWords.knows)) == nil)
        let quiz = try OfflineQuizGenerator(randomSeed: 2).generate(from: Self.drill, title: nil)
        #expect(!quiz.questions.contains { $0.question.contains("poem") })
        #expect(quiz.questions.filter { QuizQuality.kind(of: $0) == "quantity or calculation" }.count == 10)
        // A sum whose answer is printed is no drill item to solve: "7 × 8 = 56" stays as it was.
        #expect(MathsPages.problems(in: "1. 7 × 8 = 56\n2. 6 × 6 = 36").allSatisfy { !$0.setup.hasSuffix("?") })
    }

    static let french = """
        French Vocabulary: At School

        le cahier - the exercise book
        le crayon - the pencil
        la gomme - the rubber
        la règle - the ruler
        le stylo - the pen
        la trousse - the pencil case
        le professeur - the teacher
        la cantine - the canteen
        la bibliothèque - the library
        le cartable - the school bag
        """

    @Test func aForeignWordListsWordsAreThePagesOwn() throws {
        let words = WordCheck(page: Self.french, knows: DictionaryWords.knows)
        #expect(words.isClean("la bibliothèque") && words.isClean("le cartable"))
        // Elsewhere the same words are no words: a misread looks like them.
        #expect(!WordCheck(page: "The cartable was on the table. The gomme was there too.", knows: DictionaryWords.knows).isClean("cartable"))
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.french, title: nil)
        #expect(quiz.questions.contains { $0.question.hasPrefix("Which word means") })
        for question in quiz.questions where question.question.hasPrefix("Which word means") {
            let meaning = question.question.split(separator: "“")[1].prefix { $0 != "”" }
            #expect(Self.french.contains("\(question.options[question.correctIndex]) - \(meaning)"))
        }
        #expect(quiz.topic == "French" && quiz.subtopic == "Vocabulary")
    }

    /// A word list is filed under its language, told by its articles; an English list, or one whose articles are shared
    /// by several languages ("la", "un"), is not.
    @Test func aWordListIsFiledUnderItsLanguage() throws {
        let german = "Im Klassenzimmer\n\nder Tisch = the table\nder Stuhl = the chair\ndie Tafel = the board\ndas Buch = the book\ndas Heft = the exercise book\n"
        #expect(VocabularyQuestions.language(of: Page(text: german, knows: DictionaryWords.knows)) == "German")
        let spanish = "La familia\n\nel padre - the father\nla madre - the mother\nel hermano - the brother\nlos abuelos - the grandparents\n"
        #expect(VocabularyQuestions.language(of: Page(text: spanish, knows: DictionaryWords.knows)) == "Spanish")
        let shared = "Words\n\nla casa - the house\nla mesa - the table\nun gato - a cat\nla luna - the moon\n"
        #expect(VocabularyQuestions.language(of: Page(text: shared, knows: DictionaryWords.knows)) == nil)
        let english = "Weather words\n\nhumid - damp and warm\ndrizzle - light rain\ngale - a very strong wind\nfrost - ice on the ground\n"
        #expect(VocabularyQuestions.language(of: Page(text: english, knows: DictionaryWords.knows)) == nil)
    }
}

/// A timeline is asked who did what, not only when.
@Suite struct TimelinePeopleTests {
    static let space = """
        The Space Race: A Timeline

        1957 - The Soviet Union launches Sputnik 1, the first artificial satellite.
        1957 - A dog called Laika becomes the first animal to orbit the Earth.
        1961 - Yuri Gagarin becomes the first person to travel into space.
        1962 - John Glenn becomes the first American to orbit the Earth.
        1963 - Valentina Tereshkova becomes the first woman in space.
        1965 - Alexei Leonov makes the first spacewalk.
        1969 - Neil Armstrong and Buzz Aldrin land on the Moon during the Apollo 11 mission.
        1971 - The Soviet Union launches Salyut 1, the first space station.
        1975 - American and Soviet spacecraft dock together in orbit for the first time.
        1998 - Work begins on the International Space Station.
        """

    @Test func theTimelinesPeopleAreAskedWhoDidWhat() throws {
        let page = Page(text: Self.space, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let found = TimelinePeople.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let keys = Dictionary(found.map { ($0.question.question, $0.answer) }, uniquingKeysWith: { a, _ in a })
        #expect(keys["In 1963, who becomes the first woman in space?"] == "Valentina Tereshkova")
        #expect(keys["In 1961, who becomes the first person to travel into space?"] == "Yuri Gagarin")
        let people: Set<String> = ["Yuri Gagarin", "John Glenn", "Valentina Tereshkova", "Alexei Leonov"]
        for candidate in found {
            // Two people are no one answer, and a country is no one.
            #expect(Set(candidate.question.options).isSubset(of: people), "\(candidate.question.options)")
        }
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.space, title: nil)
        #expect(quiz.questions.contains { $0.question.contains(", who ") })
    }

    /// The present verb is the line's verb, not a participle before it; a long line no rule reads is no event's name.
    @Test func whenStemsReadTheLinesVerb() {
        let page = Page(text: Self.space, knows: DictionaryWords.knows)
        let stems = page.sentences.filter(\.isDatedLine).compactMap { RecallQuestions.timelineEvent($0, page: page)?.stem }
        #expect(stems.contains("When did a dog called Laika become the first animal to orbit the Earth?"), "\(stems)")
        #expect(!stems.contains { $0.contains("take place") }, "\(stems)")
    }
}

/// A revision sheet of questions with their answers is asked its own questions, keyed by its answers.
@Suite struct RevisionAnswersTests {
    static let tudors = """
        Revision: The Tudors (Questions and Answers)

        Q: Who was the first Tudor king?
        A: Henry VII, who won the Battle of Bosworth in 1485.

        Q: How many wives did Henry VIII have?
        A: Henry VIII had six wives.

        Q: Why did Henry VIII break away from the Catholic Church?
        A: The Pope would not let him divorce Catherine of Aragon, so he made himself head of the Church of England.

        Q: Who was Henry VIII's only son?
        A: Edward VI, who became king at the age of nine.

        Q: Which Tudor queen defeated the Spanish Armada?
        A: Elizabeth I defeated the Spanish Armada in 1588.

        Q: Who was the last Tudor monarch?
        A: Elizabeth I, who died in 1603 without children.

        Q: Who sailed around the world for Queen Elizabeth?
        A: Francis Drake, who returned to England in 1580.

        Q: Who was executed on the orders of Elizabeth I?
        A: Mary, Queen of Scots, who was executed in 1587.

        Q: How many children did Henry VIII have who lived to adulthood?
        A: Henry VIII had three children who lived to adulthood.

        Q: Who wrote plays such as Romeo and Juliet in Tudor times?
        A: William Shakespeare, who was born in Stratford-upon-Avon.
        """

    @Test func theSheetsQuestionsAreAskedWithItsAnswersAsKeys() throws {
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        #expect(RevisionAnswers.pairs(of: page).count == 10)
        #expect(RevisionAnswers.key("Who was the first Tudor king?", in: "Henry VII, who won the Battle of Bosworth in 1485.")?.key == "Henry VII")
        #expect(RevisionAnswers.key("How many wives did Henry VIII have?", in: "Henry VIII had six wives.")?.key == "six")
        #expect(RevisionAnswers.key("Why did Henry VIII break away from the Catholic Church?", in: "The Pope would not let him.") == nil)
        // It is no word list: "What does “Q” mean?".
        #expect(VocabularyQuestions.entries(of: page).isEmpty)
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.tudors, title: nil)
        #expect(!quiz.questions.contains { $0.question.contains("“Q”") || $0.question.contains("“A”") || $0.question.contains("A: ") })
        let keys = Dictionary(quiz.questions.map { ($0.question, $0.options[$0.correctIndex]) }, uniquingKeysWith: { a, _ in a })
        if let first = keys["Who was the first Tudor king?"] { #expect(first == "Henry VII") }
        #expect(keys.keys.contains { RevisionAnswers.pairs(of: page).map(\.question).contains($0) })
        for question in quiz.questions where question.question.hasPrefix("Who ") {
            #expect(!question.options.contains { ["Pope", "The Pope", "Church of England", "Battle of Bosworth"].contains($0) }, "\(question.options)")
        }
    }

    @Test func aPersonNamedThenDescribedByWhoIsAskedWho() {
        #expect(RelativeWho.clause(in: "Edward VI, who became king at the age of nine.")?.name == "Edward VI")
        #expect(RelativeWho.clause(in: "Edward VI, who became king at the age of nine.")?.doing == "became king at the age of nine")
        #expect(RelativeWho.clause(in: "The divorce of Catherine of Aragon, who was born in Spain, angered the Pope.")?.name == "Catherine of Aragon")
        // Whose wife, the stem could not say.
        #expect(RelativeWho.clause(in: "The divorce of Catherine of Aragon, who was his first wife, angered the Pope.") == nil)
        // Not a deed: "who lives", "who is".
        #expect(RelativeWho.clause(in: "Sam, who lives next door, has a dog.") == nil)
    }
}

/// A table of figures, as OCR reads one (a name and its numbers a line, under a header of the columns' names), is asked
/// its cells: a page of two sentences and a table got no quiz.
@Suite struct TableQuestionsTests {
    static let planets = """
        The Planets of the Solar System

        The Solar System has eight planets. The four inner planets are small and rocky.
        The four outer planets are giant planets made mostly of gas and ice.

        Planet Distance from the Sun (million km) Moons
        Mercury 58 0

        Venus 108 0

        Earth 150 1

        Mars 228 2

        Jupiter 778 95

        Saturn 1,427 146

        Uranus 2,871 28

        Neptune 4,498 16

        Jupiter is the largest planet. It is more than eleven times wider than the Earth.
        Venus is the hottest planet because its thick atmosphere traps heat.
        """

    @Test func aTablesColumnsAndRowsAreRead() throws {
        let table = try #require(TableQuestions.tables(in: Self.planets).first)
        #expect(table.rowNoun == "planet")
        #expect(table.columns == ["Distance from the Sun (million km)", "Moons"])
        #expect(table.rows.count == 8)
        #expect(table.rows[5].name == "Saturn" && table.rows[5].figures == ["1,427", "146"])
        // With "|" between the cells as well.
        let piped = "Rainfall\n\nMonth | Rain (mm) | Sunny days\nJanuary | 80 | 4\nFebruary | 62 | 6\nMarch | 55 | 9\nApril | 40 | 12\n"
        let other = try #require(TableQuestions.tables(in: piped).first)
        #expect(other.rowNoun == "month" && other.columns == ["Rain (mm)", "Sunny days"] && other.rows.count == 4)
    }

    @Test func noTableInProseATimelineOrGluedColumns() {
        #expect(TableQuestions.tables(in: QualityCorpus.digestion).isEmpty)
        #expect(TableQuestions.tables(in: "Dates\n\n1066 Battle of Hastings\n1215 Magna Carta\n1348 Black Death\n1485 Bosworth\n").isEmpty)
        // A column of words beside the names ("France Paris 68") under "Country Capital Population (millions)".
        let glued = "Europe\n\nCountry Capital Population (millions)\nFrance Paris 68\nSpain Madrid 48\nItaly Rome 59\nGermany Berlin 84\n"
        #expect(TableQuestions.tables(in: glued).isEmpty)
        // Three rows are no table.
        #expect(TableQuestions.tables(in: "Planet Moons\nEarth 1\nMars 2\nJupiter 95\n").isEmpty)
    }

    @Test func aTablesQuestionsAreKeyedByItsCells() throws {
        let quiz = try OfflineQuizGenerator(randomSeed: 2).generate(from: Self.planets, title: nil)
        #expect(quiz.questions.count == 10)
        let table = try #require(TableQuestions.tables(in: Self.planets).first)
        var asked = 0
        for question in quiz.questions {
            let key = question.options[question.correctIndex]
            if let match = try? #/What number does the table give for (\w+) under “(.+)”\?/#.wholeMatch(in: question.question) {
                asked += 1
                let row = try #require(table.rows.first { $0.name == String(match.1) })
                let column = try #require(table.columns.firstIndex(of: String(match.2)))
                #expect(key == row.figures[column])
                // The wrong options are the column's other figures.
                #expect(question.options.allSatisfy { option in table.rows.contains { $0.figures[column] == option } })
            }
            if question.question.contains("the largest number under “Moons”") { #expect(key == "Saturn") }
            // No prose question quotes the table's lines.
            #expect(!question.options.contains { $0.contains("Mercury 58") })
        }
        #expect(asked >= 3)
    }
}

/// A method (numbered steps that say what to do) is asked what comes next, where things go and how long a step takes.
@Suite struct ProcedureQuestionsTests {
    static let pancakes = """
        Making Pancakes

        Ingredients: 100 g plain flour, 2 eggs, 300 ml milk, a pinch of salt, butter for the pan, lemon juice and sugar.

        1. Sift the flour and the salt into a large mixing bowl.
        2. Make a well in the middle of the flour with a spoon.
        3. Crack the eggs into the well.
        4. Pour in a little of the milk and whisk the eggs and milk together.
        5. Slowly add the rest of the milk and whisk until the batter is smooth.
        6. Leave the batter to rest in the fridge for thirty minutes.
        7. Melt a small piece of butter in a frying pan over a medium heat.
        8. Pour a ladle of batter into the hot pan and tilt the pan so that the batter covers the base.
        9. Cook the pancake for one minute until the underside is golden.
        10. Flip the pancake with a spatula and cook the other side for another minute.
        11. Slide the pancake onto a warm plate.
        12. Serve with a squeeze of lemon juice and a sprinkle of sugar.
        """

    private func candidates(_ text: String) -> [Candidate] {
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 3)
        return ProcedureQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
    }

    @Test func aMethodsStepsAreAskedInOrderWhereAndHowLong() throws {
        let found = candidates(Self.pancakes)
        let next = try #require(found.first { $0.question.question.hasPrefix("In the method, what do you do right after “Sift the flour") })
        #expect(next.answer == "Make a well in the middle of the flour with a spoon")
        #expect(found.contains { $0.question.question == "In the method, where do you crack the eggs?" && $0.answer == "into the well" })
        let rest = try #require(found.first { $0.question.question.hasPrefix("In the method, how long do you leave the batter") })
        #expect(rest.answer == "for thirty minutes")
        #expect(rest.question.options.allSatisfy { $0.hasPrefix("for ") && $0.hasSuffix(" minutes") })
        // "in the middle" of what? No part without its whole among a where's options.
        for candidate in found where candidate.question.question.contains("where do you") {
            #expect(!candidate.question.options.contains("in the middle"), "\(candidate.question.options)")
        }
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.pancakes, title: nil)
        #expect(quiz.questions.filter { $0.question.hasPrefix("In the method") || $0.question.contains("of the method") }.count >= 3)
    }

    @Test func aNumberedListOfFactsIsNoMethod() {
        let facts = "Volcano facts\n\n1. Volcanoes form where plates meet.\n2. Magma rises through cracks in the crust.\n3. Lava cools to form new rock.\n4. Some volcanoes are dormant for centuries.\n5. Ash clouds can stop aircraft flying.\n"
        #expect(candidates(facts).isEmpty)
        // Three steps are no method.
        #expect(candidates("Tea\n\n1. Boil the water.\n2. Pour it into the cup.\n3. Add the tea bag.\n").isEmpty)
    }
}

/// A "when" on a clause with a relative "who" asks the person, not "who": "When was Mary, Queen of Scots, who executed?"
/// was asked.
@Suite struct RelativeSubjectTests {
    @Test func aWhenOnAWhoClauseAsksThePerson() {
        let text = """
            The Tudors

            Mary, Queen of Scots, who was executed in 1587, had been a prisoner in England for nineteen years. Elizabeth I, who was crowned in 1559, ruled for forty-four years. The Spanish Armada was defeated in 1588 by the English fleet. Francis Drake returned to England in 1580 after sailing around the world. Henry VIII broke with the Pope in 1534.
            """
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text)
        #expect(offered.contains { $0.contains("When was Mary, Queen of Scots, executed?") }, "\(offered.filter { $0.contains("[when]") })")
        #expect(!offered.contains { $0.contains(", who executed?") || $0.contains(", who crowned?") })
    }
}
