import Foundation
import SnapQuizLexicon

/// The page's own questions where its text answers them: "What forms a cloud?" on a page that says "… condenses into
/// tiny droplets that form clouds" is asked as the page words it, with "tiny droplets" as the key and the page's other
/// subjects as wrong options. Only questions that ask for the doer ("What/Which …/Who" and a verb) are read, and only
/// when exactly one sentence of the page does that verb to what the question names, with a subject that can be told:
/// a wrong key is worse than no question, so anything less certain gives none ("Which process turns liquid water into
/// vapour?" on a page that never says "turns"; "What makes its own light?" where the page says the Moon does not).
enum PageQuestions {
    /// A page question of the shape "What/Which … /Who" + verb + what is done: the asked thing is the verb's subject.
    struct Asked {
        /// The question as the page words it, without its label or number.
        var stem: String
        var sentence: Int
        /// The verb's root ("form" for "forms").
        var verb: String
        /// The roots of the content words after the verb ("cloud" for "a cloud"): all must follow the verb in the answer.
        var object: [String]
        /// The roots of the content words from the verb on: none may be in the key (it would be in the stem).
        var words: Set<String>
        /// "Who …?": the key and its wrong options are people.
        var asksWho: Bool
    }

    /// The phrase that does the asked thing, with the part of its sentence that says so.
    struct Answer {
        var key: String
        var sentence: Int
        /// A verbatim quote from the key to the end of its clause ("tiny droplets that form clouds"): the feedback shows
        /// this, not the whole sentence, so it answers no more than the page asked.
        var quote: String
        /// The roots of every word of the answering clause up to the end of what is done: no wrong option may be only these.
        var named: Set<String>
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let asked = page.sentences.compactMap(asked)
        guard !asked.isEmpty else { return [] }
        let subjects = page.statements.compactMap { RecallQuestions.subject(of: $0, page: page) }
        var result: [Candidate] = []
        for question in asked {
            guard let answer = answer(to: question, page: page) else { continue }
            // No wrong option with a word the answering clause or the question also names, beyond the key's own ("slow
            // water" beside "fast water"): "streams" beside "tributaries" for "Small streams called tributaries join …",
            // "glass" for "Transparent materials such as glass let …", "water vapour" or "clouds" for "What forms a cloud?".
            let named = answer.named.union(question.words).subtracting(TextTokens.lowered(answer.key).map(root))
            // Nor a clause the page's terms take in ("water travels", "plant stores extra glucose" beside "carbon dioxide").
            let others = (subjects.filter { $0.sentence != answer.sentence }.map(\.phrase) + page.pool(.term)).filter { option in
                !TextTokens.lowered(option).contains { !functionWords.contains($0) && named.contains(root($0)) }
                    && !(option.contains(" ") && TextTokens.lowered(option).contains(where: page.verbsWithS.contains))
            }
            var key = answer.key
            var distractors = options(for: key, asking: question, others: others, page: page, picker: picker, random: &random)
            // "tiny droplets" among "streams", "rivers" and "oceans" is the one phrase, and so the key: its noun alone
            // ("droplets") stands among them as an equal.
            if key.contains(" "), distractors?.allSatisfy({ !$0.contains(" ") }) ?? true, let noun = head(of: key, page: page),
               !question.words.contains(root(noun)),
               let single = options(for: noun, asking: question, others: others, page: page, picker: picker, random: &random) {
                (key, distractors) = (noun, single)
            }
            guard let distractors, let sentence = page.sentence(answer.sentence) else { continue }
            let shown = sentence.text.hasPrefix(answer.quote) ? answer.quote : "…" + answer.quote
            let item = ItemText.question(question.stem, answer: key, distractors: distractors, evidence: sentence.text,
                                         explanation: "The text says: “\(shown).”")
            // On the page's question and on the answering sentence: asked instead of a question on that sentence. Built
            // on the question alone, it was meant as a short page's tenth question, but a question on the answering
            // sentence shows its key in the stem or tests the same words (`QuizAssembler.asksTheSameFact`): as a last
            // filler it was never chosen, and ranked with the rest it pushed pairs up elsewhere (1.0 -> 1.8 per quiz
            // on a plants page of ours).
            // Ranked beside cause and effect (4.4), below who (4.8) and definitions (5): a teacher's question, but its
            // wrong options are the page's subjects, as "According to the text, what …?" has them.
            result.append(Candidate(kind: .pageQuestion, sentences: [question.sentence, answer.sentence], question: item, score: 4.5,
                                    position: question.sentence))
        }
        return result
    }

    /// Three wrong options for `key`: people for "who" (names the page or WordNet shows are people's beside a name,
    /// not "Denmark" or "Jorvik", which the page's own reading of names can take for people; person nouns beside
    /// "pharaoh", in either number, as "who" reads the same before one or many), else the page's other subjects and terms.
    private static func options(for key: String, asking question: Asked, others: [String], page: Page, picker: DistractorPicker,
                                random: inout QuizRandom) -> [String]? {
        guard question.asksWho else {
            // A phrase ("fast water") among the page's other phrases ("slow water") first, as an equal.
            let phrases = others.filter { $0.contains(" ") && $0.first?.isUppercase == key.first?.isUppercase }
            if key.contains(" "), let picked = picker.pick(for: key, from: phrases, stem: question.stem, random: &random) { return picked }
            return RecallQuestions.distractors(forSubject: key, others: others, stem: question.stem, page: page, picker: picker, random: &random)
        }
        let people = key.first?.isUppercase == true
            ? page.names(like: key, from: page.pool(.name)).filter { page.isPerson($0) || Page.isPersonNoun($0) }
            : others.filter { option in
                option.first?.isLowercase == true && page.kind(of: option)?.partOfSpeech == .noun
                    && Page.isPersonNoun(String(option.split(separator: " ").last ?? ""))
            }
        return picker.pick(for: key, from: people, stem: question.stem, anyNumber: true, random: &random)
    }

    /// The noun of a phrase whose other words describe it: "droplets" of "tiny droplets"; nil for "carbon dioxide".
    private static func head(of phrase: String, page: Page) -> String? {
        let words = phrase.split(separator: " ").map(String.init)
        guard let noun = words.last, page.kind(of: noun)?.partOfSpeech == .noun,
              words.dropLast().allSatisfy({ page.kind(of: $0)?.partOfSpeech == .adjective }) else { return nil }
        return noun
    }

    // MARK: Reading the question

    /// Labels and numbers before a page's question: "Questions:", "Q1.", "2)", "(a)".
    private static let labels: Set<String> = ["question", "questions", "q", "exercise", "exercises", "task", "tasks"]
    /// Words that make a question an auxiliary one ("What is …", "What did farmers grow …"): not a doer question.
    private static let auxiliaries: Set<String> = ["is", "are", "was", "were", "be", "do", "does", "did", "has", "have", "had", "can",
                                                   "could", "will", "would", "should", "may", "might", "must", "shall"]
    /// Asking for an opinion or a guess: the text cannot answer it.
    private static let opinion: Set<String> = ["you", "your", "think", "opinion", "might", "guess", "imagine"]

    /// The page question a sentence asks, when it has the doer shape; nil for statements, instructions, "Why …?",
    /// "How …?", "What is …?" and opinions.
    static func asked(_ sentence: Sentence) -> Asked? {
        var words = sentence.text.split(separator: " ").map(String.init)
        guard let last = words.last, last.hasSuffix("?") else { return nil }
        // "Questions: What …", "Q1. What …", "(a) What …": the label goes.
        while let first = words.first, isLabel(first) { words.removeFirst() }
        guard words.count >= 3 else { return nil }
        let lowered = words.map { TextTokens.trimmed($0).lowercased() }
        guard !lowered.contains(where: opinion.contains), !words.dropLast().contains(where: { $0.hasSuffix("?") }) else { return nil }
        // "What forms …", "Who ruled …"; "Which gas enters …", where one or two words name the kind asked for.
        let verbAt: Int?
        switch lowered[0] {
        case "what", "who": verbAt = 1
        case "which": verbAt = (2...3).first { $0 < words.count - 1 && looksLikeVerb(lowered[$0]) }
        default: verbAt = nil
        }
        guard let verbAt else { return nil }
        guard verbAt < words.count - 1, !auxiliaries.contains(lowered[verbAt]), looksLikeVerb(lowered[verbAt]),
              words[verbAt].first?.isLowercase == true else { return nil }
        let object = lowered[(verbAt + 1)...].filter { !functionWords.contains($0) && !$0.isEmpty }.map(root)
        guard !object.isEmpty else { return nil }
        let stem = capitalizingFirst(words.joined(separator: " "))
        // The kind asked for ("Which materials …") may be in the key ("transparent materials"); the rest may not.
        let content = lowered[verbAt...].filter { !functionWords.contains($0) && !$0.isEmpty }.map(root)
        return Asked(stem: stem, sentence: sentence.index, verb: root(lowered[verbAt]), object: object, words: Set(content),
                     asksWho: lowered[0] == "who")
    }

    private static func isLabel(_ word: String) -> Bool {
        let bare = word.lowercased().filter(\.isLetter)
        if word.hasSuffix(":"), labels.contains(bare) { return true }
        // "1.", "2)", "(a)", "Q3.", "a)"
        let marks = word.filter { !$0.isLetter && !$0.isNumber }
        guard !marks.isEmpty, marks.allSatisfy({ ".):(".contains($0) }) else { return false }
        let core = word.filter { $0.isLetter || $0.isNumber }
        return core.allSatisfy(\.isNumber) || core.count == 1 || (core.first == "Q" && core.dropFirst().allSatisfy(\.isNumber))
    }

    /// A verb as questions write it: "forms", "carries", "joined", "let" (the two-word kinds "Which gas …" need one).
    private static func looksLikeVerb(_ word: String) -> Bool {
        guard word.count >= 2, !functionWords.contains(word) else { return false }
        return word.hasSuffix("s") && !word.hasSuffix("ss") || word.hasSuffix("ed") || ItemText.irregularPast[word] != nil
            || ["let", "make", "form", "cause", "turn"].contains(word)
    }

    // MARK: Finding the answer

    /// The key, when exactly one statement does the asked verb to every content word of the question and its subject
    /// can be told; nil when none does, when two give different doers, or when the doer is a pronoun or unclear.
    static func answer(to asked: Asked, page: Page) -> Answer? {
        var found: [Answer] = []
        var unclear = false
        for sentence in page.statements {
            let raw = sentence.text.split(separator: " ").map(String.init)
            let lowered = raw.map { TextTokens.trimmed($0).lowercased() }
            for verb in lowered.indices.dropFirst() where root(lowered[verb]) == asked.verb && raw[verb].first?.isLowercase == true {
                // "to turn water into glucose" (no doer), "the forms of life" (a noun): not the verb.
                if ["to", "the", "a", "an", "its", "their", "his", "her", "our"].contains(lowered[verb - 1]) { continue }
                guard let end = clauseEnd(after: verb, raw: raw, lowered: lowered) else { continue }
                let done = Set(lowered[(verb + 1)..<end].map(root))
                guard asked.object.allSatisfy(done.contains) else { continue }
                // "The Moon does not make its own light": the page says who does not.
                if lowered[max(0, verb - 3)..<verb].contains(where: { ["not", "never", "cannot", "nor", "no"].contains($0) || $0.hasSuffix("n't") }) {
                    continue
                }
                guard let (key, start) = doer(before: verb, raw: raw, lowered: lowered, page: page) else { unclear = true; continue }
                let quote = withoutFinalMark(raw[start..<end].joined(separator: " "))
                found.append(Answer(key: key, sentence: sentence.index, quote: quote, named: Set(lowered[..<end].map(root))))
            }
        }
        guard !unclear, let first = found.first,
              found.allSatisfy({ OptionSimilarity.stem($0.key) == OptionSimilarity.stem(first.key) }) else { return nil }
        // A key the question names ("What joins the river?" → "the river") is no answer.
        let keyWords = TextTokens.lowered(first.key).filter { !functionWords.contains($0) }
        guard !keyWords.isEmpty, !keyWords.contains(where: { asked.words.contains(root($0)) }), page.words.isClean(first.key) else { return nil }
        return first
    }

    /// Where the verb's clause ends (exclusive): at a comma, semicolon or colon after it, or before a word that opens a
    /// new clause ("because", "while", "which"); nil when the verb itself ends it (nothing is done to anything).
    private static func clauseEnd(after verb: Int, raw: [String], lowered: [String]) -> Int? {
        var index = verb
        while index < raw.count {
            if index > verb, clauseOpeners.contains(lowered[index]) { return index }
            if let last = raw[index].last, ",;:".contains(last) { return index > verb ? index + 1 : nil }
            index += 1
        }
        return index > verb + 1 ? index : nil
    }

    private static let clauseOpeners: Set<String> = ["because", "while", "although", "whereas", "but", "when", "where", "which", "who", "so", "unless", "until"]
    /// Words that open a sentence with a scene rather than its subject: "Inside the leaves, a green pigment … absorbs".
    private static let sceneOpeners: Set<String> = ["in", "inside", "during", "after", "before", "at", "on", "near", "without", "within",
                                                    "later", "today", "further", "every", "each", "for", "by", "over", "under", "outside"]
    private static let determiners: Set<String> = ["the", "a", "an", "our", "their", "its", "his", "her", "my", "your"]
    /// Words no doer contains: pronouns, relatives, subordinators, and prepositions other than "of", "from", "in", "on", "with".
    private static let notInDoer: Set<String> = [
        "it", "they", "he", "she", "we", "you", "i", "this", "these", "that", "those", "which", "who", "whom", "there", "where",
        "when", "one", "and", "or", "but", "into", "onto", "to", "at", "by", "through", "over", "under", "across", "as", "for",
        "if", "because", "while", "although", "then", "also", "not",
    ]

    /// The subject of the verb at `verb` and where its phrase starts: the noun phrase before "that/which/who" ("tiny
    /// droplets that form clouds"), or the sentence's opening noun phrase ("Energy from the Sun heats …"), after a
    /// scene-setting opener ("Inside the leaves, …"), or the name in an apposition ("Another set of tubes, the phloem,
    /// carries …"). "X called Y" gives Y, "X such as Y" gives X.
    private static func doer(before verb: Int, raw: [String], lowered: [String], page: Page) -> (String, Int)? {
        var start: Int
        var end = verb
        if ["that", "which", "who"].contains(lowered[verb - 1]) {
            // Leftwards from the relative word while the words can belong to one noun phrase.
            end = verb - 1
            guard end >= 1 else { return nil }
            start = end
            while start > 0 {
                let word = lowered[start - 1]
                if start - 1 < end - 1, raw[start - 1].hasSuffix(",") { break }
                if ["of", "and", "or"].contains(word) { return nil } // "the bank of each bend that …": which one?
                if notInDoer.contains(word) || ["in", "on", "from", "with"].contains(word)
                    || isVerb(word, after: start >= 2 ? lowered[start - 2] : "", page: page) { break }
                start -= 1
            }
            guard start < end, end - start <= 6 else { return nil }
        } else if raw[verb - 1].hasSuffix(",") {
            // An apposition: "Another set of tubes, the phloem, carries …" names it after "the".
            guard let open = raw[..<(verb - 1)].lastIndex(where: { $0.hasSuffix(",") }), lowered[open + 1] == "the" else { return nil }
            start = open + 1
        } else {
            start = 0
            if let comma = raw[..<verb].lastIndex(where: { $0.hasSuffix(",") }) {
                guard sceneOpeners.contains(lowered[0]) else { return nil }
                start = comma + 1
            }
            guard start < verb, verb - start <= 6, !RecallQuestions.subordinators.contains(lowered[start]), !sceneOpeners.contains(lowered[start])
            else { return nil }
        }
        var phrase = Array(raw[start..<end].map(TextTokens.trimmed))
        var lower = phrase.map { $0.lowercased() }
        if let called = lower.firstIndex(of: "called") ?? lower.firstIndex(of: "named") {
            phrase = Array(phrase[(called + 1)...]); lower = Array(lower[(called + 1)...])
        } else if let such = lower.firstIndex(of: "such"), lower.indices.contains(such + 1), lower[such + 1] == "as" {
            phrase = Array(phrase[..<such]); lower = Array(lower[..<such])
        }
        guard !lower.isEmpty, !lower.contains(where: notInDoer.contains) else { return nil }
        while let first = lower.first, determiners.contains(first) { phrase.removeFirst(); lower.removeFirst() }
        guard (1...5).contains(phrase.count), lower.contains(where: { !functionWords.contains($0) }) else { return nil }
        return (lowercasingFirst(phrase.joined(separator: " "), page: page), start)
    }

    /// Whether `word` reads first as a verb: a past form not after a determiner, or a word WordNet reads first as a verb
    /// ("condenses", not "droplets", which the page's own "-s" verb guess can take for one).
    private static func isVerb(_ word: String, after previous: String, page: Page) -> Bool {
        // "streams called tributaries", "a scientist named …": the naming participle belongs to the phrase.
        guard !["called", "named", "known"].contains(word), !determiners.contains(previous) else { return false }
        if ItemText.irregularPast[word] != nil { return true }
        guard word.hasSuffix("s") || word.hasSuffix("ed") else { return false }
        guard let wordNet = WordNet.shared else { return page.verbsWithS.contains(word) || ItemText.base(ofPast: word, words: page.words) != nil }
        return wordNet.commonest(word)?.partOfSpeech == .verb
    }

    // MARK: Words

    /// Words that carry no content of their own: what a question's words are matched without.
    static let functionWords: Set<String> = [
        "the", "a", "an", "and", "or", "but", "of", "in", "on", "at", "to", "for", "from", "by", "with", "as", "into", "onto",
        "through", "over", "under", "up", "down", "out", "off", "it", "its", "this", "that", "these", "those", "they", "them",
        "their", "he", "she", "his", "her", "we", "our", "you", "your", "what", "which", "who", "whom", "whose", "is", "are",
        "was", "were", "be", "been", "do", "does", "did", "has", "have", "had", "can", "could", "will", "would", "there",
    ]

    /// A word with its ending taken off, so that "form", "forms" and "formed", or "cloud" and "clouds", match.
    static func root(_ word: String) -> String {
        var word = word.lowercased()
        if let base = ItemText.irregularPast[word] { word = base }
        for (suffix, replacement) in [("ies", "y"), ("ied", "y"), ("ing", ""), ("es", ""), ("ed", ""), ("s", "")]
        where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            if suffix == "s", word.hasSuffix("ss") { break }
            word = String(word.dropLast(suffix.count)) + replacement
            break
        }
        if word.count > 3, word.hasSuffix("e") { word.removeLast() }
        // "stopped" → "stopp" → "stop"; "travelled" → "travel".
        if word.count > 3, let last = word.last, word.dropLast().last == last, !"aeiou".contains(last) { word.removeLast() }
        return word
    }
}
