import Foundation
import SnapQuizCore

/// Figures of one quiz for one page, as `snapquiz-bench quality` reports them per generator. The same rules as the
/// item-writing-flaw checker, counted instead of enforced, so a generator that skips the checker shows it here.
public struct QuizQuality: Sendable, Equatable {
    /// Questions in the quiz.
    public var questions = 0
    /// Questions whose correct option is supported by the page (on it, or worked out from numbers it quotes).
    public var supportedKeys = 0
    /// Options that are not a dictionary word, a number or a name the page uses consistently (OCR misreads).
    public var garbageOptions = 0
    /// Pairs of options within a question that are spelling variants of each other.
    public var nearDuplicateOptions = 0
    /// Distinct kinds of question, read from the stem and options alike for every generator (see `kind(of:)`).
    public var distinctKinds = 0
    /// Pairs of questions quoting the same source sentence as evidence.
    public var sameSentencePairs = 0
    /// Questions whose correct option is strictly the longest.
    public var longestCorrect = 0
    /// Answers appearing in another question's stem.
    public var stemLeaks = 0
    /// Answers shown in the feedback of a question asked before theirs.
    public var feedbackLeaks = 0
    /// Questions another question answers: their answer shown with the fact they ask about (`ItemFlaws.giveaways`).
    public var giveaways = 0
    /// On maths pages: questions whose key is one of the page's solutions (not a number copied from it).
    public var mathsSolutions = 0
    /// "All of the above", "None of the above" and the like.
    public var catchAll = 0
    /// Questions whose options put words for people beside words for things ("farmers" among "volcanoes" and
    /// "eruptions"), by WordNet's commonest sense of each; only questions whose options are all common nouns count.
    public var peopleAmongThings = 0
    /// Questions whose wrong options put a common noun of another broad group in the key's place (a thing for a place,
    /// an idea for a tool: "carrying their _____ → equipment | frontier | legend"), by WordNet's commonest senses; a
    /// false statement is judged by the word it swapped.
    public var strayGroups = 0
    /// Questions whose key is a phrase standing among single words ("energy from the Sun" among "planet", "ground" and
    /// "groundwater"): the one phrase, so a learner picks it without reading (`isLonePhrase`). Statements do not count.
    public var lonePhraseKeys = 0
    /// Questions with a wrong option (or a false statement's swapped word) of another kind than the key as the page uses
    /// them (`Page.offKind`: "made of iron, nickel and compass", "the capital of Sudan → Khartoum | Lake Victoria").
    public var offKindQuestions = 0

    public init() {}

    /// Whether a question's key is the one phrase among single words: two words or more, every wrong option one word.
    /// Statement options (over six words) are phrases all, and never count.
    public static func isLonePhrase(_ question: Question) -> Bool {
        guard question.options.indices.contains(question.correctIndex) else { return false }
        let words = question.options.map { $0.split(separator: " ").count }
        guard words.allSatisfy({ $0 <= 6 }) else { return false }
        return Candidate.isLonePhrase(question.options[question.correctIndex],
                                      among: question.options.indices.filter { $0 != question.correctIndex }.map { question.options[$0] })
    }

    /// The kind of a question as a reader would name it, from its wording: completion, statement, definition,
    /// vocabulary, who, when, where, quantity, cause and effect, next line, rhyme, figure of speech, or another question.
    public static func kind(of question: Question) -> String {
        var stem = question.question.lowercased()
        // "In the story, where did …", "In the poem, which word …": what the question asks follows the comma.
        for opening in ["in the story, ", "in the poem, ", "in the method, "] where stem.hasPrefix(opening) { stem.removeFirst(opening.count) }
        let words = question.options.map { $0.split(separator: " ").count }.reduce(0, +) / max(1, question.options.count)
        if stem.contains("_____") { return "completion" }
        if words >= 6, ["statement", "sentence", "true", "correct", "agrees"].contains(where: stem.contains) { return "statement" }
        if stem.contains("comes right after") || stem.contains("comes next") { return "next line" }
        if stem.contains("rhymes with") { return "rhyme" }
        if stem.contains("simile") || stem.contains("metaphor") { return "figure of speech" }
        if stem.hasPrefix("what does “") || stem.hasPrefix("what does \"") { return "vocabulary" }
        if [" called?", "known as?", "term names", "word means", "defined as", "what is meant by"].contains(where: stem.contains) { return "definition" }
        if stem.contains("happened first") || stem.contains("happened last") || stem.contains("happens next") { return "sequence" }
        if stem.hasPrefix("who") { return "who" }
        if stem.hasPrefix("when") || stem.contains("in which year") || stem.contains("what year") { return "when" }
        if stem.hasPrefix("where") { return "where" }
        if ["why", "reason", "what happens", "what follows", "because", "cause"].contains(where: stem.contains) { return "cause and effect" }
        if question.options.allSatisfy({ $0.contains(where: \.isNumber) }) { return "quantity or calculation" }
        return "other"
    }

    /// Measures `questions` (in the order asked) made from `text`; `solutions` are the answers a maths page has.
    public static func measure(_ questions: [Question], text: String, solutions: [Double] = []) -> QuizQuality {
        let words = WordCheck(page: text, knows: DictionaryWords.knows)
        let checker = ItemFlaws(text: text, words: nil)
        let page = Page(text: text, knows: DictionaryWords.knows)
        var quality = QuizQuality()
        quality.questions = questions.count
        for question in questions {
            guard question.options.indices.contains(question.correctIndex) else { continue }
            let key = question.options[question.correctIndex]
            if !checker.itemFlaws(question).contains(where: { $0.contains("not supported") }) { quality.supportedKeys += 1 }
            quality.garbageOptions += question.options.filter { !words.isClean($0) }.count
            quality.catchAll += question.options.filter(ItemFlaws.isCatchAll).count
            // A rhyme is asked by sound: its options are line endings of any kind ("glance → dance | trees | cloud").
            let bySound = question.question.contains("rhymes with")
            if !bySound, WordKind.mixPeopleAndThings(question.options, kind: { WordKind.of($0) }) { quality.peopleAmongThings += 1 }
            if !bySound, WordKind.strayGroup(question.options, key: question.correctIndex, kind: { WordKind.of($0) }) { quality.strayGroups += 1 }
            if isLonePhrase(question) { quality.lonePhraseKeys += 1 }
            let kind = kind(of: question)
            if ["completion", "statement", "definition", "who", "other"].contains(kind), page.offKind(question, statement: kind == "statement") {
                quality.offKindQuestions += 1
            }
            for i in question.options.indices {
                for j in question.options.indices where j > i && OptionSimilarity.nearDuplicate(question.options[i], question.options[j]) {
                    quality.nearDuplicateOptions += 1
                }
            }
            var numbers = TextTokens.words(in: key).compactMap { Double($0.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "£$%"))) }
            // "−5 degrees": a key's minus sign is no part of its words.
            if key.hasPrefix("−") || key.hasPrefix("-"), let first = numbers.first { numbers.append(-first) }
            if numbers.contains(where: { value in solutions.contains { abs($0 - value) < 1e-6 } }) { quality.mathsSolutions += 1 }
        }
        quality.distinctKinds = Set(questions.map(kind)).count
        let evidence = questions.map { QuizShape.fold($0.evidence) }
        for i in evidence.indices { for j in evidence.indices where j > i && !evidence[i].isEmpty && evidence[i] == evidence[j] { quality.sameSentencePairs += 1 } }
        quality.longestCorrect = ItemFlaws.longestCorrect(questions).count
        for flaw in checker.leaksAll(in: questions) {
            if flaw.message.contains("feedback") { quality.feedbackLeaks += 1 } else { quality.stemLeaks += 1 }
        }
        quality.giveaways = checker.giveaways(in: questions).count
        return quality
    }
}
