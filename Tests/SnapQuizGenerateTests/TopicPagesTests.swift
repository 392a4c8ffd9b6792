import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Pages of topics the corpus lacks (states of matter, light and shadows, food chains, rocks, earthquakes, Ancient
/// Greece, the Victorians, Islam) showed faults of rule, each fixed for every page of its kind: a year swapped into a
/// count ("about 570 billion Muslims"), a count the stem already shows ("The Five Pillars of Islam are _____"), a stem
/// whose "it" or "their" names nothing, "around?" left at a stem's end, a later year beside a date something was done
/// by, nouns or comparatives beside a describing word, and a kind beside its members ("herbivore | rabbit").
@Suite struct TopicPagesTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// The picker the generator builds for `built`.
    private func picker(_ built: Page) -> DistractorPicker {
        DistractorPicker(words: built.words, kinds: built.wordKinds, folded: built.folded, equated: built.equated, lists: built.lists,
                         kindsNamed: built.kindsNamed)
    }

    /// The key of `question`.
    private func key(_ question: Question) -> String { question.options[question.correctIndex] }

    /// What one kind of question asks of `built`, drawn with seeds 1 to 6.
    private func draws(of built: Page, _ make: (Page, DistractorPicker, inout QuizRandom) -> [Candidate]) -> [Candidate] {
        (UInt64(1)...6).flatMap { seed in
            var random = QuizRandom(seed: seed)
            return make(built, picker(built), &random)
        }
    }

    /// "There are about 570 billion Muslims in the world today" and "born … around 1.9 CE" were offered as false
    /// statements; "about 6,000 to 5 centimetres each year" put a temperature in a range of lengths.
    @Test func aYearOfAnEraAndARangesNumberKeepToTheirMeasure() {
        let text = """
            Islam is one of the major world religions. There are about 1.9 billion Muslims in the world today. \
            Muhammad was born in the city of Makkah, in Arabia, around 570 CE. Muslims pray five times a day. \
            At the centre of the Earth is the core, where the temperature can reach 6,000 degrees Celsius. \
            The plates float on the mantle and move very slowly, about 2 to 5 centimetres each year.
            """
        let built = page(text)
        #expect(!built.sameMeasure("1.9", "570") && !built.sameMeasure("570", "1.9"))
        #expect(!built.sameMeasure("2", "6,000") && !built.sameMeasure("6,000", "2"))
        #expect(built.sameMeasure("2", "5"))
        let options = draws(of: built, StatementQuestions.candidates).flatMap(\.question.options)
        let mixed = options.filter { $0.contains("570 billion") || $0.contains("1.9 CE") || $0.contains("6,000 to") || $0.contains("2 degrees") }
        #expect(!options.isEmpty && mixed.isEmpty, "\(mixed)")
    }

    /// "Which quantity completes this statement? “The Five Pillars of Islam are _____ that every Muslim …” → five duties":
    /// the stem shows the count it asks.
    @Test func aCountTheStemShowsIsNotAsked() {
        let text = """
            The Five Pillars of Islam are five duties that every Muslim should try to carry out. \
            Muslims pray five times a day, facing towards Makkah. Ramadan is the ninth month of the Islamic calendar.
            """
        let keys = draws(of: page(text), RecallQuestions.candidates).map { key($0.question) }
        #expect(keys.contains("five times") && !keys.contains("five duties"), "\(Set(keys))")
    }

    /// "What happens if it moves further away from the light source?" and "What happens when light bounces off them and
    /// enters our eyes?" name nothing for "it" and "them".
    @Test func aStemWhosePronounNamesNothingIsNotAsked() {
        #expect(!ClauseGrammar.namesItsPronouns("What happens if it moves further away from the light source?"))
        #expect(!ClauseGrammar.namesItsPronouns("What happens when light bounces off them and enters our eyes?"))
        #expect(ClauseGrammar.namesItsPronouns("What happens when iron is left in damp air and it gets wet?"))
        #expect(ClauseGrammar.namesItsPronouns("What happens when the plates get stuck and they jerk forward?"))
        #expect(ClauseGrammar.namesItsPronouns("What happens when Tom drops his bag?"))
        let text = """
            A shadow is formed when an opaque object blocks the light. If the object is moved closer to the light source, \
            the shadow becomes bigger. If it moves further away from the light source, the shadow gets smaller. We see \
            objects when light bounces off them and enters our eyes. When the Sun is high in the sky, shadows are short.
            """
        let stems = Set(draws(of: page(text), ClauseQuestions.candidates).map(\.question.question))
        let unnamed = stems.filter { $0.contains(" it moves") || $0.contains("off them") }
        #expect(stems.contains { $0.contains("moved closer") } && unnamed.isEmpty, "\(stems)")
    }

    /// "What happens when the object moves? → the size of a shadow changes" offered "the shadow becomes bigger", what
    /// happens when the object is moved closer: true as well. What happens to the same thing in another case is no
    /// wrong option; what happens to another thing is ("What happens when a solid is heated?" beside a liquid's).
    @Test func whatHappensToTheSameThingIsNoWrongOption() {
        #expect(ClauseGrammar.conditionSubject(of: "What happens when an opaque object blocks the light?") == "object")
        #expect(ClauseGrammar.conditionSubject(of: "What happens if the object is moved closer to the light source?") == "object")
        let text = """
            A shadow is formed when an opaque object blocks the light. When the object moves, the size of a shadow changes. \
            If the object is moved closer to the light source, the shadow becomes bigger. When a solid is heated, it can \
            turn into a liquid. When a liquid is heated, it turns into a gas. When a gas cools down, it turns back into a \
            liquid. At midday, shadows are short. We see objects because light enters our eyes.
            """
        let asked = draws(of: page(text), ClauseQuestions.candidates).map(\.question)
        let moves = asked.filter { $0.question == "What happens when the object moves?" }
        let alsoTrue = moves.flatMap(\.options).filter { $0.contains("bigger") || $0.contains("shadow is formed") }
        #expect(!moves.isEmpty && alsoTrue.isEmpty, "\(moves.map(\.options))")
    }

    /// "What happens when a gas cools down? → it turns back into a liquid" offered "it can turn into a liquid".
    @Test func theKeysEventInOtherWordsIsNoWrongOption() {
        #expect(ClauseQuestions.sameEvent("it can turn into a liquid", "it turns back into a liquid"))
        #expect(!ClauseQuestions.sameEvent("it turns into a gas", "it turns back into a liquid"))
        let text = """
            When a solid is heated, it can turn into a liquid. When a liquid is heated, it turns into a gas. When a gas \
            cools down, it turns back into a liquid. When a liquid is cooled enough, it turns back into a solid. A solid \
            keeps its own shape because its particles only vibrate. Water boils at 100 degrees Celsius.
            """
        let asked = draws(of: page(text), ClauseQuestions.candidates).map(\.question).filter { $0.question == "What happens when a gas cools down?" }
        let alsoTrue = asked.flatMap(\.options).filter { $0 == "it can turn into a liquid" }
        #expect(!asked.isEmpty && alsoTrue.isEmpty, "\(asked.map(\.options))")
    }

    /// "Who campaigned to improve their lives? → Lord Shaftesbury": one person's "their" is the children's, unnamed.
    @Test func aPersonsQuestionDoesNotLeaveTheirUnnamed() {
        let text = """
            Children as young as five worked in factories and coal mines. Lord Shaftesbury campaigned to improve their lives. \
            George Stephenson built the Rocket, a famous steam locomotive, in 1829. Charles Dickens wrote about poor children \
            in his novels. Isambard Kingdom Brunel built bridges, tunnels and ships.
            """
        let stems = Set(draws(of: page(text), RecallQuestions.candidates).map(\.question.question))
        #expect(stems.contains { $0.contains("who ") || $0.hasPrefix("Who ") } && !stems.contains { $0.contains("their lives") }, "\(stems)")
        #expect(RecallQuestions.leavesPluralUnnamed("According to the text, who campaigned to improve their lives?", answer: "Lord Shaftesbury", page: page(text)))
        #expect(!RecallQuestions.leavesPluralUnnamed("Who built their towns on hills?", answer: "the Celts", page: page("The Celts built their towns on hills.")))
    }

    /// "“An earthquake measuring 2 is hardly felt, but one measuring _____ destroy buildings.” → 7 can": a modal verb
    /// after a number is no unit.
    @Test func aModalAfterANumberIsNoUnit() {
        let text = """
            Scientists measure earthquakes with a seismometer. An earthquake measuring 2 is hardly felt, but one measuring 7 \
            can destroy buildings. The plates move about 5 centimetres each year. A tsunami can travel at 800 kilometres an hour.
            """
        let keys = draws(of: page(text), RecallQuestions.candidates).map { key($0.question) }
        #expect(keys.contains("5 centimetres") && !keys.contains { $0.hasSuffix(" can") }, "\(Set(keys))")
    }

    /// "Complete the sentence from the text: “There are about 1.9 _____ Muslims in the world today.” → billion | iftar |
    /// pilgrimage | fasting": a count's scale word is asked with its count, as a quantity, never alone.
    @Test func aScaleWordIsNotBlankedAlone() {
        let text = """
            There are about 1.9 billion Muslims in the world today. Each evening the fast is broken with a meal called iftar. \
            Hajj is a pilgrimage to Makkah. During Ramadan, fasting helps Muslims to feel closer to Allah. Families visit \
            the mosque and share special food at the festival.
            """
        let keys = draws(of: page(text), ClozeQuestions.candidates).map { key($0.question) }
        #expect(!keys.isEmpty && !keys.contains("billion"), "\(Set(keys))")
    }

    /// "When was Muhammad born in the city of Makkah, in Arabia, around?": the rounding word goes with the date.
    @Test func aRoundingWordGoesWithItsDate() throws {
        let built = page("Muslims believe in one God. Muhammad was born in the city of Makkah, in Arabia, around 570 CE. The Qur'an is written in Arabic.")
        let sentence = try #require(built.statements.first { $0.text.contains("570") })
        let event = try #require(RecallQuestions.datedEvent(sentence, words: sentence.text.split(separator: " ").map(String.init), page: built))
        #expect(event.stem == "When was Muhammad born in the city of Makkah, in Arabia?", "\(event.stem)")
    }

    /// "By 1900, railway lines linked almost every town in Britain" was asked with 1901 among the wrong years: by 1901
    /// they had too. A date something was done by has earlier dates only beside it.
    @Test func aDateDoneByHasOnlyEarlierDatesBesideIt() {
        let text = """
            Queen Victoria ruled Britain from 1837 to 1901. George Stephenson built the Rocket, a famous steam locomotive, in 1829. \
            In 1842, a law stopped children under ten from working in the mines. By 1900, railway lines linked almost every \
            town in Britain. In 1880, a new law said that all children aged five to ten must go to school.
            """
        let built = page(text)
        let recalled: [Candidate] = draws(of: built, RecallQuestions.candidates)
        let asked = (recalled + draws(of: built, ClozeQuestions.candidates)).filter { key($0.question) == "1900" }
        let later = asked.flatMap(\.question.options).filter { (Int($0) ?? 0) > 1900 }
        #expect(!asked.isEmpty && later.isEmpty, "\(asked.map(\.question.options))")
    }

    /// "What is a material that lets all light pass through called? → transparent | opaque | smaller | bigger", and,
    /// with the comparatives gone, "→ transparent | mirrors | objects": a describing word among describing words only.
    @Test func aDescribingKeyStandsAmongDescribingWords() {
        let text = """
            Light travels in straight lines. We see objects when light bounces off them. Smooth, shiny surfaces such as \
            mirrors reflect light well. A material that lets all light pass through is called transparent. A material that \
            lets some light through is called translucent. A material that lets no light through is called opaque. A \
            shadow is formed when an opaque object blocks the light. If the object moves closer to the light, the shadow \
            becomes bigger. If the object moves away from the light, the shadow gets smaller. A surface that sends back \
            most of the light is called reflective.
            """
        let strays: Set<String> = ["smaller", "bigger", "objects", "mirrors", "shadow", "surfaces", "light", "lines"]
        let asked = draws(of: page(text), DefinitionQuestions.candidates).map(\.question).filter { key($0) == "transparent" }
        let stray = asked.flatMap(\.options).filter(strays.contains)
        #expect(!asked.isEmpty && stray.isEmpty, "\(asked.map(\.options))")
        // With two describing words beside it the page has too few: no question rather than nouns beside it.
        let short = text.replacingOccurrences(of: " A surface that sends back most of the light is called reflective.", with: "")
        let shortAsked = draws(of: page(short), DefinitionQuestions.candidates).map(\.question).filter { key($0) == "transparent" }
        #expect(shortAsked.flatMap(\.options).filter(strays.contains).isEmpty, "\(shortAsked.map(\.options))")
        let blanked = draws(of: page(short), ClozeQuestions.candidates).map(\.question).filter { key($0) == "transparent" }
        let compared = blanked.flatMap(\.options).filter { ["smaller", "bigger"].contains($0) }
        #expect(compared.isEmpty, "\(blanked.map(\.options))")
    }

    /// "What is an animal that eats only plants called? → herbivore | rabbit" (rabbits are herbivores) and "Foxes, owls
    /// and sharks are _____ → carnivores | caterpillars": kinds stand beside kinds, members beside members.
    @Test func aKindStandsBesideKindsAndAMemberBesideMembers() throws {
        let text = """
            Rabbits, deer and caterpillars are herbivores. Foxes, owls and sharks are carnivores. Badgers and humans are \
            omnivores. An animal that hunts other animals is called a predator.
            """
        let built = page(text)
        var random = QuizRandom(seed: 1)
        let kinds = try #require(picker(built).pick(for: "herbivore", from: ["rabbit", "carnivore", "fox", "omnivore", "insectivore", "scavenger"],
                                                     stem: "What is an animal that eats only plants called?", random: &random))
        #expect(!kinds.contains("rabbit") && !kinds.contains("fox"), "\(kinds)")
        let members = try #require(picker(built).pick(for: "rabbit", from: ["herbivore", "carnivore", "fox", "owl", "badger", "shark"],
                                                       stem: "According to the text, what eats the grass?", random: &random))
        #expect(!members.contains("herbivore") && !members.contains("carnivore"), "\(members)")
    }
}

extension TopicPagesTests {
    /// "How do Many Muslims start the meal?": a word for an amount opening the sentence is lowered before a name.
    @Test func anAmountBeforeANameIsLoweredInAStem() {
        #expect(lowercasingFirst("Many Muslims start the meal") == "many Muslims start the meal")
        #expect(lowercasingFirst("Most Romans lived in villages") == "most Romans lived in villages")
        #expect(lowercasingFirst("King Charles II ordered") == "King Charles II ordered")
    }
}
