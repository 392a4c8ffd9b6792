import SnapQuizCore
import SnapQuizLexicon

/// Whether a wrong option would be true as well: one check for cloze options, name and recall options and the words
/// a false statement swaps in. An option is true where its meaning overlaps the key's (WordNet: the same sense, a kind
/// or a part of it, a place in it, the same thing of another size — "oceans" for "seas", "electromagnet" for
/// "magnet", "Sudan" for "Africa", "rivulets" for "rivers") or overlaps a word the page lists beside the key ("heats
/// water in _____, lakes and seas → oceans": the sentence is then true of the oceans too). A kind a definition names
/// counts ("a building or place …": warehouses are buildings), and so do pieces told apart only by how they came off
/// ("chips" beside "filings"); in a listed blank, so does another of the key's kind the page lists alike
/// (`listedAlike`).
///
/// Such an option is no candidate at all (`DistractorPicker`): where the page has too few others, other options or
/// no question, never a true one. It was a cost until then (`Candidate.partlyTrue`), and a learner still met
/// "An electromagnet attracts objects made of iron" as the false statement.
enum TrueOptions {
    /// Whether `option`, put in the place of `key`, would be true as well; `siblings` are the words listed with the key
    /// where it stands (`siblings(ofBlankIn:)`).
    static func alsoTrue(_ option: String, for key: String, listedWith siblings: [String] = []) -> Bool {
        if option != key, samePerson(option, key) { return true }
        guard let wordNet = WordNet.shared, let mine = form(of: option) else { return false }
        if let theirs = form(of: key), !sameWord(mine, theirs),
           wordNet.overlap(mine, theirs) != nil { return true }
        return siblings.contains { sibling in
            guard let theirs = form(of: sibling), !sameWord(mine, theirs) else { return false }
            return wordNet.overlap(mine, theirs) != nil
        }
    }

    /// What the page writes after the word that comes before the blank of `text`, each a stretch of the folded page
    /// (`QuizShape.fold`) with an article or a possessive skipped: "Once it reaches the _____ it is called lava" on a page
    /// that also says "… reaches the ground" gives "ground …". Only a word of content before the blank counts
    /// ("reaches", "attracts"); "in the _____" says too little. Worked out once a blank, for `saidOnPage`.
    static func followers(ofBlankIn text: String, folded: String) -> [Substring] {
        let words = TextTokens.spaced(text).map(String.init)
        guard let at = words.firstIndex(where: { $0.contains("_____") }), at >= 1 else { return [] }
        var before = at - 1
        if determiners.contains(words[before].lowercased()), before >= 1 { before -= 1 }
        let frame = words[before].lowercased()
        guard frame.count >= 3, frame.allSatisfy(\.isLetter), !TextAnalysis.commonWords.contains(frame), !determiners.contains(frame) else { return [] }
        var found: [Substring] = []
        var rest = Substring(folded)
        while let range = rest.range(of: frame + " ") {
            defer { rest = folded[range.upperBound...] }
            // Whole words only: "preaches the" is no "reaches the".
            guard range.lowerBound == folded.startIndex || !folded[folded.index(before: range.lowerBound)].isLetter else { continue }
            var after = folded[range.upperBound...].prefix(60)
            if let space = after.firstIndex(of: " "), determiners.contains(String(after[..<space])) { after = after[after.index(after: space)...] }
            found.append(after)
        }
        return found
    }

    /// Whether the page itself puts `option` where the blank is (`followers`): what the page says of it in the key's
    /// place is true of it.
    static func saidOnPage(_ option: String, followers: [Substring]) -> Bool {
        guard !followers.isEmpty else { return false }
        let wanted = QuizShape.fold(option)
        return followers.contains { after in
            after.hasPrefix(wanted) && (after.count == wanted.count || !after[after.index(after.startIndex, offsetBy: wanted.count)].isLetter)
        }
    }

    /// The pairs of words a page equates by "X is a Y" ("A compass needle is a small magnet that turns …" gives
    /// compass–magnet and needle–magnet, each way, singular): one put in the other's place says what the page says.
    static func equations(in statements: [Sentence]) -> Set<String> {
        var found = Set<String>()
        for sentence in statements {
            let words = sentence.text.split(separator: " ").map { String($0) }
            guard let verb = words.firstIndex(where: { $0 == "is" }), verb >= 1, verb <= 4, words.indices.contains(verb + 2),
                  ["a", "an"].contains(words[verb + 1]) else { continue }
            let subject = words[..<verb].map { TextTokens.trimmed($0).lowercased() }.filter { !determiners.contains($0) }
            guard !subject.isEmpty, subject.allSatisfy({ $0.allSatisfy(\.isLetter) }), words[verb - 1] == TextTokens.trimmed(words[verb - 1]) else { continue }
            // "a small magnet that turns": the noun that ends the describing words.
            var noun: String?
            for word in words[(verb + 2)...].prefix(4) {
                let bare = TextTokens.trimmed(word).lowercased()
                guard bare.allSatisfy(\.isLetter), !TextAnalysis.commonWords.contains(bare) || bare == "small" || bare == "large" else { break }
                noun = bare
                if bare != word.lowercased() { break }
            }
            guard let noun else { continue }
            for part in subject where part != noun {
                found.insert(singular(part) + "|" + singular(noun))
                found.insert(singular(noun) + "|" + singular(part))
            }
        }
        return found
    }

    /// Whether the page equates the two (`equations`), as one word each or by a phrase's last word.
    static func equates(_ equated: Set<String>, _ option: String, _ key: String) -> Bool {
        guard !equated.isEmpty, let a = option.split(separator: " ").last, let b = key.split(separator: " ").last else { return false }
        return equated.contains(singular(String(a).lowercased()) + "|" + singular(String(b).lowercased()))
    }

    /// The page's lists of single words ("rivers, lakes and seas", "streams and rivers", "timber and pitch"), each
    /// lower case, for `listedAlike`.
    static func lists(in statements: [Sentence]) -> [Set<String>] {
        var found: [Set<String>] = []
        for sentence in statements {
            let words = sentence.text.split(separator: " ").map(String.init)
            for (index, word) in words.enumerated() {
                // A list member stands before "and"/"or" or a comma, or right after "and"/"or".
                let next = index + 1 < words.count ? words[index + 1].lowercased() : ""
                let previous = index >= 1 ? words[index - 1].lowercased() : ""
                guard word.hasSuffix(",") || ["and", "or"].contains(next) || ["and", "or"].contains(previous) else { continue }
                var blanked = words
                blanked[index] = "_____" + (word.last.map { ",;:.".contains($0) } == true ? String(word.last!) : "")
                let siblings = siblings(ofBlankIn: blanked.joined(separator: " "))
                let member = TextTokens.trimmed(word).lowercased()
                guard !siblings.isEmpty, !member.isEmpty, member.allSatisfy(\.isLetter) else { continue }
                let group = Set([member] + siblings.map { $0.lowercased() })
                if !found.contains(group) { found.append(group) }
            }
        }
        return found
    }

    /// Whether `option`, in a blank listed with other words (`siblings`), names the same kind of thing as `key` (kinds
    /// of one thing, `WordNet.kindsOfOneThing`) and the page lists it with the key, or with a word of the key's sense,
    /// or with a word listed so (one step on): "between the land, the _____ and the air → oceans" beside "rivers" and
    /// "streams", where the page writes "rivers, lakes and seas" and "streams and rivers" (a word of the same sense as
    /// one so listed counts too: "oceans" for "seas"). The page puts it where the key goes, and the list is no less true
    /// with it. Not "brick" for "made of _____ and pitch → timber", which the page
    /// lists only with "stone".
    static func listedAlike(_ lists: [Set<String>], _ option: String, _ key: String, siblings: [String]) -> Bool {
        guard !siblings.isEmpty, !lists.isEmpty, !option.contains(" "), !key.contains(" "), let wordNet = WordNet.shared,
              wordNet.kindsOfOneThing(option, key) else { return false }
        let option = option.lowercased(), key = key.lowercased()
        let keyLike = { (word: String) in word == key || singular(word) == singular(key) || wordNet.overlap(word, key) == .same }
        var near = Set(lists.filter { $0.contains(where: keyLike) }.flatMap { $0 })
        near.formUnion(lists.filter { !$0.isDisjoint(with: near) }.flatMap { $0 })
        // "runs off into streams and _____ → rivers": "oceans" is the page's "seas" by sense.
        return near.contains { $0 == option || singular($0) == singular(option) || wordNet.overlap($0, option) == .same }
    }

    /// Whether two names may name one person: the same name under another title ("Duke William", "King William"), or a
    /// first name alone beside a fuller name that opens with it ("Harold", "Harold Godwinson"; "William", "Duke William of
    /// Normandy"). "Three days later King William landed at Pevensey" was offered as false where the page has Duke
    /// William land there.
    static func samePerson(_ a: String, _ b: String) -> Bool {
        let untitled = { (name: String) -> [Substring] in
            var words = TextTokens.spaced(name)
            while words.count > 1, let first = words.first, Page.titles.contains(first.lowercased()) { words.removeFirst() }
            return words
        }
        let (x, y) = (untitled(a), untitled(b))
        guard let first = x.first, first.first?.isUppercase == true, y.first?.first?.isUppercase == true, x.first == y.first else { return false }
        return x == y || x.count == 1 || y.count == 1
    }

    /// Which way a bound before a number holds: "less than 250 millimetres" holds of any number above it too, "more
    /// than 13,000 houses" of any below it.
    enum Bound {
        case atMost, atLeast
    }

    /// The bound the words right before the blank of `text` set on the number in it ("less than _____", "more than
    /// _____", "up to _____", "before _____"), or nil.
    static func bound(beforeBlankIn text: String) -> Bound? {
        let raw = text.split(separator: " ")
        guard let at = raw.firstIndex(where: { $0.contains("_____") }), at >= 1 else { return nil }
        let words = raw.map { TextTokens.trimmed(String($0)).lowercased() }
        let one = words[at - 1], two = at >= 2 ? words[at - 2] + " " + one : ""
        if atMostWords.contains(two) || atMostWords.contains(one) { return .atMost }
        if atLeastWords.contains(two) || atLeastWords.contains(one) { return .atLeast }
        return nil
    }

    /// Whether the blank of `text` is a date something was done by ("By _____, railway lines linked almost every town"):
    /// every later date is true as well, as after "before" (`Bound.atMost`).
    static func doneBy(beforeBlankIn text: String) -> Bool {
        let words = text.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard let at = text.split(separator: " ").firstIndex(where: { $0.contains("_____") }), at >= 1 else { return false }
        return words[at - 1] == "by" || at >= 2 && words[at - 2] == "by" && ["about", "around"].contains(words[at - 1])
    }

    private static let atMostWords: Set<String> = ["less than", "fewer than", "under", "below", "up to", "at most", "before", "no more than"]
    private static let atLeastWords: Set<String> = ["more than", "over", "above", "at least", "after", "no less than", "upwards of"]

    /// Whether `option`, a number (with a unit or not: "500 millimetres", "AD 480"), is true as well where `key` stands
    /// after `bound`: "Deserts receive less than _____ of rain → 250 millimetres" beside "500 millimetres".
    static func withinBound(_ option: String, for key: String, _ bound: Bound?) -> Bool {
        guard let bound, let mine = leadingNumber(option), let theirs = leadingNumber(key) else { return false }
        return bound == .atMost ? mine > theirs : mine < theirs
    }

    /// The first number of a phrase ("13,000 houses" → 13000, "AD 476" → 476, "six deaths" → 6), or nil.
    private static func leadingNumber(_ text: String) -> Double? {
        text.split(separator: " ").lazy.compactMap { RecallQuestions.count(TextTokens.trimmed(String($0))) }.first
    }

    /// A plural's singular by its ending alone ("compasses" → "compass", "magnets" → "magnet"), for comparing words.
    static func singular(_ word: String) -> String {
        if word.hasSuffix("sses") || word.hasSuffix("shes") || word.hasSuffix("ches") || word.hasSuffix("xes") { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    private static let determiners: Set<String> = ["the", "a", "an", "its", "their", "his", "her", "our", "this", "these", "those"]

    /// How WordNet is asked about a word or phrase: a phrase it lists as it is ("power stations", "Lake Victoria"), a
    /// common-noun phrase it does not list by its last word ("long chains" as "chains"); nil for numbers and for names
    /// it does not list (no part of a name stands for the whole). A number in words is a number too: WordNet files
    /// "four" beside "two", "three" and "eight" under one digit, and "How many chambers does the heart have? → four" lost
    /// every near count as "also true" and was not asked.
    /// Whether two words are one word, in either number ("minute" and "minutes"): options on it differ elsewhere ("for one
    /// minute", "for two minutes"), and a word is no kind of itself.
    static func sameWord(_ a: String, _ b: String) -> Bool {
        let (a, b) = (a.lowercased(), b.lowercased())
        return a == b || [("s", ""), ("es", ""), ("ies", "y")].contains { plural, single in
            a.hasSuffix(plural) && String(a.dropLast(plural.count)) + single == b || b.hasSuffix(plural) && String(b.dropLast(plural.count)) + single == a
        }
    }

    private static func form(of text: String) -> String? {
        guard !text.isEmpty, !text.contains(where: \.isNumber), CountQuestions.words[text.lowercased()] == nil,
              let wordNet = WordNet.shared else { return nil }
        let words = TextTokens.spaced(text)
        guard words.count > 1 else { return text }
        if !wordNet.nounReadings(of: text).isEmpty { return text }
        return text.first?.isLowercase == true ? words.last.map(String.init) : nil
    }

    /// The thing a blank right after "is a", "is an" or "are" classes ("The heart is a/an _____ that pumps blood" →
    /// "heart"), a common noun of one word; nil for any other blank. The key names a class the thing belongs to, so an
    /// option that is also one of its classes ("organ"), a part of it ("left ventricle") or the same thing is no wrong
    /// class: it is true as well, or ruled out by sense alone.
    static func classedSubject(ofBlankIn text: String) -> String? {
        let words = TextTokens.spaced(text).map(String.init)
        guard let at = words.firstIndex(where: { $0.hasPrefix("_____") }), at >= 2 else { return nil }
        var be = at - 1
        if ["a", "an", "a/an"].contains(words[be].lowercased()) { be -= 1 }
        guard be >= 1, ["is", "are", "was", "were"].contains(words[be].lowercased()) else { return nil }
        let subject = TextTokens.trimmed(words[be - 1]).lowercased()
        guard subject.count >= 3, subject.allSatisfy(\.isLetter), !TextAnalysis.commonWords.contains(subject) else { return nil }
        return subject
    }

    /// The words listed with the blank of `text` ("in _____, lakes and seas" → "lakes", "seas"; "sailors and _____" →
    /// "sailors"), one word each; none where the blank is in no list joined by "and" or "or". A comma alone makes no
    /// list ("Once it reaches the surface, _____ …").
    static func siblings(ofBlankIn text: String) -> [String] {
        let words = TextTokens.spaced(text).map(String.init)
        guard let at = words.firstIndex(where: { $0.contains("_____") }) else { return [] }
        let joins: Set<String> = ["and", "or"], articles: Set<String> = ["the", "a", "an"]
        let isJoin = { (index: Int) in words.indices.contains(index) && joins.contains(words[index].lowercased()) }
        var found: [String] = [], joined = isJoin(at - 1)
        // To the right: "_____, lakes and seas", "_____ and the cranes".
        var index = at
        while words[index].hasSuffix(",") || isJoin(index + 1) {
            index += 1
            if isJoin(index) {
                joined = true
                index += 1
                while words.indices.contains(index), articles.contains(words[index].lowercased()) { index += 1 }
            }
            guard words.indices.contains(index), !words[index].contains("_____") else { break }
            found.append(words[index])
            if joined { break }
        }
        // To the left: "rivers, _____ and seas", "sailors and _____", "rain, snow, _____ or hail".
        index = isJoin(at - 1) ? at - 2 : at - 1
        if words.indices.contains(index), isJoin(at - 1) || words[index].hasSuffix(",") {
            found.append(words[index])
            index -= 1
            while words.indices.contains(index), words[index].hasSuffix(",") {
                found.append(words[index])
                index -= 1
            }
        }
        guard joined else { return [] }
        return found.map(TextTokens.trimmed).filter { !$0.isEmpty }
    }
}
