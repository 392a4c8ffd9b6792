import SnapQuizCore

/// The kinds a page says things are: "most metals, such as copper, are good conductors" makes copper a metal and metals
/// conductors; "These materials are called conductors" makes conductors materials. One swapped for a kind of it (or for
/// what it is a kind of) keeps a statement true by the page: "Some materials let electricity flow through them easily"
/// made false as "Some metals let …" is no false statement where metals are conductors and conductors are those
/// materials. Pages do not say "the kind of thing" the way WordNet files it (WordNet puts metals among elements, not
/// materials), so the page's own words count.
extension TrueOptions {
    /// Pairs "kind|what it is a kind of", one word each, singular, lower case, as the statements say them: "X, such as
    /// A and B", "A are (good) X", "A is a X", "X are called A" (the named ones are a kind of X).
    static func kinds(in statements: [Sentence]) -> Set<String> {
        var found = Set<String>()
        for sentence in statements {
            for clause in clauses(of: sentence.text) {
                found.formUnion(suchAs(in: clause))
                found.formUnion(named(in: clause))
                found.formUnion(classed(in: clause))
            }
        }
        return found
    }

    /// Whether one of `a` and `b` is a kind of the other by the page (`kinds`), in up to three steps.
    static func kindOf(_ kinds: Set<String>, _ a: String, _ b: String) -> Bool {
        guard !kinds.isEmpty, let a = a.split(separator: " ").last, let b = b.split(separator: " ").last else { return false }
        let (x, y) = (singular(String(a).lowercased()), singular(String(b).lowercased()))
        guard x != y else { return false }
        return reaches(kinds, from: x, to: y) || reaches(kinds, from: y, to: x)
    }

    /// Whether the page names one of `a` and `b` only as a kind ("herbivores") and the other only as a member of a kind
    /// ("rabbits", "caterpillars"): "Foxes, owls and sharks are _____ → carnivores | caterpillars" is answered by kind alone.
    static func kindBesideMember(_ kinds: Set<String>, _ a: String, _ b: String) -> Bool {
        guard !kinds.isEmpty, let a = a.split(separator: " ").last, let b = b.split(separator: " ").last else { return false }
        let pairs = kinds.map { $0.split(separator: "|").map(String.init) }.filter { $0.count == 2 }
        let role = { (word: String) -> Bool? in
            let word = singular(word.lowercased())
            let isMember = pairs.contains { $0[0] == word }, isKind = pairs.contains { $0[1] == word }
            return isMember == isKind ? nil : isKind
        }
        guard let x = role(String(a)), let y = role(String(b)) else { return false }
        return x != y
    }

    private static func reaches(_ kinds: Set<String>, from start: String, to goal: String) -> Bool {
        var frontier = [start], seen: Set<String> = [start]
        for _ in 0..<3 {
            frontier = kinds.compactMap { pair -> String? in
                let parts = pair.split(separator: "|").map(String.init)
                return parts.count == 2 && frontier.contains(parts[0]) && !seen.contains(parts[1]) ? parts[1] : nil
            }
            if frontier.contains(goal) { return true }
            seen.formUnion(frontier)
            if frontier.isEmpty { return false }
        }
        return false
    }

    /// A sentence's clauses, as words: split where ", and", ", so", ", but", "; " or ", while" opens another.
    private static func clauses(of text: String) -> [[String]] {
        var parts = [text]
        for mark in [", and ", ", so ", ", but ", "; ", ", while ", ", which "] {
            parts = parts.flatMap { $0.components(separatedBy: mark) }
        }
        return parts.map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
    }

    /// "metals, such as copper and tin," → copper|metal, tin|metal.
    private static func suchAs(in words: [String]) -> [String] {
        guard let such = words.indices.first(where: { $0 >= 1 && words[$0].lowercased() == "such" && words.indices.contains($0 + 1) && TextTokens.trimmed(words[$0 + 1]) == "as" })
        else { return [] }
        let kind = TextTokens.trimmed(words[such - 1]).lowercased()
        guard isWord(kind) else { return [] }
        var members: [String] = []
        for word in words[(such + 2)...] {
            let bare = TextTokens.trimmed(word).lowercased()
            if !["and", "or"].contains(bare) {
                guard isWord(bare) else { break }
                members.append(bare)
            }
            // The examples end where the aside closes ("such as copper, are …") and at the clause's end.
            if word.hasSuffix(".") || word.hasSuffix(",") && !members.isEmpty && !isListGoingOn(after: word, in: words) { break }
        }
        return members.map { singular($0) + "|" + singular(kind) }
    }

    /// Whether the list goes on after the word ending in a comma ("copper, tin and zinc"): another word, then "and"/"or"
    /// or another comma.
    private static func isListGoingOn(after word: String, in words: [String]) -> Bool {
        guard let at = words.firstIndex(of: word), words.indices.contains(at + 2) else { return false }
        return words[at + 1].hasSuffix(",") || ["and", "or"].contains(words[at + 2].lowercased())
    }

    /// "These materials are called conductors" → conductor|material; "Materials that do not … are called insulators" →
    /// insulator|material.
    private static func named(in words: [String]) -> [String] {
        guard let called = words.indices.first(where: { $0 >= 2 && ["called", "named"].contains(words[$0].lowercased()) && ["are", "is"].contains(words[$0 - 1].lowercased()) }),
              words.indices.contains(called + 1) else { return [] }
        let subject = words[..<(called - 1)].map { TextTokens.trimmed($0).lowercased() }.filter { !quantifiers.contains($0) }
        // The head of the subject: its first word before "that", "which" or "who", or a short subject's last word.
        let head: String?
        if let relative = subject.firstIndex(where: { ["that", "which", "who"].contains($0) }) {
            head = relative >= 1 ? subject[relative - 1] : nil
        } else {
            head = subject.count <= 2 ? subject.last : nil
        }
        // The name's last word: "called thermal conductors" → "conductors".
        var name: String?
        for word in words[(called + 1)...].prefix(4) {
            let bare = TextTokens.trimmed(word).lowercased()
            if name == nil, ["a", "an", "the"].contains(bare) { continue }
            guard isWord(bare), !TextAnalysis.commonWords.contains(bare) else { break }
            name = bare
            if word != TextTokens.trimmed(word) { break }
        }
        guard let name, let head, isWord(head) else { return [] }
        return [singular(name) + "|" + singular(head)]
    }

    /// "Plastic, rubber and glass are good insulators" → plastic|insulator, …; "most metals, such as copper, are good
    /// conductors" → metal|conductor. The kind ends the clause, after at most two describing words.
    private static func classed(in words: [String]) -> [String] {
        guard let verb = words.indices.first(where: { $0 >= 1 && ["are", "is"].contains(words[$0].lowercased()) }) else { return [] }
        var predicate = Array(words[(verb + 1)...])
        if predicate.first.map({ ["a", "an"].contains($0.lowercased()) }) == true { predicate.removeFirst() }
        guard (1...3).contains(predicate.count), let last = predicate.last, !last.hasSuffix("?"),
              predicate.map({ TextTokens.trimmed($0).lowercased() }).allSatisfy(isDescribingOrKind) else { return [] }
        let kind = TextTokens.trimmed(last).lowercased()
        // The subject without a "such as" aside: "most metals, such as copper," is "most metals".
        var subject = Array(words[..<verb])
        if let such = subject.firstIndex(where: { $0.lowercased() == "such" }), such >= 1 { subject = Array(subject[..<such]) }
        let members = subject.map { TextTokens.trimmed($0).lowercased() }.filter { !quantifiers.contains($0) && !["and", "or"].contains($0) }
        // One noun, or a list ("Plastic, rubber and glass"): "The water cycle is …" names one thing in two words.
        guard (1...4).contains(members.count), members.allSatisfy(isWord),
              members.count == 1 || subject.contains(where: { ["and", "or"].contains($0.lowercased()) }) else { return [] }
        return members.filter { $0 != kind }.map { singular($0) + "|" + singular(kind) }
    }

    /// A word a short predicate may hold: a describing word or the kind ("good", "insulators"), no link to more ("in", "of")
    /// and no verb's past form ("connected", "called").
    private static func isDescribingOrKind(_ word: String) -> Bool {
        isWord(word) && !linking.contains(word) && !word.hasSuffix("ed") && !["called", "named", "known", "made"].contains(word)
    }

    private static func isWord(_ word: String) -> Bool {
        word.count >= 3 && word.allSatisfy(\.isLetter)
    }

    /// Words that tie a predicate to more than its kind ("are connected in series", "is a measure of how hard …").
    private static let linking: Set<String> = ["in", "on", "of", "at", "to", "for", "from", "by", "with", "as", "than", "that", "which",
                                               "who", "not", "no", "the", "a", "an", "and", "or", "into", "over", "under", "between",
                                               "through", "across", "always", "often", "usually", "also", "only", "very", "then"]

    /// Words before a subject's noun that say how many, not what.
    private static let quantifiers: Set<String> = ["the", "a", "an", "these", "this", "those", "some", "most", "many", "all", "few", "such"]
}
