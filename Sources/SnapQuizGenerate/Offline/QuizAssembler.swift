import SnapQuizCore

/// Chooses the quiz from the candidate questions: strongest first, kinds mixed, each sentence used once, no answer
/// shown by another question, and the whole quiz free of item-writing flaws (the longest option correct in at most
/// 40% of questions). Reading order decides the order asked, except where a later answer would show in earlier
/// feedback.
struct QuizAssembler {
    let checker: ItemFlaws
    /// Questions of an earlier quiz of the same homework: a regenerated quiz asks about other things first.
    let previous: [Question]

    func choose(from candidates: [Candidate], random: inout QuizRandom) -> [Candidate] {
        let previousEvidence = Set(previous.map { QuizShape.fold($0.evidence) })
        let previousAnswers = Set(previous.map { QuizShape.fold($0.options[safe: $0.correctIndex] ?? "") })
        // A little noise so regenerating (no seed) does not repeat itself, and reused material sinks.
        var pool = candidates.map { candidate -> (Candidate, Double) in
            var value = candidate.score + Double.random(in: 0..<0.9, using: &random)
            if previousEvidence.contains(QuizShape.fold(candidate.question.evidence)) { value -= 3 }
            if previousAnswers.contains(QuizShape.fold(candidate.answer)) { value -= 2 }
            return (candidate, value)
        }
        var chosen: [Candidate] = []
        var rejected = Set<String>()
        for _ in 0..<4 {
            fill(&chosen, from: &pool, rejected: rejected)
            let ordered = order(chosen)
            let flaws = checker.check(ordered.map(\.question))
            if flaws.isEmpty { return ordered }
            // Drop what the checker names and choose again; for "longest option correct" drop the weakest such item.
            var drop = Set(flaws.compactMap(\.question).map { ordered[$0].question.id })
            if flaws.contains(where: { $0.question == nil }) {
                let longest = ItemFlaws.longestCorrect(ordered.map(\.question)).map { ordered[$0] }
                if let weakest = longest.min(by: { $0.score < $1.score }) { drop.insert(weakest.question.id) }
                pool = pool.map { entry in
                    ItemFlaws.longestCorrect([entry.0.question]).isEmpty ? entry : (entry.0, entry.1 - 1.5)
                }
            }
            rejected.formUnion(drop)
            chosen = ordered.filter { !drop.contains($0.question.id) }
            if drop.isEmpty { break }
        }
        let ordered = order(chosen)
        return checker.check(ordered.map(\.question)).isEmpty && ordered.count == QuizShape.questionCount ? ordered : Array(ordered.prefix(ordered.count - 1))
    }

    private func fill(_ chosen: inout [Candidate], from pool: inout [(Candidate, Double)], rejected: Set<String>) {
        fill(&chosen, from: &pool, rejected: rejected, sharing: false)
        // A short page may put two questions on one sentence, once per quiz, rather than give no quiz.
        if chosen.count < QuizShape.questionCount { fill(&chosen, from: &pool, rejected: rejected, sharing: true) }
    }

    private func fill(_ chosen: inout [Candidate], from pool: inout [(Candidate, Double)], rejected: Set<String>, sharing: Bool) {
        var kinds: [QuestionKind: Int] = [:]
        for candidate in chosen { kinds[candidate.kind, default: 0] += 1 }
        var shared = sharing ? 0 : 1
        while chosen.count < QuizShape.questionCount {
            var best: Int?
            var bestValue = -Double.infinity
            for (index, entry) in pool.enumerated() where !rejected.contains(entry.0.question.id)
                && fits(entry.0, with: chosen, sharing: shared < 1) {
                let value = entry.1 - 1.1 * Double(kinds[entry.0.kind] ?? 0)
                if value > bestValue { bestValue = value; best = index }
            }
            guard let best else { return }
            let candidate = pool.remove(at: best).0
            if !fits(candidate, with: chosen, sharing: false) { shared += 1 }
            kinds[candidate.kind, default: 0] += 1
            chosen.append(candidate)
        }
    }

    /// One question per sentence, no two with the same answer, and no answer shown by the other's stem or feedback.
    private func fits(_ candidate: Candidate, with chosen: [Candidate], sharing: Bool) -> Bool {
        for other in chosen {
            if !candidate.sentences.isDisjoint(with: other.sentences), !sharing || candidate.kind == other.kind { return false }
            if OptionSimilarity.nearDuplicate(candidate.answer, other.answer) { return false }
            if QuizShape.fold(candidate.question.question) == QuizShape.fold(other.question.question) { return false }
            if inStem(other, candidate.answer) || inStem(candidate, other.answer) { return false }
            // Each shows the other's answer once answered: no order can hide both.
            if shownAfter(other, candidate.answer) && shownAfter(candidate, other.answer) { return false }
        }
        return true
    }

    private func inStem(_ candidate: Candidate, _ answer: String) -> Bool {
        ItemFlaws.isDistinctive(answer) && ItemFlaws.appears(answer, in: candidate.question.question)
    }

    /// Whether a question shows `answer` in its feedback or (a statement question) among its options.
    private func shownAfter(_ candidate: Candidate, _ answer: String) -> Bool {
        guard ItemFlaws.isDistinctive(answer) else { return false }
        let shown = [candidate.question.explanation] + (candidate.kind == .statement ? candidate.question.options : [])
        return shown.contains { ItemFlaws.appears(answer, in: $0) }
    }

    /// Reading order, except that a question whose answer another one shows is asked before that one.
    private func order(_ chosen: [Candidate]) -> [Candidate] {
        var ordered = chosen.sorted { ($0.position, $0.sentences.min() ?? 0) < ($1.position, $1.sentences.min() ?? 0) }
        for _ in 0..<(ordered.count * ordered.count) {
            var moved = false
            outer: for i in ordered.indices {
                for j in ordered.indices where j > i && shownAfter(ordered[i], ordered[j].answer) {
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
