import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// Wrong options that are true as well, read in quizzes of body pages: "What pumps oxygen-rich blood to the body? →
/// left ventricle | left side | heart" (the left ventricle is on the left side of the heart). Checked on a page written
/// for these rules.
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
