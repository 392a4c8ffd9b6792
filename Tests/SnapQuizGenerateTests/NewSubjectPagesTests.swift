import Foundation
import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Pages of subjects the generator had not been read on (computing, religious education, music, art, a skeleton, an
/// earthquake) showed faults of rule, each fixed for every page of its kind: the subject filed as another, a past
/// event's wrong dates in the future, decades never asked, a means question asked of two verbs at once, "What is this
/// cords called?", a question cut at a colon's list and an effect running on past a semicolon.
@Suite struct NewSubjectPagesTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    /// What one kind of question asks of `built`, drawn with seeds 1 to 6, each draw in its own list.
    private func draws(of built: Page, _ make: (Page, DistractorPicker, inout QuizRandom) -> [Candidate]) -> [[Candidate]] {
        (UInt64(1)...6).map { seed in
            var random = QuizRandom(seed: seed)
            return make(built, DistractorPicker(words: built.words), &random)
        }
    }

    @Test func aPageIsFiledUnderTheSubjectItsWordsBelongTo() {
        let pages: [(String, String)] = [
            ("""
             An algorithm is a precise set of instructions. A program is an algorithm written in a language that a computer \
             can understand. Programmers plan a program with a flowchart, and a loop repeats instructions. The word bug is said \
             to come from 1947.
             """, "Computing"),
            ("""
             Diwali is the Hindu festival of lights. Sikhs also celebrate Diwali. Hanukkah is the Jewish festival of lights, \
             and Christians celebrate Christmas. Many religions use light as a symbol of hope.
             """, "Religious education"),
            ("""
             A symphony orchestra has four families of instruments. The violin plays the highest notes and the cello lower \
             ones. The flute and the clarinet are woodwind instruments, and the trumpet is brass. The players play together.
             """, "Music"),
            ("""
             Impressionism began in France. The artists painted outdoors with quick brushstrokes. A critic laughed at them, but \
             today Impressionist pictures hang in galleries, and Monet is the best-known painter of the group.
             """, "Art"),
            // Painting a gate stops rust: chemistry, not art.
            ("""
             Rusting is a slow chemical reaction called oxidation. Painting a gate protects it, and paint keeps water away. \
             Gold is less reactive than iron.
             """, "Chemistry"),
        ]
        for (text, subject) in pages {
            #expect(TopicClassifier.classify(text).topic == subject, "\(TopicClassifier.classify(text)) for \(text.prefix(40))")
        }
    }

    /// "When did a magnitude 9.0 earthquake strike off the coast of Japan? → 2011" offered 2061: no wrong year of a past
    /// event lies past the present. A date in the future keeps its later neighbours.
    @Test func aPastEventsWrongDatesAreNotInTheFuture() {
        let past = RecallQuestions.DatePhrase(text: "2011", range: 0..<1, style: "year", year: 2011)
        let nudged = RecallQuestions.nudged(past).compactMap { Int($0) }
        #expect(!nudged.isEmpty && nudged.allSatisfy { $0 <= RecallQuestions.presentYear }, "\(nudged)")
        let future = RecallQuestions.DatePhrase(text: "2080", range: 0..<1, style: "year", year: 2080)
        #expect(RecallQuestions.nudged(future).contains("2084"))
        // BC dates count backwards: 753 BC's later neighbours are earlier numbers, and none is cut.
        let bc = RecallQuestions.DatePhrase(text: "753 BC", range: 0..<2, style: "BC", year: 753)
        #expect(RecallQuestions.nudged(bc).contains("803 BC"))
    }

    @Test func aDecadeIsAskedAmongDecades() throws {
        let text = """
            Art: The Impressionists

            Impressionism began in France in the 1870s. A group of young artists wanted to paint the world as they saw it. \
            The artists often painted outdoors. In 1874 the group held its first exhibition in Paris.
            """
        let built = page(text)
        let sentence = try #require(built.statements.first { $0.text.contains("1870s") })
        let event = try #require(RecallQuestions.datedEvent(sentence, words: sentence.text.split(separator: " ").map(String.init), page: built))
        #expect(event.date.text == "the 1870s")
        #expect(event.stem.hasPrefix("When did") && event.stem.contains("begin in France") && !event.stem.contains("1870"), "\(event.stem)")
        for option in RecallQuestions.nudged(event.date) {
            #expect(option.hasPrefix("the ") && RecallQuestions.decade(String(option.dropFirst(4))) != nil && option != "the 1870s", "\(option)")
        }
    }

    /// "The conductor stands at the front and keeps the players together by beating time with a baton" is how he keeps
    /// them together; "How does the conductor stand at the front and keeps the players together?" was asked.
    @Test func aMeansBelongsToTheLastOfTwoDoings() throws {
        let text = """
            The conductor stands at the front and keeps the players together by beating time with a baton. \
            Woodwind instruments include the flute and the oboe. Brass players make a sound by buzzing their lips into a mouthpiece. \
            String players usually play by drawing a bow across the strings.
            """
        let built = page(text)
        let found = built.statements.compactMap { MeansQuestions.means(in: $0, page: built) }
        let conductor = try #require(found.first { $0.answer == "by beating time with a baton" }, "\(found)")
        #expect(conductor.stem == "How does the conductor keep the players together?")
        // "Woodwind instruments include the flute" is what they are, not a doing: no "by including the flute".
        for asked in draws(of: built, MeansQuestions.candidates) {
            #expect(!asked.flatMap(\.question.options).contains { $0.hasPrefix("by including") }, "\(asked.map(\.question.options))")
        }
    }

    /// "Muscles are joined to bones by strong cords called tendons" asks "What are these cords called?": WordNet's commonest
    /// reading of "cords" is a word of its own (corduroy trousers), and "What is this cords called?" was asked.
    @Test func aPluralNamedInPassingIsAskedAsOne() throws {
        let text = "The skeleton supports the body. Muscles are joined to bones by strong cords called tendons. The skull protects the brain."
        let built = page(text)
        let found = DefinitionQuestions.find(in: built)
        let tendons = try #require(found.first { $0.term == "tendons" }, "\(found.map(\.term))")
        #expect(tendons.stem.hasSuffix("What are these cords called?"), "\(tendons.stem)")
        let single = page("Saliva contains an enzyme called amylase. The stomach makes acid. Bile breaks down fats.")
        let amylase = try #require(DefinitionQuestions.find(in: single).first { $0.term == "amylase" })
        #expect(amylase.stem.hasSuffix("What is this enzyme called?"), "\(amylase.stem)")
    }

    @Test func aQuestionEndsAtAColonAndAnEffectAtASemicolon() throws {
        let text = """
            Science: The Skeleton and Muscles

            The human skeleton is made up of 206 bones in an adult. A newborn baby has around 300 bones, but some of them \
            join together as the child grows. The skeleton has three main jobs: it supports the body, it protects the \
            organs and it allows us to move.

            The skull protects the brain, and the ribs form a cage that protects the heart and lungs. The longest bone in \
            the body is the femur, or thigh bone. The smallest is the stirrup bone, which is inside the ear. Red blood \
            cells are made in the bone marrow, a soft tissue in the middle of some bones.

            Where two bones meet there is a joint. The knee and the elbow are hinge joints, which move back and forth like \
            a door. The hip and the shoulder are ball and socket joints, which can move in almost every direction.

            Muscles move bones by pulling on them. Muscles are joined to bones by strong cords called tendons. Because a \
            muscle can only pull and never push, muscles work in pairs. When the biceps contracts, the arm bends at the \
            elbow; when the triceps contracts, the arm straightens. Exercise and a diet rich in calcium help to keep bones \
            strong.
            """
        let built = page(text)
        let stems = Set(draws(of: built, RecallQuestions.candidates).joined().map(\.question.question))
        #expect(stems.contains("According to the text, what has three main jobs?"), "\(stems)")
        #expect(!stems.contains { $0.contains("jobs:") }, "\(stems)")
        let split = try #require(ClauseQuestions.split("When the biceps contracts, the arm bends at the elbow; when the triceps contracts, the arm straightens."))
        #expect(split.stem == "What happens when the biceps contracts?")
        #expect(split.answer == "the arm bends at the elbow")
    }

    /// "The Sun's rays reach the poles …": the name is "Sun"; "Sun's" was offered as a place ("Near the Sun's the climate is
    /// hot and wet").
    @Test func aNameIsTakenWithoutItsPossessive() {
        let sentences = TextAnalysis.sentences(in: "The Sun's rays reach the poles at a low angle. The Romans built Hadrian's Wall.")
        let names = TextAnalysis.keyTerms(in: sentences).filter { $0.kind == .name }.map(\.text)
        #expect(names.contains("Sun"), "\(names)")
        #expect(names.contains("Hadrian's Wall"), "\(names)")
        #expect(!names.contains { $0.hasSuffix("'s") || $0.hasSuffix("’s") }, "\(names)")
    }

    static let causesOfWar = """
        History: Why Did the First World War Begin?

        The First World War began in 1914 and lasted until 1918. Historians often group its causes under four headings: \
        militarism, alliances, imperialism and nationalism.

        Militarism was the belief that a country should build up strong armed forces. Britain and Germany raced to build \
        bigger navies. Imperialism means building an empire by taking control of other lands. Britain and France had large \
        empires in Africa and Asia, and Germany wanted colonies of its own. Austria-Hungary blamed Serbia and declared war. \
        Britain declared war on Germany on 4 August 1914, after German troops invaded Belgium.
        """

    /// "Militarism was the belief …" on a page that lists "militarism, alliances, imperialism and nationalism" was asked
    /// "What was the belief …? → Militarism | Africa | Germany | Triple Entente": a word capitalised only to open its
    /// sentence is a term there. And "Imperialism means building an empire by taking control …" defines a word: no "How
    /// does imperialism mean building an empire?".
    @Test func aTermOpeningItsSentenceIsNoName() throws {
        let built = page(Self.causesOfWar)
        let asked = Array(draws(of: built, RecallQuestions.candidates).joined())
        let belief = try #require(asked.first { $0.question.question.contains("the belief that a country") }, "\(asked.map(\.question.question))")
        #expect(belief.answer == "militarism", "\(belief.question.options)")
        #expect(!belief.question.options.contains { ["Africa", "Germany", "Britain", "Asia"].contains($0) }, "\(belief.question.options)")
        let means = built.statements.compactMap { MeansQuestions.means(in: $0, page: built) }
        #expect(!means.contains { $0.stem.contains("mean") }, "\(means)")
    }

    /// A sheet of fractions of amounts got no quiz (4 good questions): "of it" and "of her money" were no wholes the
    /// fraction is taken of, and a number that ends its sentence ("Find 1/5 of 35.") gave no practice with new numbers.
    @Test func aFractionsSheetIsSolvedAndPractised() throws {
        let cake = MathsProblem(setup: "A cake weighs 800 g. Tom eats 1/4 of it.", question: "How many grams does he eat?", position: 0)
        #expect(MathsSolver.solve(cake).map { $0.format($0.value) } == "200 g")
        let money = MathsProblem(setup: "Amy had £24. She spent 5/6 of her money.", question: "How much money does she have left?", position: 0)
        #expect(MathsSolver.solve(money).map { $0.format($0.value) } == "£4.00")
        // Another verb may ask for the rest: no answer rather than the part.
        let gives = MathsProblem(setup: "Tom has 20 sweets. He gives 1/4 of them to Ann.", question: "How many sweets does Tom have now?", position: 0)
        #expect(MathsSolver.solve(gives).map(\.value) != 5)
        let find = MathsProblem(setup: "Find 1/5 of 35.", question: nil, position: 0)
        let variant = try #require(MathsQuestions.variant(of: find, answer: 7))
        #expect(variant.0.setup == "Find 1/5 of 70." && variant.1.value == 14, "\(variant.0.setup)")
        let spent = try #require(MathsQuestions.variant(of: money, answer: 4))
        #expect(spent.0.setup.hasPrefix("Amy had £48."), "\(spent.0.setup)")
    }

    /// "… she published her life story, Wonderful Adventures of Mrs Seacole in Many Lands." was cut at "in" (OCR's lost
    /// full stop before "Many"), and the next sentence's "She" was taken for the book.
    @Test func aBooksTitleIsNeitherCutNorAPerson() throws {
        let text = """
            History: Mary Seacole

            Mary Seacole was born in Kingston, Jamaica, in 1805. The soldiers she had helped raised funds for her, and in \
            1857 she published her life story, Wonderful Adventures of Mrs Seacole in Many Lands. She died in London in 1881.
            """
        let sentences = TextAnalysis.sentences(in: text).map(\.text)
        #expect(sentences.contains { $0.hasSuffix("Mrs Seacole in Many Lands.") }, "\(sentences)")
        // A full stop OCR lost is still found after a word that can end a sentence.
        #expect(TextAnalysis.sentences(in: "It was founded by Romulus and Remus Over several centuries it grew.").count == 2)
        // "in Many Lands" is the title's words, no place: "Where was Mary Seacole born? → in Many Lands" was offered.
        #expect(!TextAnalysis.keyTerms(in: TextAnalysis.sentences(in: text)).contains { $0.text.hasPrefix("Many") })
        let built = page(text)
        let died = try #require(built.sentences.first { $0.text.hasPrefix("She died") })
        #expect(OpeningPronoun.person(before: died.index, pronoun: "she", on: built) != "Wonderful Adventures of Mrs Seacole")
    }

    /// "asked to join Florence Nightingale's team" was read as "… in Florence Nightingale" (the end of "join"): she was
    /// taken for a place, and offered for the town where Mary Seacole opened her hotel ("near the town of _____ →
    /// Balaclava | Russia | Florence Nightingale | Panama").
    @Test func aPlaceIsTakenOnlyAfterAWholeWord() {
        let built = page("""
            History: Mary Seacole

            Mary travelled to London and asked to join Florence Nightingale's team of nurses, but she was turned down. She \
            paid for her own journey to the Crimea and opened the British Hotel near the town of Balaclava.
            """)
        #expect(built.places.contains("Balaclava") && built.places.contains("London"))
        #expect(!built.places.contains("Florence Nightingale"))
        #expect(!built.names(like: "Balaclava", from: built.pool(.name)).contains("Florence Nightingale"))
    }

    /// A play's lines name their speakers again and again: a scene is no word list ("What does “GRAN” mean? →
    /// (searching in her handbag) Oh dear …"). A word list with its words once each still is one.
    @Test func aPlayScriptIsNoWordList() {
        let scene = """
            English: A Scene from a Play

            INSPECTOR: Tickets, please! All tickets, please.
            GRAN: (searching in her handbag) Oh dear, oh dear. I put it in here this morning.
            SAM: Did you look in your coat pocket, Gran?
            GRAN: My coat pocket? Why would I put a ticket in my coat pocket?
            SAM: Because you always do.
            GRAN: (finding the ticket) Well, I never! Here it is, young man.
            INSPECTOR: (smiling) Thank you, madam. Change at York for Edinburgh.
            """
        #expect(VocabularyQuestions.entries(of: page(scene)).isEmpty)
        let words = """
            Vocabulary: Week 6

            abundant: more than enough
            fragile: easily broken
            ancient: very old, from long ago
            cautious: careful to avoid danger
            generous: happy to give to others
            """
        #expect(VocabularyQuestions.entries(of: page(words)).count >= 5)
    }

    /// "His first wife, Catherine of Aragon, gave him a daughter, Mary …" and "She gave birth to a daughter, Elizabeth":
    /// "Who was a daughter, according to the text? → Elizabeth" has two answers. A role given twice, or a bare "a daughter",
    /// is not asked; "Samuel Pepys, a naval official," still is.
    @Test func aRoleOfTwoPeopleIsNotAskedWho() {
        let text = """
            Henry VIII became King of England in 1509. His first wife, Catherine of Aragon, gave him a daughter, Mary, but no \
            son who lived. Henry married Anne Boleyn in 1533. She gave birth to a daughter, Elizabeth, and was executed in \
            1536. Samuel Pepys, a naval official, wrote a famous diary. Jane Seymour gave him a son, Edward.
            """
        let built = page(text)
        let stems = Set(draws(of: built, AppositionQuestions.candidates).joined().map(\.question.question))
        #expect(!stems.contains { $0.contains("a daughter") || $0.contains("a son") }, "\(stems)")
        #expect(stems.contains("Who was a naval official, according to the text?"), "\(stems)")
    }

    /// "Light travels much faster than sound, which is why we see lightning before we hear thunder" asked "what travels much
    /// faster than sound, which is why we see …?": the result is its own question.
    @Test func aWhatQuestionEndsBeforeWhichIsWhy() {
        let text = """
            Science: Sound

            Sound is a type of energy that travels as a wave. When an object vibrates, it makes the air around it vibrate \
            too, and these vibrations travel to our ears. Sound cannot travel through a vacuum, because there are no \
            particles to pass the vibrations along. This is why there is no sound in space.

            Sound travels at about 340 metres per second in air. It travels faster in water, at about 1,500 metres per \
            second, and faster still in steel. Light travels much faster than sound, which is why we see lightning before \
            we hear thunder.

            The pitch of a sound is how high or low it is. A fast vibration makes a high-pitched sound, and a slow \
            vibration makes a low-pitched sound. A short guitar string vibrates faster than a long one, so it plays a \
            higher note. The loudness of a sound depends on the size of the vibrations. Loudness is measured in decibels.

            An echo is a sound that has bounced off a hard surface, such as a cliff or a wall. Bats use echoes to find \
            their way in the dark and to catch insects. This is called echolocation.
            """
        let built = page(text)
        let stems = Set(draws(of: built, RecallQuestions.candidates).joined().map(\.question.question))
        #expect(stems.contains("According to the text, what travels much faster than sound?"), "\(stems)")
        #expect(!stems.contains { $0.contains("which is why") }, "\(stems)")
    }

    /// "Kenya is a country in East Africa. It lies on the Equator …" asked "Where does Kenya lie? → on the Equator | in East
    /// Africa | in Africa | near Mombasa": two wrong options were true. A place the page gives the same subject elsewhere,
    /// or one that ends in the same name, is no wrong option.
    @Test func aPlaceTheSubjectTrulyHasIsNoWrongOption() {
        let text = """
            Geography: A Case Study of Kenya

            Kenya is a country in East Africa. It lies on the Equator and has a coastline on the Indian Ocean. The capital \
            city is Nairobi, which has a population of more than four million people. The official languages are English \
            and Swahili.

            Kenya has many different landscapes. The Great Rift Valley runs from north to south through the country, and \
            Mount Kenya, the second highest mountain in Africa, rises to 5,199 metres. In the south-west, the Maasai Mara \
            is famous for its wildlife, including lions, elephants and zebras.

            Farming is the most important part of Kenya's economy. Tea and coffee are grown in the cool, wet highlands and \
            sold to other countries. Kenya is one of the world's largest exporters of tea. Flowers are grown in \
            greenhouses near Lake Naivasha and flown to Europe.

            Tourism also brings money into Kenya. Each year, more than a million visitors come to see the animals on \
            safari and to relax on the beaches near Mombasa. However, tourism can damage the environment, so some parks \
            limit the number of vehicles allowed.
            """
        let built = page(text)
        var askedIt = 0
        for asked in draws(of: built, RecallQuestions.candidates) {
            guard let lies = asked.first(where: { $0.question.question == "Where does Kenya lie?" }) else { continue }
            askedIt += 1
            #expect(lies.answer == "on the Equator")
            #expect(!lies.question.options.contains { $0.hasSuffix("Africa") }, "\(lies.question.options)")
        }
        #expect(askedIt > 0)
    }

    /// "Plants give off water vapour through their leaves. This is called transpiration." names the sentence before: "What
    /// is this called?" quoting it (a "This" with no noun after it was not asked).
    @Test func aBareThisIsCalledIsAskedOfTheSentenceBefore() throws {
        let text = """
            Water that soaks into the soil is called infiltration. Plants give off water vapour through their leaves. \
            This is called transpiration. Rain, snow, sleet and hail are kinds of precipitation.
            """
        let found = DefinitionQuestions.find(in: page(text))
        let transpiration = try #require(found.first { $0.term == "transpiration" }, "\(found.map(\.term))")
        #expect(transpiration.stem == "“Plants give off water vapour through their leaves.” What is this called?")
    }

    /// A gap-fill worksheet holds its answers in the learner's head: its word bank was asked as a statement ("Word bank:
    /// heart, arteries, veins, chlorine …"), and the message said only "gives only 1 good question". It says why.
    @Test func aGapFillWorksheetIsToldWhyItGetsNoQuiz() throws {
        let sheet = """
            Science Worksheet: The Heart

            Use the words in the box to fill in the gaps.

            Word bank: heart, arteries, veins, oxygen, lungs, capillaries

            1. The ____________ is a muscle that pumps blood around the body.
            2. Blood carries ____________ from the lungs to every cell.
            3. ____________ carry blood away from the heart.
            4. ____________ carry blood back to the heart.
            5. The tiny blood vessels between arteries and veins are called ____________.
            6. Blood picks up oxygen in the ____________.
            """
        #expect(OfflineQuizGenerator.gaps(in: sheet) == 6)
        #expect(!page(sheet).statements.contains { $0.text.hasPrefix("Word bank") })
        do {
            _ = try OfflineQuizGenerator(randomSeed: 1).generate(from: sheet, title: nil)
            Issue.record("a quiz was made of a gap-fill worksheet")
        } catch GenerateError.textTooShort(let message) {
            #expect(message.contains("worksheet of 6 gaps to fill in"), "\(message)")
        }
    }

    /// A practical on insulators was filed "Mathematics / Arithmetic" for its "each" and "left", and asked "what was the
    /// best insulator because it traps lots of air between its fibres?": the reason is a question of its own.
    @Test func aPracticalOnInsulatorsIsPhysicsAndItsReasonIsNotInTheStem() {
        let text = """
            Science: Which Material Keeps a Drink Warm?

            Aim: To find out which material is the best insulator.

            We wrapped four identical cans in different materials: bubble wrap, newspaper, aluminium foil and wool. A \
            fifth can was left unwrapped as a control. Each can was filled with 200 ml of water at 70 °C. We measured the \
            temperature of the water every five minutes for twenty minutes.

            Results
            After twenty minutes, the water in the unwrapped can had cooled to 45 °C. The can wrapped in aluminium foil \
            had cooled to 48 °C, the newspaper can to 52 °C and the bubble wrap can to 56 °C. The water in the can wrapped \
            in wool was still at 59 °C.

            Conclusion
            Wool was the best insulator because it traps lots of air between its fibres, and air is a poor conductor of \
            heat. Aluminium foil was the worst insulator, because metals are good conductors of heat. To make the test \
            fair, we used the same volume of water, the same starting temperature and the same type of can each time.
            """
        #expect(TopicClassifier.classify(text).topic == "Physics", "\(TopicClassifier.classify(text))")
        let stems = Set(draws(of: page(text), RecallQuestions.candidates).joined().map(\.question.question))
        #expect(stems.contains("According to the text, what was the best insulator?"), "\(stems)")
        #expect(!stems.contains { $0.contains(" because ") }, "\(stems)")
    }

    /// "Degas is famous for his paintings of ballet dancers" names a person by his work: "Who is famous for his paintings
    /// of ballet dancers? → Degas", among the page's other painters (it was asked of no one).
    @Test func aNameFamousForHisWorkIsAskedWho() throws {
        let text = """
            Art: The Impressionists

            Impressionism began in France in the 1870s. A group of young artists, including Claude Monet, Pierre-Auguste \
            Renoir and Edgar Degas, wanted to paint the world as they saw it at one moment. Instead of working in a \
            studio, they often painted outdoors, which is called painting en plein air.

            The name of the movement came from a painting by Monet called Impression, Sunrise. A critic used the word to \
            make fun of the group, but the artists took it as their own. Impressionist paintings use short, quick \
            brushstrokes and bright, unmixed colours. The artists were interested in how light changes through the day, so \
            Monet painted the same haystacks and the same cathedral many times, in morning sun and in evening shadow.

            Degas is famous for his paintings of ballet dancers, while Renoir painted crowds of people enjoying themselves \
            in cafés and parks. Berthe Morisot and Mary Cassatt were two important women in the group.

            At first, many people disliked Impressionist paintings because they looked unfinished. Today they hang in \
            galleries all over the world, and Monet's paintings of water lilies are among the most popular pictures ever \
            painted.
            """
        let asked = draws(of: page(text), RecallQuestions.candidates).joined()
        let degas = try #require(asked.first { $0.question.question == "Who is famous for his paintings of ballet dancers?" },
                                 "\(asked.map(\.question.question))")
        #expect(degas.answer == "Degas")
        #expect(degas.question.options.filter { $0 != "Degas" }.allSatisfy { ["Renoir", "Monet", "Claude Monet", "Mary Cassatt",
                                                                              "Berthe Morisot", "Pierre-Auguste Renoir"].contains($0) },
                "\(degas.question.options)")
    }

    /// "the four Sundays before Christmas" made "Sundays" a name, offered as a demon king and as a festival ("What is the
    /// Jewish festival of lights? → Hanukkah | Jerusalem | Amritsar | Sundays"): a day or a month stands only among times.
    @Test func aDayOfTheWeekIsNoNameOfAThing() {
        let text = """
            Religious Education: Festivals of Light

            Many religions celebrate festivals in which light is a symbol of hope and goodness. Diwali is the Hindu \
            festival of lights. It usually falls in October or November and lasts for five days. Families clean their \
            homes, light small clay lamps called diyas and set off fireworks. Diwali remembers the return of Rama and Sita \
            to their kingdom after Rama defeated the demon king Ravana.

            Sikhs also celebrate Diwali. For them it marks the release of Guru Hargobind from prison in 1619, and the \
            Golden Temple in Amritsar is lit up with thousands of lamps.

            Hanukkah is the Jewish festival of lights. It lasts for eight days and usually falls in December. Jewish \
            families light one more candle each night on a special candlestick called a menorah, which holds nine candles. \
            The extra candle, known as the shamash, is used to light the others. Hanukkah remembers how the Temple in \
            Jerusalem was rededicated after the Maccabees won it back from the Greeks.

            Christians celebrate Christmas in December. Candles on an Advent wreath are lit on the four Sundays before \
            Christmas, and many Christians believe that Jesus is the light of the world.
            """
        let built = page(text)
        #expect(Page.isTimeName("Sundays") && Page.isTimeName("December") && !Page.isTimeName("Sunderland"))
        for name in ["Ravana", "Hanukkah", "Jerusalem"] {
            for seed in UInt64(1)...4 {
                var random = QuizRandom(seed: seed)
                let options = built.nameDistractors(for: name, from: built.pool(.name), stem: "Which name?", picker: DistractorPicker(words: built.words),
                                                    random: &random)?.options ?? []
                #expect(!options.contains("Sundays"), "\(name): \(options)")
            }
        }
    }
}
