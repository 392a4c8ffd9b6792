import SnapQuizLexicon

/// Whether the two sides of a cause or time split read as clauses a learner could answer with. "Sound is a form of
/// energy made when an object vibrates" was split at "when" into "What happens when an object vibrates? → sound is a
/// form of energy made": there "when …" belongs to "made" (energy [that is] made when …), not to the main clause. A
/// split is made only where the connective opens a clause with its own subject and verb, and the other side is a whole
/// clause that does not end in such a participle. Without WordNet every check passes (the splits as before).
enum ClauseGrammar {
    /// Whether `text` opens with a subject and has a finite verb after it: "an object vibrates", "the air is thin";
    /// not "heated", "in contact with a flame", "the largest planet in the solar system", "of the heavy rain".
    static func isClause(_ text: String) -> Bool {
        let words = text.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
        guard words.count >= 2, let wordNet = WordNet.shared else { return words.count >= 2 }
        return opensWithSubject(words, raw: text, wordNet: wordNet) && hasFiniteVerb(words, wordNet: wordNet)
    }

    /// Whether every pronoun of a question's own words has a noun of its number before it there to stand for: "What
    /// happens if it moves further away from the light source?" and "What happens when light bounces off them …?" name
    /// nothing for "it" and "them" (the object, the objects: another sentence's words); "What happens when iron is left
    /// in damp air and it gets wet?" and "… when Tom drops his bag?" do. A pronoun named in brackets ("it [the Moon]")
    /// reads. Without WordNet only a pronoun that opens the clause counts as unnamed.
    static func namesItsPronouns(_ stem: String) -> Bool {
        // "Which reason does the text give for this: “it lies …”?": the quoted words are the page's, and "text" no referent.
        let asked = stem.range(of: "“").map { String(stem[$0.upperBound...]) } ?? stem
        let raw = asked.split(separator: " ").map(String.init)
        let words = raw.map { TextTokens.trimmed($0).lowercased() }
        for (index, word) in words.enumerated() {
            guard let plural = pronounNumber[word] else { continue }
            if index + 1 < raw.count, raw[index + 1].hasPrefix("[") { continue }
            // "What happens when it rains?": the weather's "it" stands for nothing.
            if word == "it", index + 1 < words.count, ["rains", "rained", "snows", "snowed"].contains(words[index + 1]) { continue }
            let person = ["he", "she", "him", "his", "her"].contains(word)
            let earlier = words[..<index].indices.filter { !questionWords.contains(words[$0]) && !pronounNumber.keys.contains(words[$0]) }
            guard let wordNet = WordNet.shared else {
                if earlier.isEmpty { return false }
                continue
            }
            let named = earlier.contains { at in
                // "he", "his": a name ("Tom") or a noun WordNet files under people ("the king").
                if person { return at > 0 && raw[at].first?.isUppercase == true || RecallQuestions.namesAPerson(words[at]) }
                // "they": a plural noun or two things joined ("the Sun and the Moon").
                if plural, words[at] == "and" { return true }
                // (The commonest reading: "bounces" in "light bounces off them" is a verb, no plural noun.)
                guard let noun = wordNet.commonest(words[at]), noun.partOfSpeech == .noun else { return false }
                return noun.inflected == plural && words[at].first?.isLetter == true
            }
            if !named { return false }
        }
        return true
    }

    /// The thing a "What happens when …?" stem's condition is about, singular and lower case: "object" of "What happens
    /// if the object is moved closer to the light source?" and of "… when an opaque object blocks the light?"; nil for
    /// another stem, or where WordNet is missing.
    static func conditionSubject(of stem: String) -> String? {
        let words = stem.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard let wordNet = WordNet.shared, words.count > 3, words[0] == "what", words[1].hasPrefix("happen"),
              let lead = words.firstIndex(where: { ["when", "if", "once", "whenever", "as"].contains($0) }) else { return nil }
        for word in words[(lead + 1)...].prefix(4) where !RecallQuestions.determiners.contains(word) {
            guard let reading = wordNet.commonest(word) else { return nil }
            if reading.partOfSpeech == .adjective { continue }
            return reading.partOfSpeech == .noun ? TrueOptions.singular(word) : nil
        }
        return nil
    }

    /// Pronouns that stand for a noun said before them, each with its number (true: plural; he, she: one person).
    private static let pronounNumber: [String: Bool] = [
        "it": false, "its": false, "they": true, "them": true, "their": true, "he": false, "she": false, "him": false, "his": false, "her": false,
    ]
    /// The words a question opens with, which name nothing.
    private static let questionWords: Set<String> = ["what", "happens", "happened", "would", "happen", "should", "you", "do", "when", "if",
                                                    "once", "as", "after", "before", "whenever", "who", "which", "why", "how"]

    /// Whether `text` reads as a main clause: a clause, or one after an opening phrase of place or time ("In a series
    /// circuit the components are connected …"); not an instruction ("always wear safety goggles").
    static func isMainClause(_ text: String) -> Bool {
        if isClause(text) { return true }
        let words = text.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
        guard words.count >= 3, prepositions.contains(words[0]), let wordNet = WordNet.shared else { return false }
        return hasFiniteVerb(words, wordNet: wordNet)
    }

    /// Whether what follows an " and " is a clause with a subject of its own ("… was abolished in 1792 and France became
    /// a republic"), not a second verb or object of the first ("and later crowned himself", "and barley in this soil").
    static func opensNewClause(_ remainder: String) -> Bool {
        guard let first = remainder.split(separator: " ").first.map(String.init) else { return false }
        let opener = first.first?.isUppercase == true || ["the", "it", "they", "he", "she", "this", "these", "its", "their", "his", "her"].contains(first)
        let words = remainder.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
        // A verb WordNet reads first as one: "and the common people" (the last of a list) has none.
        guard opener, words.count >= 3, let wordNet = WordNet.shared else { return false }
        return opensWithSubject(words, raw: remainder, wordNet: wordNet) && hasFiniteVerb(words, wordNet: wordNet, commonestOnly: true)
    }

    /// Whether the main side of "X when Y" leaves "when Y" to a word inside X rather than to X's verb: a participle
    /// after a noun when X already has its verb ("a form of energy made", "a gas given off", "a rock formed"), a time
    /// after a determiner ("at a time", "the season"), or a verb whose object the when-clause is ("farmers knew").
    static func leavesWhenInside(_ main: String) -> Bool {
        guard let wordNet = WordNet.shared else { return false }
        var words = main.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
        guard let last = words.last else { return false }
        // Not a rate: "beats about seventy times a minute when the body is at rest".
        if timeWords.contains(last) || isTimeNoun(last, wordNet: wordNet), words.dropLast().suffix(2).contains(where: determiners.contains),
           !words.dropLast().suffix(3).contains(where: { ["times", "once", "twice", "per"].contains($0) || $0.first?.isNumber == true }) { return true }
        if let verb = wordNet.readings(of: last).first(where: { $0.partOfSpeech == .verb }), askingVerbs.contains(verb.lemma),
           wordNet.commonest(last)?.partOfSpeech == .verb { return true }
        while let tail = words.last, particles.contains(tail) { words.removeLast() }
        guard words.count >= 3, let participle = words.last, isPastForm(participle, wordNet: wordNet) else { return false }
        // "Rain is formed when …", "is usually made when …": the participle is the main verb.
        var before = words.count - 2
        while before > 0, words[before].hasSuffix("ly") || adverbs.contains(words[before]) { before -= 1 }
        if beForms.contains(words[before]) || haveForms.contains(words[before]) { return false }
        // "The ice on the pond melted when …": no verb before it, so it is the main verb ("young plants wilted": a word
        // read first as a noun is no verb here).
        return hasFiniteVerb(Array(words[...before]), wordNet: wordNet, commonestOnly: true)
    }

    private static func opensWithSubject(_ words: [String], raw: String, wordNet: WordNet) -> Bool {
        // "almost no rain fell", "nearly all the water": a word of degree before the subject.
        if words.count > 2, degreeWords.contains(words[0]) { return opensWithSubject(Array(words.dropFirst()), raw: "", wordNet: wordNet) }
        // "tiny droplets in a cloud", "hot rock": describing words before the subject's noun.
        var start = 0
        while start < min(2, words.count - 1), !subjectOpeners.contains(words[start]), isDescribing(words[start], wordNet: wordNet) { start += 1 }
        // A noun must follow them: "wide that no bridge could cross it" opens no subject.
        if start > 0 {
            return !subjectOpeners.contains(words[start]) && !prepositions.contains(words[start])
                && wordNet.readings(of: words[start]).contains { $0.partOfSpeech == .noun }
        }
        let first = words[0]
        if subjectOpeners.contains(first) || first.first?.isNumber == true { return true }
        if prepositions.contains(first) || first.hasSuffix("ly") { return false }
        // A name ("when Rome fell"), unless it is the capital of the sentence's first word.
        if raw.first?.isUppercase == true, wordNet.readings(of: first).isEmpty { return true }
        let readings = wordNet.readings(of: first)
        guard readings.contains(where: { $0.partOfSpeech == .noun }) else { return readings.isEmpty }
        // "heated", "using the burner": a participle opens no subject.
        if first.hasSuffix("ed") || first.hasSuffix("ing") { return WordNet.commonest(of: readings)?.partOfSpeech == .noun }
        return true
    }

    /// Whether `text` stops inside a noun phrase: after a determiner or a preposition, or after a describing word that
    /// follows one ("sound hits a hard" of "a hard, flat surface"; not "the weather is hot").
    static func endsMidPhrase(_ text: String) -> Bool {
        let words = text.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }.filter { !$0.isEmpty }
        guard let last = words.last else { return false }
        if determiners.contains(last) || prepositions.contains(last) { return true }
        guard words.count >= 2, let wordNet = WordNet.shared, isDescribing(last, wordNet: wordNet) else { return false }
        let before = words[words.count - 2]
        return determiners.contains(before) || isDescribing(before, wordNet: wordNet)
    }

    /// An adjective, perhaps an adverb too, and no noun or verb ("tiny", "hot", "hard"; not "heated", "well").
    private static func isDescribing(_ word: String, wordNet: WordNet) -> Bool {
        guard !word.hasSuffix("ed"), !word.hasSuffix("ing"), !word.hasSuffix("ly"), !prepositions.contains(word) else { return false }
        let readings = wordNet.readings(of: word)
        return readings.contains { $0.partOfSpeech == .adjective } && !readings.contains { $0.partOfSpeech == .noun || $0.partOfSpeech == .verb }
    }

    /// A finite verb after the first word: an auxiliary, or a word WordNet reads as a verb that follows neither "to" nor a
    /// determiner or preposition ("a body of water" has none), and is no "-ing" form.
    private static func hasFiniteVerb(_ words: [String], wordNet: WordNet, commonestOnly: Bool = false) -> Bool {
        for index in words.indices.dropFirst() {
            let word = words[index]
            if auxiliaries.contains(word) { return true }
            if index > 0, words[index - 1] == "to" || determiners.contains(words[index - 1]) || prepositions.contains(words[index - 1]) { continue }
            if word.hasSuffix("ing") || word.hasSuffix("ly") { continue }
            let readings = wordNet.readings(of: word)
            if commonestOnly ? WordNet.commonest(of: readings)?.partOfSpeech == .verb : readings.contains(where: { $0.partOfSpeech == .verb }) {
                return true
            }
        }
        return false
    }

    /// A past form ("made", "formed", "given"): WordNet reads it as an inflected verb.
    private static func isPastForm(_ word: String, wordNet: WordNet) -> Bool {
        guard !word.hasSuffix("s"), !word.hasSuffix("ing") else { return false }
        return wordNet.readings(of: word).contains { $0.partOfSpeech == .verb && $0.inflected && $0.lemma != word }
    }

    private static func isTimeNoun(_ word: String, wordNet: WordNet) -> Bool {
        guard let noun = wordNet.readings(of: word).first(where: { $0.partOfSpeech == .noun }) else { return false }
        return noun.categories.first == timeCategory && wordNet.commonest(word)?.partOfSpeech == .noun
    }

    /// WordNet's lexicographer file of nouns of time (noun.time).
    private static let timeCategory = 28
    private static let timeWords: Set<String> = ["time", "times", "day", "days", "moment", "period", "age", "era", "season", "year", "years", "point", "stage"]
    private static let askingVerbs: Set<String> = ["know", "decide", "tell", "ask", "remember", "wonder", "learn", "predict", "notice", "explain", "understand", "forget"]
    private static let degreeWords: Set<String> = ["almost", "nearly", "only", "just", "hardly", "roughly", "exactly", "even", "not"]
    private static let particles: Set<String> = ["off", "out", "up", "down", "away", "back", "together", "apart"]
    private static let adverbs: Set<String> = ["not", "also", "only", "often", "always", "sometimes", "never", "still", "then", "first"]
    private static let beForms: Set<String> = ["is", "are", "was", "were", "be", "been", "being", "am", "get", "gets", "got", "become", "becomes", "became"]
    private static let haveForms: Set<String> = ["has", "have", "had"]
    private static let auxiliaries: Set<String> = ["is", "are", "was", "were", "am", "has", "have", "had", "does", "do", "did", "can", "could",
                                                   "will", "would", "may", "might", "must", "shall", "should"]
    private static let determiners: Set<String> = ["the", "a", "an", "this", "that", "these", "those", "its", "their", "his", "her", "our",
                                                   "your", "my", "each", "every", "some", "any", "no", "one"]
    private static let subjectOpeners: Set<String> = determiners.union(["it", "they", "he", "she", "we", "you", "i", "there", "many", "most",
                                                                        "all", "both", "few", "several", "much", "more", "two", "three", "people"])
    private static let prepositions: Set<String> = [
        "in", "on", "at", "to", "for", "with", "by", "from", "into", "onto", "of", "under", "over", "through", "during", "about",
        "without", "within", "near", "like", "than", "across", "along", "around", "between", "among", "against", "towards",
        "toward", "upon", "beneath", "below", "above", "behind", "beside", "beyond", "inside", "outside", "well", "soon", "far",
    ]
}
