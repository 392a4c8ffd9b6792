import SnapQuizCore

/// How the offline generator words its questions and feedback, in one place.
enum ItemText {
    /// A question with the correct option first (shuffled later) and feedback that quotes its own sentence only.
    static func question(_ stem: String, answer: String, distractors: [String], evidence: String, explanation: String? = nil) -> Question {
        Question(question: stem, options: [answer] + distractors, correctIndex: 0,
                 explanation: explanation ?? "The text says: “\(evidence)”", evidence: evidence)
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
    ]

    /// The base form of a past-tense verb, checked against the dictionary ("executed" → "execute", "stopped" → "stop").
    static func base(ofPast verb: String, words: WordCheck) -> String? {
        let lower = verb.lowercased()
        if let base = irregularPast[lower] { return base }
        guard lower.hasSuffix("ed"), lower.count > 4 else { return nil }
        var candidates: [String] = []
        if lower.hasSuffix("ied") { candidates.append(String(lower.dropLast(3)) + "y") }
        candidates.append(String(lower.dropLast(1)))                 // executed → execute
        candidates.append(String(lower.dropLast(2)))                 // walked → walk
        let stem = lower.dropLast(2)
        if let last = stem.last, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) } // stopped → stop
        return candidates.first { $0.count >= 2 && words.knows($0) }
    }
}
