import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

@Suite struct OfflineQuizGeneratorTests {
    /// Every sample page, corpus page and TestImages ground truth (but the corpus pages known to give none): a valid quiz
    /// that passes every item-writing check.
    static let texts = (HomeworkTexts.all + QualityCorpus.pages.map { ($0.name, $0.text) })
        .filter { !QualityCorpus.withoutQuiz.contains($0.name) }.map(\.text)

    @Test(arguments: texts.indices)
    func buildsAValidQuizFreeOfItemWritingFlaws(index: Int) throws {
        let text = Self.texts[index]
        for seed in [1, 7] as [UInt64] {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: text, title: nil)
            #expect(QuizShape.problems(in: quiz.questions).isEmpty, "\(QuizShape.problems(in: quiz.questions))")
            #expect(quiz.questions.count == 10)
            #expect(quiz.generator == "offline")
            let checker = ItemFlaws(text: text, words: WordCheck(page: text, knows: DictionaryWords.knows))
            // A page short of questions may keep two pairs one of which answers the other (`ItemFlaws.maxGiveaways`).
            let flaws = checker.check(quiz.questions, giveawaysAllowed: ItemFlaws.maxGiveaways)
            #expect(flaws.isEmpty, "\(flaws)")
            #expect(QuizReply.problems(in: quiz.questions, grounding: Grounding(text: text)).isEmpty)
            #expect(quiz.topic != nil)
        }
    }

    @Test func saysInPlainWordsWhenThePageIsTooShort() throws {
        let error = #expect(throws: GenerateError.self) {
            try OfflineQuizGenerator().generate(from: "Plants need light. Water is wet.", title: nil)
        }
        #expect(error?.kind == .badData)
        #expect(error?.description.contains("this page gives no good questions, and a quiz needs 10") == true, "\(error?.description ?? "")")
        #expect(OfflineQuizGenerator.tooShortMessage(found: 1).contains("only 1 good question,"))
        #expect(OfflineQuizGenerator.tooShortMessage(found: 4).contains("only 4 good questions,"))
    }

    @Test func isReproducibleWithASeed() throws {
        let a = try OfflineQuizGenerator(randomSeed: 42).generate(from: HomeworkTexts.waterCycle, title: nil)
        let b = try OfflineQuizGenerator(randomSeed: 42).generate(from: HomeworkTexts.waterCycle, title: nil)
        #expect(a.questions.map(\.question) == b.questions.map(\.question))
        #expect(a.questions.map(\.options) == b.questions.map(\.options))
    }

    /// Real OCR of TestImages/science-photo.jpg: "nivers", "warin", "qround", "beyins" are misreads and must never be
    /// an answer or an option (they are not in the dictionary and the page does not repeat them).
    @Test(arguments: [1, 7, 42] as [UInt64])
    func aMisreadIsNeverAnOption(seed: UInt64) throws {
        #expect(DictionaryWords.knows("rivers") && !DictionaryWords.knows("nivers"), "the Hunspell dictionaries are needed (scripts/install-deps.sh)")
        let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: ScienceOCR.sciencePhoto, title: nil)
        // "mins off" (runs off) is misread into dictionary words ("mins" abbreviates minutes): only the reading
        // stage, which knows the engine's confidence, can repair that one.
        let misreads = ["nivers", "warin", "qround", "beyins"]
        for question in quiz.questions {
            for option in question.options {
                let words = TextTokens.lowered(option)
                #expect(!words.contains(where: misreads.contains), "\(option) in \(question.question)")
                #expect(!["4", "74", "7"].contains(option), "a stray OCR digit as an option: \(question.question)")
            }
            #expect(!question.question.localizedCaseInsensitiveContains("Science Homework"))
        }
    }

    @Test func asksForWorkedSolutionsOnAMathsPage() throws {
        for page in QualityCorpus.withTestImages() where page.kind == .maths {
            let quiz = try OfflineQuizGenerator(randomSeed: 3).generate(from: page.text, title: nil)
            let quality = QuizQuality.measure(quiz.questions, text: page.text, solutions: page.solutions)
            #expect(quality.mathsSolutions >= 3, "\(page.name): \(quality.mathsSolutions) solutions asked")
            for question in quiz.questions {
                let key = question.options[question.correctIndex]
                // Never a number merely copied from the statement.
                let number = TextTokens.words(in: key).first { $0.first?.isNumber == true }
                if let number, Double(number) ?? 0 >= 10 {
                    #expect(!TextTokens.words(in: question.question).contains(number), "\(key) is in the stem: \(question.question)")
                }
            }
        }
    }

    @Test func aPoemAndAWordListGetQuizzesOfTheirOwnKind() throws {
        let poem = try OfflineQuizGenerator(randomSeed: 5).generate(from: QualityCorpus.poem, title: nil)
        #expect(poem.questions.allSatisfy { $0.question.contains("poem") })
        let words = try OfflineQuizGenerator(randomSeed: 5).generate(from: QualityCorpus.vocabulary, title: nil)
        #expect(words.questions.allSatisfy { $0.question.hasPrefix("What does “") || $0.question.hasPrefix("Which word means “") })
        // A word-list quiz pairs each word with its own meaning.
        for question in words.questions where question.question.hasPrefix("What does “") {
            let word = question.question.dropFirst("What does “".count).prefix { $0 != "”" }
            #expect(QualityCorpus.vocabulary.contains("\(word) – \(question.options[question.correctIndex])"))
        }
    }

    @Test func regeneratingAsksAboutOtherThings() throws {
        let generator = OfflineQuizGenerator(randomSeed: 9)
        let first = try generator.generate(from: HomeworkTexts.frenchRevolution, title: nil)
        let second = try generator.generate(from: HomeworkTexts.frenchRevolution, title: nil, avoiding: first.questions)
        let shared = Set(first.questions.map(\.question)).intersection(second.questions.map(\.question))
        #expect(shared.count <= 4, "\(shared.count) questions repeated: \(shared)")
    }

    @Test func blanksOnlyATermThatOccursOnce() {
        #expect(OfflineQuizGenerator.blank("vapour", in: "It rises as water vapour, and plants release water vapour too.") == nil)
        #expect(OfflineQuizGenerator.blank("cycle", in: "The water cycle spreads heat.") == "The water _____ spreads heat.")
        #expect(OfflineQuizGenerator.blank("cycle", in: "The bicycle and the cycle.") == "The bicycle and the _____.")
    }

    @Test func questionsFromThePageAreNotFacts() {
        func informative(_ text: String) -> Bool {
            OfflineQuizGenerator.isInformative(Sentence(text: text, index: 0, wordCount: text.split(separator: " ").count))
        }
        #expect(!informative("Questions: Which process turns liquid water into vapour?"))
        #expect(!informative("Questions: Which process turns liquid water into vapour")) // OCR lost the "?"
        #expect(!informative("Which process turns liquid water into vapour and back"))
        #expect(informative("When the droplets join together they fall as rain."))
    }

    @Test func classifiesHomeworkSubjects() {
        #expect(TopicClassifier.classify(HomeworkTexts.photosynthesis).topic == "Biology")
        #expect(TopicClassifier.classify(HomeworkTexts.frenchRevolution).topic == "History")
        #expect(TopicClassifier.classify(HomeworkTexts.mathsWordProblems).topic == "Mathematics")
        #expect(TopicClassifier.classify("lorem ipsum dolor").confidence < 0.3)
        // A page on the Great Fire of London was filed under Geography for naming a river and a city three times: its
        // king, cathedral, diary and dates weigh more, added up over History's subtopics.
        let fire = """
            In 1666 a fire started in a bakery near the river in the city of London. The king ordered houses to be pulled
            down. A famous diary describes the fire, which burned the old cathedral and most of the city by September 1666.
            """
        #expect(TopicClassifier.classify(fire).topic == "History", "\(TopicClassifier.classify(fire))")
        #expect(TopicClassifier.classify(QualityCorpus.planets).subtopic == "Space")
    }

    /// A poem is English, whatever it is about: the lighthouse keeper's waves and light, and the tide's sea and moon,
    /// made Physics of both; a prose page keeps its subject.
    @Test func aQuizOnAPoemIsEnglish() throws {
        for poem in [QualityCorpus.poem, QualityCorpus.tidePoem] {
            let quiz = try OfflineQuizGenerator(randomSeed: 3).generate(from: poem, title: nil)
            #expect(quiz.topic == "English" && quiz.subtopic == "Poetry", "\(quiz.topic) / \(quiz.subtopic)")
        }
        #expect(try OfflineQuizGenerator(randomSeed: 3).generate(from: HomeworkTexts.photosynthesis, title: nil).topic == "Biology")
    }
}
