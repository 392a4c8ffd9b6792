import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// One question that answers another: its key shown together with the fact it asks about, in the other's stem, correct
/// option or earlier feedback ("When did Augustus become the first emperor? → 27 BC" beside the true statement "In 27 BC
/// Augustus became the first emperor.").
@Suite struct GiveawayTests {
    static let text = """
        Rome began as a small town on the river Tiber. In 27 BC Augustus became the first emperor. The army built a \
        wall across northern Britain. In 1066 William was crowned king. Words on this page: lantern basil cedar delta ember \
        fable gravel harbor island jasper kettle sandstone limestone mudstone.
        """
    let checker = ItemFlaws(text: text, words: nil)

    private func question(_ stem: String, _ options: [String], explanation: String = "The text says so.") -> Question {
        Question(question: stem, options: options, correctIndex: 0, explanation: explanation, evidence: "")
    }

    let when = Question(question: "When did Augustus become the first emperor?", options: ["27 BC", "44 BC", "14 AD", "31 BC"],
                        correctIndex: 0, explanation: "The text says: “In 27 BC Augustus became the first emperor.”", evidence: "")
    let statement = Question(question: "Which statement agrees with the text?",
                             options: ["In 27 BC Augustus became the first emperor.", "In 27 BC Augustus became the first consul.",
                                       "In 27 BC Nero became the first emperor.", "In 27 BC Augustus became the last emperor."],
                             correctIndex: 0, explanation: "The text says: “In 27 BC Augustus became the first emperor.”", evidence: "")

    @Test func aTrueStatementWithTheKeyAndItsFactGivesTheQuestionAway() {
        for quiz in [[when, statement], [statement, when]] {
            let flaws = checker.giveaways(in: quiz)
            #expect(flaws.count == 1, "\(flaws)")
            #expect(flaws.first?.message.contains("27 BC") == true)
        }
        #expect(checker.check([when, statement]).contains { $0.message.contains("answers the other") })
        // Allowed as a last resort: the one pair passes, two do not.
        #expect(!checker.check([when, statement], giveawaysAllowed: 1).contains { $0.message.contains("answers the other") })
    }

    @Test func theKeyAloneOrTheFactAloneGivesNothingAway() {
        // "27 BC" in another sentence about another fact.
        let otherFact = question("Which sentence says what the page says?",
                                 ["In 27 BC the army built a wall across northern Britain.", "In 27 BC the army built a road across northern Britain.",
                                  "In 27 BC the army built a wall across southern Britain.", "In 27 BC the army built a fort across northern Britain."])
        #expect(checker.giveaways(in: [when, otherFact]).isEmpty)
        // The fact without the key.
        let undated = question("Which statement agrees with the text?",
                               ["Augustus became the first emperor of Rome.", "Augustus became the first consul of Rome.",
                                "Nero became the first emperor of Rome.", "Augustus became the last emperor of Rome."])
        #expect(checker.giveaways(in: [when, undated]).isEmpty)
        // A stem that names the key with its fact gives it away as a statement does.
        let who = question("Who became the first emperor?", ["Augustus", "Nero", "Romulus", "Caesar"])
        #expect(checker.giveaways(in: [who, when]).count == 1)
    }

    /// Wrong options are the distractor picker's: a false statement differs from the true one by a word, and counting
    /// a cause question's wrong options (other sentences' clauses) cost the README's demo page its quiz in 39 seeds of 100.
    @Test func wrongOptionsAreNotCounted() {
        let crowned = question("When was William crowned king?", ["1066", "1067", "1065", "1086"])
        let cause = question("What happens when the forces are unbalanced?",
                             ["the object speeds up", "William was crowned king in 1066", "the wall was built", "Rome began as a town"])
        #expect(checker.giveaways(in: [cause, crowned]).isEmpty)
        // The same clause as the key does give it away.
        let keyed = question("What happened in the end?", ["William was crowned king in 1066", "the object speeds up", "the wall was built", "Rome began"])
        #expect(checker.giveaways(in: [keyed, crowned]).count == 1)
    }

    @Test func feedbackGivesAwayOnlyTheQuestionsAfterIt() {
        let town = question("Where did Rome begin as a small town?", ["on the river Tiber", "on the Nile", "by the sea", "on a hill"],
                            explanation: "The text says: “In 27 BC Augustus became the first emperor.”")
        #expect(checker.giveaways(in: [town, when]).count == 1)
        #expect(checker.giveaways(in: [when, town]).isEmpty)
    }

    private func candidate(_ question: Question, kind: QuestionKind, sentence: Int, score: Double) -> Candidate {
        Candidate(kind: kind, sentences: [sentence], question: question, score: score, position: sentence)
    }

    /// The assembler never puts both in one quiz while the page has other questions to ask.
    @Test func theAssemblerPicksAnotherQuestionForOneOfThePair() {
        let words = ["lantern", "basil", "cedar", "delta", "ember", "fable", "gravel", "harbor", "island", "jasper", "kettle"]
        var candidates = words.enumerated().map { index, word in
            candidate(Question(question: "Item \(index + 1): which word of the list is it?", options: [word, "sandstone", "limestone", "mudstone"],
                               correctIndex: 0, explanation: "", evidence: ""), kind: .cloze, sentence: 10 + index, score: 3)
        }
        // Feedback that quotes nothing, so no other rule of the assembler (a statement quoted in feedback) keeps them apart.
        var plainWhen = when, plainStatement = statement
        plainWhen.explanation = ""
        plainStatement.explanation = ""
        candidates += [candidate(plainWhen, kind: .when, sentence: 1, score: 5), candidate(plainStatement, kind: .statement, sentence: 2, score: 5)]
        for seed in 1...5 as ClosedRange<UInt64> {
            var random = QuizRandom(seed: seed)
            let chosen = QuizAssembler(checker: checker, previous: []).choose(from: candidates, random: &random).map(\.question)
            #expect(chosen.count == QuizShape.questionCount, "seed \(seed)")
            #expect(checker.giveaways(in: chosen).isEmpty, "seed \(seed)")
        }
    }
}
