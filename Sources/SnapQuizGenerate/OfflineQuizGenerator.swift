import Foundation
import SnapQuizCore

/// Builds a quiz from the text alone, with no network: informative sentences become fill-in-the-blank questions
/// on a key term, with distractors of the same kind taken from elsewhere on the page.
public final class OfflineQuizGenerator: QuizGenerator {
    /// Always `offline`.
    public let name = "offline"
    private var random: QuizRandom

    /// A seed makes the distractor choice and the shuffle reproducible (tests, benchmarks).
    public init(randomSeed: UInt64? = nil) {
        random = QuizRandom(seed: randomSeed)
    }

    /// Ten fill-in-the-blank questions from the text, or `textTooShort` when it has too little material.
    public func generate(from text: String, title: String?) throws -> GeneratedQuiz {
        let sentences = TextAnalysis.sentences(in: text)
        let usable = sentences.filter(Self.isInformative)
        let terms = TextAnalysis.keyTerms(in: usable)
        let pool = Dictionary(grouping: terms, by: \.kind)

        // Greedy choice: strong terms first, but spread over sentences and over kinds (names, years, numbers,
        // words), so the quiz covers the page rather than one sentence or one kind of fact.
        let bySentence = Dictionary(grouping: terms, by: \.sentence).mapValues { $0.sorted { $0.score > $1.score } }
        var candidates: [(term: KeyTerm, rank: Int)] = []
        for index in bySentence.keys.sorted() {
            for (rank, term) in bySentence[index]!.prefix(3).enumerated() { candidates.append((term, rank)) }
        }
        let sentenceByIndex = Dictionary(uniqueKeysWithValues: usable.map { ($0.index, $0) })
        var chosen: [(sentence: Int, question: Question)] = []
        var usedAnswers = Set<String>()
        var usedQuestions = Set<String>()
        var perKind: [TermKind: Int] = [:]
        var perSentence: [Int: Int] = [:]
        while chosen.count < QuizShape.questionCount, !candidates.isEmpty {
            func value(_ candidate: (term: KeyTerm, rank: Int)) -> Double {
                candidate.term.score - 0.5 * Double(candidate.rank) - 0.35 * Double(perKind[candidate.term.kind] ?? 0)
                    - 2 * Double(perSentence[candidate.term.sentence] ?? 0)
            }
            var bestIndex = 0
            var bestValue = -Double.infinity
            for (index, candidate) in candidates.enumerated() {
                let v = value(candidate)
                if v > bestValue { bestValue = v; bestIndex = index }
            }
            let term = candidates.remove(at: bestIndex).term
            guard let sentence = sentenceByIndex[term.sentence], !usedAnswers.contains(QuizShape.fold(term.text)),
                  let question = makeQuestion(term, in: sentence, pool: pool),
                  usedQuestions.insert(QuizShape.fold(question.question)).inserted else { continue }
            usedAnswers.insert(QuizShape.fold(term.text))
            perKind[term.kind, default: 0] += 1
            perSentence[term.sentence, default: 0] += 1
            chosen.append((term.sentence, question))
        }
        guard chosen.count == QuizShape.questionCount else {
            throw GenerateError.textTooShort(
                "the homework text is too short for a 10-question quiz: the offline generator found material for only "
                    + "\(chosen.count) questions in \(usable.count) usable sentences. Photograph a fuller page or a sharper photo, "
                    + "or use an LLM generator (--generator openai or anthropic).")
        }
        let questions = chosen.sorted { $0.sentence < $1.sentence }.map(\.question)
        let problems = QuizReply.problems(in: questions, grounding: Grounding(text: text))
        guard problems.isEmpty else {
            throw GenerateError.unusableOutput(generator: name, attempts: 1, problems: problems)
        }
        let guess = TopicClassifier.classify((title.map { $0 + "\n" } ?? "") + text)
        return GeneratedQuiz(
            questions: questions.map { OptionShuffle.shuffle($0, using: &random) },
            topic: guess.topic, subtopic: guess.subtopic, classificationConfidence: guess.confidence, generator: name
        )
    }

    /// Statements of a useful length that are mostly words: not headings, questions, instructions or OCR debris.
    static func isInformative(_ sentence: Sentence) -> Bool {
        guard !sentence.isHeading, (6...45).contains(sentence.wordCount), !sentence.text.contains("?") else { return false }
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
        if interrogatives.contains(bare), !sentence.text.hasSuffix(".") { return false }
        return !instructions.contains(first)
    }

    private func makeQuestion(_ term: KeyTerm, in sentence: Sentence, pool: [TermKind: [KeyTerm]]) -> Question? {
        guard let blanked = Self.blank(term.text, in: sentence.text) else { return nil }
        // At least a few words must remain around the blank for the question to be answerable.
        guard blanked.split(separator: " ").count - 1 >= 5 else { return nil }
        guard let distractors = distractors(for: term, sentence: sentence, pool: pool) else { return nil }
        let prompt: String
        switch term.kind {
        case .year: prompt = "Which year completes this statement from the text?"
        case .number: prompt = "Which number completes this statement from the text?"
        case .name: prompt = "Which name completes this statement from the text?"
        case .term: prompt = "Which word completes this statement from the text?"
        }
        return Question(
            question: "\(prompt) “\(blanked)”",
            options: [term.text] + distractors,
            correctIndex: 0,
            explanation: "The text says: “\(sentence.text)”",
            evidence: sentence.text
        )
    }

    /// The sentence with `answer` replaced by a blank, or nil if it does not occur exactly once as a whole word
    /// (two blanks would give the answer away or make the statement read oddly).
    static func blank(_ answer: String, in sentence: String) -> String? {
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

    /// Three options of the same kind as the answer from elsewhere on the page, nearest in form first; numbers
    /// the page lacks are made by nudging the answer.
    private func distractors(for term: KeyTerm, sentence: Sentence, pool: [TermKind: [KeyTerm]]) -> [String]? {
        let answerKey = Self.stem(term.text)
        var seen: Set<String> = [answerKey]
        var candidates: [String] = []
        let sameKind = (pool[term.kind] ?? []).shuffled(using: &random)
        let ordered = sameKind.map { ($0, Self.closeness($0, term)) }.sorted { $0.1 < $1.1 }.map(\.0)
        let lowerSentence = sentence.text.lowercased()
        for other in ordered {
            let key = Self.stem(other.text)
            guard !seen.contains(key), !lowerSentence.contains(other.text.lowercased()) else { continue }
            if term.kind == .name, other.text.contains(term.text) || term.text.contains(other.text) { continue }
            seen.insert(key)
            candidates.append(other.text)
        }
        // Prefer a little variety among the close candidates.
        var picked = Array(candidates.prefix(5).shuffled(using: &random).prefix(3))
        if picked.count < 3, term.kind == .year || term.kind == .number {
            for nudged in nudges(of: term.text, kind: term.kind) where picked.count < 3 {
                let key = Self.stem(nudged)
                if !seen.contains(key) { seen.insert(key); picked.append(nudged) }
            }
        }
        return picked.count == 3 ? picked : nil
    }

    /// Plausible wrong numbers in the answer's own format: nearby years, or the value scaled and shifted.
    private func nudges(of text: String, kind: TermKind) -> [String] {
        if kind == .year, let year = Int(text) {
            return [-10, 5, 20, -3, 50, -25].shuffled(using: &random).map { String(year + $0) }
        }
        let prefix = text.prefix { $0 == "£" || $0 == "$" }
        let suffix = text.hasSuffix("%") ? "%" : ""
        let core = text.dropFirst(prefix.count).dropLast(suffix.count).replacingOccurrences(of: ",", with: "")
        guard let value = Double(core) else { return [] }
        let decimals = core.split(separator: ".").dropFirst().first?.count ?? 0
        let values: [Double]
        if decimals == 0 {
            let whole = value.rounded()
            let steps: [Double] = whole < 20 ? [1, -1, 2, -2, 3, 5] : [whole / 2, whole, -whole / 4, 10, -10, whole * 9]
            values = steps.map { (whole + $0).rounded() }.filter { $0 >= 0 && $0 != whole }
        } else {
            values = [0.5, 2, 1.1, 0.9, 10, 0.1].map { value * $0 }
        }
        return values.shuffled(using: &random).map { changed in
            let formatted = decimals == 0 ? String(Int(changed)) : String(format: "%.\(decimals)f", changed)
            return prefix + formatted + suffix
        }
    }

    /// Orders candidates by how alike they look: same format first (plain, %, £), then similar magnitude or length,
    /// and for words, more technical ones first.
    private static func closeness(_ candidate: KeyTerm, _ answer: KeyTerm) -> Double {
        let format = { (text: String) in "\(text.first.map { "£$".contains($0) } ?? false)\(text.hasSuffix("%"))" }
        let mismatch = format(candidate.text) == format(answer.text) ? 0.0 : 100
        if let a = Double(answer.text.filter { $0.isNumber || $0 == "." }),
           let c = Double(candidate.text.filter { $0.isNumber || $0 == "." }), a > 0, c > 0 {
            return mismatch + abs(log10(a) - log10(c))
        }
        let words = { (text: String) in text.split(separator: " ").count }
        return mismatch + 0.5 * Double(abs(candidate.text.count - answer.text.count)) - candidate.score
            + (words(candidate.text) == words(answer.text) ? 0 : 3)
    }

    /// Folded, with a plural ending removed, so "cell" and "Cells" count as the same option.
    static func stem(_ text: String) -> String {
        var folded = QuizShape.fold(text)
        if folded.count > 4, folded.hasSuffix("es") { folded.removeLast(2) } else if folded.count > 3, folded.hasSuffix("s") { folded.removeLast() }
        return folded
    }
}
