import SnapQuizLexicon

/// A word's likely part of speech from its ending, so a noun's wrong options are nouns and a plural's are plurals
/// ("describes" among "glaciers" and "process" gives itself away).
enum WordShape: Equatable {
    case gerund, past, adverb, noun, adjective, plural, plain
    /// An -s word the page uses as a verb ("the cycle begins", "it cools and condenses").
    case verbS

    static func of(_ word: String) -> WordShape {
        let w = word.lowercased()
        if w.hasSuffix("ing") { return .gerund }
        if w.hasSuffix("ed") { return .past }
        if w.hasSuffix("ly") { return .adverb }
        if ["ous", "ful", "ive", "able", "ible", "ical", "less", "ic", "al", "ary", "ent", "ant"].contains(where: { w.hasSuffix($0) }) { return .adjective }
        if w.hasSuffix("s"), !["ss", "us", "is", "sis"].contains(where: { w.hasSuffix($0) }) { return .plural }
        if ["tion", "sion", "ment", "ness", "ity", "ance", "ence", "ism", "ist", "ure", "age", "ogy", "phyll", "plast", "er", "or"].contains(where: { w.hasSuffix($0) }) { return .noun }
        return .plain
    }

    /// Nouns and words with no telling ending mix well; other shapes only with their own kind.
    func matches(_ other: WordShape) -> Bool {
        self == other || ([.noun, .plain].contains(self) && [.noun, .plain].contains(other))
    }

    /// The -s words a text uses as verbs, read in order so that "cools and condenses" carries the verb across "and".
    static func verbsWithS(in sentences: [Sentence]) -> Set<String> {
        var verbs = Set<String>()
        for sentence in sentences {
            let raw = sentence.text.split(separator: " ").map(String.init)
            let words = raw.map { TextTokens.trimmed($0).lowercased() }
            var previousWasVerb = false
            for (index, word) in words.enumerated() {
                var isVerb = false
                if index > 0, of(word) == .plural {
                    let previous = words[index - 1]
                    let afterVerb = index > 1 && ["that", "which", "who", "they", "we", "you", "to", "can", "will", "may", "must"].contains(words[index - 2])
                    // "tiny droplets of water": a word followed by "of" or closing a list is a noun, whatever precedes it;
                    // a sentence's last word too, unless its clause is a subject and this verb ("the molten rock escapes").
                    let nounAhead = index + 1 == words.count ? !endsClauseAsVerb(words, raw: raw, at: index)
                        : ["of", "and", "or"].contains(words[index + 1])
                    if ["and", "or"].contains(previous) { isVerb = previousWasVerb }
                    else if ["it", "that", "which", "who", "he", "she", "also", "often", "usually", "then", "slowly", "quickly", "never", "always"].contains(previous) { isVerb = true }
                    else if afterVerb || verbs.contains(previous) || nounAhead { isVerb = false } // the object of a verb: "that form clouds"
                    else { isVerb = isVerbLike(word, after: previous) }
                }
                if isVerb { verbs.insert(word) }
                if ["and", "or"].contains(word) { continue }
                previousWasVerb = isVerb || (index > 0 && of(word) == .plural && ["it", "which", "that"].contains(words[index - 1]))
                    || (word.hasSuffix("s") && index > 0 && ["it", "which", "that", "he", "she"].contains(words[index - 1]))
            }
        }
        return verbs
    }

    /// Whether a sentence's last -s word is the verb of a clause that is only its subject: "the volcano erupts and the
    /// molten rock escapes." (WordNet reads "escapes" as a plural noun too, and it was offered among "layers" and
    /// "eruptions"). The clause opens the sentence or follows a comma or a joining word, then a determiner, describing
    /// words, and a singular noun the verb agrees with; the word weighs as a verb (at least half as many verb senses as
    /// noun ones: not "the rock pools") and makes no compound with the noun ("the storm clouds"). An OCR misread before
    /// the noun ("droplets Unat form clouds") opens no clause, so "clouds" stays a noun.
    static func endsClauseAsVerb(_ words: [String], raw: [String], at index: Int) -> Bool {
        guard index >= 2, let wordNet = WordNet.shared else { return false }
        let readings = wordNet.readings(of: words[index])
        guard let verb = readings.first(where: { $0.partOfSpeech == .verb && $0.inflected }),
              2 * verb.senses >= (readings.first { $0.partOfSpeech == .noun }?.senses ?? 0) else { return false }
        let subject = words[index - 1]
        guard wordNet.readings(of: subject).contains(where: { $0.partOfSpeech == .noun && !$0.inflected }),
              wordNet.readings(of: subject + " " + verb.lemma).isEmpty else { return false }
        let determiners: Set<String> = ["the", "a", "an", "this", "its", "their", "his", "her", "our", "each", "every"]
        let openers: Set<String> = ["and", "but", "so", "because", "when", "while", "if", "where", "then"]
        var at = index - 2
        // Describing words and singular nouns back to the determiner ("the molten rock", "the hot water vapour"); a
        // plural is a subject with its verb after it ("and the droplets form clouds").
        while at >= 0, !determiners.contains(words[at]), index - at <= 4, !raw[at].hasSuffix(","),
              wordNet.readings(of: words[at]).contains(where: { $0.partOfSpeech == .adjective || $0.partOfSpeech == .noun && !$0.inflected }) {
            at -= 1
        }
        guard at >= 0, determiners.contains(words[at]) else { return false }
        return at == 0 || raw[at - 1].hasSuffix(",") || openers.contains(words[at - 1])
    }

    /// An -s word right after a noun-like word is a verb ("The water cycle describes …"), not a plural noun.
    static func isVerbLike(_ word: String, after previous: String?) -> Bool {
        guard of(word) == .plural, let previous = previous?.lowercased() else { return false }
        let previousShape = of(previous)
        return !TextAnalysis.commonWords.contains(previous) && !RecallQuestions.determiners.contains(previous)
            && [.noun, .plain, .plural].contains(previousShape) && !previous.hasSuffix("est") && !previous.contains(where: \.isNumber)
            // "The two rivers meet at Khartoum", "Two like poles push": a count or "like" goes before a noun.
            && RecallQuestions.numberWords[previous] == nil && !["like", "unlike", "many", "several", "few", "both"].contains(previous)
            && wordNetAllowsVerb(word, after: previous)
    }

    /// With WordNet: "French soldiers found", "picture symbols called" are nouns. A word WordNet knows no verb for
    /// ("symbols") is none, nor a plural after a word WordNet reads first as describing ("tiny"), or after a people's
    /// or a language's adjective ("French", "Roman": a word that is also a noun for a language, a person or a people).
    private static func wordNetAllowsVerb(_ word: String, after previous: String) -> Bool {
        guard let wordNet = WordNet.shared else { return true }
        let own = wordNet.readings(of: word)
        guard !own.isEmpty else { return true }
        guard own.contains(where: { $0.partOfSpeech == .verb }) else { return false }
        let readings = wordNet.readings(of: previous)
        let nationality = readings.contains { $0.partOfSpeech == .adjective }
            && readings.contains { $0.partOfSpeech == .noun && [10, 14, 18].contains($0.categories.first ?? 0) }
        return WordNet.commonest(of: readings)?.partOfSpeech != .adjective && !nationality
    }
}
