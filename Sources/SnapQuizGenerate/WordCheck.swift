import Foundation

/// Which words may stand in an option or a key: dictionary words, numbers, and names the page itself uses
/// consistently. An OCR misread ("nivers", "Romuius") is none of these, so it never becomes an answer.
struct WordCheck {
    /// The dictionary's answer for a word (Hunspell en_US/en_GB in the product); asked once per word and page.
    private let lookUpWord: (String) -> Bool
    /// How often each capitalised word occurs on the page.
    private let nameCounts: [String: Int]
    /// Words Tesseract doubted (lower case): a name the dictionary lacks is no name when it is one.
    private let doubted: Set<String>
    /// The words of a word list's entries whose meanings are English ("la gomme – the rubber"): a French or Spanish list's
    /// words are the page's own, no misreads (lower case).
    private let headwords: Set<String>
    /// Figures with a decimal point written as a year, before "BC" or after "AD" ("founded in 73.3 BC" for 753 BC): a
    /// year is whole, so each is a misread.
    private let brokenYears: Set<String>
    /// Answers already looked up: one page asks about the same few hundred words again and again.
    private let cache = Cache()

    private final class Cache {
        var known: [String: Bool] = [:]
        var options: [String: Bool] = [:]
        var dictionary: [String: Bool] = [:]
    }

    init(page: String, knows: @escaping (String) -> Bool, doubted: Set<String> = []) {
        lookUpWord = knows
        self.doubted = doubted
        let words = TextTokens.words(in: page)
        var counts: [String: Int] = [:]
        for word in words where word.first?.isUppercase == true {
            counts[Self.bare(word), default: 0] += 1
        }
        nameCounts = counts
        headwords = Self.headwords(in: page, knows: knows)
        brokenYears = Self.brokenYears(among: words)
    }

    /// Whether `word` is one of the page's `brokenYears`.
    func isBrokenYear(_ word: String) -> Bool { brokenYears.contains(Self.bare(word)) }

    /// The figures among a page's `words` with a decimal point that stand as years: before an era ("73.3 BC") or after
    /// one ("AD 47.6").
    static func brokenYears(among words: [String]) -> Set<String> {
        let words = words.map(TextTokens.trimmed)
        return Set(words.indices.filter { index in
            let word = words[index]
            guard word.contains("."), word.first?.isNumber == true, word.allSatisfy({ $0.isNumber || $0 == "." }) else { return false }
            return index + 1 < words.count && ["BC", "BCE"].contains(words[index + 1])
                || index > 0 && ["AD", "CE"].contains(words[index - 1])
        }.map { words[$0] })
    }

    /// The words of `page`'s entries, when at least five of its lines are entries ("1. le cahier - the exercise book")
    /// whose meaning is in English: seven of ten words or more in the dictionary.
    static func headwords(in page: String, knows: (String) -> Bool) -> Set<String> {
        var words = Set<String>()
        var entries = 0
        for line in page.split(separator: "\n").map(String.init) {
            guard let (word, rest) = VocabularyQuestions.separators.lazy.compactMap({ VocabularyQuestions.parts(of: line, at: $0) }).first
            else { continue }
            let head = TextTokens.words(in: word)
            let meaning = TextTokens.words(in: rest)
            guard (1...4).contains(head.count), !meaning.isEmpty else { continue }
            let known = meaning.filter { knows($0) || knows($0.lowercased()) }.count
            guard 10 * known >= 7 * meaning.count else { continue }
            entries += 1
            words.formUnion(head.map { bare($0).lowercased() })
        }
        return entries >= 5 ? words : []
    }

    /// Whether the dictionary knows `word` (Hunspell takes a lock and a few microseconds a call: the answer is kept).
    func knows(_ word: String) -> Bool {
        if let known = cache.dictionary[word] { return known }
        let known = lookUpWord(word)
        cache.dictionary[word] = known
        return known
    }

    /// Every word of `option` is a number, a dictionary word, or a name the page uses consistently.
    func isClean(_ option: String) -> Bool {
        if let known = cache.options[option] { return known }
        let words = TextTokens.words(in: option)
        let clean = !words.isEmpty && words.allSatisfy(isCleanWord)
        cache.options[option] = clean
        return clean
    }

    func isCleanWord(_ raw: String) -> Bool {
        if let known = cache.known[raw] { return known }
        let clean = lookUp(raw)
        cache.known[raw] = clean
        return clean
    }

    private func lookUp(_ raw: String) -> Bool {
        let word = Self.bare(raw)
        if word.isEmpty { return true }
        if word.contains(where: \.isNumber) { return Self.isNumeral(word) && !brokenYears.contains(word) }
        if word.contains("-") { return word.split(separator: "-").allSatisfy { lookUp(String($0)) } }
        if Self.isClosedWordPlural(word) { return false }
        if knows(word) || knows(word.lowercased()) { return true }
        if headwords.contains(word.lowercased()), !doubted.contains(word.lowercased()) { return true }
        // A name the dictionary lacks counts when the page spells it the same way more than once, or writes it once
        // with no look-alike beside it ("Ingenhousz" is a name; "Romuius" beside "Romulus" is a misread).
        guard word.first?.isUppercase == true, let count = nameCounts[word] else { return false }
        if count >= 2 { return true }
        // A name written once that Tesseract doubted is likelier a misread ("Hadnan's Wall", read at 32, for "Hadrian's";
        // "Axigustus" at 57 for "Augustus").
        if doubted.contains(word.lowercased()) { return false }
        let scalars = Array(word.lowercased().unicodeScalars)
        return !nameCounts.keys.contains { other in
            other != word && abs(other.count - word.count) <= 2
                && OptionSimilarity.editDistance(scalars, Array(other.lowercased().unicodeScalars), limit: 2) <= 2
        }
    }

    /// "Behind it hes Lake Nasser" (nile-photo, "lies" read at 90 or above): Hunspell's affixes give a plural or a verb's
    /// s to pronouns, articles, prepositions and conjunctions ("hes", en_US), which take none in English; such a form is a
    /// misread however sure Tesseract was of it. ("its", "hers", "ifs", "buts" and "ins" are words, and not formed here.)
    static func isClosedWordPlural(_ word: String) -> Bool {
        guard word.count >= 3, word.hasSuffix("s"), word.allSatisfy(\.isLowercase) else { return false }
        return closedWords.contains(String(word.dropLast()))
    }

    /// Words of the closed classes that have no form with an s (`isClosedWordPlural`).
    static let closedWords: Set<String> = [
        "he", "she", "we", "they", "the", "an", "and", "of", "to", "on", "at", "for", "from", "with", "by", "or", "that",
        "then", "than", "into", "onto", "upon",
    ]

    /// Without a possessive ending or surrounding marks: "Hadrian's" → "Hadrian".
    static func bare(_ word: String) -> String {
        var word = word
        for suffix in ["'s", "’s", "s'", "s’"] where word.hasSuffix(suffix) {
            word.removeLast(suffix == "s'" || suffix == "s’" ? 1 : 2)
        }
        return TextTokens.trimmed(word)
    }

    /// 12, 1,200, 2.5, £3.50, 40%, 9:15, 3/4, 1st — digits with the marks numbers use, and no letters inside a number
    /// except an ordinal ending or a unit glued on ("5kg").
    static func isNumeral(_ word: String) -> Bool {
        let core = word.drop { "£$€-−".contains($0) }
        let digits = core.prefix { $0.isNumber || ",.:/".contains($0) }
        guard digits.first?.isNumber == true else { return false }
        let rest = core.dropFirst(digits.count)
        return rest.isEmpty || rest == "%" || ["st", "nd", "rd", "th", "s", "am", "pm", "kg", "g", "km", "m", "cm", "mm", "ml", "l"].contains(rest.lowercased())
            || isTermInN(word)
    }

    /// A term of an nth-term rule or an expression ("4n" of "4n − 1", "2x" of "2x + 12", "3a + 4b", the slip "7ab"): a
    /// number of one or two letters algebra uses, as a maths answer writes it. Not l, o, i or s, which a misread digit or
    /// a plural gives. (Without it "Simplify 5a + 3b − 2a + b." showed three unreadable words and was never asked.)
    static func isTermInN(_ word: String) -> Bool {
        let core = word.drop { "-−".contains($0) }
        let letters = core.drop(while: \.isNumber)
        return letters.count < core.count && (1...2).contains(letters.count) && letters.allSatisfy { "abcdehkmnpqrtuvwxyz".contains($0) }
    }
}
