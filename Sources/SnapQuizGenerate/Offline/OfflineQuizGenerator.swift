import Foundation
import SnapQuizCore

/// Builds a quiz from the text alone, with no network. Every kind of question the page offers is written
/// (definitions, who and when, quantities, cause and effect, statements that agree with the text, worked maths,
/// lines of a poem, vocabulary, and sentence completion as the fallback), then ten are chosen: the strongest first,
/// kinds mixed, one per sentence, no answer shown in another question's stem or earlier feedback, and the whole quiz
/// passes the item-writing-flaw checks that every generator's quiz passes.
public final class OfflineQuizGenerator: QuizGenerator {
    /// Always `offline`.
    public let name = "offline"
    private var random: QuizRandom
    private let knows: (String) -> Bool
    /// What spelling repair changed on the page being asked about (`Homework.ocrCorrections`): a repaired word the
    /// page does not confirm elsewhere is a guess, never a key or an option.
    public var corrections: [OCRCorrection] = []
    /// The words Tesseract doubted on that page (`Homework.ocrDoubted`): a question whose key is one comes after clean ones.
    public var doubted: [OCRDoubt] = []
    /// How many questions of a quiz may show a misread in their stem (`QuizAssembler.maxMisreadStems`): none for a page
    /// read only fairly (`forReading`).
    public var misreadStems = QuizAssembler.maxMisreadStems

    /// The misread stems a quiz may show for a page read with `grade`: a page read fairly is a doubtful reading, and
    /// its words the dictionary cannot flag are misread as often ("founded at 733 BC by the twins Romulus end Remus",
    /// history-keystone-photo, taught as true beside "wos", "eqpapment" and "e western half" in other stems): its quiz
    /// comes from clean stems only, or it gets none and the advice to retake the photo.
    public static func misreadStems(forReading grade: Reading.Grade?) -> Int {
        grade == .fair ? 0 : QuizAssembler.maxMisreadStems
    }

    /// A seed makes the choice and the shuffle reproducible (tests, benchmarks). Words are checked against the
    /// English dictionaries when they are installed.
    public convenience init(randomSeed: UInt64? = nil) {
        self.init(randomSeed: randomSeed, knows: DictionaryWords.knows)
    }

    /// With a word check of the caller's (tests).
    init(randomSeed: UInt64?, knows: @escaping (String) -> Bool) {
        random = QuizRandom(seed: randomSeed)
        self.knows = knows
    }

    /// Ten questions from the text, or `textTooShort` when it has too little material.
    public func generate(from text: String, title: String?) throws -> GeneratedQuiz {
        try generate(from: text, title: title, avoiding: [])
    }

    /// As `generate(from:title:)`, asking about other sentences and answers than `previous` (an earlier quiz of the
    /// same homework) wherever the page allows.
    public func generate(from text: String, title: String?, avoiding previous: [Question]) throws -> GeneratedQuiz {
        let (pages, words) = self.pages(of: text, guessed: Self.guesses(corrections, in: text))
        let checker = ItemFlaws(text: text, words: words)
        // The kinds written for pages short of ten are added only where the others fall short: with them always on, the
        // corpus's regenerated quizzes chose other questions and took more options of the wrong kind (190 against 175
        // over six seed pairs, RegenerateQualityTests), though no new question had one.
        var chosen: [Candidate] = []
        var candidates: [Candidate] = []
        for extra in [false, true] where chosen.count < QuizShape.questionCount {
            candidates += self.candidates(on: pages, checker: checker, extra: extra)
            // Reused material sinks; where that leaves a page near the edge of ten questions short (the README's demo page
            // made a quiz in 1 of 12 regenerates: new questions first shut out the sentences the rest needed), it sinks less,
            // then not at all: a quiz that repeats some questions beats none.
            for avoidance in previous.isEmpty ? [1.0] : Self.avoidances where chosen.count < QuizShape.questionCount {
                var assembler = QuizAssembler(checker: checker, previous: previous)
                assembler.avoidance = avoidance
                assembler.misreadStemLimit = misreadStems
                // A page short of ten after six tries of the first pass goes on to the kinds written for short pages
                // rather than fourteen more tries: coasts and solar (my pages) spent 77 ms a quiz, over the 50 ms budget.
                if !extra { assembler.maximumTries = 6 }
                chosen = assembler.choose(from: candidates, random: &random)
            }
        }
        guard chosen.count == QuizShape.questionCount else {
            throw GenerateError.textTooShort(Self.tooShortMessage(found: chosen.count, gaps: Self.gaps(in: text),
                                                                  cleanStemsOnly: misreadStems == 0))
        }
        let questions = chosen.map(\.question)
        let problems = QuizReply.problems(in: questions, grounding: Grounding(text: text)) + checker.check(questions, giveawaysAllowed: ItemFlaws.maxGiveaways).map(\.description)
        guard problems.isEmpty else {
            throw GenerateError.unusableOutput(generator: name, attempts: 1, problems: problems)
        }
        // A quiz on a poem's lines is English, whatever the poem is about: Wordsworth's daffodils, with their stars,
        // waves and sparkling light, were filed under "Physics / Waves and light".
        let onVerse = chosen.filter { [.verseLine, .verseNext, .verseRhyme, .verseSimile].contains($0.kind) }.count * 2 >= chosen.count
        // So is a quiz on a story's events and details: the girl's kite over the river and the mill is no geography.
        let onStory = chosen.filter { [.storyNext, .storyDetail, .storyWhere, .storyWhat, .playLine, .playReply, .stageDirection].contains($0.kind) }.count * 2 >= chosen.count
        // A list of French words with their English meanings is French, whatever its words name (a pencil case's
        // things were filed "General").
        let onList = chosen.filter { [.vocabulary, .definition].contains($0.kind) }.count * 2 >= chosen.count
        let language = onList ? pages.lazy.compactMap(VocabularyQuestions.language).first : nil
        // A method (a recipe, a practical, a thing to make) is filed as one: a pancake recipe's batter "base" made it
        // "Chemistry / Reactions", the salt crystals' "add" and "each" maths.
        let onMethod = chosen.filter { $0.kind == .procedure }.count >= 3 && pages.contains { !ProcedureQuestions.steps(of: $0).isEmpty }
        let guess: TopicClassifier.Guess
        if onVerse {
            guess = TopicClassifier.Guess(topic: "English", subtopic: "Poetry", confidence: 0.9)
        } else if let language {
            guess = TopicClassifier.Guess(topic: language, subtopic: "Vocabulary", confidence: 0.9)
        } else if onMethod {
            guess = TopicClassifier.classifyMethod((title.map { $0 + "\n" } ?? "") + text)
        } else if onStory {
            guess = TopicClassifier.Guess(topic: "English", subtopic: "Reading comprehension", confidence: 0.8)
        } else {
            guess = TopicClassifier.classify((title.map { $0 + "\n" } ?? "") + text)
        }
        return GeneratedQuiz(
            questions: questions.map { OptionShuffle.shuffle($0, using: &random) },
            topic: guess.topic, subtopic: guess.subtopic, classificationConfidence: guess.confidence, generator: name
        )
    }

    /// Every question the page offers before the quiz is chosen, one line each with its kind and any flaw
    /// (`snapquiz-bench quality --explain`).
    public func explain(_ text: String) -> [String] {
        let (pages, words) = self.pages(of: text, guessed: [])
        let checker = ItemFlaws(text: text, words: words)
        // Every problem of a maths page, solved or not: what a solver rule is missing shows here.
        let problems = MathsPages.problems(in: text).map { problem in
            let solved = MathsSolver.solve(problem).map { "\($0.format($0.value)) (\($0.working))" } ?? "not solved"
            return "[problem] \(problem.setup) | \(problem.question ?? "–") → \(solved)"
        }
        let all = [false, true].flatMap { candidates(on: pages, checker: checker, keepFlawed: true, extra: $0) }
        return problems + all.map { candidate in
            let flaws = checker.itemFlaws(candidate.question)
            return "[\(candidate.kind.rawValue)] \(candidate.question.question) → \(candidate.answer) | \(candidate.question.options.dropFirst().joined(separator: " | "))"
                + (flaws.isEmpty ? "" : "  ✗ " + flaws.joined(separator: "; ")) + (candidate.offKind ? "  ✗ off kind" : "")
        }
    }

    /// The page, or each of its parts (`PageParts`) as a page of its own, built once for both passes of `generate`;
    /// and the words of the whole text, for the flaw checker. A page of parts is not built whole as well: on a page of
    /// 870 words that was a sixth of its quiz's time, for its words alone.
    private func pages(of text: String, guessed: Set<String>) -> (pages: [Page], words: WordCheck) {
        let sentences = TextAnalysis.sentences(in: text)
        let parts = PageParts.split(text, sentences: sentences)
        guard parts.count > 1 else {
            let page = page(text, guessed: guessed, sentences: sentences)
            return ([page], page.words)
        }
        return (parts.map { page($0, guessed: guessed, sentences: nil) }, Page.wordCheck(text, knows: knows, doubted: doubted))
    }

    /// One part of the page; a table's lines are read as a table, and its prose without them.
    private func page(_ text: String, guessed: Set<String>, sentences: [Sentence]?) -> Page {
        let tables = TableQuestions.tables(in: text)
        guard !tables.isEmpty else { return Page(text: text, knows: knows, guessed: guessed, doubted: doubted, sentences: sentences) }
        var page = Page(text: TableQuestions.withoutTables(text, tables), knows: knows, guessed: guessed, doubted: doubted)
        page.tables = tables
        return page
    }

    /// The questions of every part of the page (`pages(of:guessed:)`), each part asked with its own words and options.
    private func candidates(on pages: [Page], checker: ItemFlaws, keepFlawed: Bool = false, extra: Bool = false) -> [Candidate] {
        guard pages.count > 1 else { return candidates(onPart: pages[0], checker: checker, keepFlawed: keepFlawed, extra: extra) }
        return pages.enumerated().flatMap { number, page in
            candidates(onPart: page, checker: checker, keepFlawed: keepFlawed, extra: extra).map { $0.inPart(number) }
        }
    }

    private func candidates(onPart page: Page, checker: ItemFlaws, keepFlawed: Bool, extra: Bool) -> [Candidate] {
        let picker = DistractorPicker(words: page.words, kinds: page.wordKinds, folded: page.folded, equated: page.equated, lists: page.lists,
                                      kindsNamed: page.kindsNamed)
        // A vocabulary list and a poem are read entry by entry and line by line: prose questions on them misfire.
        // A play's lines are neither: "MISS HALE" on a line of its own above her speech was read as a poem's line.
        let isPlay = !PlayQuestions.speeches(of: page).isEmpty
        var candidates = isPlay ? [] : VocabularyQuestions.candidates(page: page, picker: picker, random: &random)
        if candidates.isEmpty, !isPlay { candidates = VerseQuestions.candidates(page: page, picker: picker, random: &random) }
        // A list or a poem short of ten has nothing more to offer: its questions are in already.
        if extra, !candidates.isEmpty { return [] }
        if extra {
            // For a page short of ten, beside the questions it has: definitions with no word for naming ("A moon is a
            // natural satellite …"), purposes ("Why do councils build wooden groynes?"), a group's examples ("an example of
            // soft rock"), counts ("How many planets orbit the Sun?").
            var more = random
            candidates = GenusDefinition.candidates(page: page, picker: picker, random: &more)
                + PurposeQuestions.candidates(page: page, picker: picker, random: &more)
                + ExampleQuestions.candidates(page: page, picker: picker, random: &more)
                + CountQuestions.candidates(page: page, picker: picker, random: &more)
        } else if candidates.isEmpty {
            candidates = DefinitionQuestions.candidates(page: page, picker: picker, random: &random)
                + RecallQuestions.candidates(page: page, picker: picker, random: &random)
                + ClauseQuestions.candidates(page: page, picker: picker, random: &random)
                + StatementQuestions.candidates(page: page, picker: picker, random: &random)
                + ClozeQuestions.candidates(page: page, picker: picker, random: &random)
                + VocabularyQuestions.keyWordCandidates(page: page, picker: picker, random: &random)
            // Kinds written after the quiz was tuned each draw from a copy of the generator: a page that uses none of them
            // gets the quiz it got before they were written, question for question. The page's own questions;
            // appositions ("the last emperor, Romulus Augustulus,"); amounts with their units ("About how many times a
            // minute does the heart beat …?": written for short pages, they stood in the pass for pages short of ten,
            // which a page filled first with questions off the key's kind never reached); a story's events and details;
            // a timeline's people ("In 1963, who becomes the first woman in space?"); a table's figures; a method's
            // steps; how a thing is done ("How do muscles push the food along? → by squeezing …"); a revision sheet's
            // questions with its answers, then people named with a "who" clause, then terms with a "which" or "who" clause.
            let drawnApart: [(Page, DistractorPicker, inout QuizRandom) -> [Candidate]] = [
                PageQuestions.candidates, AppositionQuestions.candidates, MeasureQuestions.candidates, StoryQuestions.candidates,
                TimelinePeople.candidates, PlayQuestions.candidates, TableQuestions.candidates, ProcedureQuestions.candidates, MeansQuestions.candidates,
                { page, picker, random in
                    RevisionAnswers.candidates(page: page, picker: picker, random: &random) + RelativeWho.candidates(page: page, picker: picker, random: &random)
                        + RelativeWhich.candidates(page: page, picker: picker, random: &random)
                },
            ]
            for draw in drawnApart {
                var copy = random
                candidates += draw(page, picker, &copy)
            }
        }
        if isPlay {
            // A play's line asked as prose shows its speaker's label and its direction ("JOE: (looking out of the
            // cupboard) The big oak tree …" as a false statement): the scene's lines are asked as lines (`PlayQuestions`).
            // A label alone is cut ("Complete the sentence: “MUM: Then bring the candles from the _____ …”").
            let play: Set<QuestionKind> = [.playLine, .playReply, .stageDirection]
            candidates = candidates.compactMap { candidate in
                guard !play.contains(candidate.kind) else { return candidate }
                let texts = [candidate.question.question] + candidate.question.options
                guard !texts.contains(where: { $0.contains("(") || $0.contains("[") }) else { return nil }
                var unlabelled = candidate
                unlabelled.question.question = PlayQuestions.withoutLabels(candidate.question.question)
                unlabelled.question.options = candidate.question.options.map(PlayQuestions.withoutLabels)
                return unlabelled
            }
        }
        // A method's measures are what to cut or pour, no problem to solve ("Cut a strip of card 20 cm long and 5 cm wide.
        // What is its area?" made a bookmark's steps a maths sheet); a sheet of sums to work out has a number in most lines.
        let steps = ProcedureQuestions.steps(of: page)
        let maths = !steps.isEmpty && 2 * steps.filter({ $0.text.contains(where: \.isNumber) }).count < steps.count ? [] : MathsQuestions.candidates(page: page)
        // Two problems at least: one problem's question and its new-numbers variant make no maths sheet.
        if Set(maths.flatMap(\.sentences).map { ($0 - 30_000) / 4 }).count >= 2 {
            // On a maths page a number copied from a problem is no question: practise the solutions instead.
            candidates = candidates.filter { $0.kind == .definition }
        }
        if !steps.isEmpty {
            // A method's list of what it needs with one thing swapped for another ("Equipment: two particles, a measuring
            // cylinder, …") is no statement to judge: any thing could be on it. (A blank in it is still asked: taking those
            // out too left the pancakes in prose without a quiz in one seed of five.)
            let needs = Set(page.sentences.filter { ProcedureQuestions.listsNeeds($0.text) }.map(\.index))
            candidates.removeAll { $0.kind == .statement && !$0.sentences.isDisjoint(with: needs) }
        }
        if !extra {
            candidates += maths
            // A formula the page states is practised with numbers of the generator's ("speed = distance ÷ time").
            candidates += FormulaQuestions.candidates(page: page, random: &random)
        }
        // A stem that shows a misread ("on tne river", "According to jegenag") or a repair's guess reads badly: prefer
        // clean sentences. A key that is a guess ("waiter" for the engine's "walter") may be wrong: no such question.
        let isGuess = { (word: String) in page.guessed.contains(WordCheck.bare(word).lowercased()) }
        candidates.removeAll { TextTokens.words(in: $0.answer).contains(where: isGuess) }
        // Three misreads make a stem a learner has to decipher ("congenses into tinyforoplets that form …", "reer … aS … hall"):
        // no question. One keeps a question out of the quiz while clean stems can fill it (`showsMisread`: a cost of 1.5
        // let a noisy draw put "The N:le Delta, where …" in the Nile photo's quiz beside clean questions left unused).
        // A figure the dictionary does not list ("35p", "£2.40") is no misread; a year with a point in it is.
        let misread = { (word: String) in
            !page.words.isCleanWord(word) && (!word.contains(where: \.isNumber) || page.words.isBrokenYear(word))
        }
        let titleStems = page.titleStems
        let writerSpeaks = VoiceAndSpeech.writerSpeaks(on: page.text)
        candidates = candidates.compactMap { candidate in
            guard let resolved = OpeningPronoun.resolving(candidate, on: page), VoiceAndSpeech.fits(resolved, writerSpeaks: writerSpeaks) else { return nil }
            var candidate = ListLead.quoting(resolved, on: page)
            // A gap-fill's quote is cut clear of a misread far from its gap or a sentence run on after a lost stop.
            candidate = MisreadQuotes.cut(candidate, isMisread: { misread($0) && !isGuess($0) }) ?? candidate
            let unreadable = TextTokens.words(in: candidate.question.question).filter { !page.words.isCleanWord($0) || isGuess($0) }
            // A guess reads as a word, so it counts half against that limit: a photo of the water cycle whose repairs
            // ("atmospnere", "Piants", "aiso", "togetner", "sieet" all put right) shut two sentences out had no quiz.
            let guesses = unreadable.filter(isGuess).count
            guard Double(unreadable.count - guesses) + 0.5 * Double(guesses) < 3 else { return nil }
            // A word spelling repair put in is no misread on show: a guess is never a key (above), but in a stem it reads
            // as the page does (the rot90 photo's "ciouds" → "clouds" kept four stems out, and the page from its quiz).
            candidate.showsMisread = unreadable.contains { misread($0) && !isGuess($0) }
            candidate.offKind = page.offKind(candidate)
            candidate.mixesPeople = page.mixesPeople(candidate.question)
            candidate.strayGroup = page.strayGroup(candidate.question)
            candidate.partlyTrue = page.partlyTrue(candidate.question)
            candidate.asksTitle = page.asksTitle(candidate, stems: titleStems)
            candidate.score -= page.doubt(inKey: candidate.answer, stem: candidate.question.question) + 1.5 * Double(unreadable.count) + (candidate.keyIsTheLonePhrase ? Candidate.lonePhrasePenalty : 0)
                + (candidate.mixedKinds ? Candidate.mixedKindsPenalty : 0) + (candidate.mixesPeople ? Candidate.peopleAmongThingsPenalty : 0)
                + (candidate.strayGroup ? Candidate.strayGroupPenalty : 0) + (candidate.partlyTrue ? Candidate.partlyTruePenalty : 0)
                + (candidate.offKind ? Candidate.offKindPenalty : 0) + (candidate.asksTitle ? Candidate.titlePenalty : 0)
            return candidate
        }
        return keepFlawed ? candidates : candidates.filter { checker.itemFlaws($0.question).isEmpty }
    }

    /// The repaired words the page shows no more often than they were repaired: each was the engine's misread, so
    /// it stands only on the repair's guess ("waiter" for "walter"). A word also read as printed elsewhere is confirmed,
    /// as is a sure repair (`OCRCorrection.confirmed`: "hail" in a list of weather, "nver" → "river").
    static func guesses(_ corrections: [OCRCorrection], in text: String) -> Set<String> {
        guard !corrections.isEmpty else { return [] }
        var shown: [String: Int] = [:]
        for word in TextTokens.words(in: text) { shown[WordCheck.bare(word).lowercased(), default: 0] += 1 }
        var repaired: [String: Int] = [:]
        for correction in corrections where !correction.confirmed {
            repaired[WordCheck.bare(correction.to).lowercased(), default: 0] += 1
        }
        return Set(repaired.filter { word, times in shown[word, default: 0] <= times }.keys)
    }

    /// How strongly a regenerated quiz avoids an earlier quiz's material, tried in turn until one gives a full quiz.
    static let avoidances = [1.0, 0.35, 0]

    /// Plain words, correct grammar: how many good questions the page gave and what to do. A worksheet of `gaps` to fill
    /// in (three or more) is told why: its answers are the learner's to write, not on the page. A photo whose questions
    /// may show no misread (`cleanStemsOnly`, a page read only fairly) is full: what it needs is a sharper photo, not
    /// a fuller page (science-lamp-photo, CER 0.038, was told to give "a fuller page" for its 6 clean questions).
    static func tooShortMessage(found: Int, gaps: Int = 0, cleanStemsOnly: Bool = false) -> String {
        let what = found == 0 ? "no good questions" : (found == 1 ? "only 1 good question" : "only \(found) good questions")
        if gaps >= 3 {
            return "this page is a worksheet of \(gaps) gaps to fill in, and their answers are not on it, so the offline generator "
                + "cannot ask about them (the rest of the page gives \(what.replacingOccurrences(of: "only ", with: ""))). Photograph "
                + "it with the answers written in, or use an LLM generator (--generator openai or anthropic)."
        }
        if cleanStemsOnly {
            return "this page gives \(what) whose words all look right, and a quiz needs \(QuizShape.questionCount). Retake the "
                + "photo flat, well lit and filling the frame, or use an LLM generator (--generator openai or anthropic)."
        }
        return "this page gives \(what), and a quiz needs \(QuizShape.questionCount). Give it a fuller page (for a photo, "
            + "a sharper one too), or use an LLM generator (--generator openai or anthropic)."
    }

    /// Lines with a gap for the learner to fill: a run of four underscores or five dots ("The ________ pumps blood").
    static func gaps(in text: String) -> Int {
        text.split(separator: "\n").filter { $0.contains("____") || $0.contains(".....") || $0.contains("……") }.count
    }

    /// Statements of a useful length that are mostly words: not headings, questions, instructions or OCR debris.
    static func isInformative(_ sentence: Sentence) -> Bool {
        guard !sentence.isHeading, !sentence.isDatedLine, (6...45).contains(sentence.wordCount), !sentence.text.contains("?") else { return false }
        let visible = sentence.text.filter { !$0.isWhitespace }
        let letters = visible.filter { $0.isLetter }.count
        guard Double(letters) / Double(max(1, visible.count)) >= 0.7 else { return false }
        let first = sentence.text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        let instructions: Set<String> = ["explain", "describe", "write", "answer", "discuss", "draw", "list", "name", "complete",
                                         "calculate", "show", "find", "label", "compare", "read", "use", "circle", "underline"]
        // The page's own exercises ("Questions: Which process…") ask rather than state, even when OCR lost the "?".
        let labels: Set<String> = ["question", "questions", "q", "exercise", "exercises", "task", "tasks"]
        let interrogatives: Set<String> = ["which", "what", "who", "whom", "whose", "why", "how"]
        let bare = first.filter(\.isLetter)
        if first.hasSuffix(":"), labels.contains(bare) { return false }
        // "Word bank: heart, arteries, veins, oxygen …" lists a worksheet's answers; it states nothing.
        let opening = sentence.text.lowercased()
        if ["word bank", "word box", "wordbank", "words to use", "use these words"].contains(where: opening.hasPrefix) { return false }
        if interrogatives.contains(bare), !sentence.text.hasSuffix(".") { return false }
        return !instructions.contains(first)
    }

    /// The sentence with `answer` replaced by a blank, or nil if it does not occur exactly once as a whole word
    /// (two blanks would give the answer away or make the statement read oddly).
    static func blank(_ answer: String, in sentence: String) -> String? {
        // Plain ASCII (most pages) is searched on bytes, without Foundation's case-insensitive search.
        if !answer.isEmpty, sentence.utf8.allSatisfy({ $0 < 128 }), answer.utf8.allSatisfy({ $0 < 128 }) { return asciiBlank(answer, in: sentence) }
        var result = ""
        var rest = Substring(sentence)
        var found = 0
        while let range = rest.range(of: answer, options: [.caseInsensitive]) {
            let before = range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : " "
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
            result += rest[..<range.lowerBound]
            if before.isLetter || before.isNumber || after.isLetter || after.isNumber {
                result += rest[range] // part of a longer word: keep it
            } else {
                result += "_____"
                found += 1
            }
            rest = rest[range.upperBound...]
        }
        result += rest
        return found == 1 ? result : nil
    }

    /// `blank` for plain-ASCII text, on bytes lowered for the search: one byte a Character, so the same matches and the
    /// same neighbours (lowering and re-indexing the rest of the sentence after every match was 2% of the corpus's time).
    private static func asciiBlank(_ answer: String, in sentence: String) -> String? {
        let lowered = { (byte: UInt8) in (65...90).contains(byte) ? byte + 32 : byte }
        let text = Array(sentence.utf8), lower = text.map(lowered), needle = answer.utf8.map(lowered)
        let isWordy = { (byte: UInt8) in (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var rest = 0, at = 0, found = 0
        while at + needle.count <= lower.count {
            guard lower[at..<(at + needle.count)].elementsEqual(needle) else { at += 1; continue }
            let end = at + needle.count
            // As the search of the rest sees them: a match right after the last one has nothing before it.
            let before = at > rest ? text[at - 1] : UInt8(ascii: " "), after = end < text.count ? text[end] : UInt8(ascii: " ")
            result += text[rest..<at]
            if isWordy(before) || isWordy(after) {
                result += text[at..<end] // part of a longer word: keep it
            } else {
                result += Array("_____".utf8)
                found += 1
            }
            rest = end
            at = end
        }
        result += text[rest...]
        return found == 1 ? String(decoding: result, as: UTF8.self) : nil
    }
}
