import SnapQuizCore
import SnapQuizLexicon

/// How the offline generator words its questions and feedback, in one place.
enum ItemText {
    /// A question with the correct option first (shuffled later) and feedback that quotes its own sentence only.
    /// A blank after "a" or "an" whose options start with different sounds reads "a/an _____": the article alone would
    /// rule out "before an _____" every option starting with a consonant.
    static func question(_ stem: String, answer: String, distractors: [String], evidence: String, explanation: String? = nil) -> Question {
        var stem = stem
        let options = [answer] + distractors
        if Set(options.map(takesAn)).count > 1 {
            // After a space, or opening a quoted sentence (“An _____ can magnify objects up to 2 million times.” gave away
            // "electron microscope" among "light microscope | cell membrane").
            for article in ["a", "an", "A", "An"] where stem.contains(article + " _____") {
                let both = article.first!.isUppercase ? "A/an" : "a/an"
                for mark in [" ", "“", "\"", "("] {
                    stem = stem.replacingOccurrences(of: mark + article + " _____", with: mark + both + " _____")
                }
                if stem.hasPrefix(article + " _____") { stem = both + stem.dropFirst(article.count) }
            }
        }
        return Question(question: stem, options: options, correctIndex: 0,
                        explanation: explanation ?? "The text says: “\(evidence)”", evidence: evidence)
    }

    /// A clause of the page reworded into a stem without the words that tie it to the sentence before: "What is the
    /// process in which plants also release water vapour from their leaves called?" reads, out of its page, as if
    /// something else had been said first. A quotation keeps them (it is the page's words).
    static func withoutLinkWords(_ clause: String) -> String {
        let words = clause.split(separator: " ").map(String.init)
        let kept = words.count > 3 ? words.filter { !["also", "too"].contains($0.lowercased()) } : words
        var text = kept.joined(separator: " ")
        for tail in [" as well", ","] where text.hasSuffix(tail) { text = String(text.dropLast(tail.count)) }
        return text
    }

    /// Whether a word is said after "an": a vowel sound ("an eagle", "an hour"), not "a unit", "a one-way", "a European".
    static func takesAn(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard let first = lower.first else { return false }
        if first.isNumber { return lower.hasPrefix("8") || lower.hasPrefix("11") || lower.hasPrefix("18") }
        if ["hour", "honest", "honour", "honor", "heir"].contains(where: lower.hasPrefix) { return true }
        if ["uni", "use", "usu", "uti", "eu", "one", "once", "ewe", "ure", "uro"].contains(where: lower.hasPrefix) { return false }
        return "aeiou".contains(first)
    }

    /// `text` with the article before `word`'s first whole-word occurrence made to agree with it: a swap that put
    /// "northern" where "eastern" stood reads "a northern", not "an northern".
    static func articleAgreeing(with word: String, in text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let first = word.split(separator: " ").first.map(String.init) ?? word
        guard let at = words.indices.dropFirst().first(where: { TextTokens.trimmed(words[$0]) == first }) else { return text }
        let before = words[at - 1]
        guard ["a", "an"].contains(before.lowercased()) else { return text }
        let agreeing = takesAn(first) ? "an" : "a"
        words[at - 1] = before.first!.isUppercase ? agreeing.prefix(1).uppercased() + agreeing.dropFirst() : agreeing
        return words.joined(separator: " ")
    }

    /// Verbs in the past tense that do not end in -ed, with their base form ("When did Rome fall?").
    static let irregularPast: [String: String] = [
        "began": "begin", "became": "become", "built": "build", "fell": "fall", "led": "lead", "won": "win", "wrote": "write",
        "took": "take", "made": "make", "gave": "give", "saw": "see", "went": "go", "came": "come", "grew": "grow", "ran": "run",
        "rose": "rise", "spread": "spread", "sank": "sink", "struck": "strike", "fought": "fight", "brought": "bring",
        "thought": "think", "taught": "teach", "sold": "sell", "told": "tell", "held": "hold", "found": "find", "left": "leave",
        "kept": "keep", "lost": "lose", "met": "meet", "paid": "pay", "set": "set", "put": "put", "drew": "draw", "flew": "fly",
        "froze": "freeze", "knew": "know", "rode": "ride", "sent": "send", "spoke": "speak", "stood": "stand", "swam": "swim",
        "threw": "throw", "wore": "wear", "split": "split", "cut": "cut", "shot": "shoot", "chose": "choose", "broke": "break",
        "hid": "hide", "ate": "eat", "sang": "sing", "lay": "lie", "laid": "lay", "dug": "dig", "bought": "buy", "caught": "catch",
        "sought": "seek", "overthrew": "overthrow", "forbade": "forbid", "underwent": "undergo", "withdrew": "withdraw",
        "tore": "tear", "felt": "feel", "woke": "wake", "shook": "shake", "stole": "steal", "wept": "weep", "slept": "sleep",
        "crept": "creep", "swept": "sweep", "heard": "hear", "fed": "feed", "got": "get", "rang": "ring", "drank": "drink",
        "sat": "sit", "spent": "spend",
    ]

    /// The base form of a past-tense verb, checked against the dictionary ("executed" → "execute", "stopped" → "stop").
    static func base(ofPast verb: String, words: WordCheck) -> String? {
        let lower = verb.lowercased()
        if let base = irregularPast[lower] { return base }
        guard lower.hasSuffix("ed"), lower.count > 3 else { return nil }
        // A four-letter past only as WordNet reads it ("died", "used", "owed"): "need", "feed" and "seed" are bases, and
        // dropping letters makes other words of them ("nee", "fee", "see").
        if lower.count == 4 {
            guard !lower.hasSuffix("eed") else { return nil }
            return WordNet.shared?.readings(of: lower).first(where: { $0.partOfSpeech == .verb && $0.inflected && $0.lemma != lower })?.lemma
        }
        // WordNet's verb, where it knows one: "formed" is "form", though a dictionary also knows "forme" ("When did
        // Millicent Fawcett forme the National Union …?" was asked).
        if let verb = WordNet.shared?.readings(of: lower).first(where: { $0.partOfSpeech == .verb && $0.inflected }) { return verb.lemma }
        var candidates: [String] = []
        if lower.hasSuffix("ied") { candidates.append(String(lower.dropLast(3)) + "y") }
        candidates.append(String(lower.dropLast(1)))                 // executed → execute
        candidates.append(String(lower.dropLast(2)))                 // walked → walk
        let stem = lower.dropLast(2)
        if let last = stem.last, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) } // stopped → stop
        return candidates.first { $0.count >= 2 && words.knows($0) }
    }
}
