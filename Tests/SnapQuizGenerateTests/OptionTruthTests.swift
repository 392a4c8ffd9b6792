import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options that are true as well, or that no learner would weigh as the class a "X is a _____" blank asks for,
/// read in quizzes of body pages: "What pumps oxygen-rich blood to the body? → left ventricle | left side | heart" (the
/// left ventricle is on the left side of the heart), "The heart is a _____ → muscle | left ventricle | carbon dioxide"
/// (a part and a gas are no classes of the heart) and "→ muscle | organ" (the heart is an organ too). Checked on a page
/// written for these rules, against options a teacher would rule out, listed by hand.
@Suite struct OptionTruthTests {
    /// A body page with a class ("The heart is a muscle that …"), parts told by where they lie and a gas to swap in.
    static let heart = """
        The Heart and Circulation

        The heart is a muscle that pumps blood around the body. It sits in the chest between the two lungs, and it is \
        about the size of a clenched fist. The heart has four chambers. The two upper chambers are called atria, and the \
        two lower chambers are called ventricles. The right side of the heart pumps blood to the lungs, where it picks up \
        oxygen and gets rid of carbon dioxide. The left ventricle pumps oxygen-rich blood to the rest of the body. Its \
        wall is thicker than the wall of the right ventricle, because it has to push blood much further. Blood travels \
        through tubes called blood vessels. An artery is a vessel that carries blood away from the heart. A vein is a \
        vessel that carries blood back to the heart, and it has valves that stop the blood flowing backwards. \
        Capillaries are tiny vessels with walls only one cell thick. Blood is made of a liquid called plasma, which \
        carries red cells, white cells and platelets. Red blood cells carry oxygen, and white blood cells fight germs. \
        Platelets help the blood to clot when you cut yourself. Exercise makes the heart beat faster, and a healthy \
        adult heart beats about seventy times a minute.
        """

    /// What a learner rules out as a class of the heart: its parts, what flows through it, and classes it also belongs to.
    static let notClassesOfTheHeart: Set<String> = [
        "left ventricle", "right ventricle", "ventricles", "atria", "chambers", "valves", "carbon dioxide", "oxygen",
        "plasma", "blood", "organ", "internal organ", "pump", "chest", "body", "fist", "platelets", "germs",
    ]

    @Test func aPlaceADefinitionPutsAThingInIsTrueAsWell() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        // The left ventricle is "the chamber on the left side of the heart": the heart and its left side do what it does.
        #expect(TrueOptions.alsoTrue("left side", for: "left ventricle"))
        #expect(TrueOptions.alsoTrue("healthy adult heart", for: "left ventricle"))
        #expect(TrueOptions.alsoTrue("heart", for: "ventricle"))
        // Its sister on the other side, and another thing in the body, stay wrong options.
        #expect(!TrueOptions.alsoTrue("right ventricle", for: "left ventricle"))
        #expect(!TrueOptions.alsoTrue("artery", for: "left ventricle"))
    }

    @Test func rainToldApartByHowMuchIsRainAsWell() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        // "a heavy rain" and "a brief period of precipitation": "produces heavy _____" is true of either.
        #expect(TrueOptions.alsoTrue("downpours", for: "showers"))
        #expect(TrueOptions.alsoTrue("showers", for: "downpours"))
        // Weather of another kind stays a wrong option.
        #expect(!TrueOptions.alsoTrue("thunderstorms", for: "showers"))
        #expect(!TrueOptions.alsoTrue("hail", for: "showers"))
    }

    @Test func aClassedBlankNamesItsThing() {
        let classed = TrueOptions.classedSubject(ofBlankIn: "Complete the sentence from the text: “The heart is a/an _____ that pumps blood.”")
        #expect(classed == "heart")
        #expect(TrueOptions.classedSubject(ofBlankIn: "Arteries are _____ with thick walls.") == "arteries")
        #expect(TrueOptions.classedSubject(ofBlankIn: "The _____ pumps oxygen-rich blood to the body.") == nil)
        #expect(TrueOptions.classedSubject(ofBlankIn: "It is a _____ that pumps blood.") == nil)
    }

    @Test func aClassOfTheHeartIsOfferedBesideClassesOnly() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        var whatPumpsAsked = 0
        for seed in 1...8 as ClosedRange<UInt64> {
            let quiz = try OfflineQuizGenerator(randomSeed: seed).generate(from: Self.heart, title: nil)
            #expect(quiz.questions.count == 10, "seed \(seed): \(quiz.questions.count) questions")
            for question in quiz.questions {
                let key = question.options[question.correctIndex]
                let wrong = question.options.filter { $0 != key }
                // Asked with classes of the key's kind, or not at all (the page's other sentences fill the quiz).
                if question.question.contains("heart is a"), question.question.contains("_____") {
                    let ruledOut = wrong.filter { Self.notClassesOfTheHeart.contains($0.lowercased()) }
                    #expect(ruledOut.isEmpty, "seed \(seed): “\(question.question)” → \(key) offers \(ruledOut)")
                }
                if key == "left ventricle" {
                    whatPumpsAsked += 1
                    let wholes = wrong.filter { $0.lowercased().hasSuffix("heart") || $0.lowercased().hasSuffix("side") }
                    #expect(wholes.isEmpty, "seed \(seed): “\(question.question)” → left ventricle offers \(wholes)")
                }
            }
        }
        // The page asks about the left ventricle in some quiz (else the check above tested nothing).
        #expect(whatPumpsAsked > 0)
    }

    @Test func aClassedBlankWithoutClassesIsNotAsked() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        // A page with one machine among stuffs, a person and a material: "A printing press is a _____ → machine |
        // mixture | leather | worker" is answered by kind alone.
        let printing = Page(text: """
            A printing press is a machine that presses inked letters onto paper. Each letter was cast in a mould from a             mixture of lead, tin and antimony. A worker spread ink over the type with a leather ball. Gutenberg made small             metal letters called movable type. Monks wrote with pens made from goose feathers.
            """, knows: DictionaryWords.knows)
        let picker = DistractorPicker(words: printing.words)
        var random = QuizRandom(seed: 1)
        let classed = printing.distractors(for: "machine", from: printing.pool(.term), stem: "A printing press is a _____ that presses inked letters onto paper.",
                                           picker: picker, random: &random)
        #expect(classed == nil, "offered \(classed ?? [])")
    }

    @Test func termsOfDifferentLengthsAreWeighedWhole() throws {
        try #require(WordNet.shared != nil, "wordnet-base is not installed")
        let page = Page(text: Self.heart, knows: DictionaryWords.knows)
        let question = Question(question: "What pumps oxygen-rich blood to the rest of the body?",
                                options: ["left ventricle", "healthy adult heart", "right ventricle", "artery"], correctIndex: 0,
                                explanation: "", evidence: "")
        let flagged = page.partlyTrue(question)
        #expect(flagged)
        let fair = Question(question: "What pumps oxygen-rich blood to the rest of the body?",
                            options: ["left ventricle", "right ventricle", "blood vessel", "artery"], correctIndex: 0,
                            explanation: "", evidence: "")
        let fairFlagged = page.partlyTrue(fair)
        #expect(!fairFlagged)
    }
}
