import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// The README's main job ingests TestImages/science-photo.jpg and shows its quiz. Its reading sits near the edge of
/// ten good questions: about one `ingest` process in a hundred found only nine (1 of 150 separate processes, and
/// one CI run), none in 700 once the assembler tries up to twenty choices. Seeds in one process vary less than
/// processes do, so this guards the seeded path; the process figure comes from running `ingest` itself.
@Suite struct DemoPageTests {
    @Test func theDemoPageGetsAQuizWhateverTheSeed() {
        var failed: [UInt64] = []
        for seed in 1...100 as ClosedRange<UInt64> {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = ScienceOCR.corrections
            if (try? generator.generate(from: ScienceOCR.demoReading, title: nil)) == nil { failed.append(seed) }
        }
        #expect(failed.isEmpty, "no quiz for seeds \(failed)")
    }
}

/// "According to the text, what heats water in rivers, lakes and seas?" offered its key "energy from the Sun" among
/// "planet", "ground" and "groundwater": the one phrase, and so the answer. Such a question stands among the page's
/// other phrases, or is chosen only when the page has no tenth question otherwise.
@Suite struct LonePhraseKeyTests {
    /// A who/what question whose key of three words or more stands among single words.
    static func lonePhrase(_ question: Question) -> Bool {
        guard question.question.hasPrefix("According to the text, wh") else { return false }
        let key = question.options[question.correctIndex]
        let wrong = question.options.indices.filter { $0 != question.correctIndex }.map { question.options[$0] }
        return key.split(separator: " ").count >= 3 && wrong.contains { !$0.contains(" ") }
    }

    /// The demo reading offers the lone-phrase question and other questions besides: over 30 seeds it is chosen in at
    /// most two quizzes (24 of 30 before the rule, 0 after), and every seed still gets its quiz.
    ///
    /// Since wrong options that are true as well are no options (`TrueOptions`), the demo reading itself has no other
    /// question on "Energy from the Sun heats water in rivers, lakes and seas" ("in _____, lakes and seas → oceans",
    /// "heats water in streams, lakes and seas" were its others), and nine sentences make no quiz without it: the rule
    /// is held on the reading with one sentence more, where the page has a tenth question otherwise. (On the demo reading
    /// itself it is chosen in 30 of 30 quizzes; with a sentence on glaciers or snow added, 19 of 30: their questions
    /// cost as much. Where a rule gives the Sun's sentence another sound question, the added sentence can go.)
    @Test func theDemoPageAsksItOnlyWhenItMust() throws {
        let reading = ScienceOCR.demoReading.replacingOccurrences(
            of: "Questions:", with: "Scientists use satellites to measure how much rain falls on each continent every year.\nQuestions:")
        var chosen = 0, offered = 0
        for seed in 1...30 as ClosedRange<UInt64> {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = ScienceOCR.corrections
            let quiz = try generator.generate(from: reading, title: nil)
            if quiz.questions.contains(where: Self.lonePhrase) { chosen += 1 }
            offered += generator.explain(reading).contains { $0.contains("what heats water") && $0.contains("energy from the Sun") } ? 1 : 0
        }
        #expect(offered == 30, "the page no longer offers the question: this test checks nothing")
        #expect(chosen <= 2, "a lone phrase key was chosen in \(chosen) of 30 quizzes")
    }
}

extension LonePhraseKeyTests {
    /// The same giveaway in any question whose key is a word, a term or a name ("the largest _____ in the world" keyed
    /// "artificial lakes" among "floods", "countries" and "farmers"): over the whole corpus it is chosen only where a
    /// page has nothing better: 32 of 547 questions over the corpus and three seeds when only who/what questions
    /// avoided it, 9 of 547 with every kind costing it (2026-11-24).
    ///
    /// Since wrong options that are true as well are no options (`TrueOptions`), two pages have no tenth question
    /// otherwise: the water-cycle photos' "what heats water in rivers, lakes and seas? → energy from the Sun" (see the
    /// demo test above) and the volcano photos' "what makes the soil very fertile? → volcanic ash" (their "form a
    /// _____ → mountain" offered "hill", and "The heat _____ → underground" was an adverb among adjectives). Each text
    /// counts once, as in `QuotedStatementTests` (the water page is six TestImages photos): 11 of 301 questions.
    @Test func theCorpusSeldomKeysALonePhrase() throws {
        var lone = 0, asked = 0
        var seen = Set<String>()
        for page in HomeworkTexts.all where seen.insert(page.text).inserted {
            for seed in 1...3 as ClosedRange<UInt64> {
                guard let quiz = try? OfflineQuizGenerator(randomSeed: seed).generate(from: page.text, title: nil) else { continue }
                for question in quiz.questions where !question.options.contains(where: { $0.split(separator: " ").count > 6 }) {
                    asked += 1
                    let key = question.options[question.correctIndex]
                    let wrong = question.options.indices.filter { $0 != question.correctIndex }.map { question.options[$0] }
                    if key.split(separator: " ").count >= 2, wrong.allSatisfy({ !$0.contains(" ") }) { lone += 1 }
                }
            }
        }
        #expect(asked > 250, "too few questions asked: this test checks little")
        #expect(Double(lone) <= 0.04 * Double(asked), "\(lone) of \(asked) questions key the one phrase among single words")
    }
}

/// The demo quiz asked "streams" blanked from a sentence (Q3) and then "Which statement agrees with the text?" on the
/// same sentence (Q9): Q3's feedback had quoted the true statement. A statement question is now paired so only in
/// the assembler's last pass, on a page with no tenth question otherwise.
@Suite struct QuotedStatementTests {
    /// Whether an earlier question's feedback quotes the true sentence of a statement question asked later.
    static func quotesALaterStatement(_ questions: [Question]) -> Bool {
        questions.indices.contains { j in
            let key = questions[j].options[questions[j].correctIndex]
            guard ItemFlaws.isStatement(key), questions[j].question.contains("statement") || questions[j].question.contains("sentence")
                    || questions[j].question.contains("correct, according") else { return false }
            let sentence = TextTokens.lowered(key)
            return questions[..<j].contains { ItemFlaws.appears(sentence, in: TextTokens.lowered($0.explanation)) }
        }
    }

    @Test func theDemoQuizNeverQuotesAStatementBeforeItIsAsked() throws {
        var quoted = 0
        for seed in 1...30 as ClosedRange<UInt64> {
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = ScienceOCR.corrections
            if Self.quotesALaterStatement(try generator.generate(from: ScienceOCR.demoReading, title: nil).questions) { quoted += 1 }
        }
        // 30 of 30 before the rule; 2 of 30 after it (the page has nine sentences with questions, so its tenth question
        // shares a sentence, and the assembler tries at most three times for a quiz without a quoted statement).
        #expect(quoted <= 3, "\(quoted) of 30 demo quizzes quote a statement question's answer in earlier feedback")
    }

    /// Over the corpus it stays where a page has nothing better: 28 of 75 quizzes (3 seeds) before the rule, 16 after,
    /// 15 of them the Roman history page (five TestImages copies), whose eleven sentences leave no tenth question
    /// otherwise (2026-11-26). 17 once words for people no longer stand among things (the noisy Roman page had
    /// filled its quiz with "senators" among "empires" and "aqueducts"); the other two are it and the French Revolution.
    /// 19 once a wrong option of another kind of thing costs (`Candidate.strayGroupPenalty`): on the short pages the
    /// statements it leaves are the ones earlier feedback quotes. 21 once TestImages gained the three cloth photos,
    /// whose history page is the Roman page a sixth time, 24 with the lamp photos (a seventh): each new photo of an
    /// old page weighed that page again. Since 2026-11-27 each text counts once, over five seeds: 10 of 70 quizzes.
    @Test func theCorpusSeldomQuotesAStatementBeforeItIsAsked() {
        var quoted = 0, quizzes = 0
        var seen = Set<String>()
        for page in HomeworkTexts.all where seen.insert(page.text).inserted {
            for seed in 1...5 as ClosedRange<UInt64> {
                guard let quiz = try? OfflineQuizGenerator(randomSeed: seed).generate(from: page.text, title: nil) else { continue }
                quizzes += 1
                if Self.quotesALaterStatement(quiz.questions) { quoted += 1 }
            }
        }
        #expect(quizzes > 60, "too few quizzes: this test checks little")
        #expect(quoted <= 10, "\(quoted) of \(quizzes) quizzes quote a statement question's answer in earlier feedback")
    }
}

/// `regenerate` on the README's demo page failed 11 times in 12 once a quiz or two had been made: the questions not
/// asked before, taken first, shut out the sentences the rest of the quiz needed. Each new quiz avoids all earlier ones.
@Suite struct DemoPageRegenerateTests {
    @Test func everyRegenerateGivesAQuizAndTheFirstAsksAboutOtherThings() throws {
        var earlier: [Question] = []
        var failed: [Int] = []
        for round in 1...8 {
            let generator = OfflineQuizGenerator(randomSeed: UInt64(round))
            generator.corrections = ScienceOCR.corrections
            guard let quiz = try? generator.generate(from: ScienceOCR.demoReading, title: nil, avoiding: earlier) else {
                failed.append(round)
                continue
            }
            if round == 2 {
                let shared = Set(earlier.map(\.question)).intersection(quiz.questions.map(\.question))
                // 6 before a wrong option of another kind of thing cost (`Candidate.strayGroupPenalty`), 7 since: the
                // page has about a dozen good questions, and the ones the first quiz leaves offer "planet" for "clouds".
                #expect(shared.count <= 7, "\(shared.count) of 10 questions repeated")
            }
            earlier += quiz.questions
        }
        #expect(failed.isEmpty, "no quiz in rounds \(failed)")
    }
}
