import Foundation
import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A play scene is asked as a play: who says a line, what a speaker says, what a direction has them do. Read as prose
/// (or as a poem, with each name on a line of its own) the Storm scene gave 8 good questions and no quiz.
@Suite struct PlayQuestionsTests {
    static let storm = """
        English: Scene Two

        The Storm

        Characters: MUM; JOE, aged eleven; LILY, his sister, aged eight.

        A kitchen at night. Rain beats on the window. The lights flicker.

        LILY: Mum, the lights keep going off. I don't like it.
        MUM: It's only the storm, Lily. The wind has probably blown down a cable.
        JOE: (looking out of the window) The big oak tree in the garden is bending right over!
        LILY: What if it falls on the house?
        MUM: It won't fall on the house. It is too far away. Joe, fetch the torch from the drawer, please.
        JOE: (opening the drawer) There are no batteries in it.
        MUM: Then bring the candles from the cupboard under the stairs.
        LILY: Can I light them?
        MUM: No, Lily. Matches are not for children. I will light them.
        JOE: (returning with the candles) Found them! There are three left.
        MUM: Good boy. Now, who wants hot chocolate?
        LILY: (clapping) Me! Me!
        JOE: But the kettle won't work without electricity, Mum.
        MUM: (smiling) Then we will heat the milk on the gas cooker.
        """

    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    @Test func speechesAreReadInEachLayout() {
        let colon = "GRAN: Where are my glasses?\nSAM: On your head, Gran.\nGRAN: (laughing) So they are!\nSAM: You always lose them."
        let stop = colon.replacingOccurrences(of: ": ", with: ". ")
        let ownLine = colon.replacingOccurrences(of: ": ", with: "\n")
        for text in [colon, stop, ownLine] {
            let speeches = PlayQuestions.speeches(of: page(text))
            #expect(speeches.map(\.speaker) == ["GRAN", "SAM", "GRAN", "SAM"])
            #expect(speeches[2].direction == "laughing" && speeches[2].words == "So they are!")
        }
        // A page of "Word: meaning" lines is no play, nor is prose.
        #expect(PlayQuestions.speeches(of: page("Orbit: the path of a planet.\nMoon: a natural satellite.\nStar: a ball of gas.\nComet: a ball of ice."))
            .isEmpty)
    }

    @Test func aReplyIsCuedByTheSpeechItAnswers() {
        #expect(PlayQuestions.closing("It won't fall on the house. It is too far away. Joe, fetch the torch from the drawer, please.")
            == "Joe, fetch the torch from the drawer, please.")
        #expect(PlayQuestions.quoted("Dad! The gate is open and Biscuit has gone!") == "Dad! The gate is open and Biscuit has gone!")
    }

    @Test func aProseQuestionOnALineLosesItsLabel() {
        #expect(PlayQuestions.withoutLabels("Complete the sentence from the text: “MUM: Then bring the candles from the _____ under the stairs.”")
            == "Complete the sentence from the text: “Then bring the candles from the _____ under the stairs.”")
        #expect(PlayQuestions.withoutLabels("MRS OKAFOR. He is asleep in my greenhouse.") == "He is asleep in my greenhouse.")
        #expect(PlayQuestions.withoutLabels("Mum, the lights keep going off.") == "Mum, the lights keep going off.")
    }

    @Test func theStormSceneGetsAQuizOfItsLines() throws {
        var quizzes = 0
        for seed in 1...3 {
            guard let quiz = try? OfflineQuizGenerator(randomSeed: UInt64(seed)).generate(from: Self.storm, title: nil) else { continue }
            quizzes += 1
            let stems = quiz.questions.map(\.question)
            #expect(stems.filter { $0.hasPrefix("In the scene,") }.count >= 5)
            // No line is asked as prose with its label and direction ("JOE: (looking out of the cupboard) …").
            #expect(!quiz.questions.contains { $0.options.contains { $0.contains("(") } || $0.question.contains("JOE: (") })
            #expect(!stems.contains { $0.contains("“MUM: ") || $0.contains("“JOE: ") || $0.contains("“LILY: ") })
        }
        #expect(quizzes >= 2)
    }
}
