import SnapQuizCore

/// Chooses the quiz from the candidate questions: strongest first, kinds mixed, each sentence used once, no answer
/// shown by another question, and the whole quiz free of item-writing flaws (the longest option correct in at most
/// 40% of questions). Reading order decides the order asked, except where a later answer would show in earlier
/// feedback.
struct QuizAssembler {
    let checker: ItemFlaws
    /// Questions of an earlier quiz of the same homework: a regenerated quiz asks about other things first.
    let previous: [Question]
    /// How strongly reused material sinks (1: a stem asked before costs 8, its sentence or key 3 each).
    var avoidance = 1.0
    /// Tries of `choose` when no full quiz turns up: twenty find the tenth question of a page near the edge of ten (the
    /// README's demo page); a page that has more kinds of question to add may stop sooner and add them.
    var maximumTries = 20

    /// A candidate with the words the leak rules compare, worked out once.
    private struct Entry {
        var candidate: Candidate
        /// Its place among the candidates `choose` was given (`Pairs`, `giveaways`).
        var index: Int
        var value: Double
        var answerStem: String
        /// The answer's words when it is distinctive enough to leak (nil for common words and whole statements).
        var answerWords: [String]?
        var stemWords: [String]
        /// Feedback, and a statement question's options: what the learner sees once this question is answered.
        var shownWords: [[String]]
        var foldedStem: String
        /// Whether what it tests is a year (a year blank, or a statement made false by another year).
        var testsYear: Bool
        /// The correct option's words, to tell whether two questions on one sentence test the same fact.
        var keyWords: [String]
        /// A statement question's changed words: the true statement's words that some wrong option lacks.
        var changedWords: Set<String>
        /// The one word the question tests, as a stem: a one-word key, or the one word a statement question's wrong
        /// options change ("electricity" in "Materials that do not let electricity pass through are called insulators").
        var testedWord: String?
        /// How its stem opens (`ItemFlaws.opening`).
        var opening: String
        /// Its options of three words or more (clauses, phrases), to tell two questions offering one set of them.
        var clauseOptions: Set<String>
        /// A statement question's wrong options (`shareFalseStatement`); none for other kinds.
        var falseStatements: Set<String>
    }

    /// `testedWord` of a candidate whose key has `keyWords` and whose wrong options change `changedWords`.
    private static func testedWord(_ candidate: Candidate, keyWords: [String], changedWords: Set<String>) -> String? {
        if candidate.kind == .statement { return changedWords.count == 1 ? changedWords.first.map(OptionSimilarity.stem) : nil }
        return keyWords.count == 1 ? OptionSimilarity.stem(keyWords[0]) : nil
    }

    /// The words of a statement question's true statement (`keyWords`) that some wrong option lacks; none for other kinds.
    private static func changedWords(_ candidate: Candidate, keyWords: [String]) -> Set<String> {
        guard candidate.kind == .statement else { return [] }
        let all = candidate.question.options.enumerated().filter { $0.offset != candidate.question.correctIndex }.map { TextTokens.lowered($0.element) }
        // The key's own false versions, not a neighbour's sentence borrowed beside them (`StatementQuestions.borrowed`),
        // which lacks every word of the key.
        let own = all.filter { Set($0).symmetricDifference(Set(keyWords)).count <= 4 }
        let wrong = own.isEmpty ? all : own
        // "using an ammeter" against "using a voltmeter": the article that agrees with the swapped word is no word tested
        // (with it, the question tested two words, and "ammeter" was asked again by a blank and a statement).
        return Set(keyWords.filter { word in !["a", "an"].contains(word) && wrong.contains { !$0.contains(word) } })
    }

    /// "In 1898 they discovered …" against "In 1906 they discovered …": the options differ only in a year.
    static func testsYear(_ question: Question) -> Bool {
        let isYear = { (word: String) in word.count == 4 && word.allSatisfy(\.isNumber) }
        let key = question.options[safe: question.correctIndex] ?? ""
        if isYear(key) { return true }
        guard let other = question.options.first(where: { $0 != key }) else { return false }
        let a = TextTokens.lowered(key), b = TextTokens.lowered(other)
        guard a.count == b.count else { return false }
        let differing = zip(a, b).filter { $0 != $1 }
        return !differing.isEmpty && differing.allSatisfy { isYear($0.0) }
    }

    func choose(from candidates: [Candidate], random: inout QuizRandom) -> [Candidate] {
        // Greedy choice can paint itself into a corner on a short page (one early answer rules out three sentences):
        // a few more tries with other noise, keeping the fullest quiz.
        // A full quiz with a second pair of questions on one sentence is kept only when no try finds one without.
        // A quiz that quotes a statement question's sentence in earlier feedback is kept only when no try finds one without.
        var best: [Candidate] = []
        var bestFlaws = (pairs: Int.max, quoted: Int.max, misread: Int.max)
        // What each try compares is the same for every try; only the noise differs.
        let prepared = candidates.enumerated().map { Self.entry($1, index: $0, speaker: checker.isSpeaker($1.answer)) }
        let pairs = Pairs(count: candidates.count)
        let giveaways = Self.giveaways(among: candidates)
        // A page near the edge of ten questions (the README's demo page) found only nine in about one process of a
        // hundred after six tries: up to twenty when no full quiz has turned up yet.
        for attempt in 0..<maximumTries {
            if attempt >= 6, best.count == QuizShape.questionCount { break }
            // Past the first six tries, no more stems opening alike than the flaw checker passes (`fill`).
            let quiz = chooseOnce(from: prepared, pairs: pairs, giveaways: giveaways, noise: attempt == 0 ? 0.9 : (attempt < 6 ? 2.5 : 4),
                                  sparing: attempt >= 3, capOpenings: attempt >= 6, random: &random)
            // A stem with a misread is kept only when no try finds a full quiz without (greedy choice can take one for
            // its tenth question where another draw finds a clean one).
            let flaws = (pairs: Self.pairs(in: quiz), quoted: Self.quotedStatements(in: quiz), misread: quiz.filter(\.showsMisread).count)
            if quiz.count > best.count
                || quiz.count == best.count && (flaws.quoted, flaws.pairs, flaws.misread) < (bestFlaws.quoted, bestFlaws.pairs, bestFlaws.misread) {
                (best, bestFlaws) = (quiz, flaws)
            }
            // A page that needs a quoted statement usually needs it in every try: two more at most (a try is a
            // fifth of the page's time).
            if best.count == QuizShape.questionCount, bestFlaws.pairs <= 1, bestFlaws.quoted == 0 && bestFlaws.misread == 0 || attempt >= 4 { break }
        }
        return best
    }

    /// For each candidate, the candidates it cannot share a quiz with because one answers the other
    /// (`ItemFlaws.givesAway`): its answer and the fact it asks shown in the other's stem or correct option. Worked out once per
    /// page, not in every try. Feedback is left to `order`, which asks a question before any feedback showing its answer.
    static func giveaways(among candidates: [Candidate]) -> [Set<Int>] {
        let facts = candidates.map { ItemFlaws.askedFact($0.question) }
        let shown = candidates.map { ItemFlaws.shownWords($0.question) }
        var pairs = Array(repeating: Set<Int>(), count: candidates.count)
        for (j, fact) in facts.enumerated() {
            guard let fact else { continue }
            for i in candidates.indices where i != j && shown[i].contains(where: { ItemFlaws.givesAway($0, fact) }) {
                pairs[i].insert(j)
                pairs[j].insert(i)
            }
        }
        return pairs
    }

    /// Statement questions whose true sentence another question of `quiz` shows once answered (`quotesStatement`).
    private static func quotedStatements(in quiz: [Candidate]) -> Int {
        quiz.filter { statement in
            statement.kind == .statement && quiz.contains { other in
                other.question.id != statement.question.id && shown(by: other).contains { ItemFlaws.appears(statement.answer, in: $0) }
            }
        }.count
    }

    /// What the learner sees of `candidate` once it is answered: its feedback, and a statement question's options.
    private static func shown(by candidate: Candidate) -> [String] {
        [candidate.question.explanation] + ([.statement, .chronology].contains(candidate.kind) ? candidate.question.options : [])
    }

    /// A candidate with the words the leak rules compare (`value` is set by each try); a play's speaker as its key is
    /// named in other stems without leaking (`ItemFlaws.isSpeaker`).
    private static func entry(_ candidate: Candidate, index: Int, speaker: Bool) -> Entry {
        let keyWords = TextTokens.lowered(candidate.answer)
        let changedWords = changedWords(candidate, keyWords: keyWords)
        return Entry(candidate: candidate, index: index, value: 0, answerStem: OptionSimilarity.stem(candidate.answer),
                     answerWords: ItemFlaws.isDistinctive(candidate.answer) && !speaker ? keyWords : nil,
                     stemWords: TextTokens.lowered(candidate.question.question), shownWords: shown(by: candidate).map(TextTokens.lowered),
                     foldedStem: QuizShape.fold(candidate.question.question), testsYear: testsYear(candidate.question),
                     keyWords: keyWords, changedWords: changedWords,
                     testedWord: testedWord(candidate, keyWords: keyWords, changedWords: changedWords),
                     opening: ItemFlaws.opening(candidate.question),
                     clauseOptions: candidate.kind == .maths ? [] : Set(candidate.question.options.filter { $0.split(separator: " ").count >= 3 }),
                     falseStatements: candidate.kind == .statement ? wrongOptions(candidate) : [])
    }

    /// What two candidates mean for each other (`pairFit`) and each candidate's sparing cost, worked out once a
    /// `choose`: the same pairs are weighed in every pass of `fill` and in every try, and on a long page that was
    /// most of the choosing (volcanoes-2col-photo: 10-15 ms of a 60 ms quiz).
    private final class Pairs {
        private let count: Int
        private var fits: [Int: PairFit] = [:]
        private var costs: [Int]?

        init(count: Int) {
            self.count = count
        }

        func fit(_ entry: Entry, _ other: Entry, allowance: Allowance, _ decide: () -> PairFit) -> PairFit {
            let rules = (allowance.stemLeaks == 0 ? 1 : 0) + (allowance.quotedStatements ? 2 : 0) + (allowance.wordTwice ? 4 : 0)
            let key = (entry.index * count + other.index) * 8 + rules
            if let known = fits[key] { return known }
            let found = decide()
            fits[key] = found
            return found
        }

        /// For each entry, how many sentences its answer would shut out (`sparing`).
        func sparingCosts(_ pool: [Entry]) -> [Int] {
            if let costs { return costs }
            let found = pool.map { entry in
                Set(pool.filter { $0.candidate.sentences.isDisjoint(with: entry.candidate.sentences) && QuizAssembler.inStem($0, entry) }
                    .flatMap(\.candidate.sentences)).count
            }
            costs = found
            return found
        }
    }

    /// Whether one candidate may be asked beside another (nil: never), and if so whether they share a sentence and
    /// how many of the two stems show the other's answer.
    private struct PairFit {
        var allowed: Bool
        var shared = 0
        var leaked = 0
    }

    /// `sparing` (from the fourth try): a question whose key other questions' stems show costs 0.5 for each sentence
    /// it would shut out. On the README's demo page "tiny _____ that form clouds → droplets" shuts out "When the
    /// droplets join together …", and greedy choice that took it first found only nine questions in four seeds of ten.
    private func chooseOnce(from prepared: [Entry], pairs: Pairs, giveaways: [Set<Int>], noise: Double, sparing: Bool = false, capOpenings: Bool = false,
                            random: inout QuizRandom) -> [Candidate] {
        let previousEvidence = Set(previous.map { QuizShape.fold($0.evidence) })
        let previousStems = Set(previous.map { QuizShape.fold($0.question) })
        let previousAnswers = Set(previous.map { QuizShape.fold($0.options[safe: $0.correctIndex] ?? "") })
        // A little noise so regenerating (no seed) does not repeat itself, and reused material sinks.
        var pool = prepared.map { entry -> Entry in
            var entry = entry
            let candidate = entry.candidate
            // No noise for the page's own questions: every other question draws the noise it drew before they were
            // written, so a page whose quiz uses none of them gets the same quiz.
            var value = candidate.score + (candidate.kind == .pageQuestion ? 0 : Double.random(in: 0..<noise, using: &random))
            if !previous.isEmpty {
                if previousStems.contains(QuizShape.fold(candidate.question.question)) { value -= 8 * avoidance }
                if previousEvidence.contains(QuizShape.fold(candidate.question.evidence)) { value -= 3 * avoidance }
                if previousAnswers.contains(QuizShape.fold(candidate.answer)) { value -= 3 * avoidance }
                // A regenerate never trades a sound question asked before for a new one with a flaw of kind ("What is
                // the force that keeps the planets in their orbits? → Gravity | Mars | Jupiter | Venus"): such a
                // question sinks as far as a stem asked before on a sentence asked before. (As far as a stem alone was
                // too little once absurd describing words were no longer fair swaps: 213 such questions in regenerated
                // quizzes against 186 in the first ones, over the regenerate guard's twelve pairs of seeds.)
                if candidate.hasKindFlaw { value -= 11 * avoidance }
            }
            entry.value = value
            return entry
        }
        if sparing {
            let costs = pairs.sparingCosts(prepared)
            for index in pool.indices { pool[index].value -= 0.5 * Double(costs[index]) }
        }
        var chosen: [Entry] = []
        var rejected = Set<String>()
        for _ in 0..<4 {
            fill(&chosen, from: &pool, rejected: rejected, pairs: pairs, giveaways: giveaways, capOpenings: capOpenings)
            let ordered = order(chosen)
            let flaws = checker.check(ordered.map(\.candidate.question), giveawaysAllowed: ItemFlaws.maxGiveaways)
            if flaws.isEmpty { return ordered.map(\.candidate) }
            // Drop what the checker names and choose again; for "longest option correct" drop the weakest such item.
            var drop = Set(flaws.compactMap(\.question).map { ordered[$0].candidate.question.id })
            if flaws.contains(where: { $0.question == nil }) {
                let longest = ItemFlaws.longestCorrect(ordered.map(\.candidate.question)).map { ordered[$0] }
                if let weakest = longest.min(by: { $0.candidate.score < $1.candidate.score }) { drop.insert(weakest.candidate.question.id) }
                for index in pool.indices where !ItemFlaws.longestCorrect([pool[index].candidate.question]).isEmpty { pool[index].value -= 1.5 }
            }
            rejected.formUnion(drop)
            chosen = ordered.filter { !drop.contains($0.candidate.question.id) }
            if drop.isEmpty { break }
        }
        let ordered = order(chosen).map(\.candidate)
        return checker.check(ordered.map(\.question), giveawaysAllowed: ItemFlaws.maxGiveaways).isEmpty ? ordered : Array(ordered.prefix(max(0, ordered.count - 1)))
    }

    /// What a quiz may allow when the page is short: one pair of questions on one sentence, one answer shown in
    /// another question's stem (the limits the flaw checker holds every quiz to).
    private struct Allowance {
        var sharedSentences = 0
        var stemLeaks = 0
        /// A statement question after a question whose feedback quotes its sentence (`quotesStatement`).
        var quotedStatements = false
        /// Questions whose stem shows a misread (`Candidate.showsMisread`).
        var misreadStems = false
        /// A statement question beside another question on the same one word (`testedWord`).
        var wordTwice = false
        /// Pairs of questions one of which answers the other (`ItemFlaws.giveaways`).
        var giveaways = 0
    }

    /// A page with questions on at least this many sentences has room to ask each word once; a shorter one (the
    /// README's demo page offers nine) may ask a word twice rather than pair questions on one sentence.
    static let roomySentences = 14

    private func fill(_ chosen: inout [Entry], from pool: inout [Entry], rejected: Set<String>, pairs: Pairs, giveaways: [Set<Int>], capOpenings: Bool) {
        // Strict first; a short page may then use its allowances rather than give no quiz (a second pair of questions
        // on one sentence only when the page has no tenth question otherwise).
        // In each pass, stems that show a misread only when clean ones leave the quiz short: before a second question
        // on one sentence (taking every pair first put one in noisy-romans' every quiz).
        // A pair one of which answers the other only in the passes that allow an answer in another stem.
        let allowances = [Allowance(), Allowance(sharedSentences: 1),
                          Allowance(sharedSentences: 1, stemLeaks: ItemFlaws.maxStemLeaks, giveaways: ItemFlaws.maxGiveaways),
                          Allowance(sharedSentences: 2, stemLeaks: ItemFlaws.maxStemLeaks, quotedStatements: true, giveaways: ItemFlaws.maxGiveaways)]
        let roomy = Set(pool.flatMap(\.candidate.sentences)).count >= Self.roomySentences
        let passes = allowances.flatMap { allowance -> [Allowance] in
            var clean = allowance
            clean.wordTwice = !roomy || allowance.quotedStatements
            var misread = clean
            misread.misreadStems = true
            return [clean, misread]
        }
        for allowance in passes where chosen.count < QuizShape.questionCount {
            fill(&chosen, from: &pool, rejected: rejected, allowance: allowance, pairs: pairs, giveaways: giveaways, capOpenings: capOpenings)
        }
    }

    private func fill(_ chosen: inout [Entry], from pool: inout [Entry], rejected: Set<String>, allowance: Allowance, pairs: Pairs,
                      giveaways: [Set<Int>], capOpenings: Bool) {
        var kinds: [QuestionKind: Int] = [:]
        for entry in chosen { kinds[entry.candidate.kind, default: 0] += 1 }
        // With `capOpenings`, no more stems opening alike than the flaw checker passes (`ItemFlaws.maxSameOpeningShare`): a
        // play's questions all open "In the scene, …", and a quiz of eight of them failed whatever its tenth was (no quiz
        // in 2 seeds of 3). Only in the tries for a page still without a full quiz: in the first, a poem's quiz capped so
        // took a line blank whose key the next stem showed ("… rises on the _____ → shore", "which word rhymes with “shore”?").
        var openings: [String: Int] = [:]
        for entry in chosen { openings[entry.opening, default: 0] += 1 }
        let mostAlike = capOpenings ? Int(ItemFlaws.maxSameOpeningShare * Double(QuizShape.questionCount)) : Int.max
        // A biography is full of years: each question that tests one more year costs more, so the quiz also asks
        // what happened, not only when (a life story gave seven year questions of ten).
        var years = chosen.filter(\.testsYear).count
        var misreads = chosen.filter(\.candidate.showsMisread).count
        var left = allowance
        left.sharedSentences -= Self.pairs(in: chosen.map(\.candidate))
        left.stemLeaks -= leaks(in: chosen)
        // The places of the questions chosen, kept as they are added: what each candidate gives away is looked up in it.
        var chosenIndices = Set(chosen.map(\.index))
        left.giveaways -= chosen.map { giveaways[$0.index].intersection(chosenIndices).count }.reduce(0, +) / 2
        while chosen.count < QuizShape.questionCount {
            var best: Int?
            var bestValue = -Double.infinity
            for (index, entry) in pool.enumerated() where !rejected.contains(entry.candidate.question.id)
                && (!entry.candidate.showsMisread || allowance.misreadStems && misreads < misreadStemLimit) {
                let repeats = kinds[entry.candidate.kind] ?? 0
                // Mixed kinds: each repeat of a kind costs more, and in the strict pass no prose kind fills half the quiz.
                if allowance.sharedSentences == 0, repeats >= Self.maxPerKind, !Self.pageKinds.contains(entry.candidate.kind) { continue }
                if openings[entry.opening, default: 0] >= mostAlike { continue }
                let value = entry.value - 1.6 * Double(repeats) - (entry.testsYear ? 1.2 * Double(years) : 0)
                    - Self.repeatedFalseStatementCost * Double(chosen.filter { !$0.falseStatements.isDisjoint(with: entry.falseStatements) }.count)
                    - Self.repeatedClausesCost * Double(max(0, chosen.filter { Self.shareClauses($0, entry) }.count - 1))
                if value > bestValue, fits(entry, with: chosen, allowance: left, pairs: pairs),
                   giveaways[entry.index].intersection(chosenIndices).count <= left.giveaways {
                    bestValue = value; best = index
                }
            }
            guard let best else { return }
            let entry = pool.remove(at: best)
            left.sharedSentences -= chosen.filter { !$0.candidate.sentences.isDisjoint(with: entry.candidate.sentences) }.count
            left.stemLeaks -= chosen.filter { Self.inStem($0, entry) || Self.inStem(entry, $0) }.count
            left.giveaways -= giveaways[entry.index].intersection(chosenIndices).count
            kinds[entry.candidate.kind, default: 0] += 1
            openings[entry.opening, default: 0] += 1
            if entry.testsYear { years += 1 }
            if entry.candidate.showsMisread { misreads += 1 }
            chosen.append(entry)
            chosenIndices.insert(entry.index)
        }
    }

    /// What a statement question costs for each chosen one offering the same false statement: a sentence short of fair
    /// false versions borrows its neighbours' (`StatementQuestions`), and two questions of one quiz showing the same
    /// false sentence ("Some of this water soaks into the soil and becomes vapour …") read as a quiz out of options.
    static let repeatedFalseStatementCost = 4.0

    /// Whether two statement questions offer one false statement both (`Entry.falseStatements`, worked out once a
    /// candidate: every pick of `fill` weighs every candidate against every chosen one).
    static func shareFalseStatement(_ a: Candidate, _ b: Candidate) -> Bool {
        guard a.kind == .statement, b.kind == .statement else { return false }
        return !wrongOptions(a).isDisjoint(with: wrongOptions(b))
    }

    private static func wrongOptions(_ candidate: Candidate) -> Set<String> {
        Set(candidate.question.options.enumerated().filter { $0.offset != candidate.question.correctIndex }.map(\.element))
    }

    /// Whether two questions offer three of the same clauses ("What follows from this: 'Pure water has a pH of 7'?",
    /// "What happens when an acid reacts with an alkali?", "What follows from this: 'Bee stings are acidic'?", each
    /// among "it is neutral | the two cancel each other out | they can be soothed …"): each key is the others' wrong
    /// option, and the third question is answered by crossing off the first two. The third of a set costs, as a repeated
    /// false statement does; a ban, or a cost for the second, filled a page short of other questions (coasts) with the
    /// words Tesseract doubted instead (`DoubtedWordTests`).
    static let repeatedClausesCost = 4.0

    private static func shareClauses(_ a: Entry, _ b: Entry) -> Bool {
        a.clauseOptions.count >= 3 && b.clauseOptions.count >= 3 && a.clauseOptions.intersection(b.clauseOptions).count >= 3
    }

    /// At most this many questions whose stems show a misread: a photo read fairly ("What began asa small town …",
    /// "When did Auqustus become the firstemperor?", "Soldier of the legions … carrying their eqpapment") filled its
    /// quiz with them; a page that needs more gets no quiz and the advice to retake the photo.
    public static let maxMisreadStems = 3
    /// This quiz's limit (`OfflineQuizGenerator.misreadStems`).
    var misreadStemLimit = maxMisreadStems

    /// At most this many questions of one prose kind while the page has others to offer.
    static let maxPerKind = 4
    /// Kinds that are the whole page (a maths sheet, a poem, a word list, a play's lines): no cap.
    static let pageKinds: Set<QuestionKind> = [.maths, .verseLine, .verseNext, .verseRhyme, .verseSimile, .vocabulary, .definition,
                                                .playLine, .playReply, .stageDirection]

    private static func pairs(in chosen: [Candidate]) -> Int {
        var count = 0
        for i in chosen.indices { for j in chosen.indices where j > i && !chosen[i].sentences.isDisjoint(with: chosen[j].sentences) { count += 1 } }
        return count
    }

    private func leaks(in chosen: [Entry]) -> Int {
        var count = 0
        for i in chosen.indices { for j in chosen.indices where j != i && Self.inStem(chosen[i], chosen[j]) { count += 1 } }
        return count
    }

    /// One question per sentence, no two with the same answer, and no answer shown by the other's stem (beyond what
    /// `allowance` permits); answers each shown by the other's feedback cannot both be hidden, whatever the order.
    private func fits(_ entry: Entry, with chosen: [Entry], allowance: Allowance, pairs: Pairs) -> Bool {
        var shared = 0, leaked = 0
        for other in chosen {
            let fit = pairs.fit(entry, other, allowance: allowance) { Self.pairFit(entry, other, allowance: allowance) }
            guard fit.allowed else { return false }
            shared += fit.shared
            leaked += fit.leaked
        }
        return shared <= allowance.sharedSentences && leaked <= allowance.stemLeaks
    }

    /// `fits` for one chosen question: only `allowance`'s stemLeaks being 0, quotedStatements and wordTwice count here.
    private static func pairFit(_ entry: Entry, _ other: Entry, allowance: Allowance) -> PairFit {
        var fit = PairFit(allowed: false)
        if !entry.candidate.sentences.isDisjoint(with: other.candidate.sentences) {
            if entry.candidate.kind == other.candidate.kind { return fit }
            // Two questions on one sentence should test two facts: "moved to Paris in _____" and a statement made
            // false by another year for the same move ask one thing twice, and so do "_____ spread across Europe →
            // Latin" and a statement made false by "English" for "Latin". Only a short page, in the last pass, may do
            // so rather than give no quiz.
            if allowance.stemLeaks == 0,
               ItemFlaws.appears(entry.keyWords, in: other.keyWords) || ItemFlaws.appears(other.keyWords, in: entry.keyWords) { return fit }
            let statement = entry.candidate.kind == .statement || other.candidate.kind == .statement
            if !allowance.quotedStatements, statement, let word = entry.testedWord, word == other.testedWord { return fit }
            fit.shared += 1
        }
        if OptionSimilarity.nearDuplicate(stems: entry.answerStem, other.answerStem) { return fit }
        if entry.foldedStem == other.foldedStem { return fit }
        if inStem(other, entry) { fit.leaked += 1 }
        if inStem(entry, other) { fit.leaked += 1 }
        if shownAfter(other, entry) && shownAfter(entry, other) { return fit }
        // Only a page short of questions, in the last passes, keeps such a pair rather than give no quiz (the
        // README's demo page never needs it; a Roman history page of eleven sentences does).
        if !allowance.quotedStatements, quotesStatement(other, entry) || quotesStatement(entry, other) { return fit }
        if asksTheSameFact(other, entry) || asksTheSameFact(entry, other) { return fit }
        // "let _____ pass through them easily → electricity | energy | voltage" and a statement made false by
        // "energy", "voltage" or "current" in place of "electricity" ask one word twice: only a short page, or the
        // last pass, keeps it.
        if !allowance.wordTwice, entry.candidate.kind == .statement || other.candidate.kind == .statement,
           let word = entry.testedWord, word == other.testedWord { return fit }
        fit.allowed = true
        return fit
    }

    /// Whether `holder`'s stem shows `answering`'s answer.
    private static func inStem(_ holder: Entry, _ answering: Entry) -> Bool {
        answering.answerWords.map { ItemFlaws.appears($0, in: holder.stemWords) } ?? false
    }

    /// Whether `holder`'s feedback quotes the true sentence of `answering`, a statement question: a cloze question's
    /// feedback answers "Which statement agrees with the text?" on its sentence (and the statement's options show the
    /// cloze's key), so the two cannot both be asked without one giving the other away.
    private static func quotesStatement(_ holder: Entry, _ answering: Entry) -> Bool {
        answering.candidate.kind == .statement && holder.shownWords.contains { ItemFlaws.appears(answering.keyWords, in: $0) }
    }

    /// Whether `page`, one of the page's own questions, and `other` test one fact: the page question's key inside the
    /// other's ("tiny droplets" in "it cools and condenses into tiny droplets that form clouds"), or the other's key
    /// inside the clause the page question's feedback quotes ("clouds" in "…tiny droplets that form clouds"): the one
    /// answers the other, in whatever pass and order. A statement question tests the words its wrong options change,
    /// not its whole sentence.
    private static func asksTheSameFact(_ page: Entry, _ other: Entry) -> Bool {
        guard page.candidate.kind == .pageQuestion else { return false }
        if other.candidate.kind == .statement {
            let changed = other.changedWords
            return !changed.isDisjoint(with: page.keyWords) || page.shownWords.contains { !changed.isDisjoint(with: $0) }
        }
        return ItemFlaws.appears(page.keyWords, in: other.keyWords) || page.shownWords.contains { ItemFlaws.appears(other.keyWords, in: $0) }
    }

    /// Whether `holder` shows `answering`'s answer once it has been answered.
    private static func shownAfter(_ holder: Entry, _ answering: Entry) -> Bool {
        guard let answer = answering.answerWords else { return false }
        return holder.shownWords.contains { ItemFlaws.appears(answer, in: $0) }
    }

    /// Reading order, except that a question whose answer another one shows is asked before that one.
    private func order(_ chosen: [Entry]) -> [Entry] {
        var ordered = chosen.sorted {
            ($0.candidate.position, $0.candidate.sentences.min() ?? 0) < ($1.candidate.position, $1.candidate.sentences.min() ?? 0)
        }
        for _ in 0..<(ordered.count * ordered.count) {
            var moved = false
            outer: for i in ordered.indices {
                for j in ordered.indices where j > i && Self.shownAfter(ordered[i], ordered[j]) {
                    let later = ordered.remove(at: j)
                    ordered.insert(later, at: i)
                    moved = true
                    break outer
                }
            }
            if !moved { break }
        }
        return ordered
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
