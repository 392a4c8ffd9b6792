import Foundation
import SnapQuizCore

/// One item-writing flaw: which question has it (nil for the quiz as a whole) and what is wrong, in words a
/// model can act on when re-asked.
struct ItemFlaw: Equatable, CustomStringConvertible {
    var question: Int?
    var message: String

    var description: String { question.map { "question \($0 + 1): \(message)" } ?? message }
}

/// Rule-based item-writing-flaw checks that every generator's quiz passes before it is stored, after Moore et al.
/// (EC-TEL 2023), whose rule-based checks caught 91% of the flaws human reviewers flagged. The offline generator
/// drops flawed items and picks others; the LLM generator re-asks with the flaws named.
struct ItemFlaws {
    /// At most this share of questions may have the correct option as the strictly longest one.
    static let maxLongestCorrectShare = 0.4
    /// At most this share of questions may open their stems with the same two words.
    static let maxSameOpeningShare = 0.7
    /// At most this many answers may appear in another question's stem.
    static let maxStemLeaks = 1
    /// Pairs of questions one of which answers the other (`giveaways`) that a quiz keeps only as a last resort: the
    /// offline generator's passes for a page short of questions (those that allow an answer in another stem), an LLM's
    /// last reply. A quiz lost costs the learner more than a question given away: a method page of eleven short steps
    /// needs two (a blank and the true statement on one step, twice), and with none or one it had no quiz; allowed only
    /// in the very last pass, the README's demo page repeated its whole first quiz on `regenerate`.
    static let maxGiveaways = 2

    let text: String
    let words: WordCheck?
    private let grounding: Grounding
    private let folded: String

    /// A play's speakers, lowered (`castOfPlay`).
    private let cast: Set<String>

    /// Each question's own flaws (`itemFlaws`), by its whole content: the offline generator checks a candidate when it
    /// is made, again in every try of a quiz that holds it, and once more in the quiz it keeps.
    private let checked = CheckedQuestions()

    private final class CheckedQuestions {
        var flaws: [Question: [String]] = [:]
        var readings: [Question: Reading] = [:]
    }

    /// What the quiz-wide rules (`leaksAll`, `giveaways`, `quizFlaws`) read of one question, its words lowered: worked
    /// out once a question, where each check of a quiz in the making read all ten again.
    private struct Reading {
        var stem: [String]
        var feedback: [String]
        /// The answer's words, where it is distinctive enough to leak and no play's speaker.
        var leakingKey: [String]?
        var asked: AskedFact?
        var shown: [[String]]
        var opening: String
    }

    private func reading(_ question: Question) -> Reading {
        if let known = checked.readings[question] { return known }
        let key = question.options[safe: question.correctIndex]
        let found = Reading(stem: TextTokens.lowered(question.question), feedback: TextTokens.lowered(question.explanation),
                            leakingKey: key.flatMap { Self.isDistinctive($0) && !isSpeaker($0) ? TextTokens.lowered($0) : nil },
                            asked: Self.askedFact(question), shown: Self.shownWords(question), opening: Self.opening(question))
        checked.readings[question] = found
        return found
    }

    init(text: String, words: WordCheck?) {
        self.text = text
        self.words = words
        grounding = Grounding(text: text)
        folded = QuizShape.fold(text)
        cast = Self.castOfPlay(text)
    }

    /// Whether `key` is one of the page's play speakers. A play's questions name its cast in their stems and feedback
    /// ("What is FOX doing when saying …?", "FOX says: “…”") as a story's name its characters: a speaker named beside
    /// another line shows no answer of "Who says “Did you hear that?”? → FOX". Counted as a leak, one such question shut
    /// every question naming its speaker out of the quiz, and a play of 17 speeches made no quiz in 2 seeds of 3. (A stem
    /// quoting the line asked about with its speaker is still a give-away: `giveaways` reads the fact beside the key.)
    func isSpeaker(_ key: String) -> Bool {
        cast.contains(key.lowercased())
    }

    /// The names that open four or more of the page's lines as a play labels its speeches ("HARE: …", "GRAN. …"), when two
    /// or more speak.
    static func castOfPlay(_ text: String) -> Set<String> {
        var labels: [String] = []
        for line in text.split(separator: "\n") {
            for mark in [":", "."] {
                guard let range = line.range(of: mark), let name = PlayQuestions.speakerName(String(line[..<range.lowerBound])),
                      !line[range.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                labels.append(name.lowercased())
                break
            }
        }
        let names = Set(labels)
        return labels.count >= 4 && names.count >= 2 ? names : []
    }

    /// Every flaw of `questions` (in the order they will be asked) for this page; up to `giveawaysAllowed` questions
    /// another one answers pass (the offline generator's last resort on a page short of questions).
    func check(_ questions: [Question], giveawaysAllowed: Int = 0) -> [ItemFlaw] {
        var flaws: [ItemFlaw] = []
        for (index, question) in questions.enumerated() {
            flaws += itemFlaws(question).map { ItemFlaw(question: index, message: $0) }
        }
        flaws += leaks(in: questions)
        let given = giveaways(in: questions)
        if given.count > giveawaysAllowed { flaws += given }
        flaws += quizFlaws(questions)
        return flaws
    }

    /// Flaws of one question on its own.
    func itemFlaws(_ question: Question) -> [String] {
        if let known = checked.flaws[question] { return known }
        let found = flaws(of: question)
        checked.flaws[question] = found
        return found
    }

    private func flaws(of question: Question) -> [String] {
        var found: [String] = []
        let options = question.options
        guard options.indices.contains(question.correctIndex) else { return found }
        let key = options[question.correctIndex]
        if !supported(key: key, evidence: question.evidence) {
            found.append("the correct option \"\(key.prefix(60))\" is not supported by the page text")
        }
        for i in options.indices {
            for j in options.indices where j > i && OptionSimilarity.nearDuplicate(options[i], options[j]) {
                found.append("options \"\(options[i].prefix(40))\" and \"\(options[j].prefix(40))\" are near-duplicates")
            }
        }
        for option in options where Self.isCatchAll(option) {
            found.append("\"\(option)\" is a catch-all option (all/none of the above)")
        }
        let absolute = options.enumerated().filter { Self.hasAbsoluteTerm($0.element) }.map(\.offset)
        if !absolute.isEmpty, !absolute.contains(question.correctIndex) {
            found.append("only wrong options use absolute words (always, never, all, none), which gives them away")
        }
        if Self.appears(key, in: question.question), key.count >= 3, !Self.isStatement(key), !Self.choosesFromStem(options: options, stem: question.question) {
            found.append("the correct option \"\(key.prefix(40))\" appears in the question itself")
        } else if let cue = Self.cue(for: key, in: question.question) {
            found.append("the question gives the answer away: \"\(cue)\" in the stem is a form of \"\(key.prefix(40))\"")
        }
        if let words {
            for option in options where !words.isClean(option) {
                found.append("the option \"\(option.prefix(40))\" is not a dictionary word, a number or a name the page uses")
            }
        }
        return found
    }

    /// Answers that show in another question's stem, or in feedback shown before their own question is asked.
    func leaks(in questions: [Question]) -> [ItemFlaw] {
        let all = leaksAll(in: questions)
        let stem = all.filter { !$0.message.contains("feedback") }
        return all.filter { $0.message.contains("feedback") } + (stem.count > Self.maxStemLeaks ? stem : [])
    }

    /// Every answer shown by another question, counted: stems of any other question, feedback of earlier ones.
    func leaksAll(in questions: [Question]) -> [ItemFlaw] {
        var flaws: [ItemFlaw] = []
        var stemLeaks: [ItemFlaw] = []
        let readings = questions.map(reading)
        let stems = readings.map(\.stem), feedback = readings.map(\.feedback)
        for (j, question) in questions.enumerated() {
            guard let keyWords = readings[j].leakingKey else { continue }
            let key = question.options[question.correctIndex]
            for i in questions.indices where i != j {
                if Self.appears(keyWords, in: stems[i]) {
                    stemLeaks.append(ItemFlaw(question: j, message: "its answer \"\(key.prefix(40))\" appears in the stem of question \(i + 1)"))
                }
                if i < j, Self.appears(keyWords, in: feedback[i]) {
                    flaws.append(ItemFlaw(question: j, message: "its answer \"\(key.prefix(40))\" is shown in the feedback of question \(i + 1), which comes first"))
                }
            }
        }
        return flaws + stemLeaks
    }

    /// Questions another question answers, one flaw for each pair: its answer shown together with the fact it asks about,
    /// in the other's stem or correct option, or in feedback shown before it is asked ("When did Augustus become the first
    /// emperor? → 27 BC" beside the true statement "In 27 BC Augustus became the first emperor."). Whatever the order,
    /// one gives the other away.
    func giveaways(in questions: [Question]) -> [ItemFlaw] {
        let readings = questions.map(reading)
        let asked = readings.map(\.asked), shown = readings.map(\.shown), feedback = readings.map(\.feedback)
        var flaws: [ItemFlaw] = []
        var pairs = Set<[Int]>()
        for (j, fact) in asked.enumerated() {
            guard let fact else { continue }
            for i in questions.indices where i != j && !pairs.contains([j, i]) {
                let texts = shown[i] + (i < j ? [feedback[i]] : [])
                guard texts.contains(where: { Self.givesAway($0, fact) }) else { continue }
                pairs.insert([i, j])
                let key = questions[j].options[questions[j].correctIndex]
                flaws.append(ItemFlaw(question: j, message: "question \(i + 1) shows its answer \"\(key.prefix(40))\" with the fact it asks about, "
                    + "so one question answers the other: ask about something else in one of them"))
                break
            }
        }
        return flaws
    }

    /// What a question shows as fact, as `givesAway` reads it: its stem and its correct option, lowered. Wrong options
    /// are left out: a false statement differs from the true one by a word, and a cause question's wrong options (other
    /// sentences' clauses) are the distractor picker's to choose; counting them cost the README's demo page its quiz
    /// in 39 seeds of 100.
    static func shownWords(_ question: Question) -> [[String]] {
        [question.question, question.options[safe: question.correctIndex] ?? ""].map(TextTokens.lowered)
    }

    /// What a question asks, for `givesAway`: its answer's words and the content words of its stem (stemmed, without the
    /// stem's own template words); nil for a statement question, whose whole sentence is its answer, and for answers too
    /// common to tell.
    struct AskedFact {
        var key: [String]
        var facts: Set<String>
    }

    static func askedFact(_ question: Question) -> AskedFact? {
        guard let key = question.options[safe: question.correctIndex], isDistinctive(key) else { return nil }
        let keyWords = TextTokens.lowered(key)
        let facts = Set(TextTokens.lowered(question.question).filter {
            !TextAnalysis.commonWords.contains($0) && !stemTemplateWords.contains($0) && !keyWords.contains($0)
        }.map(OptionSimilarity.stem))
        return facts.isEmpty ? nil : AskedFact(key: keyWords, facts: facts)
    }

    /// Whether `shown` (lowered words) holds the answer of `fact` and at least two thirds of the fact's words.
    static func givesAway(_ shown: [String], _ fact: AskedFact) -> Bool {
        guard appears(fact.key, in: shown) else { return false }
        let words = Set(shown.map(OptionSimilarity.stem))
        return 3 * fact.facts.intersection(words).count >= 2 * fact.facts.count
    }

    /// The words stem builders wrap a fact in ("Which year completes this sentence from the text?"), which say nothing
    /// about what is asked.
    static let stemTemplateWords: Set<String> = [
        "according", "text", "complete", "completes", "sentence", "statement", "statements", "agrees", "true", "correct", "says",
        "word", "name", "year", "quantity", "missing", "happens", "happened", "follows", "much", "do", "term", "mean", "meant",
    ]

    /// Flaws of the quiz as a whole: the longest option too often correct, every stem one template.
    func quizFlaws(_ questions: [Question]) -> [ItemFlaw] {
        var flaws: [ItemFlaw] = []
        let longest = Self.longestCorrect(questions)
        if questions.count >= 5, Double(longest.count) > Self.maxLongestCorrectShare * Double(questions.count) {
            flaws.append(ItemFlaw(question: nil, message: "the correct option is the longest in \(longest.count) of \(questions.count) questions "
                + "(at most \(Int(Self.maxLongestCorrectShare * 100))%): make some wrong options as long as the right one"))
        }
        let openings = questions.map { reading($0).opening }
        if questions.count >= 5, let most = Dictionary(grouping: openings, by: { $0 }).values.map(\.count).max(),
           Double(most) > Self.maxSameOpeningShare * Double(questions.count) {
            flaws.append(ItemFlaw(question: nil, message: "\(most) of \(questions.count) questions use the same stem wording: vary the kinds of question"))
        }
        return flaws
    }

    /// The questions whose correct option is strictly longer than every other option.
    static func longestCorrect(_ questions: [Question]) -> [Int] {
        questions.indices.filter { index in
            let question = questions[index]
            guard question.options.indices.contains(question.correctIndex) else { return false }
            let key = question.options[question.correctIndex].count
            return question.options.enumerated().allSatisfy { $0.offset == question.correctIndex || $0.element.count < key }
        }
    }

    /// The first two words of a stem, folded: "which word", "what is".
    static func opening(_ question: Question) -> String {
        QuizShape.fold(question.question).split(separator: " ").prefix(2).joined(separator: " ")
    }

    /// The key is on the page (allowing OCR noise), or every content word of it is, or it is a number worked out from
    /// numbers the evidence quotes.
    private func supported(key: String, evidence: String) -> Bool {
        if folded.contains(QuizShape.fold(key)) || grounding.contains(key) { return true }
        // A day of the week worked out from another the problem names ("Today is Monday … 10 days later" → Thursday).
        if MathsSolver.weekdays.contains(key.lowercased()), TextTokens.lowered(evidence).contains(where: MathsSolver.weekdays.contains) { return true }
        // Numbers as a worked answer writes them ("1.7", "£100", "75%", "1/2") are the working's, not the page's words.
        let content = TextTokens.words(in: key).filter {
            !TextAnalysis.commonWords.contains($0.lowercased()) && !(WordCheck.isNumeral($0) && (!$0.contains(where: \.isLetter) || WordCheck.isTermInN($0)))
        }
        let hasNumber = key.contains(where: \.isNumber)
        if hasNumber, !evidence.contains(where: \.isNumber), FormulaQuestions.formula(in: evidence) != nil {
            // A formula practised with the question's own numbers: its units are the formula's quantities'.
            return content.allSatisfy { FormulaQuestions.unitWords.contains($0.lowercased()) }
        }
        if hasNumber {
            // A computed answer: the evidence must quote numbers, and its words (units) must be on the page.
            // Numbers in words are numbers too ("fifteen cows and three times as many sheep").
            // ("one" is too common a word to show that a sentence states an amount).
            let quotesNumber = evidence.contains(where: \.isNumber) || TextTokens.lowered(evidence).contains { $0 != "one" && MathsSolver.words[$0] != nil }
            return quotesNumber && content.allSatisfy { Self.unitWords.contains($0.lowercased()) || folded.contains(OptionSimilarity.stem($0)) }
        }
        return !content.isEmpty && content.allSatisfy { folded.contains(OptionSimilarity.stem($0)) }
    }

    /// Whether the stem lists every option, so that the learner chooses among them ("Which is the largest: 0.6, 0.45,
    /// 0.506 or 0.09?"): the key standing in such a stem gives nothing away.
    static func choosesFromStem(options: [String], stem: String) -> Bool {
        options.count >= 2 && options.allSatisfy { appears($0, in: stem) }
    }

    /// A stem word of the same family as a one-word answer ("evaporate" for "evaporation"), which a learner can match
    /// without knowing the answer.
    static func cue(for key: String, in stem: String) -> String? {
        let answer = key.lowercased()
        guard !answer.contains(" "), answer.count >= 6, answer.allSatisfy(\.isLetter) else { return nil }
        for word in TextTokens.lowered(stem) where word != answer && word.count >= 5 {
            let shared = zip(answer, word).prefix { $0 == $1 }.count
            if shared >= max(5, min(answer.count, word.count) - 3) { return word }
        }
        return nil
    }

    /// Words a worked answer may add to the page's units: "84 square metres", "2 hours 30 minutes", and the metric units
    /// in full where the page wrote "cm" or "kg" ("26 centimetres").
    static let unitWords: Set<String> = ["square", "cubic", "hour", "hours", "minute", "minutes", "second", "seconds", "x", "y", "n",
                                         "metres", "centimetres", "millimetres", "kilometres", "grams", "kilograms", "litres", "millilitres",
                                         "year", "years", "old"]

    static func isCatchAll(_ option: String) -> Bool {
        let folded = QuizShape.fold(option)
        return ["all of the above", "none of the above", "all of these", "none of these", "both a and b", "neither a nor b",
                "all the above", "none of them", "all of them"].contains { folded.contains($0) }
    }

    static func hasAbsoluteTerm(_ option: String) -> Bool {
        let words = QuizShape.fold(option).split(separator: " ")
        return words.contains(where: absoluteTerms.contains) && Set(words).count > 2
    }

    private static let absoluteTerms: Set<Substring> = ["always", "never", "all", "none", "only", "completely", "every", "nothing", "impossible"]

    /// A whole sentence as an option ("Which statement agrees with the text?"): its words naturally recur elsewhere.
    static func isStatement(_ option: String) -> Bool { option.split(separator: " ").count >= 6 }

    /// Worth checking for leaks: not a common word, not a whole statement.
    static func isDistinctive(_ key: String) -> Bool {
        let folded = QuizShape.fold(key)
        guard !isStatement(key), folded.count >= 2 else { return false }
        return !TextAnalysis.commonWords.contains(folded)
    }

    /// Whether `needle` occurs in `haystack` as whole words, ignoring case and punctuation.
    static func appears(_ needle: String, in haystack: String) -> Bool {
        appears(TextTokens.lowered(needle), in: TextTokens.lowered(haystack))
    }

    /// As `appears(_:in:)`, on `TextTokens.lowered` words computed beforehand.
    static func appears(_ n: [String], in h: [String]) -> Bool {
        guard !n.isEmpty, n.count <= h.count else { return false }
        for start in 0...(h.count - n.count) where h[start..<start + n.count].elementsEqual(n) { return true }
        return false
    }
}

/// Splitting text into words the same way everywhere in the generator: letters, digits and the marks inside
/// numbers and names ("£2.50", "9:15", "Hadrian's", "forty-two").
enum TextTokens {
    /// `words(in:)` on bytes, for the plain-ASCII text most pages are (iterating Characters was a third of the
    /// offline generator's time). The same rules: letters and digits, with ' - inside words and . , : inside numbers.
    private static func asciiWords(in text: String, lowered: Bool = false) -> [String] {
        var bytes = Array(text.utf8)
        // Lower case for `lowered`, before the words are cut: one String a word instead of two.
        if lowered { for index in bytes.indices where (65...90).contains(bytes[index]) { bytes[index] += 32 } }
        var words: [String] = []
        var start = -1
        func isAlnum(_ b: UInt8) -> Bool { (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) }
        func isDigit(_ b: UInt8) -> Bool { (48...57).contains(b) }
        var index = 0
        while index < bytes.count {
            let b = bytes[index]
            let inWord = start >= 0
            let nextIsAlnum = index + 1 < bytes.count && isAlnum(bytes[index + 1])
            let inner = inWord && nextIsAlnum && (b == 39 || b == 45 || ((b == 46 || b == 44 || b == 58) && isDigit(bytes[index - 1])))
            let currency = !inWord && (b == 36) // "$"; "£" and "€" are not ASCII
            let percent = inWord && b == 37 && isDigit(bytes[index - 1])
            if isAlnum(b) || inner || currency || percent {
                if start < 0 { start = index }
            } else if start >= 0 {
                words.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = -1
            }
            index += 1
        }
        if start >= 0 { words.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return words
    }

    /// `text` without the marks around it ("(Rome)," → "Rome"): trimming what is not a letter or digit, with a
    /// byte path for ASCII (Foundation's trimming was a tenth of the generator's time).
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 128 }) else { return text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted) }
        func isAlnum(_ b: UInt8) -> Bool { (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) }
        guard let first = bytes.firstIndex(where: isAlnum), let last = bytes.lastIndex(where: isAlnum) else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return text }
        return String(text[first...last])
    }

    /// `text.split(separator: " ")`, on bytes for plain ASCII: splitting on spaces by Characters, for every swap and
    /// every option weighed, was a tenth of the offline generator's time. (Elsewhere a space before a combining mark is
    /// part of that Character, so other text is split as before.)
    static func spaced(_ text: String) -> [Substring] {
        // The words' byte offsets, read from the string's own storage; nil where a byte is not ASCII.
        let spans = text.utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>]? in
            var spans: [Range<Int>] = [], start = -1
            for (offset, byte) in bytes.enumerated() {
                if byte >= 128 { return nil }
                if byte == UInt8(ascii: " ") {
                    if start >= 0 { spans.append(start..<offset) }
                    start = -1
                } else if start < 0 {
                    start = offset
                }
            }
            if start >= 0 { spans.append(start..<bytes.count) }
            return spans
        }
        guard let spans = spans ?? nil else { return text.split(separator: " ") }
        let utf8 = text.utf8
        return spans.map { span in
            let lower = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
            return text[lower..<utf8.index(lower, offsetBy: span.count)]
        }
    }

    /// The words of `text`, lowercased: what whole-word containment compares.
    static func lowered(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 128 }) { return asciiWords(in: text, lowered: true) }
        return scalarWords(in: text).map { $0.lowercased() }
    }

    static func words(in text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 128 }) { return asciiWords(in: text) }
        return scalarWords(in: text)
    }

    /// `words(in:)` for text with non-ASCII letters or marks (curly quotes in feedback, "é", "—"), on Unicode
    /// scalars: a scalar's properties are asked only when it is not ASCII (iterating Characters and asking each
    /// `isLetter` was a quarter of the offline generator's time). A combining mark stays with the letter before it,
    /// as it would inside a Character.
    private static func scalarWords(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                let v = scalar.value
                return (48...57).contains(v) || (65...90).contains(v) || (97...122).contains(v)
            }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        func isNumber(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar.isASCII ? (48...57).contains(scalar.value) : scalar.properties.numericType != nil
        }
        // A word is a run of scalars, cut from `text` where it ends (appending scalar by scalar was most of the time).
        let positions = Array(text.unicodeScalars.indices) + [text.unicodeScalars.endIndex]
        var words: [String] = []
        var start: Int?
        for (index, scalar) in scalars.enumerated() {
            let last = start == nil ? nil : scalars[index - 1]
            let nextIsWordy = index + 1 < scalars.count && isLetterOrNumber(scalars[index + 1])
            let inner = start != nil && nextIsWordy
                && (scalar == "'" || scalar == "’" || scalar == "-" || ((scalar == "." || scalar == "," || scalar == ":") && isNumber(last)))
            let mark = start != nil && !scalar.isASCII && scalar.properties.isGraphemeExtend
            if isLetterOrNumber(scalar) || inner || mark || (start == nil && (scalar == "£" || scalar == "$" || scalar == "€"))
                || (scalar == "%" && isNumber(last)) {
                if start == nil { start = index }
            } else if let open = start {
                words.append(String(text.unicodeScalars[positions[open]..<positions[index]]))
                start = nil
            }
        }
        if let open = start { words.append(String(text.unicodeScalars[positions[open]..<positions[scalars.count]])) }
        return words
    }
}
