import Testing
import SnapQuizCore
import SnapQuizLexicon
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// Options and stems a teacher would not set, found by reading quizzes of pages written after the generator:
/// half a compound as the key, a describing word among nouns, two right answers about people, a verb among nouns,
/// and a question about the past asked in the present.
@Suite struct OptionKindTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// "Because trees absorb carbon _____" was keyed "dioxide", and "carbon" was offered elsewhere on its own.
    @Test func aCompoundNounIsOneTerm() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let sentences = TextAnalysis.sentences(in: "Because trees absorb carbon dioxide, fewer trees means more global warming. Two or more cells joined together are called a battery.")
        let terms = TextAnalysis.keyTerms(in: sentences).map(\.text)
        #expect(terms.contains("carbon dioxide"), "\(terms)")
        #expect(terms.contains("global warming"), "\(terms)")
        #expect(!terms.contains("dioxide") && !terms.contains("carbon"), "\(terms)")
        // WordNet lists "A battery" (a kind of battery); "a battery" on a page is an article and a noun.
        #expect(!terms.contains("a battery"), "\(terms)")
    }

    /// "a single loop": a word the page only puts before a noun describes it, and "a higher single than" is no option.
    @Test func aWordUsedOnlyToDescribeIsNoNounOption() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            In a series circuit the components are connected one after another in a single loop, so the same current passes through each of them.
            Resistance is a measure of how hard it is for current to flow through a component.
            A long, thin wire has a higher resistance than a short, thick one.
            """)
        #expect(!built.pool(.term).contains("single"), "\(built.pool(.term))")
        #expect(built.pool(.term).contains("resistance"), "\(built.pool(.term))")
        // A word that only describes stays, an option beside describing words ("… is transparent → opaque | translucent",
        // where "bigger" and "smaller" had stood).
        let light = page("""
            A material that lets almost all light pass through it is transparent, like clear glass. A translucent material, \
            such as tracing paper, lets some light through but scatters it. An opaque material, such as wood or metal, lets \
            no light through. When the object moves further away, the shadow gets smaller.
            """)
        #expect(light.pool(.term).contains("opaque") && light.pool(.term).contains("translucent"), "\(light.pool(.term))")
    }

    /// Evacuees were children: "many _____ had returned home" offering both has two right answers.
    @Test func wordsForTheSamePeopleAreNotEachOthersWrongOptions() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("The evacuees returned home in January. The children had gas masks.")
        var random = QuizRandom(seed: 3)
        let pool = ["evacuees", "families", "villages", "bombers", "nights", "suitcases", "teachers", "soldiers"]
        // With the roles ruled out, "children" would be the one word for people among things: no question at all.
        for _ in 0..<10 {
            let options = built.distractors(for: "children", from: pool, stem: "many _____ had returned home",
                                            picker: DistractorPicker(words: built.words), random: &random)
            #expect(options == nil, "\(options ?? [])")
            // ("girls" and "boys", kinds of children, would be true as well: `TrueOptions`.)
            let withPeople = try #require(built.distractors(for: "children", from: pool + ["adults", "parents"], stem: "many _____ had returned home",
                                                            picker: DistractorPicker(words: built.words), random: &random))
            #expect(!withPeople.contains("evacuees") && !withPeople.contains("teachers") && !withPeople.contains("soldiers"), "\(withPeople)")
        }
        #expect(!built.canSwap("evacuees", for: "children"))
        #expect(built.canSwap("soldiers", for: "evacuees"))
    }

    /// "understorey" is not in WordNet (it lists "understory"); its options were "decompose | carbon dioxide | atmosphere".
    @Test func anAnswerWordNetDoesNotKnowGetsNoVerbBesideIt() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("The understorey is dark and damp. Dead leaves decompose quickly in the heat.")
        var random = QuizRandom(seed: 5)
        for _ in 0..<10 {
            let options = built.distractors(for: "understorey", from: ["decompose", "atmosphere", "canopy", "equator", "sunlight"],
                                            stem: "The _____ is dark and damp.", picker: DistractorPicker(words: built.words), random: &random) ?? []
            #expect(!options.contains("decompose"), "\(options)")
        }
    }

    /// Spelling repair guessed "waiter" for the engine's "walter": a guess the page does not confirm is never a key; a
    /// word the page also shows as read may be. Repairs are recorded with their punctuation ("rivers,").
    @Test func aRepairedWordThePageDoesNotConfirmIsNoAnswer() throws {
        let once = SampleHomework.waterCycle.replacingOccurrences(of: "evaporation", with: "waiter")
        let generator = OfflineQuizGenerator(randomSeed: 7)
        generator.corrections = [OCRCorrection(from: "walter", to: "waiter")]
        #expect(OfflineQuizGenerator.guesses(generator.corrections, in: once) == ["waiter"])
        let confirmed = once + "\nA waiter carries glasses of water to the tables of a restaurant."
        #expect(OfflineQuizGenerator.guesses(generator.corrections, in: confirmed) == [], "the page also shows 'waiter' as read")
        #expect(OfflineQuizGenerator.guesses([OCRCorrection(from: "nvers,", to: "rivers,")], in: "Rain fills rivers, lakes and seas.") == ["rivers"])
        // A repair the page bears out (a list of one kind) is no guess.
        #expect(OfflineQuizGenerator.guesses([OCRCorrection(from: "hall.", to: "hail.", confirmed: true)], in: "It falls as rain, snow, sleet or hail.").isEmpty)
        for seed in 1...4 {
            let guessing = OfflineQuizGenerator(randomSeed: UInt64(seed))
            guessing.corrections = generator.corrections
            let quiz = try guessing.generate(from: once, title: nil)
            for question in quiz.questions {
                #expect(!question.options[question.correctIndex].lowercased().contains("waiter"), "\(question.question) \(question.options)")
            }
        }
    }

    /// A photo of the water cycle had five words put right by spelling repair, three of them in one sentence, and got
    /// no quiz: a stem with three guesses was dropped as one with three misreads. A guess reads as a word; it counts
    /// half. Here the photosynthesis page with three words repaired in each of six of its thirteen sentences.
    @Test func aStemWithRepairedWordsIsStillAsked() throws {
        let repaired = ["mainly", "inside", "small", "take", "tiny", "pores", "increases", "intensity", "factor",
                        "affects", "reactions", "controlled", "work", "best", "about", "soil", "roots", "carried"]
        for seed in 1...3 {
            let generator = OfflineQuizGenerator(randomSeed: UInt64(seed))
            generator.corrections = repaired.map { OCRCorrection(from: String($0.dropLast()) + "i", to: $0) }
            #expect(OfflineQuizGenerator.guesses(generator.corrections, in: HomeworkTexts.photosynthesis).count == repaired.count)
            let quiz = try generator.generate(from: HomeworkTexts.photosynthesis, title: nil)
            #expect(quiz.questions.count == QuizShape.questionCount)
        }
    }

    /// A photo read fairly filled its quiz with stems a learner has to decipher ("When did Auqustus become the
    /// firstemperor?"). Here the photosynthesis page with a misread in eleven of its thirteen sentences: at most three
    /// such stems in a quiz, or no quiz.
    @Test func aQuizShowsAtMostThreeMisreadStems() throws {
        let misreads = ["using": "uslng", "mainly": "rnainly", "pigment": "piqment", "tiny": "tlny", "absorbed": "absorhed",
                        "released": "reieased", "stored": "storcd", "increases": "increascs", "affects": "aftects",
                        "best": "bcst", "almost": "aimost"]
        let misread = misreads.reduce(HomeworkTexts.photosynthesis) { text, pair in
            text.replacingOccurrences(of: "\\b\(pair.key)\\b", with: pair.value, options: .regularExpression)
        }
        #expect(misreads.values.allSatisfy(misread.contains))
        for seed in 1...3 {
            guard let quiz = try? OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: misread, title: nil) else { continue }
            let shown = quiz.questions.filter { question in misreads.values.contains { question.question.contains($0) } }
            #expect(shown.count <= 3, "\(shown.map(\.question))")
        }
        // A page read only fairly shows no misread stem at all (history-keystone-photo taught "founded at 733 BC … Romulus
        // end Remus" beside three stems with non-words): a clean quiz, or none. Read well, the same page needs them.
        #expect(OfflineQuizGenerator.misreadStems(forReading: .fair) == 0 && OfflineQuizGenerator.misreadStems(forReading: .good) == 3
                && OfflineQuizGenerator.misreadStems(forReading: nil) == 3)
        let some = misreads.filter { ["pigment", "absorbed", "released", "stored", "best", "almost"].contains($0.key) }
        let fewer = some.reduce(HomeworkTexts.photosynthesis) { text, pair in
            text.replacingOccurrences(of: "\\b\(pair.key)\\b", with: pair.value, options: .regularExpression)
        }
        var needed = 0
        for seed in 1...3 {
            for grade in [Reading.Grade.good, .fair] {
                let generator = OfflineQuizGenerator(randomSeed: UInt64(seed))
                generator.misreadStems = OfflineQuizGenerator.misreadStems(forReading: grade)
                guard let quiz = try? generator.generate(from: fewer, title: nil) else { continue }
                let shown = quiz.questions.filter { question in some.values.contains { question.question.contains($0) } }
                if grade == .fair { #expect(shown.isEmpty, "\(shown.map(\.question))") } else if !shown.isEmpty { needed += 1 }
            }
        }
        #expect(needed > 0)
    }

    /// "The empire was divided into an northern and a western half" was a wrong statement a learner could spot by its
    /// article; "before an _____" ruled out every option starting with a consonant.
    @Test func articlesAgreeWithWhatFollows() {
        #expect(StatementQuestions.replacingOnce("eastern", with: "northern", in: "The empire was divided into an eastern and a western half.")
            == "The empire was divided into a northern and a western half.")
        #expect(StatementQuestions.replacingOnce("volcano", with: "earthquake", in: "A volcano is an opening in the crust.")
            == "An earthquake is an opening in the crust.")
        let mixed = ItemText.question("Complete: “Magma rises through an _____ in the crust.”", answer: "opening",
                                      distractors: ["crater", "vent", "island"], evidence: "")
        #expect(mixed.question == "Complete: “Magma rises through a/an _____ in the crust.”")
        let alike = ItemText.question("Complete: “Magma rises through a _____ in the crust.”", answer: "vent",
                                      distractors: ["crater", "crack", "pipe"], evidence: "")
        #expect(alike.question == "Complete: “Magma rises through a _____ in the crust.”")
        // The article that opens the quoted sentence gives the key away just as well.
        let opening = ItemText.question("Complete the sentence from the text: “An _____ can magnify objects up to 2 million times.”",
                                        answer: "electron microscope", distractors: ["light microscope", "cell membrane", "genetic material"], evidence: "")
        #expect(opening.question == "Complete the sentence from the text: “A/an _____ can magnify objects up to 2 million times.”")
        #expect(ItemText.takesAn("hour") && ItemText.takesAn("eagle") && !ItemText.takesAn("unit") && !ItemText.takesAn("European"))
    }

    /// A glossary of nine entries got no quiz ("only 9 good questions"); Markdown notes ending in key words
    /// ("Orbit: the curved path …") got none either, and their key words were never asked.
    @Test func shortGlossariesAndKeyWordsGiveQuestions() throws {
        let glossary = try OfflineQuizGenerator(randomSeed: 3).generate(from: QualityCorpus.glossary, title: nil)
        #expect(glossary.questions.count == 10)
        let notes = page(QualityCorpus.planets)
        let keyWords = VocabularyQuestions.keyWords(of: notes).map(\.word)
        #expect(keyWords == ["Orbit", "Gravity", "Asteroid belt"], "\(keyWords)")
        var random = QuizRandom(seed: 1)
        let asked = VocabularyQuestions.keyWordCandidates(page: notes, picker: DistractorPicker(words: notes.words), random: &random)
        #expect(asked.map(\.answer).sorted() == ["asteroid belt", "gravity", "orbit"], "\(asked.map(\.question.question))")
        // Headings and labels are no key words.
        let headings = page("History: The Roman Empire\nQuestions: which river runs through Rome and why was it built there\nRome grew into a great city.")
        #expect(VocabularyQuestions.keyWords(of: headings).isEmpty)
        _ = try OfflineQuizGenerator(randomSeed: 2).generate(from: QualityCorpus.planets, title: nil)
    }

    /// A life story has a year in nearly every sentence: a quiz asks what happened as well as when, and two questions
    /// on one sentence do not test the same fact ("moved to Paris in _____" beside a statement with another year).
    /// At most six: the page's other questions put people among things ("radioactive _____ → materials | soldiers |
    /// doctors", "a French _____ → physicist | university | professor"), answered by the kind of word alone; three such
    /// questions were in each of its quizzes. They now come last, and one seed in three asks six years.
    @Test func aLifeStoryIsNotAllYears() throws {
        for seed in [1, 2, 3] as [UInt64] {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: QualityCorpus.curie, title: nil)
            let years = quiz.questions.filter(QuizAssembler.testsYear).count
            // Eight since every option of a statement names its person as the key does ("In 1911 she [Marie] won …"
            // beside "In 1903 she [Marie] won …": before, only the key had the bracket and stood out, longest-correct 24%
            // on this page): such statements no longer lose to the longest-option rule, and the quiz takes them (7, 8, 8
            // on seeds 1-3). Capping years at six (in every pass but the last) cost this page a pair on one sentence, a
            // give-away and two more options off the key's kind per quiz, so the guard moved instead (issue 11, item 5).
            #expect(years <= 8, "seed \(seed): \(years) of 10 questions test a year")
        }
    }

    /// Free verse opens its lines in lower case and was read as prose ("no good questions"); a second poem's title is
    /// no line of the first.
    @Test func freeVerseIsReadAsVerse() throws {
        let poem = """
            Night Shift

            the baker wakes
            before the birds
            and the street is
            a river of dark glass
            where the lamps lean
            like tired herons
            over the water

            flour on his sleeves
            like the first snow
            he shapes the loaves
            with hands that know
            the weight of morning
            before it comes

            at five the ovens
            breathe out their heat
            and the windows bloom
            with a golden steam
            a cat watches
            from the cold step
            its eyes two coins
            in the grey light
            and the town begins
            """
        #expect(VerseQuestions.lines(of: page(poem)) != nil)
        let quiz = try OfflineQuizGenerator(randomSeed: 4).generate(from: poem, title: nil)
        #expect(quiz.questions.count == 10)
        #expect(VerseQuestions.titles(in: "Fog\n\nThe fog comes\non little cat feet.\n\nThe Red Wheelbarrow\nso much depends\nupon")
            == ["The Red Wheelbarrow"])
    }

    /// A poem of twelve long lines ("I have a little shadow that goes in and out with me,") was read as prose and
    /// gave one question; verse is told by the capital that opens a line after a comma, which prose never has.
    @Test func longLineVerseIsReadAsVerse() throws {
        let poem = """
            The Harbour Clock
            by Ann Example

            The harbour clock has told the hours since long before my birth,
            It counts the tides, it counts the ships, it counts the turning earth;
            The fishermen look up at it when mornings still are grey,
            And set their nets and mend their sails and row into the bay.

            At noon its hands point straight above the market and the quay,
            Where sellers shout the price of fish to all who pass that way,
            The children racing home from school can hear its single chime,
            And every gull upon the wall seems listening to time.

            At night the moon sits on its face as pale as any pearl,
            Its ticking fills the empty streets where evening breezes curl,
            And when at last the town's asleep and all the lamps are low,
            The harbour clock keeps counting on as it did long ago.
            """
        let lines = try #require(VerseQuestions.lines(of: page(poem)))
        #expect(!lines.contains("by Ann Example"), "the byline is no line of the poem")
        let quiz = try OfflineQuizGenerator(randomSeed: 2).generate(from: poem, title: nil)
        #expect(quiz.questions.count == 10)
        #expect(quiz.questions.allSatisfy { $0.question.contains("poem") }, "\(quiz.questions.map(\.question))")
        // Prose is not verse: every prose page of the corpus, and prose wrapped as a scan wraps it.
        for prose in QualityCorpus.withTestImages() where prose.kind == .prose {
            #expect(VerseQuestions.lines(of: page(prose.text)) == nil, "\(prose.name)")
        }
        let wrapped = """
            The harbour was busy from early morning, when the boats came in with
            their catch. Sellers set out the fish on the quay, and buyers came from
            the town to look at the prices, which changed from hour to hour as the
            boats came and went. By noon the market was crowded, and children ran
            between the stalls, while the gulls waited on the wall for scraps. In the
            afternoon the tide went out, and the boats lay on the mud until evening,
            when the water came back and the fishermen went out again into the bay,
            where they stayed until the lamps of the town were lit and the day was over.
            """
        #expect(VerseQuestions.lines(of: page(wrapped)) == nil)
    }

    /// "What is the hottest planet because its thick atmosphere traps heat?" asked two things in one stem.
    @Test func aWhoQuestionStopsBeforeItsReason() {
        let notes = page(QualityCorpus.planets)
        var random = QuizRandom(seed: 1)
        let stems = RecallQuestions.candidates(page: notes, picker: DistractorPicker(words: notes.words), random: &random).map(\.question.question)
        #expect(stems.contains("What is the hottest planet?"), "\(stems)")
        #expect(!stems.contains { $0.contains(" because ") }, "\(stems)")
    }

    /// "What happens when the Second World War began in September 1939?" reads wrongly; the present stays present.
    @Test func aQuestionAboutThePastIsAskedInThePast() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let past = try #require(ClauseQuestions.split("When the Second World War began in September 1939, the government feared that German bombers would attack British cities."))
        #expect(past.stem == "What happened when the Second World War began in September 1939?", "\(past.stem)")
        let present = try #require(ClauseQuestions.split("When water is heated in a kettle, it turns into steam and rises."))
        #expect(present.stem.hasPrefix("What happens when"), "\(present.stem)")
        let alsoPresent = try #require(ClauseQuestions.split("When a switch is open, the circuit is broken and no current flows."))
        #expect(alsoPresent.stem.hasPrefix("What happens when"), "\(alsoPresent.stem)")
    }

    /// "Scientists called volcanologists measure small earthquakes": "measure" was offered beside "magma" and "surface",
    /// the one word a learner rules out by grammar. A bare verb after a plural subject is a verb on that page; a word the
    /// page also writes after an article stays a noun.
    @Test func aVerbAfterAPluralSubjectIsNoNounOption() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            Deep underground the rock melts and becomes magma. Magma rises towards the surface through cracks in the crust.
            Engineers measure the pressure in the chamber with sensors placed in deep holes. Chains of volcanoes run along the ridges under the oceans.
            They record every small earthquake near the crater. The gauge is a measure of how far the ground has risen since spring.
            """)
        #expect(built.bareVerbs.contains("run"), "\(built.bareVerbs)")
        #expect(built.bareVerbs.contains("record"), "\(built.bareVerbs)")
        #expect(!built.bareVerbs.contains("measure"), "\(built.bareVerbs): the page also writes \"a measure\"")
        let verbs = page("Scientists called volcanologists measure small earthquakes and the gases that escape, so that they can warn people.")
        #expect(verbs.bareVerbs.contains("measure") && verbs.bareVerbs.contains("escape"), "\(verbs.bareVerbs)")
        var random = QuizRandom(seed: 2)
        for _ in 0..<10 {
            let options = verbs.distractors(for: "magma", from: ["measure", "surface", "chamber", "crater", "pressure"], stem: "What is this molten rock called?",
                                            picker: DistractorPicker(words: verbs.words), random: &random) ?? []
            #expect(!options.contains("measure"), "\(options)")
        }
    }

    /// "Smoking and a diet high in saturated fat _____ the risk of heart disease → increase | heart muscle | glucose": a bare
    /// word between a noun and an article is a verb whatever its subject's number; after "in" it is the noun.
    @Test func aBareWordBeforeAnArticleIsAVerb() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            Smoking and a diet high in saturated fat increase the risk of heart disease. In winter the lake freezes over.
            Regular exercise lowers blood pressure. A small increase in pressure can burst a pipe.
            """)
        #expect(built.bareVerbs.contains("increase"), "\(built.bareVerbs)")
        #expect(!built.bareVerbs.contains("winter"), "\(built.bareVerbs)")
    }

    /// "The two rivers meet at Khartoum" gave "What rivers meet at Khartoum? → two", and "Two like poles push each
    /// other away" the key "two like": a plural after a count or "like" is the noun, not the verb.
    @Test func aPluralAfterACountIsTheSubjectNotItsVerb() {
        let sentences = TextAnalysis.sentences(in: "The two rivers meet at Khartoum, the capital of Sudan. Two like poles push each other away.")
        let verbs = WordShape.verbsWithS(in: sentences)
        #expect(!verbs.contains("rivers") && !verbs.contains("poles"), "\(verbs)")
    }

    /// People among people, things among things: "farmers" beside "volcanoes", "eruptions" and "ridges" is the odd one out.
    @Test func aWordForPeopleStandsAmongPeople() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("Farmers grow grapes on the slopes. Volcanoes erupt along the ridges.")
        var random = QuizRandom(seed: 4)
        let pool = ["farmers", "eruptions", "ridges", "slopes", "islands", "oceans", "explorers", "sailors", "engineers"]
        for _ in 0..<10 {
            let things = try #require(built.distractors(for: "volcanoes", from: pool, stem: "long chains of _____ run along the ridges",
                                                        picker: DistractorPicker(words: built.words), random: &random))
            #expect(!things.contains { ["farmers", "explorers", "sailors", "engineers"].contains($0) }, "\(things)")
            let people = try #require(built.distractors(for: "farmers", from: pool, stem: "_____ grow grapes on the slopes",
                                                        picker: DistractorPicker(words: built.words), random: &random))
            #expect(people.allSatisfy { ["explorers", "sailors", "engineers"].contains($0) }, "\(people)")
        }
        let mixed = Question(question: "What runs along the ridges?", options: ["volcanoes", "farmers", "islands", "oceans"], correctIndex: 0,
                             explanation: "", evidence: "")
        #expect(built.mixesPeople(mixed))
        // The quality bench counts it the same way, for every generator.
        #expect(QuizQuality.measure([mixed], text: "Volcanoes erupt along the ridges.").peopleAmongThings == 1)
        var things = mixed
        things.options[1] = "ridges"
        #expect(QuizQuality.measure([things], text: "Volcanoes erupt along the ridges.").peopleAmongThings == 0)
        #expect(!built.canSwap("farmers", for: "volcanoes", reach: .anyNoun))
    }

    /// Names and peoples asked with the right word: "Who grew up along the banks of the river Nile? → Ancient Egypt"
    /// (a place; "ancient" is also a noun for a person of old times), "What believed that the pharaoh was a god? →
    /// Egyptians" (a people), "What trained for many years …? → Scribes" (a plural noun opening its sentence).
    @Test func placesPeoplesAndWordsForPeopleAreAskedAsSuch() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            Ancient Egypt grew up along the banks of the river Nile about five thousand years ago.
            The Egyptians believed that the pharaoh was a god on earth.
            Scribes trained for many years to learn hundreds of signs.
            In 1922 the archaeologist Howard Carter discovered the tomb of the young pharaoh Tutankhamun.
            """)
        #expect(!built.isPersonLike("Ancient Egypt") && !built.isPersonLike("Egypt"))
        #expect(built.isPersonLike("Egyptians") && built.isPersonLike("Howard Carter"))
        #expect(built.kind(of: "scribes")?.isPerson == true)
        #expect(built.kind(of: "collects")?.partOfSpeech == .verb)
        var random = QuizRandom(seed: 1)
        let stems = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random).map(\.question.question)
        #expect(!stems.contains { $0.hasPrefix("Who grew up") }, "\(stems)")
        #expect(!stems.contains { $0.contains("what believed") || $0.hasPrefix("What believed") }, "\(stems)")
        #expect(!stems.contains { $0.lowercased().contains("what trained") }, "\(stems)")
        let sentences = TextAnalysis.sentences(in: "In 1799 French soldiers found the Rosetta Stone. The Egyptians wrote with picture symbols called hieroglyphs.")
        let verbs = WordShape.verbsWithS(in: sentences)
        #expect(!verbs.contains("soldiers") && !verbs.contains("symbols"), "\(verbs)")
    }

    /// "The Vikings came from Norway, Denmark and Columbus": WordNet knows "Columbus" first as a city, the page as the
    /// explorer. Beside a place, a name that WordNet also knows as a person is an option only where the page places it.
    @Test func aNameThatIsAlsoAPersonIsNoPlaceOption() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page("""
            Spices reached Europe from India, Ceylon and Java along long sea routes.
            Merchants in Venice and Genoa grew rich on the trade before Columbus sailed west.
            Portugal sent ships around Africa, and Lisbon became a busy port.
            """)
        let like = built.names(like: "Ceylon", from: built.pool(.name))
        #expect(!like.contains("Columbus"), "\(like)")
        #expect(like.contains("Lisbon"), "\(like)")
    }

    /// "carrying their _____ → equipment | frontier | legend" and "The frontier built roads": a wrong option of another
    /// broad group of thing is ruled out by sense. "teaspoon" (first an amount, then a tool) stands beside "beaker".
    @Test func anOptionOfAnotherGroupOfThingIsStray() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let kind = { (word: String) in WordKind.of(word) }
        #expect(WordKind.strayGroup(["equipment", "frontier", "legend", "tools"], key: 0, kind: kind))
        #expect(!WordKind.strayGroup(["thermometer", "stopwatch", "beaker", "teaspoon"], key: 0, kind: kind))
        #expect(WordKind.strayGroup(["The empire built roads.", "The frontier built roads.", "The empire built walls."], key: 0, kind: kind))
        #expect(!WordKind.strayGroup(["The empire built roads.", "The kingdom built roads.", "The empire built bridges."], key: 0, kind: kind))
        // Names and numbers are judged elsewhere.
        #expect(!WordKind.strayGroup(["Rome", "Latin", "Europe"], key: 0, kind: kind))
    }

    /// Read in the quizzes of typed notes: "march _____ kilometres → thirty" among "frontier" and "legend"; "over
    /// oceans of years"; "What was the chief god, and Thor, the god of thunder, carried a hammer? → Odin"; "What was
    /// divided …? → afterwards the land".
    @Test func countsClausesAndAdverbsStayInTheirPlace() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = """
            The Greeks
            The ancient Greeks lived in small city states around the Aegean Sea. Athens and Sparta were the most powerful of these states.
            Spartan boys left home at the age of seven and trained for twenty years to become soldiers.
            Zeus was the king of the gods, and Poseidon, the god of the sea, carried a trident.
            The Olympic Games were held every four years in honour of Zeus at Olympia.
            Over hundreds of years the Greeks built temples, theatres and markets in their cities.
            Afterwards the city was ruled by a council of citizens who met on a hill called the Pnyx.
            Greek doctors such as Hippocrates studied illness carefully and wrote down what they saw.
            Pythagoras was a mathematician who studied triangles and numbers.
            The philosopher Socrates taught in the market place of Athens and asked his pupils hard questions.
            Alexander the Great built an empire that stretched from Greece to India.
            """
        // Every question the page offers, before the quiz is chosen: "[kind] stem → key | wrong | wrong | wrong".
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text).filter { $0.hasPrefix("[") && !$0.hasPrefix("[problem]") }
        let isCount = { (word: String) in RecallQuestions.numberWords[word.lowercased()] != nil || DistractorPicker.roundCounts.contains(word.lowercased()) }
        #expect(offered.count >= 15, "\(offered)")
        for line in offered {
            let parts = line.components(separatedBy: " → ")
            let stem = parts[0], options = parts.dropFirst().joined(separator: " → ").components(separatedBy: " | ")
            let key = options[0].components(separatedBy: "  ✗")[0]
            #expect(!(stem.contains("_____") && isCount(key)), "\(line)")
            #expect(!(stem.contains("What ") || stem.contains("Who ")) || !stem.contains(", and Poseidon"), "\(line)")
            #expect(!line.hasPrefix("[who]") || !key.lowercased().hasPrefix("afterwards"), "\(line)")
            for option in options.dropFirst() {
                if let (mine, theirs) = WordKind.swapped(key, option.components(separatedBy: "  ✗")[0]) {
                    #expect(isCount(mine) == isCount(theirs) || Int(mine) != nil || Int(theirs) != nil, "\(line)")
                }
            }
        }
    }

    /// "a fire started in a timber on Pudding Lane": a word after "a" is swapped only for one the page counts.
    @Test func aFalseStatementKeepsItsArticleGrammatical() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = """
            The Great Storm
            In October 1987 a storm struck the south of England during the night.
            Winds of more than 100 miles an hour tore roofs from houses and blew down a church tower in Kent.
            Millions of trees fell, and their timber blocked roads and railways for days.
            A ferry was blown ashore near Folkestone, and a lorry was overturned on a bridge.
            Many homes lost electricity, and gravel and sand covered the coast roads.
            The forecast on the evening before had said that the storm would pass to the south.
            In one village a falling oak crushed a car, a shed and a greenhouse, and a fence was flattened in every street.
            """
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text).filter { $0.hasPrefix("[statement]") || $0.hasPrefix("[cloze]") }
        let masses = ["timber", "electricity", "gravel", "sand"]
        let afterArticle = offered.filter { line in ["a _____", "an _____", "a/an _____"].contains { line.contains($0) } }
        #expect(offered.count >= 3 && !afterArticle.isEmpty, "\(offered): this test checks nothing")
        for line in offered {
            #expect(!masses.contains { line.lowercased().contains("a \($0) ") || line.lowercased().contains("an \($0) ") }, "\(line)")
        }
        for line in afterArticle {
            let options = line.components(separatedBy: " → ").last?.components(separatedBy: " | ") ?? []
            #expect(!options.contains(where: masses.contains), "\(line)")
        }
    }

    /// "Plants and _____ → animals | burrows | millimetres"; "When too many millimetres graze …": a unit stands only
    /// among units.
    @Test func aUnitIsAnOptionOnlyAmongUnits() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let text = """
            Mountains
            A mountain is a landform that rises at least 300 metres above the land around it.
            Fold mountains form where two plates push together, and the rock folds upwards over millions of years.
            The Himalayas are still rising by about 5 millimetres every year.
            High up, the air is thin and the temperature falls by about 6 degrees for every 1,000 metres climbed.
            Goats and yaks live on the steep slopes, and eagles nest on the cliffs.
            Glaciers carve deep valleys, and rivers carry rocks and gravel down to the plains.
            Many climbers use ropes, and guides lead them across the ice to the summit.
            """
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(text).filter { !$0.hasPrefix("[problem]") && !$0.hasPrefix("[quantity]") }
        #expect(offered.count >= 5, "\(offered)")
        let units = ["metres", "millimetres", "degrees"]
        for line in offered {
            let options = line.components(separatedBy: " → ").dropFirst().joined().components(separatedBy: " | ")
            let key = options.first ?? ""
            for option in options.dropFirst() {
                let swapped = WordKind.swapped(key, option).map { [$0.0, $0.1] } ?? [key, option]
                #expect(units.contains(swapped[0].lowercased()) == units.contains(swapped[1].lowercased()), "\(line)")
            }
        }
    }

    /// "What boils at 100 °C? → pure water | liquid | cannot | window": pronouns and auxiliaries are no terms.
    @Test func pronounsAndAuxiliariesAreNoOptions() {
        let sentences = TextAnalysis.sentences(in: """
            Gases can be compressed because there is a lot of space between their particles, but solids and liquids cannot.
            The Earth itself behaves like a giant magnet, and the needle must point north.
            Villagers fled with whatever they could carry, and everyone slept somewhere in the hills.
            """)
        let terms = TextAnalysis.keyTerms(in: sentences).map { $0.text.lowercased() }
        #expect(!terms.contains("cannot") && !terms.contains("itself") && !terms.contains("must"), "\(terms)")
        #expect(!terms.contains("whatever") && !terms.contains("everyone") && !terms.contains("somewhere"), "\(terms)")
        #expect(terms.contains("particles") || terms.contains("magnet"), "\(terms)")
    }

    /// "an instrument called … → ammeter | voltmeter | insulators": a plural option beside a singular key is ruled
    /// out by grammar alone; only options of the key's number are offered.
    @Test func optionsAgreeInNumberWithTheKey() {
        let text = "A circuit has a battery, a buzzer, wires, switches, insulators, a voltmeter, an ammeter and conductors."
        let built = Page(text: text, knows: DictionaryWords.knows)
        let pool = ["insulators", "battery", "switches", "voltmeter", "wires", "buzzer", "conductors"]
        for seed in UInt64(1)...8 {
            var random = QuizRandom(seed: seed)
            let singular = DistractorPicker(words: built.words).pick(for: "ammeter", from: pool, stem: "What is this instrument called?", random: &random)
            #expect(singular.map { Set($0).isSubset(of: ["battery", "voltmeter", "buzzer"]) } == true, "\(singular ?? [])")
            let plural = DistractorPicker(words: built.words).pick(for: "circuits", from: pool, stem: "What are these called?", random: &random)
            #expect(plural.map { Set($0).isSubset(of: ["insulators", "switches", "wires", "conductors"]) } == true, "\(plural ?? [])")
        }
        // Preferred options too (a definition's other defined terms).
        var random = QuizRandom(seed: 1)
        let preferred = DistractorPicker(words: built.words).preferring(["insulators", "conductors", "voltmeter"], over: ["battery", "buzzer", "wires"],
                                                                        for: "ammeter", stem: "What is this instrument called?", random: &random)
        #expect(preferred.map { Set($0) == ["voltmeter", "battery", "buzzer"] } == true, "\(preferred ?? [])")
        #expect(DistractorPicker.nounNumber("insulators") == true && DistractorPicker.nounNumber("ammeter") == false)
        // "Blood leaves the heart in the _____ → arteries | vessels | …": a kind of the key is partly true, and costs.
        let body = Page(text: "Blood flows through arteries, veins, capillaries and vessels to the lungs, muscles and skin.", knows: DictionaryWords.knows)
        let stem = "Blood leaves the heart in the _____."
        let vessels = ItemText.question(stem, answer: "arteries", distractors: ["vessels", "lungs", "muscles"], evidence: "")
        let veins = ItemText.question(stem, answer: "arteries", distractors: ["veins", "lungs", "muscles"], evidence: "")
        #expect(body.partlyTrue(vessels) && !body.partlyTrue(veins))
        let statement = ItemText.question("Which statement agrees with the text?", answer: "Wires are made of copper.",
                                          distractors: ["Wires are made of metal.", "Wires are made of rubber.", "Wires are made of wood."], evidence: "")
        #expect(body.partlyTrue(statement))
        #expect(DistractorPicker.nounNumber("quickly") == nil && DistractorPicker.nounNumber("Paris") == nil)
    }

    /// "The _____ Christopher Wren designed … → architect | timber | belongings | bakery": the one word for a person
    /// among things is found by its kind alone. With another word for a person on the page it goes in; with none, other
    /// people in common use (`WordNet.kindredPeople`: "farmer", "artist") or no question.
    @Test func theKeyIsNeverTheOnlyPersonAmongThings() {
        let stem = "The _____ Christopher Wren designed the new cathedral."
        let alone = Page(text: "The architect used timber, brick, stone, glass and lead for the cathedral, the bakery and the gardens.",
                         knows: DictionaryWords.knows)
        // The page's pool holds the key itself too: it is no other word for a person.
        let things = ["timber", "brick", "stone", "glass", "lead", "cathedral", "bakery", "gardens", "architect"]
        let withEngineer = Page(text: "The architect and the engineer used timber, brick, stone, glass and lead for the cathedral.",
                               knows: DictionaryWords.knows)
        for seed in UInt64(1)...6 {
            var random = QuizRandom(seed: seed)
            let none = alone.distractors(for: "architect", from: things, stem: stem, picker: DistractorPicker(words: alone.words), random: &random)
            #expect(none?.allSatisfy { alone.kind(of: $0)?.isPerson == true } ?? true, "\(none ?? [])")
            let some = withEngineer.distractors(for: "architect", from: things + ["engineer"], stem: stem,
                                               picker: DistractorPicker(words: withEngineer.words), random: &random)
            #expect(some?.contains("engineer") == true, "\(some ?? [])")
        }
    }

    /// "Under the oceans, long _____ of volcanoes run … → chains | chamber | magma": WordNet lists "chains" as a noun of
    /// its own (restraints), but it is mostly the plural of "chain". A plural key with fewer than three plural options
    /// gets no question rather than singular ones.
    @Test func aPluralKeyGetsPluralOptionsOrNoQuestion() {
        #expect(DistractorPicker.nounNumber("chains") == true && DistractorPicker.nounNumber("glasses") == true)
        #expect(DistractorPicker.nounNumber("chamber") == false && DistractorPicker.nounNumber("news") == false)
        let built = Page(text: "Bicycles have gears, a saddle, a frame, a bell, brakes and a pump.", knows: DictionaryWords.knows)
        for seed in UInt64(1)...6 {
            var random = QuizRandom(seed: seed)
            let few = DistractorPicker(words: built.words).pick(for: "chains", from: ["saddle", "frame", "bell", "brakes", "gears", "pump"],
                                                                stem: "Some bicycles have two _____.", random: &random)
            #expect(few == nil, "\(few ?? [])")
            let enough = DistractorPicker(words: built.words).pick(for: "chains", from: ["saddle", "frame", "bell", "brakes", "gears", "pedals"],
                                                                   stem: "Some bicycles have two _____.", random: &random)
            #expect(enough.map { Set($0) == ["brakes", "gears", "pedals"] } == true, "\(enough ?? [])")
        }
    }

    /// Revision notes on the heart offered "Blood passes through _____ walls → capillary | oxygen | heart muscle |
    /// stroke": the page names too few body parts of the key's kind (a capillary is first a tube in WordNet, and the
    /// heart first a feeling). WordNet's other blood vessels stand in.
    @Test func aShortPageBorrowsTheKeysSisters() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let built = page(Self.heartNotes)
        let stem = "Complete the sentence from the text: “Blood passes through _____ walls into the cells of every organ.”"
        let pool = built.pool(.term)
        #expect(pool.contains("oxygen") && pool.contains("stroke"))
        var random = QuizRandom(seed: 1)
        for _ in 0..<10 {
            let options = try #require(built.distractors(for: "capillary", from: pool, stem: stem, picker: DistractorPicker(words: built.words),
                                                         random: &random))
            #expect(Set(options).isSubset(of: ["artery", "vein", "heart muscle", "heart", "brain"]), "\(options)")
        }
        // In the key's number: "arteries" and "veins" beside "capillaries".
        let kind = try #require(built.kind(of: "capillaries"))
        #expect(Set(built.sisterTerms(of: "capillaries", kind: kind, filed: [8: 3])) == ["arteries", "veins"])
    }

    static let heartNotes = """
        The Heart and Circulation

        - The heart pumps blood around the body in two loops.
        - Blood passes through capillary walls into the cells of every organ.
        - The heart has four chambers, and the bottom two chambers are the ventricles.
        - Blood carries oxygen from the lungs to the muscles and the brain.
        - Saturated fat can cause heart disease, because fat blocks the arteries.
        - Regular exercise makes the heart muscle stronger and lowers blood pressure.
        - A healthy diet has plenty of fruit, vegetables and fibre.
        - Smoking damages the lungs and raises the risk of a stroke.
        """
}


/// A page on the Amazon rainforest (of my own) asked "The _____ covers about five and a half million square kilometres
/// → forest | rainforest | …" and made "The largest city inside the forest is Manaus" a false statement: a word and the
/// same word with another before it, written as one, are never each other's wrong option nor swap.
@Suite struct CompoundOptionTests {
    static let amazon = """
        Geography: The Amazon Rainforest

        The Amazon is the largest rainforest in South America. Most of it lies in Brazil, but it also reaches into Peru, Colombia and six other countries. The forest covers about five and a half million square kilometres.

        The Amazon River flows east across the continent from the Andes mountains in Peru to the Atlantic Ocean. It carries more water than any other river on Earth. Thousands of smaller rivers join it on the way.

        The rainforest is home to about one tenth of all known species of plants and animals. Jaguars, sloths, toucans and poison dart frogs live among the trees. Many of its plants are used to make medicines.

        Each year farmers and loggers clear large areas of the forest. Cattle ranches and soya fields take the place of the trees. When the trees are burned, the carbon they stored is released into the air as carbon dioxide.

        Brasilia, the capital of Brazil, lies far to the south of the forest. The largest city inside the rainforest is Manaus, where the Negro River meets the Amazon. Its port is reached by ocean ships that sail a thousand miles up the river.
        """

    @Test func aCompoundAndItsHeadAreNeverEachOthersWrongOption() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.amazon, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let options = page.distractors(for: "forest", from: ["rainforest", "continent", "desert", "country", "ocean"],
                                       stem: "The _____ covers about five and a half million square kilometres.",
                                       picker: DistractorPicker(words: page.words), random: &random) ?? []
        #expect(!options.isEmpty && !options.contains("rainforest"), "\(options)")
        #expect(!page.canSwap("rainforest", for: "forest", reach: .anyNoun) && !page.canSwap("forest", for: "rainforest", reach: .anyNoun))
        for seed in UInt64(1)...5 {
            for question in try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.amazon, title: nil).questions {
                let key = question.options[question.correctIndex].lowercased()
                for (index, option) in question.options.enumerated() where index != question.correctIndex {
                    let swapped = WordKind.swapped(question.options[question.correctIndex], option)
                    let pair = swapped ?? (key, option.lowercased())
                    #expect(!DistractorPicker.compounds(pair.1, pair.0), "\(question.question): \(question.options)")
                }
            }
        }
    }
}
