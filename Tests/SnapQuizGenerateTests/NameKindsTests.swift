import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// A history page on Boudica offered "Her husband, _____ → King Prasutagus | Trinovantes | Camulodunum", "beat _____ →
/// Nero | Verulamium | Boudica", "the Roman emperor Londinium" and "Nero is said to have poisoned herself": names the
/// page never shows the kind of (old towns, a tribe) passed for people, and a man stood for a woman in her own sentence.
@Suite struct NameKindsTests {
    static let boudica = """
        History: Boudica

        Boudica was queen of the Iceni, a tribe that lived in what is now Norfolk. Her husband, King Prasutagus, ruled the \
        Iceni as an ally of Rome. When he died in AD 60, he left half of his kingdom to the Roman emperor Nero and half to \
        his daughters.

        The Romans ignored his will. They seized the land, beat Boudica and treated her daughters cruelly. Boudica gathered a \
        huge army from the Iceni and the neighbouring Trinovantes.

        Her army attacked Camulodunum, which is now Colchester, and burned it to the ground. Then they marched on Londinium \
        and Verulamium and destroyed them too. Thousands of people were killed.

        The Roman governor Suetonius Paulinus was fighting in Wales when he heard the news. The Britons were defeated, and \
        Boudica is said to have poisoned herself rather than be captured.
        """

    @Test func oldTownsArePlacesByWhatTheyAreNowAndWhatTheyAreListedWith() throws {
        _ = try #require(WordNet.shared, "wordnet-base is installed by scripts/install-deps.sh")
        let page = Page(text: Self.boudica, knows: DictionaryWords.knows)
        for town in ["Camulodunum", "Colchester", "Londinium", "Verulamium", "Norfolk"] {
            #expect(page.places.contains(town), "\(town): \(page.places)")
        }
        for person in ["Boudica", "Nero", "King Prasutagus", "Suetonius Paulinus"] { #expect(!page.places.contains(person)) }
        // Listed with a place, but WordNet knows it as something else: a person stays a person.
        let listed = Page(text: "Caesar and Pompey fought over Rome and Cleopatra for years.", knows: DictionaryWords.knows)
        #expect(!listed.places.contains("Cleopatra"), "\(listed.places)")
    }

    @Test func aPersonStandsAmongPeopleAndATribeAmongPeoples() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: Self.boudica, knows: DictionaryWords.knows)
        let pool = page.pool(.name)
        #expect(Set(page.names(like: "Boudica", from: pool)) == ["King Prasutagus", "Nero", "Suetonius Paulinus"], "\(page.names(like: "Boudica", from: pool))")
        // "the neighbouring Trinovantes": a name after "the" and a describing word, as "the Iceni".
        #expect(page.namesAfterThe.contains("Trinovantes"))
        #expect(Set(page.names(like: "Britons", from: pool)).isSubset(of: ["Iceni", "Trinovantes", "Romans"]))
        #expect(page.names(like: "Trinovantes", from: pool).contains("Iceni"))
        // "the emperor Nero": a word for a person between makes no people of it.
        #expect(!Page.describedAfterThe("Nero", in: "He left his kingdom to the emperor Nero."))
    }

    @Test func noManInAWomansOwnSentence() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: Self.boudica, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let statements = StatementQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let options = statements.flatMap(\.question.options)
        #expect(!options.contains { $0.contains("Nero is said to have poisoned herself") || $0.contains("beat Nero and treated her") }, "\(options)")
        #expect(options.contains { $0.contains("poisoned herself") })
        #expect(page.fitsSex("Suetonius Paulinus", for: "Boudica", in: "beat Boudica and treated her daughters cruelly"))
        #expect(!page.fitsSex("Nero", for: "Boudica", in: "beat Boudica and treated her daughters cruelly"))
        #expect(page.fitsSex("Nero", for: "Boudica", in: "Boudica gathered a huge army"))
        // "Who was queen of the Iceni …? → Boudica | King Prasutagus | Nero | Suetonius Paulinus".
        #expect(!page.fitsSex("Nero", for: "Boudica", in: "Who was queen of the Iceni, a tribe that lived in what is now Norfolk?"))
        #expect(page.fitsSex("Nero", for: "Boudica", in: "Who was the leader of the Iceni?"))
    }
}

extension NameKindsTests {
    /// "At that time France was ruled by King Louis XVI and his wife Maximilien Robespierre" (French Revolution page).
    @Test func aWifeIsAWoman() {
        let page = Page(text: """
            At that time France was ruled by King Louis XVI and his wife Marie Antoinette. Marie Antoinette was a queen who \
            loved fine clothes. During the Reign of Terror, led by Maximilien Robespierre, thousands were executed. \
            Robespierre himself was arrested and executed in 1794.
            """, knows: DictionaryWords.knows)
        let sentence = "At that time France was ruled by King Louis XVI and his wife Marie Antoinette."
        #expect(!page.fitsSex("Maximilien Robespierre", for: "Marie Antoinette", in: sentence))
        #expect(!page.fitsSex("Maximilien Robespierre", for: "Marie Antoinette", in: "ruled by King Louis XVI and his wife _____."))
        #expect(page.fitsSex("Maximilien Robespierre", for: "King Louis XVI", in: sentence))
    }
}

extension NameKindsTests {
    /// "Who became King of England in 1509, when he was only seventeen? → Jane Seymour | Anne Boleyn | Henry VIII": "His
    /// third wife, Jane Seymour, gave him the son he wanted" had counted "son" for her, as if it were an apposition.
    @Test func whatANameDoesAfterACommaSaysNothingOfItsSex() {
        let page = Page(text: """
            Henry VIII became King of England in 1509, when he was only seventeen. His third wife, Jane Seymour, gave him \
            the son he wanted, Edward, but she died soon after the birth. Marie Curie was a scientist. Pierre Curie, her husband, \
            was a scientist too.
            """, knows: DictionaryWords.knows)
        #expect(page.sex(of: "Jane Seymour") == .female)
        #expect(page.sex(of: "Pierre Curie") == .male)
        #expect(!page.fitsSex("Jane Seymour", for: "Henry VIII", in: "Who became King of England in 1509, when he was only seventeen?"))
    }
}

extension NameKindsTests {
    /// "Henry married Anne Boleyn in 1533. She gave birth to a daughter": she is the woman the "she" means.
    @Test func whomAnOpeningSheMeansIsAWoman() {
        let page = Page(text: """
            Henry VIII became King of England in 1509, when he was only seventeen. Henry married Anne Boleyn in 1533. She \
            gave birth to a daughter, Elizabeth, and was executed in 1536.
            """, knows: DictionaryWords.knows)
        #expect(page.sex(of: "Anne Boleyn") == .female)
        #expect(!page.fitsSex("Anne Boleyn", for: "Henry VIII", in: "Who became King of England in 1509, when he was only seventeen?"))
    }

    /// "According to the text, who became King of England in 1509, when he was only seventeen? → Jane Seymour | Anne
    /// Boleyn | Catherine Parr | Henry VIII": every way of asking who did it keeps to men. (The page names its pope:
    /// "the Pope" alone is an office, no name to offer, and without him the page had too few men to ask it.)
    @Test func whoWasAManIsAskedAmongMen() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: """
            History: Henry VIII and His Six Wives

            Henry VIII became King of England in 1509, when he was only seventeen. He was tall, clever and fond of music.             His first wife, Catherine of Aragon, gave him a daughter, Mary, but no son who lived. Pope Clement VII refused             to end the marriage. Henry married Anne Boleyn in 1533. She gave birth to a daughter, Elizabeth, and was executed in             1536. His third wife, Jane Seymour, gave him the son he wanted, Edward, but she died soon after the birth. His             fifth wife, Catherine Howard, was executed, and his sixth, Catherine Parr, outlived him. His son became King             Edward VI at the age of nine. Thomas Cromwell served the king for ten years, and Thomas More wrote Utopia.
            """, knows: DictionaryWords.knows)
        let women: Set = ["Catherine of Aragon", "Anne Boleyn", "Jane Seymour", "Catherine Howard", "Catherine Parr", "Mary", "Elizabeth"]
        var asked = 0
        for seed in 1...4 {
            var random = QuizRandom(seed: UInt64(seed))
            let who = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
                .filter { $0.question.question.contains("when he was only seventeen") }
            asked += who.count
            for candidate in who { #expect(women.isDisjoint(with: candidate.question.options), "\(candidate.question.options)") }
        }
        #expect(asked > 0)
    }
}

extension NameKindsTests {
    /// "the soldiers called her Mother Seacole": another name of the page's person is no name of its own, so no false
    /// statement swaps it for her ("… the soldiers called her Mary Seacole", "Mother Seacole was born in Kingston").
    @Test func aNicknameIsNoOtherPerson() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: """
            Mary Seacole

            Mary Seacole was born in Kingston, Jamaica, in 1805. Her mother ran a boarding house where she cared for sick \
            soldiers, and Mary learned about herbal medicines from her. As a young woman Mary travelled widely, to the \
            Bahamas, Haiti and Panama. In Panama she treated people during an outbreak of cholera and became known as a \
            skilled nurse. In 1854 the Crimean War began between Russia and an alliance of Britain, France and the Ottoman \
            Empire. Mary travelled to London and asked the War Office to send her to the Crimea as a nurse, but she was \
            refused. She decided to go on her own. Mary paid for the journey herself. Near the town of Balaclava she built \
            the British Hotel, a place where sick and wounded soldiers could rest, eat and be treated. She often rode out \
            to the battlefield to care for wounded men, and the soldiers called her Mother Seacole. When the war ended in \
            1856, Mary returned to London with very little money. Newspapers wrote about her work and a festival was held \
            to raise money for her. She wrote a book about her life called Wonderful Adventures of Mrs Seacole in Many \
            Lands. Mary Seacole died in 1881. In 2016 a statue of her was unveiled outside St Thomas' Hospital in London.
            """, knows: DictionaryWords.knows)
        #expect(!page.pool(.name).contains("Mother Seacole"), "\(page.pool(.name))")
        var options: [String] = []
        for seed in 1...3 {
            var random = QuizRandom(seed: UInt64(seed))
            options += StatementQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).flatMap(\.question.options)
        }
        #expect(!options.contains { $0.contains("called her Mary Seacole") || $0.hasPrefix("Mother Seacole") }, "\(options)")
        #expect(options.contains { $0.contains("born in Kingston, Jamaica, in 1854") }, "\(options)")
    }
}

extension NameKindsTests {
    static let tudors = """
        The Tudors

        The first Tudor king was Henry VII, who won the crown at the Battle of Bosworth in 1485. Henry VIII became king in 1509. His son Edward VI became king at the age of nine and ruled for only six years. \
        His half-sister Mary I brought back the Catholic Church, and almost three hundred Protestants were burned for \
        their beliefs. This is why she is often called Bloody Mary. The last Tudor monarch was Elizabeth I, who reigned \
        for forty-four years. In 1588 her navy defeated the Spanish Armada.
        """

    /// "Mary I brought back the Catholic Church": on a page whose every "I" follows a name, the "I" is a numeral and
    /// part of the name. The blank was "half-sister _____ I", keyed "Mary", among "Edward VI" and "Henry VII".
    @Test func aMonarchsNumeralIStaysWithTheName() throws {
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        let names = page.pool(.name)
        #expect(names.contains("Mary I") && names.contains("Elizabeth I") && !names.contains("Mary"), "\(names)")
        // A writer's own "I" after a name stays the pronoun: "When I met Anna I was happy" names no "Anna I".
        let story = Page(text: "A Day Out\n\nWhen I met Anna I was happy. We walked to the park and I bought an ice cream. Anna laughed.", knows: DictionaryWords.knows)
        #expect(!story.pool(.name).contains("Anna I"), "\(story.pool(.name))")
    }

    /// "This is why she is often called Bloody Mary": a name given to the pronoun's person is no other person, and no
    /// false statement says "The last Tudor monarch was Bloody Mary".
    @Test func aNameGivenToAPronounsPersonIsNoOtherPerson() throws {
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        #expect(!page.pool(.name).contains("Bloody Mary") && page.pool(.name).contains("Spanish Armada"), "\(page.pool(.name))")
        #expect(Page.isNickname("Old Ironsides", in: "He was later known as Old Ironsides.") && !Page.isNickname("Bosworth", in: "He won the Battle of Bosworth."))
    }

    /// A word for a woman or a man says who may stand in a false statement: "His half-sister Edward VI brought back the
    /// Catholic Church" and "The first Tudor king was Mary I" were offered ("half-sister" was no word for a woman, and a
    /// word before "was" said nothing).
    @Test func aHalfSisterOrAKingIsNoPersonOfTheOtherSex() throws {
        _ = try #require(WordNet.shared)
        let page = Page(text: Self.tudors, knows: DictionaryWords.knows)
        var options: [String] = []
        for seed in 1...4 {
            var random = QuizRandom(seed: UInt64(seed))
            options += StatementQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random).flatMap(\.question.options)
        }
        let men = ["Henry VII", "Henry VIII", "Edward VI"], women = ["Mary I", "Elizabeth I"]
        let wrongSex = options.filter { option in
            men.contains { option.contains("half-sister \($0) ") } || women.contains { option.contains("king was \($0),") }
        }
        let sisterAsked = options.contains { $0.contains("half-sister ") }
        #expect(wrongSex.isEmpty && sisterAsked, "\(wrongSex)")
    }
}
