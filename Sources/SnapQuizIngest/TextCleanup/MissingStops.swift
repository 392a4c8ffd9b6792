import SnapQuizLexicon

/// Puts back a full stop OCR lost between two sentences ("completed in southern Egypt The dam controls the floods",
/// "the twins Romulus and Remus Over several centuries"): a faint stop vanishes on a blurred photo, or reads as a
/// comma ("the first emperor, The empire built roads"), and the quiz then takes two sentences for one. A word that
/// opens sentences ("The", "It", "Over" …), capitalised after a word that could end a sentence and followed by a word
/// in lower case, starts a new sentence. This holds in a line, after a comma, and across a line break inside a
/// paragraph ("… removed from power" / "The eastern empire …").
///
/// Inside a run-on sentence, too long for a page of homework, a capitalised common word after a word in lower case
/// starts a sentence too ("… to defend the frontier Soldiers of the legions were trained …"), when the page prints that
/// word nowhere else and the dictionary knows it in lower case: a name or a title the page uses again is left alone.
///
/// At a line's end a stop is put back before any common word that opens the next line with a capital ("… the oceans and
/// the air" / "Energy from the Sun heats …": a photo of the water cycle lost six faint stops at its lines' ends, and
/// its quiz took two sentences for one six times), when the line ends on a word in lower case that does not lead on
/// ("… around the", "… flowed into") and the page never prints that capital inside a line, as it prints a name.
///
/// A title keeps its capitals: "leader of The Beatles" (capital after the opener), "Gone With the Wind" and
/// "Somewhere Over the Rainbow" (a title's small word, then a capital), so they are left alone.
struct MissingStops: TextStage {
    /// Whether the dictionary knows a word (nil without dictionaries: run-on sentences are then left as read).
    var knows: ((String) -> Bool)? = Lexicon.shared.map { lexicon in { lexicon.knows($0) } }
    /// Whether WordNet reads a word (lower case) mostly as a noun, or not at all (nil without WordNet: a common word after
    /// a name is then no sentence's start). A word the dictionary knows but WordNet does not is a rare one, likelier part
    /// of a name: "a small boat called the James Caird to reach South Georgia" ("caird", a Scots tinker) had become "the
    /// James. Caird to reach …".
    var readsAsNoun: ((String) -> Bool)? = WordNet.shared.map { wordNet in { (wordNet.commonest($0)?.partOfSpeech ?? .noun) == .noun } }
    /// A sentence of this many words is taken for two whose stop was lost, when a capitalised word shows where (at 30,
    /// "… the frontier Soldier of the legions …" in 26 words and "… as water vapour, Plants also …" in 25 were left).
    static let runOnWords = 20
    /// Capitalised common words inside sentences that a page prints correctly: a few ("the Sun heats", a lost stop or two).
    static let strayCapitals = 2
    /// Words that open sentences and are seldom capitalised inside one (no "A": "vitamin A is", "Plan A was"; no "I").
    static let openers: Set<String> = [
        "The", "This", "These", "Those", "It", "Its", "They", "Their", "He", "She", "We", "There", "However", "Today",
        // A word problem's question ("packs them into boxes of 6 How many boxes does she fill?", a maths photo under a
        // coloured lamp that lost its faint stops).
        "How", "What", "Which", "Why", "Where",
    ]
    /// Words that open sentences as often, but that a photo read with stray capitals gives inside one ("heats water In
    /// rivers"): a sentence starts with one only after a capitalised word ("the twins Romulus and Remus Over several").
    static let openersAfterNames: Set<String> = [
        "Over", "In", "On", "After", "Before", "During", "When", "While", "Although", "Because", "Many", "Most", "Some",
        "Each", "Every", "Both", "Later", "Then", "Soon", "Since", "Until", "His", "Her", "Our", "Once", "Without",
    ]
    static let allOpeners = openers.union(openersAfterNames)
    /// Words after which a sentence does not end ("… one of The …").
    static let continuing: Set<String> = [
        "a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "from", "with", "and", "or", "but", "as", "than", "that",
        "read", "called", "named", "titled", "entitled", "is", "was", "are", "were", "how", "what", "which", "who", "so",
        "very", "not", "too",
    ]
    /// Words a name follows in lower case ("the river Wear", "the planet Mars", "the ship Victory"): the capital after
    /// them is the name's, not a sentence's.
    static let namingWords: Set<String> = [
        "river", "lake", "sea", "ocean", "mount", "mountain", "planet", "star", "moon", "island", "city", "town", "village",
        "county", "valley", "street", "road", "ship", "king", "queen", "prince", "princess", "emperor", "empress", "pope",
        "saint", "lord", "lady", "sir", "god", "goddess", "captain", "general", "president", "doctor", "uncle", "aunt",
    ]
    /// Words that lead on to what follows them, besides `continuing`: a line's end after one is no sentence's end,
    /// whatever capital opens the next line ("the lands around" / "Rome", "it had" / "Parliament").
    static let leadingOn: Set<String> = [
        "about", "above", "across", "after", "against", "along", "among", "around", "before", "behind", "below", "beneath",
        "beside", "between", "beyond", "during", "except", "inside", "into", "near", "onto", "outside", "over", "past", "per",
        "since", "through", "throughout", "toward", "towards", "under", "until", "upon", "via", "within", "without", "like",
        "unlike", "including", "has", "have", "had", "be", "been", "being", "am", "will", "would", "can", "could", "shall",
        "should", "may", "might", "must", "do", "does", "did", "became", "become", "becomes", "whose", "whom", "where", "when",
        "while", "if", "because", "although", "though", "whether", "nor", "yet", "its", "their", "his", "her", "our", "my",
        "your", "this", "these", "those", "every", "each", "some", "any", "no", "many", "most", "more", "several", "few",
        "both", "either", "neither", "all", "another", "other", "such", "named", "visited",
    ]
    /// Capitals that open a line of verse or go on a list, seldom a sentence after a stop a photo lost.
    static let lineOpenersInSentences: Set<String> = ["And", "Or", "Nor"]

    /// Whether `word` says whose the next word's thing is: "Mary's", "his", "their".
    static func possessive(_ word: String) -> Bool {
        let bare = word.lowercased().filter { $0.isLetter || $0 == "'" || $0 == "’" }
        return ["my", "your", "his", "her", "its", "our", "their"].contains(bare) || bare.hasSuffix("'s") || bare.hasSuffix("’s")
    }

    /// The small words a title leaves in lower case between capitalised ones ("Over the Rainbow").
    static let titleSmallWords: Set<String> = ["a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "and", "or", "but", "nor", "as"]

    func apply(_ lines: [String]) -> [String] {
        var out = lines.map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
        let firstText = out.firstIndex { !$0.joined().isEmpty }
        let verse = Self.verseLines(out)
        let names = Self.capitalsInLines(out)
        // In the lines, all of them first: a stop put back in the next line can show that it opens a sentence (the
        // label "Questions Which process …", its colon lost, becomes "Questions. Which …" and the line above ends).
        for l in out.indices {
            for t in out[l].indices.dropLast(2) where Self.opensSentence(Array(out[l][(t + 1)...]), after: out[l][t]) {
                out[l][t] = Self.ended(out[l][t]) ?? out[l][t]
            }
        }
        for l in out.indices {
            // At the line's end, the next line of the paragraph opening a sentence. A heading (the page's first line, or
            // a short line) is no sentence of the paragraph, and a line of verse ends without a stop.
            guard l + 1 < out.count, l != firstText, out[l].count >= 5, let last = out[l].last,
                  Self.opensSentence(out[l + 1], after: last) || opensLine(out[l + 1], after: last, names: names), !verse.contains(l),
                  let ended = Self.ended(last) else { continue }
            out[l][out[l].count - 1] = ended
        }
        if let knows { endRunOns(&out, verse: verse, knows: knows) }
        return out.map { $0.joined(separator: " ") }
    }

    /// Whether `words`, the next line of the paragraph, open a sentence after `previous`, the last word of a line: a
    /// common word with a capital that the page does not print inside a line (`names`), a word in lower case after it
    /// (or a label's colon), and `previous` a dictionary word in lower case that could end a sentence (not debris: "oe").
    func opensLine(_ words: [String], after previous: String, names: Set<String>) -> Bool {
        // A label ("Questions: Which process …", its colon read as a stop) opens a line as a sentence does.
        let label = words.first.map { $0.count >= 3 && ":.".contains($0.last!) } ?? false
        guard let knows, words.count >= 2, let first = words.first.map({ label ? String($0.dropLast()) : $0 }), first.count >= 2,
              first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase),
              words[1].first?.isLowercase == true || label && words[1].first?.isUppercase == true,
              !names.contains(first), !Self.lineOpenersInSentences.contains(first),
              previous.count >= 2, previous.allSatisfy(\.isLowercase),
              !Self.continuing.contains(previous), !Self.leadingOn.contains(previous), !Self.namingWords.contains(previous) else { return false }
        return knows(first.lowercased()) && knows(previous)
    }

    /// The capitalised words the page prints inside a line after a word in lower case ("… prayed to God and …"): names.
    static func capitalsInLines(_ lines: [[String]]) -> Set<String> {
        var names = Set<String>()
        for line in lines {
            for (previous, word) in zip(line, line.dropFirst()) where previous.last?.isLowercase == true && word.first?.isUppercase == true {
                names.insert(String(word.filter(\.isLetter)))
            }
        }
        return names
    }

    /// Ends run-on sentences of prose before a capitalised common word, leaving five words at least on each side. A
    /// photo that capitalises common words at random ("heats water In rivers, lakes ang Seas. The warm water
    /// Evaporates") shows no sentence by them: more than `strayCapitals` such words on a page, and none is trusted.
    func endRunOns(_ lines: inout [[String]], verse: Set<Int>, knows: @escaping (String) -> Bool) {
        var printed: [String: Int] = [:]
        for word in lines.joined() { printed[word.filter(\.isLetter), default: 0] += 1 }
        let capitalised = { (word: String) in
            word.count >= 3 && word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase) && knows(word.lowercased())
        }
        let words = lines.joined().filter { !$0.isEmpty }
        let stray = words.indices.dropFirst().dropLast().filter { i in
            capitalised(words[i].filter(\.isLetter)) && words[i - 1].first?.isLowercase == true && words[i - 1].last?.isLetter == true
                && words[i + 1].first?.isLowercase == true
        }
        guard stray.count <= Self.strayCapitals else { return }
        // Every word's place, paragraph by paragraph; a stop or a paragraph break ends a sentence.
        var sentence: [(line: Int, index: Int)] = []
        func split() {
            var start = 0
            for i in sentence.indices where sentence.count >= Self.runOnWords && i - start >= 5 && sentence.count - i >= 5 {
                let (pl, pt) = sentence[i - 1], (l, t) = sentence[i], (bl, bt) = sentence[i - 2]
                let word = lines[l][t], previous = lines[pl][pt]
                let following = sentence[(i + 1)...].prefix(4).map { lines[$0.line][$0.index] }
                let opens = previous.first?.isLowercase == true
                    ? capitalised(word) && printed[word, default: 0] == 1 && following[0].first?.isLowercase == true
                    : opensClause(word, afterName: previous, before: lines[bl][bt], following: following,
                                  printedOnce: printed[word, default: 0] == 1, knows: knows)
                // "… and in 1833 Mary's dog Tray was killed": a name after someone's animal, kin or thing is what it is
                // called ("her brother Joseph", "his horse Copenhagen"), no sentence's start.
                let owned = Self.possessive(lines[bl][bt])
                guard opens, !owned, !Self.namingWords.contains(previous), let ended = Self.ended(previous) else { continue }
                lines[pl][pt] = ended
                start = i
            }
            sentence = []
        }
        for (l, line) in lines.enumerated() {
            if line.joined().isEmpty { split(); continue }
            if verse.contains(l) { continue }
            for (t, word) in line.enumerated() where !word.isEmpty {
                sentence.append((l, t))
                if let last = word.last, ".?!".contains(last) { split() }
            }
        }
        split()
    }

    /// Whether `word`, inside a run-on sentence, opens a new one after `name`, a one-word name that a word in lower case
    /// (`before`) leads to ("… on the river Tiber in Italy According to legend it was founded …", "… and Latin spread
    /// across Europe Hadrian's Wall was built …": a history photo lost both stops mid-line). Either `word` is a common
    /// word the page prints once that is not mostly a noun, so no part of a name ("Sea", "Wall", "States" are), before a
    /// word in lower case; or it opens a second name, a possessive one or one of several words, that is the subject of a
    /// verb (`clauseVerbs`): a sentence with two subjects and two verbs. A title before the name ("emperor Marcus
    /// Aurelius was") makes the name longer, not a sentence's end; and so does a first name ("Julius Caesar was"), which
    /// is neither possessive nor followed by another capital.
    func opensClause(_ word: String, afterName name: String, before: String, following: [String], printedOnce: Bool,
                     knows: (String) -> Bool) -> Bool {
        func isName(_ word: String) -> Bool {
            word.count >= 2 && word.first?.isUppercase == true && word.allSatisfy(\.isLetter) && !knows(word.lowercased())
        }
        guard isName(name), before.first?.isLowercase == true, before.last?.isLetter == true,
              !Self.namingWords.contains(before.lowercased()), let next = following.first else { return false }
        if next.first?.isLowercase == true, word.count >= 3, word.first?.isUppercase == true, word.dropFirst().allSatisfy(\.isLowercase),
           knows(word.lowercased()), printedOnce, let readsAsNoun {
            return !readsAsNoun(word.lowercased())
        }
        let possessive = ["'s", "’s"].first(where: { word.hasSuffix($0) }).map { _ in String(word.dropLast(2)) }
        guard isName(possessive ?? word) else { return false }
        // The name goes on in capitals, then its verb.
        let rest = following.drop { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || "'’".contains($0) } }
        guard possessive != nil || rest.count < following.count, let verb = rest.first else { return false }
        return Self.clauseVerbs.contains(verb)
    }

    /// Verbs that follow a sentence's subject, where a name that opens a new sentence stands before them.
    static let clauseVerbs: Set<String> = ["was", "were", "is", "are", "has", "had"]

    /// Whether `words` (what follows `previous`, a possible sentence end) open a sentence: an opener, a word in lower
    /// case, and no title's small word followed by a capital.
    static func opensSentence(_ words: [String], after previous: String) -> Bool {
        guard words.count >= 2, words[1].first?.isLowercase == true,
              openers.contains(words[0]) || (openersAfterNames.contains(words[0]) && previous.first?.isUppercase == true) else { return false }
        if titleSmallWords.contains(words[1]), words.count >= 3, words[2].first?.isUppercase == true { return false }
        // A question word opens a question: one whose sentence ends in a stop is a clause that a lost comma and a w read
        // as the W of the same shape cut off ("filled with cell sap Which keeps the cell firm.", a photo of a page about
        // cells, had become "sap. Which keeps …").
        if questionWords.contains(words[0]), !MisreadCommas.asks(words) { return false }
        return true
    }

    /// Openers that ask: the sentence they open is a question.
    static let questionWords: Set<String> = ["How", "What", "Which", "Why", "Where"]

    /// The indices of the lines (as words) that belong to paragraphs of verse (`isVerse`).
    static func verseLines(_ lines: [[String]]) -> Set<Int> {
        var verse = Set<Int>()
        var start = 0
        for end in lines.indices.map({ $0 }) + [lines.endIndex] where end == lines.endIndex || lines[end].joined().isEmpty {
            if start < end, isVerse(paragraph: lines[start..<end]) { verse.formUnion(start..<end) }
            start = end + 1
        }
        return verse
    }

    /// Whether a paragraph reads as verse: four lines or more, three in four opening with a capital, and short or
    /// ragged lines (one before the last shorter than 4/5 of the longest). Prose is wrapped at the margin, so its lines
    /// but the last are about as long as each other, and longer; it may open most of them with a capital when names
    /// fall there.
    static func isVerse(paragraph: ArraySlice<[String]>) -> Bool {
        let capitalised = paragraph.filter { $0.first?.first?.isUppercase == true }.count
        let lengths = paragraph.map { $0.joined(separator: " ").count }
        let longest = lengths.max() ?? 0
        return paragraph.count >= 4 && capitalised * 4 >= paragraph.count * 3
            && (longest < 50 || lengths.dropLast().contains { $0 * 5 < longest * 4 })
    }

    /// `word` with a stop after it (a comma before the next sentence was the stop misread), or nil when it could not end
    /// a sentence.
    static func ended(_ word: String) -> String? {
        let core = word.hasSuffix(",") ? String(word.dropLast()) : word
        return endsSentence(core) ? core + "." : nil
    }

    /// Whether `word` could end a sentence if a stop followed it: letters only, at least two, not a word that leads on;
    /// or a number ("boxes of 6") or a clock time ("arrives at 11:45").
    static func endsSentence(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy(\.isNumber) || word.last?.isNumber == true && ClockTimes.isPrintedTime(word)
            || word.count >= 2 && word.allSatisfy(\.isLetter) && !continuing.contains(word.lowercased())
    }
}
